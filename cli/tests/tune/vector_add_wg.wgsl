// l1_vector_add with its workgroup size as a pipeline-overridable constant, for `ekb tune`
// (cli/tests/tune.rs). The task's default launch is min(N, 65535·WG) invocations and the kernel
// loops over the rest (a grid-stride loop), so every value of WG is correct; only the speed changes.
override WG: u32 = 64;

struct Params { N: u32 }

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    for (var i = gid.x; i < p.N; i += nwg.x * WG) {
        c[i] = a[i] + b[i];
    }
}
