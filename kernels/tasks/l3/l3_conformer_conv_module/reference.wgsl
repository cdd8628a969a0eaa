// Reference: three kernels, one invocation per (b, t, c). glu: the frame's LayerNorm statistics (two
// passes over its D features), then the value and gate channels of the pointwise conv → g (scratch);
// dw: the depthwise conv over the K taps within the utterance, folded BatchNorm and SiLU → s
// (scratch); out: the second pointwise conv plus the residual. Loops per invocation ≤ 4·D = 1,024
// (glu), K ≤ 31 (dw), D ≤ 256 (out).
// @plan
// pass glu dispatch(ceil_div(B * T * D, 256), 1, 1)
// pass dw dispatch(ceil_div(B * T * D, 256), 1, 1)
// pass out dispatch(ceil_div(B * T * D, 256), 1, 1)
// scratch g f32 B * T * D
// scratch s f32 B * T * D
// @end
struct Params { B: u32, T: u32, D: u32, K: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> g: array<f32>;
@group(0) @binding(5) var<storage, read_write> s: array<f32>;

fn sigmoid(v: f32) -> f32 {
    return 1.0 / (1.0 + exp(min(-v, 80.0)));
}

// Weight offsets, in the task's order.
fn o_w1() -> u32 { return 2u * p.D; }
fn o_b1() -> u32 { return 2u * p.D + 2u * p.D * p.D; }
fn o_wdw() -> u32 { return 4u * p.D + 2u * p.D * p.D; }
fn o_bdw() -> u32 { return o_wdw() + p.D * p.K; }
fn o_bns() -> u32 { return o_bdw() + p.D; }
fn o_w2() -> u32 { return o_bns() + 2u * p.D; }
fn o_b2() -> u32 { return o_w2() + p.D * p.D; }

@compute @workgroup_size(256)
fn glu(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= p.B * p.T * p.D) {
        return;
    }
    let c = i % p.D;
    let row = i - c;
    var sum = 0.0;
    for (var j = 0u; j < p.D; j++) {
        sum += x[row + j];
    }
    let mean = sum / f32(p.D);
    var sq = 0.0;
    for (var j = 0u; j < p.D; j++) {
        let dv = x[row + j] - mean;
        sq += dv * dv;
    }
    let inv = 1.0 / sqrt(sq / f32(p.D) + p.eps);
    var va = weights[o_b1() + c];
    var ga = weights[o_b1() + p.D + c];
    for (var j = 0u; j < p.D; j++) {
        let u = (x[row + j] - mean) * inv * (1.0 + weights[j]) + weights[p.D + j];
        va += u * weights[o_w1() + j * 2u * p.D + c];
        ga += u * weights[o_w1() + j * 2u * p.D + p.D + c];
    }
    g[i] = va * sigmoid(ga);
}

@compute @workgroup_size(256)
fn dw(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= p.B * p.T * p.D) {
        return;
    }
    let c = i % p.D;
    let t = (i / p.D) % p.T;
    let b = i / (p.D * p.T);
    let half = (p.K - 1u) / 2u;
    var acc = weights[o_bdw() + c];
    for (var k = 0u; k < p.K; k++) {
        let ti = i32(t + k) - i32(half);
        if (ti < 0 || ti >= i32(p.T)) {
            continue;
        }
        acc += g[(b * p.T + u32(ti)) * p.D + c] * weights[o_wdw() + c * p.K + k];
    }
    let v = acc * (1.0 + weights[o_bns() + c]) + weights[o_bns() + p.D + c];
    s[i] = v * sigmoid(v);
}

@compute @workgroup_size(256)
fn out(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= p.B * p.T * p.D) {
        return;
    }
    let c = i % p.D;
    let row = i - c;
    var acc = weights[o_b2() + c];
    for (var j = 0u; j < p.D; j++) {
        acc += s[row + j] * weights[o_w2() + j * p.D + c];
    }
    y[i] = x[i] + acc;
}
