// Reference: one invocation per predicted sample: its block's vector split by arithmetic shift
// (floor) into an integer offset and a quarter-sample fraction, four clamped reads, one rounding.
struct Params { W: u32, H: u32, B: u32 }

@group(0) @binding(0) var<storage, read> Ref: array<u32>;
@group(0) @binding(1) var<storage, read> MV: array<i32>;
@group(0) @binding(2) var<storage, read_write> Pred: array<u32>;
@group(0) @binding(3) var<uniform> p: Params;

// Ref at (y, x), each coordinate clamped to the frame.
fn at(y: i32, x: i32) -> i32 {
    let yy = u32(clamp(y, 0, i32(p.H) - 1));
    let xx = u32(clamp(x, 0, i32(p.W) - 1));
    return i32(Ref[yy * p.W + xx]);
}

@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    let bw = (p.W + p.B - 1u) / p.B;
    let k = (gid.y / p.B) * bw + gid.x / p.B;
    let mx = MV[2u * k];
    let my = MV[2u * k + 1u];
    let fx = mx & 3;
    let fy = my & 3;
    let x0 = i32(gid.x) + (mx >> 2u);
    let y0 = i32(gid.y) + (my >> 2u);
    let top = (4 - fx) * at(y0, x0) + fx * at(y0, x0 + 1);
    let bottom = (4 - fx) * at(y0 + 1, x0) + fx * at(y0 + 1, x0 + 1);
    Pred[gid.y * p.W + gid.x] = u32(((4 - fy) * top + fy * bottom + 8) >> 4u);
}
