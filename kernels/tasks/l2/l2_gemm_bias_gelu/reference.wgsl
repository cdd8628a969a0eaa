// Reference: one invocation per output element, 16×16 workgroups, K loop from global memory,
// bias and GELU applied before the single store.
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
    for (var k = 0u; k < p.K; k++) {
        acc += X[m * p.K + k] * W[k * p.N + n];
    }
    Y[m * p.N + n] = gelu(acc + b[n]);
}
