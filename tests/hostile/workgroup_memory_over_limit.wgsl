// expect: contract_violation
// task: l1_vector_add
// why: 32 KiB of workgroup memory; the WebGPU default limit (the suite's ceiling) is 16 KiB.
struct Params { N: u32 }
@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

var<workgroup> tile: array<f32, 8192>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) l: u32) {
    let i = gid.x;
    tile[l * 128u] = 1.0;
    workgroupBarrier();
    if (i < p.N) {
        c[i] = a[i] + b[i] + tile[l * 128u] - 1.0;
    }
}
