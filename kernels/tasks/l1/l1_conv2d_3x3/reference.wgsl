// Reference: direct convolution, one invocation per output element; x runs over (w, co) so
// neighbouring invocations share input pixels and read consecutive filter weights.
struct Params { N: u32, H: u32, W: u32, Cin: u32, Cout: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> Wt: array<f32>;
@group(0) @binding(2) var<storage, read> bias: array<f32>;
@group(0) @binding(3) var<storage, read_write> Y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let h = gid.y;
    let n = gid.z;
    if (gid.x >= p.W * p.Cout || h >= p.H || n >= p.N) {
        return;
    }
    let w = gid.x / p.Cout;
    let co = gid.x % p.Cout;
    var acc = bias[co];
    for (var kh = 0u; kh < 3u; kh++) {
        let ih = i32(h) + i32(kh) - 1;
        if (ih < 0 || ih >= i32(p.H)) {
            continue;
        }
        for (var kw = 0u; kw < 3u; kw++) {
            let iw = i32(w) + i32(kw) - 1;
            if (iw < 0 || iw >= i32(p.W)) {
                continue;
            }
            let xb = ((n * p.H + u32(ih)) * p.W + u32(iw)) * p.Cin;
            let wb = (kh * 3u + kw) * p.Cin * p.Cout + co;
            for (var ci = 0u; ci < p.Cin; ci++) {
                acc += X[xb + ci] * Wt[wb + ci * p.Cout];
            }
        }
    }
    Y[((n * p.H + h) * p.W + w) * p.Cout + co] = acc;
}
