// Reference: one invocation per output element (output channel fastest, so neighbouring
// invocations read neighbouring weights), direct convolution from global memory, BN applied on the
// fly; past 65,535 workgroups (the default launch's cap) each invocation loops over the rest.
struct Params { N: u32, H: u32, W: u32, Cin: u32, Cout: u32, eps: f32 }

// The workgroup width, used by the grid-stride loop too.
const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> w: array<f32>;
@group(0) @binding(2) var<storage, read> gamma: array<f32>;
@group(0) @binding(3) var<storage, read> beta: array<f32>;
@group(0) @binding(4) var<storage, read> mean: array<f32>;
@group(0) @binding(5) var<storage, read> variance: array<f32>;
@group(0) @binding(6) var<storage, read_write> y: array<f32>;
@group(0) @binding(7) var<uniform> p: Params;

fn output(i: u32) {
    let co = i % p.Cout;
    let pix = i / p.Cout;
    let ox = pix % p.W;
    let oy = (pix / p.W) % p.H;
    let n = pix / (p.W * p.H);
    var acc = 0.0;
    for (var ky = 0u; ky < 3u; ky++) {
        let iy = i32(oy) + i32(ky) - 1;
        if (iy < 0 || iy >= i32(p.H)) {
            continue;
        }
        for (var kx = 0u; kx < 3u; kx++) {
            let ix = i32(ox) + i32(kx) - 1;
            if (ix < 0 || ix >= i32(p.W)) {
                continue;
            }
            let xb = ((n * p.H + u32(iy)) * p.W + u32(ix)) * p.Cin;
            let wb = (ky * 3u + kx) * p.Cin;
            for (var ci = 0u; ci < p.Cin; ci++) {
                acc += x[xb + ci] * w[(wb + ci) * p.Cout + co];
            }
        }
    }
    let v = (acc - mean[co]) * gamma[co] / sqrt(variance[co] + p.eps) + beta[co];
    y[i] = max(v, 0.0);
}

@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    for (var i = gid.x; i < p.N * p.H * p.W * p.Cout; i += nw.x * WG) {
        output(i);
    }
}
