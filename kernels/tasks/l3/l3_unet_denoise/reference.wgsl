// Reference: seven kernels, one per layer (five 3×3 convolutions, the max-pool and the final 1×1
// convolution with the residual), one invocation per output element; the decoder conv reads the
// upsampled bottleneck and the skip connection directly instead of materialising the concat. Each
// pass's 256-wide workgroups are numbered along x up to 65,535 and continue in y (element
// i = gid.x + gid.y·65,535·256), so up to 2^25 elements fit the workgroup limit per axis.
// @plan
// pass enc1 dispatch(min(ceil_div(N * H * W * C, 256), 65535), ceil_div(N * H * W * C, 16776960), 1)
// pass enc2 dispatch(min(ceil_div(N * H * W * C, 256), 65535), ceil_div(N * H * W * C, 16776960), 1)
// pass pool dispatch(min(ceil_div(N * (H / 2) * (W / 2) * C, 256), 65535), ceil_div(N * (H / 2) * (W / 2) * C, 16776960), 1)
// pass mid1 dispatch(min(ceil_div(N * (H / 2) * (W / 2) * 2 * C, 256), 65535), ceil_div(N * (H / 2) * (W / 2) * 2 * C, 16776960), 1)
// pass mid2 dispatch(min(ceil_div(N * (H / 2) * (W / 2) * 2 * C, 256), 65535), ceil_div(N * (H / 2) * (W / 2) * 2 * C, 16776960), 1)
// pass dec dispatch(min(ceil_div(N * H * W * C, 256), 65535), ceil_div(N * H * W * C, 16776960), 1)
// pass out dispatch(min(ceil_div(N * H * W * CI, 256), 65535), ceil_div(N * H * W * CI, 16776960), 1)
// scratch e1 f32 N * H * W * C
// scratch e2 f32 N * H * W * C
// scratch pl f32 N * (H / 2) * (W / 2) * C
// scratch m1 f32 N * (H / 2) * (W / 2) * 2 * C
// scratch m2 f32 N * (H / 2) * (W / 2) * 2 * C
// @end
struct Params { N: u32, H: u32, W: u32, CI: u32, C: u32 }

// The workgroup width, used by the folded element index too.
const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> e1: array<f32>;
@group(0) @binding(5) var<storage, read_write> e2: array<f32>;
@group(0) @binding(6) var<storage, read_write> pl: array<f32>;
@group(0) @binding(7) var<storage, read_write> m1: array<f32>;
@group(0) @binding(8) var<storage, read_write> m2: array<f32>;

// Element index of invocation g in a grid folded as the plan dispatches it.
fn flat(g: vec3<u32>, nw: vec3<u32>) -> u32 {
    return g.x + g.y * nw.x * WG;
}

// Layers 0..4 are the 3×3 convolutions (enc1, enc2, mid1, mid2, dec); layer 5 is the 1×1 output.
fn cin(l: u32) -> u32 {
    switch l {
        case 0u: { return p.CI; }
        case 1u, 2u: { return p.C; }
        case 3u: { return 2u * p.C; }
        default: { return 3u * p.C; }
    }
}

fn cout(l: u32) -> u32 {
    return select(p.C, 2u * p.C, l == 2u || l == 3u);
}

fn layer_base(l: u32) -> u32 {
    var o = 0u;
    for (var k = 0u; k < l; k++) {
        o += 9u * cin(k) * cout(k) + cout(k);
    }
    return o;
}

// Input value ci of layer l at (n, yy, xx), in-bounds coordinates of that layer's resolution.
fn fetch(l: u32, n: u32, yy: u32, xx: u32, ci: u32) -> f32 {
    let h2 = p.H / 2u;
    let w2 = p.W / 2u;
    switch l {
        case 0u: { return x[((n * p.H + yy) * p.W + xx) * p.CI + ci]; }
        case 1u: { return e1[((n * p.H + yy) * p.W + xx) * p.C + ci]; }
        case 2u: { return pl[((n * h2 + yy) * w2 + xx) * p.C + ci]; }
        case 3u: { return m1[((n * h2 + yy) * w2 + xx) * 2u * p.C + ci]; }
        default: {
            if (ci < 2u * p.C) {
                return m2[((n * h2 + yy / 2u) * w2 + xx / 2u) * 2u * p.C + ci];
            }
            return e2[((n * p.H + yy) * p.W + xx) * p.C + ci - 2u * p.C];
        }
    }
}

fn conv3x3(l: u32, i: u32) {
    let half = l == 2u || l == 3u;
    let hh = select(p.H, p.H / 2u, half);
    let ww = select(p.W, p.W / 2u, half);
    let ci_n = cin(l);
    let co_n = cout(l);
    if (i >= p.N * hh * ww * co_n) {
        return;
    }
    let co = i % co_n;
    let pix = i / co_n;
    let ox = pix % ww;
    let oy = (pix / ww) % hh;
    let n = pix / (ww * hh);
    let base = layer_base(l);
    var acc = weights[base + 9u * ci_n * co_n + co];
    for (var ky = 0u; ky < 3u; ky++) {
        let iy = i32(oy + ky) - 1;
        if (iy < 0 || iy >= i32(hh)) {
            continue;
        }
        for (var kx = 0u; kx < 3u; kx++) {
            let ix = i32(ox + kx) - 1;
            if (ix < 0 || ix >= i32(ww)) {
                continue;
            }
            for (var ci = 0u; ci < ci_n; ci++) {
                acc += fetch(l, n, u32(iy), u32(ix), ci) * weights[base + ((ky * 3u + kx) * ci_n + ci) * co_n + co];
            }
        }
    }
    let v = max(acc, 0.0);
    switch l {
        case 0u, 4u: { e1[i] = v; }
        case 1u: { e2[i] = v; }
        case 2u: { m1[i] = v; }
        default: { m2[i] = v; }
    }
}

@compute @workgroup_size(WG)
fn enc1(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { conv3x3(0u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn enc2(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { conv3x3(1u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn mid1(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { conv3x3(2u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn mid2(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { conv3x3(3u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn dec(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { conv3x3(4u, flat(g, nw)); }

@compute @workgroup_size(WG)
fn pool(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    let h2 = p.H / 2u;
    let w2 = p.W / 2u;
    let i = flat(g, nw);
    if (i >= p.N * h2 * w2 * p.C) {
        return;
    }
    let c = i % p.C;
    let pix = i / p.C;
    let ox = pix % w2;
    let oy = (pix / w2) % h2;
    let n = pix / (w2 * h2);
    let r0 = ((n * p.H + 2u * oy) * p.W + 2u * ox) * p.C + c;
    let r1 = r0 + p.W * p.C;
    pl[i] = max(max(e2[r0], e2[r0 + p.C]), max(e2[r1], e2[r1 + p.C]));
}

@compute @workgroup_size(WG)
fn out(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    let i = flat(g, nw);
    if (i >= p.N * p.H * p.W * p.CI) {
        return;
    }
    let k = i % p.CI;
    let pix = i / p.CI;
    let base = layer_base(5u);
    var acc = weights[base + p.C * p.CI + k];
    for (var c = 0u; c < p.C; c++) {
        acc += e1[pix * p.C + c] * weights[base + c * p.CI + k];
    }
    y[i] = x[i] - acc;
}
