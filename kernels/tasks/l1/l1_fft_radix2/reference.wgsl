// @plan
// pass main dispatch(ceil_div(B, max(1, 512 / N)), 1, 1)
// @end
// Reference: one 256-invocation workgroup per m = max(1, 512 / N) signals (one at N ≥ 512, as at
// the timed shape; side by side below it, as a workgroup per short signal leaves most of its
// invocations idle and software adapters pay per workgroup); bit-reversed load into workgroup
// memory, then log2(N) in-place radix-2 butterfly stages. The twiddle exp(-iπ·k/half) is the
// product of the roots exp(-iπ/2^m) for the set bits of k (at most log2(N) - 1 f32 complex
// products, error ≈ 1e-6): WGSL only bounds sin/cos to an absolute 2^-11, which GPUs with fast
// approximations (and SwiftShader) use, and that error summed over the stages exceeds the
// tolerance.
struct Params { B: u32, N: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

// ROOT[m - 1] = exp(-iπ / 2^m) = (cos, sin) of -π/2^m, for m = 1..10 (half ≤ 1024 at N ≤ 2048).
const ROOT = array<vec2<f32>, 10>(
    vec2<f32>(0.0, -1.0),
    vec2<f32>(7.071067812e-01, -7.071067812e-01),
    vec2<f32>(9.238795325e-01, -3.826834324e-01),
    vec2<f32>(9.807852804e-01, -1.950903220e-01),
    vec2<f32>(9.951847267e-01, -9.801714033e-02),
    vec2<f32>(9.987954562e-01, -4.906767433e-02),
    vec2<f32>(9.996988187e-01, -2.454122852e-02),
    vec2<f32>(9.999247018e-01, -1.227153829e-02),
    vec2<f32>(9.999811753e-01, -6.135884649e-03),
    vec2<f32>(9.999952938e-01, -3.067956763e-03),
);

var<workgroup> buf: array<vec2<f32>, 2048>;

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = p.N;
    // m signals side by side in `buf`; the dispatch is ceil(B / m), so the last workgroup may
    // hold fewer.
    let m = max(1u, 512u / n);
    let first = wid.x * m;
    let total = min(m, p.B - first) * n;
    let base = first * n * 2u;
    let bits = countTrailingZeros(n);
    for (var e = lid; e < total; e += 256u) {
        let i = e & (n - 1u);
        let r = select(reverseBits(i) >> (32u - bits), 0u, bits == 0u);
        buf[e - i + r] = vec2<f32>(X[base + 2u * e], X[base + 2u * e + 1u]);
    }
    workgroupBarrier();
    for (var half = 1u; half < n; half <<= 1u) {
        let s = countTrailingZeros(half);
        for (var jj = lid; jj < total / 2u; jj += 256u) {
            // Butterfly j of the signal at offset `off` in `buf`.
            let off = (jj / (n / 2u)) * n;
            let j = jj % (n / 2u);
            let k = j % half;
            let i0 = off + (j / half) * 2u * half + k;
            let i1 = i0 + half;
            var w = vec2<f32>(1.0, 0.0);
            for (var bit = 0u; bit < s; bit++) {
                if (((k >> bit) & 1u) == 1u) {
                    let r = ROOT[s - bit - 1u];
                    w = vec2<f32>(w.x * r.x - w.y * r.y, w.x * r.y + w.y * r.x);
                }
            }
            let a = buf[i0];
            let b = buf[i1];
            let t = vec2<f32>(w.x * b.x - w.y * b.y, w.x * b.y + w.y * b.x);
            buf[i0] = a + t;
            buf[i1] = a - t;
        }
        workgroupBarrier();
    }
    for (var e = lid; e < total; e += 256u) {
        Y[base + 2u * e] = buf[e].x;
        Y[base + 2u * e + 1u] = buf[e].y;
    }
}
