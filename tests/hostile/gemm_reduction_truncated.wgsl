// expect: mismatch
// task: l2_gemm_bias_gelu
// why: the reference GEMM with the reduction cut at K = 512 (a tile loop sized for the models it was
//      tried on): right at every check shape (K ≤ 100) and every shape drawn from their box, wrong at
//      the domain's corner K = 1024, which evaluations reach.
struct Params { M: u32, N: u32, K: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> W: array<f32>;
@group(0) @binding(2) var<storage, read> b: array<f32>;
@group(0) @binding(3) var<storage, read_write> Y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

fn gelu(u: f32) -> f32 {
    // tanh saturates long before ±15; the clamp keeps exp-based tanh lowerings finite.
    let t = clamp(0.7978845608028654 * (u + 0.044715 * u * u * u), -15.0, 15.0);
    return 0.5 * u * (1.0 + tanh(t));
}

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n = gid.x;
    let m = gid.y;
    if (m >= p.M || n >= p.N) {
        return;
    }
    var acc = 0.0;
    for (var k = 0u; k < min(p.K, 512u); k++) {
        acc += X[m * p.K + k] * W[k * p.N + n];
    }
    Y[m * p.N + n] = gelu(acc + b[n]);
}
