// Reference: one invocation per row (the scalar ELLPACK-R kernel): it walks its len[r] slots,
// which neighbouring invocations read at adjacent addresses, and gathers x.
struct Params { M: u32, N: u32, L: u32 }

@group(0) @binding(0) var<storage, read> len: array<u32>;
@group(0) @binding(1) var<storage, read> col: array<u32>;
@group(0) @binding(2) var<storage, read> val: array<f32>;
@group(0) @binding(3) var<storage, read> x: array<f32>;
@group(0) @binding(4) var<storage, read_write> y: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let r = gid.x;
    if (r >= p.M) {
        return;
    }
    let n = len[r];
    var acc = 0.0;
    for (var j = 0u; j < n; j++) {
        acc += val[j * p.M + r] * x[col[j * p.M + r]];
    }
    y[r] = acc;
}
