// Reference: one invocation per ray, testing every box in index order (the boxes stay in cache)
// and keeping the first box with the smallest t_hit; axes with a zero direction component are
// an interval test on the origin instead of a division.
struct Params { R: u32, B: u32 }

@group(0) @binding(0) var<storage, read> orig: array<f32>;
@group(0) @binding(1) var<storage, read> dir: array<f32>;
@group(0) @binding(2) var<storage, read> ca: array<f32>;
@group(0) @binding(3) var<storage, read> cb: array<f32>;
@group(0) @binding(4) var<storage, read_write> hit: array<u32>;
@group(0) @binding(5) var<storage, read_write> dist: array<f32>;
@group(0) @binding(6) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let r = gid.x;
    if (r >= p.R) {
        return;
    }
    let o = vec3(orig[3u * r], orig[3u * r + 1u], orig[3u * r + 2u]);
    let d = vec3(dir[3u * r], dir[3u * r + 1u], dir[3u * r + 2u]);
    let par = d == vec3(0.0);
    // 1/d on the other axes (d is 1 or 2 in magnitude there); unused where par.
    let inv = 1.0 / select(d, vec3(1.0), par);
    var best = 0xffffffffu;
    var best_t = 0.0;
    for (var b = 0u; b < p.B; b++) {
        let u = vec3(ca[3u * b], ca[3u * b + 1u], ca[3u * b + 2u]);
        let v = vec3(cb[3u * b], cb[3u * b + 1u], cb[3u * b + 2u]);
        let lo = min(u, v);
        let hi = max(u, v);
        let t1 = (lo - o) * inv;
        let t2 = (hi - o) * inv;
        // A parallel axis: no bound from entering, and the slab test on the origin.
        let tn = select(min(t1, t2), vec3(-1.0e30), par);
        let tf = select(max(t1, t2), vec3(1.0e30), par);
        let outside = par & ((o < lo) | (o > hi));
        let t_near = max(max(tn.x, tn.y), tn.z);
        let t_far = min(min(tf.x, tf.y), tf.z);
        if (!any(outside) && t_near <= t_far && t_far >= 0.0) {
            let t = max(t_near, 0.0);
            if (best == 0xffffffffu || t < best_t) {
                best = b;
                best_t = t;
            }
        }
    }
    hit[r] = best;
    dist[r] = select(best_t, -1.0, best == 0xffffffffu);
}
