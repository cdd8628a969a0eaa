// expect: contract_violation
// task: l1_vector_add
// why: `threads(2^63 - 1, …)` rounds up to whole workgroups as `v + wg - 1`, which wrapped; the launch
//      now rounds without overflow and refuses the grid with the numbers.
// @plan
// pass main threads(9223372036854775807, 1, 1)
// @end
struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i < p.N) {
        c[i] = a[i] + b[i];
    }
}
