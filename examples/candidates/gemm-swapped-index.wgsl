// sample: gemm-swapped-index
// model: hand-written
// expect: mismatch
// task: l1_gemm
// about: reads B[n, k] instead of B[k, n] (computes A·Bᵀ for square parts, garbage elsewhere).
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
    for (var k = 0u; k < p.K; k++) {
        acc += A[m * p.K + k] * B[n * p.K + k];
    }
    C[m * p.N + n] = acc;
}
