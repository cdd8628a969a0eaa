// Reference: the layer-by-layer graph a framework runs — six kernels: expand (+ hardswish),
// depthwise (+ hardswish), the squeeze-excite pool (one 64-wide workgroup per image and channel,
// a strided sum then a tree), its two small FC layers, and the project (the gate folded into its
// products, plus the residual). One invocation per output element elsewhere.
// @plan
// pass expand threads(N * H * W * CE, 1, 1)
// pass dwconv threads(N * ((H + S - 1) / S) * ((W + S - 1) / S) * CE, 1, 1)
// pass pool dispatch(N * CE, 1, 1)
// pass squeeze threads(N * CS, 1, 1)
// pass excite threads(N * CE, 1, 1)
// pass project threads(N * ((H + S - 1) / S) * ((W + S - 1) / S) * CO, 1, 1)
// scratch ex f32 N * H * W * CE
// scratch dw f32 N * ((H + S - 1) / S) * ((W + S - 1) / S) * CE
// scratch se f32 N * (2 * CE + CS)
// @end
struct Params { N: u32, H: u32, W: u32, CI: u32, CE: u32, CS: u32, CO: u32, K: u32, S: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> ex: array<f32>;
@group(0) @binding(5) var<storage, read_write> dw: array<f32>;
// se: the pooled means m [N, CE] at 0, the squeeze r [N, CS] at N·CE, the gate g [N, CE] after.
@group(0) @binding(6) var<storage, read_write> se: array<f32>;

// Offsets into `weights` (see the task's layout).
fn o_be() -> u32 { return p.CI * p.CE; }
fn o_wd() -> u32 { return o_be() + p.CE; }
fn o_bd() -> u32 { return o_wd() + p.K * p.K * p.CE; }
fn o_w1() -> u32 { return o_bd() + p.CE; }
fn o_b1() -> u32 { return o_w1() + p.CE * p.CS; }
fn o_w2() -> u32 { return o_b1() + p.CS; }
fn o_b2() -> u32 { return o_w2() + p.CS * p.CE; }
fn o_wp() -> u32 { return o_b2() + p.CE; }
fn o_bp() -> u32 { return o_wp() + p.CE * p.CO; }

fn out_h() -> u32 { return (p.H + p.S - 1u) / p.S; }
fn out_w() -> u32 { return (p.W + p.S - 1u) / p.S; }

fn hsig(v: f32) -> f32 {
    return clamp(v + 3.0, 0.0, 6.0) / 6.0;
}

fn hswish(v: f32) -> f32 {
    return v * hsig(v);
}

@compute @workgroup_size(256)
fn expand(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.N * p.H * p.W * p.CE) {
        return;
    }
    let k = i % p.CE;
    let pix = i / p.CE;
    var acc = weights[o_be() + k];
    for (var c = 0u; c < p.CI; c++) {
        acc += x[pix * p.CI + c] * weights[c * p.CE + k];
    }
    ex[i] = hswish(acc);
}

@compute @workgroup_size(256)
fn dwconv(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let ho = out_h();
    let wo = out_w();
    if (i >= p.N * ho * wo * p.CE) {
        return;
    }
    let k = i % p.CE;
    let pix = i / p.CE;
    let ox = pix % wo;
    let oy = (pix / wo) % ho;
    let n = pix / (wo * ho);
    let pad = i32(p.K / 2u);
    var acc = weights[o_bd() + k];
    for (var ky = 0u; ky < p.K; ky++) {
        let iy = i32(oy * p.S + ky) - pad;
        for (var kx = 0u; kx < p.K; kx++) {
            let ix = i32(ox * p.S + kx) - pad;
            if (iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W)) {
                acc += ex[((n * p.H + u32(iy)) * p.W + u32(ix)) * p.CE + k] * weights[o_wd() + (ky * p.K + kx) * p.CE + k];
            }
        }
    }
    dw[i] = hswish(acc);
}

var<workgroup> red: array<f32, 64>;

// One workgroup per (image n, channel k): m[n, k], the mean of d over the image's Ho·Wo pixels.
@compute @workgroup_size(64)
fn pool(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = wid.x / p.CE;
    let k = wid.x % p.CE;
    let pixels = out_h() * out_w();
    var acc = 0.0;
    for (var q = lid; q < pixels; q += 64u) {
        acc += dw[(n * pixels + q) * p.CE + k];
    }
    red[lid] = acc;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] += red[lid + s];
        }
        workgroupBarrier();
    }
    if (lid == 0u) {
        se[wid.x] = red[0] / f32(pixels);
    }
}

@compute @workgroup_size(64)
fn squeeze(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.N * p.CS) {
        return;
    }
    let j = i % p.CS;
    let n = i / p.CS;
    var acc = weights[o_b1() + j];
    for (var k = 0u; k < p.CE; k++) {
        acc += se[n * p.CE + k] * weights[o_w1() + k * p.CS + j];
    }
    se[p.N * p.CE + i] = max(acc, 0.0);
}

@compute @workgroup_size(64)
fn excite(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.N * p.CE) {
        return;
    }
    let k = i % p.CE;
    let n = i / p.CE;
    var acc = weights[o_b2() + k];
    for (var j = 0u; j < p.CS; j++) {
        acc += se[p.N * p.CE + n * p.CS + j] * weights[o_w2() + j * p.CE + k];
    }
    se[p.N * (p.CE + p.CS) + i] = hsig(acc);
}

@compute @workgroup_size(256)
fn project(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let pixels = out_h() * out_w();
    if (i >= p.N * pixels * p.CO) {
        return;
    }
    let o = i % p.CO;
    let pix = i / p.CO;
    let n = pix / pixels;
    let gate = p.N * (p.CE + p.CS) + n * p.CE;
    var acc = weights[o_bp() + o];
    for (var k = 0u; k < p.CE; k++) {
        acc += dw[pix * p.CE + k] * se[gate + k] * weights[o_wp() + k * p.CO + o];
    }
    if (p.S == 1u && p.CI == p.CO) {
        acc += x[i];
    }
    y[i] = acc;
}
