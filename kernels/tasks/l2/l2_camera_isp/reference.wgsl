// Reference: one invocation per pixel (16×16 workgroups) reading its 3×3 neighbourhood from
// global memory, then white balance and the sRGB curve per channel.
struct Params { H: u32, W: u32, r_gain: f32, g_gain: f32, b_gain: f32 }

@group(0) @binding(0) var<storage, read> raw: array<f32>;
@group(0) @binding(1) var<storage, read_write> rgb: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

// Mirror without repeating the edge: −1 → 1, n → n − 2.
fn mirror(i: i32, n: i32) -> u32 {
    var j = i;
    if (j < 0) {
        j = -j;
    }
    if (j >= n) {
        j = 2 * n - 2 - j;
    }
    return u32(j);
}

fn px(y: i32, x: i32) -> f32 {
    return raw[mirror(y, i32(p.H)) * p.W + mirror(x, i32(p.W))];
}

fn srgb(v: f32) -> f32 {
    if (v <= 0.0031308) {
        return 12.92 * v;
    }
    return 1.055 * pow(v, 1.0 / 2.4) - 0.055;
}

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    let x = i32(gid.x);
    let y = i32(gid.y);
    let c = px(y, x);
    let cross = 0.25 * (px(y - 1, x) + px(y + 1, x) + px(y, x - 1) + px(y, x + 1));
    let diag = 0.25 * (px(y - 1, x - 1) + px(y - 1, x + 1) + px(y + 1, x - 1) + px(y + 1, x + 1));
    let horiz = 0.5 * (px(y, x - 1) + px(y, x + 1));
    let vert = 0.5 * (px(y - 1, x) + px(y + 1, x));
    var rgb_v: vec3<f32>;
    let odd_y = (y & 1) == 1;
    let odd_x = (x & 1) == 1;
    if (!odd_y && !odd_x) {
        rgb_v = vec3<f32>(c, cross, diag);
    } else if (!odd_y && odd_x) {
        rgb_v = vec3<f32>(horiz, c, vert);
    } else if (odd_y && !odd_x) {
        rgb_v = vec3<f32>(vert, c, horiz);
    } else {
        rgb_v = vec3<f32>(diag, cross, c);
    }
    let wb = min(rgb_v * vec3<f32>(p.r_gain, p.g_gain, p.b_gain), vec3<f32>(1.0));
    let o = (gid.y * p.W + gid.x) * 3u;
    rgb[o] = srgb(wb.x);
    rgb[o + 1u] = srgb(wb.y);
    rgb[o + 2u] = srgb(wb.z);
}
