// Reference: the backbone's two valid 3×3 convolutions as one invocation per output (the exemplar's
// and the search image's outputs in one pass each, back to back in one scratch buffer), one invocation
// per response entry for the correlation and the window blend, then one 256-wide workgroup for the
// argmax (each invocation a strided scan keeping the first maximum, then a tree over (value, index)
// pairs where a tie keeps the smaller row-major index).
// @plan
// pass conv1 threads((Hz - 2) * (Wz - 2) * C1 + (Hx - 2) * (Wx - 2) * C1, 1, 1)
// pass conv2 threads((Hz - 4) * (Wz - 4) * C2 + (Hx - 4) * (Wx - 4) * C2, 1, 1)
// pass corr threads((Hx - Hz + 1) * (Wx - Wz + 1), 1, 1)
// pass argmax dispatch(1, 1, 1)
// scratch a f32 (Hz - 2) * (Wz - 2) * C1 + (Hx - 2) * (Wx - 2) * C1
// scratch f f32 (Hz - 4) * (Wz - 4) * C2 + (Hx - 4) * (Wx - 4) * C2
// @end
struct Params { Hz: u32, Wz: u32, Hx: u32, Wx: u32, C1: u32, C2: u32, WI: f32 }

@group(0) @binding(0) var<storage, read> z: array<f32>;
@group(0) @binding(1) var<storage, read> x: array<f32>;
@group(0) @binding(2) var<storage, read> weights: array<f32>;
@group(0) @binding(3) var<storage, read_write> score: array<f32>;
@group(0) @binding(4) var<storage, read_write> peak: array<u32>;
@group(0) @binding(5) var<uniform> p: Params;
// a: conv1 + ReLU of z [Hz − 2, Wz − 2, C1], then of x [Hx − 2, Wx − 2, C1].
@group(0) @binding(6) var<storage, read_write> a: array<f32>;
// f: conv2 of z [Hz − 4, Wz − 4, C2] (fz), then of x [Hx − 4, Wx − 4, C2] (fx).
@group(0) @binding(7) var<storage, read_write> f: array<f32>;

fn o_b1() -> u32 { return 27u * p.C1; }
fn o_w2() -> u32 { return 28u * p.C1; }
fn o_b2() -> u32 { return o_w2() + 9u * p.C1 * p.C2; }

// Pixel channel c of the image (z when zi, else x) at (i, j).
fn pixel(zi: bool, i: u32, j: u32, c: u32) -> f32 {
    if (zi) {
        return z[(i * p.Wz + j) * 3u + c];
    }
    return x[(i * p.Wx + j) * 3u + c];
}

@compute @workgroup_size(64)
fn conv1(@builtin(global_invocation_id) g: vec3<u32>) {
    let nz = (p.Hz - 2u) * (p.Wz - 2u) * p.C1;
    let nx = (p.Hx - 2u) * (p.Wx - 2u) * p.C1;
    let i = g.x;
    if (i >= nz + nx) {
        return;
    }
    let zi = i < nz;
    let k = select(i - nz, i, zi);
    let w = select(p.Wx, p.Wz, zi) - 2u;
    let o = k % p.C1;
    let col = (k / p.C1) % w;
    let row = k / (p.C1 * w);
    var acc = weights[o_b1() + o];
    for (var c = 0u; c < 3u; c++) {
        for (var ky = 0u; ky < 3u; ky++) {
            for (var kx = 0u; kx < 3u; kx++) {
                acc += weights[((o * 3u + c) * 3u + ky) * 3u + kx] * pixel(zi, row + ky, col + kx, c);
            }
        }
    }
    a[i] = max(acc, 0.0);
}

@compute @workgroup_size(64)
fn conv2(@builtin(global_invocation_id) g: vec3<u32>) {
    let nz = (p.Hz - 4u) * (p.Wz - 4u) * p.C2;
    let nx = (p.Hx - 4u) * (p.Wx - 4u) * p.C2;
    let i = g.x;
    if (i >= nz + nx) {
        return;
    }
    let zi = i < nz;
    let k = select(i - nz, i, zi);
    let w = select(p.Wx, p.Wz, zi) - 4u;
    let base = select((p.Hz - 2u) * (p.Wz - 2u) * p.C1, 0u, zi);
    let o = k % p.C2;
    let col = (k / p.C2) % w;
    let row = k / (p.C2 * w);
    var acc = weights[o_b2() + o];
    for (var c = 0u; c < p.C1; c++) {
        for (var ky = 0u; ky < 3u; ky++) {
            for (var kx = 0u; kx < 3u; kx++) {
                acc += weights[o_w2() + ((o * p.C1 + c) * 3u + ky) * 3u + kx] * a[base + ((row + ky) * (w + 2u) + col + kx) * p.C1 + c];
            }
        }
    }
    f[i] = acc;
}

// np.hanning(n)[i], from the distance to the nearer end (exactly symmetric); 1 when n = 1.
fn hann(i: u32, n: u32) -> f32 {
    if (n == 1u) {
        return 1.0;
    }
    let m = min(i, n - 1u - i);
    return 0.5 - 0.5 * cos(6.283185307179586 * f32(m) / f32(n - 1u));
}

@compute @workgroup_size(64)
fn corr(@builtin(global_invocation_id) g: vec3<u32>) {
    let rh = p.Hx - p.Hz + 1u;
    let rw = p.Wx - p.Wz + 1u;
    let k = g.x;
    if (k >= rh * rw) {
        return;
    }
    let i = k / rw;
    let j = k % rw;
    let hz = p.Hz - 4u;
    let wz = p.Wz - 4u;
    let wx = p.Wx - 4u;
    let fx0 = hz * wz * p.C2;
    var acc = 0.0;
    for (var u = 0u; u < hz; u++) {
        for (var v = 0u; v < wz; v++) {
            for (var c = 0u; c < p.C2; c++) {
                acc += f[(u * wz + v) * p.C2 + c] * f[fx0 + ((i + u) * wx + j + v) * p.C2 + c];
            }
        }
    }
    let r = 0.001 * acc + weights[o_b2() + p.C2];
    score[k] = (1.0 - p.WI) * r + p.WI * (hann(i, rh) * hann(j, rw));
}

var<workgroup> best_v: array<f32, 256>;
var<workgroup> best_i: array<u32, 256>;

@compute @workgroup_size(256)
fn argmax(@builtin(local_invocation_id) l: vec3<u32>) {
    let rw = p.Wx - p.Wz + 1u;
    let n = (p.Hx - p.Hz + 1u) * rw;
    let t = l.x;
    var bv = -3.0e38;
    var bi = 0xffffffffu;
    for (var k = t; k < n; k += 256u) {
        let v = score[k];
        if (v > bv) {
            bv = v;
            bi = k;
        }
    }
    best_v[t] = bv;
    best_i[t] = bi;
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (t < s) {
            let ov = best_v[t + s];
            let oi = best_i[t + s];
            if (ov > best_v[t] || (ov == best_v[t] && oi < best_i[t])) {
                best_v[t] = ov;
                best_i[t] = oi;
            }
        }
        workgroupBarrier();
    }
    if (t == 0u) {
        peak[0] = best_i[0] / rw;
        peak[1] = best_i[0] % rw;
    }
}
