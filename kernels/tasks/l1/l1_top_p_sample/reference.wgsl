// Reference: one 256-wide workgroup per row, no sorting. The tokens are ranked by a monotone u32
// key of their logit; the nucleus's last logit level and the drawn level are found by bisecting
// that key (32 passes each, every pass a workgroup sum of exp weights over the row), and the
// drawn token among tied logits by bisecting its index (⌊log2 V⌋ + 1 passes). Each pass reads
// V / 256 logits per invocation: about 88 passes stay under 49,000 loop iterations per invocation
// at V = 131,072.
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

var<workgroup> red: array<f32, WG>;
var<workgroup> part: array<f32, 16>;
var<workgroup> top: atomic<u32>;
var<private> base: u32;
var<private> lmax: f32;
var<private> t: f32;

// Larger logit → larger key (IEEE-754 bits made monotone; −0 counts as +0).
fn key(l: f32) -> u32 {
    let b = bitcast<u32>(select(l, 0.0, l == 0.0));
    return select(b | 0x80000000u, ~b, (b >> 31u) == 1u);
}

// The logit of key `k`.
fn logit_of(k: u32) -> f32 {
    return bitcast<f32>(select(~k, k & 0x7fffffffu, k >= 0x80000000u));
}

fn weight(l: f32) -> f32 {
    return exp((l - lmax) / t);
}

// The workgroup's sum of `v`, the same in every invocation: 16 invocations each add 16 values,
// then every invocation adds the 16 partial sums in order. Two barriers per call (a tree takes
// nine, and barriers dominate the time on software adapters): the next call writes `red` only
// after everyone passed this call's second barrier, and `part` only after its own first one.
fn wg_sum(lid: u32, v: f32) -> f32 {
    red[lid] = v;
    workgroupBarrier();
    if (lid < 16u) {
        var s = 0.0;
        for (var i = 0u; i < 16u; i++) {
            s += red[16u * lid + i];
        }
        part[lid] = s;
    }
    workgroupBarrier();
    var total = 0.0;
    for (var i = 0u; i < 16u; i++) {
        total += part[i];
    }
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

// The weight of the whole row.
fn total_mass(lid: u32) -> f32 {
    var acc = 0.0;
    for (var i = lid; i < p.V; i += WG) {
        acc += weight(logits[base + i]);
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

@compute @workgroup_size(WG)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) lid3: vec3<u32>) {
    let lid = lid3.x;
    let row = wid.x;
    base = row * p.V;
    t = temp[row];
    // The row maximum, as the largest key (workgroup memory starts zeroed, below every key).
    var m = key(logits[base]);
    for (var i = lid; i < p.V; i += WG) {
        m = max(m, key(logits[base + i]));
    }
    atomicMax(&top, m);
    workgroupBarrier();
    lmax = logit_of(atomicLoad(&top));
    let thr = top_p[row] * total_mass(lid);

    // The nucleus ends at logit level `cut`: the largest key with mass(key ≥ cut) ≥ thr (> 0).
    var cut = 0u;
    for (var bit = 0x80000000u; bit > 0u; bit >>= 1u) {
        let cand = cut | bit;
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
    for (var bit = 0x80000000u; bit > 0u; bit >>= 1u) {
        let cand = pick | bit;
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
    for (var bit = 1u << firstLeadingBit(p.V); bit > 0u; bit >>= 1u) {
        let cand = idx | bit;
        if (count_at(lid, pick, cand) < nth) {
            idx = cand;
        }
    }
    // Every invocation holds the same idx.
    token[row] = idx;
}
