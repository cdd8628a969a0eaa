// Reference: one invocation per (bin, frame, signal); a direct DFT with the window and twiddles
// evaluated per term, the twiddle angle reduced exactly to [0, 2π) in integers (k·n mod NFFT).
struct Params { B: u32, N: u32, NFFT: u32, HOP: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

const TWO_PI: f32 = 6.283185307179586;

// 2π·i/n.
fn angle(i: u32, n: u32) -> f32 {
    return TWO_PI * f32(i) / f32(n);
}

// (cos x, sin x) to ~1e-7 on any device. WGSL lets a GPU's cos and sin err by 2^-11 (SwiftShader
// does), which a DC input (|Y[0]| up to NFFT/2) multiplies into the other bins, past the tolerance:
// x is reduced by the nearest multiple of π/2 to |r| ≤ π/4, then the Taylor series to r^10 / r^11.
fn sincos(x: f32) -> vec2<f32> {
    let q = round(x / (0.25 * TWO_PI));
    let r = x - q * (0.25 * TWO_PI);
    let r2 = r * r;
    let c = 1.0 - r2 / 2.0 * (1.0 - r2 / 12.0 * (1.0 - r2 / 30.0 * (1.0 - r2 / 56.0 * (1.0 - r2 / 90.0))));
    let s = r * (1.0 - r2 / 6.0 * (1.0 - r2 / 20.0 * (1.0 - r2 / 42.0 * (1.0 - r2 / 72.0 * (1.0 - r2 / 110.0)))));
    switch (i32(q) & 3) {
        case 0: { return vec2<f32>(c, s); }
        case 1: { return vec2<f32>(-s, c); }
        case 2: { return vec2<f32>(-c, -s); }
        default: { return vec2<f32>(s, -c); }
    }
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    // The grid's y and z extents are exactly F and B (workgroup size 64 × 1 × 1).
    let k = gid.x;
    let f = gid.y;
    let b = gid.z;
    let nb = p.NFFT / 2u + 1u;
    if (k >= nb) {
        return;
    }
    let half = i32(p.NFFT / 2u);
    var re = 0.0;
    var im = 0.0;
    // The window's first weight, w[0], is 0.
    for (var n = 1u; n < p.NFFT; n++) {
        var s = i32(f * p.HOP + n) - half;
        s = abs(s);
        if (s >= i32(p.N)) {
            s = 2 * i32(p.N) - 2 - s;
        }
        let v = x[b * p.N + u32(s)] * (0.5 - 0.5 * sincos(angle(n, p.NFFT)).x);
        let t = sincos(angle((k * n) % p.NFFT, p.NFFT));
        re += v * t.x;
        im -= v * t.y;
    }
    let frames = p.N / p.HOP + 1u;
    let o = ((b * frames + f) * nb + k) * 2u;
    Y[o] = re;
    Y[o + 1u] = im;
}
