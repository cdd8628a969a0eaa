// Reference: one 64-invocation workgroup per row. The row maximum and the sum of exponentials are
// each 64 strided partials, which every invocation then combines itself (one barrier each, no
// reduction tree); a last sweep normalises.
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

var<workgroup> part: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    // The launch is exactly R workgroups.
    let base = wid.x * p.C;
    var m = -3.0e38;
    for (var c = lid; c < p.C; c += 64u) {
        m = max(m, X[base + c]);
    }
    part[lid] = m;
    workgroupBarrier();
    var row_max = part[0];
    for (var i = 1u; i < 64u; i++) {
        row_max = max(row_max, part[i]);
    }
    // Everyone has read the maxima before they are overwritten.
    workgroupBarrier();
    var sum = 0.0;
    for (var c = lid; c < p.C; c += 64u) {
        sum += exp(X[base + c] - row_max);
    }
    part[lid] = sum;
    workgroupBarrier();
    var total = 0.0;
    for (var i = 0u; i < 64u; i++) {
        total += part[i];
    }
    let inv = 1.0 / total;
    for (var c = lid; c < p.C; c += 64u) {
        Y[base + c] = exp(X[base + c] - row_max) * inv;
    }
}
