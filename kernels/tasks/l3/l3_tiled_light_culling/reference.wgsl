// Reference: one 16×16 workgroup per tile. Each invocation reconstructs its pixel's view-space
// point; a workgroup reduction gives the tile's bounding box of those points (its depth range and
// screen extent); the invocations then test the lights against the box in parallel (sphere–box
// distance) and mark the survivors in a workgroup flag array; finally each pixel shades with the
// marked lights, in light order.
// @plan
// pass shade dispatch(ceil_div(W, 16), ceil_div(H, 16), 1)
// @end
struct Params { H: u32, W: u32, L: u32, AMB: f32, KS: f32, SHIN: f32 }

@group(0) @binding(0) var<storage, read> depth: array<f32>;
@group(0) @binding(1) var<storage, read> normal: array<f32>;
@group(0) @binding(2) var<storage, read> albedo: array<f32>;
@group(0) @binding(3) var<storage, read> light_pos: array<f32>;
@group(0) @binding(4) var<storage, read> light_radius: array<f32>;
@group(0) @binding(5) var<storage, read> light_rgb: array<f32>;
@group(0) @binding(6) var<storage, read_write> color: array<f32>;
@group(0) @binding(7) var<uniform> p: Params;

var<workgroup> lo: array<vec3<f32>, 256>;
var<workgroup> hi: array<vec3<f32>, 256>;
var<workgroup> flag: array<u32, 1024>;

@compute @workgroup_size(16, 16)
fn shade(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    let inside = gid.x < p.W && gid.y < p.H;
    let i = gid.y * p.W + gid.x;
    let f = f32(max(p.H, p.W));
    var pos: vec3<f32>;
    if (inside) {
        let z = depth[i];
        pos = vec3<f32>(z * (f32(gid.x) + 0.5) / f, z * (f32(gid.y) + 0.5) / f, z);
    }
    lo[lid] = select(vec3<f32>(3.0e38), pos, inside);
    hi[lid] = select(vec3<f32>(-3.0e38), pos, inside);
    workgroupBarrier();
    for (var s = 128u; s > 0u; s >>= 1u) {
        if (lid < s) {
            lo[lid] = min(lo[lid], lo[lid + s]);
            hi[lid] = max(hi[lid], hi[lid + s]);
        }
        workgroupBarrier();
    }
    let bmin = lo[0];
    let bmax = hi[0];
    for (var l = lid; l < p.L; l += 256u) {
        let c = vec3<f32>(light_pos[3u * l], light_pos[3u * l + 1u], light_pos[3u * l + 2u]);
        let r = light_radius[l];
        let d = max(max(bmin - c, c - bmax), vec3<f32>(0.0));
        flag[l] = select(0u, 1u, dot(d, d) < r * r);
    }
    workgroupBarrier();
    if (!inside) {
        return;
    }
    let n = normalize(vec3<f32>(normal[3u * i], normal[3u * i + 1u], normal[3u * i + 2u]));
    let v = -normalize(pos);
    let alb = vec3<f32>(albedo[3u * i], albedo[3u * i + 1u], albedo[3u * i + 2u]);
    var acc = p.AMB * alb;
    for (var l = 0u; l < p.L; l++) {
        if (flag[l] == 0u) {
            continue;
        }
        let dv = vec3<f32>(light_pos[3u * l], light_pos[3u * l + 1u], light_pos[3u * l + 2u]) - pos;
        let d = length(dv);
        let r = light_radius[l];
        if (d >= r) {
            continue;
        }
        let ld = dv / d;
        let h = normalize(ld + v);
        let q = 1.0 - (d / r) * (d / r);
        let rgb = vec3<f32>(light_rgb[3u * l], light_rgb[3u * l + 1u], light_rgb[3u * l + 2u]);
        let spec = pow(max(dot(n, h), 0.0), p.SHIN);
        acc += q * q * rgb * (alb * max(dot(n, ld), 0.0) + p.KS * spec);
    }
    color[3u * i] = acc.x;
    color[3u * i + 1u] = acc.y;
    color[3u * i + 2u] = acc.z;
}
