// Reference: one invocation per channel, samples in order, every section's transposed-DF-II state
// (s1, s2) in a private array; the sections' coefficients are read from storage per sample.
// N·K ≤ 32,768 loop iterations per invocation, within llvmpipe's 65,535.
struct Params { B: u32, N: u32, K: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read> a: array<f32>;
@group(0) @binding(3) var<storage, read_write> y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let ch = gid.x;
    if (ch >= p.B) {
        return;
    }
    // Zero initial state (a function-scope var without an initialiser is zero in WGSL).
    var s1: array<f32, 8>;
    var s2: array<f32, 8>;
    let base = ch * p.N;
    for (var n = 0u; n < p.N; n++) {
        var u = x[base + n];
        for (var k = 0u; k < p.K; k++) {
            let v = b[3u * k] * u + s1[k];
            s1[k] = b[3u * k + 1u] * u - a[2u * k] * v + s2[k];
            s2[k] = b[3u * k + 2u] * u - a[2u * k + 1u] * v;
            u = v;
        }
        y[base + n] = u;
    }
}
