// Reference: two kernels, one invocation per pixel (16×16 workgroups) each. `isp` reads the 3×3
// raw neighbourhood from global memory (black level applied per read), demosaics, white-balances,
// applies the colour matrix and the sRGB curve into scratch `e` ([H, W, 3]); `median` takes, per
// channel, the 3×3 median of `e` by counting (the value with at most 4 smaller and at least 5 not
// larger neighbours).
// @plan
// pass isp threads(W, H, 1)
// pass median threads(W, H, 1)
// scratch e f32 3 * H * W
// @end
struct Params { H: u32, W: u32, BL: f32, r_gain: f32, g_gain: f32, b_gain: f32 }

@group(0) @binding(0) var<storage, read> raw: array<f32>;
@group(0) @binding(1) var<storage, read> ccm: array<f32>;
@group(0) @binding(2) var<storage, read_write> rgb: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> e: array<f32>;

// Mirror without repeating the edge: −1 → 1, n → n − 2.
fn mirror(i: i32, n: i32) -> u32 {
    let j = abs(i);
    return u32(select(j, 2 * n - 2 - j, j >= n));
}

// The black-level-corrected raw value at (y, x), mirrored.
fn px(y: i32, x: i32) -> f32 {
    let v = raw[mirror(y, i32(p.H)) * p.W + mirror(x, i32(p.W))];
    return max(v - p.BL, 0.0) / (1.0 - p.BL);
}

fn srgb(v: f32) -> f32 {
    if (v <= 0.0031308) {
        return 12.92 * v;
    }
    return 1.055 * pow(v, 1.0 / 2.4) - 0.055;
}

@compute @workgroup_size(16, 16)
fn isp(@builtin(global_invocation_id) gid: vec3<u32>) {
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
    var v: vec3<f32>;
    let odd_y = (y & 1) == 1;
    let odd_x = (x & 1) == 1;
    if (!odd_y && !odd_x) {
        v = vec3<f32>(c, cross, diag);
    } else if (!odd_y && odd_x) {
        v = vec3<f32>(horiz, c, vert);
    } else if (odd_y && !odd_x) {
        v = vec3<f32>(vert, c, horiz);
    } else {
        v = vec3<f32>(diag, cross, c);
    }
    let wb = v * vec3<f32>(p.r_gain, p.g_gain, p.b_gain);
    let o = (gid.y * p.W + gid.x) * 3u;
    for (var j = 0u; j < 3u; j++) {
        let m = ccm[3u * j] * wb.x + ccm[3u * j + 1u] * wb.y + ccm[3u * j + 2u] * wb.z;
        e[o + j] = srgb(clamp(m, 0.0, 1.0));
    }
}

@compute @workgroup_size(16, 16)
fn median(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    let o = (gid.y * p.W + gid.x) * 3u;
    for (var ch = 0u; ch < 3u; ch++) {
        var v = array<f32, 9>();
        for (var k = 0u; k < 9u; k++) {
            let yy = clamp(i32(gid.y) + i32(k / 3u) - 1, 0, i32(p.H) - 1);
            let xx = clamp(i32(gid.x) + i32(k % 3u) - 1, 0, i32(p.W) - 1);
            v[k] = e[(u32(yy) * p.W + u32(xx)) * 3u + ch];
        }
        var med = 0.0;
        for (var i = 0u; i < 9u; i++) {
            var lt = 0u;
            var le = 0u;
            for (var j = 0u; j < 9u; j++) {
                lt += select(0u, 1u, v[j] < v[i]);
                le += select(0u, 1u, v[j] <= v[i]);
            }
            if (lt <= 4u && le >= 5u) {
                med = v[i];
            }
        }
        rgb[o + ch] = med;
    }
}
