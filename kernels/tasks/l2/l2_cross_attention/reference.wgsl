// Reference: three passes. `qproj` and `oproj`: one invocation per (column, token), D products
// each. `attend`: one 64-wide workgroup per (head, token): each invocation scores every 64th key
// into workgroup memory (DH products each), the row max and the sum of exponentials combined from
// 64 partials (every invocation reads all 64, no tree), then invocation e < DH sums p·v over the S keys.
// @plan
// pass qproj dispatch(ceil_div(NH * DH, 64), T, 1)
// pass attend dispatch(NH, T, 1)
// pass oproj dispatch(ceil_div(NH * DH, 64), T, 1)
// scratch q f32 T * NH * DH
// scratch att f32 T * NH * DH
// @end
struct Params { T: u32, S: u32, NH: u32, DH: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> wq: array<f32>;
@group(0) @binding(2) var<storage, read> k: array<f32>;
@group(0) @binding(3) var<storage, read> v: array<f32>;
@group(0) @binding(4) var<storage, read> wo: array<f32>;
@group(0) @binding(5) var<storage, read_write> y: array<f32>;
@group(0) @binding(6) var<uniform> p: Params;
@group(0) @binding(7) var<storage, read_write> q: array<f32>;
@group(0) @binding(8) var<storage, read_write> att: array<f32>;

var<workgroup> sc: array<f32, 1500>;
var<workgroup> part: array<f32, 64>;

@compute @workgroup_size(64)
fn qproj(@builtin(global_invocation_id) gid: vec3<u32>) {
    let d = p.NH * p.DH;
    let c = gid.x;
    let t = gid.y;
    if (c >= d) {
        return;
    }
    var acc = wq[d * d + c];
    for (var i = 0u; i < d; i++) {
        acc += x[t * d + i] * wq[i * d + c];
    }
    q[t * d + c] = acc;
}

@compute @workgroup_size(64)
fn attend(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let d = p.NH * p.DH;
    let col = wid.x * p.DH;
    let row = wid.y * d + col;
    let scale = 1.0 / sqrt(f32(p.DH));
    var m = -3.0e38;
    for (var j = lid; j < p.S; j += 64u) {
        var s = 0.0;
        for (var e = 0u; e < p.DH; e++) {
            s += q[row + e] * k[j * d + col + e];
        }
        sc[j] = s * scale;
        m = max(m, sc[j]);
    }
    part[lid] = m;
    workgroupBarrier();
    var mx = part[0];
    for (var i = 1u; i < 64u; i++) {
        mx = max(mx, part[i]);
    }
    workgroupBarrier();
    var sum = 0.0;
    for (var j = lid; j < p.S; j += 64u) {
        let w = exp(sc[j] - mx);
        sc[j] = w;
        sum += w;
    }
    part[lid] = sum;
    workgroupBarrier();
    var total = 0.0;
    for (var i = 0u; i < 64u; i++) {
        total += part[i];
    }
    if (lid < p.DH) {
        var acc = 0.0;
        for (var j = 0u; j < p.S; j++) {
            acc += sc[j] * v[j * d + col + lid];
        }
        att[row + lid] = acc / total;
    }
}

@compute @workgroup_size(64)
fn oproj(@builtin(global_invocation_id) gid: vec3<u32>) {
    let d = p.NH * p.DH;
    let c = gid.x;
    let t = gid.y;
    if (c >= d) {
        return;
    }
    var acc = wo[d * d + c];
    for (var i = 0u; i < d; i++) {
        acc += att[t * d + i] * wo[i * d + c];
    }
    y[t * d + c] = acc;
}
