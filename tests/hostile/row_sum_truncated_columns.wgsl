// expect: mismatch
// task: l1_row_sum
// why: a reduction sized for the shapes it was shown: each of a row's 64 invocations sums a fixed
//      128 columns (lid, lid + 64, …), so a row is summed up to column 8,192 (the timed shape's
//      C) and the rest is ignored. Rows are up to 65,536 long; the corner C = 65,536 fails it,
//      every smaller shape passes.
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

var<workgroup> red: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
        @builtin(local_invocation_index) lid: u32) {
    for (var r = wid.x; r < p.R; r += nwg.x) {
        var acc = 0.0;
        for (var j = 0u; j < 128u; j++) {
            let c = lid + 64u * j;
            if (c < p.C) {
                acc += X[r * p.C + c];
            }
        }
        red[lid] = acc;
        workgroupBarrier();
        for (var s = 32u; s > 0u; s >>= 1u) {
            if (lid < s) {
                red[lid] = red[lid] + red[lid + s];
            }
            workgroupBarrier();
        }
        if (lid == 0u) {
            y[r] = red[0];
        }
        workgroupBarrier();
    }
}
