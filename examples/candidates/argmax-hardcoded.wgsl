// sample: argmax-hardcoded
// model: hand-written
// expect: mismatch
// task: l1_argmax
// about: returns indices hard-coded from one run instead of computing them; fresh seeds differ.
struct Params { R: u32, C: u32 }
@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> idx: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;

const ANSWERS = array<u32, 8>(0u, 412u, 77u, 903u, 15u, 640u, 288u, 951u);

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x < p.R) {
        idx[gid.x] = min(ANSWERS[gid.x % 8u], p.C - 1u);
    }
}
