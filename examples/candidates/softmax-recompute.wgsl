// sample: softmax-recompute
// task: l1_softmax
// model: hand-written
// expect: pass
// speed: slower
// about: correct, but every output element recomputes its row's max and sum (O(C²) work per row)
// @plan
// pass main dispatch(min(ceil_div(R * C, 64), 65535), ceil_div(ceil_div(R * C, 64), 65535), 1)
// @end
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = gid.x + gid.y * nwg.x * 64u;
    if (i >= p.R * p.C) {
        return;
    }
    let base = (i / p.C) * p.C;
    var m = -3.0e38;
    for (var c = 0u; c < p.C; c++) {
        m = max(m, X[base + c]);
    }
    var s = 0.0;
    for (var c = 0u; c < p.C; c++) {
        s += exp(X[base + c] - m);
    }
    Y[i] = exp(X[i] - m) / s;
}
