// expect: mismatch
// task: l1_vector_add
// why: every element right, plus one store past the end of c (i <= N); robust access would drop it silently, the guard region after c catches it (check out_of_bounds_write).
struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i <= p.N) {
        c[i] = 1.0;
        if (i < p.N) {
            c[i] = a[i] + b[i];
        }
    }
}
