// Reference: one 64-wide workgroup per frame. Invocation m (m = lid, lid + 64, …) evaluates the
// HTK triangle of filter m over the bins of its support and stores ln(max(E, floor)) in workgroup
// memory; then invocation n (n = lid, lid + 64, … < C) computes the n-th orthonormal DCT-II
// coefficient (angle reduced in integers) and applies the lifter.
// @plan
// pass mfcc_frame dispatch(F, 1, 1)
// @end
struct Params { F: u32, NFFT: u32, M: u32, C: u32, sr: f32, floor: f32, lifter: f32 }

@group(0) @binding(0) var<storage, read> power: array<f32>;
@group(0) @binding(1) var<storage, read_write> mfcc: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

const PI: f32 = 3.141592653589793;

var<workgroup> lm: array<f32, 128>;

// (cos x, sin x) to ~1e-7 on any device. WGSL lets a GPU's cos and sin err by 2^-11 (SwiftShader
// does), which the DCT's ln-energies (|L| ≤ 23) and the lifter (×12) magnify past the tolerance:
// x is reduced by the nearest multiple of π/2 to |r| ≤ π/4, then the Taylor series to r^10 / r^11.
fn sincos(x: f32) -> vec2<f32> {
    let q = round(x / (0.5 * PI));
    let r = x - q * (0.5 * PI);
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

fn hz_to_mel(f: f32) -> f32 {
    return 2595.0 * log(1.0 + f / 700.0) / log(10.0);
}

fn mel_to_hz(u: f32) -> f32 {
    return 700.0 * (pow(10.0, u / 2595.0) - 1.0);
}

// Edge frequency e_i of the filterbank (Hz), i = 0 … M + 1.
fn edge(i: u32) -> f32 {
    return mel_to_hz(hz_to_mel(0.5 * p.sr) * f32(i) / f32(p.M + 1u));
}

@compute @workgroup_size(64)
fn mfcc_frame(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let f = wid.x;
    let nb = p.NFFT / 2u + 1u;
    let df = p.sr / f32(p.NFFT);
    for (var m = lid; m < p.M; m += 64u) {
        let lo = edge(m);
        let mid = edge(m + 1u);
        let hi = edge(m + 2u);
        // Only the bins strictly inside (lo, hi), where the weight is positive (up to rounding);
        // hi ≤ sr/2 (up to rounding), so k ≤ NB − 1.
        let k_end = u32(ceil(hi / df));
        var e = 0.0;
        for (var k = u32(floor(lo / df)) + 1u; k < k_end; k++) {
            let fk = f32(k) * df;
            let w = min((fk - lo) / (mid - lo), (hi - fk) / (hi - mid));
            e += w * power[f * nb + k];
        }
        lm[m] = log(max(e, p.floor));
    }
    workgroupBarrier();
    for (var n = lid; n < p.C; n += 64u) {
        var acc = 0.0;
        for (var m = 0u; m < p.M; m++) {
            // θ = π·n·(2m + 1)/(2M) reduced to [0, 2π) in integers; cos θ = −cos(θ − π), θ − π in [−π, π).
            let j = (n * (2u * m + 1u)) % (4u * p.M);
            acc -= lm[m] * sincos(PI * f32(j) / f32(2u * p.M) - PI).x;
        }
        let s = select(sqrt(2.0 / f32(p.M)), sqrt(1.0 / f32(p.M)), n == 0u);
        let lift = 1.0 + 0.5 * p.lifter * sincos(PI * f32(n) / p.lifter).y;
        mfcc[f * p.C + n] = acc * s * lift;
    }
}
