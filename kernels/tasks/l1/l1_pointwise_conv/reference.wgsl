// Reference: one invocation per output element, 16×16 workgroups (x: output channel, y: pixel,
// a grid-stride loop over the pixels beyond the launch's 65,535 workgroups), Cin loop from global
// memory.
struct Params { N: u32, H: u32, W: u32, Cin: u32, Cout: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> Wt: array<f32>;
@group(0) @binding(2) var<storage, read> bias: array<f32>;
@group(0) @binding(3) var<storage, read_write> Y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let co = gid.x;
    if (co >= p.Cout) {
        return;
    }
    let pixels = p.N * p.H * p.W;
    for (var px = gid.y; px < pixels; px += nwg.y * 16u) {
        var acc = bias[co];
        for (var ci = 0u; ci < p.Cin; ci++) {
            acc += X[px * p.Cin + ci] * Wt[ci * p.Cout + co];
        }
        Y[px * p.Cout + co] = acc;
    }
}
