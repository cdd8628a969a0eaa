// Reference: the unfused graph. The local 3×3 conv + SiLU (one invocation per output, 9·C taps)
// into `t1`; the 1×1 conv to D written straight into its unfolded place in xs [4, N, D]
// (sequence q = (y % 2)·2 + x % 2, token n = (y / 2)·(W / 2) + x / 2, N = H·W/4); the pre-LN
// transformer layer as the ViT reference runs it (LN in one 64-wide workgroup per row, naive GEMMs,
// scores → row softmax → P·V over a scratch score tensor, each of the 4 sequences attending only
// within itself); the final LN; the fold + 1×1 projection + SiLU into `t1`; then the 3×3 fusion
// over the channel concat (x first, then the projection) + SiLU. Rows: M = H·W tokens in all.
// @plan
// pass local_conv threads(C, H * W, 1)
// pass unfold threads(D, H * W, 1)
// pass ln1 dispatch(H * W, 1, 1)
// pass qkv_proj threads(3 * D, H * W, 1)
// pass scores threads(H * W / 4, H * W / 4, 4 * NH)
// pass softmax dispatch(NH * H * W, 1, 1)
// pass pv threads(D, H * W, 1)
// pass out_proj threads(D, H * W, 1)
// pass ln2 dispatch(H * W, 1, 1)
// pass ffn1 threads(F, H * W, 1)
// pass ffn2 threads(D, H * W, 1)
// pass ln3 dispatch(H * W, 1, 1)
// pass fold threads(C, H * W, 1)
// pass fusion threads(C, H * W, 1)
// scratch xs f32 H * W * D
// scratch a f32 H * W * D
// scratch qkv f32 3 * H * W * D
// scratch big f32 max(NH * H * W * H * W / 4, H * W * F)
// scratch t1 f32 max(H * W * D, H * W * C)
// @end
struct Params { H: u32, W: u32, C: u32, D: u32, NH: u32, F: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> xs: array<f32>;
@group(0) @binding(5) var<storage, read_write> a: array<f32>;
@group(0) @binding(6) var<storage, read_write> qkv: array<f32>;
@group(0) @binding(7) var<storage, read_write> big: array<f32>;
@group(0) @binding(8) var<storage, read_write> t1: array<f32>;

// Offsets into `weights` (see the description).
fn rows() -> u32 { return p.H * p.W; }
fn seq() -> u32 { return p.H * p.W / 4u; }
fn o_g1() -> u32 { return 0u; }
fn o_wqkv() -> u32 { return 2u * p.D; }
fn o_bqkv() -> u32 { return o_wqkv() + 3u * p.D * p.D; }
fn o_wo() -> u32 { return o_bqkv() + 3u * p.D; }
fn o_bo() -> u32 { return o_wo() + p.D * p.D; }
fn o_g2() -> u32 { return o_bo() + p.D; }
fn o_w1() -> u32 { return o_g2() + 2u * p.D; }
fn o_b1() -> u32 { return o_w1() + p.D * p.F; }
fn o_w2() -> u32 { return o_b1() + p.F; }
fn o_b2() -> u32 { return o_w2() + p.F * p.D; }
fn o_g3() -> u32 { return o_b2() + p.D; }
fn o_wl() -> u32 { return o_g3() + 2u * p.D; }
fn o_bl() -> u32 { return o_wl() + 9u * p.C * p.C; }
fn o_wd() -> u32 { return o_bl() + p.C; }
fn o_wp() -> u32 { return o_wd() + p.C * p.D; }
fn o_bp() -> u32 { return o_wp() + p.D * p.C; }
fn o_wf() -> u32 { return o_bp() + p.C; }
fn o_bf() -> u32 { return o_wf() + 18u * p.C * p.C; }

// The token row (q·N + n) of pixel (py, px).
fn token(py: u32, px: u32) -> u32 { return ((py % 2u) * 2u + px % 2u) * seq() + (py / 2u) * (p.W / 2u) + px / 2u; }

fn silu(v: f32) -> f32 { return v / (1.0 + exp(-v)); }

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

// LayerNorm of row `row` of xs (which == 0u, 2u) or t1 (which == 1u) into a, with (g, n) the
// pair at weights[which's offset]. Statistics over the row shifted by its first element v0, so a
// constant row's deviations are exactly 0.
fn src(which: u32, i: u32) -> f32 { return select(xs[i], t1[i], which == 1u); }

fn layernorm(row: u32, lid: u32, which: u32) {
    let base = row * p.D;
    let g = select(select(o_g1(), o_g2(), which == 1u), o_g3(), which == 2u);
    let v0 = src(which, base);
    var s = 0.0;
    for (var j = lid; j < p.D; j += 64u) {
        s += src(which, base + j) - v0;
    }
    let mu = reduce_sum(lid, s) / f32(p.D);
    var q = 0.0;
    for (var j = lid; j < p.D; j += 64u) {
        let d = src(which, base + j) - v0 - mu;
        q += d * d;
    }
    let inv = inverseSqrt(reduce_sum(lid, q) / f32(p.D) + p.eps);
    for (var j = lid; j < p.D; j += 64u) {
        let v = src(which, base + j) - v0;
        a[base + j] = (v - mu) * inv * (1.0 + weights[g + j]) + weights[g + p.D + j];
    }
}

@compute @workgroup_size(16, 16)
fn local_conv(@builtin(global_invocation_id) g: vec3<u32>) {
    let co = g.x;
    let pix = g.y;
    if (co >= p.C || pix >= rows()) {
        return;
    }
    let py = i32(pix / p.W);
    let px = i32(pix % p.W);
    var acc = weights[o_bl() + co];
    for (var ky = 0; ky < 3; ky++) {
        for (var kx = 0; kx < 3; kx++) {
            let iy = py + ky - 1;
            let ix = px + kx - 1;
            if (iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W)) {
                for (var ci = 0u; ci < p.C; ci++) {
                    acc += x[(u32(iy) * p.W + u32(ix)) * p.C + ci] * weights[o_wl() + ((u32(ky) * 3u + u32(kx)) * p.C + ci) * p.C + co];
                }
            }
        }
    }
    t1[pix * p.C + co] = silu(acc);
}

@compute @workgroup_size(16, 16)
fn unfold(@builtin(global_invocation_id) g: vec3<u32>) {
    let o = g.x;
    let pix = g.y;
    if (o >= p.D || pix >= rows()) {
        return;
    }
    var acc = 0.0;
    for (var ci = 0u; ci < p.C; ci++) {
        acc += t1[pix * p.C + ci] * weights[o_wd() + ci * p.D + o];
    }
    xs[token(pix / p.W, pix % p.W) * p.D + o] = acc;
}

@compute @workgroup_size(64)
fn ln1(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    layernorm(wid.x, lid, 0u);
}

@compute @workgroup_size(64)
fn ln2(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    layernorm(wid.x, lid, 1u);
}

@compute @workgroup_size(64)
fn ln3(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    layernorm(wid.x, lid, 2u);
}

@compute @workgroup_size(16, 16)
fn qkv_proj(@builtin(global_invocation_id) g: vec3<u32>) {
    let j = g.x;
    let t = g.y;
    let n = 3u * p.D;
    if (j >= n || t >= rows()) {
        return;
    }
    var acc = weights[o_bqkv() + j];
    for (var k = 0u; k < p.D; k++) {
        acc += a[t * p.D + k] * weights[o_wqkv() + k * n + j];
    }
    qkv[t * n + j] = acc;
}

// Scores of head h in sequence q (z = q·NH + h): query token i, key token j, both of sequence q.
@compute @workgroup_size(16, 16, 1)
fn scores(@builtin(global_invocation_id) g: vec3<u32>) {
    let j = g.x;
    let i = g.y;
    let z = g.z;
    if (i >= seq() || j >= seq() || z >= 4u * p.NH) {
        return;
    }
    let q = z / p.NH;
    let h = z % p.NH;
    let dh = p.D / p.NH;
    let n = 3u * p.D;
    var acc = 0.0;
    for (var d = 0u; d < dh; d++) {
        acc += qkv[(q * seq() + i) * n + h * dh + d] * qkv[(q * seq() + j) * n + p.D + h * dh + d];
    }
    big[(z * seq() + i) * seq() + j] = acc / sqrt(f32(dh));
}

@compute @workgroup_size(64)
fn softmax(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * seq();
    var m = -3.0e38;
    for (var j = lid; j < seq(); j += 64u) {
        m = max(m, big[base + j]);
    }
    let row_max = reduce_max(lid, m);
    var s = 0.0;
    for (var j = lid; j < seq(); j += 64u) {
        let e = exp(big[base + j] - row_max);
        big[base + j] = e;
        s += e;
    }
    let inv = 1.0 / reduce_sum(lid, s);
    for (var j = lid; j < seq(); j += 64u) {
        big[base + j] *= inv;
    }
}

@compute @workgroup_size(16, 16)
fn pv(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    let r = g.y;
    if (c >= p.D || r >= rows()) {
        return;
    }
    let q = r / seq();
    let i = r % seq();
    let z = q * p.NH + c / (p.D / p.NH);
    let n = 3u * p.D;
    var acc = 0.0;
    for (var j = 0u; j < seq(); j++) {
        acc += big[(z * seq() + i) * seq() + j] * qkv[(q * seq() + j) * n + 2u * p.D + c];
    }
    a[r * p.D + c] = acc;
}

@compute @workgroup_size(16, 16)
fn out_proj(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    let t = g.y;
    if (c >= p.D || t >= rows()) {
        return;
    }
    var acc = weights[o_bo() + c];
    for (var k = 0u; k < p.D; k++) {
        acc += a[t * p.D + k] * weights[o_wo() + k * p.D + c];
    }
    t1[t * p.D + c] = xs[t * p.D + c] + acc;
}

@compute @workgroup_size(16, 16)
fn ffn1(@builtin(global_invocation_id) g: vec3<u32>) {
    let f = g.x;
    let t = g.y;
    if (f >= p.F || t >= rows()) {
        return;
    }
    var acc = weights[o_b1() + f];
    for (var k = 0u; k < p.D; k++) {
        acc += a[t * p.D + k] * weights[o_w1() + k * p.F + f];
    }
    big[t * p.F + f] = silu(acc);
}

@compute @workgroup_size(16, 16)
fn ffn2(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    let t = g.y;
    if (c >= p.D || t >= rows()) {
        return;
    }
    var acc = weights[o_b2() + c];
    for (var f = 0u; f < p.F; f++) {
        acc += big[t * p.F + f] * weights[o_w2() + f * p.D + c];
    }
    xs[t * p.D + c] = t1[t * p.D + c] + acc;
}

// Fold (pixel ← its token) + 1×1 projection to C + SiLU, into t1 [H·W, C].
@compute @workgroup_size(16, 16)
fn fold(@builtin(global_invocation_id) g: vec3<u32>) {
    let co = g.x;
    let pix = g.y;
    if (co >= p.C || pix >= rows()) {
        return;
    }
    let t = token(pix / p.W, pix % p.W);
    var acc = weights[o_bp() + co];
    for (var k = 0u; k < p.D; k++) {
        acc += a[t * p.D + k] * weights[o_wp() + k * p.C + co];
    }
    t1[pix * p.C + co] = silu(acc);
}

// 3×3 fusion over concat(x, projection) along channels: input channel ci < C is x, C + ci is t1.
@compute @workgroup_size(16, 16)
fn fusion(@builtin(global_invocation_id) g: vec3<u32>) {
    let co = g.x;
    let pix = g.y;
    if (co >= p.C || pix >= rows()) {
        return;
    }
    let py = i32(pix / p.W);
    let px = i32(pix % p.W);
    let cc = 2u * p.C;
    var acc = weights[o_bf() + co];
    for (var ky = 0; ky < 3; ky++) {
        for (var kx = 0; kx < 3; kx++) {
            let iy = py + ky - 1;
            let ix = px + kx - 1;
            if (iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W)) {
                let nb = u32(iy) * p.W + u32(ix);
                let wk = o_wf() + (u32(ky) * 3u + u32(kx)) * cc * p.C;
                for (var ci = 0u; ci < p.C; ci++) {
                    acc += x[nb * p.C + ci] * weights[wk + ci * p.C + co];
                    acc += t1[nb * p.C + ci] * weights[wk + (p.C + ci) * p.C + co];
                }
            }
        }
    }
    y[pix * p.C + co] = silu(acc);
}
