// Reference: one invocation per output element; x runs over (output column, channel).
struct Params { N: u32, H: u32, W: u32, C: u32, OH: u32, OW: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> A: array<f32>;
@group(0) @binding(2) var<storage, read_write> Y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

// X[n, y, x, c], or 0 outside the image.
fn tap(n: u32, y: i32, x: i32, c: u32) -> f32 {
    if (y < 0 || x < 0 || y >= i32(p.H) || x >= i32(p.W)) {
        return 0.0;
    }
    return X[((n * p.H + u32(y)) * p.W + u32(x)) * p.C + c];
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    // The grid's y and z extents are exactly OH and N (workgroup size 64 × 1 × 1).
    let i = gid.y;
    let n = gid.z;
    if (gid.x >= p.OW * p.C) {
        return;
    }
    let j = gid.x / p.C;
    let c = gid.x % p.C;
    let m = n * 6u;
    let ox = f32(j) + 0.5;
    let oy = f32(i) + 0.5;
    let u = A[m] * ox + A[m + 1u] * oy + A[m + 2u] - 0.5;
    let v = A[m + 3u] * ox + A[m + 4u] * oy + A[m + 5u] - 0.5;
    let fu = floor(u);
    let fv = floor(v);
    let fx = u - fu;
    let fy = v - fv;
    let x0 = i32(fu);
    let y0 = i32(fv);
    let top = mix(tap(n, y0, x0, c), tap(n, y0, x0 + 1, c), fx);
    let bot = mix(tap(n, y0 + 1, x0, c), tap(n, y0 + 1, x0 + 1, c), fx);
    Y[((n * p.OH + i) * p.OW + j) * p.C + c] = mix(top, bot, fy);
}
