// Reference: three kernels, one per convolution, one invocation per output element; the last
// convolution computes each upscaled output pixel directly (pixel shuffle folded into its indexing).
// Each pass's 256-wide workgroups are numbered along x up to 65,535 and continue in y (element
// i = gid.x + gid.y·65,535·256), so up to 2^25 elements fit the workgroup limit per axis.
// @plan
// pass conv1 dispatch(min(ceil_div(N * H * W * C1, 256), 65535), ceil_div(N * H * W * C1, 16776960), 1)
// pass conv2 dispatch(min(ceil_div(N * H * W * C2, 256), 65535), ceil_div(N * H * W * C2, 16776960), 1)
// pass conv3_shuffle dispatch(min(ceil_div(N * H * R * W * R, 256), 65535), ceil_div(N * H * R * W * R, 16776960), 1)
// scratch f1 f32 N * H * W * C1
// scratch f2 f32 N * H * W * C2
// @end
struct Params { N: u32, H: u32, W: u32, R: u32, C1: u32, C2: u32 }

// The workgroup width, used by the folded element index too.
const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> f1: array<f32>;
@group(0) @binding(5) var<storage, read_write> f2: array<f32>;

// tanh saturates long before ±15; the clamp keeps exp-based tanh lowerings finite.
fn tanh_safe(v: f32) -> f32 {
    return tanh(clamp(v, -15.0, 15.0));
}

@compute @workgroup_size(WG)
fn conv1(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    let i = g.x + g.y * nw.x * WG;
    if (i >= p.N * p.H * p.W * p.C1) {
        return;
    }
    let co = i % p.C1;
    let pix = i / p.C1;
    let ox = pix % p.W;
    let oy = (pix / p.W) % p.H;
    let n = pix / (p.W * p.H);
    var acc = weights[25u * p.C1 + co];
    for (var ky = 0u; ky < 5u; ky++) {
        let iy = i32(oy + ky) - 2;
        for (var kx = 0u; kx < 5u; kx++) {
            let ix = i32(ox + kx) - 2;
            if (iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W)) {
                acc += x[(n * p.H + u32(iy)) * p.W + u32(ix)] * weights[(ky * 5u + kx) * p.C1 + co];
            }
        }
    }
    f1[i] = tanh_safe(acc);
}

@compute @workgroup_size(WG)
fn conv2(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    let i = g.x + g.y * nw.x * WG;
    if (i >= p.N * p.H * p.W * p.C2) {
        return;
    }
    let co = i % p.C2;
    let pix = i / p.C2;
    let ox = pix % p.W;
    let oy = (pix / p.W) % p.H;
    let n = pix / (p.W * p.H);
    let w2 = 26u * p.C1;
    var acc = weights[w2 + 9u * p.C1 * p.C2 + co];
    for (var ky = 0u; ky < 3u; ky++) {
        let iy = i32(oy + ky) - 1;
        if (iy < 0 || iy >= i32(p.H)) {
            continue;
        }
        for (var kx = 0u; kx < 3u; kx++) {
            let ix = i32(ox + kx) - 1;
            if (ix < 0 || ix >= i32(p.W)) {
                continue;
            }
            let src = ((n * p.H + u32(iy)) * p.W + u32(ix)) * p.C1;
            for (var ci = 0u; ci < p.C1; ci++) {
                acc += f1[src + ci] * weights[w2 + ((ky * 3u + kx) * p.C1 + ci) * p.C2 + co];
            }
        }
    }
    f2[i] = tanh_safe(acc);
}

@compute @workgroup_size(WG)
fn conv3_shuffle(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    let i = g.x + g.y * nw.x * WG;
    let wr = p.W * p.R;
    let hr = p.H * p.R;
    if (i >= p.N * hr * wr) {
        return;
    }
    let ox = i % wr;
    let oy = (i / wr) % hr;
    let n = i / (wr * hr);
    let h = oy / p.R;
    let w = ox / p.R;
    let rr = p.R * p.R;
    let co = (oy % p.R) * p.R + ox % p.R;
    let w3 = 26u * p.C1 + 9u * p.C1 * p.C2 + p.C2;
    var acc = weights[w3 + 9u * p.C2 * rr + co];
    for (var ky = 0u; ky < 3u; ky++) {
        let iy = i32(h + ky) - 1;
        if (iy < 0 || iy >= i32(p.H)) {
            continue;
        }
        for (var kx = 0u; kx < 3u; kx++) {
            let ix = i32(w + kx) - 1;
            if (ix < 0 || ix >= i32(p.W)) {
                continue;
            }
            let src = ((n * p.H + u32(iy)) * p.W + u32(ix)) * p.C2;
            for (var ci = 0u; ci < p.C2; ci++) {
                acc += f2[src + ci] * weights[w3 + ((ky * 3u + kx) * p.C2 + ci) * rr + co];
            }
        }
    }
    y[i] = acc;
}
