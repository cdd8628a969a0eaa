// Reference: one 64-invocation workgroup per row, in the one-pass (online) form. Each invocation
// keeps a running maximum m and the sum s of exp(x − m) over the columns lid, lid + 64, …,
// rescaling s whenever m grows; invocation 0 merges the 64 (m, s) pairs the same way and writes
// m + log(s).
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

var<workgroup> part_m: array<f32, 64>;
var<workgroup> part_s: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    // The launch is exactly R workgroups.
    let base = wid.x * p.C;
    var m = -3.0e38;
    var s = 0.0;
    for (var c = lid; c < p.C; c += 64u) {
        let v = X[base + c];
        if (v > m) {
            s = s * exp(m - v) + 1.0;
            m = v;
        } else {
            s += exp(v - m);
        }
    }
    part_m[lid] = m;
    part_s[lid] = s;
    workgroupBarrier();
    if (lid == 0u) {
        var row_max = -3.0e38;
        var total = 0.0;
        for (var i = 0u; i < 64u; i++) {
            let mi = part_m[i];
            if (mi > row_max) {
                total = total * exp(row_max - mi) + part_s[i];
                row_max = mi;
            } else {
                total += part_s[i] * exp(mi - row_max);
            }
        }
        y[wid.x] = row_max + log(total);
    }
}
