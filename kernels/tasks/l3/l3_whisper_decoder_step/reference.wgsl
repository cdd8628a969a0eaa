// Reference: fifteen kernels, as an unfused runtime runs one Whisper decoder step — each LayerNorm in
// one workgroup (mean, then the mean of squared deviations), matrix–vector products with one
// invocation per output (reading weight columns), attention as scores → softmax → weighted sum,
// once over the self-attention cache plus the new token and once over the cross-attention cache.
// Scratch `vec` holds the small vectors: a [0, D), q [D, 2D), o [2D, 3D), h1 [3D, 4D),
// c [4D, 5D) (the second and third LayerNorms' outputs in turn), h2 [5D, 6D), the MLP hidden layer
// [6D, 6D + F). Scratch `att` holds the NH × (L + 1) self scores, then the NH × T cross scores.
// @plan
// pass ln1 dispatch(1, 1, 1)
// pass qkv_proj threads(3 * D, 1, 1)
// pass self_scores threads(L + 1, NH, 1)
// pass self_softmax dispatch(NH, 1, 1)
// pass self_pv threads(D, 1, 1)
// pass self_out threads(D, 1, 1)
// pass ln2 dispatch(1, 1, 1)
// pass cross_q threads(D, 1, 1)
// pass cross_scores threads(T, NH, 1)
// pass cross_softmax dispatch(NH, 1, 1)
// pass cross_pv threads(D, 1, 1)
// pass cross_out threads(D, 1, 1)
// pass ln3 dispatch(1, 1, 1)
// pass fc1 threads(F, 1, 1)
// pass fc2 threads(D, 1, 1)
// scratch vec f32 6 * D + F
// scratch att f32 NH * (L + 1 + T)
// @end
struct Params { D: u32, NH: u32, F: u32, L: u32, T: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read> kv: array<f32>;
@group(0) @binding(3) var<storage, read_write> y: array<f32>;
@group(0) @binding(4) var<storage, read_write> kv_new: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;
@group(0) @binding(6) var<storage, read_write> vec: array<f32>;
@group(0) @binding(7) var<storage, read_write> att: array<f32>;

// Offsets into `weights`.
fn o_wqkv() -> u32 { return 2u * p.D; }
fn o_bq() -> u32 { return 2u * p.D + 3u * p.D * p.D; }
fn o_bv() -> u32 { return 3u * p.D + 3u * p.D * p.D; }
fn o_wo() -> u32 { return 4u * p.D + 3u * p.D * p.D; }
fn o_bo() -> u32 { return 4u * p.D + 4u * p.D * p.D; }
fn o_g2() -> u32 { return 5u * p.D + 4u * p.D * p.D; }
fn o_wcq() -> u32 { return 7u * p.D + 4u * p.D * p.D; }
fn o_bcq() -> u32 { return 7u * p.D + 5u * p.D * p.D; }
fn o_wco() -> u32 { return 8u * p.D + 5u * p.D * p.D; }
fn o_bco() -> u32 { return 8u * p.D + 6u * p.D * p.D; }
fn o_g3() -> u32 { return 9u * p.D + 6u * p.D * p.D; }
fn o_w1() -> u32 { return 11u * p.D + 6u * p.D * p.D; }
fn o_b1() -> u32 { return o_w1() + p.D * p.F; }
fn o_w2() -> u32 { return o_b1() + p.F; }
fn o_b2() -> u32 { return o_w2() + p.F * p.D; }

var<workgroup> red: array<f32, 256>;

fn reduce(lid: u32, v: f32, is_max: bool) -> f32 {
    red[lid] = v;
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] = select(red[lid] + red[lid + s], max(red[lid], red[lid + s]), is_max);
        }
        workgroupBarrier();
    }
    let r = red[0];
    workgroupBarrier();
    return r;
}

// LayerNorm of x (from_x) or of vec[src..src + D), scale 1 + weights[g + j], shift weights[g + D + j],
// into vec[dst..dst + D): biased variance of the deviations from the mean (two passes).
fn layernorm(lid: u32, from_x: bool, src: u32, g: u32, dst: u32) {
    var s = 0.0;
    for (var j = lid; j < p.D; j += 256u) {
        s += select(vec[src + j], x[j], from_x);
    }
    let mu = reduce(lid, s, false) / f32(p.D);
    var q = 0.0;
    for (var j = lid; j < p.D; j += 256u) {
        let d = select(vec[src + j], x[j], from_x) - mu;
        q += d * d;
    }
    let inv = inverseSqrt(reduce(lid, q, false) / f32(p.D) + p.eps);
    for (var j = lid; j < p.D; j += 256u) {
        let d = select(vec[src + j], x[j], from_x) - mu;
        vec[dst + j] = d * inv * (1.0 + weights[g + j]) + weights[g + p.D + j];
    }
}

@compute @workgroup_size(256)
fn ln1(@builtin(local_invocation_index) lid: u32) {
    layernorm(lid, true, 0u, 0u, 0u);
}

@compute @workgroup_size(256)
fn ln2(@builtin(local_invocation_index) lid: u32) {
    layernorm(lid, false, 3u * p.D, o_g2(), 4u * p.D);
}

@compute @workgroup_size(256)
fn ln3(@builtin(local_invocation_index) lid: u32) {
    layernorm(lid, false, 5u * p.D, o_g3(), 4u * p.D);
}

// q = a·Wq + bq, k = a·Wk (no bias), v = a·Wv + bv.
@compute @workgroup_size(64)
fn qkv_proj(@builtin(global_invocation_id) g: vec3<u32>) {
    let j = g.x;
    let n = 3u * p.D;
    if (j >= n) {
        return;
    }
    var acc = 0.0;
    for (var k = 0u; k < p.D; k++) {
        acc += vec[k] * weights[o_wqkv() + k * n + j];
    }
    if (j < p.D) {
        vec[p.D + j] = acc + weights[o_bq() + j];
    } else if (j < 2u * p.D) {
        kv_new[j - p.D] = acc;
    } else {
        kv_new[j - p.D] = acc + weights[o_bv() + j - 2u * p.D];
    }
}

// Self-attention scores over the L cached positions and the new token (t = L).
@compute @workgroup_size(64)
fn self_scores(@builtin(global_invocation_id) g: vec3<u32>) {
    let t = g.x;
    let h = g.y;
    if (t > p.L || h >= p.NH) {
        return;
    }
    let dh = p.D / p.NH;
    var acc = 0.0;
    for (var e = 0u; e < dh; e++) {
        let c = h * dh + e;
        let k = select(kv[t * p.D + c], kv_new[c], t == p.L);
        acc += vec[p.D + c] * k;
    }
    att[h * (p.L + 1u) + t] = acc / sqrt(f32(dh));
}

@compute @workgroup_size(64)
fn cross_scores(@builtin(global_invocation_id) g: vec3<u32>) {
    let t = g.x;
    let h = g.y;
    if (t >= p.T || h >= p.NH) {
        return;
    }
    let dh = p.D / p.NH;
    var acc = 0.0;
    for (var e = 0u; e < dh; e++) {
        let c = h * dh + e;
        acc += vec[p.D + c] * kv[(2u * p.L + t) * p.D + c];
    }
    att[p.NH * (p.L + 1u) + h * p.T + t] = acc / sqrt(f32(dh));
}

var<workgroup> red64: array<f32, 64>;

fn reduce64(lid: u32, v: f32, is_max: bool) -> f32 {
    red64[lid] = v;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red64[lid] = select(red64[lid] + red64[lid + s], max(red64[lid], red64[lid + s]), is_max);
        }
        workgroupBarrier();
    }
    let r = red64[0];
    workgroupBarrier();
    return r;
}

// Softmax in place over att[base..base + n).
fn softmax_row(lid: u32, base: u32, n: u32) {
    var m = -3.0e38;
    for (var t = lid; t < n; t += 64u) {
        m = max(m, att[base + t]);
    }
    let row_max = reduce64(lid, m, true);
    var s = 0.0;
    for (var t = lid; t < n; t += 64u) {
        let e = exp(att[base + t] - row_max);
        att[base + t] = e;
        s += e;
    }
    let inv = 1.0 / reduce64(lid, s, false);
    for (var t = lid; t < n; t += 64u) {
        att[base + t] *= inv;
    }
}

@compute @workgroup_size(64)
fn self_softmax(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    softmax_row(lid, wid.x * (p.L + 1u), p.L + 1u);
}

@compute @workgroup_size(64)
fn cross_softmax(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    softmax_row(lid, p.NH * (p.L + 1u) + wid.x * p.T, p.T);
}

@compute @workgroup_size(64)
fn self_pv(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.D) {
        return;
    }
    let h = c / (p.D / p.NH);
    let n = p.L + 1u;
    var acc = 0.0;
    for (var t = 0u; t < p.L; t++) {
        acc += att[h * n + t] * kv[(p.L + t) * p.D + c];
    }
    acc += att[h * n + p.L] * kv_new[p.D + c];
    vec[2u * p.D + c] = acc;
}

@compute @workgroup_size(64)
fn cross_pv(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.D) {
        return;
    }
    let h = c / (p.D / p.NH);
    let base = p.NH * (p.L + 1u) + h * p.T;
    var acc = 0.0;
    for (var t = 0u; t < p.T; t++) {
        acc += att[base + t] * kv[(2u * p.L + p.T + t) * p.D + c];
    }
    vec[2u * p.D + c] = acc;
}

// vec[dst + c] = vec[res + c] + Σ_k vec[src + k]·W[k, c] + b[c] (W [D, D] at w, b at b).
fn proj_d(c: u32, src: u32, w: u32, b: u32) -> f32 {
    var acc = weights[b + c];
    for (var k = 0u; k < p.D; k++) {
        acc += vec[src + k] * weights[w + k * p.D + c];
    }
    return acc;
}

@compute @workgroup_size(64)
fn self_out(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.D) {
        return;
    }
    vec[3u * p.D + c] = x[c] + proj_d(c, 2u * p.D, o_wo(), o_bo());
}

@compute @workgroup_size(64)
fn cross_q(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.D) {
        return;
    }
    vec[p.D + c] = proj_d(c, 4u * p.D, o_wcq(), o_bcq());
}

@compute @workgroup_size(64)
fn cross_out(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.D) {
        return;
    }
    vec[5u * p.D + c] = vec[3u * p.D + c] + proj_d(c, 2u * p.D, o_wco(), o_bco());
}

// erf to 1.5e-7 (Abramowitz & Stegun 7.1.26): WGSL has no erf.
fn erf(v: f32) -> f32 {
    let z = abs(v);
    let t = 1.0 / (1.0 + 0.3275911 * z);
    let poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
    return sign(v) * (1.0 - poly * exp(-z * z));
}

@compute @workgroup_size(64)
fn fc1(@builtin(global_invocation_id) g: vec3<u32>) {
    let f = g.x;
    if (f >= p.F) {
        return;
    }
    var acc = weights[o_b1() + f];
    for (var k = 0u; k < p.D; k++) {
        acc += vec[4u * p.D + k] * weights[o_w1() + k * p.F + f];
    }
    vec[6u * p.D + f] = 0.5 * acc * (1.0 + erf(acc * 0.7071067811865476));
}

@compute @workgroup_size(64)
fn fc2(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.D) {
        return;
    }
    var acc = weights[o_b2() + c];
    for (var f = 0u; f < p.F; f++) {
        acc += vec[6u * p.D + f] * weights[o_w2() + f * p.D + c];
    }
    y[c] = vec[5u * p.D + c] + acc;
}
