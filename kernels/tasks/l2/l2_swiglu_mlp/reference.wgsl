// Reference: two kernels — the gate and up projections with SiLU·mul into a T×F scratch (one
// invocation per hidden element, both dot products in one loop), then the down projection.
// @plan
// pass gate_up threads(F, T, 1)
// pass down threads(D, T, 1)
// scratch hid f32 T * F
// @end
struct Params { T: u32, D: u32, F: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> Wg: array<f32>;
@group(0) @binding(2) var<storage, read> Wu: array<f32>;
@group(0) @binding(3) var<storage, read> Wd: array<f32>;
@group(0) @binding(4) var<storage, read_write> Y: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;
@group(0) @binding(6) var<storage, read_write> hid: array<f32>;

@compute @workgroup_size(16, 16)
fn gate_up(@builtin(global_invocation_id) gid: vec3<u32>) {
    let f = gid.x;
    let t = gid.y;
    if (t >= p.T || f >= p.F) {
        return;
    }
    var g = 0.0;
    var u = 0.0;
    for (var d = 0u; d < p.D; d++) {
        let xv = X[t * p.D + d];
        g += xv * Wg[d * p.F + f];
        u += xv * Wu[d * p.F + f];
    }
    hid[t * p.F + f] = g / (1.0 + exp(-g)) * u;
}

@compute @workgroup_size(16, 16)
fn down(@builtin(global_invocation_id) gid: vec3<u32>) {
    let d = gid.x;
    let t = gid.y;
    if (t >= p.T || d >= p.D) {
        return;
    }
    var acc = 0.0;
    for (var f = 0u; f < p.F; f++) {
        acc += hid[t * p.F + f] * Wd[f * p.D + d];
    }
    Y[t * p.D + d] = acc;
}
