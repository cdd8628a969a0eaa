// Reference: one invocation per output pixel, 16×16 workgroups; each reads its luma word and
// its chroma word and extracts the bytes.
struct Params { W: u32, H: u32 }

@group(0) @binding(0) var<storage, read> Yp: array<u32>;
@group(0) @binding(1) var<storage, read> UV: array<u32>;
@group(0) @binding(2) var<storage, read_write> rgba: array<u32>;
@group(0) @binding(3) var<uniform> p: Params;

fn clip(v: i32) -> u32 {
    return u32(clamp(v >> 8u, 0, 255));
}

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let col = gid.x;
    let row = gid.y;
    if (col >= p.W || row >= p.H) {
        return;
    }
    let words = p.W / 4u;
    let luma = (Yp[row * words + col / 4u] >> (8u * (col % 4u))) & 0xFFu;
    let uv = UV[(row / 2u) * words + col / 4u] >> (8u * (col & 2u));
    let c = i32(luma) - 16;
    let d = i32(uv & 0xFFu) - 128;
    let e = i32((uv >> 8u) & 0xFFu) - 128;
    let r = clip(298 * c + 409 * e + 128);
    let g = clip(298 * c - 100 * d - 208 * e + 128);
    let b = clip(298 * c + 516 * d + 128);
    rgba[row * p.W + col] = r | (g << 8u) | (b << 16u) | 0xFF000000u;
}
