// sample: histogram-race
// model: hand-written
// expect: mismatch
// task: l1_histogram
// about: non-atomic read-modify-write: concurrent increments of one bin are lost.
struct Params { N: u32, B: u32 }
@group(0) @binding(0) var<storage, read> x: array<u32>;
@group(0) @binding(1) var<storage, read_write> hist: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i < p.N) {
        let v = min(x[i], p.B - 1u);
        hist[v] = hist[v] + 1u;
    }
}
