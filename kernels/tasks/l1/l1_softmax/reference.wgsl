// Reference: one 64-invocation workgroup per row (a grid-stride loop over rows when R exceeds the
// launch's 65,535 workgroups); max, sum and normalise in three sweeps with workgroup tree
// reductions.
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

var<workgroup> red: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>,
        @builtin(local_invocation_index) lid: u32) {
    for (var r = wid.x; r < p.R; r += nwg.x) {
        let base = r * p.C;
        var m = -3.0e38;
        for (var c = lid; c < p.C; c += 64u) {
            m = max(m, X[base + c]);
        }
        red[lid] = m;
        workgroupBarrier();
        for (var s = 32u; s > 0u; s >>= 1u) {
            if (lid < s) {
                red[lid] = max(red[lid], red[lid + s]);
            }
            workgroupBarrier();
        }
        let row_max = red[0];
        workgroupBarrier();
        var sum = 0.0;
        for (var c = lid; c < p.C; c += 64u) {
            sum += exp(X[base + c] - row_max);
        }
        red[lid] = sum;
        workgroupBarrier();
        for (var s = 32u; s > 0u; s >>= 1u) {
            if (lid < s) {
                red[lid] = red[lid] + red[lid + s];
            }
            workgroupBarrier();
        }
        let inv = 1.0 / red[0];
        // Everyone has read red[0] before the next row overwrites it.
        workgroupBarrier();
        for (var c = lid; c < p.C; c += 64u) {
            Y[base + c] = exp(X[base + c] - row_max) * inv;
        }
    }
}
