// expect: pass
// flags: loop_cap
// task: l1_argmax
// why: its loop stride is 0 when C = 2 (a check shape), so on a GPU it never ends; llvmpipe stops
//      every loop after 65,535 iterations and the answer happens to be right, so it passed unflagged.
//      On a device that stops loops, the check runs watch the kernel's loops (an instrumented copy
//      records a loop the device stopped): the pass carries `loop_cap` and names the shape.
struct Params { R: u32, C: u32 }
@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> idx: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let r = gid.x;
    if (r >= p.R) {
        return;
    }
    let step = min(p.C - 2u, 1u); // 0 when C == 2
    var best = X[r * p.C];
    var best_i = 0u;
    for (var c = 1u; c < p.C; c += step) {
        let v = X[r * p.C + c];
        if (v > best) {
            best = v;
            best_i = c;
        }
    }
    idx[r] = best_i;
}
