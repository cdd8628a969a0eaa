// Reference: one invocation per output element, 16×16 workgroups, K loop from global memory with
// an f32 accumulator.
enable f16;

struct Params { M: u32, N: u32, K: u32 }

@group(0) @binding(0) var<storage, read> A: array<f16>;
@group(0) @binding(1) var<storage, read> B: array<f16>;
@group(0) @binding(2) var<storage, read_write> C: array<f16>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n = gid.x;
    let m = gid.y;
    if (m >= p.M || n >= p.N) {
        return;
    }
    var acc = 0.0;
    for (var k = 0u; k < p.K; k++) {
        acc += f32(A[m * p.K + k]) * f32(B[k * p.N + n]);
    }
    C[m * p.N + n] = f16(acc);
}
