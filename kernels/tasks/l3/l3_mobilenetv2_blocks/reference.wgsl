// Reference: the layer-by-layer graph a framework runs — nine kernels (expand, depthwise,
// project per block), one invocation per output element, activations in scratch buffers. Each
// pass's 256-wide workgroups are numbered along x up to 65,535 and continue in y (element
// i = gid.x + gid.y·65,535·256), so up to 2^25 elements fit the workgroup limit per axis.
// @plan
// pass expand0 dispatch(min(ceil_div(N * H * W * E * C, 256), 65535), ceil_div(N * H * W * E * C, 16776960), 1)
// pass dw0 dispatch(min(ceil_div(N * H * W * E * C, 256), 65535), ceil_div(N * H * W * E * C, 16776960), 1)
// pass project0 dispatch(min(ceil_div(N * H * W * C, 256), 65535), ceil_div(N * H * W * C, 16776960), 1)
// pass expand1 dispatch(min(ceil_div(N * H * W * E * C, 256), 65535), ceil_div(N * H * W * E * C, 16776960), 1)
// pass dw1 dispatch(min(ceil_div(N * H * W * E * C, 256), 65535), ceil_div(N * H * W * E * C, 16776960), 1)
// pass project1 dispatch(min(ceil_div(N * H * W * C, 256), 65535), ceil_div(N * H * W * C, 16776960), 1)
// pass expand2 dispatch(min(ceil_div(N * H * W * E * C, 256), 65535), ceil_div(N * H * W * E * C, 16776960), 1)
// pass dw2 dispatch(min(ceil_div(N * ((H + 1) / 2) * ((W + 1) / 2) * E * C, 256), 65535), ceil_div(N * ((H + 1) / 2) * ((W + 1) / 2) * E * C, 16776960), 1)
// pass project2 dispatch(min(ceil_div(N * ((H + 1) / 2) * ((W + 1) / 2) * C2, 256), 65535), ceil_div(N * ((H + 1) / 2) * ((W + 1) / 2) * C2, 16776960), 1)
// scratch a1 f32 N * H * W * C
// scratch a2 f32 N * H * W * C
// scratch hid f32 N * H * W * E * C
// scratch dwo f32 N * H * W * E * C
// @end
struct Params { N: u32, H: u32, W: u32, C: u32, E: u32, C2: u32 }

// The workgroup width, used by the folded element index too.
const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> a1: array<f32>;
@group(0) @binding(5) var<storage, read_write> a2: array<f32>;
@group(0) @binding(6) var<storage, read_write> hid: array<f32>;
@group(0) @binding(7) var<storage, read_write> dwo: array<f32>;

// Element index of invocation g in a grid folded as the plan dispatches it.
fn flat(g: vec3<u32>, nw: vec3<u32>) -> u32 {
    return g.x + g.y * nw.x * WG;
}

fn hidden() -> u32 {
    return p.E * p.C;
}

fn block_base(b: u32) -> u32 {
    let ch = hidden();
    return b * (2u * p.C * ch + 11u * ch + p.C);
}

fn block_cout(b: u32) -> u32 {
    return select(p.C, p.C2, b == 2u);
}

// Output spatial size of block b's depthwise conv.
fn out_h(b: u32) -> u32 {
    return select(p.H, (p.H + 1u) / 2u, b == 2u);
}

fn out_w(b: u32) -> u32 {
    return select(p.W, (p.W + 1u) / 2u, b == 2u);
}

fn block_input(b: u32, i: u32) -> f32 {
    if (b == 0u) {
        return x[i];
    }
    if (b == 1u) {
        return a1[i];
    }
    return a2[i];
}

fn expand(b: u32, i: u32) {
    let ch = hidden();
    if (i >= p.N * p.H * p.W * ch) {
        return;
    }
    let k = i % ch;
    let pix = i / ch;
    let we = block_base(b);
    var acc = weights[we + p.C * ch + k];
    for (var c = 0u; c < p.C; c++) {
        acc += block_input(b, pix * p.C + c) * weights[we + c * ch + k];
    }
    hid[i] = clamp(acc, 0.0, 6.0);
}

fn depthwise(b: u32, i: u32) {
    let ch = hidden();
    let ho = out_h(b);
    let wo = out_w(b);
    if (i >= p.N * ho * wo * ch) {
        return;
    }
    let s = select(1u, 2u, b == 2u);
    let k = i % ch;
    let pix = i / ch;
    let ox = pix % wo;
    let oy = (pix / wo) % ho;
    let n = pix / (wo * ho);
    let wd = block_base(b) + p.C * ch + ch;
    var acc = weights[wd + 9u * ch + k];
    for (var ky = 0u; ky < 3u; ky++) {
        let iy = i32(oy * s + ky) - 1;
        for (var kx = 0u; kx < 3u; kx++) {
            let ix = i32(ox * s + kx) - 1;
            if (iy >= 0 && iy < i32(p.H) && ix >= 0 && ix < i32(p.W)) {
                acc += hid[((n * p.H + u32(iy)) * p.W + u32(ix)) * ch + k] * weights[wd + (ky * 3u + kx) * ch + k];
            }
        }
    }
    dwo[i] = clamp(acc, 0.0, 6.0);
}

fn project(b: u32, i: u32) {
    let ch = hidden();
    let co_n = block_cout(b);
    if (i >= p.N * out_h(b) * out_w(b) * co_n) {
        return;
    }
    let co = i % co_n;
    let pix = i / co_n;
    let wp = block_base(b) + p.C * ch + 11u * ch;
    var acc = weights[wp + ch * co_n + co];
    for (var k = 0u; k < ch; k++) {
        acc += dwo[pix * ch + k] * weights[wp + k * co_n + co];
    }
    if (b == 0u) {
        a1[i] = acc + x[i];
    } else if (b == 1u) {
        a2[i] = acc + a1[i];
    } else {
        y[i] = acc;
    }
}

@compute @workgroup_size(WG)
fn expand0(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { expand(0u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn dw0(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { depthwise(0u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn project0(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { project(0u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn expand1(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { expand(1u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn dw1(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { depthwise(1u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn project1(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { project(1u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn expand2(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { expand(2u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn dw2(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { depthwise(2u, flat(g, nw)); }
@compute @workgroup_size(WG)
fn project2(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) { project(2u, flat(g, nw)); }
