// sample: gemm-tile4x4
// task: l1_gemm
// model: hand-written
// expect: pass
// speed: faster
// about: each invocation computes a 4×4 block of C in registers (≈3× on lavapipe)
// @plan
// pass main dispatch(ceil_div(N, 64), ceil_div(M, 64), 1)
// @end
struct Params { M: u32, N: u32, K: u32 }

@group(0) @binding(0) var<storage, read> A: array<f32>;
@group(0) @binding(1) var<storage, read> B: array<f32>;
@group(0) @binding(2) var<storage, read_write> C: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n0 = gid.x * 4u;
    let m0 = gid.y * 4u;
    var acc: array<array<f32, 4>, 4>;
    for (var k = 0u; k < p.K; k++) {
        var a: array<f32, 4>;
        var b: array<f32, 4>;
        for (var r = 0u; r < 4u; r++) {
            a[r] = select(0.0, A[(m0 + r) * p.K + k], m0 + r < p.M);
            b[r] = select(0.0, B[k * p.N + n0 + r], n0 + r < p.N);
        }
        for (var r = 0u; r < 4u; r++) {
            for (var c = 0u; c < 4u; c++) {
                acc[r][c] += a[r] * b[c];
            }
        }
    }
    for (var r = 0u; r < 4u; r++) {
        for (var c = 0u; c < 4u; c++) {
            if (m0 + r < p.M && n0 + c < p.N) {
                C[(m0 + r) * p.N + n0 + c] = acc[r][c];
            }
        }
    }
}
