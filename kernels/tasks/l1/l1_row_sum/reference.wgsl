// Reference: one invocation per row, a sequential loop over the columns (the mapping a simple
// code generator emits for a reduction without a schedule).
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let r = gid.x;
    if (r >= p.R) {
        return;
    }
    var acc = 0.0;
    for (var c = 0u; c < p.C; c++) {
        acc += X[r * p.C + c];
    }
    y[r] = acc;
}
