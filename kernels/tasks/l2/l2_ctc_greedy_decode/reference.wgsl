// @plan
// pass frame_best dispatch(T, B, 1)
// pass collapse dispatch(B, 1, 1)
// scratch best u32 B * T
// scratch term f32 B * T
// @end
// Reference: one 64-invocation workgroup per (frame, utterance) finds the frame's argmax (lowest
// class on ties) and its log-softmax term −log Σ exp(x − m) with an online max-shifted sum merged
// in workgroup memory; then one 256-invocation workgroup per utterance walks its frames 256 at a
// time, scans the keep flags to place each kept label, and sums the terms (per invocation, then its
// 256 partial sums in order).
struct Params { B: u32, T: u32, V: u32, BLANK_LAST: u32 }

@group(0) @binding(0) var<storage, read> logits: array<f32>;
@group(0) @binding(1) var<storage, read> frames: array<u32>;
@group(0) @binding(2) var<storage, read_write> tokens: array<u32>;
@group(0) @binding(3) var<storage, read_write> lengths: array<u32>;
@group(0) @binding(4) var<storage, read_write> score: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;
@group(0) @binding(6) var<storage, read_write> best: array<u32>;
@group(0) @binding(7) var<storage, read_write> term: array<f32>;

const NONE: u32 = 4294967295u;
const LOWEST: f32 = -3.0e38;

var<workgroup> wm: array<f32, 64>;
var<workgroup> ws: array<f32, 64>;
var<workgroup> wi: array<u32, 64>;

@compute @workgroup_size(64)
fn frame_best(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = (wid.y * p.T + wid.x) * p.V;
    var m = LOWEST;
    var s = 0.0;
    var idx = NONE;
    for (var v = lid; v < p.V; v += 64u) {
        let x = logits[base + v];
        if (x > m) {
            s = s * exp(m - x) + 1.0;
            m = x;
            idx = v;
        } else {
            s += exp(x - m);
        }
    }
    wm[lid] = m;
    ws[lid] = s;
    wi[lid] = idx;
    workgroupBarrier();
    for (var off = 32u; off > 0u; off >>= 1u) {
        if (lid < off) {
            let m1 = wm[lid];
            let m2 = wm[lid + off];
            let mx = max(m1, m2);
            ws[lid] = ws[lid] * exp(m1 - mx) + ws[lid + off] * exp(m2 - mx);
            if (m2 > m1 || (m2 == m1 && wi[lid + off] < wi[lid])) {
                wi[lid] = wi[lid + off];
            }
            wm[lid] = mx;
        }
        workgroupBarrier();
    }
    if (lid == 0u) {
        best[wid.y * p.T + wid.x] = wi[0];
        term[wid.y * p.T + wid.x] = -log(ws[0]);
    }
}

var<workgroup> scan: array<u32, 256>;
var<workgroup> sums: array<f32, 256>;

// Inclusive scan of one value per invocation across the workgroup.
fn workgroup_scan(lid: u32, v: u32) -> u32 {
    scan[lid] = v;
    workgroupBarrier();
    for (var off = 1u; off < 256u; off <<= 1u) {
        var t = 0u;
        if (lid >= off) {
            t = scan[lid - off];
        }
        workgroupBarrier();
        scan[lid] = scan[lid] + t;
        workgroupBarrier();
    }
    return scan[lid];
}

@compute @workgroup_size(256)
fn collapse(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let b = wid.x;
    let n = frames[b];
    let row = b * p.T;
    let blank = p.BLANK_LAST * (p.V - 1u);
    var placed = 0u;
    var total = 0.0;
    for (var c = 0u; c < p.T; c += 256u) {
        let t = c + lid;
        var keep = 0u;
        if (t < n) {
            let a = best[row + t];
            total += term[row + t];
            if (a != blank && (t == 0u || a != best[row + t - 1u])) {
                keep = 1u;
            }
        }
        let incl = workgroup_scan(lid, keep);
        if (keep == 1u) {
            tokens[row + placed + incl - 1u] = best[row + t];
        }
        placed += scan[255];
        workgroupBarrier();
    }
    for (var j = placed + lid; j < p.T; j += 256u) {
        tokens[row + j] = NONE;
    }
    sums[lid] = total;
    workgroupBarrier();
    if (lid == 0u) {
        var acc = 0.0;
        for (var k = 0u; k < 256u; k++) {
            acc += sums[k];
        }
        lengths[b] = placed;
        score[b] = acc;
    }
}
