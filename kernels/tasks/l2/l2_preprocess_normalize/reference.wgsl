// Reference: one invocation per output pixel (16×16 workgroups): half-pixel source coordinates in
// crop space, the 2×2 taps clamped to the crop, bilinear blend of the RGB bytes, ÷255, normalise,
// three planar writes.
struct Params { H: u32, W: u32, x0: u32, y0: u32, cw: u32, ch: u32, OH: u32, OW: u32 }

@group(0) @binding(0) var<storage, read> img: array<u32>;
@group(0) @binding(1) var<storage, read> mean: array<f32>;
@group(0) @binding(2) var<storage, read> stdev: array<f32>;
@group(0) @binding(3) var<storage, read_write> y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

// The R, G, B bytes (low byte first) of crop pixel (cy, cx).
fn texel(cy: u32, cx: u32) -> vec3<f32> {
    let v = img[(p.y0 + cy) * p.W + p.x0 + cx];
    return vec3<f32>(f32(v & 255u), f32((v >> 8u) & 255u), f32((v >> 16u) & 255u));
}

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.OW || gid.y >= p.OH) {
        return;
    }
    let sx = max((f32(gid.x) + 0.5) * (f32(p.cw) / f32(p.OW)) - 0.5, 0.0);
    let sy = max((f32(gid.y) + 0.5) * (f32(p.ch) / f32(p.OH)) - 0.5, 0.0);
    let x_lo = u32(sx);
    let y_lo = u32(sy);
    let lx = sx - f32(x_lo);
    let ly = sy - f32(y_lo);
    let x_hi = min(x_lo + 1u, p.cw - 1u);
    let y_hi = min(y_lo + 1u, p.ch - 1u);
    let top = mix(texel(y_lo, x_lo), texel(y_lo, x_hi), lx);
    let bottom = mix(texel(y_hi, x_lo), texel(y_hi, x_hi), lx);
    let v = mix(top, bottom, ly) / 255.0;
    let plane = p.OH * p.OW;
    let o = gid.y * p.OW + gid.x;
    y[o] = (v.x - mean[0]) / stdev[0];
    y[plane + o] = (v.y - mean[1]) / stdev[1];
    y[2u * plane + o] = (v.z - mean[2]) / stdev[2];
}
