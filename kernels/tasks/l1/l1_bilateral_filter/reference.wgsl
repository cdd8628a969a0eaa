// Reference: one invocation per pixel (16×16 workgroups); the window is read from global memory,
// the C ≤ 4 channels of a pixel held in a vec4 (unused lanes 0 on both sides of a difference).
struct Params { H: u32, W: u32, C: u32, R: u32, sigma_s: f32, sigma_r: f32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

fn pixel(y: u32, x: u32) -> vec4<f32> {
    let base = (y * p.W + x) * p.C;
    var v: vec4<f32>;
    for (var c = 0u; c < p.C; c++) {
        v[c] = X[base + c];
    }
    return v;
}

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let x = gid.x;
    let y = gid.y;
    if (x >= p.W || y >= p.H) {
        return;
    }
    let centre = pixel(y, x);
    let ks = -0.5 / (p.sigma_s * p.sigma_s);
    let kr = -0.5 / (p.sigma_r * p.sigma_r);
    let r = i32(p.R);
    var acc = vec4<f32>(0.0);
    var norm = 0.0;
    for (var dy = -r; dy <= r; dy++) {
        let qy = u32(clamp(i32(y) + dy, 0, i32(p.H) - 1));
        for (var dx = -r; dx <= r; dx++) {
            let qx = u32(clamp(i32(x) + dx, 0, i32(p.W) - 1));
            let q = pixel(qy, qx);
            let d = q - centre;
            let w = exp(f32(dy * dy + dx * dx) * ks + dot(d, d) * kr);
            acc += w * q;
            norm += w;
        }
    }
    let out = acc / norm;
    let base = (y * p.W + x) * p.C;
    for (var c = 0u; c < p.C; c++) {
        Y[base + c] = out[c];
    }
}
