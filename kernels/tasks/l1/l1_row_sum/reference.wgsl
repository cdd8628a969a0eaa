// Reference: one 64-invocation workgroup per row; each invocation sums the columns lid, lid + 64,
// … and the last invocation adds the 64 partial sums (one barrier, no reduction tree).
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

var<workgroup> part: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    // The launch is exactly R workgroups.
    let r = wid.x;
    var acc = 0.0;
    for (var c = lid; c < p.C; c += 64u) {
        acc += X[r * p.C + c];
    }
    part[lid] = acc;
    workgroupBarrier();
    if (lid == 63u) {
        var s = 0.0;
        for (var i = 0u; i < 64u; i++) {
            s += part[i];
        }
        y[r] = s;
    }
}
