// Reference: one 64-wide workgroup per block, both frames read from global memory (left to the
// caches). Invocation lid scores candidates c = lid, lid + 64, … of the (2R + 1)² window
// (skipping those that leave the frame) and keeps its best; a tree reduction then picks the
// best of the workgroup by (SAD, key), key = (|dx| + |dy|)·n² + (dy + R)·n + (dx + R), n = 2R + 1.
// @plan
// pass search dispatch(W / B, H / B, 1)
// @end
struct Params { H: u32, W: u32, B: u32, R: u32 }

@group(0) @binding(0) var<storage, read> cur: array<u32>;
@group(0) @binding(1) var<storage, read> prev: array<u32>;
@group(0) @binding(2) var<storage, read_write> mv: array<i32>;
@group(0) @binding(3) var<storage, read_write> sad: array<u32>;
@group(0) @binding(4) var<uniform> p: Params;

var<workgroup> best_sad: array<u32, 64>;
var<workgroup> best_key: array<u32, 64>;

@compute @workgroup_size(64)
fn search(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let bs = p.B;
    let x0 = i32(wid.x * bs);
    let y0 = i32(wid.y * bs);
    let r = i32(p.R);
    let n = 2u * p.R + 1u;
    var b_sad = 0xffffffffu;
    var b_key = 0xffffffffu;
    for (var c = lid; c < n * n; c += 64u) {
        let dy = i32(c / n) - r;
        let dx = i32(c % n) - r;
        let px = x0 + dx;
        let py = y0 + dy;
        if (px < 0 || py < 0 || px + i32(bs) > i32(p.W) || py + i32(bs) > i32(p.H)) {
            continue;
        }
        var acc = 0u;
        for (var v = 0u; v < bs; v++) {
            let row_c = (u32(y0) + v) * p.W + u32(x0);
            let row_p = (u32(py) + v) * p.W + u32(px);
            for (var u = 0u; u < bs; u++) {
                let a = cur[row_c + u];
                let b = prev[row_p + u];
                acc += max(a, b) - min(a, b);
            }
        }
        let key = u32(abs(dx) + abs(dy)) * n * n + c;
        if (acc < b_sad || (acc == b_sad && key < b_key)) {
            b_sad = acc;
            b_key = key;
        }
    }
    best_sad[lid] = b_sad;
    best_key[lid] = b_key;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            let o_sad = best_sad[lid + s];
            let o_key = best_key[lid + s];
            if (o_sad < best_sad[lid] || (o_sad == best_sad[lid] && o_key < best_key[lid])) {
                best_sad[lid] = o_sad;
                best_key[lid] = o_key;
            }
        }
        workgroupBarrier();
    }
    if (lid == 0u) {
        let c = best_key[0] % (n * n);
        let o = wid.y * (p.W / bs) + wid.x;
        mv[2u * o] = i32(c % n) - r;
        mv[2u * o + 1u] = i32(c / n) - r;
        sad[o] = best_sad[0];
    }
}
