// l1_vector_add with its workgroup size as a pipeline-overridable constant, for `ekb tune`
// (cli/tests/tune.rs). The task's default launch dispatches ceil(N / WG) workgroups, so every
// value of WG is correct; only the speed changes.
override WG: u32 = 64;

struct Params { N: u32 }

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i < p.N) {
        c[i] = a[i] + b[i];
    }
}
