// @plan
// pass rank threads(B, 1, 1)
// pass greedy dispatch(1, 1, 1)
// scratch order u32 B
// @end
// Reference: a ranking pass places each box at its position in score order (one invocation per
// box counts the boxes before it); then one 256-invocation workgroup walks the sorted boxes in
// order. Invocation l owns sorted positions l, l + 256, … (alive bits in a register); at step k
// the owner of position k publishes whether it is still alive, and if so every invocation clears
// its later positions that box k suppresses. Each invocation visits only its positions after k,
// so at B = 4096 an invocation loops at most B + B·(B/256)/2 + B ≈ 41,000 times, whatever is kept.
struct Params { B: u32, IOU: f32 }

@group(0) @binding(0) var<storage, read> boxes: array<f32>;
@group(0) @binding(1) var<storage, read> scores: array<f32>;
@group(0) @binding(2) var<storage, read_write> keep: array<u32>;
@group(0) @binding(3) var<uniform> p: Params;
@group(0) @binding(4) var<storage, read_write> order: array<u32>;

var<workgroup> head: array<u32, 2>;

@compute @workgroup_size(64)
fn rank(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= p.B) {
        return;
    }
    let s = scores[i];
    var r = 0u;
    for (var j = 0u; j < p.B; j++) {
        let t = scores[j];
        if (t > s || (t == s && j < i)) {
            r += 1u;
        }
    }
    order[r] = i;
}

// Box i as (left, top, right, bottom).
fn rect(i: u32) -> vec4<f32> {
    let a = vec2(boxes[4u * i], boxes[4u * i + 1u]);
    let b = vec2(boxes[4u * i + 2u], boxes[4u * i + 3u]);
    return vec4(min(a, b), max(a, b));
}

fn area(r: vec4<f32>) -> f32 {
    return (r.z - r.x) * (r.w - r.y);
}

@compute @workgroup_size(256)
fn greedy(@builtin(local_invocation_index) lid: u32) {
    var alive = 0xffffu;
    for (var k = 0u; k < p.B; k++) {
        if (k % 256u == lid) {
            head[k % 2u] = (alive >> (k / 256u)) & 1u;
        }
        // Double-buffered: the next step writes the other slot, so no one reads a slot being written.
        let live = workgroupUniformLoad(&head[k % 2u]);
        if (live == 0u) {
            continue;
        }
        let a = rect(order[k]);
        let area_a = area(a);
        // The first position after k that this invocation owns (≡ lid mod 256).
        for (var j = k + 1u + (lid + 255u - k % 256u) % 256u; j < p.B; j += 256u) {
            let b = rect(order[j]);
            let w = max(min(a.z, b.z) - max(a.x, b.x), 0.0);
            let h = max(min(a.w, b.w) - max(a.y, b.y), 0.0);
            let inter = w * h;
            if (inter > p.IOU * (area_a + area(b) - inter)) {
                alive &= ~(1u << (j / 256u));
            }
        }
    }
    for (var j = lid; j < p.B; j += 256u) {
        keep[order[j]] = (alive >> (j / 256u)) & 1u;
    }
}
