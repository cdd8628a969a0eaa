// Reference: one 64-wide workgroup per (query head, query token, sequence). Each invocation scores
// keys j = lid, lid + 64, … through the block table (q·k/√D) into a scratch row and keeps their
// max; shared-memory tree reductions give the row max and the exp sum; then each invocation
// accumulates output dims d = lid, lid + 64, … over the keys.
// @plan
// pass attend dispatch(HKV * G, T, B)
// scratch S f32 B * T * HKV * G * NP * P
// @end
struct Params { B: u32, T: u32, HKV: u32, G: u32, D: u32, P: u32, NP: u32, NPHYS: u32 }

@group(0) @binding(0) var<storage, read> q: array<f32>;
@group(0) @binding(1) var<storage, read> k_cache: array<f32>;
@group(0) @binding(2) var<storage, read> v_cache: array<f32>;
@group(0) @binding(3) var<storage, read> block_table: array<u32>;
@group(0) @binding(4) var<storage, read> seq_lens: array<u32>;
@group(0) @binding(5) var<storage, read_write> out: array<f32>;
@group(0) @binding(6) var<uniform> p: Params;
@group(0) @binding(7) var<storage, read_write> S: array<f32>;

var<workgroup> red: array<f32, 64>;

// Offset of token j's vector for KV head kvh of sequence b in k_cache / v_cache.
fn kv_offset(b: u32, j: u32, kvh: u32) -> u32 {
    let page = block_table[b * p.NP + j / p.P];
    return ((page * p.P + j % p.P) * p.HKV + kvh) * p.D;
}

@compute @workgroup_size(64)
fn attend(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let h = wid.x;
    let t = wid.y;
    let b = wid.z;
    let kvh = h / p.G;
    let n = seq_lens[b] - p.T + t + 1u;
    let row = (b * p.T + t) * p.HKV * p.G + h;
    let qo = row * p.D;
    let so = row * p.NP * p.P;
    let scale = 1.0 / sqrt(f32(p.D));
    var m = -3.0e38;
    for (var j = lid; j < n; j += 64u) {
        let ko = kv_offset(b, j, kvh);
        var acc = 0.0;
        for (var d = 0u; d < p.D; d++) {
            acc += q[qo + d] * k_cache[ko + d];
        }
        S[so + j] = acc * scale;
        m = max(m, acc * scale);
    }
    red[lid] = m;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] = max(red[lid], red[lid + s]);
        }
        workgroupBarrier();
    }
    let row_max = red[0];
    workgroupBarrier();
    var sum = 0.0;
    for (var j = lid; j < n; j += 64u) {
        let e = exp(S[so + j] - row_max);
        S[so + j] = e;
        sum += e;
    }
    red[lid] = sum;
    storageBarrier();
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] += red[lid + s];
        }
        workgroupBarrier();
    }
    let inv = 1.0 / red[0];
    for (var d = lid; d < p.D; d += 64u) {
        var acc = 0.0;
        for (var j = 0u; j < n; j++) {
            acc += S[so + j] * v_cache[kv_offset(b, j, kvh) + d];
        }
        out[qo + d] = acc * inv;
    }
}
