// Reference: one 256-invocation workgroup per signal; bit-reversed load into workgroup memory,
// then log2(N) in-place radix-2 butterfly stages with twiddles from sin/cos.
struct Params { B: u32, N: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

const PI: f32 = 3.14159265358979;

var<workgroup> buf: array<vec2<f32>, 2048>;

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = p.N;
    let base = wid.x * n * 2u;
    let bits = countTrailingZeros(n);
    for (var i = lid; i < n; i += 256u) {
        let r = select(reverseBits(i) >> (32u - bits), 0u, bits == 0u);
        buf[r] = vec2<f32>(X[base + 2u * i], X[base + 2u * i + 1u]);
    }
    workgroupBarrier();
    for (var half = 1u; half < n; half <<= 1u) {
        for (var j = lid; j < n / 2u; j += 256u) {
            let k = j % half;
            let i0 = (j / half) * 2u * half + k;
            let i1 = i0 + half;
            let ang = -PI * f32(k) / f32(half);
            let w = vec2<f32>(cos(ang), sin(ang));
            let a = buf[i0];
            let b = buf[i1];
            let t = vec2<f32>(w.x * b.x - w.y * b.y, w.x * b.y + w.y * b.x);
            buf[i0] = a + t;
            buf[i1] = a - t;
        }
        workgroupBarrier();
    }
    for (var i = lid; i < n; i += 256u) {
        Y[base + 2u * i] = buf[i].x;
        Y[base + 2u * i + 1u] = buf[i].y;
    }
}
