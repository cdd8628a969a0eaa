// Reference: one invocation per output word (four bytes of the I420 stream); each byte is a luma
// sample, or a chroma sample from the average of the pixels of its 2×2 block inside the frame.
struct Params { W: u32, H: u32 }

@group(0) @binding(0) var<storage, read> RGB: array<u32>;
@group(0) @binding(1) var<storage, read_write> I420: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;

fn rgb_byte(m: u32) -> u32 {
    return (RGB[m / 4u] >> (8u * (m % 4u))) & 0xFFu;
}

// R, G, B of pixel (i, j).
fn pixel(i: u32, j: u32) -> vec3<u32> {
    let m = 3u * (i * p.W + j);
    return vec3<u32>(rgb_byte(m), rgb_byte(m + 1u), rgb_byte(m + 2u));
}

// Luma of pixel k (row-major).
fn luma(k: u32) -> u32 {
    let c = vec3<i32>(pixel(k / p.W, k % p.W));
    return u32((66 * c.x + 129 * c.y + 25 * c.z + 4224) >> 8u);
}

// Chroma sample q of a plane (row-major, ceil(W/2) per row); `v` selects V over U.
fn chroma(q: u32, v: bool) -> u32 {
    let cw = (p.W + 1u) / 2u;
    let i0 = 2u * (q / cw);
    let j0 = 2u * (q % cw);
    let i1 = min(i0 + 2u, p.H);
    let j1 = min(j0 + 2u, p.W);
    var sum = vec3<u32>(0u);
    for (var i = i0; i < i1; i++) {
        for (var j = j0; j < j1; j++) {
            sum += pixel(i, j);
        }
    }
    let n = (i1 - i0) * (j1 - j0);
    let a = vec3<i32>((sum + vec3<u32>(n / 2u)) / n);
    if (v) {
        return u32((112 * a.x - 94 * a.y - 18 * a.z + 32896) >> 8u);
    }
    return u32((112 * a.z - 74 * a.y - 38 * a.x + 32896) >> 8u);
}

@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let luma_n = p.W * p.H;
    let chroma_n = ((p.W + 1u) / 2u) * ((p.H + 1u) / 2u);
    let total = luma_n + 2u * chroma_n;
    let k = gid.x;
    if (4u * k >= total) {
        return;
    }
    var word = 0u;
    for (var b = 0u; b < 4u; b++) {
        let m = 4u * k + b;
        var byte = 0u;
        if (m < luma_n) {
            byte = luma(m);
        } else if (m < luma_n + chroma_n) {
            byte = chroma(m - luma_n, false);
        } else if (m < total) {
            byte = chroma(m - luma_n - chroma_n, true);
        }
        word |= byte << (8u * b);
    }
    I420[k] = word;
}
