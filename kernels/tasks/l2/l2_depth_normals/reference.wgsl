// Reference: one invocation per pixel (16×16 workgroups). Each invocation unprojects its own pixel
// and, for an interior pixel whose five depths are valid, its four neighbours, then crosses the
// central differences, faces the normal toward the camera and normalises it.
struct Params { H: u32, W: u32, fx: f32, fy: f32, cx: f32, cy: f32 }

@group(0) @binding(0) var<storage, read> depth: array<f32>;
@group(0) @binding(1) var<storage, read_write> points: array<f32>;
@group(0) @binding(2) var<storage, read_write> normals: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

// The camera-space point of pixel (x, y) with depth d (pixel centre at x + 0.5, y + 0.5).
fn unproject(x: u32, y: u32, d: f32) -> vec3<f32> {
    let u = f32(x) + 0.5;
    let v = f32(y) + 0.5;
    return vec3<f32>(d * (u - p.cx) / p.fx, d * (v - p.cy) / p.fy, d);
}

fn store(buf: u32, i: u32, w: vec3<f32>) {
    if (buf == 0u) {
        points[3u * i] = w.x;
        points[3u * i + 1u] = w.y;
        points[3u * i + 2u] = w.z;
    } else {
        normals[3u * i] = w.x;
        normals[3u * i + 1u] = w.y;
        normals[3u * i + 2u] = w.z;
    }
}

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let x = gid.x;
    let y = gid.y;
    if (x >= p.W || y >= p.H) {
        return;
    }
    let i = y * p.W + x;
    let dc = depth[i];
    let pc = unproject(x, y, dc);
    store(0u, i, pc);
    if (x == 0u || y == 0u || x + 1u >= p.W || y + 1u >= p.H) {
        store(1u, i, vec3<f32>(0.0));
        return;
    }
    let dr = depth[i + 1u];
    let dl = depth[i - 1u];
    let dd = depth[i + p.W];
    let du = depth[i - p.W];
    if (dc == 0.0 || dr == 0.0 || dl == 0.0 || dd == 0.0 || du == 0.0) {
        store(1u, i, vec3<f32>(0.0));
        return;
    }
    let a = unproject(x + 1u, y, dr) - unproject(x - 1u, y, dl);
    let b = unproject(x, y + 1u, dd) - unproject(x, y - 1u, du);
    var n = cross(a, b);
    if (dot(n, pc) > 0.0) {
        n = -n;
    }
    store(1u, i, n / max(length(n), 1e-30));
}
