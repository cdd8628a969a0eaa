// expect: mismatch
// task: l1_gemv
// why: a dot product sized for the shapes it has seen: each row's 64 invocations stop at
// k = 3072. The timed shape has K = 2048 and the ci and check shapes less, so every declared and
// drawn shape passes; the domain reaches K = 4096, and the corner with K at its maximum fails.
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
        var acc = 0.0;
        for (var k = lid; k < min(p.K, 3072u); k += 64u) {
            acc += W[m * p.K + k] * x[k];
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
