// expect: mismatch
// task: l1_gemm
// why: a reduction sized for the shapes it has seen: the K loop stops at 2048. The timed shape
// has K = 1024 and the ci and check shapes less, so every declared and drawn shape passes; the
// domain reaches K = 4096, and the corner with K at its maximum fails.
struct Params { M: u32, N: u32, K: u32 }
@group(0) @binding(0) var<storage, read> A: array<f32>;
@group(0) @binding(1) var<storage, read> B: array<f32>;
@group(0) @binding(2) var<storage, read_write> C: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n = gid.x;
    let m = gid.y;
    if (m >= p.M || n >= p.N) {
        return;
    }
    var acc = 0.0;
    for (var k = 0u; k < min(p.K, 2048u); k++) {
        acc += A[m * p.K + k] * B[k * p.N + n];
    }
    C[m * p.N + n] = acc;
}
