// @plan
// pass main dispatch(ceil_div(R, max(1, 1024 / pow(2, log2(2 * C - 1)))), 1, 1)
// @end
// Reference: one 256-invocation workgroup per m = max(1, 1024 / n) rows, where n is the smallest
// power of two ≥ C (one row for C > 512, as at the timed shape; 32 rows of C ≤ 32 — a workgroup
// per short row would leave most of its invocations idle, and software adapters pay per
// workgroup: SwiftShader took 155 s at R = 65,535). The rows go to workgroup memory side by side, each padded up to n with the largest
// finite f32 (it sorts last; inputs are finite); a bitonic network of log2(n)·(log2(n) + 1)/2
// compare-exchange steps sorts every n-segment at once, each invocation taking 1/256 of the pairs
// per step; the first C values of each segment go back.
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

var<workgroup> v: array<f32, 4096>;

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    // The smallest power of two ≥ C (1 for C = 1).
    let n = 1u << (32u - countLeadingZeros(p.C - 1u));
    let m = max(1u, 1024u / n);
    let first = wid.x * m;
    // The dispatch is ceil(R / m) workgroups, so the last may hold fewer rows.
    let rows = min(m, p.R - first);
    let total = rows * n;
    for (var i = lid; i < total; i += 256u) {
        let c = i % n;
        if (c < p.C) {
            v[i] = X[(first + i / n) * p.C + c];
        } else {
            v[i] = 0x1.fffffep+127f;
        }
    }
    workgroupBarrier();
    for (var k = 2u; k <= n; k <<= 1u) {
        for (var j = k >> 1u; j > 0u; j >>= 1u) {
            for (var t = lid; t < total / 2u; t += 256u) {
                // The pair (i, i + j): t with a 0 bit inserted at bit log2(j); j < n, so both lie
                // in one row's segment. Bit log2(k) of i picks the direction inside the segment;
                // the last merge (k = n) sorts every segment ascending.
                let i = 2u * t - (t & (j - 1u));
                let a = v[i];
                let b = v[i + j];
                let up = (i & k) == 0u || k == n;
                if ((a > b) == up) {
                    v[i] = b;
                    v[i + j] = a;
                }
            }
            workgroupBarrier();
        }
    }
    for (var i = lid; i < rows * p.C; i += 256u) {
        let r = i / p.C;
        Y[(first + r) * p.C + i % p.C] = v[r * n + i % p.C];
    }
}
