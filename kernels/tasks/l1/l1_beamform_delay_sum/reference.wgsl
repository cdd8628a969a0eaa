// Reference: one invocation per output sample (n, d), a loop over the M microphones; each delay's
// whole part k = floor(tau) and fraction φ = tau − k weight samples n − k and n − k − 1.
struct Params { M: u32, N: u32, D: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> tau: array<f32>;
@group(0) @binding(2) var<storage, read_write> y: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

// Sample i of microphone m, 0 outside the recording.
fn sample(m: u32, i: i32) -> f32 {
    if (i < 0 || i >= i32(p.N)) {
        return 0.0;
    }
    return x[m * p.N + u32(i)];
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let n = gid.x;
    let d = gid.y;
    if (n >= p.N) {
        return;
    }
    var acc = 0.0;
    for (var m = 0u; m < p.M; m++) {
        let t = tau[d * p.M + m];
        let k = floor(t);
        let phi = t - k;
        let i = i32(n) - i32(k);
        acc += (1.0 - phi) * sample(m, i) + phi * sample(m, i - 1);
    }
    y[d * p.N + n] = acc / f32(p.M);
}
