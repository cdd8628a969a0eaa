// Reference: ten kernels, as llama.cpp's unfused decode path runs them — RMSNorm in one workgroup,
// Q4_0 matrix–vector products with one invocation per output row (each row's blocks dequantised as
// they are read: byte j of a block holds weight j in its low nibble and weight j + 16 in its high
// nibble), RoPE on adjacent pairs in place, attention as scores → softmax → weighted sum of values
// with query head h reading KV head h / (NH / NKV).
// Scratch `vec` holds the small vectors: a [0, D), q [D, 2D), o [2D, 3D), h1 [3D, 4D),
// c [4D, 5D), the MLP hidden layer [5D, 5D + F). Scratch `att` holds the NH × (P + 1) scores.
// @plan
// pass rms1 dispatch(1, 1, 1)
// pass qkv_proj threads(D + 2 * (D / NH) * NKV, 1, 1)
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
struct Params { D: u32, NH: u32, NKV: u32, F: u32, P: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> xr: array<f32>;
@group(0) @binding(1) var<storage, read> wq: array<u32>;
@group(0) @binding(2) var<storage, read> fw: array<f32>;
@group(0) @binding(3) var<storage, read> kv_cache: array<f32>;
@group(0) @binding(4) var<storage, read_write> y: array<f32>;
@group(0) @binding(5) var<storage, read_write> kv_new: array<f32>;
@group(0) @binding(6) var<uniform> p: Params;
@group(0) @binding(7) var<storage, read_write> vec: array<f32>;
@group(0) @binding(8) var<storage, read_write> att: array<f32>;

fn dh() -> u32 { return p.D / p.NH; }
fn dkv() -> u32 { return dh() * p.NKV; }

// Row offsets of the four matrices: Wqkv [D + 2·Dkv, D], Wo [D, D], Wgu [2F, D], Wd [D, F].
fn r_o() -> u32 { return p.D + 2u * dkv(); }
fn r_gu() -> u32 { return r_o() + p.D; }

// Word offset (into wq) and scale offset (into fw) of a row of the matrix whose rows start at
// global row `r0` of the first three (all D wide), or of Wd (F wide).
fn words_d(r: u32) -> u32 { return r * (p.D / 8u); }
fn scales_d(r: u32) -> u32 { return 2u * p.D + r * (p.D / 32u); }
fn words_f(r: u32) -> u32 { return words_d(r_gu() + 2u * p.F) + r * (p.F / 8u); }
fn scales_f(r: u32) -> u32 { return scales_d(r_gu() + 2u * p.F) + r * (p.F / 32u); }

// Σ_k W[row, k]·vec[src + k] over K inputs: the row's words from `w`, its block scales from `s`.
fn q4_dot(w: u32, s: u32, k_in: u32, src: u32) -> f32 {
    var acc = 0.0;
    for (var b = 0u; b < k_in / 32u; b++) {
        var bs = 0.0;
        for (var j = 0u; j < 16u; j++) {
            let byte = (wq[w + 4u * b + j / 4u] >> (8u * (j % 4u))) & 255u;
            bs += (f32(byte & 15u) - 8.0) * vec[src + 32u * b + j];
            bs += (f32(byte >> 4u) - 8.0) * vec[src + 32u * b + j + 16u];
        }
        acc += bs * fw[s + b];
    }
    return acc;
}

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

// RMSNorm: src_x selects x (else h1 = vec[3D..]); scale 1 + fw[g + j]; writes vec[dst..dst + D).
fn rmsnorm(lid: u32, src_x: bool, g: u32, dst: u32) {
    var s = 0.0;
    for (var j = lid; j < p.D; j += 256u) {
        let v = select(vec[3u * p.D + j], xr[j], src_x);
        s += v * v;
    }
    let inv = inverseSqrt(reduce(lid, s, false) / f32(p.D) + p.eps);
    for (var j = lid; j < p.D; j += 256u) {
        let v = select(vec[3u * p.D + j], xr[j], src_x);
        vec[dst + j] = v * inv * (1.0 + fw[g + j]);
    }
}

@compute @workgroup_size(256)
fn rms1(@builtin(local_invocation_index) lid: u32) {
    rmsnorm(lid, true, 0u, 0u);
}

@compute @workgroup_size(256)
fn rms2(@builtin(local_invocation_index) lid: u32) {
    rmsnorm(lid, false, p.D, 4u * p.D);
}

@compute @workgroup_size(64)
fn qkv_proj(@builtin(global_invocation_id) g: vec3<u32>) {
    let r = g.x;
    if (r >= r_o()) {
        return;
    }
    let acc = q4_dot(words_d(r), scales_d(r), p.D, 0u);
    if (r < p.D) {
        vec[p.D + r] = acc;
    } else {
        kv_new[r - p.D] = acc;
    }
}

// Pair i of a head: elements 2i and 2i + 1 (GGML's normal RoPE), cos and sin from the table in xr.
@compute @workgroup_size(64)
fn rope(@builtin(global_invocation_id) g: vec3<u32>) {
    let pair = g.x;
    if (pair >= p.D / 2u) {
        return;
    }
    let half = dh() / 2u;
    let i = pair % half;
    let c = xr[p.D + i];
    let s = xr[p.D + half + i];
    let a = 2u * pair;
    let qa = vec[p.D + a];
    let qb = vec[p.D + a + 1u];
    vec[p.D + a] = qa * c - qb * s;
    vec[p.D + a + 1u] = qa * s + qb * c;
    if (pair < dkv() / 2u) {
        let ka = kv_new[a];
        let kb = kv_new[a + 1u];
        kv_new[a] = ka * c - kb * s;
        kv_new[a + 1u] = ka * s + kb * c;
    }
}

@compute @workgroup_size(64)
fn scores(@builtin(global_invocation_id) g: vec3<u32>) {
    let t = g.x;
    let h = g.y;
    if (t > p.P || h >= p.NH) {
        return;
    }
    let kvh = h / (p.NH / p.NKV);
    var acc = 0.0;
    for (var e = 0u; e < dh(); e++) {
        let col = kvh * dh() + e;
        let k = select(kv_cache[t * dkv() + col], kv_new[col], t == p.P);
        acc += vec[p.D + h * dh() + e] * k;
    }
    att[h * (p.P + 1u) + t] = acc / sqrt(f32(dh()));
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
    let h = c / dh();
    let col = (h / (p.NH / p.NKV)) * dh() + c % dh();
    let n = p.P + 1u;
    var acc = 0.0;
    for (var t = 0u; t < p.P; t++) {
        acc += att[h * n + t] * kv_cache[(p.P + t) * dkv() + col];
    }
    acc += att[h * n + p.P] * kv_new[dkv() + col];
    vec[2u * p.D + c] = acc;
}

@compute @workgroup_size(64)
fn out_proj(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.D) {
        return;
    }
    let acc = q4_dot(words_d(r_o() + c), scales_d(r_o() + c), p.D, 2u * p.D);
    vec[3u * p.D + c] = xr[c] + acc;
}

@compute @workgroup_size(64)
fn gate_up(@builtin(global_invocation_id) g: vec3<u32>) {
    let f = g.x;
    if (f >= p.F) {
        return;
    }
    let gs = q4_dot(words_d(r_gu() + f), scales_d(r_gu() + f), p.D, 4u * p.D);
    let us = q4_dot(words_d(r_gu() + p.F + f), scales_d(r_gu() + p.F + f), p.D, 4u * p.D);
    vec[5u * p.D + f] = gs / (1.0 + exp(-gs)) * us;
}

@compute @workgroup_size(64)
fn down(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.D) {
        return;
    }
    let acc = q4_dot(words_f(c), scales_f(c), p.F, 5u * p.D);
    y[c] = vec[3u * p.D + c] + acc;
}
