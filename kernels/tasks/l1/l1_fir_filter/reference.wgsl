// Reference: one invocation per output sample, a direct loop over the taps from global memory.
struct Params { B: u32, N: u32, T: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> h: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n = gid.x;
    let b = gid.y;
    if (n >= p.N || b >= p.B) {
        return;
    }
    let taps = min(p.T, n + 1u);
    let base = b * p.N + n;
    var acc = 0.0;
    for (var t = 0u; t < taps; t++) {
        acc += h[t] * x[base - t];
    }
    y[base] = acc;
}
