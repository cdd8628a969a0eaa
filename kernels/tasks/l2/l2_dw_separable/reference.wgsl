// Reference: two kernels, as an unfused framework runs them — the depthwise conv + BN + ReLU
// writes an NHWC intermediate, then the pointwise conv + BN + ReLU reads it (one invocation per
// output element in both). Each pass's 256-wide workgroups are numbered along x up to 65,535 and
// continue in y (element i = gid.x + gid.y·65,535·256), so up to 2^25 elements fit the
// workgroup limit per axis.
// @plan
// pass depthwise dispatch(min(ceil_div(N * H * W * C, 256), 65535), ceil_div(N * H * W * C, 16776960), 1)
// pass pointwise dispatch(min(ceil_div(N * H * W * Cout, 256), 65535), ceil_div(N * H * W * Cout, 16776960), 1)
// scratch mid f32 N * H * W * C
// @end
struct Params { N: u32, H: u32, W: u32, C: u32, Cout: u32 }

// The workgroup width, used by the folded element index too.
const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> dw_w: array<f32>;
@group(0) @binding(2) var<storage, read> bn1: array<f32>;
@group(0) @binding(3) var<storage, read> pw_w: array<f32>;
@group(0) @binding(4) var<storage, read> bn2: array<f32>;
@group(0) @binding(5) var<storage, read_write> y: array<f32>;
@group(0) @binding(6) var<uniform> p: Params;
@group(0) @binding(7) var<storage, read_write> mid: array<f32>;

@compute @workgroup_size(WG)
fn depthwise(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    let i = gid.x + gid.y * nw.x * WG;
    if (i >= p.N * p.H * p.W * p.C) {
        return;
    }
    let c = i % p.C;
    let pix = i / p.C;
    let ox = pix % p.W;
    let oy = (pix / p.W) % p.H;
    let n = pix / (p.W * p.H);
    var acc = 0.0;
    for (var ky = 0u; ky < 3u; ky++) {
        let iy = i32(oy) + i32(ky) - 1;
        for (var kx = 0u; kx < 3u; kx++) {
            let ix = i32(ox) + i32(kx) - 1;
            if (iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W)) {
                acc += x[((n * p.H + u32(iy)) * p.W + u32(ix)) * p.C + c] * dw_w[(ky * 3u + kx) * p.C + c];
            }
        }
    }
    mid[i] = max(acc * bn1[c] + bn1[p.C + c], 0.0);
}

@compute @workgroup_size(WG)
fn pointwise(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    let i = gid.x + gid.y * nw.x * WG;
    if (i >= p.N * p.H * p.W * p.Cout) {
        return;
    }
    let co = i % p.Cout;
    let pix = i / p.Cout;
    var acc = 0.0;
    for (var c = 0u; c < p.C; c++) {
        acc += mid[pix * p.C + c] * pw_w[c * p.Cout + co];
    }
    y[i] = max(acc * bn2[co] + bn2[p.Cout + co], 0.0);
}
