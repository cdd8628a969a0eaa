// Reference: a grid-stride loop under the default launch of min(N, 65535·64) invocations (at
// most 65,535 workgroups of 64), one global atomicAdd per element.
struct Params { N: u32, B: u32 }

@group(0) @binding(0) var<storage, read> x: array<u32>;
@group(0) @binding(1) var<storage, read_write> hist: array<atomic<u32>>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {
    let stride = groups.x * 64u;
    for (var i = gid.x; i < p.N; i += stride) {
        atomicAdd(&hist[min(x[i], p.B - 1u)], 1u);
    }
}
