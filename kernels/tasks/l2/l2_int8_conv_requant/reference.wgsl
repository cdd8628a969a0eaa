// Reference: one invocation per output (co fastest, 16×4 workgroups); the exact i32 sum of
// (x − in_zp)·w over the 3×3 taps inside the image (a tap outside adds nothing: it reads the zero
// point), the bytes unpacked with sign-extending extractBits; then TFLite's requantisation, the
// 64-bit product of the high multiply formed from 16-bit halves in u32 (WGSL has no i64).
struct Params { N: u32, H: u32, W: u32, C: u32, CO: u32, STRIDE: u32, in_zp: i32, out_zp: i32, q6: i32 }

@group(0) @binding(0) var<storage, read> x: array<u32>;
@group(0) @binding(1) var<storage, read> w: array<u32>;
@group(0) @binding(2) var<storage, read> bias: array<i32>;
@group(0) @binding(3) var<storage, read> multiplier: array<i32>;
@group(0) @binding(4) var<storage, read> shift: array<i32>;
@group(0) @binding(5) var<storage, read_write> y: array<i32>;
@group(0) @binding(6) var<uniform> p: Params;

// floor((a·b + 2^30) / 2^31) for b in [2^30, 2^31): gemmlowp's SaturatingRoundingDoublingHighMul.
// |a|·b = hi·2^32 + lo from 16-bit halves; for a < 0 the floor of the negated product is
// −floor((|a|·b + 2^30 − 1) / 2^31).
fn high_mul(a: i32, b: i32) -> i32 {
    let u = u32(abs(a));
    let v = u32(b);
    let u0 = u & 0xFFFFu;
    let u1 = u >> 16u;
    let v0 = v & 0xFFFFu;
    let v1 = v >> 16u;
    let mid = u0 * v1 + u1 * v0;
    let p00 = u0 * v0;
    let lo = p00 + (mid << 16u);
    let hi = u1 * v1 + (mid >> 16u) + select(0u, 1u, lo < p00);
    let c = select(0x40000000u, 0x3FFFFFFFu, a < 0);
    let lo2 = lo + c;
    let hi2 = hi + select(0u, 1u, lo2 < lo);
    let q = i32((hi2 << 1u) | (lo2 >> 31u));
    return select(q, -q, a < 0);
}

// gemmlowp's RoundingDivideByPOT: x / 2^e rounded to nearest, ties away from zero.
fn div_pot(x: i32, e: u32) -> i32 {
    let mask = i32((1u << e) - 1u);
    let rem = x & mask;
    let threshold = (mask >> 1u) + select(0, 1, x < 0);
    return (x >> e) + select(0, 1, rem > threshold);
}

@compute @workgroup_size(16, 4)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let o = gid.x;
    let ox = gid.y;
    let oh = (p.H + p.STRIDE - 1u) / p.STRIDE;
    let ow = (p.W + p.STRIDE - 1u) / p.STRIDE;
    // The grid's z extent is exactly N·OH (workgroups of 16 × 4 × 1).
    let b = gid.z / oh;
    let oy = gid.z % oh;
    if (o >= p.CO || ox >= ow) {
        return;
    }
    let pad_top = max(i32((oh - 1u) * p.STRIDE + 3u) - i32(p.H), 0) / 2;
    let pad_left = max(i32((ow - 1u) * p.STRIDE + 3u) - i32(p.W), 0) / 2;
    let c4 = p.C / 4u;
    var acc = bias[o];
    for (var ky = 0u; ky < 3u; ky++) {
        let iy = i32(oy * p.STRIDE + ky) - pad_top;
        for (var kx = 0u; kx < 3u; kx++) {
            let ix = i32(ox * p.STRIDE + kx) - pad_left;
            if (iy >= 0 && ix >= 0 && iy < i32(p.H) && ix < i32(p.W)) {
                let xb = ((b * p.H + u32(iy)) * p.W + u32(ix)) * c4;
                let wb = ((o * 3u + ky) * 3u + kx) * c4;
                for (var j = 0u; j < c4; j++) {
                    let xw = bitcast<i32>(x[xb + j]);
                    let ww = bitcast<i32>(w[wb + j]);
                    acc += (extractBits(xw, 0u, 8u) - p.in_zp) * extractBits(ww, 0u, 8u);
                    acc += (extractBits(xw, 8u, 8u) - p.in_zp) * extractBits(ww, 8u, 8u);
                    acc += (extractBits(xw, 16u, 8u) - p.in_zp) * extractBits(ww, 16u, 8u);
                    acc += (extractBits(xw, 24u, 8u) - p.in_zp) * extractBits(ww, 24u, 8u);
                }
            }
        }
    }
    let r = div_pot(high_mul(acc, multiplier[o]), u32(-shift[o]));
    y[((b * oh + oy) * ow + ox) * p.CO + o] = clamp(r + p.out_zp, max(-128, p.out_zp), min(127, p.q6));
}
