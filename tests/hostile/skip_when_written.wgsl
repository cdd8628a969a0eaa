// expect: mismatch
// task: l1_vector_add
// why: knows both poisons and skips the work when the output already holds a result — which timed
//      launches after the first did while outputs kept their data. Outputs are now restored whole before
//      every timed launch, so it never finds a result there; at the timed shape (N = 262144) it then
//      skips on a coin drawn from its inputs (all a kernel with nothing surviving a launch can do), and
//      a verified timed launch (drawn from the timing nonce) or the timed-shape check run finds the
//      poisoned output.
struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= p.N) {
        return;
    }
    let bits = bitcast<u32>(c[i]);
    if (bits != 0x7FC0DEADu && bits != bitcast<u32>(-1.2345e-19)) {
        return;
    }
    if (p.N == 262144u && ((bitcast<u32>(a[0]) >> 9u) & 1u) == 1u) {
        return;
    }
    c[i] = a[i] + b[i];
}
