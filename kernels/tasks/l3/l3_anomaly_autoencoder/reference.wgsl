// Reference: the layer-by-layer graph a framework runs — one invocation per (vector, unit) for each of
// the ten Linear layers (+ folded BN + ReLU on the nine hidden ones), ping-ponging between two
// scratch buffers (layer 0 reads its context vector straight from x: frame-major, the slice
// x[v·M … v·M + 5·M − 1]), then one invocation per vector for its mean squared error and one for the
// clip's mean.
// @plan
// pass l0 threads((T - 4) * H, 1, 1)
// pass l1 threads((T - 4) * H, 1, 1)
// pass l2 threads((T - 4) * H, 1, 1)
// pass l3 threads((T - 4) * H, 1, 1)
// pass l4 threads((T - 4) * 8, 1, 1)
// pass l5 threads((T - 4) * H, 1, 1)
// pass l6 threads((T - 4) * H, 1, 1)
// pass l7 threads((T - 4) * H, 1, 1)
// pass l8 threads((T - 4) * H, 1, 1)
// pass l9 threads((T - 4) * 5 * M, 1, 1)
// pass mse threads(T - 4, 1, 1)
// pass clip threads(1, 1, 1)
// scratch act_a f32 (T - 4) * (H + 8)
// scratch act_b f32 (T - 4) * (H + 5 * M)
// @end
struct Params { T: u32, M: u32, H: u32 }

@group(0) @binding(0) var<storage, read> x: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>;
@group(0) @binding(2) var<storage, read> bn_scale: array<f32>;
@group(0) @binding(3) var<storage, read> bn_shift: array<f32>;
@group(0) @binding(4) var<storage, read_write> err: array<f32>;
@group(0) @binding(5) var<storage, read_write> score: array<f32>;
@group(0) @binding(6) var<uniform> p: Params;
// act_a / act_b [V, width]: the activations of one layer for every vector (width = that layer's
// out_l); act_b finally holds the reconstructions [V, 5·M].
@group(0) @binding(7) var<storage, read_write> act_a: array<f32>;
@group(0) @binding(8) var<storage, read_write> act_b: array<f32>;

fn nv() -> u32 { return p.T - 4u; }

// Layer l's widths (in_l → out_l).
fn l_in(l: u32) -> u32 {
    if (l == 0u) {
        return 5u * p.M;
    }
    if (l == 5u) {
        return 8u;
    }
    return p.H;
}

fn l_out(l: u32) -> u32 {
    if (l == 4u) {
        return 8u;
    }
    if (l == 9u) {
        return 5u * p.M;
    }
    return p.H;
}

// Offsets of W_l in `weights` and of s_l / β_l in bn_scale / bn_shift (see the task's layout).
fn w_off(l: u32) -> u32 {
    let h = p.H;
    let u = (5u * p.M + 1u) * h;
    let w = u + 3u * (h + 1u) * h + 8u * (h + 1u);
    if (l == 0u) {
        return 0u;
    }
    if (l <= 4u) {
        return u + (l - 1u) * (h + 1u) * h;
    }
    if (l == 5u) {
        return w;
    }
    return w + 9u * h + (l - 6u) * (h + 1u) * h;
}

fn s_off(l: u32) -> u32 {
    if (l <= 4u) {
        return l * p.H;
    }
    return 4u * p.H + 8u + (l - 5u) * p.H;
}

fn bias(l: u32, o: u32) -> f32 { return weights[w_off(l) + l_out(l) * l_in(l) + o]; }

// Folded batch norm, then ReLU: max(0, z·s + β).
fn bn_relu(l: u32, o: u32, z: f32) -> f32 { return max(z * bn_scale[s_off(l) + o] + bn_shift[s_off(l) + o], 0.0); }

// z_l for output element i = v·out_l + o, the layer's input read from act_a / act_b.
fn from_a(l: u32, i: u32) -> f32 {
    let n = l_in(l);
    let v = i / l_out(l);
    let o = i % l_out(l);
    let w = w_off(l) + o * n;
    var acc = bias(l, o);
    for (var k = 0u; k < n; k++) {
        acc += weights[w + k] * act_a[v * n + k];
    }
    return acc;
}

fn from_b(l: u32, i: u32) -> f32 {
    let n = l_in(l);
    let v = i / l_out(l);
    let o = i % l_out(l);
    let w = w_off(l) + o * n;
    var acc = bias(l, o);
    for (var k = 0u; k < n; k++) {
        acc += weights[w + k] * act_b[v * n + k];
    }
    return acc;
}

// Hidden layer l (Linear + folded BN + ReLU) for output element i = v·out_l + o, from act_a into
// act_b or back.
fn a_to_b(l: u32, i: u32) {
    if (i < nv() * l_out(l)) {
        act_b[i] = bn_relu(l, i % l_out(l), from_a(l, i));
    }
}

fn b_to_a(l: u32, i: u32) {
    if (i < nv() * l_out(l)) {
        act_a[i] = bn_relu(l, i % l_out(l), from_b(l, i));
    }
}

@compute @workgroup_size(64)
fn l0(@builtin(global_invocation_id) g: vec3<u32>) {
    let i = g.x;
    let n = 5u * p.M;
    if (i >= nv() * p.H) {
        return;
    }
    let v = i / p.H;
    let o = i % p.H;
    var acc = bias(0u, o);
    for (var k = 0u; k < n; k++) {
        acc += weights[o * n + k] * x[v * p.M + k];
    }
    act_a[i] = bn_relu(0u, o, acc);
}

@compute @workgroup_size(64)
fn l1(@builtin(global_invocation_id) g: vec3<u32>) {
    a_to_b(1u, g.x);
}

@compute @workgroup_size(64)
fn l2(@builtin(global_invocation_id) g: vec3<u32>) {
    b_to_a(2u, g.x);
}

@compute @workgroup_size(64)
fn l3(@builtin(global_invocation_id) g: vec3<u32>) {
    a_to_b(3u, g.x);
}

@compute @workgroup_size(64)
fn l4(@builtin(global_invocation_id) g: vec3<u32>) {
    b_to_a(4u, g.x);
}

@compute @workgroup_size(64)
fn l5(@builtin(global_invocation_id) g: vec3<u32>) {
    a_to_b(5u, g.x);
}

@compute @workgroup_size(64)
fn l6(@builtin(global_invocation_id) g: vec3<u32>) {
    b_to_a(6u, g.x);
}

@compute @workgroup_size(64)
fn l7(@builtin(global_invocation_id) g: vec3<u32>) {
    a_to_b(7u, g.x);
}

@compute @workgroup_size(64)
fn l8(@builtin(global_invocation_id) g: vec3<u32>) {
    b_to_a(8u, g.x);
}

// The output layer: linear, no batch norm, no ReLU.
@compute @workgroup_size(64)
fn l9(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < nv() * l_out(9u)) {
        act_b[g.x] = from_a(9u, g.x);
    }
}

// err[v] = (1/D) Σ_k (r[k] − x[v·M + k])², the reconstruction r in act_b.
@compute @workgroup_size(64)
fn mse(@builtin(global_invocation_id) g: vec3<u32>) {
    let v = g.x;
    let d = 5u * p.M;
    if (v >= nv()) {
        return;
    }
    var sum = 0.0;
    for (var k = 0u; k < d; k++) {
        let e = act_b[v * d + k] - x[v * p.M + k];
        sum += e * e;
    }
    err[v] = sum / f32(d);
}

@compute @workgroup_size(1)
fn clip() {
    var sum = 0.0;
    for (var v = 0u; v < nv(); v++) {
        sum += err[v];
    }
    score[0] = sum / f32(nv());
}
