// Reference: the layer-by-layer graph a framework runs — three kernels: the Conv1d + ReLU (one
// invocation per output), the GRU's input projections for every frame at once (one invocation per
// frame and gate row: they do not depend on the state), then the recurrence, one 128-wide workgroup
// per clip looping over the frames with the state in workgroup memory (invocation j owns unit j; a
// barrier between reading h and writing h_new), ending in the FC layer and the max-shifted softmax.
// @plan
// pass conv threads(B * ((T - 1) / S + 1) * C, 1, 1)
// pass proj threads(B * ((T - 1) / S + 1) * 3 * H, 1, 1)
// pass gru dispatch(B, 1, 1)
// scratch feat f32 B * ((T - 1) / S + 1) * C
// scratch gi f32 B * ((T - 1) / S + 1) * 3 * H
// @end
struct Params { B: u32, T: u32, F: u32, C: u32, S: u32, H: u32, NCLS: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> probs: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
// feat: the conv + ReLU output u [B, T', C].
@group(0) @binding(4) var<storage, read_write> feat: array<f32>;
// gi: W_ih u + b_ih for every frame, [B, T', 3H] (gate rows in PyTorch's order r, z, n).
@group(0) @binding(5) var<storage, read_write> gi: array<f32>;

// Offsets into `weights` (see the task's layout).
fn o_bc() -> u32 { return 3u * p.C * p.F; }
fn o_wih() -> u32 { return o_bc() + p.C; }
fn o_whh() -> u32 { return o_wih() + 3u * p.H * p.C; }
fn o_bih() -> u32 { return o_whh() + 3u * p.H * p.H; }
fn o_bhh() -> u32 { return o_bih() + 3u * p.H; }
fn o_wfc() -> u32 { return o_bhh() + 3u * p.H; }
fn o_bfc() -> u32 { return o_wfc() + p.NCLS * p.H; }

fn frames_out() -> u32 { return (p.T - 1u) / p.S + 1u; }

fn sigmoid(a: f32) -> f32 {
    return 1.0 / (1.0 + exp(-a));
}

fn tanh_sat(a: f32) -> f32 {
    let e = exp(-2.0 * abs(a));
    return sign(a) * (1.0 - e) / (1.0 + e);
}

@compute @workgroup_size(64)
fn conv(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let to = frames_out();
    if (i >= p.B * to * p.C) {
        return;
    }
    let c = i % p.C;
    let t = (i / p.C) % to;
    let b = i / (p.C * to);
    var acc = weights[o_bc() + c];
    for (var k = 0u; k < 3u; k++) {
        let ti = i32(t * p.S + k) - 1;
        if (ti >= 0 && ti < i32(p.T)) {
            for (var f = 0u; f < p.F; f++) {
                acc += weights[(c * p.F + f) * 3u + k] * x[(b * p.T + u32(ti)) * p.F + f];
            }
        }
    }
    feat[i] = max(acc, 0.0);
}

@compute @workgroup_size(64)
fn proj(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let rows = 3u * p.H;
    if (i >= p.B * frames_out() * rows) {
        return;
    }
    let row = i % rows;
    let frame = i / rows;
    var acc = weights[o_bih() + row];
    for (var c = 0u; c < p.C; c++) {
        acc += weights[o_wih() + row * p.C + c] * feat[frame * p.C + c];
    }
    gi[i] = acc;
}

var<workgroup> hs: array<f32, 128>;
var<workgroup> logits: array<f32, 128>;

// One workgroup per clip: the T' GRU steps, then the FC layer and the softmax.
@compute @workgroup_size(128)
fn gru(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) j: u32) {
    let b = wid.x;
    let to = frames_out();
    let h = p.H;
    hs[j] = 0.0;
    workgroupBarrier();
    for (var t = 0u; t < to; t++) {
        var h_new = 0.0;
        if (j < h) {
            var hr = weights[o_bhh() + j];
            var hz = weights[o_bhh() + h + j];
            var hn = weights[o_bhh() + 2u * h + j];
            for (var k = 0u; k < h; k++) {
                let hv = hs[k];
                hr += weights[o_whh() + j * h + k] * hv;
                hz += weights[o_whh() + (h + j) * h + k] * hv;
                hn += weights[o_whh() + (2u * h + j) * h + k] * hv;
            }
            let base = (b * to + t) * 3u * h;
            let r = sigmoid(gi[base + j] + hr);
            let z = sigmoid(gi[base + h + j] + hz);
            let n = tanh_sat(gi[base + 2u * h + j] + r * hn);
            h_new = (1.0 - z) * n + z * hs[j];
        }
        workgroupBarrier();
        hs[j] = h_new;
        workgroupBarrier();
    }
    if (j < p.NCLS) {
        var l = weights[o_bfc() + j];
        for (var k = 0u; k < h; k++) {
            l += weights[o_wfc() + j * h + k] * hs[k];
        }
        logits[j] = l;
    }
    workgroupBarrier();
    if (j < p.NCLS) {
        var m = logits[0];
        for (var k = 1u; k < p.NCLS; k++) {
            m = max(m, logits[k]);
        }
        var sum = 0.0;
        for (var k = 0u; k < p.NCLS; k++) {
            sum += exp(logits[k] - m);
        }
        probs[b * p.NCLS + j] = exp(logits[j] - m) / sum;
    }
}
