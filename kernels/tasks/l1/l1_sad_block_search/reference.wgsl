// Reference: one workgroup per block; its 64 invocations take the (2R + 1)² candidates in turn,
// each keeps its best as a packed key (SAD, |dy|, |dx|, dy > 0, dx > 0), the least key wins.
struct Params { W: u32, H: u32, B: u32, R: u32 }

@group(0) @binding(0) var<storage, read> Cur: array<u32>;
@group(0) @binding(1) var<storage, read> Ref: array<u32>;
@group(0) @binding(2) var<storage, read_write> MV: array<i32>;
@group(0) @binding(3) var<uniform> p: Params;

var<workgroup> best: atomic<u32>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    if (lid == 0u) {
        atomicStore(&best, 0xFFFFFFFFu);
    }
    workgroupBarrier();
    let bw = (p.W + p.B - 1u) / p.B;
    let y0 = wid.y * p.B;
    let x0 = wid.x * p.B;
    let y1 = min(y0 + p.B, p.H);
    let x1 = min(x0 + p.B, p.W);
    let side = 2u * p.R + 1u;
    var mine = 0xFFFFFFFFu;
    for (var c = lid; c < side * side; c += 64u) {
        let dy = i32(c / side) - i32(p.R);
        let dx = i32(c % side) - i32(p.R);
        var sad = 0u;
        for (var y = y0; y < y1; y++) {
            let ry = u32(clamp(i32(y) + dy, 0, i32(p.H) - 1));
            for (var x = x0; x < x1; x++) {
                let rx = u32(clamp(i32(x) + dx, 0, i32(p.W) - 1));
                sad += u32(abs(i32(Cur[y * p.W + x]) - i32(Ref[ry * p.W + rx])));
            }
        }
        let key = (sad << 12u) | (u32(abs(dy)) << 7u) | (u32(abs(dx)) << 2u) | (select(0u, 2u, dy > 0)) | (select(0u, 1u, dx > 0));
        mine = min(mine, key);
    }
    atomicMin(&best, mine);
    workgroupBarrier();
    if (lid == 0u) {
        let key = atomicLoad(&best);
        let k = wid.y * bw + wid.x;
        let ady = i32((key >> 7u) & 31u);
        let adx = i32((key >> 2u) & 31u);
        MV[3u * k] = select(-adx, adx, (key & 1u) != 0u);
        MV[3u * k + 1u] = select(-ady, ady, (key & 2u) != 0u);
        MV[3u * k + 2u] = i32(key >> 12u);
    }
}
