// expect: mismatch
// task: l1_vector_add
// why: knows both poisons and skips the work when the output already holds a result, so timed
//      launches after the first do nothing (caught by re-checking the last timed output).
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
    c[i] = a[i] + b[i];
}
