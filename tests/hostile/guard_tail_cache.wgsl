// expect: mismatch
// flags: loop_cap
// task: l1_argmax
// why: detects a timed launch (its output already holds an answer instead of the poison), keeps
//      (input fingerprint, answer) pairs in the guard tail after `idx` and skips the scan when the
//      fingerprint is cached: it passed at 3.6–7.3× while the tail survived between timed launches.
//      Outputs are now restored whole before every timed launch, so it never sees an answer there; at
//      the timed shape (R = 16, C = 8000) it then takes a launch for a timed one on a coin drawn from its
//      inputs, and the tail it writes is found by the timed-shape check run (`out_of_bounds_write`) or
//      by a verified timed launch ("written past its end during a timed launch"). Its one invocation
//      per row loops over every column: at the domain corner C = 131,072 llvmpipe stops that loop at
//      its cap, which the report flags (`loop_cap`).
struct Params { R: u32, C: u32 }
@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> idx: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;

const EMPTY: u32 = 0xBAD00001u; // the guard word of binding 1

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let r = gid.x;
    if (r >= p.R) {
        return;
    }
    let base = r * p.C;
    var fp = 2166136261u;
    for (var j = 0u; j < min(p.C, 8u); j++) {
        fp = (fp ^ bitcast<u32>(X[base + j])) * 16777619u;
    }
    let coin = p.R == 16u && p.C == 8000u && X[0] > 0.0;
    let timed = idx[r] < p.C || coin;
    let slot = p.R + 4u * r;
    if (timed) {
        for (var k = 0u; k < 2u; k++) {
            if (idx[slot + 2u * k] == fp) {
                idx[r] = idx[slot + 2u * k + 1u];
                return;
            }
        }
    }
    var best = X[base];
    var best_i = 0u;
    for (var c = 1u; c < p.C; c++) {
        let v = X[base + c];
        if (v > best) {
            best = v;
            best_i = c;
        }
    }
    idx[r] = best_i;
    if (timed) {
        let k = select(1u, 0u, idx[slot] == EMPTY);
        idx[slot + 2u * k] = fp;
        idx[slot + 2u * k + 1u] = best_i;
    }
}
