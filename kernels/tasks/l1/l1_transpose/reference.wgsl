// Reference: one invocation per element, 16×16 workgroups; x runs along the rows of X, so the
// writes are contiguous and the reads strided (no workgroup-memory tiling).
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let r = gid.x;
    let c = gid.y;
    if (r >= p.R || c >= p.C) {
        return;
    }
    Y[c * p.R + r] = X[r * p.C + c];
}
