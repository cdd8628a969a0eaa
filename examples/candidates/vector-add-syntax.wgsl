// sample: vector-add-syntax
// model: hand-written
// expect: invalid_shader
// task: l1_vector_add
// about: a missing operand (a typical truncated LLM answer).
struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i < p.N) {
        c[i] = a[i] + ;
    }
}
