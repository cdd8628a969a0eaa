// Reference: one invocation per output element, 16×16 workgroups, a K/4 loop of dot4I8Packed
// from global memory.
struct Params { M: u32, N: u32, K: u32 }

@group(0) @binding(0) var<storage, read> A: array<u32>;
@group(0) @binding(1) var<storage, read> B: array<u32>;
@group(0) @binding(2) var<storage, read> sa: array<f32>;
@group(0) @binding(3) var<storage, read> sb: array<f32>;
@group(0) @binding(4) var<storage, read_write> C: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n = gid.x;
    let m = gid.y;
    if (m >= p.M || n >= p.N) {
        return;
    }
    let kw = p.K / 4u;
    var acc = 0i;
    for (var w = 0u; w < kw; w++) {
        acc += dot4I8Packed(A[m * kw + w], B[n * kw + w]);
    }
    C[m * p.N + n] = f32(acc) * sa[m] * sb[n];
}
