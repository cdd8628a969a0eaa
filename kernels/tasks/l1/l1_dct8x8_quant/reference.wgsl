// Reference: one invocation per output coefficient (a block, a zigzag position): the block's 8 row
// transforms at the coefficient's horizontal frequency, then its column transform and quantisation.
struct Params { W: u32, H: u32 }

@group(0) @binding(0) var<storage, read> X: array<u32>;
@group(0) @binding(1) var<storage, read> Q: array<u32>;
@group(0) @binding(2) var<storage, read_write> Y: array<i32>;
@group(0) @binding(3) var<uniform> p: Params;

// B[u][x] = round(4096·c(u)·cos((2x + 1)uπ/16)), row-major.
var<private> BASIS: array<i32, 64> = array<i32, 64>(2896, 2896, 2896, 2896, 2896, 2896, 2896, 2896, 4017, 3406, 2276, 799, -799, -2276, -3406, -4017, 3784, 1567, -1567, -3784, -3784, -1567, 1567, 3784, 3406, -799, -4017, -2276, 2276, 4017, 799, -3406, 2896, -2896, -2896, 2896, 2896, -2896, -2896, 2896, 2276, -4017, 799, 3406, -3406, -799, 4017, -2276, 1567, -3784, 3784, -1567, -1567, 3784, -3784, 1567, 799, -2276, 3406, -4017, 4017, -3406, 2276, -799);

// Natural index of zigzag position i.
var<private> ZIGZAG: array<u32, 64> = array<u32, 64>(0u, 1u, 8u, 16u, 9u, 2u, 3u, 10u, 17u, 24u, 32u, 25u, 18u, 11u, 4u, 5u, 12u, 19u, 26u, 33u, 40u, 48u, 41u, 34u, 27u, 20u, 13u, 6u, 7u, 14u, 21u, 28u, 35u, 42u, 49u, 56u, 57u, 50u, 43u, 36u, 29u, 22u, 15u, 23u, 30u, 37u, 44u, 51u, 58u, 59u, 52u, 45u, 38u, 31u, 39u, 46u, 53u, 60u, 61u, 54u, 47u, 55u, 62u, 63u);

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let bw = (p.W + 7u) / 8u;
    let bx = gid.x / 64u;
    let by = gid.y;
    if (bx >= bw || by >= (p.H + 7u) / 8u) {
        return;
    }
    let i = gid.x % 64u;
    let n = ZIGZAG[i];
    let v = n / 8u;
    let u = n % 8u;
    var col = 0;
    for (var y = 0u; y < 8u; y++) {
        let row = min(8u * by + y, p.H - 1u) * p.W;
        var acc = 0;
        for (var x = 0u; x < 8u; x++) {
            let s = i32(X[row + min(8u * bx + x, p.W - 1u)]) - 128;
            acc += BASIS[8u * u + x] * s;
        }
        col += BASIS[8u * v + y] * ((acc + 1024) >> 11u);
    }
    let f8 = (col + 2048) >> 12u;
    let q = i32(Q[n]);
    let z = (abs(f8) + 4 * q) / (8 * q);
    Y[(by * bw + bx) * 64u + i] = select(z, -z, f8 < 0);
}
