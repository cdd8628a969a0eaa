// sample: histogram-private
// task: l1_histogram
// model: hand-written
// expect: pass
// speed: faster
// about: per-workgroup histogram in workgroup memory, merged with one global atomic per bin (≈2.4× on lavapipe)
// @plan
// pass main dispatch(ceil_div(N, 4096), 1, 1)
// @end
struct Params { N: u32, B: u32 }
@group(0) @binding(0) var<storage, read> x: array<u32>;
@group(0) @binding(1) var<storage, read_write> hist: array<atomic<u32>>;
@group(0) @binding(2) var<uniform> p: Params;
var<workgroup> local: array<atomic<u32>, 256>;
@compute @workgroup_size(256)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let start = wid.x * 4096u;
    for (var k = 0u; k < 16u; k++) {
        let i = start + k * 256u + lid;
        if (i < p.N) {
            atomicAdd(&local[min(x[i], p.B - 1u)], 1u);
        }
    }
    workgroupBarrier();
    if (lid < p.B) {
        let v = atomicLoad(&local[lid]);
        if (v > 0u) { atomicAdd(&hist[lid], v); }
    }
}
