// task: l1_softmax
// model: hand-written
// kind: slower — correct, one invocation per row doing three sequential sweeps
// @plan
// pass main threads(R, 1, 1)
// @end
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(1)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let r = gid.x;
    if (r >= p.R) {
        return;
    }
    let base = r * p.C;
    var m = -3.0e38;
    for (var c = 0u; c < p.C; c++) {
        m = max(m, X[base + c]);
    }
    var s = 0.0;
    for (var c = 0u; c < p.C; c++) {
        s += exp(X[base + c] - m);
    }
    for (var c = 0u; c < p.C; c++) {
        Y[base + c] = exp(X[base + c] - m) / s;
    }
}
