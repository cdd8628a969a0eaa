// Reference: one invocation per output sample and channel (x runs over (m, c), a grid-stride
// loop beyond the launch's 65,535 workgroups); the T taps of the output's phase are read from
// global memory.
struct Params { C: u32, N: u32, L: u32, M: u32, T: u32 }

// The workgroup size, used by the stride too.
const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read> h: array<f32>;
@group(0) @binding(2) var<storage, read_write> Y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let out_len = (p.N * p.L + p.M - 1u) / p.M;
    for (var o = gid.x; o < out_len * p.C; o += nwg.x * WG) {
        let m = o / p.C;
        let c = o % p.C;
        let pos = m * p.M;
        let phase = pos % p.L;
        let base = pos / p.L;
        var acc = 0.0;
        for (var t = 0u; t < p.T; t++) {
            // Taps t with 0 ≤ base − t (base < N, since m·M < N·L).
            if (t > base) {
                break;
            }
            acc += h[phase + t * p.L] * X[(base - t) * p.C + c];
        }
        Y[o] = acc;
    }
}
