// Reference: one invocation per output, 16×16 workgroups; each packed word of x and w is unpacked
// with sign-extending extractBits, accumulated exactly in i32, then requantised.
struct Params { M: u32, N: u32, K: u32, x_zp: i32, y_zp: i32 }

@group(0) @binding(0) var<storage, read> x: array<u32>;
@group(0) @binding(1) var<storage, read> w: array<u32>;
@group(0) @binding(2) var<storage, read> bias: array<i32>;
@group(0) @binding(3) var<storage, read> scale: array<f32>;
@group(0) @binding(4) var<storage, read_write> y: array<i32>;
@group(0) @binding(5) var<uniform> p: Params;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n = gid.x;
    let m = gid.y;
    if (m >= p.M || n >= p.N) {
        return;
    }
    let k4 = p.K / 4u;
    var acc = bias[n];
    for (var j = 0u; j < k4; j++) {
        let xw = bitcast<i32>(x[m * k4 + j]);
        let ww = bitcast<i32>(w[n * k4 + j]);
        acc += (extractBits(xw, 0u, 8u) - p.x_zp) * extractBits(ww, 0u, 8u);
        acc += (extractBits(xw, 8u, 8u) - p.x_zp) * extractBits(ww, 8u, 8u);
        acc += (extractBits(xw, 16u, 8u) - p.x_zp) * extractBits(ww, 16u, 8u);
        acc += (extractBits(xw, 24u, 8u) - p.x_zp) * extractBits(ww, 24u, 8u);
    }
    let v = f32(acc) * scale[n];
    y[m * p.N + n] = clamp(i32(round(v)) + p.y_zp, -128, 127);
}
