// Reference: one invocation per output element; x runs over (output column, channel).
struct Params { H: u32, W: u32, C: u32, OH: u32, OW: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

// Taps of output index `o` along an axis of `n` inputs and `m` outputs: (first tap, end, centre, support).
fn window(o: u32, n: u32, m: u32) -> vec4<f32> {
    let s = f32(n) / f32(m);
    let support = max(s, 1.0);
    let centre = (f32(o) + 0.5) * s;
    let lo = max(floor(centre - support + 0.5), 0.0);
    let hi = min(floor(centre + support + 0.5), f32(n));
    return vec4<f32>(lo, hi, centre, support);
}

// Triangle weight of input index `i` in window `w`.
fn tri(i: u32, w: vec4<f32>) -> f32 {
    return max(1.0 - abs(f32(i) + 0.5 - w.z) / w.w, 0.0);
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let oy = gid.y;
    if (gid.x >= p.OW * p.C || oy >= p.OH) {
        return;
    }
    let ox = gid.x / p.C;
    let c = gid.x % p.C;
    let wx = window(ox, p.W, p.OW);
    let wy = window(oy, p.H, p.OH);
    let x0 = u32(wx.x);
    let x1 = u32(wx.y);
    var norm_x = 0.0;
    for (var x = x0; x < x1; x++) {
        norm_x += tri(x, wx);
    }
    var acc = 0.0;
    var norm_y = 0.0;
    for (var y = u32(wy.x); y < u32(wy.y); y++) {
        var row = 0.0;
        for (var x = x0; x < x1; x++) {
            row += tri(x, wx) * X[(y * p.W + x) * p.C + c];
        }
        let ky = tri(y, wy);
        acc += ky * row;
        norm_y += ky;
    }
    Y[(oy * p.OW + ox) * p.C + c] = acc / (norm_x * norm_y);
}
