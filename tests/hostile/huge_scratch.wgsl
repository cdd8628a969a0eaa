// expect: contract_violation
// task: l1_vector_add
// why: asks for a 16 GiB scratch buffer through its plan; refused before allocation with the numbers (over the storage binding limit), not an OOM kill.
// @plan
// pass main threads(N, 1, 1)
// scratch junk f32 4294967296
// @end
struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> junk: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i < p.N) {
        junk[i] = 1.0;
        c[i] = a[i] + b[i];
    }
}
