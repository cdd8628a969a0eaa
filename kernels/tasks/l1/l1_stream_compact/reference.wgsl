// @plan
// pass count_blocks dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_counts dispatch(1, 1, 1)
// pass scatter dispatch(ceil_div(N, 4096), 1, 1)
// scratch sums u32 ceil_div(N, 4096)
// @end
// Reference: count, scan, scatter. Each 256-invocation workgroup counts the kept elements of a
// block of 4096 (16 consecutive per invocation) into a scratch total; one workgroup scans the
// totals and writes count; a last pass rescans each block's flags in workgroup memory and writes
// every kept element at its block's offset plus its rank in the block, and 0 at y[i] for i ≥ count.
struct Params { N: u32, T: f32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<storage, read_write> count: array<u32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> sums: array<u32>;

// Elements per invocation and per 256-invocation workgroup. 16 rather than 4: each workgroup's
// scan costs 17 barriers, which software adapters pay per workgroup (SwiftShader spent seconds
// on the 16,384 workgroups of N = 16,777,216 at 1,024 per block).
const E: u32 = 16u;
const BLOCK: u32 = 4096u;

var<workgroup> tmp: array<u32, 256>;

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

// Whether element i exists and is kept.
fn kept(i: u32) -> bool {
    return i < p.N && x[i] > p.T;
}

@compute @workgroup_size(256)
fn count_blocks(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * BLOCK + lid * E;
    var n = 0u;
    for (var j = 0u; j < E; j++) {
        n += u32(kept(base + j));
    }
    let total = workgroup_scan(lid, n);
    if (lid == 255u) {
        sums[wid.x] = total;
    }
}

@compute @workgroup_size(256)
fn scan_counts(@builtin(local_invocation_index) lid: u32) {
    let blocks = (p.N + BLOCK - 1u) / BLOCK;
    let per = (blocks + 255u) / 256u;
    let start = lid * per;
    var run = 0u;
    for (var k = 0u; k < per; k++) {
        if (start + k < blocks) {
            run += sums[start + k];
            sums[start + k] = run;
        }
    }
    let before = workgroup_scan(lid, run) - run;
    for (var k = 0u; k < per; k++) {
        if (start + k < blocks) {
            sums[start + k] += before;
        }
    }
    if (lid == 0u) {
        count[0] = tmp[255];
    }
}

@compute @workgroup_size(256)
fn scatter(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * BLOCK + lid * E;
    var n = 0u;
    for (var j = 0u; j < E; j++) {
        n += u32(kept(base + j));
    }
    var at = workgroup_scan(lid, n) - n;
    if (wid.x > 0u) {
        at += sums[wid.x - 1u];
    }
    let total = sums[(p.N + BLOCK - 1u) / BLOCK - 1u];
    for (var j = 0u; j < E; j++) {
        let i = base + j;
        if (kept(i)) {
            y[at] = x[i];
            at += 1u;
        }
        if (i < p.N && i >= total) {
            y[i] = 0.0;
        }
    }
}
