// Reference: three passes. `pool`: 64 channels × 4 pixel lanes per workgroup, each lane summing
// every 4th pixel of its channel (≤ 4,096 steps at H·W = 16,384), the 4 lanes combined in
// workgroup memory into the mean (scratch `pooled` [N, C]). `excite`: one workgroup per batch item,
// the hidden ReLU vector in workgroup memory, then the hard-sigmoid gates (scratch `gate` [N, C]).
// `scale`: one invocation per element, a row's W·C values along x, the row on y, the batch item on z.
// @plan
// pass pool dispatch(ceil_div(C, 64), N, 1)
// pass excite dispatch(N, 1, 1)
// pass scale dispatch(ceil_div(W * C, 256), H, N)
// scratch pooled f32 N * C
// scratch gate f32 N * C
// @end
struct Params { N: u32, H: u32, W: u32, C: u32, Cr: u32 }

// The width of `excite` and `scale`, and the stride of excite's loops.
const WG: u32 = 256u;

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> fc1: array<f32>;
@group(0) @binding(2) var<storage, read> fc2: array<f32>;
@group(0) @binding(3) var<storage, read_write> y: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;
@group(0) @binding(5) var<storage, read_write> pooled: array<f32>;
@group(0) @binding(6) var<storage, read_write> gate: array<f32>;

var<workgroup> part: array<f32, 256>;
var<workgroup> hidden: array<f32, 256>;

@compute @workgroup_size(64, 4)
fn pool(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
    let n = wid.y;
    let c = wid.x * 64u + lid.x;
    let hw = p.H * p.W;
    var acc = 0.0;
    if (c < p.C) {
        for (var i = lid.y; i < hw; i += 4u) {
            acc += x[(n * hw + i) * p.C + c];
        }
    }
    part[lid.y * 64u + lid.x] = acc;
    workgroupBarrier();
    if (lid.y == 0u && c < p.C) {
        let total = (part[lid.x] + part[64u + lid.x]) + (part[128u + lid.x] + part[192u + lid.x]);
        pooled[n * p.C + c] = total / f32(hw);
    }
}

@compute @workgroup_size(WG)
fn excite(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let n = wid.x;
    for (var r = lid; r < p.Cr; r += WG) {
        var acc = fc1[p.C * p.Cr + r];
        for (var c = 0u; c < p.C; c++) {
            acc += pooled[n * p.C + c] * fc1[c * p.Cr + r];
        }
        hidden[r] = max(acc, 0.0);
    }
    workgroupBarrier();
    for (var c = lid; c < p.C; c += WG) {
        var v = fc2[p.Cr * p.C + c];
        for (var r = 0u; r < p.Cr; r++) {
            v += hidden[r] * fc2[r * p.C + c];
        }
        gate[n * p.C + c] = clamp(v + 3.0, 0.0, 6.0) / 6.0;
    }
}

@compute @workgroup_size(WG)
fn scale(@builtin(global_invocation_id) gid: vec3<u32>) {
    let row = p.W * p.C;
    if (gid.x >= row) {
        return;
    }
    let i = (gid.z * p.H + gid.y) * row + gid.x;
    y[i] = x[i] * gate[gid.z * p.C + gid.x % p.C];
}
