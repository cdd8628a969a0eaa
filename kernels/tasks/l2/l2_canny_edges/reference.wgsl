// Reference: three kernels, one invocation per pixel each (16×16 workgroups): Sobel → L1 magnitude
// and direction into scratch; non-maximum suppression and double threshold into a label scratch;
// then one hysteresis pass into the output.
// @plan
// pass gradient threads(W, H, 1)
// pass suppress threads(W, H, 1)
// pass link threads(W, H, 1)
// scratch mag u32 H * W
// scratch dir u32 H * W
// scratch lab u32 H * W
// @end
struct Params { H: u32, W: u32, low: u32, high: u32 }

@group(0) @binding(0) var<storage, read> img: array<u32>;
@group(0) @binding(1) var<storage, read_write> edges: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;
@group(0) @binding(3) var<storage, read_write> mag: array<u32>;
@group(0) @binding(4) var<storage, read_write> dir: array<u32>;
@group(0) @binding(5) var<storage, read_write> lab: array<u32>;

// Neighbour a of each direction (0 horizontal, 1 "\" diagonal, 2 vertical, 3 "/" diagonal);
// neighbour b is the opposite one.
const DY = array<i32, 4>(0, -1, -1, -1);
const DX = array<i32, 4>(-1, -1, 0, 1);

fn px(y: i32, x: i32) -> i32 {
    return i32(img[u32(clamp(y, 0, i32(p.H) - 1)) * p.W + u32(clamp(x, 0, i32(p.W) - 1))]);
}

fn inside(y: i32, x: i32) -> bool {
    return y >= 0 && x >= 0 && y < i32(p.H) && x < i32(p.W);
}

fn mag_at(y: i32, x: i32) -> u32 {
    if (!inside(y, x)) {
        return 0u;
    }
    return mag[u32(y) * p.W + u32(x)];
}

@compute @workgroup_size(16, 16)
fn gradient(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    let x = i32(gid.x);
    let y = i32(gid.y);
    let gx = px(y - 1, x + 1) + 2 * px(y, x + 1) + px(y + 1, x + 1) - px(y - 1, x - 1) - 2 * px(y, x - 1) - px(y + 1, x - 1);
    let gy = px(y + 1, x - 1) + 2 * px(y + 1, x) + px(y + 1, x + 1) - px(y - 1, x - 1) - 2 * px(y - 1, x) - px(y - 1, x + 1);
    let ax = abs(gx);
    let ay = abs(gy);
    var d = 3u;
    if (ay * 32768 < ax * 13573) {
        d = 0u;
    } else if (ay * 32768 > ax * 79109) {
        d = 2u;
    } else if ((gx < 0) == (gy < 0)) {
        d = 1u;
    }
    let i = gid.y * p.W + gid.x;
    mag[i] = u32(ax + ay);
    dir[i] = d;
}

@compute @workgroup_size(16, 16)
fn suppress(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    let x = i32(gid.x);
    let y = i32(gid.y);
    let i = gid.y * p.W + gid.x;
    let m = mag[i];
    let d = dir[i];
    var l = 0u;
    if (m > mag_at(y + DY[d], x + DX[d]) && m >= mag_at(y - DY[d], x - DX[d])) {
        l = select(select(0u, 1u, m > p.low), 2u, m > p.high);
    }
    lab[i] = l;
}

@compute @workgroup_size(16, 16)
fn link(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    let x = i32(gid.x);
    let y = i32(gid.y);
    let i = gid.y * p.W + gid.x;
    var l = lab[i];
    if (l == 1u) {
        for (var v = -1; v <= 1; v++) {
            for (var u = -1; u <= 1; u++) {
                if (inside(y + v, x + u) && lab[u32(y + v) * p.W + u32(x + u)] == 2u) {
                    l = 2u;
                }
            }
        }
    }
    edges[i] = l;
}
