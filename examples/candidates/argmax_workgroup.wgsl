// task: l1_argmax
// model: hand-written
// kind: faster — one 256-invocation workgroup per row, (value, index) tree reduction
// @plan
// pass main dispatch(R, 1, 1)
// @end
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> idx: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;

var<workgroup> best_v: array<f32, 256>;
var<workgroup> best_i: array<u32, 256>;

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * p.C;
    var v = -3.4e38;
    var i = 0xFFFFFFFFu;
    for (var c = lid; c < p.C; c += 256u) {
        let x = X[base + c];
        if (x > v) {
            v = x;
            i = c;
        }
    }
    best_v[lid] = v;
    best_i[lid] = i;
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (lid < s) {
            let ov = best_v[lid + s];
            let oi = best_i[lid + s];
            if (ov > best_v[lid] || (ov == best_v[lid] && oi < best_i[lid])) {
                best_v[lid] = ov;
                best_i[lid] = oi;
            }
        }
        workgroupBarrier();
    }
    if (lid == 0u) {
        idx[wid.x] = best_i[0];
    }
}
