// Reference: direct convolution, one invocation per output element; x runs over (ow, co) so
// neighbouring invocations share input pixels and read consecutive filter weights, y over
// (n, oh); 16×4 workgroups.
struct Params { N: u32, H: u32, W: u32, G: u32, Cgi: u32, Cgo: u32, KH: u32, KW: u32, S: u32, D: u32, P: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> Wt: array<f32>;
@group(0) @binding(2) var<storage, read> bias: array<f32>;
@group(0) @binding(3) var<storage, read_write> Y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

@compute @workgroup_size(16, 4)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let cin = p.G * p.Cgi;
    let cout = p.G * p.Cgo;
    let oh_n = (p.H + 2u * p.P - p.D * (p.KH - 1u) - 1u) / p.S + 1u;
    let ow_n = (p.W + 2u * p.P - p.D * (p.KW - 1u) - 1u) / p.S + 1u;
    if (gid.x >= ow_n * cout || gid.y >= oh_n * p.N) {
        return;
    }
    let oh = gid.y % oh_n;
    let n = gid.y / oh_n;
    let ow = gid.x / cout;
    let co = gid.x % cout;
    let c0 = (co / p.Cgo) * p.Cgi;
    var acc = bias[co];
    for (var kh = 0u; kh < p.KH; kh++) {
        let ih = i32(oh * p.S + kh * p.D) - i32(p.P);
        if (ih < 0 || ih >= i32(p.H)) {
            continue;
        }
        for (var kw = 0u; kw < p.KW; kw++) {
            let iw = i32(ow * p.S + kw * p.D) - i32(p.P);
            if (iw < 0 || iw >= i32(p.W)) {
                continue;
            }
            let xb = ((n * p.H + u32(ih)) * p.W + u32(iw)) * cin + c0;
            let wb = (kh * p.KW + kw) * p.Cgi * cout + co;
            for (var c = 0u; c < p.Cgi; c++) {
                acc += X[xb + c] * Wt[wb + c * cout];
            }
        }
    }
    Y[((n * oh_n + oh) * ow_n + ow) * cout + co] = acc;
}
