// Reference: one invocation per pixel, 16×16 workgroups (one workgroup per tile; the tile comes from
// the pixel's coordinates). Each pixel walks its tile's list from global memory (the lists are
// short and shared by the workgroup's 256 invocations, so the cache serves them).
struct Params { H: u32, W: u32, P: u32, L: u32, bg: f32 }

@group(0) @binding(0) var<storage, read> means: array<f32>;
@group(0) @binding(1) var<storage, read> conic: array<f32>;
@group(0) @binding(2) var<storage, read> opacity: array<f32>;
@group(0) @binding(3) var<storage, read> colors: array<f32>;
@group(0) @binding(4) var<storage, read> point_list: array<u32>;
@group(0) @binding(5) var<storage, read> ranges: array<u32>;
@group(0) @binding(6) var<storage, read_write> out_color: array<f32>;
@group(0) @binding(7) var<storage, read_write> final_T: array<f32>;
@group(0) @binding(8) var<uniform> p: Params;

@compute @workgroup_size(16, 16)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.W || gid.y >= p.H) {
        return;
    }
    let tile = (gid.y / 16u) * ((p.W + 15u) / 16u) + gid.x / 16u;
    let px = f32(gid.x);
    let py = f32(gid.y);
    var t = 1.0;
    var c = vec3<f32>(0.0);
    for (var j = ranges[tile]; j < ranges[tile + 1u]; j++) {
        let g = point_list[j];
        let dx = means[2u * g] - px;
        let dy = means[2u * g + 1u] - py;
        let a = conic[3u * g];
        let b = conic[3u * g + 1u];
        let cc = conic[3u * g + 2u];
        let power = -0.5 * (a * dx * dx + cc * dy * dy) - b * dx * dy;
        if (power > 0.0) {
            continue;
        }
        let alpha = min(0.99, opacity[g] * exp(power));
        if (alpha < 1.0 / 255.0) {
            continue;
        }
        let test_t = t * (1.0 - alpha);
        if (test_t < 0.0001) {
            break;
        }
        c += vec3<f32>(colors[3u * g], colors[3u * g + 1u], colors[3u * g + 2u]) * (alpha * t);
        t = test_t;
    }
    let i = gid.y * p.W + gid.x;
    let hw = p.H * p.W;
    out_color[i] = c.x + t * p.bg;
    out_color[hw + i] = c.y + t * p.bg;
    out_color[2u * hw + i] = c.z + t * p.bg;
    final_T[i] = t;
}
