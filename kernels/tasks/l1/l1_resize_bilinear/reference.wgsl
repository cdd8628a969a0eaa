// Reference: one invocation per output element; x runs over (output column, channel).
struct Params { N: u32, H: u32, W: u32, C: u32, OH: u32, OW: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

// Half-pixel source coordinate of output index `o`: (index below, index above, weight above).
fn source(o: u32, size_in: u32, size_out: u32) -> vec3<f32> {
    let s = max((f32(o) + 0.5) * (f32(size_in) / f32(size_out)) - 0.5, 0.0);
    let lo = min(u32(floor(s)), size_in - 1u);
    let hi = min(lo + 1u, size_in - 1u);
    return vec3<f32>(f32(lo), f32(hi), s - f32(lo));
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.y;
    let n = gid.z;
    if (gid.x >= p.OW * p.C || i >= p.OH || n >= p.N) {
        return;
    }
    let j = gid.x / p.C;
    let c = gid.x % p.C;
    let sy = source(i, p.H, p.OH);
    let sx = source(j, p.W, p.OW);
    let r0 = (n * p.H + u32(sy.x)) * p.W;
    let r1 = (n * p.H + u32(sy.y)) * p.W;
    let x0 = u32(sx.x);
    let x1 = u32(sx.y);
    let top = mix(X[(r0 + x0) * p.C + c], X[(r0 + x1) * p.C + c], sx.z);
    let bot = mix(X[(r1 + x0) * p.C + c], X[(r1 + x1) * p.C + c], sx.z);
    Y[((n * p.OH + i) * p.OW + j) * p.C + c] = mix(top, bot, sy.z);
}
