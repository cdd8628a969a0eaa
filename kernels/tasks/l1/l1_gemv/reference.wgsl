// Reference: a 64-invocation workgroup per row under the default launch, which runs
// min(M, 8192) workgroups (at most 65,535 at any M); a workgroup takes rows wid.x,
// wid.x + num_workgroups.x, …: a strided dot product, then a workgroup tree reduction.
struct Params { M: u32, K: u32 }

@group(0) @binding(0) var<storage, read> W: array<f32>;
@group(0) @binding(1) var<storage, read> x: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

var<workgroup> red: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>,
        @builtin(local_invocation_index) lid: u32) {
    for (var m = wid.x; m < p.M; m += groups.x) {
        let base = m * p.K;
        var acc = 0.0;
        for (var k = lid; k < p.K; k += 64u) {
            acc += W[base + k] * x[k];
        }
        red[lid] = acc;
        workgroupBarrier();
        for (var s = 32u; s > 0u; s >>= 1u) {
            if (lid < s) {
                red[lid] = red[lid] + red[lid + s];
            }
            workgroupBarrier();
        }
        if (lid == 0u) {
            y[m] = red[0];
        }
        workgroupBarrier();
    }
}
