// Reference: ten kernels, the way an unfused runtime runs a short prefill — RMSNorm with one
// workgroup per token, matrix products with one invocation per output (token-major, so the
// invocations of a workgroup read neighbouring weight columns), RoPE in place, then attention as
// scores → causal softmax → weighted sum of values, each query head reading its group's KV head.
// Scratch `act` holds the per-token activations: a [T, D] at 0, q [T, Q] at TD, o [T, Q] at
// TD + TQ, h1 [T, D] at TD + 2TQ, c [T, D] at 2TD + 2TQ, the MLP hidden layer [T, F] at 3TD + 2TQ.
// Scratch `att` holds the HQ·T score rows of length P + T (row h·T + t).
// @plan
// pass rms1 dispatch(T, 1, 1)
// pass qkv_proj threads(T * (G * HKV * DH + 2 * HKV * DH), 1, 1)
// pass rope threads(T * (G + 1) * HKV * DH / 2, 1, 1)
// pass scores threads((P + T) * T * G * HKV, 1, 1)
// pass softmax dispatch(G * HKV * T, 1, 1)
// pass pv threads(T * G * HKV * DH, 1, 1)
// pass out_proj threads(T * D, 1, 1)
// pass rms2 dispatch(T, 1, 1)
// pass gate_up threads(T * F, 1, 1)
// pass down threads(T * D, 1, 1)
// scratch act f32 3 * T * D + 2 * T * G * HKV * DH + T * F
// scratch att f32 G * HKV * T * (P + T)
// @end
struct Params { T: u32, P: u32, D: u32, HKV: u32, G: u32, DH: u32, F: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read> kv_cache: array<f32>;
@group(0) @binding(3) var<storage, read> rope_cs: array<f32>;
@group(0) @binding(4) var<storage, read_write> y: array<f32>;
@group(0) @binding(5) var<storage, read_write> kv_new: array<f32>;
@group(0) @binding(6) var<uniform> p: Params;
@group(0) @binding(7) var<storage, read_write> act: array<f32>;
@group(0) @binding(8) var<storage, read_write> att: array<f32>;

// Widths: Q (all query heads), E (all KV heads).
fn qw() -> u32 { return p.G * p.HKV * p.DH; }
fn ew() -> u32 { return p.HKV * p.DH; }

// Offsets into `weights`.
fn o_wqkv() -> u32 { return p.D; }
fn o_wo() -> u32 { return p.D + p.D * (qw() + 2u * ew()); }
fn o_g2() -> u32 { return o_wo() + qw() * p.D; }
fn o_wgu() -> u32 { return o_g2() + p.D; }
fn o_wd() -> u32 { return o_wgu() + 2u * p.D * p.F; }

// Offsets into `act`.
fn a_q() -> u32 { return p.T * p.D; }
fn a_o() -> u32 { return p.T * p.D + p.T * qw(); }
fn a_h1() -> u32 { return p.T * p.D + 2u * p.T * qw(); }
fn a_c() -> u32 { return 2u * p.T * p.D + 2u * p.T * qw(); }
fn a_hid() -> u32 { return 3u * p.T * p.D + 2u * p.T * qw(); }

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

// RMSNorm of token t: of x (first) or of h1, scaled by 1 + weights[g ..], into act[dst + tD ..].
fn rmsnorm(t: u32, lid: u32, first: bool, g: u32, dst: u32) {
    let src = select(a_h1(), 0u, first) + t * p.D;
    var s = 0.0;
    for (var j = lid; j < p.D; j += 256u) {
        let v = select(act[src + j], x[src + j], first);
        s += v * v;
    }
    let inv = inverseSqrt(reduce(lid, s, false) / f32(p.D) + p.eps);
    for (var j = lid; j < p.D; j += 256u) {
        let v = select(act[src + j], x[src + j], first);
        act[dst + t * p.D + j] = v * inv * (1.0 + weights[g + j]);
    }
}

@compute @workgroup_size(256)
fn rms1(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    rmsnorm(wid.x, lid, true, 0u, 0u);
}

@compute @workgroup_size(256)
fn rms2(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    rmsnorm(wid.x, lid, false, o_g2(), a_c());
}

@compute @workgroup_size(64)
fn qkv_proj(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n = qw() + 2u * ew();
    let j = gid.x % n;
    let t = gid.x / n;
    if (t >= p.T) {
        return;
    }
    var acc = 0.0;
    for (var k = 0u; k < p.D; k++) {
        acc += act[t * p.D + k] * weights[o_wqkv() + k * n + j];
    }
    if (j < qw()) {
        act[a_q() + t * qw() + j] = acc;
    } else if (j < qw() + ew()) {
        kv_new[t * ew() + j - qw()] = acc;
    } else {
        kv_new[(p.T + t) * ew() + j - qw() - ew()] = acc;
    }
}

// One rotated pair per invocation: the query heads' pairs first, then the key heads'.
@compute @workgroup_size(64)
fn rope(@builtin(global_invocation_id) gid: vec3<u32>) {
    let half = p.DH / 2u;
    let per_token = (qw() + ew()) / 2u;
    let t = gid.x / per_token;
    let pair = gid.x % per_token;
    if (t >= p.T) {
        return;
    }
    let head = pair / half;
    let i = pair % half;
    let c = rope_cs[t * p.DH + i];
    let s = rope_cs[t * p.DH + half + i];
    if (pair < qw() / 2u) {
        let a = a_q() + t * qw() + head * p.DH + i;
        let u0 = act[a];
        let u1 = act[a + half];
        act[a] = u0 * c - u1 * s;
        act[a + half] = u1 * c + u0 * s;
    } else {
        let a = t * ew() + (head - p.G * p.HKV) * p.DH + i;
        let u0 = kv_new[a];
        let u1 = kv_new[a + half];
        kv_new[a] = u0 * c - u1 * s;
        kv_new[a + half] = u1 * c + u0 * s;
    }
}

@compute @workgroup_size(64)
fn scores(@builtin(global_invocation_id) gid: vec3<u32>) {
    let len = p.P + p.T;
    let j = gid.x % len;
    let row = gid.x / len;
    let h = row / p.T;
    let t = row % p.T;
    if (h >= p.G * p.HKV || j > p.P + t) {
        return;
    }
    let kcol = (h / p.G) * p.DH;
    var acc = 0.0;
    for (var d = 0u; d < p.DH; d++) {
        var k = 0.0;
        if (j < p.P) {
            k = kv_cache[j * ew() + kcol + d];
        } else {
            k = kv_new[(j - p.P) * ew() + kcol + d];
        }
        acc += act[a_q() + t * qw() + h * p.DH + d] * k;
    }
    att[row * len + j] = acc / sqrt(f32(p.DH));
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

// Row h·T + t: the causal prefix 0 ..= P + t.
@compute @workgroup_size(64)
fn softmax(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = p.P + wid.x % p.T + 1u;
    let base = wid.x * (p.P + p.T);
    var m = -3.0e38;
    for (var j = lid; j < n; j += 64u) {
        m = max(m, att[base + j]);
    }
    let row_max = reduce64(lid, m, true);
    var s = 0.0;
    for (var j = lid; j < n; j += 64u) {
        let e = exp(att[base + j] - row_max);
        att[base + j] = e;
        s += e;
    }
    let inv = 1.0 / reduce64(lid, s, false);
    for (var j = lid; j < n; j += 64u) {
        att[base + j] *= inv;
    }
}

@compute @workgroup_size(64)
fn pv(@builtin(global_invocation_id) gid: vec3<u32>) {
    let c = gid.x % qw();
    let t = gid.x / qw();
    if (t >= p.T) {
        return;
    }
    let h = c / p.DH;
    let e = (h / p.G) * p.DH + c % p.DH;
    let base = (h * p.T + t) * (p.P + p.T);
    var acc = 0.0;
    for (var j = 0u; j < p.P; j++) {
        acc += att[base + j] * kv_cache[(p.P + j) * ew() + e];
    }
    for (var j = 0u; j <= t; j++) {
        acc += att[base + p.P + j] * kv_new[(p.T + j) * ew() + e];
    }
    act[a_o() + t * qw() + c] = acc;
}

@compute @workgroup_size(64)
fn out_proj(@builtin(global_invocation_id) gid: vec3<u32>) {
    let c = gid.x % p.D;
    let t = gid.x / p.D;
    if (t >= p.T) {
        return;
    }
    var acc = 0.0;
    for (var k = 0u; k < qw(); k++) {
        acc += act[a_o() + t * qw() + k] * weights[o_wo() + k * p.D + c];
    }
    act[a_h1() + t * p.D + c] = x[t * p.D + c] + acc;
}

@compute @workgroup_size(64)
fn gate_up(@builtin(global_invocation_id) gid: vec3<u32>) {
    let f = gid.x % p.F;
    let t = gid.x / p.F;
    if (t >= p.T) {
        return;
    }
    let n = 2u * p.F;
    var gs = 0.0;
    var us = 0.0;
    for (var k = 0u; k < p.D; k++) {
        let c = act[a_c() + t * p.D + k];
        gs += c * weights[o_wgu() + k * n + f];
        us += c * weights[o_wgu() + k * n + p.F + f];
    }
    act[a_hid() + t * p.F + f] = gs / (1.0 + exp(-gs)) * us;
}

@compute @workgroup_size(64)
fn down(@builtin(global_invocation_id) gid: vec3<u32>) {
    let c = gid.x % p.D;
    let t = gid.x / p.D;
    if (t >= p.T) {
        return;
    }
    var acc = 0.0;
    for (var f = 0u; f < p.F; f++) {
        acc += act[a_hid() + t * p.F + f] * weights[o_wd() + f * p.D + c];
    }
    y[t * p.D + c] = act[a_h1() + t * p.D + c] + acc;
}
