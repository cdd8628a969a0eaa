// Reference: one 64-invocation workgroup per row. Each invocation sums the columns lid, lid + 64,
// … with Neumaier's compensated (Kahan–Babuška) loop, branch-free TwoSum; invocation 0 merges the
// 64 (sum, compensation) pairs the same way and writes sum + compensation.
struct Params { R: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

var<workgroup> part_s: array<f32, 64>;
var<workgroup> part_c: array<f32, 64>;

@compute @workgroup_size(64)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    // The launch is exactly R workgroups.
    let base = wid.x * p.C;
    // Always 0 (R ≤ 65,535), but unknown to the shader compiler: OR-ing it into t and b hides
    // them from its algebraic rewrites, which would fold (s + v) − s to v and erase the compensation.
    let z = p.R >> 30u;
    var s = 0.0;
    var comp = 0.0;
    for (var c = lid; c < p.C; c += 64u) {
        let v = X[base + c];
        let t = bitcast<f32>(bitcast<u32>(s + v) | z);
        let b = bitcast<f32>(bitcast<u32>(t - s) | z);
        comp += (s - (t - b)) + (v - b);
        s = t;
    }
    part_s[lid] = s;
    part_c[lid] = comp;
    workgroupBarrier();
    if (lid == 0u) {
        var total = 0.0;
        var total_c = 0.0;
        for (var i = 0u; i < 64u; i++) {
            let v = part_s[i];
            let t = bitcast<f32>(bitcast<u32>(total + v) | z);
            let b = bitcast<f32>(bitcast<u32>(t - total) | z);
            total_c += (total - (t - b)) + (v - b) + part_c[i];
            total = t;
        }
        y[wid.x] = total + total_c;
    }
}
