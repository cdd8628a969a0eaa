// expect: mismatch
// task: l1_vector_add
// why: a correct result, but a first pass writes one element past the end of its scratch buffer; the scratch guard region catches it (check out_of_bounds_write).
// @plan
// pass fill dispatch(ceil_div(N + 1, 64), 1, 1)
// pass main dispatch(ceil_div(N, 64), 1, 1)
// scratch tmp f32 N
// @end
struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> tmp: array<f32>;

@compute @workgroup_size(64)
fn fill(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i <= p.N) {
        tmp[i] = 2.0;
    }
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i < p.N) {
        c[i] = a[i] + b[i];
    }
}
