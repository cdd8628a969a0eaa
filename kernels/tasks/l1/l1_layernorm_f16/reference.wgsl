// Reference: one 64-invocation workgroup per row; mean, variance and normalise in three sweeps
// with workgroup tree reductions, every statistic in f32, Y rounded to f16 once.
enable f16;

struct Params { R: u32, C: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> X: array<f16>;
@group(0) @binding(1) var<storage, read> gamma: array<f16>;
@group(0) @binding(2) var<storage, read> beta: array<f16>;
@group(0) @binding(3) var<storage, read_write> Y: array<f16>;
@group(0) @binding(4) var<uniform> p: Params;

var<workgroup> red: array<f32, 64>;

fn row_sum(lid: u32, v: f32) -> f32 {
    red[lid] = v;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] = red[lid] + red[lid + s];
        }
        workgroupBarrier();
    }
    let total = red[0];
    workgroupBarrier();
    return total;
}

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * p.C;
    var s = 0.0;
    for (var c = lid; c < p.C; c += 64u) {
        s += f32(X[base + c]);
    }
    let mean = row_sum(lid, s) / f32(p.C);
    var q = 0.0;
    for (var c = lid; c < p.C; c += 64u) {
        let d = f32(X[base + c]) - mean;
        q += d * d;
    }
    let inv = inverseSqrt(row_sum(lid, q) / f32(p.C) + p.eps);
    for (var c = lid; c < p.C; c += 64u) {
        Y[base + c] = f16((f32(X[base + c]) - mean) * inv * f32(gamma[c]) + f32(beta[c]));
    }
}
