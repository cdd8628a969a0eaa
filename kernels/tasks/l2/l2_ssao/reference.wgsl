// Reference: two kernels, one invocation per pixel each (16×16 workgroups): the S projected samples
// of a pixel into a scratch plane of raw occlusion, then the 4×4 box blur (offsets −2 … +1,
// clamp-to-edge) into the output.
// @plan
// pass occlusion threads(W, H, 1)
// pass blur threads(W, H, 1)
// scratch raw f32 H * W
// @end
struct Params { H: u32, W: u32, S: u32, sx: f32, sy: f32, radius: f32, beta: f32 }

@group(0) @binding(0) var<storage, read> depth: array<f32>;
@group(0) @binding(1) var<storage, read> normal: array<f32>;
@group(0) @binding(2) var<storage, read> kernel: array<f32>;
@group(0) @binding(3) var<storage, read_write> ao: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;
@group(0) @binding(5) var<storage, read_write> raw: array<f32>;

// depth at texel (i, j), clamped to the image.
fn texel(i: i32, j: i32) -> f32 {
    let x = u32(clamp(i, 0, i32(p.W) - 1));
    let y = u32(clamp(j, 0, i32(p.H) - 1));
    return depth[y * p.W + x];
}

// The view-space point of pixel-space (u, v) at depth z.
fn view(u: f32, v: f32, z: f32) -> vec3<f32> {
    return vec3<f32>(z * (2.0 * u / f32(p.W) - 1.0) / p.sx, z * (2.0 * v / f32(p.H) - 1.0) / p.sy, z);
}

@compute @workgroup_size(16, 16)
fn occlusion(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    let i = gid.y * p.W + gid.x;
    let d0 = depth[i];
    let m = vec3<f32>(normal[3u * i], normal[3u * i + 1u], normal[3u * i + 2u]);
    let n = normalize(m);
    let pv = view(f32(gid.x) + 0.5, f32(gid.y) + 0.5, d0);
    let wf = f32(p.W);
    let hf = f32(p.H);
    var sum = 0.0;
    for (var s = 0u; s < p.S; s++) {
        var k = vec3<f32>(kernel[3u * s], kernel[3u * s + 1u], kernel[3u * s + 2u]);
        if (dot(k, m) <= 0.0) {
            k = -k;
        }
        let q = pv + p.radius * k;
        let u = clamp((1.0 + p.sx * q.x / q.z) * wf * 0.5, 0.0, wf);
        let v = clamp((1.0 + p.sy * q.y / q.z) * hf * 0.5, 0.0, hf);
        let tx = u - 0.5;
        let ty = v - 0.5;
        let fx0 = floor(tx);
        let fy0 = floor(ty);
        let fx = tx - fx0;
        let fy = ty - fy0;
        let x0 = i32(fx0);
        let y0 = i32(fy0);
        let top = (1.0 - fx) * texel(x0, y0) + fx * texel(x0 + 1, y0);
        let bottom = (1.0 - fx) * texel(x0, y0 + 1) + fx * texel(x0 + 1, y0 + 1);
        let ds = (1.0 - fy) * top + fy * bottom;
        let w = view(u, v, ds) - pv;
        let a = max(dot(w, n) - p.beta * d0, 0.0) / (dot(w, w) + 0.1);
        let delta = abs(ds - d0);
        var rc = 1.0;
        if (delta > p.radius) {
            let t = p.radius / delta;
            rc = t * t * (3.0 - 2.0 * t);
        }
        sum += a * rc;
    }
    raw[i] = max(1.0 - p.radius * sum / f32(p.S), 0.0);
}

@compute @workgroup_size(16, 16)
fn blur(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    var acc = 0.0;
    for (var j = -2; j <= 1; j++) {
        let y = u32(clamp(i32(gid.y) + j, 0, i32(p.H) - 1));
        for (var i = -2; i <= 1; i++) {
            let x = u32(clamp(i32(gid.x) + i, 0, i32(p.W) - 1));
            acc += raw[y * p.W + x];
        }
    }
    ao[gid.y * p.W + gid.x] = acc / 16.0;
}
