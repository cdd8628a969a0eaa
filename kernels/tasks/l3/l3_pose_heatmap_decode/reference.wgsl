// Reference: one 256-wide workgroup per (n, j). Each invocation scans the pixels k = lid, lid + 256, …
// (the 1×1 conv recomputed per pixel, C products) keeping its first maximum; a tree in workgroup
// memory merges the (value, index) candidates, the larger value or on a tie the smaller index;
// invocation 0 then applies the mask, the quarter-pixel shift and the crop transform. Loops per
// invocation ≤ ⌈9,216 / 256⌉·64 = 2,304 products.
struct Params { N: u32, H: u32, W: u32, C: u32, J: u32 }

const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> feat: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read> boxes: array<f32>;
@group(0) @binding(3) var<storage, read_write> preds: array<f32>;
@group(0) @binding(4) var<storage, read_write> maxvals: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;

var<workgroup> bv: array<f32, 256>;
var<workgroup> bi: array<u32, 256>;

// Heatmap j of crop n at pixel (y, x).
fn hm(n: u32, j: u32, y: u32, x: u32) -> f32 {
    let base = ((n * p.H + y) * p.W + x) * p.C;
    var acc = 0.0;
    for (var c = 0u; c < p.C; c++) {
        acc += feat[base + c] * weights[c * p.J + j];
    }
    return weights[p.C * p.J + j] + acc;
}

@compute @workgroup_size(WG)
fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = wg.x / p.J;
    let j = wg.x % p.J;
    let hw = p.H * p.W;
    var best = -3.0e38;
    var idx = 0xffffffffu;
    for (var k = lid; k < hw; k += WG) {
        let v = hm(n, j, k / p.W, k % p.W);
        if (v > best) {
            best = v;
            idx = k;
        }
    }
    bv[lid] = best;
    bi[lid] = idx;
    workgroupBarrier();
    for (var s = WG / 2u; s > 0u; s >>= 1u) {
        if (lid < s) {
            let v = bv[lid + s];
            let i = bi[lid + s];
            if (v > bv[lid] || (v == bv[lid] && i < bi[lid])) {
                bv[lid] = v;
                bi[lid] = i;
            }
        }
        workgroupBarrier();
    }
    if (lid != 0u) {
        return;
    }
    let mv = bv[0];
    let k = bi[0];
    var ix = k % p.W;
    var iy = k / p.W;
    if (!(mv > 0.0)) {
        ix = 0u;
        iy = 0u;
    }
    var px = f32(ix);
    var py = f32(iy);
    if (1u < ix && ix + 1u < p.W && 1u < iy && iy + 1u < p.H) {
        px += 0.25 * sign(hm(n, j, iy, ix + 1u) - hm(n, j, iy, ix - 1u));
        py += 0.25 * sign(hm(n, j, iy + 1u, ix) - hm(n, j, iy - 1u, ix));
    }
    let scale = boxes[n * 4u + 2u] / f32(p.W);
    let o = n * p.J + j;
    preds[2u * o] = boxes[n * 4u] + (px - f32(p.W) * 0.5) * scale;
    preds[2u * o + 1u] = boxes[n * 4u + 1u] + (py - f32(p.H) * 0.5) * scale;
    maxvals[o] = mv;
}
