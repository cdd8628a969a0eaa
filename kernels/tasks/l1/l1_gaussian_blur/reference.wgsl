// @plan
// pass blur_rows threads(W, H, N)
// pass blur_cols threads(W, H, N)
// scratch rows f32 N * H * W
// @end
// Reference: two passes, one invocation per pixel each: a horizontal 5-tap pass into a scratch
// image, then a vertical 5-tap pass into Y, both reading global memory directly.
struct Params { N: u32, H: u32, W: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;
@group(0) @binding(3) var<storage, read_write> rows: array<f32>;

var<private> K: array<f32, 5> = array<f32, 5>(0.0625, 0.25, 0.375, 0.25, 0.0625);

@compute @workgroup_size(16, 16)
fn blur_rows(@builtin(global_invocation_id) gid: vec3<u32>) {
    let w = gid.x;
    let h = gid.y;
    let n = gid.z;
    if (w >= p.W || h >= p.H || n >= p.N) {
        return;
    }
    let row = (n * p.H + h) * p.W;
    var acc = 0.0;
    for (var t = 0u; t < 5u; t++) {
        let ww = u32(clamp(i32(w) + i32(t) - 2, 0, i32(p.W) - 1));
        acc += K[t] * X[row + ww];
    }
    rows[row + w] = acc;
}

@compute @workgroup_size(16, 16)
fn blur_cols(@builtin(global_invocation_id) gid: vec3<u32>) {
    let w = gid.x;
    let h = gid.y;
    let n = gid.z;
    if (w >= p.W || h >= p.H || n >= p.N) {
        return;
    }
    var acc = 0.0;
    for (var t = 0u; t < 5u; t++) {
        let hh = u32(clamp(i32(h) + i32(t) - 2, 0, i32(p.H) - 1));
        acc += K[t] * rows[(n * p.H + hh) * p.W + w];
    }
    Y[(n * p.H + h) * p.W + w] = acc;
}
