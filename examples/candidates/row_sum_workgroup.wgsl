// task: l1_row_sum
// model: hand-written
// kind: faster — one 256-invocation workgroup per row, tree reduction in workgroup memory
// @plan
// pass main dispatch(R, 1, 1)
// @end
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

var<workgroup> part: array<f32, 256>;

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * p.C;
    var acc = 0.0;
    for (var c = lid; c < p.C; c += 256u) {
        acc += X[base + c];
    }
    part[lid] = acc;
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (lid < s) {
            part[lid] += part[lid + s];
        }
        workgroupBarrier();
    }
    if (lid == 0u) {
        y[wid.x] = part[0];
    }
}
