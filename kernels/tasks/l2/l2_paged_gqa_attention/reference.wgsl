// Reference: one 256-wide workgroup per (query head, query token, sequence), no scratch buffer.
// The keys are taken in chunks of up to 2048 (their scores live in workgroup memory) with an
// online softmax: per chunk, invocation lid scores keys lid, lid + 256, … (q·k/√D through the
// block table), tree reductions give the chunk's max and exp sum, and the running sum and the
// partial outputs are rescaled by exp(old max − new max). For the weighted sum of V the
// invocations split as (d, part): d = lid mod D, part = lid / D of ⌊256 / D⌋ parts, each part
// summing every ⌊256 / D⌋-th key of the chunk; the parts are added at the end. No invocation
// loops more than ≈ 16,500 times at NP·P = 16,384 keys and D = 128.
// @plan
// pass attend dispatch(HKV * G, T, B)
// @end
struct Params { B: u32, T: u32, HKV: u32, G: u32, D: u32, P: u32, NP: u32, NPHYS: u32 }

@group(0) @binding(0) var<storage, read> q: array<f32>;
@group(0) @binding(1) var<storage, read> k_cache: array<f32>;
@group(0) @binding(2) var<storage, read> v_cache: array<f32>;
@group(0) @binding(3) var<storage, read> block_table: array<u32>;
@group(0) @binding(4) var<storage, read> seq_lens: array<u32>;
@group(0) @binding(5) var<storage, read_write> out: array<f32>;
@group(0) @binding(6) var<uniform> p: Params;

const CHUNK: u32 = 2048u;

var<workgroup> sc: array<f32, 2048>;
var<workgroup> red: array<f32, 256>;

// Offset of token j's vector for KV head kvh of sequence b in k_cache / v_cache.
fn kv_offset(b: u32, j: u32, kvh: u32) -> u32 {
    let page = block_table[b * p.NP + j / p.P];
    return ((page * p.P + j % p.P) * p.HKV + kvh) * p.D;
}

// The maximum (is_max) or the sum of v over the workgroup; every invocation gets it.
fn reduce(lid: u32, v: f32, is_max: bool) -> f32 {
    red[lid] = v;
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] = select(red[lid] + red[lid + s], max(red[lid], red[lid + s]), is_max);
        }
        workgroupBarrier();
    }
    let r = red[0];
    workgroupBarrier();
    return r;
}

@compute @workgroup_size(256)
fn attend(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let h = wid.x;
    let t = wid.y;
    let b = wid.z;
    let kvh = h / p.G;
    let n = seq_lens[b] - p.T + t + 1u;
    let qo = ((b * p.T + t) * p.HKV * p.G + h) * p.D;
    let scale = 1.0 / sqrt(f32(p.D));
    let parts = max(256u / p.D, 1u);
    let d = lid % p.D;
    let part = lid / p.D;
    let in_part = part < parts;
    var run_max = -3.0e38;
    var run_sum = 0.0;
    var acc = 0.0;
    for (var c0 = 0u; c0 < n; c0 += CHUNK) {
        let cnt = min(CHUNK, n - c0);
        var m = -3.0e38;
        for (var j = lid; j < cnt; j += 256u) {
            let ko = kv_offset(b, c0 + j, kvh);
            var dot = 0.0;
            for (var e = 0u; e < p.D; e++) {
                dot += q[qo + e] * k_cache[ko + e];
            }
            sc[j] = dot * scale;
            m = max(m, dot * scale);
        }
        let new_max = max(run_max, reduce(lid, m, true));
        let rescale = exp(run_max - new_max);
        var s = 0.0;
        for (var j = lid; j < cnt; j += 256u) {
            let e = exp(sc[j] - new_max);
            sc[j] = e;
            s += e;
        }
        run_sum = run_sum * rescale + reduce(lid, s, false);
        run_max = new_max;
        if (in_part) {
            var a = 0.0;
            for (var j = part; j < cnt; j += parts) {
                a += sc[j] * v_cache[kv_offset(b, c0 + j, kvh) + d];
            }
            acc = acc * rescale + a;
        }
        workgroupBarrier();
    }
    red[lid] = select(0.0, acc, in_part);
    workgroupBarrier();
    if (part == 0u) {
        var total = 0.0;
        for (var k = 0u; k < parts; k++) {
            total += red[k * p.D + d];
        }
        out[qo + d] = total / run_sum;
    }
}
