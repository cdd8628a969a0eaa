// expect: mismatch
// task: l1_softmax
// why: a wrong constant: normalises by the row length instead of the sum of exponentials.
struct Params { R: u32, C: u32 }
@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * p.C;
    for (var c = lid; c < p.C; c += 64u) {
        Y[base + c] = exp(X[base + c]) / f32(p.C);
    }
}
