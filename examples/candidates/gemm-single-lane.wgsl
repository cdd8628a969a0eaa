// sample: gemm-single-lane
// task: l1_gemm
// model: hand-written
// expect: pass
// speed: slower
// about: correct, but one invocation per workgroup wastes every SIMD lane (≈0.2×)
struct Params { M: u32, N: u32, K: u32 }

@group(0) @binding(0) var<storage, read> A: array<f32>;
@group(0) @binding(1) var<storage, read> B: array<f32>;
@group(0) @binding(2) var<storage, read_write> C: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(1)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n = gid.x;
    let m = gid.y;
    if (m >= p.M || n >= p.N) {
        return;
    }
    var acc = 0.0;
    for (var k = 0u; k < p.K; k++) {
        acc += A[m * p.K + k] * B[k * p.N + n];
    }
    C[m * p.N + n] = acc;
}
