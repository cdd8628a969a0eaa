// Reference: three kernels, one invocation per pixel each (16×16 workgroups): the soft-knee bright
// pass into scratch; the horizontal 9-tap blur (clamp to edge) into a second scratch; the vertical
// 9-tap blur (clamp to edge) and the composite into the output, alpha copied.
// @plan
// pass bright threads(W, H, 1)
// pass blur_h threads(W, H, 1)
// pass blur_v threads(W, H, 1)
// scratch br f32 H * W * 4
// scratch hb f32 H * W * 4
// @end
struct Params { H: u32, W: u32, threshold: f32, knee: f32, intensity: f32 }

@group(0) @binding(0) var<storage, read> img: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> out: array<vec4<f32>>;
@group(0) @binding(2) var<uniform> p: Params;
@group(0) @binding(3) var<storage, read_write> br: array<vec4<f32>>;
@group(0) @binding(4) var<storage, read_write> hb: array<vec4<f32>>;

// Binomial taps [1, 8, 28, 56, 70, 56, 28, 8, 1] / 256 at offsets −4 … +4.
const TAPS = array<f32, 9>(0.00390625, 0.03125, 0.109375, 0.21875, 0.2734375, 0.21875, 0.109375, 0.03125, 0.00390625);

@compute @workgroup_size(16, 16)
fn bright(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    let i = gid.y * p.W + gid.x;
    let c = img[i];
    let l = 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z;
    let s = clamp(l - p.threshold + p.knee, 0.0, 2.0 * p.knee);
    let soft = s * s / (4.0 * p.knee + 0.00001);
    let w = max(soft, l - p.threshold) / max(l, 0.00001);
    br[i] = vec4<f32>(c.xyz * w, 0.0);
}

@compute @workgroup_size(16, 16)
fn blur_h(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    let row = gid.y * p.W;
    var acc = vec4<f32>(0.0);
    for (var k = 0; k < 9; k++) {
        let x = u32(clamp(i32(gid.x) + k - 4, 0, i32(p.W) - 1));
        acc += TAPS[k] * br[row + x];
    }
    hb[row + gid.x] = acc;
}

@compute @workgroup_size(16, 16)
fn blur_v(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    var acc = vec4<f32>(0.0);
    for (var k = 0; k < 9; k++) {
        let y = u32(clamp(i32(gid.y) + k - 4, 0, i32(p.H) - 1));
        acc += TAPS[k] * hb[y * p.W + gid.x];
    }
    let i = gid.y * p.W + gid.x;
    let c = img[i];
    out[i] = vec4<f32>(c.xyz + p.intensity * acc.xyz, c.w);
}
