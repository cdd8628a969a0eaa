// Reference: one invocation per output sample: dequantised column transforms of its block at the
// sample's row (8 sums of 8), then its row transform, level shift and clamp.
struct Params { W: u32, H: u32 }

@group(0) @binding(0) var<storage, read> Z: array<i32>;
@group(0) @binding(1) var<storage, read> Q: array<u32>;
@group(0) @binding(2) var<storage, read_write> X: array<u32>;
@group(0) @binding(3) var<uniform> p: Params;

// B[u][x] = round(4096·c(u)·cos((2x + 1)uπ/16)), row-major.
var<private> BASIS: array<i32, 64> = array<i32, 64>(2896, 2896, 2896, 2896, 2896, 2896, 2896, 2896, 4017, 3406, 2276, 799, -799, -2276, -3406, -4017, 3784, 1567, -1567, -3784, -3784, -1567, 1567, 3784, 3406, -799, -4017, -2276, 2276, 4017, 799, -3406, 2896, -2896, -2896, 2896, 2896, -2896, -2896, 2896, 2276, -4017, 799, 3406, -3406, -799, 4017, -2276, 1567, -3784, 3784, -1567, -1567, 3784, -3784, 1567, 799, -2276, 3406, -4017, 4017, -3406, 2276, -799);

// Zigzag position of natural index n (the inverse of T.81's zigzag order).
var<private> UNZIGZAG: array<u32, 64> = array<u32, 64>(0u, 1u, 5u, 6u, 14u, 15u, 27u, 28u, 2u, 4u, 7u, 13u, 16u, 26u, 29u, 42u, 3u, 8u, 12u, 17u, 25u, 30u, 41u, 43u, 9u, 11u, 18u, 24u, 31u, 40u, 44u, 53u, 10u, 19u, 23u, 32u, 39u, 45u, 52u, 54u, 20u, 22u, 33u, 38u, 46u, 51u, 55u, 60u, 21u, 34u, 37u, 47u, 50u, 56u, 59u, 61u, 35u, 36u, 48u, 49u, 57u, 58u, 62u, 63u);

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let col = gid.x;
    let row = gid.y;
    if (col >= p.W || row >= p.H) {
        return;
    }
    let base = ((row / 8u) * ((p.W + 7u) / 8u) + col / 8u) * 64u;
    let y = row % 8u;
    let x = col % 8u;
    var acc = 0;
    for (var u = 0u; u < 8u; u++) {
        var t = 0;
        for (var v = 0u; v < 8u; v++) {
            let n = 8u * v + u;
            t += BASIS[8u * v + y] * Z[base + UNZIGZAG[n]] * i32(Q[n]);
        }
        acc += BASIS[8u * u + x] * ((t + 1024) >> 11u);
    }
    X[row * p.W + col] = u32(clamp(((acc + 4096) >> 13u) + 128, 0, 255));
}
