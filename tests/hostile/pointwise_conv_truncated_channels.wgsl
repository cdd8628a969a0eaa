// expect: mismatch
// task: l1_pointwise_conv
// why: a reduction sized for the shapes it was shown: the input channels are staged through a
//      256-entry workgroup tile of the filter and only the first tile is used, so channels past
//      Cin = 256 (the timed shape's) are dropped. Cin is up to 1,024; the corner Cin = 1,024
//      fails it, every shape with Cin ≤ 256 passes.
struct Params { N: u32, H: u32, W: u32, Cin: u32, Cout: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> Wt: array<f32>;
@group(0) @binding(2) var<storage, read> bias: array<f32>;
@group(0) @binding(3) var<storage, read_write> Y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

// Wt[ci, co] for the workgroup's 16 output channels and the first 256 input channels.
var<workgroup> w: array<f32, 4096>;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
        @builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
    let cin = min(p.Cin, 256u);
    let co0 = wid.x * 16u;
    for (var i = lid.y * 16u + lid.x; i < cin * 16u; i += 256u) {
        let ci = i / 16u;
        let co = co0 + i % 16u;
        w[i] = select(0.0, Wt[ci * p.Cout + co], co < p.Cout);
    }
    workgroupBarrier();
    let co = gid.x;
    if (co >= p.Cout) {
        return;
    }
    let pixels = p.N * p.H * p.W;
    for (var px = gid.y; px < pixels; px += nwg.y * 16u) {
        var acc = bias[co];
        for (var ci = 0u; ci < cin; ci++) {
            acc += X[px * p.Cin + ci] * w[ci * 16u + lid.x];
        }
        Y[px * p.Cout + co] = acc;
    }
}
