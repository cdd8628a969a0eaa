// Reference: the graph a framework runs, as four kernels — the image pool's mean (one 64-wide
// workgroup per image and channel, a strided sum then a tree), the pooled branch's 1×1 + BN + ReLU,
// the 1×1 and the three dilated branches (one invocation per pixel and concat channel q < 4·B),
// and the projection, which reads the pooled branch's B channels broadcast from `se`.
// @plan
// pass pool dispatch(N * C, 1, 1)
// pass pooled threads(N * B, 1, 1)
// pass branches threads(N * H * W * 4 * B, 1, 1)
// pass project threads(N * H * W * CO, 1, 1)
// scratch cat f32 N * H * W * 4 * B
// scratch se f32 N * (C + B)
// @end
struct Params { N: u32, H: u32, W: u32, C: u32, B: u32, CO: u32, R1: u32, R2: u32, R3: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
// cat: branches 0-3 of the concat [N, H, W, 4·B] (channel k·B + b).
@group(0) @binding(4) var<storage, read_write> cat: array<f32>;
// se: the means m [N, C] at 0, the pooled branch a4 [N, B] at N·C.
@group(0) @binding(5) var<storage, read_write> se: array<f32>;

// Offset of branch k's filter (k = 0 … 4; its scale and shift follow it), and of the projection.
fn o_branch(k: u32) -> u32 {
    let cb = p.C * p.B;
    if (k == 0u) {
        return 0u;
    }
    if (k == 4u) {
        return 28u * cb + 8u * p.B;
    }
    return cb + 2u * p.B + (k - 1u) * (9u * cb + 2u * p.B);
}

fn o_proj() -> u32 {
    return 29u * p.C * p.B + 10u * p.B;
}

fn rate(k: u32) -> i32 {
    return i32(select(select(p.R3, p.R2, k == 2u), p.R1, k == 1u));
}

var<workgroup> red: array<f32, 64>;

// One workgroup per (image n, channel c): m[n, c], the mean of x over the image's H·W pixels.
@compute @workgroup_size(64)
fn pool(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = wid.x / p.C;
    let c = wid.x % p.C;
    let pixels = p.H * p.W;
    var acc = 0.0;
    for (var q = lid; q < pixels; q += 64u) {
        acc += x[(n * pixels + q) * p.C + c];
    }
    red[lid] = acc;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] += red[lid + s];
        }
        workgroupBarrier();
    }
    if (lid == 0u) {
        se[wid.x] = red[0] / f32(pixels);
    }
}

// a4[n, b] = relu(s4·Σ_c m[n, c]·W4[c, b] + t4).
@compute @workgroup_size(64)
fn pooled(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.N * p.B) {
        return;
    }
    let b = i % p.B;
    let n = i / p.B;
    let o = o_branch(4u);
    var acc = 0.0;
    for (var c = 0u; c < p.C; c++) {
        acc += se[n * p.C + c] * weights[o + c * p.B + b];
    }
    let ss = o + p.C * p.B;
    se[p.N * p.C + i] = max(weights[ss + b] * acc + weights[ss + p.B + b], 0.0);
}

// Concat channel q = k·B + b of branches k = 0 (1×1) and 1-3 (3×3, dilation = padding = rate k).
@compute @workgroup_size(256)
fn branches(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let qn = 4u * p.B;
    if (i >= p.N * p.H * p.W * qn) {
        return;
    }
    let q = i % qn;
    let k = q / p.B;
    let b = q % p.B;
    let pix = i / qn;
    let xx = i32(pix % p.W);
    let yy = i32((pix / p.W) % p.H);
    let n = pix / (p.W * p.H);
    let o = o_branch(k);
    var acc = 0.0;
    var ss = o + p.C * p.B;
    if (k == 0u) {
        for (var c = 0u; c < p.C; c++) {
            acc += x[pix * p.C + c] * weights[o + c * p.B + b];
        }
    } else {
        ss = o + 9u * p.C * p.B;
        let r = rate(k);
        for (var ky = 0; ky < 3; ky++) {
            let iy = yy + (ky - 1) * r;
            for (var kx = 0; kx < 3; kx++) {
                let ix = xx + (kx - 1) * r;
                if (iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W)) {
                    let src = ((n * p.H + u32(iy)) * p.W + u32(ix)) * p.C;
                    let tap = o + u32(ky * 3 + kx) * p.C * p.B + b;
                    for (var c = 0u; c < p.C; c++) {
                        acc += x[src + c] * weights[tap + c * p.B];
                    }
                }
            }
        }
    }
    cat[i] = max(weights[ss + b] * acc + weights[ss + p.B + b], 0.0);
}

// y = relu(sp·(Σ_{q<4B} cat[q]·Wp[q] + Σ_{b<B} a4[n, b]·Wp[4B + b]) + tp).
@compute @workgroup_size(256)
fn project(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.N * p.H * p.W * p.CO) {
        return;
    }
    let o = i % p.CO;
    let pix = i / p.CO;
    let n = pix / (p.H * p.W);
    let wp = o_proj();
    let qn = 4u * p.B;
    var acc = 0.0;
    for (var q = 0u; q < qn; q++) {
        acc += cat[pix * qn + q] * weights[wp + q * p.CO + o];
    }
    let a4 = p.N * p.C + n * p.B;
    for (var b = 0u; b < p.B; b++) {
        acc += se[a4 + b] * weights[wp + (qn + b) * p.CO + o];
    }
    let ss = wp + 5u * p.B * p.CO;
    y[i] = max(weights[ss + o] * acc + weights[ss + p.CO + o], 0.0);
}
