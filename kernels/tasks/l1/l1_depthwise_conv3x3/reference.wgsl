// Reference: one invocation per output element; x runs over (w, c), so loads are contiguous
// across invocations.
struct Params { N: u32, H: u32, W: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> Wt: array<f32>;
@group(0) @binding(2) var<storage, read> bias: array<f32>;
@group(0) @binding(3) var<storage, read_write> Y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let h = gid.y;
    let n = gid.z;
    if (gid.x >= p.W * p.C || h >= p.H || n >= p.N) {
        return;
    }
    let w = gid.x / p.C;
    let c = gid.x % p.C;
    var acc = bias[c];
    for (var kh = 0u; kh < 3u; kh++) {
        let ih = i32(h) + i32(kh) - 1;
        for (var kw = 0u; kw < 3u; kw++) {
            let iw = i32(w) + i32(kw) - 1;
            if (ih >= 0 && ih < i32(p.H) && iw >= 0 && iw < i32(p.W)) {
                acc += X[((n * p.H + u32(ih)) * p.W + u32(iw)) * p.C + c] * Wt[(kh * 3u + kw) * p.C + c];
            }
        }
    }
    Y[((n * p.H + h) * p.W + w) * p.C + c] = acc;
}
