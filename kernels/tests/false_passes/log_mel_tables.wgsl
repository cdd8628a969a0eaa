// A false pass an audit of the suite found: the reference with its window and twiddles in workgroup
// tables sized for NFFT ≤ TABLE (256 here, the timed NFFT) — right up to TABLE, wrong beyond.
// @plan
// pass power threads(NFFT / 2 + 1, F, 1)
// pass mel threads(M, F, 1)
// scratch pw f32 F * (NFFT / 2 + 1)
// @end
struct Params { F: u32, NFFT: u32, M: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> frames: array<f32>;
@group(0) @binding(1) var<storage, read> fb: array<f32>;
@group(0) @binding(2) var<storage, read_write> logmel: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> pw: array<f32>;

const TABLE: u32 = 256u;
const TWO_PI: f32 = 6.283185307179586;

// 2π·i/N reduced to (−π, π] for 0 ≤ i < N.
fn angle(i: u32, n: u32) -> f32 {
    let s = select(i32(i), i32(i) - i32(n), 2u * i > n);
    return TWO_PI * f32(s) / f32(n);
}

// Window and twiddles in workgroup tables of TABLE entries, filled once per workgroup.
var<workgroup> win: array<f32, TABLE>;
var<workgroup> tw: array<vec2<f32>, TABLE>;

@compute @workgroup_size(64)
fn power(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) li: u32) {
    let k = gid.x;
    let f = gid.y;
    let nb = p.NFFT / 2u + 1u;
    for (var n = li; n < min(p.NFFT, TABLE); n += 64u) {
        let a = angle(n, p.NFFT);
        win[n] = 0.5 - 0.5 * cos(a);
        tw[n] = vec2<f32>(cos(a), sin(a));
    }
    workgroupBarrier();
    if (k >= nb || f >= p.F) {
        return;
    }
    var re = 0.0;
    var im = 0.0;
    for (var n = 0u; n < p.NFFT; n++) {
        let v = frames[f * p.NFFT + n] * win[n];
        let t = tw[(k * n) % p.NFFT];
        re += v * t.x;
        im -= v * t.y;
    }
    pw[f * nb + k] = re * re + im * im;
}

@compute @workgroup_size(64)
fn mel(@builtin(global_invocation_id) gid: vec3<u32>) {
    let m = gid.x;
    let f = gid.y;
    let nb = p.NFFT / 2u + 1u;
    if (m >= p.M || f >= p.F) {
        return;
    }
    var acc = 0.0;
    for (var k = 0u; k < nb; k++) {
        acc += pw[f * nb + k] * fb[k * p.M + m];
    }
    logmel[f * p.M + m] = log(p.eps + acc);
}
