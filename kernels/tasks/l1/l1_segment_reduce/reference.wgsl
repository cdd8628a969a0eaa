// @plan
// pass main dispatch(S, ceil_div(D, 4), 1)
// @end
// Reference: a 64-invocation workgroup per (segment, block of 4 features): invocation lid takes
// feature lid % 4 of the block (neighbouring invocations read neighbouring floats of an item) and
// items start + lid / 4, + 16, … of the segment, so no invocation loops more than 32,768 / 16 =
// 2,048 times. Each keeps a running max m, the sum s of exp(x − m) (rescaled whenever m grows)
// and the plain sum; the 16 partials of a feature meet in workgroup memory, merged the same way.
// An empty segment writes 0 to all three outputs.
struct Params { S: u32, NNZ: u32, D: u32 }

@group(0) @binding(0) var<storage, read> values: array<f32>;
@group(0) @binding(1) var<storage, read> offsets: array<u32>;
@group(0) @binding(2) var<storage, read_write> seg_max: array<f32>;
@group(0) @binding(3) var<storage, read_write> seg_mean: array<f32>;
@group(0) @binding(4) var<storage, read_write> seg_lse: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;

var<workgroup> part_m: array<f32, 64>;
var<workgroup> part_s: array<f32, 64>;
var<workgroup> part_sum: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    // The launch is exactly S × ceil(D / 4) workgroups.
    let seg = wid.x;
    let d = wid.y * 4u + (lid & 3u);
    let start = offsets[seg];
    let end = offsets[seg + 1u];
    var m = -3.0e38;
    var s = 0.0;
    var sum = 0.0;
    if (d < p.D) {
        for (var i = start + (lid >> 2u); i < end; i += 16u) {
            let v = values[i * p.D + d];
            sum += v;
            if (v > m) {
                s = s * exp(m - v) + 1.0;
                m = v;
            } else {
                s += exp(v - m);
            }
        }
    }
    part_m[lid] = m;
    part_s[lid] = s;
    part_sum[lid] = sum;
    workgroupBarrier();
    if (lid < 4u && d < p.D) {
        var mx = -3.0e38;
        var total = 0.0;
        var acc = 0.0;
        for (var k = lid; k < 64u; k += 4u) {
            let mk = part_m[k];
            acc += part_sum[k];
            if (mk > mx) {
                total = total * exp(mx - mk) + part_s[k];
                mx = mk;
            } else {
                total += part_s[k] * exp(mk - mx);
            }
        }
        let o = seg * p.D + d;
        if (end > start) {
            seg_max[o] = mx;
            seg_mean[o] = acc / f32(end - start);
            seg_lse[o] = mx + log(total);
        } else {
            seg_max[o] = 0.0;
            seg_mean[o] = 0.0;
            seg_lse[o] = 0.0;
        }
    }
}
