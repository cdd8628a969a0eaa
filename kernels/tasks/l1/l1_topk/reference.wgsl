// Reference: one 64-invocation workgroup per row. Each invocation scans the columns lid, lid + 64,
// … keeping a sorted top-K list in registers (insertion sort; a value equal to a kept one goes
// after it, so equal values stay in column order). Then K rounds: a workgroup tree reduction
// picks the best head of the 64 lists (larger value, then smaller column), and its owner moves
// on to its next entry.
struct Params { R: u32, C: u32, K: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> vals: array<f32>;
@group(0) @binding(2) var<storage, read_write> idx: array<u32>;
@group(0) @binding(3) var<uniform> p: Params;

// A list that is used up offers the lowest f32 at no column: every element beats it.
const NONE_V: f32 = -0x1.fffffep+127f;
const NONE_I: u32 = 0xffffffffu;

var<workgroup> wv: array<f32, 64>;
var<workgroup> wi: array<u32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    // The launch is exactly R workgroups.
    let r = wid.x;
    var v: array<f32, 16>;
    var ix: array<u32, 16>;
    var n = 0u;
    for (var c = lid; c < p.C; c += 64u) {
        let x = X[r * p.C + c];
        if (n < p.K || x > v[p.K - 1u]) {
            var j = min(n, p.K - 1u);
            while (j > 0u && v[j - 1u] < x) {
                v[j] = v[j - 1u];
                ix[j] = ix[j - 1u];
                j--;
            }
            v[j] = x;
            ix[j] = c;
            n = min(n + 1u, p.K);
        }
    }
    var head = 0u;
    for (var k = 0u; k < p.K; k++) {
        var hv = NONE_V;
        var hi = NONE_I;
        if (head < n) {
            hv = v[head];
            hi = ix[head];
        }
        wv[lid] = hv;
        wi[lid] = hi;
        workgroupBarrier();
        for (var s = 32u; s > 0u; s >>= 1u) {
            if (lid < s) {
                let ov = wv[lid + s];
                let oi = wi[lid + s];
                if (ov > wv[lid] || (ov == wv[lid] && oi < wi[lid])) {
                    wv[lid] = ov;
                    wi[lid] = oi;
                }
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
        // Everyone has read the winner before the next round overwrites it.
        workgroupBarrier();
    }
}
