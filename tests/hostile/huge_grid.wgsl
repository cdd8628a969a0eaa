// expect: timeout
// task: l1_vector_add
// timeout: 20
// why: dispatches 65535 × 65535 workgroups of 256 invocations (≈ 1.1e12 invocations); only a kill stops it.
// @plan
// pass main dispatch(65535, 65535, 1)
// @end
struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) n: vec3<u32>) {
    let i = gid.x + gid.y * n.x * 256u;
    if (i < p.N) {
        c[i] = a[i] + b[i];
    }
}
