// l1_vector_add whose plan assumes 64 invocations per workgroup: `dispatch(ceil_div(N, 64), …)`
// while the workgroup size is the override WG. Any WG below 64 leaves elements unwritten (a
// mismatch the checks catch); 64 and above are correct. For cli/tests/tune.rs.
// @plan
// pass main dispatch(ceil_div(N, 64), 1, 1)
// @end
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
