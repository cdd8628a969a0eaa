// Reference: the layer-by-layer graph a framework runs — nine kernels (stem, then each block's
// convolutions), one invocation per output element, every intermediate in one scratch buffer `act`
// of eight regions of R = N·H2·W2·max(C0, E·max(C1, C2)) values: a, d1, b, e2, d2, c, e3, d3.
// @plan
// pass stem threads(N * ((H + 1) / 2) * ((W + 1) / 2) * C0, 1, 1)
// pass dw1 threads(N * ((H + 1) / 2) * ((W + 1) / 2) * C0, 1, 1)
// pass pw1 threads(N * ((H + 1) / 2) * ((W + 1) / 2) * C1, 1, 1)
// pass ex2 threads(N * ((H + 1) / 2) * ((W + 1) / 2) * E * C1, 1, 1)
// pass dw2 threads(N * (((H + 1) / 2 + 1) / 2) * (((W + 1) / 2 + 1) / 2) * E * C1, 1, 1)
// pass pw2 threads(N * (((H + 1) / 2 + 1) / 2) * (((W + 1) / 2 + 1) / 2) * C2, 1, 1)
// pass ex3 threads(N * (((H + 1) / 2 + 1) / 2) * (((W + 1) / 2 + 1) / 2) * E * C2, 1, 1)
// pass dw3 threads(N * (((H + 1) / 2 + 1) / 2) * (((W + 1) / 2 + 1) / 2) * E * C2, 1, 1)
// pass pw3 threads(N * (((H + 1) / 2 + 1) / 2) * (((W + 1) / 2 + 1) / 2) * C2, 1, 1)
// scratch act f32 8 * N * ((H + 1) / 2) * ((W + 1) / 2) * max(C0, E * max(C1, C2))
// @end
struct Params { N: u32, H: u32, W: u32, C0: u32, C1: u32, E: u32, C2: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> act: array<f32>;

fn h2() -> u32 { return (p.H + 1u) / 2u; }
fn w2() -> u32 { return (p.W + 1u) / 2u; }
fn h4() -> u32 { return (h2() + 1u) / 2u; }
fn w4() -> u32 { return (w2() + 1u) / 2u; }

// Start of region r of `act`.
fn reg(r: u32) -> u32 {
    return r * p.N * h2() * w2() * max(p.C0, p.E * max(p.C1, p.C2));
}

// Block starts in `weights`.
fn a1() -> u32 { return 28u * p.C0; }
fn a2() -> u32 { return 38u * p.C0 + p.C0 * p.C1 + p.C1; }
fn a3() -> u32 { return a2() + p.E * p.C1 * (p.C1 + 11u + p.C2) + p.C2; }

fn relu6(v: f32) -> f32 {
    return clamp(v, 0.0, 6.0);
}

// TensorFlow SAME: the zeros before, for a 3×3 window at stride s over l values.
fn pad_before(l: u32, s: u32) -> i32 {
    let lo = (l + s - 1u) / s;
    return max(i32((lo - 1u) * s + 3u) - i32(l), 0) / 2;
}

// Depthwise 3×3 + bias + relu6 at output element i of [N, ho, wo, X], from act[src …] [N, hin, win, X];
// its filter at weights[wo_ …], bias 9·X after.
fn dwc(i: u32, src: u32, xw: u32, hin: u32, win: u32, s: u32, wo_: u32) -> f32 {
    let ho = (hin + s - 1u) / s;
    let wo = (win + s - 1u) / s;
    let k = i % xw;
    let pix = i / xw;
    let ox = i32(pix % wo);
    let oy = i32((pix / wo) % ho);
    let n = pix / (wo * ho);
    let pt = pad_before(hin, s);
    let pl = pad_before(win, s);
    var acc = weights[wo_ + 9u * xw + k];
    for (var ky = 0; ky < 3; ky++) {
        let iy = oy * i32(s) + ky - pt;
        for (var kx = 0; kx < 3; kx++) {
            let ix = ox * i32(s) + kx - pl;
            if (iy >= 0 && iy < i32(hin) && ix >= 0 && ix < i32(win)) {
                acc += act[src + ((n * hin + u32(iy)) * win + u32(ix)) * xw + k] * weights[wo_ + u32(ky * 3 + kx) * xw + k];
            }
        }
    }
    return relu6(acc);
}

// 1×1 convolution + bias at output element i ([pixels, cout]) from act[src …] [pixels, cin]; the matrix
// at weights[wo_ …], the bias cin·cout after.
fn pwc(i: u32, src: u32, cin: u32, cout: u32, wo_: u32) -> f32 {
    let o = i % cout;
    let pix = i / cout;
    var acc = weights[wo_ + cin * cout + o];
    for (var c = 0u; c < cin; c++) {
        acc += act[src + pix * cin + c] * weights[wo_ + c * cout + o];
    }
    return acc;
}

@compute @workgroup_size(256)
fn stem(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.N * h2() * w2() * p.C0) {
        return;
    }
    let k = i % p.C0;
    let pix = i / p.C0;
    let ox = i32(pix % w2());
    let oy = i32((pix / w2()) % h2());
    let n = pix / (w2() * h2());
    let pt = pad_before(p.H, 2u);
    let pl = pad_before(p.W, 2u);
    var acc = weights[27u * p.C0 + k];
    for (var ky = 0; ky < 3; ky++) {
        let iy = oy * 2 + ky - pt;
        for (var kx = 0; kx < 3; kx++) {
            let ix = ox * 2 + kx - pl;
            if (iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W)) {
                let src = ((n * p.H + u32(iy)) * p.W + u32(ix)) * 3u;
                for (var c = 0u; c < 3u; c++) {
                    acc += (x[src + c] - 127.0) / 128.0 * weights[(u32(ky * 3 + kx) * 3u + c) * p.C0 + k];
                }
            }
        }
    }
    act[reg(0u) + i] = relu6(acc);
}

@compute @workgroup_size(256)
fn dw1(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.N * h2() * w2() * p.C0) {
        return;
    }
    act[reg(1u) + i] = dwc(i, reg(0u), p.C0, h2(), w2(), 1u, a1());
}

@compute @workgroup_size(256)
fn pw1(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.N * h2() * w2() * p.C1) {
        return;
    }
    var v = pwc(i, reg(1u), p.C0, p.C1, a1() + 10u * p.C0);
    if (p.C0 == p.C1) {
        v += act[reg(0u) + i];
    }
    act[reg(2u) + i] = v;
}

@compute @workgroup_size(256)
fn ex2(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.N * h2() * w2() * p.E * p.C1) {
        return;
    }
    act[reg(3u) + i] = relu6(pwc(i, reg(2u), p.C1, p.E * p.C1, a2()));
}

@compute @workgroup_size(256)
fn dw2(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let xw = p.E * p.C1;
    if (i >= p.N * h4() * w4() * xw) {
        return;
    }
    act[reg(4u) + i] = dwc(i, reg(3u), xw, h2(), w2(), 2u, a2() + (p.C1 + 1u) * xw);
}

@compute @workgroup_size(256)
fn pw2(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let xw = p.E * p.C1;
    if (i >= p.N * h4() * w4() * p.C2) {
        return;
    }
    act[reg(5u) + i] = pwc(i, reg(4u), xw, p.C2, a2() + (p.C1 + 11u) * xw);
}

@compute @workgroup_size(256)
fn ex3(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.N * h4() * w4() * p.E * p.C2) {
        return;
    }
    act[reg(6u) + i] = relu6(pwc(i, reg(5u), p.C2, p.E * p.C2, a3()));
}

@compute @workgroup_size(256)
fn dw3(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let xw = p.E * p.C2;
    if (i >= p.N * h4() * w4() * xw) {
        return;
    }
    act[reg(7u) + i] = dwc(i, reg(6u), xw, h4(), w4(), 1u, a3() + (p.C2 + 1u) * xw);
}

@compute @workgroup_size(256)
fn pw3(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let xw = p.E * p.C2;
    if (i >= p.N * h4() * w4() * p.C2) {
        return;
    }
    y[i] = pwc(i, reg(7u), xw, p.C2, a3() + (p.C2 + 11u) * xw) + act[reg(5u) + i];
}
