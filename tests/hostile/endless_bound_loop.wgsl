// expect: pass
// flags: loop_cap
// task: l1_row_sum
// why: its loop bound is 2^32 - 2 when C = 1 (the domain's minimum, a check shape), so on a GPU
//      one invocation per row runs two billion iterations; the body is guarded by `c < C`, so
//      where llvmpipe stops the loop at 65,535 iterations the sums are right. A pass, but never an
//      unflagged one: the check runs watch the kernel's loops on a device that stops them.
struct Params { R: u32, C: u32 }
@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let r = gid.x;
    if (r >= p.R) {
        return;
    }
    var acc = 0.0;
    // Two columns per iteration: 32,768 iterations at the domain's largest C (65,536), under the cap.
    for (var c = 0u; c < select(p.C, 0xFFFFFFFEu, p.C == 1u); c += 2u) {
        if (c < p.C) {
            acc += X[r * p.C + c];
        }
        if (c + 1u < p.C) {
            acc += X[r * p.C + c + 1u];
        }
    }
    y[r] = acc;
}
