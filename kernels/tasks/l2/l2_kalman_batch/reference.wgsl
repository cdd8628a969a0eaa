// Reference: one invocation per track (looping over the rest past the default launch's cap of
// 65,535 workgroups), the 4×4 algebra in WGSL matrices (columns = rows, P is symmetric), S⁻¹ by
// the 2×2 adjugate.
struct Params { N: u32, dt: f32, q: f32, r_x: f32, r_y: f32 }

// The workgroup width, used by the grid-stride loop too.
const WG: u32 = 64u;

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> Pd: array<f32>;
@group(0) @binding(2) var<storage, read> Po: array<f32>;
@group(0) @binding(3) var<storage, read> z: array<f32>;
@group(0) @binding(4) var<storage, read_write> x_out: array<f32>;
@group(0) @binding(5) var<storage, read_write> Pd_out: array<f32>;
@group(0) @binding(6) var<storage, read_write> Po_out: array<f32>;
@group(0) @binding(7) var<storage, read_write> nis: array<f32>;
@group(0) @binding(8) var<uniform> p: Params;

// Column c of P⁺ = (I − K·H)·P⁻ from column c of P⁻: P⁺[r, c] = P⁻[r, c] − K[r, 0]·P⁻[0, c] − K[r, 1]·P⁻[1, c].
fn post(mc: vec4<f32>, k0: vec4<f32>, k1: vec4<f32>) -> vec4<f32> {
    return mc - k0 * mc.x - k1 * mc.y;
}

fn track(i: u32) {
    let dt = p.dt;
    let d = vec4<f32>(Pd[4u * i], Pd[4u * i + 1u], Pd[4u * i + 2u], Pd[4u * i + 3u]);
    let o = 6u * i;
    let P = mat4x4<f32>(d.x, Po[o], Po[o + 1u], Po[o + 2u], Po[o], d.y, Po[o + 3u], Po[o + 4u], Po[o + 1u], Po[o + 3u], d.z, Po[o + 5u], Po[o + 2u], Po[o + 4u], Po[o + 5u], d.w);
    let F = mat4x4<f32>(1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, dt, 0.0, 1.0, 0.0, 0.0, dt, 0.0, 1.0);
    let qa = p.q * dt * dt * dt / 3.0;
    let qb = p.q * dt * dt / 2.0;
    let qc = p.q * dt;
    let Q = mat4x4<f32>(qa, 0.0, qb, 0.0, 0.0, qa, 0.0, qb, qb, 0.0, qc, 0.0, 0.0, qb, 0.0, qc);
    let xp = F * vec4<f32>(x[4u * i], x[4u * i + 1u], x[4u * i + 2u], x[4u * i + 3u]);
    let m = F * P * transpose(F) + Q;
    let s00 = m[0][0] + p.r_x;
    let s01 = m[1][0];
    let s10 = m[0][1];
    let s11 = m[1][1] + p.r_y;
    let inv_det = 1.0 / (s00 * s11 - s01 * s10);
    // K = [m[0] m[1]]·S⁻¹, S⁻¹ = [[s11, −s01], [−s10, s00]] / det.
    let k0 = (m[0] * s11 - m[1] * s10) * inv_det;
    let k1 = (m[1] * s00 - m[0] * s01) * inv_det;
    let y0 = z[2u * i] - xp.x;
    let y1 = z[2u * i + 1u] - xp.y;
    let xn = xp + k0 * y0 + k1 * y1;
    x_out[4u * i] = xn.x;
    x_out[4u * i + 1u] = xn.y;
    x_out[4u * i + 2u] = xn.z;
    x_out[4u * i + 3u] = xn.w;
    let c0 = post(m[0], k0, k1);
    let c1 = post(m[1], k0, k1);
    let c2 = post(m[2], k0, k1);
    let c3 = post(m[3], k0, k1);
    Pd_out[4u * i] = c0.x;
    Pd_out[4u * i + 1u] = c1.y;
    Pd_out[4u * i + 2u] = c2.z;
    Pd_out[4u * i + 3u] = c3.w;
    Po_out[o] = c1.x;
    Po_out[o + 1u] = c2.x;
    Po_out[o + 2u] = c3.x;
    Po_out[o + 3u] = c2.y;
    Po_out[o + 4u] = c3.y;
    Po_out[o + 5u] = c3.z;
    nis[i] = (y0 * (s11 * y0 - s01 * y1) + y1 * (s00 * y1 - s10 * y0)) * inv_det;
}

@compute @workgroup_size(WG)
fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nw: vec3<u32>) {
    for (var i = gid.x; i < p.N; i += nw.x * WG) {
        track(i);
    }
}
