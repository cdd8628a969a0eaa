// @plan
// pass logits dispatch(ceil_div(T * E, 256), 1, 1)
// pass route threads(T, 1, 1)
// pass count dispatch(E, 1, 1)
// pass scan threads(1, 1, 1)
// pass place dispatch(E, 1, 1)
// scratch lg f32 T * E
// @end
// Reference: one invocation per (token, expert) sums its logit (exact in f32 in any order); one
// invocation per token takes the max-shifted softmax sum and picks the K experts by K selection
// rounds over the logits (descending, lower id on ties); one 256-invocation workgroup per expert
// counts its assignments (each invocation a contiguous chunk of the T·K flat slots, then a tree
// sum); one invocation prefix-sums the counts into the offsets; and one workgroup per expert counts
// again per chunk, scans the 256 chunk counts and writes each chunk's assignments in flat order.
struct Params { T: u32, D: u32, E: u32, K: u32, NORM: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> Wg: array<f32>;
@group(0) @binding(2) var<storage, read_write> ids: array<u32>;
@group(0) @binding(3) var<storage, read_write> w: array<f32>;
@group(0) @binding(4) var<storage, read_write> counts: array<u32>;
@group(0) @binding(5) var<storage, read_write> offsets: array<u32>;
@group(0) @binding(6) var<storage, read_write> dispatch: array<u32>;
@group(0) @binding(7) var<uniform> p: Params;
@group(0) @binding(8) var<storage, read_write> lg: array<f32>;

var<workgroup> part: array<u32, 256>;

@compute @workgroup_size(256)
fn logits(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= p.T * p.E) {
        return;
    }
    let t = i / p.E;
    let e = i % p.E;
    var acc = 0.0;
    for (var d = 0u; d < p.D; d++) {
        acc += x[t * p.D + d] * Wg[d * p.E + e];
    }
    lg[i] = acc;
}

@compute @workgroup_size(64)
fn route(@builtin(global_invocation_id) gid: vec3<u32>) {
    let t = gid.x;
    if (t >= p.T) {
        return;
    }
    let row = t * p.E;
    var m = lg[row];
    for (var e = 1u; e < p.E; e++) {
        m = max(m, lg[row + e]);
    }
    var all = 0.0;
    for (var e = 0u; e < p.E; e++) {
        all += exp(lg[row + e] - m);
    }
    // Selection rounds: the next expert is the best one ranked after the previous pick in the
    // order (logit descending, id ascending).
    var kept = 0.0;
    var pl = 0.0;
    var pe = 0u;
    for (var j = 0u; j < p.K; j++) {
        var bl = 0.0;
        var be = 0xffffffffu;
        for (var e = 0u; e < p.E; e++) {
            let v = lg[row + e];
            let after = j == 0u || v < pl || (v == pl && e > pe);
            if (after && (be == 0xffffffffu || v > bl)) {
                bl = v;
                be = e;
            }
        }
        ids[t * p.K + j] = be;
        kept += exp(bl - m);
        pl = bl;
        pe = be;
    }
    let denom = select(all, kept, p.NORM == 1u);
    for (var j = 0u; j < p.K; j++) {
        w[t * p.K + j] = exp(lg[row + ids[t * p.K + j]] - m) / denom;
    }
}

// The number of flat slots in [lid·chunk, (lid + 1)·chunk) that chose expert e.
fn chunk_count(e: u32, lid: u32) -> u32 {
    let n = p.T * p.K;
    let chunk = (n + 255u) / 256u;
    let hi = min(lid * chunk + chunk, n);
    var c = 0u;
    for (var i = lid * chunk; i < hi; i++) {
        c += select(0u, 1u, ids[i] == e);
    }
    return c;
}

@compute @workgroup_size(256)
fn count(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let e = wid.x;
    part[lid] = chunk_count(e, lid);
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (lid < s) {
            part[lid] += part[lid + s];
        }
        workgroupBarrier();
    }
    if (lid == 0u) {
        counts[e] = part[0];
    }
}

@compute @workgroup_size(1)
fn scan() {
    var acc = 0u;
    offsets[0] = 0u;
    for (var e = 0u; e < p.E; e++) {
        acc += counts[e];
        offsets[e + 1u] = acc;
    }
}

@compute @workgroup_size(256)
fn place(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let e = wid.x;
    part[lid] = chunk_count(e, lid);
    workgroupBarrier();
    // Invocation 0 turns the chunk counts into exclusive prefix sums, in chunk order.
    if (lid == 0u) {
        var acc = 0u;
        for (var c = 0u; c < 256u; c++) {
            let v = part[c];
            part[c] = acc;
            acc += v;
        }
    }
    workgroupBarrier();
    let n = p.T * p.K;
    let chunk = (n + 255u) / 256u;
    let hi = min(lid * chunk + chunk, n);
    var at = offsets[e] + part[lid];
    for (var i = lid * chunk; i < hi; i++) {
        if (i < n && ids[i] == e) {
            dispatch[at] = i;
            at++;
        }
    }
}
