// @plan
// pass correspond threads(N, 1, 1)
// pass stats dispatch(1, 1, 1)
// scratch nn u32 N
// @end
// Reference: one invocation per source point finds its nearest target (first strict minimum, so
// ties keep the lowest index); then one 256-invocation workgroup sums the points and their matches
// (exact: whole numbers below 2^24), forms the centroids, and sums the centred products (two
// passes over the matches, each a strided slice per invocation and a tree in workgroup memory).
struct Params { N: u32, M: u32 }

@group(0) @binding(0) var<storage, read> src: array<f32>;
@group(0) @binding(1) var<storage, read> tgt: array<f32>;
@group(0) @binding(2) var<storage, read_write> H: array<f32>;
@group(0) @binding(3) var<storage, read_write> p_mean: array<f32>;
@group(0) @binding(4) var<storage, read_write> q_mean: array<f32>;
@group(0) @binding(5) var<uniform> p: Params;
@group(0) @binding(6) var<storage, read_write> nn: array<u32>;

fn src_point(i: u32) -> vec3<f32> {
    return vec3<f32>(src[3u * i], src[3u * i + 1u], src[3u * i + 2u]);
}

fn tgt_point(j: u32) -> vec3<f32> {
    return vec3<f32>(tgt[3u * j], tgt[3u * j + 1u], tgt[3u * j + 2u]);
}

@compute @workgroup_size(64)
fn correspond(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= p.N) {
        return;
    }
    let q = src_point(i);
    var best = 0u;
    var bd = 3.4e38;
    for (var j = 0u; j < p.M; j++) {
        let e = q - tgt_point(j);
        let d = dot(e, e);
        if (d < bd) {
            bd = d;
            best = j;
        }
    }
    nn[i] = best;
}

var<workgroup> r0: array<vec3<f32>, 256>;
var<workgroup> r1: array<vec3<f32>, 256>;
var<workgroup> r2: array<vec3<f32>, 256>;

// Sums r0, r1 and r2 over the workgroup into element 0 of each.
fn reduce3(lid: u32) {
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (lid < s) {
            r0[lid] += r0[lid + s];
            r1[lid] += r1[lid + s];
            r2[lid] += r2[lid + s];
        }
        workgroupBarrier();
    }
}

@compute @workgroup_size(256)
fn stats(@builtin(local_invocation_index) lid: u32) {
    var sp = vec3<f32>(0.0);
    var sq = vec3<f32>(0.0);
    for (var i = lid; i < p.N; i += 256u) {
        sp += src_point(i);
        sq += tgt_point(nn[i]);
    }
    r0[lid] = sp;
    r1[lid] = sq;
    r2[lid] = vec3<f32>(0.0);
    reduce3(lid);
    let n = f32(p.N);
    let pbar = r0[0] / n;
    let qbar = r1[0] / n;
    workgroupBarrier();
    var h0 = vec3<f32>(0.0);
    var h1 = vec3<f32>(0.0);
    var h2 = vec3<f32>(0.0);
    for (var i = lid; i < p.N; i += 256u) {
        let dp = src_point(i) - pbar;
        let dq = tgt_point(nn[i]) - qbar;
        h0 += dp.x * dq;
        h1 += dp.y * dq;
        h2 += dp.z * dq;
    }
    r0[lid] = h0;
    r1[lid] = h1;
    r2[lid] = h2;
    reduce3(lid);
    if (lid == 0u) {
        for (var c = 0u; c < 3u; c++) {
            H[c] = r0[0][c] / n;
            H[3u + c] = r1[0][c] / n;
            H[6u + c] = r2[0][c] / n;
            p_mean[c] = pbar[c];
            q_mean[c] = qbar[c];
        }
    }
}
