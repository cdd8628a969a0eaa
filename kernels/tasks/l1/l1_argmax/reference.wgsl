// Reference: one invocation per row, a sequential scan keeping the first maximum.
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> idx: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let r = gid.x;
    if (r >= p.R) {
        return;
    }
    var best = X[r * p.C];
    var best_i = 0u;
    for (var c = 1u; c < p.C; c++) {
        let v = X[r * p.C + c];
        if (v > best) {
            best = v;
            best_i = c;
        }
    }
    idx[r] = best_i;
}
