// Reference: three kernels. `head` runs one invocation per cell (K + 4 dot products over C, the
// best class, the box); `rank` places every candidate by counting the candidates ahead of it
// (O((HW)²) comparisons, no sort); `nms` is one 256-wide workgroup: for each candidate in order, if
// still alive, its invocations suppress the later candidates of its class in parallel; then
// invocation 0 writes the kept ones and zero-fills the rest.
// Scratch `cand` (f32): z_i at i, box_i at HW + 4i. Scratch `idx` (u32): k_i at i, the order
// (candidate cells by rank) at HW + r.
// @plan
// pass head threads(H * W, 1, 1)
// pass rank threads(H * W, 1, 1)
// pass nms dispatch(1, 1, 1)
// scratch cand f32 5 * H * W
// scratch idx u32 H * W + PRE
// @end
struct Params { H: u32, W: u32, C: u32, K: u32, PRE: u32, MAXDET: u32, stride: u32, LT: f32, IOU: f32 }

@group(0) @binding(0) var<storage, read> feat: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> boxes: array<f32>;
@group(0) @binding(3) var<storage, read_write> scores: array<f32>;
@group(0) @binding(4) var<storage, read_write> classes: array<u32>;
@group(0) @binding(5) var<storage, read_write> count: array<u32>;
@group(0) @binding(6) var<uniform> p: Params;
@group(0) @binding(7) var<storage, read_write> cand: array<f32>;
@group(0) @binding(8) var<storage, read_write> idx: array<u32>;

// z[i, k] for the cell whose features start at f.
fn class_logit(f: u32, k: u32) -> f32 {
    var z = weights[p.C * p.K + k];
    for (var c = 0u; c < p.C; c++) {
        z += feat[f + c] * weights[c * p.K + k];
    }
    return z;
}

@compute @workgroup_size(64)
fn head(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let n = p.H * p.W;
    if (i >= n) {
        return;
    }
    let f = i * p.C;
    var best = class_logit(f, 0u);
    var best_k = 0u;
    for (var k = 1u; k < p.K; k++) {
        let z = class_logit(f, k);
        if (z > best) {
            best = z;
            best_k = k;
        }
    }
    cand[i] = best;
    idx[i] = best_k;
    let wb = p.C * p.K + p.K;
    let cx = (f32(i % p.W) + 0.5) * f32(p.stride);
    let cy = (f32(i / p.W) + 0.5) * f32(p.stride);
    for (var m = 0u; m < 4u; m++) {
        var d = weights[wb + 4u * p.C + m];
        for (var c = 0u; c < p.C; c++) {
            d += feat[f + c] * weights[wb + c * 4u + m];
        }
        let centre = select(cy, cx, m % 2u == 0u);
        let sgn = select(1.0, -1.0, m < 2u);
        cand[n + 4u * i + m] = centre + sgn * max(d, 0.0) * f32(p.stride);
    }
}

@compute @workgroup_size(64)
fn rank(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    let n = p.H * p.W;
    if (i >= n) {
        return;
    }
    let z = cand[i];
    if (!(z > p.LT)) {
        return;
    }
    var r = 0u;
    for (var j = 0u; j < n; j++) {
        let zj = cand[j];
        if (zj > z || (zj == z && j < i)) {
            r++;
        }
    }
    if (r < p.PRE) {
        idx[n + r] = i;
    }
}

fn iou(a: u32, b: u32) -> f32 {
    let o = p.H * p.W;
    let ax1 = cand[o + 4u * a];
    let ay1 = cand[o + 4u * a + 1u];
    let ax2 = cand[o + 4u * a + 2u];
    let ay2 = cand[o + 4u * a + 3u];
    let bx1 = cand[o + 4u * b];
    let by1 = cand[o + 4u * b + 1u];
    let bx2 = cand[o + 4u * b + 2u];
    let by2 = cand[o + 4u * b + 3u];
    let inter = max(0.0, min(ax2, bx2) - max(ax1, bx1)) * max(0.0, min(ay2, by2) - max(ay1, by1));
    let uni = (ax2 - ax1) * (ay2 - ay1) + (bx2 - bx1) * (by2 - by1) - inter;
    return select(0.0, inter / uni, uni > 0.0);
}

var<workgroup> alive: array<u32, 1024>;
var<workgroup> red: array<u32, 256>;

@compute @workgroup_size(256)
fn nms(@builtin(local_invocation_index) lid: u32) {
    let n = p.H * p.W;
    var c = 0u;
    for (var i = lid; i < n; i += 256u) {
        c += select(0u, 1u, cand[i] > p.LT);
    }
    red[lid] = c;
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] += red[lid + s];
        }
        workgroupBarrier();
    }
    let m = min(workgroupUniformLoad(&red[0]), p.PRE);
    for (var i = lid; i < m; i += 256u) {
        alive[i] = 1u;
    }
    workgroupBarrier();
    for (var i = 0u; i < m; i++) {
        if (workgroupUniformLoad(&alive[i]) == 1u) {
            let a = idx[n + i];
            for (var j = i + 1u + lid; j < m; j += 256u) {
                let b = idx[n + j];
                if (idx[b] == idx[a] && iou(a, b) > p.IOU) {
                    alive[j] = 0u;
                }
            }
        }
        workgroupBarrier();
    }
    if (lid != 0u) {
        return;
    }
    var k = 0u;
    for (var i = 0u; i < m; i++) {
        if (alive[i] == 1u && k < p.MAXDET) {
            let a = idx[n + i];
            for (var e = 0u; e < 4u; e++) {
                boxes[4u * k + e] = cand[n + 4u * a + e];
            }
            scores[k] = 1.0 / (1.0 + exp(-cand[a]));
            classes[k] = idx[a];
            k++;
        }
    }
    count[0] = k;
    for (var e = k; e < p.MAXDET; e++) {
        boxes[4u * e] = 0.0;
        boxes[4u * e + 1u] = 0.0;
        boxes[4u * e + 2u] = 0.0;
        boxes[4u * e + 3u] = 0.0;
        scores[e] = 0.0;
        classes[e] = 0u;
    }
}
