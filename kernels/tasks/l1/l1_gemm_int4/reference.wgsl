// Reference: one invocation per output element (64 × 1 workgroups over n); per group, the
// nibbles of each word are unpacked in a loop and the group's sum is scaled once.
struct Params { M: u32, N: u32, K: u32, G: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> Wq: array<u32>;
@group(0) @binding(2) var<storage, read> scales: array<f32>;
@group(0) @binding(3) var<storage, read> zeros: array<u32>;
@group(0) @binding(4) var<storage, read_write> y: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    // The grid's y extent is exactly M (workgroup size 64 × 1).
    let n = gid.x;
    let m = gid.y;
    if (n >= p.N) {
        return;
    }
    let ng = p.K / p.G;
    let kw = p.K / 8u;
    var acc = 0.0;
    for (var g = 0u; g < ng; g++) {
        let z = f32(zeros[n * ng + g]);
        var part = 0.0;
        for (var k = g * p.G; k < (g + 1u) * p.G; k += 8u) {
            let word = Wq[n * kw + k / 8u];
            for (var j = 0u; j < 8u; j++) {
                let q = f32((word >> (4u * j)) & 15u);
                part += x[m * p.K + k + j] * (q - z);
            }
        }
        acc += part * scales[n * ng + g];
    }
    y[m * p.N + n] = acc;
}
