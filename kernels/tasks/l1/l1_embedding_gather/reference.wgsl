// Reference: one invocation per output element; x runs along the embedding dimension.
struct Params { T: u32, V: u32, D: u32 }

@group(0) @binding(0) var<storage, read> ids: array<u32>;
@group(0) @binding(1) var<storage, read> table: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let d = gid.x;
    let t = gid.y;
    if (d >= p.D || t >= p.T) {
        return;
    }
    out[t * p.D + d] = table[ids[t] * p.D + d];
}
