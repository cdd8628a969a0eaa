// Reference: the unfused graph — the stem as one invocation per output (3·NM taps), positions
// added in the same pass; then LayerNorm (one 64-wide workgroup per row), naive GEMMs (one
// invocation per output), attention as scores → row softmax → P·V through a scratch score tensor.
// Scratch: xs (stem + positions: the residual stream), a (normalised rows, later the attention
// output, later the second LN), qkv, big (scores, later the MLP hidden layer), h1 (the residual
// stream after attention).
// @plan
// pass stem threads(D, S, 1)
// pass ln1 dispatch(S, 1, 1)
// pass qkv_proj threads(3 * D, S, 1)
// pass scores threads(S, S, NH)
// pass softmax dispatch(NH * S, 1, 1)
// pass pv threads(D, S, 1)
// pass out_proj threads(D, S, 1)
// pass ln2 dispatch(S, 1, 1)
// pass ffn1 threads(F, S, 1)
// pass ffn2 threads(D, S, 1)
// scratch xs f32 S * D
// scratch a f32 S * D
// scratch qkv f32 3 * S * D
// scratch big f32 max(NH * S * S, S * F)
// scratch h1 f32 S * D
// @end
struct Params { S: u32, NM: u32, D: u32, NH: u32, F: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> mel: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> xs: array<f32>;
@group(0) @binding(5) var<storage, read_write> a: array<f32>;
@group(0) @binding(6) var<storage, read_write> qkv: array<f32>;
@group(0) @binding(7) var<storage, read_write> big: array<f32>;
@group(0) @binding(8) var<storage, read_write> h1: array<f32>;

// Offsets into `weights` (C = 3·NM·D, the stem's weights).
fn o_bc() -> u32 { return 3u * p.NM * p.D; }
fn o_g1() -> u32 { return o_bc() + p.D; }
fn o_wqkv() -> u32 { return o_bc() + 3u * p.D; }
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

// LayerNorm of row `row` of x (second == false) or h1 (second == true) into a.
fn layernorm(row: u32, lid: u32, second: bool) {
    let base = row * p.D;
    let g = select(o_g1(), o_g2(), second);
    var s = 0.0;
    for (var j = lid; j < p.D; j += 64u) {
        s += select(xs[base + j], h1[base + j], second);
    }
    let mu = reduce_sum(lid, s) / f32(p.D);
    var q = 0.0;
    for (var j = lid; j < p.D; j += 64u) {
        let d = select(xs[base + j], h1[base + j], second) - mu;
        q += d * d;
    }
    let inv = inverseSqrt(reduce_sum(lid, q) / f32(p.D) + p.eps);
    for (var j = lid; j < p.D; j += 64u) {
        let v = select(xs[base + j], h1[base + j], second);
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
    if (j >= n || t >= p.S) {
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
    if (i >= p.S || j >= p.S || h >= p.NH) {
        return;
    }
    let dh = p.D / p.NH;
    let n = 3u * p.D;
    var acc = 0.0;
    for (var d = 0u; d < dh; d++) {
        acc += qkv[i * n + h * dh + d] * qkv[j * n + p.D + h * dh + d];
    }
    big[(h * p.S + i) * p.S + j] = acc / sqrt(f32(dh));
}

@compute @workgroup_size(64)
fn softmax(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * p.S;
    var m = -3.0e38;
    for (var j = lid; j < p.S; j += 64u) {
        m = max(m, big[base + j]);
    }
    let row_max = reduce_max(lid, m);
    var s = 0.0;
    for (var j = lid; j < p.S; j += 64u) {
        let e = exp(big[base + j] - row_max);
        big[base + j] = e;
        s += e;
    }
    let inv = 1.0 / reduce_sum(lid, s);
    for (var j = lid; j < p.S; j += 64u) {
        big[base + j] *= inv;
    }
}

@compute @workgroup_size(16, 16)
fn pv(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    let i = g.y;
    if (c >= p.D || i >= p.S) {
        return;
    }
    let h = c / (p.D / p.NH);
    let n = 3u * p.D;
    var acc = 0.0;
    for (var j = 0u; j < p.S; j++) {
        acc += big[(h * p.S + i) * p.S + j] * qkv[j * n + 2u * p.D + c];
    }
    a[i * p.D + c] = acc;
}

@compute @workgroup_size(16, 16)
fn out_proj(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    let t = g.y;
    if (c >= p.D || t >= p.S) {
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

// (cos x, sin x) to ~1e-7·max(1, |x|) on any device. WGSL bounds a GPU's builtin sin and cos
// (to 2^-11) only on [−π, π], and the position angles s·w_i reach 511: x is reduced by the
// nearest multiple of π/2 to |r| ≤ π/4 (the product's rounding is the argument's own f32 error),
// then the Taylor series to r^10 / r^11.
fn sincos(x: f32) -> vec2<f32> {
    let half_pi = 1.5707963267948966;
    let q = round(x / half_pi);
    let r = x - q * half_pi;
    let r2 = r * r;
    let c = 1.0 - r2 / 2.0 * (1.0 - r2 / 12.0 * (1.0 - r2 / 30.0 * (1.0 - r2 / 56.0 * (1.0 - r2 / 90.0))));
    let s = r * (1.0 - r2 / 6.0 * (1.0 - r2 / 20.0 * (1.0 - r2 / 42.0 * (1.0 - r2 / 72.0 * (1.0 - r2 / 110.0)))));
    switch (i32(q) & 3) {
        case 0: { return vec2<f32>(c, s); }
        case 1: { return vec2<f32>(-s, c); }
        case 2: { return vec2<f32>(-c, -s); }
        default: { return vec2<f32>(s, -c); }
    }
}

fn gelu(u: f32) -> f32 {
    return 0.5 * u * (1.0 + erf(u * 0.7071067811865476));
}

@compute @workgroup_size(16, 16)
fn ffn1(@builtin(global_invocation_id) g: vec3<u32>) {
    let f = g.x;
    let t = g.y;
    if (f >= p.F || t >= p.S) {
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
    if (c >= p.D || t >= p.S) {
        return;
    }
    var acc = weights[o_b2() + c];
    for (var f = 0u; f < p.F; f++) {
        acc += big[t * p.F + f] * weights[o_w2() + f * p.D + c];
    }
    y[t * p.D + c] = h1[t * p.D + c] + acc;
}

@compute @workgroup_size(16, 16)
fn stem(@builtin(global_invocation_id) g: vec3<u32>) {
    let o = g.x;
    let s = g.y;
    if (o >= p.D || s >= p.S) {
        return;
    }
    var acc = weights[o_bc() + o];
    for (var k = 0u; k < 3u; k++) {
        // Frame 2s + k − 1 ≤ 2S − 1: only frame −1 is padding.
        let f = i32(2u * s + k) - 1;
        if (f < 0) {
            continue;
        }
        for (var m = 0u; m < p.NM; m++) {
            acc += mel[u32(f) * p.NM + m] * weights[(k * p.NM + m) * p.D + o];
        }
    }
    let half = p.D / 2u;
    let i = o % half;
    let ang = f32(s) * exp(-log(10000.0) * f32(i) / f32(half - 1u));
    let t = sincos(ang);
    xs[s * p.D + o] = gelu(acc) + select(t.y, t.x, o >= half);
}
