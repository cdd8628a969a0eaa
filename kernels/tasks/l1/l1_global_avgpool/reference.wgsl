// @plan
// pass main dispatch(ceil_div(C, 64), N, 1)
// @end
// Reference: a 64×4 workgroup per (image, block of 64 channels); neighbouring invocations read
// neighbouring channels, and the 4 rows of the workgroup split the pixels (pixel i to row i % 4),
// so no invocation loops more than H·W / 4 ≤ 16,384 times (llvmpipe stops a loop after 65,535
// iterations); the 4 partial sums meet in workgroup memory.
struct Params { N: u32, H: u32, W: u32, C: u32 }

@group(0) @binding(0) var<storage, read> X: array<f32>;
@group(0) @binding(1) var<storage, read_write> Y: array<f32>;
@group(0) @binding(2) var<uniform> p: Params;

var<workgroup> part: array<array<f32, 64>, 4>;

@compute @workgroup_size(64, 4)
fn main(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
    let c = wid.x * 64u + lid.x;
    let n = wid.y;
    let hw = p.H * p.W;
    var acc = 0.0;
    if (c < p.C) {
        let base = n * hw * p.C + c;
        for (var i = lid.y; i < hw; i += 4u) {
            acc += X[base + i * p.C];
        }
    }
    part[lid.y][lid.x] = acc;
    workgroupBarrier();
    if (lid.y == 0u && c < p.C) {
        let total = (part[0][lid.x] + part[1][lid.x]) + (part[2][lid.x] + part[3][lid.x]);
        Y[n * p.C + c] = total / f32(hw);
    }
}
