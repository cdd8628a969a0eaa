// @plan
// pass copy_init dispatch(ceil_div(M, 256), 1, 1)
// pass scatter dispatch(ceil_div(N, 256), 1, 1)
// @end
// A racy scatter-add: the reference with its atomicAdd replaced by a plain read-modify-write, so
// colliding updates from invocations that run together keep only one of their additions.
struct Params { M: u32, N: u32 }

@group(0) @binding(0) var<storage, read> init: array<i32>;
@group(0) @binding(1) var<storage, read> idx: array<u32>;
@group(0) @binding(2) var<storage, read> val: array<i32>;
@group(0) @binding(3) var<storage, read_write> out: array<i32>;
@group(0) @binding(4) var<uniform> p: Params;

@compute @workgroup_size(256)
fn copy_init(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x < p.M) {
        out[gid.x] = init[gid.x];
    }
}

@compute @workgroup_size(256)
fn scatter(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i < p.N) {
        out[min(idx[i], p.M - 1u)] = out[min(idx[i], p.M - 1u)] + val[i];
    }
}
