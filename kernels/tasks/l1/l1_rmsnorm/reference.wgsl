// Reference: one 64-invocation workgroup per row; sum of squares with a workgroup tree
// reduction, then a scaling sweep.
struct Params { R: u32, C: u32, eps: f32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> g: array<f32>;
@group(0) @binding(2) var<storage, read_write> Y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

var<workgroup> red: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * p.C;
    var q = 0.0;
    for (var c = lid; c < p.C; c += 64u) {
        let v = X[base + c];
        q += v * v;
    }
    red[lid] = q;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] = red[lid] + red[lid + s];
        }
        workgroupBarrier();
    }
    let inv = inverseSqrt(red[0] / f32(p.C) + p.eps);
    for (var c = lid; c < p.C; c += 64u) {
        Y[base + c] = X[base + c] * inv * g[c];
    }
}
