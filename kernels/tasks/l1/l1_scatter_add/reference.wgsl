// @plan
// pass copy_init dispatch(ceil_div(M, 256), 1, 1)
// pass scatter dispatch(ceil_div(N, 256), 1, 1)
// @end
// Reference: one pass copies init into out; a second adds each update with one global atomicAdd
// (N ≤ 4,194,304 needs at most 16,384 workgroups of 256). The index is clamped into out, which
// valid inputs never need: a hostile index stays inside the buffer.
struct Params { M: u32, N: u32 }

@group(0) @binding(0) var<storage, read> init: array<i32>;
@group(0) @binding(1) var<storage, read> idx: array<u32>;
@group(0) @binding(2) var<storage, read> val: array<i32>;
@group(0) @binding(3) var<storage, read_write> out: array<atomic<i32>>;
@group(0) @binding(4) var<uniform> p: Params;

@compute @workgroup_size(256)
fn copy_init(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x < p.M) {
        atomicStore(&out[gid.x], init[gid.x]);
    }
}

@compute @workgroup_size(256)
fn scatter(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i < p.N) {
        atomicAdd(&out[min(idx[i], p.M - 1u)], val[i]);
    }
}
