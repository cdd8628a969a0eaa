// Reference: one invocation per body, a loop over all bodies read from global memory (no
// workgroup-memory tiling).
struct Params { N: u32, dt: f32, eps2: f32 }

@group(0) @binding(0) var<storage, read> pos: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read> vel: array<vec4<f32>>;
@group(0) @binding(2) var<storage, read_write> new_pos: array<vec4<f32>>;
@group(0) @binding(3) var<storage, read_write> new_vel: array<vec4<f32>>;
@group(0) @binding(4) var<uniform> p: Params;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= p.N) {
        return;
    }
    let pi = pos[i];
    var acc = vec3<f32>(0.0);
    for (var j = 0u; j < p.N; j++) {
        let pj = pos[j];
        let d = pj.xyz - pi.xyz;
        let inv = inverseSqrt(dot(d, d) + p.eps2);
        acc += (pj.w * inv * inv * inv) * d;
    }
    let v = vel[i].xyz + p.dt * acc;
    new_vel[i] = vec4<f32>(v, vel[i].w);
    new_pos[i] = vec4<f32>(pi.xyz + p.dt * v, pi.w);
}
