// Reference: one invocation per pixel (16×16 workgroups). The K×K bilinear taps share texels, so it
// reads the (K + 1)×(K + 1) footprint once, each texel's pass weighted by the product of its
// column and row weights (1 − f on the first, f on the last, 1 between), then divides by K².
struct Params { H: u32, W: u32, SH: u32, SW: u32, R: u32, bias: f32 }

@group(0) @binding(0) var<storage, read> pos: array<f32>;
@group(0) @binding(1) var<storage, read> shadow_map: array<f32>;
@group(0) @binding(2) var<storage, read_write> vis: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

// The weight of footprint column (or row) a of n + 1, with fraction f.
fn edge_weight(a: i32, n: i32, f: f32) -> f32 {
    var w = 1.0;
    if (a == 0) {
        w -= f;
    }
    if (a == n) {
        w = w - 1.0 + f;
    }
    return w;
}

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    let i = gid.y * p.W + gid.x;
    let u = pos[3u * i];
    let v = pos[3u * i + 1u];
    let z = pos[3u * i + 2u];
    if (u < 0.0 || u > 1.0 || v < 0.0 || v > 1.0 || z > 1.0) {
        vis[i] = 1.0;
        return;
    }
    let tx = u * f32(p.SW) - 0.5;
    let ty = v * f32(p.SH) - 0.5;
    let fx0 = floor(tx);
    let fy0 = floor(ty);
    let fx = tx - fx0;
    let fy = ty - fy0;
    let r = i32(p.R);
    let k = 2 * r + 1;
    let x0 = i32(fx0) - r;
    let y0 = i32(fy0) - r;
    let depth = z - p.bias;
    var acc = 0.0;
    for (var b = 0; b <= k; b++) {
        let row = u32(clamp(y0 + b, 0, i32(p.SH) - 1)) * p.SW;
        let wy = edge_weight(b, k, fy);
        var racc = 0.0;
        for (var a = 0; a <= k; a++) {
            let d = shadow_map[row + u32(clamp(x0 + a, 0, i32(p.SW) - 1))];
            if (depth <= d) {
                racc += edge_weight(a, k, fx);
            }
        }
        acc += wy * racc;
    }
    vis[i] = acc / f32(k * k);
}
