// Reference: one invocation per source point, a loop over the targets in index order keeping the
// first strict minimum (so ties keep the lowest index). Distances are exact: whole coordinates.
struct Params { N: u32, M: u32 }

@group(0) @binding(0) var<storage, read> src: array<f32>;
@group(0) @binding(1) var<storage, read> tgt: array<f32>;
@group(0) @binding(2) var<storage, read_write> idx: array<u32>;
@group(0) @binding(3) var<storage, read_write> d2: array<f32>;
@group(0) @binding(4) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= p.N) {
        return;
    }
    let q = vec3<f32>(src[3u * i], src[3u * i + 1u], src[3u * i + 2u]);
    var best = 0u;
    var bd = 3.4e38;
    for (var j = 0u; j < p.M; j++) {
        let e = q - vec3<f32>(tgt[3u * j], tgt[3u * j + 1u], tgt[3u * j + 2u]);
        let d = dot(e, e);
        if (d < bd) {
            bd = d;
            best = j;
        }
    }
    idx[i] = best;
    d2[i] = bd;
}
