// Reference: one 64-invocation workgroup per row. Invocation lid takes blocks lid, lid + 64, …:
// for each, its four words, byte j giving weight j (low nibble) and weight j + 16 (high nibble),
// summed times the block's scale; the last invocation adds the 64 partial sums.
struct Params { M: u32, K: u32 }

@group(0) @binding(0) var<storage, read> Wq: array<u32>;
@group(0) @binding(1) var<storage, read> d: array<f32>;
@group(0) @binding(2) var<storage, read> x: array<f32>;
@group(0) @binding(3) var<storage, read_write> y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

var<workgroup> part: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    // The launch is exactly M workgroups.
    let m = wid.x;
    let nb = p.K / 32u;
    var acc = 0.0;
    for (var b = lid; b < nb; b += 64u) {
        var s = 0.0;
        for (var j = 0u; j < 16u; j++) {
            let byte = (Wq[m * (p.K / 8u) + 4u * b + j / 4u] >> (8u * (j % 4u))) & 255u;
            s += (f32(byte & 15u) - 8.0) * x[32u * b + j];
            s += (f32(byte >> 4u) - 8.0) * x[32u * b + j + 16u];
        }
        acc += s * d[m * nb + b];
    }
    part[lid] = acc;
    workgroupBarrier();
    if (lid == 63u) {
        var total = 0.0;
        for (var i = 0u; i < 64u; i++) {
            total += part[i];
        }
        y[m] = total;
    }
}
