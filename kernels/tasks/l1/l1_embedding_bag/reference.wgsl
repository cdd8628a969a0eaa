// Reference: one invocation per output element (d fastest, so a workgroup reads a row's
// consecutive elements); it walks its bag's positions in order, gathering one table row element
// per index. An empty bag leaves the sum 0, and the mean divides only a nonempty bag's sum.
struct Params { B: u32, NNZ: u32, V: u32, D: u32, MODE: u32 }

@group(0) @binding(0) var<storage, read> table: array<f32>;
@group(0) @binding(1) var<storage, read> indices: array<u32>;
@group(0) @binding(2) var<storage, read> offsets: array<u32>;
@group(0) @binding(3) var<storage, read> weight: array<f32>;
@group(0) @binding(4) var<storage, read_write> out: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let d = gid.x;
    let b = gid.y;
    // The grid's y extent is exactly B (workgroups of 64 × 1).
    if (d >= p.D) {
        return;
    }
    let start = offsets[b];
    let end = offsets[b + 1u];
    var acc = 0.0;
    for (var i = start; i < end; i++) {
        var w = 1.0;
        if (p.MODE == 0u) {
            w = weight[i];
        }
        acc += w * table[indices[i] * p.D + d];
    }
    if (p.MODE == 1u && end > start) {
        acc = acc / f32(end - start);
    }
    out[b * p.D + d] = acc;
}
