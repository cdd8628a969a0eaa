// @plan
// pass scan_blocks dispatch(ceil_div(N, 4096), 1, 1)
// pass scan_sums dispatch(1, 1, 1)
// pass add_offsets dispatch(ceil_div(N, 4096), 1, 1)
// scratch sums u32 ceil_div(N, 4096)
// @end
// Reference: scan-then-propagate. Each 256-invocation workgroup scans a block of 4096 elements
// (16 consecutive per invocation, then a Hillis–Steele scan in workgroup memory) and records the
// block total; one workgroup scans the totals; a last pass adds each block's offset.
struct Params { N: u32 }

@group(0) @binding(0) var<storage, read> x: array<u32>;
@group(0) @binding(1) var<storage, read_write> y: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;
@group(0) @binding(3) var<storage, read_write> sums: array<u32>;

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

@compute @workgroup_size(256)
fn scan_blocks(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * BLOCK + lid * E;
    var v: array<u32, E>;
    var run = 0u;
    for (var j = 0u; j < E; j++) {
        if (base + j < p.N) {
            run += x[base + j];
        }
        v[j] = run;
    }
    let before = workgroup_scan(lid, run) - run;
    for (var j = 0u; j < E; j++) {
        if (base + j < p.N) {
            y[base + j] = v[j] + before;
        }
    }
    if (lid == 255u) {
        sums[wid.x] = before + run;
    }
}

@compute @workgroup_size(256)
fn scan_sums(@builtin(local_invocation_index) lid: u32) {
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
}

@compute @workgroup_size(256)
fn add_offsets(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    if (wid.x == 0u) {
        return;
    }
    let offset = sums[wid.x - 1u];
    for (var j = 0u; j < E; j++) {
        let i = wid.x * BLOCK + j * 256u + lid;
        if (i < p.N) {
            y[i] += offset;
        }
    }
}
