// Reference: one invocation per (image, channel), a sequential loop over the pixels; neighbouring
// invocations read neighbouring channels.
struct Params { N: u32, H: u32, W: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let c = gid.x;
    let n = gid.y;
    if (c >= p.C || n >= p.N) {
        return;
    }
    let hw = p.H * p.W;
    let base = n * hw * p.C + c;
    var acc = 0.0;
    for (var i = 0u; i < hw; i++) {
        acc += X[base + i * p.C];
    }
    Y[n * p.C + c] = acc / f32(hw);
}
