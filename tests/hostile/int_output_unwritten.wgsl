// expect: mismatch
// task: l1_argmax
// why: an integer output never written; a zero-initialised buffer would pass every row whose argmax is 0.
struct Params { R: u32, C: u32 }
@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> idx: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.R) {
        return;
    }
    let v = X[gid.x * p.C];
    if (v > 1.0e30) {
        idx[gid.x] = 0u;
    }
}
