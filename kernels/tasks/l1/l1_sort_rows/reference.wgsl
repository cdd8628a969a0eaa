// @plan
// pass main dispatch(R, 1, 1)
// @end
// Reference: one 256-invocation workgroup per row. The row goes to workgroup memory, padded up to
// the next power of two n with the largest finite f32 (it sorts last; inputs are finite); a
// bitonic network of log2(n)·(log2(n) + 1)/2 compare-exchange steps sorts it, each invocation
// taking n/512 of the n/2 pairs per step; the first C values go back.
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

var<workgroup> v: array<f32, 4096>;

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * p.C;
    // The smallest power of two ≥ C.
    let n = 1u << (32u - countLeadingZeros(p.C - 1u));
    for (var i = lid; i < n; i += 256u) {
        if (i < p.C) {
            v[i] = X[base + i];
        } else {
            v[i] = 0x1.fffffep+127f;
        }
    }
    workgroupBarrier();
    for (var k = 2u; k <= n; k <<= 1u) {
        for (var j = k >> 1u; j > 0u; j >>= 1u) {
            for (var t = lid; t < n / 2u; t += 256u) {
                // The pair (i, i + j): t with a 0 bit inserted at bit log2(j).
                let i = 2u * t - (t & (j - 1u));
                let a = v[i];
                let b = v[i + j];
                if ((a > b) == ((i & k) == 0u)) {
                    v[i] = b;
                    v[i + j] = a;
                }
            }
            workgroupBarrier();
        }
    }
    for (var i = lid; i < p.C; i += 256u) {
        Y[base + i] = v[i];
    }
}
