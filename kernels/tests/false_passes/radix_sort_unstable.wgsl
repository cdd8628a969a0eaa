// @plan
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// pass histogram dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_digits dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// scratch counts u32 16 * ceil_div(N, 4096)
// scratch tmp_keys u32 N
// scratch tmp_values u32 N
// scratch state u32 1
// @end
// A sort that is not stable: the reference with eight more digit passes, over the values' digits
// before the keys', so it sorts the pairs by (key, value) — as a kernel that sorts packed 64-bit
// (key, value) words does. The keys come out sorted, and where keys are distinct the values too;
// equal keys come out by value, not in input order.
struct Params { N: u32 }

@group(0) @binding(0) var<storage, read> keys: array<u32>;
@group(0) @binding(1) var<storage, read> values: array<u32>;
@group(0) @binding(2) var<storage, read_write> keys_out: array<u32>;
@group(0) @binding(3) var<storage, read_write> values_out: array<u32>;
@group(0) @binding(4) var<uniform> p: Params;
@group(0) @binding(5) var<storage, read_write> counts: array<u32>;
@group(0) @binding(6) var<storage, read_write> tmp_keys: array<u32>;
@group(0) @binding(7) var<storage, read_write> tmp_values: array<u32>;
@group(0) @binding(8) var<storage, read_write> state: array<u32>;

// Pairs per invocation and per 256-invocation workgroup.
const E: u32 = 16u;
const BLOCK: u32 = 4096u;

var<workgroup> tmp: array<u32, 256>;
var<workgroup> digit_count: array<atomic<u32>, 16>;
var<workgroup> ranks: array<array<u32, 8>, 256>;

// Inclusive scan of one value per invocation across the workgroup.
fn workgroup_scan(lid: u32, v: u32) -> u32 {
    tmp[lid] = v;
    workgroupBarrier();
    for (var off = 1u; off < 256u; off <<= 1u) {
        var t = 0u;
        if (lid >= off) {
            t = tmp[lid - off];
        }
        workgroupBarrier();
        tmp[lid] = tmp[lid] + t;
        workgroupBarrier();
    }
    return tmp[lid];
}

fn blocks() -> u32 {
    return (p.N + BLOCK - 1u) / BLOCK;
}

// Key i as digit pass `stage` reads it.
fn key_at(stage: u32, i: u32) -> u32 {
    if (stage == 0u) {
        return keys[i];
    }
    if (stage % 2u == 1u) {
        return tmp_keys[i];
    }
    return keys_out[i];
}

// Value i as digit pass `stage` reads it.
fn value_at(stage: u32, i: u32) -> u32 {
    if (stage == 0u) {
        return values[i];
    }
    if (stage % 2u == 1u) {
        return tmp_values[i];
    }
    return values_out[i];
}

// The 4-bit digit of pair i that digit pass `stage` sorts by: the value's for stage < 8, then the key's.
fn digit(stage: u32, i: u32) -> u32 {
    if (stage < 8u) {
        return (value_at(stage, i) >> (4u * stage)) & 15u;
    }
    return (key_at(stage, i) >> (4u * (stage - 8u))) & 15u;
}

@compute @workgroup_size(256)
fn histogram(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let stage = state[0];
    let base = wid.x * BLOCK + lid * E;
    for (var j = 0u; j < E; j++) {
        if (base + j < p.N) {
            atomicAdd(&digit_count[digit(stage, base + j)], 1u);
        }
    }
    workgroupBarrier();
    if (lid < 16u) {
        counts[lid * blocks() + wid.x] = atomicLoad(&digit_count[lid]);
    }
}

@compute @workgroup_size(256)
fn scan_digits(@builtin(local_invocation_index) lid: u32) {
    let total = 16u * blocks();
    let per = (total + 255u) / 256u;
    let start = lid * per;
    var run = 0u;
    for (var k = 0u; k < per; k++) {
        if (start + k < total) {
            run += counts[start + k];
        }
    }
    var at = workgroup_scan(lid, run) - run;
    for (var k = 0u; k < per; k++) {
        if (start + k < total) {
            let c = counts[start + k];
            counts[start + k] = at;
            at += c;
        }
    }
    if (lid == 0u) {
        state[0] = state[0] + 1u;
    }
}

@compute @workgroup_size(256)
fn scatter(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let stage = state[0] - 1u;
    let base = wid.x * BLOCK + lid * E;
    // This invocation's count of each digit, two 16-bit counters per u32 (a block's ≤ 4096 fit).
    var mine = array<u32, 8>();
    for (var j = 0u; j < E; j++) {
        if (base + j < p.N) {
            let d = digit(stage, base + j);
            mine[d / 2u] += 1u << (16u * (d % 2u));
        }
    }
    // Inclusive scan of the packed counters across the workgroup (no field carries: sums ≤ 4096).
    for (var q = 0u; q < 8u; q++) {
        ranks[lid][q] = mine[q];
    }
    workgroupBarrier();
    for (var off = 1u; off < 256u; off <<= 1u) {
        let t = ranks[select(lid, lid - off, lid >= off)];
        workgroupBarrier();
        if (lid >= off) {
            for (var q = 0u; q < 8u; q++) {
                ranks[lid][q] += t[q];
            }
        }
        workgroupBarrier();
    }
    // Exclusive: the pairs of each digit in earlier invocations of the block.
    var before = ranks[lid];
    for (var q = 0u; q < 8u; q++) {
        before[q] -= mine[q];
    }
    for (var j = 0u; j < E; j++) {
        let i = base + j;
        if (i < p.N) {
            let k = key_at(stage, i);
            let d = digit(stage, i);
            let shift = 16u * (d % 2u);
            let at = counts[d * blocks() + wid.x] + ((before[d / 2u] >> shift) & 0xFFFFu);
            before[d / 2u] += 1u << shift;
            if (stage % 2u == 1u) {
                keys_out[at] = k;
                values_out[at] = value_at(stage, i);
            } else {
                tmp_keys[at] = k;
                tmp_values[at] = value_at(stage, i);
            }
        }
    }
}
