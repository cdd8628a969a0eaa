// Reference: three passes, one invocation per element of each, a row's W·C values along x, the row
// on y, the batch item on z: the expansion + hardswish (scratch `a`), the strided depthwise +
// hardswish (scratch `d`), then the projection and the residual.
// @plan
// pass expand dispatch(ceil_div(W * E, 64), H, N)
// pass depthwise dispatch(ceil_div(((W - 1) / stride + 1) * E, 64), (H - 1) / stride + 1, N)
// pass project dispatch(ceil_div(((W - 1) / stride + 1) * Cout, 64), (H - 1) / stride + 1, N)
// scratch a f32 N * H * W * E
// scratch d f32 N * ((H - 1) / stride + 1) * ((W - 1) / stride + 1) * E
// @end
struct Params { N: u32, H: u32, W: u32, Cin: u32, E: u32, Cout: u32, stride: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> w1: array<f32>;
@group(0) @binding(2) var<storage, read> dw: array<f32>;
@group(0) @binding(3) var<storage, read> w3: array<f32>;
@group(0) @binding(4) var<storage, read_write> y: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;
@group(0) @binding(6) var<storage, read_write> a: array<f32>;
@group(0) @binding(7) var<storage, read_write> d: array<f32>;

fn hardswish(v: f32) -> f32 {
    return v * clamp(v + 3.0, 0.0, 6.0) / 6.0;
}

@compute @workgroup_size(64)
fn expand(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W * p.E) {
        return;
    }
    let pix = (gid.z * p.H + gid.y) * p.W + gid.x / p.E;
    let e = gid.x % p.E;
    var acc = w1[p.Cin * p.E + e];
    for (var c = 0u; c < p.Cin; c++) {
        acc += x[pix * p.Cin + c] * w1[c * p.E + e];
    }
    a[pix * p.E + e] = hardswish(acc);
}

@compute @workgroup_size(64)
fn depthwise(@builtin(global_invocation_id) gid: vec3<u32>) {
    let wo = (p.W - 1u) / p.stride + 1u;
    let ho = (p.H - 1u) / p.stride + 1u;
    if (gid.x >= wo * p.E) {
        return;
    }
    let j = gid.x / p.E;
    let e = gid.x % p.E;
    var acc = dw[9u * p.E + e];
    for (var ky = 0u; ky < 3u; ky++) {
        let iy = i32(gid.y * p.stride + ky) - 1;
        for (var kx = 0u; kx < 3u; kx++) {
            let ix = i32(j * p.stride + kx) - 1;
            if (iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W)) {
                acc += a[((gid.z * p.H + u32(iy)) * p.W + u32(ix)) * p.E + e] * dw[(ky * 3u + kx) * p.E + e];
            }
        }
    }
    d[((gid.z * ho + gid.y) * wo + j) * p.E + e] = hardswish(acc);
}

@compute @workgroup_size(64)
fn project(@builtin(global_invocation_id) gid: vec3<u32>) {
    let wo = (p.W - 1u) / p.stride + 1u;
    let ho = (p.H - 1u) / p.stride + 1u;
    if (gid.x >= wo * p.Cout) {
        return;
    }
    let pix = (gid.z * ho + gid.y) * wo + gid.x / p.Cout;
    let o = gid.x % p.Cout;
    var acc = w3[p.E * p.Cout + o];
    for (var e = 0u; e < p.E; e++) {
        acc += d[pix * p.E + e] * w3[e * p.Cout + o];
    }
    if (p.stride == 1u && p.Cin == p.Cout) {
        acc += x[pix * p.Cin + o];
    }
    y[pix * p.Cout + o] = acc;
}
