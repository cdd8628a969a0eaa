// Reference: one 64-invocation workgroup per row (a grid-stride loop over rows when R exceeds the
// launch's 65,535 workgroups); each invocation sums the columns lid, lid + 64, … and a workgroup
// tree reduction adds the 64 partial sums.
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
        for (var c = lid; c < p.C; c += 64u) {
            acc += X[r * p.C + c];
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
        // Invocation 0 has read red[0] before the next row overwrites it.
        workgroupBarrier();
    }
}
