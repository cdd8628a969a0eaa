// Reference: three kernels. `analysis`: one invocation per (bin, frame), a direct windowed DFT
// with exactly reduced twiddle angles and device-independent twiddles (`sincos`), the gain
// applied, Y into scratch `spec` ([NF, NB, 2]); `synthesis`: one invocation per (sample, frame),
// the direct inverse of the Hermitian spectrum times the synthesis window into scratch `frames`
// ([NF, NFFT]); `ola`: one invocation per output sample, summing the frames that cover it.
// @plan
// pass analysis threads(NFFT / 2 + 1, (N - NFFT) / HOP + 1, 1)
// pass synthesis threads(NFFT, (N - NFFT) / HOP + 1, 1)
// pass ola threads(N, 1, 1)
// scratch spec f32 2 * ((N - NFFT) / HOP + 1) * (NFFT / 2 + 1)
// scratch frames f32 ((N - NFFT) / HOP + 1) * NFFT
// @end
struct Params { N: u32, NFFT: u32, HOP: u32, GMIN: f32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> noise_psd: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> spec: array<f32>;
@group(0) @binding(5) var<storage, read_write> frames: array<f32>;

const TWO_PI: f32 = 6.283185307179586;

fn frame_count() -> u32 {
    return (p.N - p.NFFT) / p.HOP + 1u;
}

// (cos x, sin x) to ~1e-7 on any device. WGSL lets a GPU's cos and sin err by 2^-11 (SwiftShader
// does), which both transforms carry into y at up to ~1e-3 when HOP = NFFT, past the tolerance:
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

// The twiddle (cos, sin) of 2π·(i mod NFFT)/NFFT, with i mod NFFT taken to (−NFFT/2, NFFT/2]
// so |angle| ≤ π.
fn twiddle(i: u32) -> vec2<f32> {
    let r = i % p.NFFT;
    let s = select(i32(r), i32(r) - i32(p.NFFT), 2u * r > p.NFFT);
    return sincos(TWO_PI * f32(s) / f32(p.NFFT));
}

fn hann(n: u32) -> f32 {
    return 0.5 - 0.5 * twiddle(n).x;
}

@compute @workgroup_size(64)
fn analysis(@builtin(global_invocation_id) gid: vec3<u32>) {
    let k = gid.x;
    let f = gid.y;
    let nb = p.NFFT / 2u + 1u;
    if (k >= nb || f >= frame_count()) {
        return;
    }
    var re = 0.0;
    var im = 0.0;
    for (var n = 0u; n < p.NFFT; n++) {
        let v = hann(n) * x[f * p.HOP + n];
        let t = twiddle(k * n);
        re += v * t.x;
        im -= v * t.y;
    }
    let pw = re * re + im * im;
    let sw = 0.375 * f32(p.NFFT);
    var g = p.GMIN;
    if (pw > 0.0) {
        g = max(1.0 - noise_psd[k] * sw / pw, p.GMIN);
    }
    spec[2u * (f * nb + k)] = g * re;
    spec[2u * (f * nb + k) + 1u] = g * im;
}

@compute @workgroup_size(64)
fn synthesis(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n = gid.x;
    let f = gid.y;
    if (n >= p.NFFT || f >= frame_count()) {
        return;
    }
    let nb = p.NFFT / 2u + 1u;
    let half = p.NFFT / 2u;
    let base = 2u * f * nb;
    var acc = spec[base] + select(spec[base + 2u * half], -spec[base + 2u * half], (n & 1u) == 1u);
    for (var k = 1u; k < half; k++) {
        let t = twiddle(k * n);
        acc += 2.0 * (spec[base + 2u * k] * t.x - spec[base + 2u * k + 1u] * t.y);
    }
    frames[f * p.NFFT + n] = hann(n) * acc / f32(p.NFFT);
}

@compute @workgroup_size(64)
fn ola(@builtin(global_invocation_id) gid: vec3<u32>) {
    let m = gid.x;
    if (m >= p.N) {
        return;
    }
    let last = min(m / p.HOP, frame_count() - 1u);
    var first = 0u;
    if (m >= p.NFFT) {
        first = (m - p.NFFT) / p.HOP + 1u;
    }
    var acc = 0.0;
    for (var f = first; f <= last; f++) {
        acc += frames[f * p.NFFT + m - f * p.HOP];
    }
    y[m] = acc * f32(p.HOP) / (0.375 * f32(p.NFFT));
}
