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
        let v = x[b * p.N + u32(s)] * (0.5 - 0.5 * cos(angle(n, p.NFFT)));
        let a = angle((k * n) % p.NFFT, p.NFFT);
        re += v * cos(a);
        im -= v * sin(a);
    }
    let frames = p.N / p.HOP + 1u;
    let o = ((b * frames + f) * nb + k) * 2u;
    Y[o] = re;
    Y[o + 1u] = im;
}
