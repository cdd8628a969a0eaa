// l1_vector_add whose plan and grid-stride loop assume 64 invocations per workgroup:
// `dispatch(min(ceil_div(N, 64), 65535), …)` and a stride of 64 per workgroup, while the workgroup
// size is the override WG. Any WG below 64 leaves elements unwritten (a mismatch the checks
// catch); 64 and above are correct. For cli/tests/tune.rs.
// @plan
// pass main dispatch(min(ceil_div(N, 64), 65535), 1, 1)
// @end
override WG: u32 = 64;

struct Params { N: u32 }

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    for (var i = gid.x; i < p.N; i += nwg.x * 64u) {
        c[i] = a[i] + b[i];
    }
}
