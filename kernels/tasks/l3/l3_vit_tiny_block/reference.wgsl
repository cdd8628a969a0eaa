// Reference: the unfused graph — the patch embedding (+ class token + positions) as one
// invocation per output (P²·C taps), then LayerNorm (one 64-wide workgroup per row), naive GEMMs
// (one invocation per output), attention as scores → row softmax → P·V through a scratch score
// tensor. Scratch: xs (the embedded tokens: the residual stream), a (normalised rows, later the
// attention output, later the second LN), qkv, big (scores, later the MLP hidden layer), h1 (the
// residual stream after attention). T = 1 + GH·GW tokens.
// @plan
// pass embed threads(D, 1 + GH * GW, 1)
// pass ln1 dispatch(1 + GH * GW, 1, 1)
// pass qkv_proj threads(3 * D, 1 + GH * GW, 1)
// pass scores threads(1 + GH * GW, 1 + GH * GW, NH)
// pass softmax dispatch(NH * (1 + GH * GW), 1, 1)
// pass pv threads(D, 1 + GH * GW, 1)
// pass out_proj threads(D, 1 + GH * GW, 1)
// pass ln2 dispatch(1 + GH * GW, 1, 1)
// pass ffn1 threads(F, 1 + GH * GW, 1)
// pass ffn2 threads(D, 1 + GH * GW, 1)
// scratch xs f32 (1 + GH * GW) * D
// scratch a f32 (1 + GH * GW) * D
// scratch qkv f32 3 * (1 + GH * GW) * D
// scratch big f32 max(NH * (1 + GH * GW) * (1 + GH * GW), (1 + GH * GW) * F)
// scratch h1 f32 (1 + GH * GW) * D
// @end
struct Params { GH: u32, GW: u32, P: u32, C: u32, D: u32, NH: u32, F: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> img: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> xs: array<f32>;
@group(0) @binding(5) var<storage, read_write> a: array<f32>;
@group(0) @binding(6) var<storage, read_write> qkv: array<f32>;
@group(0) @binding(7) var<storage, read_write> big: array<f32>;
@group(0) @binding(8) var<storage, read_write> h1: array<f32>;

// Offsets into `weights` (E = P·P·C·D + 2D + T·D, the embedding's weights).
fn tokens() -> u32 { return 1u + p.GH * p.GW; }
fn o_bpe() -> u32 { return p.P * p.P * p.C * p.D; }
fn o_cls() -> u32 { return o_bpe() + p.D; }
fn o_pos() -> u32 { return o_cls() + p.D; }
fn o_g1() -> u32 { return o_pos() + tokens() * p.D; }
fn o_wqkv() -> u32 { return o_g1() + 2u * p.D; }
fn o_bqkv() -> u32 { return o_wqkv() + 3u * p.D * p.D; }
fn o_wo() -> u32 { return o_bqkv() + 3u * p.D; }
fn o_bo() -> u32 { return o_wo() + p.D * p.D; }
fn o_g2() -> u32 { return o_bo() + p.D; }
fn o_w1() -> u32 { return o_g2() + 2u * p.D; }
fn o_b1() -> u32 { return o_w1() + p.D * p.F; }
fn o_w2() -> u32 { return o_b1() + p.F; }
fn o_b2() -> u32 { return o_w2() + p.F * p.D; }

var<workgroup> red: array<f32, 64>;

fn reduce_sum(lid: u32, v: f32) -> f32 {
    red[lid] = v;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] += red[lid + s];
        }
        workgroupBarrier();
    }
    let total = red[0];
    workgroupBarrier();
    return total;
}

fn reduce_max(lid: u32, v: f32) -> f32 {
    red[lid] = v;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] = max(red[lid], red[lid + s]);
        }
        workgroupBarrier();
    }
    let total = red[0];
    workgroupBarrier();
    return total;
}

// LayerNorm of row `row` of x (second == false) or h1 (second == true) into a. The statistics
// are over the row shifted by its first element v0, so a constant row's deviations are exactly 0
// (a mean with rounding error, divided by sqrt(eps) = 1e-3, would not be).
fn layernorm(row: u32, lid: u32, second: bool) {
    let base = row * p.D;
    let g = select(o_g1(), o_g2(), second);
    let v0 = select(xs[base], h1[base], second);
    var s = 0.0;
    for (var j = lid; j < p.D; j += 64u) {
        s += select(xs[base + j], h1[base + j], second) - v0;
    }
    let mu = reduce_sum(lid, s) / f32(p.D);
    var q = 0.0;
    for (var j = lid; j < p.D; j += 64u) {
        let d = select(xs[base + j], h1[base + j], second) - v0 - mu;
        q += d * d;
    }
    let inv = inverseSqrt(reduce_sum(lid, q) / f32(p.D) + p.eps);
    for (var j = lid; j < p.D; j += 64u) {
        let v = select(xs[base + j], h1[base + j], second) - v0;
        a[base + j] = (v - mu) * inv * (1.0 + weights[g + j]) + weights[g + p.D + j];
    }
}

@compute @workgroup_size(64)
fn ln1(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    layernorm(wid.x, lid, false);
}

@compute @workgroup_size(64)
fn ln2(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    layernorm(wid.x, lid, true);
}

@compute @workgroup_size(16, 16)
fn qkv_proj(@builtin(global_invocation_id) g: vec3<u32>) {
    let j = g.x;
    let t = g.y;
    let n = 3u * p.D;
    if (j >= n || t >= tokens()) {
        return;
    }
    var acc = weights[o_bqkv() + j];
    for (var k = 0u; k < p.D; k++) {
        acc += a[t * p.D + k] * weights[o_wqkv() + k * n + j];
    }
    qkv[t * n + j] = acc;
}

@compute @workgroup_size(16, 16, 1)
fn scores(@builtin(global_invocation_id) g: vec3<u32>) {
    let j = g.x;
    let i = g.y;
    let h = g.z;
    if (i >= tokens() || j >= tokens() || h >= p.NH) {
        return;
    }
    let dh = p.D / p.NH;
    let n = 3u * p.D;
    var acc = 0.0;
    for (var d = 0u; d < dh; d++) {
        acc += qkv[i * n + h * dh + d] * qkv[j * n + p.D + h * dh + d];
    }
    big[(h * tokens() + i) * tokens() + j] = acc / sqrt(f32(dh));
}

@compute @workgroup_size(64)
fn softmax(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * tokens();
    var m = -3.0e38;
    for (var j = lid; j < tokens(); j += 64u) {
        m = max(m, big[base + j]);
    }
    let row_max = reduce_max(lid, m);
    var s = 0.0;
    for (var j = lid; j < tokens(); j += 64u) {
        let e = exp(big[base + j] - row_max);
        big[base + j] = e;
        s += e;
    }
    let inv = 1.0 / reduce_sum(lid, s);
    for (var j = lid; j < tokens(); j += 64u) {
        big[base + j] *= inv;
    }
}

@compute @workgroup_size(16, 16)
fn pv(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    let i = g.y;
    if (c >= p.D || i >= tokens()) {
        return;
    }
    let h = c / (p.D / p.NH);
    let n = 3u * p.D;
    var acc = 0.0;
    for (var j = 0u; j < tokens(); j++) {
        acc += big[(h * tokens() + i) * tokens() + j] * qkv[j * n + 2u * p.D + c];
    }
    a[i * p.D + c] = acc;
}

@compute @workgroup_size(16, 16)
fn out_proj(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    let t = g.y;
    if (c >= p.D || t >= tokens()) {
        return;
    }
    var acc = weights[o_bo() + c];
    for (var k = 0u; k < p.D; k++) {
        acc += a[t * p.D + k] * weights[o_wo() + k * p.D + c];
    }
    h1[t * p.D + c] = xs[t * p.D + c] + acc;
}

// erf by Abramowitz & Stegun 7.1.26 (|error| ≤ 1.5e-7), odd-extended.
fn erf(v: f32) -> f32 {
    let z = abs(v);
    let t = 1.0 / (1.0 + 0.3275911 * z);
    let poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
    return sign(v) * (1.0 - poly * exp(-z * z));
}

fn gelu(u: f32) -> f32 {
    return 0.5 * u * (1.0 + erf(u * 0.7071067811865476));
}

@compute @workgroup_size(16, 16)
fn ffn1(@builtin(global_invocation_id) g: vec3<u32>) {
    let f = g.x;
    let t = g.y;
    if (f >= p.F || t >= tokens()) {
        return;
    }
    var acc = weights[o_b1() + f];
    for (var k = 0u; k < p.D; k++) {
        acc += a[t * p.D + k] * weights[o_w1() + k * p.F + f];
    }
    big[t * p.F + f] = gelu(acc);
}

@compute @workgroup_size(16, 16)
fn ffn2(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    let t = g.y;
    if (c >= p.D || t >= tokens()) {
        return;
    }
    var acc = weights[o_b2() + c];
    for (var f = 0u; f < p.F; f++) {
        acc += big[t * p.F + f] * weights[o_w2() + f * p.D + c];
    }
    y[t * p.D + c] = h1[t * p.D + c] + acc;
}

@compute @workgroup_size(16, 16)
fn embed(@builtin(global_invocation_id) g: vec3<u32>) {
    let o = g.x;
    let t = g.y;
    if (o >= p.D || t >= tokens()) {
        return;
    }
    if (t == 0u) {
        xs[o] = weights[o_cls() + o] + weights[o_pos() + o];
        return;
    }
    let gy = (t - 1u) / p.GW;
    let gx = (t - 1u) % p.GW;
    let width = p.GW * p.P;
    var acc = weights[o_bpe() + o];
    for (var py = 0u; py < p.P; py++) {
        for (var px = 0u; px < p.P; px++) {
            for (var c = 0u; c < p.C; c++) {
                acc += img[((gy * p.P + py) * width + gx * p.P + px) * p.C + c] * weights[((py * p.P + px) * p.C + c) * p.D + o];
            }
        }
    }
    xs[t * p.D + o] = acc + weights[o_pos() + t * p.D + o];
}
