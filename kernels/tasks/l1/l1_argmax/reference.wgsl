// @plan
// pass main dispatch(R, 1, 1)
// @end
// Reference: one 256-invocation workgroup per row. Each invocation scans a strided slice of the
// row (at most C / 256 = 512 elements at C = 131072, far below llvmpipe's 65,535-iteration cap
// per invocation) keeping its first maximum, then a tree in workgroup memory keeps the larger
// value, and the smaller index on ties.
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> idx: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;

const NONE: u32 = 0xFFFFFFFFu;

var<workgroup> best_v: array<f32, 256>;
var<workgroup> best_i: array<u32, 256>;

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * p.C;
    var bv = 0.0;
    var bi = NONE;
    for (var c = lid; c < p.C; c += 256u) {
        let v = X[base + c];
        if (bi == NONE || v > bv) {
            bv = v;
            bi = c;
        }
    }
    best_v[lid] = bv;
    best_i[lid] = bi;
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (lid < s) {
            let ov = best_v[lid + s];
            let oi = best_i[lid + s];
            let mi = best_i[lid];
            if (oi != NONE && (mi == NONE || ov > best_v[lid] || (ov == best_v[lid] && oi < mi))) {
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
