// Reference: the layer-by-layer graph a framework runs — one invocation per (frame, channel) for each
// valid TDNN layer (conv + bias, ReLU, folded BN), one invocation per channel for the statistics
// pooling (two passes over the frames: the mean, then the squared deviations from it), then one
// 128-wide workgroup for the embedding Linear and its L2 normalisation.
// @plan
// pass tdnn1 threads((T - 4) * C, 1, 1)
// pass tdnn2 threads((T - 8) * C, 1, 1)
// pass tdnn3 threads((T - 14) * C, 1, 1)
// pass pool threads(C, 1, 1)
// pass embed dispatch(1, 1, 1)
// scratch h1 f32 (T - 4) * C
// scratch h2 f32 (T - 8) * C
// scratch h3 f32 (T - 14) * C
// @end
struct Params { T: u32, F: u32, C: u32, E: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read> beta3: array<f32>;
@group(0) @binding(3) var<storage, read_write> emb: array<f32>;
@group(0) @binding(4) var<storage, read_write> stats: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;
// h1 [T − 4, C], h2 [T − 8, C], h3 [T − 14, C]: the three TDNN layers' outputs.
@group(0) @binding(6) var<storage, read_write> h1: array<f32>;
@group(0) @binding(7) var<storage, read_write> h2: array<f32>;
@group(0) @binding(8) var<storage, read_write> h3: array<f32>;

// Offsets into `weights` (see the task's layout).
fn o_b1() -> u32 { return 5u * p.C * p.F; }
fn o_w2() -> u32 { return o_b1() + 3u * p.C; }
fn o_b2() -> u32 { return o_w2() + 3u * p.C * p.C; }
fn o_w3() -> u32 { return o_b2() + 3u * p.C; }
fn o_b3() -> u32 { return o_w3() + 3u * p.C * p.C; }
fn o_wl() -> u32 { return o_b3() + 2u * p.C; }
fn o_bl() -> u32 { return o_wl() + 2u * p.C * p.E; }

@compute @workgroup_size(64)
fn tdnn1(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let n = p.T - 4u;
    if (i >= n * p.C) {
        return;
    }
    let c = i % p.C;
    let t = i / p.C;
    var acc = weights[o_b1() + c];
    for (var j = 0u; j < 5u; j++) {
        for (var f = 0u; f < p.F; f++) {
            acc += weights[(c * p.F + f) * 5u + j] * x[(t + j) * p.F + f];
        }
    }
    h1[i] = weights[o_b1() + p.C + c] * max(acc, 0.0) + weights[o_b1() + 2u * p.C + c];
}

@compute @workgroup_size(64)
fn tdnn2(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let n = p.T - 8u;
    if (i >= n * p.C) {
        return;
    }
    let c = i % p.C;
    let t = i / p.C;
    var acc = weights[o_b2() + c];
    for (var j = 0u; j < 3u; j++) {
        for (var k = 0u; k < p.C; k++) {
            acc += weights[o_w2() + (c * p.C + k) * 3u + j] * h1[(t + 2u * j) * p.C + k];
        }
    }
    h2[i] = weights[o_b2() + p.C + c] * max(acc, 0.0) + weights[o_b2() + 2u * p.C + c];
}

@compute @workgroup_size(64)
fn tdnn3(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let n = p.T - 14u;
    if (i >= n * p.C) {
        return;
    }
    let c = i % p.C;
    let t = i / p.C;
    var acc = weights[o_b3() + c];
    for (var j = 0u; j < 3u; j++) {
        for (var k = 0u; k < p.C; k++) {
            acc += weights[o_w3() + (c * p.C + k) * 3u + j] * h2[(t + 3u * j) * p.C + k];
        }
    }
    h3[i] = weights[o_b3() + p.C + c] * max(acc, 0.0) + beta3[c];
}

@compute @workgroup_size(64)
fn pool(@builtin(global_invocation_id) g: vec3<u32>) {
    let c = g.x;
    if (c >= p.C) {
        return;
    }
    let n = p.T - 14u;
    var sum = 0.0;
    for (var t = 0u; t < n; t++) {
        sum += h3[t * p.C + c];
    }
    let mean = sum / f32(n);
    var sq = 0.0;
    for (var t = 0u; t < n; t++) {
        let d = h3[t * p.C + c] - mean;
        sq += d * d;
    }
    stats[c] = mean;
    stats[p.C + c] = sqrt(sq / f32(n) + 1e-5);
}

var<workgroup> ys: array<f32, 128>;

@compute @workgroup_size(128)
fn embed(@builtin(local_invocation_id) l: vec3<u32>) {
    let e = l.x;
    if (e < p.E) {
        var acc = weights[o_bl() + e];
        for (var j = 0u; j < 2u * p.C; j++) {
            acc += weights[o_wl() + e * 2u * p.C + j] * stats[j];
        }
        ys[e] = acc;
    }
    workgroupBarrier();
    var ss = 0.0;
    for (var k = 0u; k < p.E; k++) {
        ss += ys[k] * ys[k];
    }
    if (e < p.E) {
        emb[e] = ys[e] / max(sqrt(ss), 1e-12);
    }
}
