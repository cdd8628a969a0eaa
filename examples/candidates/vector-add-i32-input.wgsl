// sample: vector-add-i32-input
// model: hand-written
// expect: contract_violation
// task: l1_vector_add
// about: input `a` is declared as array<i32>; the task says f32.
struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<i32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i < p.N) {
        c[i] = f32(a[i]) + b[i];
    }
}
