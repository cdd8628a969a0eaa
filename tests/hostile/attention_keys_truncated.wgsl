// expect: mismatch
// task: l2_attention
// why: the reference's graph with P·V summed over the first 2048 keys only (a key loop sized for the
//      timed shape, S = 2048): right at every check shape (S ≤ 130) and every shape drawn from their
//      box, wrong at the domain's corner S = 4096, which evaluations reach.
// @plan
// pass scores threads(S, S, 1)
// pass softmax dispatch(S, 1, 1)
// pass pv threads(D, S, 1)
// scratch P f32 S * S
// @end
struct Params { S: u32, D: u32 }

@group(0) @binding(0) var<storage, read> Q: array<f32>;
@group(0) @binding(1) var<storage, read> K: array<f32>;
@group(0) @binding(2) var<storage, read> V: array<f32>;
@group(0) @binding(3) var<storage, read_write> O: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;
@group(0) @binding(5) var<storage, read_write> P: array<f32>;

@compute @workgroup_size(16, 16)
fn scores(@builtin(global_invocation_id) gid: vec3<u32>) {
    let j = gid.x;
    let i = gid.y;
    if (i >= p.S || j >= p.S) {
        return;
    }
    var acc = 0.0;
    for (var d = 0u; d < p.D; d++) {
        acc += Q[i * p.D + d] * K[j * p.D + d];
    }
    P[i * p.S + j] = acc / sqrt(f32(p.D));
}

var<workgroup> red: array<f32, 64>;

@compute @workgroup_size(64)
fn softmax(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let base = wid.x * p.S;
    var m = -3.0e38;
    for (var j = lid; j < p.S; j += 64u) {
        m = max(m, P[base + j]);
    }
    red[lid] = m;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] = max(red[lid], red[lid + s]);
        }
        workgroupBarrier();
    }
    let row_max = red[0];
    workgroupBarrier();
    var sum = 0.0;
    for (var j = lid; j < p.S; j += 64u) {
        let e = exp(P[base + j] - row_max);
        P[base + j] = e;
        sum += e;
    }
    red[lid] = sum;
    workgroupBarrier();
    for (var s = 32u; s > 0u; s >>= 1u) {
        if (lid < s) {
            red[lid] += red[lid + s];
        }
        workgroupBarrier();
    }
    let inv = 1.0 / red[0];
    for (var j = lid; j < p.S; j += 64u) {
        P[base + j] *= inv;
    }
}

@compute @workgroup_size(16, 16)
fn pv(@builtin(global_invocation_id) gid: vec3<u32>) {
    let d = gid.x;
    let i = gid.y;
    if (i >= p.S || d >= p.D) {
        return;
    }
    var acc = 0.0;
    for (var j = 0u; j < min(p.S, 2048u); j++) {
        acc += P[i * p.S + j] * V[j * p.D + d];
    }
    O[i * p.D + d] = acc;
}
