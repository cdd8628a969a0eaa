// Reference: one invocation per output element; x runs over (output column, channel).
struct Params { N: u32, H: u32, W: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let oh = p.H / 2u;
    let ow = p.W / 2u;
    let i = gid.y;
    let n = gid.z;
    if (gid.x >= ow * p.C || i >= oh || n >= p.N) {
        return;
    }
    let j = gid.x / p.C;
    let c = gid.x % p.C;
    let row = p.W * p.C;
    let top = ((n * p.H + 2u * i) * p.W + 2u * j) * p.C + c;
    let m = max(max(X[top], X[top + p.C]), max(X[top + row], X[top + row + p.C]));
    Y[((n * oh + i) * ow + j) * p.C + c] = m;
}
