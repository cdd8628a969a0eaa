// Reference: one 256-wide workgroup per row, no sorting. The tokens are ranked by a monotone u32
// key of their logit; the nucleus's last logit level and the drawn level are found by bisecting
// that key (32 passes each, every pass a workgroup sum of exp weights over the row), and the
// drawn token among tied logits by bisecting its index (17 passes).
// @plan
// pass main dispatch(R, 1, 1)
// @end
struct Params { R: u32, V: u32 }

@group(0) @binding(0) var<storage, read> logits: array<f32>;
@group(0) @binding(1) var<storage, read> temp: array<f32>;
@group(0) @binding(2) var<storage, read> top_p: array<f32>;
@group(0) @binding(3) var<storage, read> u: array<f32>;
@group(0) @binding(4) var<storage, read_write> token: array<u32>;
@group(0) @binding(5) var<uniform> p: Params;

const WG: u32 = 256u;

var<workgroup> red: array<f32, 256>;
var<private> base: u32;
var<private> lmax: f32;
var<private> t: f32;

// Larger logit → larger key (IEEE-754 bits made monotone; −0 counts as +0).
fn key(l: f32) -> u32 {
    let b = bitcast<u32>(select(l, 0.0, l == 0.0));
    return select(b | 0x80000000u, ~b, b >= 0x80000000u);
}

// The logit of key `k`.
fn logit_of(k: u32) -> f32 {
    return bitcast<f32>(select(~k, k & 0x7fffffffu, k >= 0x80000000u));
}

fn weight(l: f32) -> f32 {
    return exp((l - lmax) / t);
}

// The workgroup's sum of `v` (every invocation gets it).
fn wg_sum(lid: u32, v: f32) -> f32 {
    red[lid] = v;
    workgroupBarrier();
    for (var s = WG / 2u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] += red[lid + s];
        }
        workgroupBarrier();
    }
    let total = red[0];
    workgroupBarrier();
    return total;
}

// The weight of the tokens whose key is at least `lo`.
fn mass_from(lid: u32, lo: u32) -> f32 {
    var acc = 0.0;
    for (var i = lid; i < p.V; i += WG) {
        let l = logits[base + i];
        if (key(l) >= lo) {
            acc += weight(l);
        }
    }
    return wg_sum(lid, acc);
}

// How many tokens with index below `limit` have key `k` (exact: counts < 2^24).
fn count_at(lid: u32, k: u32, limit: u32) -> f32 {
    var n = 0.0;
    for (var i = lid; i < min(p.V, limit); i += WG) {
        if (key(logits[base + i]) == k) {
            n += 1.0;
        }
    }
    return wg_sum(lid, n);
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) lid3: vec3<u32>) {
    let lid = lid3.x;
    let row = wid.x;
    base = row * p.V;
    t = temp[row];
    var m = logits[base];
    for (var i = lid; i < p.V; i += WG) {
        m = max(m, logits[base + i]);
    }
    red[lid] = m;
    workgroupBarrier();
    for (var s = WG / 2u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] = max(red[lid], red[lid + s]);
        }
        workgroupBarrier();
    }
    lmax = red[0];
    workgroupBarrier();
    let thr = top_p[row] * mass_from(lid, 0u);

    // The nucleus ends at logit level `cut`: the largest key with mass(key ≥ cut) ≥ thr (> 0).
    var cut = 0u;
    for (var b = 0u; b < 32u; b++) {
        let cand = cut | (0x80000000u >> b);
        let mass = mass_from(lid, cand);
        if (mass >= thr && mass > 0.0) {
            cut = cand;
        }
    }
    let above = mass_from(lid, cut + 1u);
    let ecut = weight(logit_of(cut));
    let ties = count_at(lid, cut, p.V);
    // The nucleus keeps the first `kept_ties` tokens (by index) of the cut level.
    let kept_ties = clamp(ceil((thr - above) / ecut), 1.0, ties);
    let kept = above + kept_ties * ecut;

    // The draw lands on logit level `pick`: the largest key whose nucleus mass from it is > goal.
    let goal = u[row] * kept;
    var pick = 0u;
    for (var b = 0u; b < 32u; b++) {
        let cand = pick | (0x80000000u >> b);
        let mass = select(kept, mass_from(lid, cand), cand > cut);
        if (mass > goal) {
            pick = cand;
        }
    }
    let above2 = mass_from(lid, pick + 1u);
    let epick = weight(logit_of(pick));
    let ties2 = select(count_at(lid, pick, p.V), kept_ties, pick == cut);
    let nth = clamp(floor((goal - above2) / epick) + 1.0, 1.0, ties2);

    // The nth token (by index) of that level: the largest index with fewer than nth before it.
    var idx = 0u;
    for (var b = 0u; b < 17u; b++) {
        let cand = idx | (65536u >> b);
        if (count_at(lid, pick, cand) < nth) {
            idx = cand;
        }
    }
    if (lid == 0u) {
        token[row] = idx;
    }
}
