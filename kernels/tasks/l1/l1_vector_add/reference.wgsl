// Reference: a grid-stride loop over the elements. The default launch is min(N, 65535·256)
// invocations (at most 65,535 workgroups of 256), so for N above that each invocation adds
// elements i, i + stride, … where the stride is the number of invocations launched.
struct Params { N: u32 }

// The workgroup size, used by the stride too.
const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let stride = nwg.x * WG;
    for (var i = gid.x; i < p.N; i += stride) {
        c[i] = a[i] + b[i];
    }
}
