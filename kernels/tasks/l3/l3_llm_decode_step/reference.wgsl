// Reference: ten kernels, the way an unfused runtime executes a decode step — RMSNorm in one
// workgroup, matrix–vector products with one invocation per output (reading weight columns, so
// neighbouring invocations read neighbouring addresses), RoPE in place, attention as
// scores → softmax → weighted sum of values.
// Scratch `vec` holds the small vectors: a [0, D), q [D, 2D), o [2D, 3D), h1 [3D, 4D),
// c [4D, 5D), the MLP hidden layer [5D, 5D + F). Scratch `att` holds the NH × (P + 1) scores.
// @plan
// pass rms1 dispatch(1, 1, 1)
// pass qkv_proj threads(3 * D, 1, 1)
// pass rope threads(D / 2, 1, 1)
// pass scores threads(P + 1, NH, 1)
// pass softmax dispatch(NH, 1, 1)
// pass pv threads(D, 1, 1)
// pass out_proj threads(D, 1, 1)
// pass rms2 dispatch(1, 1, 1)
// pass gate_up threads(F, 1, 1)
// pass down threads(D, 1, 1)
// scratch vec f32 5 * D + F
// scratch att f32 NH * (P + 1)
// @end
struct Params { D: u32, NH: u32, F: u32, P: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read> kv_cache: array<f32>;
@group(0) @binding(3) var<storage, read> rope_cs: array<f32>;
@group(0) @binding(4) var<storage, read_write> y: array<f32>;
@group(0) @binding(5) var<storage, read_write> kv_new: array<f32>;
@group(0) @binding(6) var<uniform> p: Params;
@group(0) @binding(7) var<storage, read_write> vec: array<f32>;
@group(0) @binding(8) var<storage, read_write> att: array<f32>;

// Offsets into `weights`.
fn o_wqkv() -> u32 { return p.D; }
fn o_wo() -> u32 { return p.D + 3u * p.D * p.D; }
fn o_g2() -> u32 { return p.D + 4u * p.D * p.D; }
fn o_wgu() -> u32 { return 2u * p.D + 4u * p.D * p.D; }
fn o_wd() -> u32 { return o_wgu() + 2u * p.D * p.F; }

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

// RMSNorm: src_x selects x (else h1 = vec[3D..]); writes vec[dst..dst + D).
fn rmsnorm(lid: u32, src_x: bool, g: u32, dst: u32) {
    var s = 0.0;
    for (var j = lid; j < p.D; j += 256u) {
        let v = select(vec[3u * p.D + j], x[j], src_x);
        s += v * v;
    }
    let inv = inverseSqrt(reduce(lid, s, false) / f32(p.D) + p.eps);
    for (var j = lid; j < p.D; j += 256u) {
        let v = select(vec[3u * p.D + j], x[j], src_x);
        vec[dst + j] = v * inv * (1.0 + weights[g + j]);
    }
}

@compute @workgroup_size(256)
fn rms1(@builtin(local_invocation_index) lid: u32) {
    rmsnorm(lid, true, 0u, 0u);
}

@compute @workgroup_size(256)
fn rms2(@builtin(local_invocation_index) lid: u32) {
    rmsnorm(lid, false, o_g2(), 4u * p.D);
}

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
        vec[p.D + j] = acc;
    } else {
        kv_new[j - p.D] = acc;
    }
}

@compute @workgroup_size(64)
fn rope(@builtin(global_invocation_id) g: vec3<u32>) {
    let dh = p.D / p.NH;
    let half = dh / 2u;
    let pair = g.x;
    if (pair >= p.D / 2u) {
        return;
    }
    let h = pair / half;
    let i = pair % half;
    let a = h * dh + i;
    let b = a + half;
    let c = rope_cs[i];
    let s = rope_cs[half + i];
    let qa = vec[p.D + a];
    let qb = vec[p.D + b];
    vec[p.D + a] = qa * c - qb * s;
    vec[p.D + b] = qb * c + qa * s;
    let ka = kv_new[a];
    let kb = kv_new[b];
    kv_new[a] = ka * c - kb * s;
    kv_new[b] = kb * c + ka * s;
}

@compute @workgroup_size(64)
fn scores(@builtin(global_invocation_id) g: vec3<u32>) {
    let t = g.x;
    let h = g.y;
    if (t > p.P || h >= p.NH) {
        return;
    }
    let dh = p.D / p.NH;
    var acc = 0.0;
    for (var d = 0u; d < dh; d++) {
        let c = h * dh + d;
        let k = select(kv_cache[t * p.D + c], kv_new[c], t == p.P);
        acc += vec[p.D + c] * k;
    }
    att[h * (p.P + 1u) + t] = acc / sqrt(f32(dh));
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

@compute @workgroup_size(64)
fn softmax(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = p.P + 1u;
    let base = wid.x * n;
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
fn pv(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.D) {
        return;
    }
    let h = c / (p.D / p.NH);
    let n = p.P + 1u;
    var acc = 0.0;
    for (var t = 0u; t < p.P; t++) {
        acc += att[h * n + t] * kv_cache[(p.P + t) * p.D + c];
    }
    acc += att[h * n + p.P] * kv_new[p.D + c];
    vec[2u * p.D + c] = acc;
}

@compute @workgroup_size(64)
fn out_proj(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.D) {
        return;
    }
    var acc = 0.0;
    for (var k = 0u; k < p.D; k++) {
        acc += vec[2u * p.D + k] * weights[o_wo() + k * p.D + c];
    }
    vec[3u * p.D + c] = x[c] + acc;
}

@compute @workgroup_size(64)
fn gate_up(@builtin(global_invocation_id) g: vec3<u32>) {
    let f = g.x;
    if (f >= p.F) {
        return;
    }
    let n = 2u * p.F;
    var gs = 0.0;
    var us = 0.0;
    for (var k = 0u; k < p.D; k++) {
        let c = vec[4u * p.D + k];
        gs += c * weights[o_wgu() + k * n + f];
        us += c * weights[o_wgu() + k * n + p.F + f];
    }
    vec[5u * p.D + f] = gs / (1.0 + exp(-gs)) * us;
}

@compute @workgroup_size(64)
fn down(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.D) {
        return;
    }
    var acc = 0.0;
    for (var f = 0u; f < p.F; f++) {
        acc += vec[5u * p.D + f] * weights[o_wd() + f * p.D + c];
    }
    y[c] = vec[3u * p.D + c] + acc;
}
