// Reference: one 256-invocation workgroup per (image, group); mean, variance from deviations and
// normalise in three sweeps over the group's H·W·Cg elements, with workgroup tree reductions.
struct Params { N: u32, H: u32, W: u32, C: u32, G: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> gamma: array<f32>;
@group(0) @binding(2) var<storage, read> beta: array<f32>;
@group(0) @binding(3) var<storage, read_write> Y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

var<workgroup> red: array<f32, 256>;

fn group_sum(lid: u32, v: f32) -> f32 {
    red[lid] = v;
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] = red[lid] + red[lid + s];
        }
        workgroupBarrier();
    }
    let total = red[0];
    workgroupBarrier();
    return total;
}

// Index in X of the group's element i (pixel i / cg, channel i % cg of the group).
fn at(base: u32, c0: u32, cg: u32, i: u32) -> u32 {
    return base + (i / cg) * p.C + c0 + i % cg;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    // The launch is exactly N·G workgroups.
    let n = wid.x / p.G;
    let cg = p.C / p.G;
    let c0 = (wid.x % p.G) * cg;
    let base = n * p.H * p.W * p.C;
    let count = p.H * p.W * cg;
    var s = 0.0;
    for (var i = lid; i < count; i += 256u) {
        s += X[at(base, c0, cg, i)];
    }
    let mean = group_sum(lid, s) / f32(count);
    var q = 0.0;
    for (var i = lid; i < count; i += 256u) {
        let d = X[at(base, c0, cg, i)] - mean;
        q += d * d;
    }
    let inv = inverseSqrt(group_sum(lid, q) / f32(count) + p.eps);
    for (var i = lid; i < count; i += 256u) {
        let k = at(base, c0, cg, i);
        let c = c0 + i % cg;
        Y[k] = (X[k] - mean) * inv * gamma[c] + beta[c];
    }
}
