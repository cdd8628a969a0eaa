// expect: contract_violation
// task: l1_vector_add
// why: a helper function but no @compute entry point at all.
struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

fn add(i: u32) {
    c[i] = a[i] + b[i];
}
