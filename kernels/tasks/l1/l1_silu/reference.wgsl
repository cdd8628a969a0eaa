// Reference: a grid-stride loop over the elements (the default launch caps the grid at 65,535
// workgroups).
struct Params { N: u32 }

// The workgroup size, used by the stride too.
const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let stride = nwg.x * WG;
    for (var i = gid.x; i < p.N; i += stride) {
        let v = x[i];
        y[i] = v / (1.0 + exp(-v));
    }
}
