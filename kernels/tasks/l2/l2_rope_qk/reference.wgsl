// Reference: two kernels — RoPE applied to Q and K into scratch copies (one invocation per rotated
// pair), then one invocation per score reading the rotated rows from global memory.
// @plan
// pass rope threads(D / 2, S * H, 1)
// pass scores_main threads(S, S, H)
// scratch rq f32 S * H * D
// scratch rk f32 S * H * D
// @end
struct Params { S: u32, H: u32, D: u32 }

@group(0) @binding(0) var<storage, read> Q: array<f32>;
@group(0) @binding(1) var<storage, read> K: array<f32>;
@group(0) @binding(2) var<storage, read> cos_t: array<f32>;
@group(0) @binding(3) var<storage, read> sin_t: array<f32>;
@group(0) @binding(4) var<storage, read_write> scores: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;
@group(0) @binding(6) var<storage, read_write> rq: array<f32>;
@group(0) @binding(7) var<storage, read_write> rk: array<f32>;

@compute @workgroup_size(64)
fn rope(@builtin(global_invocation_id) gid: vec3<u32>) {
    let half = p.D / 2u;
    let i = gid.x;
    let row = gid.y; // token * H + head
    if (i >= half || row >= p.S * p.H) {
        return;
    }
    let pos = row / p.H;
    let c = cos_t[pos * half + i];
    let s = sin_t[pos * half + i];
    let a = row * p.D + i;
    let b = a + half;
    rq[a] = Q[a] * c - Q[b] * s;
    rq[b] = Q[b] * c + Q[a] * s;
    rk[a] = K[a] * c - K[b] * s;
    rk[b] = K[b] * c + K[a] * s;
}

@compute @workgroup_size(16, 16, 1)
fn scores_main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let j = gid.x;
    let i = gid.y;
    let h = gid.z;
    if (i >= p.S || j >= p.S || h >= p.H) {
        return;
    }
    let qb = (i * p.H + h) * p.D;
    let kb = (j * p.H + h) * p.D;
    var acc = 0.0;
    for (var d = 0u; d < p.D; d++) {
        acc += rq[qb + d] * rk[kb + d];
    }
    scores[(h * p.S + i) * p.S + j] = acc / sqrt(f32(p.D));
}
