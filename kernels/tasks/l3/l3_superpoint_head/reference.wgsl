// Reference: four kernels — both heads' 3×3 convolutions + ReLU (one invocation per cell and hidden
// channel of either head), the detector's 65 logits + softmax + depth-to-space (one invocation per
// cell), the descriptor map's 1×1 (one invocation per cell and descriptor channel), and the
// bilinear sampling + L2 normalisation (one invocation per keypoint).
// @plan
// pass hidden threads(2 * N * Hc * Wc * CH, 1, 1)
// pass detect threads(N * Hc * Wc, 1, 1)
// pass descmap threads(N * Hc * Wc * D, 1, 1)
// pass sample threads(N * K, 1, 1)
// scratch hid f32 2 * N * Hc * Wc * CH
// scratch emap f32 N * Hc * Wc * D
// @end
struct Params { N: u32, Hc: u32, Wc: u32, C: u32, CH: u32, D: u32, K: u32 }

@group(0) @binding(0) var<storage, read> F: array<f32>;
@group(0) @binding(1) var<storage, read> kp: array<u32>;
@group(0) @binding(2) var<storage, read> weights: array<f32>;
@group(0) @binding(3) var<storage, read_write> heat: array<f32>;
@group(0) @binding(4) var<storage, read_write> desc: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;
// hid: the detector's P [N, Hc, Wc, CH] at 0, the descriptor's Q after it (N·Hc·Wc·CH).
@group(0) @binding(6) var<storage, read_write> hid: array<f32>;
// emap: the descriptor map E [N, Hc, Wc, D].
@group(0) @binding(7) var<storage, read_write> emap: array<f32>;

// Offsets into `weights` (see the task's layout): head 0 the detector, head 1 the descriptor.
fn o_conv(head: u32) -> u32 {
    return head * (9u * p.C * p.CH + 66u * p.CH + 65u);
}

fn o_pb() -> u32 {
    return 9u * p.C * p.CH + p.CH;
}

fn o_db() -> u32 {
    return o_conv(1u) + 9u * p.C * p.CH + p.CH;
}

@compute @workgroup_size(256)
fn hidden(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let cells = p.N * p.Hc * p.Wc;
    if (i >= 2u * cells * p.CH) {
        return;
    }
    let head = i / (cells * p.CH);
    let h = i % p.CH;
    let cell = (i / p.CH) % cells;
    let xx = i32(cell % p.Wc);
    let yy = i32((cell / p.Wc) % p.Hc);
    let n = cell / (p.Wc * p.Hc);
    let o = o_conv(head);
    var acc = weights[o + 9u * p.C * p.CH + h];
    for (var ky = 0; ky < 3; ky++) {
        let iy = yy + ky - 1;
        for (var kx = 0; kx < 3; kx++) {
            let ix = xx + kx - 1;
            if (iy >= 0 && iy < i32(p.Hc) && ix >= 0 && ix < i32(p.Wc)) {
                let src = ((n * p.Hc + u32(iy)) * p.Wc + u32(ix)) * p.C;
                let tap = o + u32(ky * 3 + kx) * p.C * p.CH + h;
                for (var c = 0u; c < p.C; c++) {
                    acc += F[src + c] * weights[tap + c * p.CH];
                }
            }
        }
    }
    hid[i] = max(acc, 0.0);
}

// One cell: its 65 logits, the softmax over all of them (max-shifted), channels 0-63 to the 8×8 pixels.
@compute @workgroup_size(64)
fn detect(@builtin(global_invocation_id) g: vec3<u32>) {
    let cell = g.x;
    if (cell >= p.N * p.Hc * p.Wc) {
        return;
    }
    var l: array<f32, 65>;
    var m = -3.0e38;
    let pb = o_pb();
    for (var c = 0u; c < 65u; c++) {
        var acc = weights[pb + 65u * p.CH + c];
        for (var h = 0u; h < p.CH; h++) {
            acc += hid[cell * p.CH + h] * weights[pb + h * 65u + c];
        }
        l[c] = acc;
        m = max(m, acc);
    }
    var sum = 0.0;
    for (var c = 0u; c < 65u; c++) {
        sum += exp(l[c] - m);
    }
    let j = cell % p.Wc;
    let i = (cell / p.Wc) % p.Hc;
    let n = cell / (p.Wc * p.Hc);
    let w8 = 8u * p.Wc;
    for (var c = 0u; c < 64u; c++) {
        heat[(n * 8u * p.Hc + 8u * i + c / 8u) * w8 + 8u * j + c % 8u] = exp(l[c] - m) / sum;
    }
}

@compute @workgroup_size(256)
fn descmap(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.N * p.Hc * p.Wc * p.D) {
        return;
    }
    let d = i % p.D;
    let cell = i / p.D;
    let q = p.N * p.Hc * p.Wc * p.CH + cell * p.CH;
    let db = o_db();
    var acc = weights[db + p.CH * p.D + d];
    for (var h = 0u; h < p.CH; h++) {
        acc += hid[q + h] * weights[db + h * p.D + d];
    }
    emap[i] = acc;
}

fn cell_at(n: u32, i: i32, j: i32) -> u32 {
    let ci = u32(clamp(i, 0, i32(p.Hc) - 1));
    let cj = u32(clamp(j, 0, i32(p.Wc) - 1));
    return ((n * p.Hc + ci) * p.Wc + cj) * p.D;
}

// One keypoint: bilinear at cell centres 8·j + 3.5 (border cells replicated), then x / max(‖x‖, 1e-12).
@compute @workgroup_size(64)
fn sample(@builtin(global_invocation_id) g: vec3<u32>) {
    let q = g.x;
    if (q >= p.N * p.K) {
        return;
    }
    let n = q / p.K;
    let w8 = 8u * p.Wc;
    let px = kp[q] % w8;
    let py = kp[q] / w8;
    let u = (f32(px) - 3.5) / 8.0;
    let v = (f32(py) - 3.5) / 8.0;
    let j0 = floor(u);
    let i0 = floor(v);
    let fu = u - j0;
    let fv = v - i0;
    let a00 = cell_at(n, i32(i0), i32(j0));
    let a01 = cell_at(n, i32(i0), i32(j0) + 1);
    let a10 = cell_at(n, i32(i0) + 1, i32(j0));
    let a11 = cell_at(n, i32(i0) + 1, i32(j0) + 1);
    var ss = 0.0;
    for (var d = 0u; d < p.D; d++) {
        let top = (1.0 - fu) * emap[a00 + d] + fu * emap[a01 + d];
        let bot = (1.0 - fu) * emap[a10 + d] + fu * emap[a11 + d];
        let s = (1.0 - fv) * top + fv * bot;
        desc[q * p.D + d] = s;
        ss += s * s;
    }
    let inv = 1.0 / max(sqrt(ss), 1e-12);
    for (var d = 0u; d < p.D; d++) {
        desc[q * p.D + d] = desc[q * p.D + d] * inv;
    }
}
