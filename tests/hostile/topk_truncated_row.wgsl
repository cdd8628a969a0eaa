// expect: mismatch
// task: l1_topk
// why: a scan sized for the shapes it was shown: each of a row's 64 invocations reads a fixed 128
//      columns (lid, lid + 64, …), so only the first 8,192 columns of a row (twice the `ci`
//      shape's C) are searched. Rows are up to 131,072 long; at the corner C = 131,072 a row's
//      largest value lies past column 8,192 fifteen times in sixteen, so it fails there; every
//      shape with C ≤ 8,192 passes.
struct Params { R: u32, C: u32, K: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> vals: array<f32>;
@group(0) @binding(2) var<storage, read_write> idx: array<u32>;
@group(0) @binding(3) var<uniform> p: Params;

var<workgroup> wv: array<f32, 64>;
var<workgroup> wi: array<u32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let r = wid.x;
    if (r >= p.R) {
        return;
    }
    var v: array<f32, 16>;
    var ix: array<u32, 16>;
    var n = 0u;
    for (var j = 0u; j < 128u; j++) {
        let c = lid + 64u * j;
        if (c >= p.C) {
            break;
        }
        let x = X[r * p.C + c];
        if (n < p.K || x > v[p.K - 1u]) {
            var k = min(n, p.K - 1u);
            while (k > 0u && v[k - 1u] < x) {
                v[k] = v[k - 1u];
                ix[k] = ix[k - 1u];
                k--;
            }
            v[k] = x;
            ix[k] = c;
            n = min(n + 1u, p.K);
        }
    }
    var head = 0u;
    for (var k = 0u; k < p.K; k++) {
        var hv = -0x1.fffffep+127f;
        var hi = 0xffffffffu;
        if (head < n) {
            hv = v[head];
            hi = ix[head];
        }
        wv[lid] = hv;
        wi[lid] = hi;
        workgroupBarrier();
        for (var s = 32u; s > 0u; s >>= 1u) {
            if (lid < s && (wv[lid + s] > wv[lid] || (wv[lid + s] == wv[lid] && wi[lid + s] < wi[lid]))) {
                wv[lid] = wv[lid + s];
                wi[lid] = wi[lid + s];
            }
            workgroupBarrier();
        }
        let best = wi[0];
        if (lid == 0u) {
            vals[r * p.K + k] = wv[0];
            idx[r * p.K + k] = best;
        }
        if (hi == best) {
            head++;
        }
        workgroupBarrier();
    }
}
