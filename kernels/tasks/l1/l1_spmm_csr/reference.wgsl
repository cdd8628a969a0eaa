// Reference: one invocation per element of C (n fastest, so a workgroup reads consecutive
// elements of each gathered row of B); it walks its row's nonzeros in storage order, so repeated
// columns add, and an empty row leaves 0.
struct Params { M: u32, K: u32, N: u32, NNZ: u32 }

@group(0) @binding(0) var<storage, read> row_ptr: array<u32>;
@group(0) @binding(1) var<storage, read> col_idx: array<u32>;
@group(0) @binding(2) var<storage, read> values: array<f32>;
@group(0) @binding(3) var<storage, read> B: array<f32>;
@group(0) @binding(4) var<storage, read_write> C: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n = gid.x;
    let r = gid.y;
    // The grid's y extent is exactly M (workgroups of 64 × 1).
    if (n >= p.N) {
        return;
    }
    let end = row_ptr[r + 1u];
    var acc = 0.0;
    for (var j = row_ptr[r]; j < end; j++) {
        acc += values[j] * B[col_idx[j] * p.N + n];
    }
    C[r * p.N + n] = acc;
}
