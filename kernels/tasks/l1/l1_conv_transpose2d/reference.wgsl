// Reference: one invocation per output (ox fastest, 16×4 workgroups), gathering: along each axis
// only the taps k ≡ (o + P) mod S contribute, from input (o + P − k) / S when that is in range,
// so an invocation visits CI·⌈K/S⌉² taps (≤ 3,200).
struct Params { N: u32, CI: u32, CO: u32, H: u32, W: u32, K: u32, S: u32, P: u32, OP: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weight: array<f32>;
@group(0) @binding(2) var<storage, read> bias: array<f32>;
@group(0) @binding(3) var<storage, read_write> y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

@compute @workgroup_size(16, 4)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let oh = (p.H - 1u) * p.S + p.K + p.OP - 2u * p.P;
    let ow = (p.W - 1u) * p.S + p.K + p.OP - 2u * p.P;
    let ox = gid.x;
    let oy = gid.y;
    // The grid's z extent is exactly N·CO (workgroups of 16 × 4 × 1).
    let n = gid.z / p.CO;
    let co = gid.z % p.CO;
    if (ox >= ow || oy >= oh) {
        return;
    }
    let ty = i32(oy + p.P);
    let tx = i32(ox + p.P);
    let s = i32(p.S);
    let k = i32(p.K);
    var acc = bias[co];
    for (var ky = ty % s; ky < k; ky += s) {
        let iy = (ty - ky) / s;
        if (iy >= 0 && iy < i32(p.H)) {
            for (var kx = tx % s; kx < k; kx += s) {
                let ix = (tx - kx) / s;
                if (ix >= 0 && ix < i32(p.W)) {
                    for (var ci = 0u; ci < p.CI; ci++) {
                        let xv = x[((n * p.CI + ci) * p.H + u32(iy)) * p.W + u32(ix)];
                        acc += xv * weight[((ci * p.CO + co) * p.K + u32(ky)) * p.K + u32(kx)];
                    }
                }
            }
        }
    }
    y[((n * p.CO + co) * oh + oy) * ow + ox] = acc;
}
