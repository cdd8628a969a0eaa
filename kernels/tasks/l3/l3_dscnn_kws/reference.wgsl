// Reference: eleven kernels, one per layer (conv1, four depthwise + pointwise pairs, pool, FC),
// one invocation per output element, activations in scratch buffers.
// @plan
// pass conv1 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass dw0 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass pw0 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass dw1 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass pw1 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass dw2 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass pw2 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass dw3 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass pw3 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass pool threads(B * C, 1, 1)
// pass fc threads(B * NCLS, 1, 1)
// scratch act f32 B * ((T + 1) / 2) * ((F + 1) / 2) * C
// scratch dwo f32 B * ((T + 1) / 2) * ((F + 1) / 2) * C
// scratch pooled f32 B * C
// @end
struct Params { B: u32, T: u32, F: u32, C: u32, NCLS: u32 }

@group(0) @binding(0) var<storage, read> mfcc: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> logits: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> act: array<f32>;
@group(0) @binding(5) var<storage, read_write> dwo: array<f32>;
@group(0) @binding(6) var<storage, read_write> pooled: array<f32>;

fn t1() -> u32 {
    return (p.T + 1u) / 2u;
}

fn f1() -> u32 {
    return (p.F + 1u) / 2u;
}

fn layer_base(l: u32) -> u32 {
    return 41u * p.C + l * (11u * p.C + p.C * p.C);
}

@compute @workgroup_size(256)
fn conv1(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.B * t1() * f1() * p.C) {
        return;
    }
    let c = i % p.C;
    let f = (i / p.C) % f1();
    let t = (i / (p.C * f1())) % t1();
    let b = i / (p.C * f1() * t1());
    let pt = i32(((t1() - 1u) * 2u + 10u - p.T) / 2u);
    let pf = i32(((f1() - 1u) * 2u + 4u - p.F) / 2u);
    var acc = weights[40u * p.C + c];
    for (var ki = 0u; ki < 10u; ki++) {
        let ti = i32(2u * t + ki) - pt;
        if (ti < 0 || ti >= i32(p.T)) {
            continue;
        }
        for (var kj = 0u; kj < 4u; kj++) {
            let fj = i32(2u * f + kj) - pf;
            if (fj >= 0 && fj < i32(p.F)) {
                acc += mfcc[(b * p.T + u32(ti)) * p.F + u32(fj)] * weights[(ki * 4u + kj) * p.C + c];
            }
        }
    }
    act[i] = max(acc, 0.0);
}

fn depthwise(l: u32, i: u32) {
    if (i >= p.B * t1() * f1() * p.C) {
        return;
    }
    let c = i % p.C;
    let f = (i / p.C) % f1();
    let t = (i / (p.C * f1())) % t1();
    let b = i / (p.C * f1() * t1());
    let base = layer_base(l);
    var acc = weights[base + 9u * p.C + c];
    for (var ki = 0u; ki < 3u; ki++) {
        let ti = i32(t + ki) - 1;
        for (var kj = 0u; kj < 3u; kj++) {
            let fj = i32(f + kj) - 1;
            if (ti >= 0 && ti < i32(t1()) && fj >= 0 && fj < i32(f1())) {
                acc += act[((b * t1() + u32(ti)) * f1() + u32(fj)) * p.C + c] * weights[base + (ki * 3u + kj) * p.C + c];
            }
        }
    }
    dwo[i] = max(acc, 0.0);
}

fn pointwise(l: u32, i: u32) {
    if (i >= p.B * t1() * f1() * p.C) {
        return;
    }
    let co = i % p.C;
    let pix = i / p.C;
    let w = layer_base(l) + 10u * p.C;
    var acc = weights[w + p.C * p.C + co];
    for (var ci = 0u; ci < p.C; ci++) {
        acc += dwo[pix * p.C + ci] * weights[w + ci * p.C + co];
    }
    act[i] = max(acc, 0.0);
}

@compute @workgroup_size(256)
fn dw0(@builtin(global_invocation_id) g: vec3<u32>) { depthwise(0u, g.x); }
@compute @workgroup_size(256)
fn pw0(@builtin(global_invocation_id) g: vec3<u32>) { pointwise(0u, g.x); }
@compute @workgroup_size(256)
fn dw1(@builtin(global_invocation_id) g: vec3<u32>) { depthwise(1u, g.x); }
@compute @workgroup_size(256)
fn pw1(@builtin(global_invocation_id) g: vec3<u32>) { pointwise(1u, g.x); }
@compute @workgroup_size(256)
fn dw2(@builtin(global_invocation_id) g: vec3<u32>) { depthwise(2u, g.x); }
@compute @workgroup_size(256)
fn pw2(@builtin(global_invocation_id) g: vec3<u32>) { pointwise(2u, g.x); }
@compute @workgroup_size(256)
fn dw3(@builtin(global_invocation_id) g: vec3<u32>) { depthwise(3u, g.x); }
@compute @workgroup_size(256)
fn pw3(@builtin(global_invocation_id) g: vec3<u32>) { pointwise(3u, g.x); }

@compute @workgroup_size(64)
fn pool(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.B * p.C) {
        return;
    }
    let c = i % p.C;
    let b = i / p.C;
    let npix = t1() * f1();
    var acc = 0.0;
    for (var q = 0u; q < npix; q++) {
        acc += act[(b * npix + q) * p.C + c];
    }
    pooled[i] = acc / f32(npix);
}

@compute @workgroup_size(64)
fn fc(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    if (i >= p.B * p.NCLS) {
        return;
    }
    let k = i % p.NCLS;
    let b = i / p.NCLS;
    let w = layer_base(4u);
    var acc = weights[w + p.C * p.NCLS + k];
    for (var c = 0u; c < p.C; c++) {
        acc += pooled[b * p.C + c] * weights[w + c * p.NCLS + k];
    }
    logits[i] = acc;
}
