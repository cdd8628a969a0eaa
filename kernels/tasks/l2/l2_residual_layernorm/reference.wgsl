// Reference: one 256-invocation workgroup per row; the sum is written once, then two tree
// reductions (mean, then the sum of squared deviations) and a normalising sweep.
struct Params { T: u32, D: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> R: array<f32>;
@group(0) @binding(2) var<storage, read> gamma: array<f32>;
@group(0) @binding(3) var<storage, read> beta: array<f32>;
@group(0) @binding(4) var<storage, read_write> h: array<f32>;
@group(0) @binding(5) var<storage, read_write> y: array<f32>;
@group(0) @binding(6) var<uniform> p: Params;

var<workgroup> red: array<f32, 256>;

fn reduce_sum(lid: u32, v: f32) -> f32 {
    red[lid] = v;
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] += red[lid + s];
        }
        workgroupBarrier();
    }
    let total = red[0];
    workgroupBarrier();
    return total;
}

@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * p.D;
    var s = 0.0;
    for (var j = lid; j < p.D; j += 256u) {
        let v = X[base + j] + R[base + j];
        h[base + j] = v;
        s += v;
    }
    let mu = reduce_sum(lid, s) / f32(p.D);
    var q = 0.0;
    for (var j = lid; j < p.D; j += 256u) {
        let d = h[base + j] - mu;
        q += d * d;
    }
    let inv = inverseSqrt(reduce_sum(lid, q) / f32(p.D) + p.eps);
    for (var j = lid; j < p.D; j += 256u) {
        y[base + j] = (h[base + j] - mu) * inv * gamma[j] + beta[j];
    }
}
