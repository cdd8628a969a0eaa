// Reference: one 128-wide workgroup per token. The bottleneck row (B ≤ 128 values) stays in
// workgroup memory through the four FFNs, each FFN's intermediate row (I ≤ 512) too; invocation j
// owns bottleneck feature j, and the intermediate features lid, lid + 128, ….
// @plan
// pass main dispatch(S, 1, 1)
// @end
struct Params { S: u32, D: u32, B: u32, I: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

var<workgroup> hs: array<f32, 128>;
var<workgroup> mid: array<f32, 512>;

// Offset of FFN k's weights (W1 [B, I], b1 [I], W2 [I, B], b2 [B], g [B], n [B]).
fn o_ffn(k: u32) -> u32 { return p.D * p.B + 3u * p.B + k * (2u * p.B * p.I + p.I + 3u * p.B); }

@compute @workgroup_size(128)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let s = wid.x;
    let j = lid;
    // Input bottleneck: h = NoNorm(x·W_in + b_in).
    if (j < p.B) {
        var acc = weights[p.D * p.B + j];
        for (var d = 0u; d < p.D; d++) {
            acc += x[s * p.D + d] * weights[d * p.B + j];
        }
        hs[j] = acc * (1.0 + weights[p.D * p.B + p.B + j]) + weights[p.D * p.B + 2u * p.B + j];
    }
    workgroupBarrier();
    for (var k = 0u; k < 4u; k++) {
        let o = o_ffn(k);
        for (var i = lid; i < p.I; i += 128u) {
            var acc = weights[o + p.B * p.I + i];
            for (var c = 0u; c < p.B; c++) {
                acc += hs[c] * weights[o + c * p.I + i];
            }
            mid[i] = max(acc, 0.0);
        }
        workgroupBarrier();
        var h_new = 0.0;
        if (j < p.B) {
            let o2 = o + p.B * p.I + p.I;
            var acc = weights[o2 + p.I * p.B + j];
            for (var i = 0u; i < p.I; i++) {
                acc += mid[i] * weights[o2 + i * p.B + j];
            }
            let o3 = o2 + p.I * p.B + p.B;
            h_new = (hs[j] + acc) * (1.0 + weights[o3 + j]) + weights[o3 + p.B + j];
        }
        workgroupBarrier();
        if (j < p.B) {
            hs[j] = h_new;
        }
        workgroupBarrier();
    }
    // Output bottleneck: y = NoNorm(x + h·W_out + b_out).
    let ob = o_ffn(4u);
    for (var e = lid; e < p.D; e += 128u) {
        var acc = weights[ob + p.B * p.D + e];
        for (var c = 0u; c < p.B; c++) {
            acc += hs[c] * weights[ob + c * p.D + e];
        }
        y[s * p.D + e] = (x[s * p.D + e] + acc) * (1.0 + weights[ob + p.B * p.D + p.D + e]) + weights[ob + p.B * p.D + 2u * p.D + e];
    }
}
