// Reference: five kernels. stats1 / stats2: one 256-wide workgroup per (n, g), the group's two-pass
// statistics (per-invocation strided f32 partials and a tree in workgroup memory: the mean, then the
// sum of squared deviations from it) into `st`; conv1: h1 = conv3(silu(GN1(x))) + tp, the timestep
// projection recomputed per element; res: r = skip(x) + conv3(silu(GN2(h1))); down: the stride-2
// 3×3 convolution. Loops per invocation ≤ 2·⌈262,144 / 256⌉ (stats), 9·CI + TE ≤ 832 (conv1),
// 9·CO + CI ≤ 640 (res), 9·CO ≤ 576 (down).
// @plan
// pass stats1 dispatch(N * G, 1, 1)
// pass conv1 dispatch(ceil_div(N * H * W * CO, 256), 1, 1)
// pass stats2 dispatch(N * G, 1, 1)
// pass res dispatch(ceil_div(N * H * W * CO, 256), 1, 1)
// pass down dispatch(ceil_div(N * ((H + 1) / 2) * ((W + 1) / 2) * CO, 256), 1, 1)
// scratch h1 f32 N * H * W * CO
// scratch st f32 4 * N * G
// @end
struct Params { N: u32, H: u32, W: u32, CI: u32, CO: u32, G: u32, TE: u32, eps: f32 }

const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> temb: array<f32>;
@group(0) @binding(2) var<storage, read> weights: array<f32>;
@group(0) @binding(3) var<storage, read_write> r: array<f32>;
@group(0) @binding(4) var<storage, read_write> y: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;
@group(0) @binding(6) var<storage, read_write> h1: array<f32>;
@group(0) @binding(7) var<storage, read_write> st: array<f32>;

var<workgroup> part: array<f32, 256>;

// SiLU with the exponent clamped: v / (1 + e^80) ≈ 0 for v ≤ −80 instead of v / ∞.
fn silu(v: f32) -> f32 {
    return v / (1.0 + exp(min(-v, 80.0)));
}

// Weight offsets, in the task's order.
fn o_b1() -> u32 { return 2u * p.CI + 9u * p.CI * p.CO; }
fn o_wt() -> u32 { return o_b1() + p.CO; }
fn o_bt() -> u32 { return o_wt() + p.TE * p.CO; }
fn o_g2() -> u32 { return o_bt() + p.CO; }
fn o_w2() -> u32 { return o_g2() + 2u * p.CO; }
fn o_b2() -> u32 { return o_w2() + 9u * p.CO * p.CO; }
fn o_ws() -> u32 { return o_b2() + p.CO; }
fn o_bs() -> u32 { return o_ws() + p.CI * p.CO; }
fn o_wd() -> u32 { return o_bs() + p.CO; }
fn o_bd() -> u32 { return o_wd() + 9u * p.CO * p.CO; }

// Element k of GroupNorm `which`'s input (0: x with CI channels, 1: h1 with CO channels) in group g of image n.
fn group_elem(which: u32, n: u32, g: u32, k: u32) -> f32 {
    let c = select(p.CI, p.CO, which == 1u);
    let cg = c / p.G;
    let idx = (n * p.H * p.W + k / cg) * c + g * cg + k % cg;
    if (which == 0u) {
        return x[idx];
    }
    return h1[idx];
}

// Sums the 256 partials in `part`; every invocation gets the total.
fn tree(lid: u32) -> f32 {
    workgroupBarrier();
    for (var s = WG / 2u; s > 0u; s >>= 1u) {
        if (lid < s) {
            part[lid] += part[lid + s];
        }
        workgroupBarrier();
    }
    let t = part[0];
    workgroupBarrier();
    return t;
}

fn stats(which: u32, wid: u32, lid: u32) {
    let n = wid / p.G;
    let g = wid % p.G;
    let c = select(p.CI, p.CO, which == 1u);
    let cnt = p.H * p.W * (c / p.G);
    var s = 0.0;
    for (var k = lid; k < cnt; k += WG) {
        s += group_elem(which, n, g, k);
    }
    part[lid] = s;
    let mean = tree(lid) / f32(cnt);
    var q = 0.0;
    for (var k = lid; k < cnt; k += WG) {
        let d = group_elem(which, n, g, k) - mean;
        q += d * d;
    }
    part[lid] = q;
    let var_ = tree(lid) / f32(cnt);
    if (lid == 0u) {
        let o = 2u * (which * p.N * p.G + wid);
        st[o] = mean;
        st[o + 1u] = 1.0 / sqrt(var_ + p.eps);
    }
}

@compute @workgroup_size(WG)
fn stats1(@builtin(workgroup_id) w: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    stats(0u, w.x, lid);
}

@compute @workgroup_size(WG)
fn stats2(@builtin(workgroup_id) w: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    stats(1u, w.x, lid);
}

@compute @workgroup_size(WG)
fn conv1(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= p.N * p.H * p.W * p.CO) {
        return;
    }
    let co = i % p.CO;
    let pix = i / p.CO;
    let ox = pix % p.W;
    let oy = (pix / p.W) % p.H;
    let n = pix / (p.W * p.H);
    let cg = p.CI / p.G;
    var tp = weights[o_bt() + co];
    for (var t = 0u; t < p.TE; t++) {
        tp += silu(temb[n * p.TE + t]) * weights[o_wt() + t * p.CO + co];
    }
    var acc = weights[o_b1() + co];
    for (var ky = 0u; ky < 3u; ky++) {
        let iy = i32(oy + ky) - 1;
        if (iy < 0 || iy >= i32(p.H)) {
            continue;
        }
        for (var kx = 0u; kx < 3u; kx++) {
            let ix = i32(ox + kx) - 1;
            if (ix < 0 || ix >= i32(p.W)) {
                continue;
            }
            let base = ((n * p.H + u32(iy)) * p.W + u32(ix)) * p.CI;
            for (var ci = 0u; ci < p.CI; ci++) {
                let so = 2u * (n * p.G + ci / cg);
                let a = silu((x[base + ci] - st[so]) * st[so + 1u] * (1.0 + weights[ci]) + weights[p.CI + ci]);
                acc += a * weights[2u * p.CI + ((ky * 3u + kx) * p.CI + ci) * p.CO + co];
            }
        }
    }
    h1[i] = acc + tp;
}

@compute @workgroup_size(WG)
fn res(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= p.N * p.H * p.W * p.CO) {
        return;
    }
    let co = i % p.CO;
    let pix = i / p.CO;
    let ox = pix % p.W;
    let oy = (pix / p.W) % p.H;
    let n = pix / (p.W * p.H);
    let cg = p.CO / p.G;
    var acc = weights[o_b2() + co];
    for (var ky = 0u; ky < 3u; ky++) {
        let iy = i32(oy + ky) - 1;
        if (iy < 0 || iy >= i32(p.H)) {
            continue;
        }
        for (var kx = 0u; kx < 3u; kx++) {
            let ix = i32(ox + kx) - 1;
            if (ix < 0 || ix >= i32(p.W)) {
                continue;
            }
            let base = ((n * p.H + u32(iy)) * p.W + u32(ix)) * p.CO;
            for (var c = 0u; c < p.CO; c++) {
                let so = 2u * (p.N * p.G + n * p.G + c / cg);
                let a = silu((h1[base + c] - st[so]) * st[so + 1u] * (1.0 + weights[o_g2() + c]) + weights[o_g2() + p.CO + c]);
                acc += a * weights[o_w2() + ((ky * 3u + kx) * p.CO + c) * p.CO + co];
            }
        }
    }
    var skip = 0.0;
    if (p.CI == p.CO) {
        skip = x[pix * p.CI + co];
    } else {
        skip = weights[o_bs() + co];
        for (var ci = 0u; ci < p.CI; ci++) {
            skip += x[pix * p.CI + ci] * weights[o_ws() + ci * p.CO + co];
        }
    }
    r[i] = skip + acc;
}

@compute @workgroup_size(WG)
fn down(@builtin(global_invocation_id) gid: vec3<u32>) {
    let ho = (p.H + 1u) / 2u;
    let wo = (p.W + 1u) / 2u;
    let i = gid.x;
    if (i >= p.N * ho * wo * p.CO) {
        return;
    }
    let co = i % p.CO;
    let pix = i / p.CO;
    let ox = pix % wo;
    let oy = (pix / wo) % ho;
    let n = pix / (wo * ho);
    var acc = weights[o_bd() + co];
    for (var ky = 0u; ky < 3u; ky++) {
        let iy = i32(2u * oy + ky) - 1;
        if (iy < 0 || iy >= i32(p.H)) {
            continue;
        }
        for (var kx = 0u; kx < 3u; kx++) {
            let ix = i32(2u * ox + kx) - 1;
            if (ix < 0 || ix >= i32(p.W)) {
                continue;
            }
            let base = ((n * p.H + u32(iy)) * p.W + u32(ix)) * p.CO;
            for (var c = 0u; c < p.CO; c++) {
                acc += r[base + c] * weights[o_wd() + ((ky * 3u + kx) * p.CO + c) * p.CO + co];
            }
        }
    }
    y[i] = acc;
}
