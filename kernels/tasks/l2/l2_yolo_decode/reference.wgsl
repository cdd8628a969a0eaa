// Reference: one invocation per anchor box on the default launch [GW·A, GH, N]: the class logits
// scanned for the largest (strictly greater replaces, so ties keep the lowest k), then the box,
// the score and the threshold.
struct Params { N: u32, GH: u32, GW: u32, A: u32, NC: u32, stride: u32, conf_thres: f32 }

@group(0) @binding(0) var<storage, read> pred: array<f32>;
@group(0) @binding(1) var<storage, read> anchors: array<f32>;
@group(0) @binding(2) var<storage, read_write> det: array<f32>;
@group(0) @binding(3) var<uniform> p: Params;

fn sigmoid(t: f32) -> f32 {
    return 1.0 / (1.0 + exp(-t));
}

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x >= p.GW * p.A) {
        return;
    }
    let x = gid.x / p.A;
    let a = gid.x % p.A;
    let box = (gid.z * p.GH + gid.y) * p.GW * p.A + gid.x;
    let base = box * (5u + p.NC);
    var best = 0u;
    var top = pred[base + 5u];
    for (var k = 1u; k < p.NC; k++) {
        let v = pred[base + 5u + k];
        if (v > top) {
            top = v;
            best = k;
        }
    }
    let score = sigmoid(pred[base + 4u]) * sigmoid(top);
    let o = box * 6u;
    if (!(score > p.conf_thres)) {
        det[o] = 0.0;
        det[o + 1u] = 0.0;
        det[o + 2u] = 0.0;
        det[o + 3u] = 0.0;
        det[o + 4u] = 0.0;
        det[o + 5u] = 0.0;
        return;
    }
    let s = f32(p.stride);
    let gw = 2.0 * sigmoid(pred[base + 2u]);
    let gh = 2.0 * sigmoid(pred[base + 3u]);
    det[o] = (2.0 * sigmoid(pred[base]) - 0.5 + f32(x)) * s;
    det[o + 1u] = (2.0 * sigmoid(pred[base + 1u]) - 0.5 + f32(gid.y)) * s;
    det[o + 2u] = gw * gw * anchors[2u * a];
    det[o + 3u] = gh * gh * anchors[2u * a + 1u];
    det[o + 4u] = score;
    det[o + 5u] = f32(best);
}
