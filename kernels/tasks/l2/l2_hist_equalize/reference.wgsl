// Reference: three kernels — the histogram (256-wide workgroups of 4096 pixels each, counted in
// workgroup memory and merged with one global atomicAdd per bin), the remap table (one 256-wide
// workgroup: invocation v sums bins 0 … v for cdf[v]; cmin by atomicMin), then the remap (one
// invocation per pixel, 64 × 1 workgroups over (W, H)).
// @plan
// pass hist dispatch(ceil_div(H * W, 4096), 1, 1)
// pass table dispatch(1, 1, 1)
// pass remap threads(W, H, 1)
// scratch counts u32 256
// scratch lut u32 256
// @end
struct Params { H: u32, W: u32 }

@group(0) @binding(0) var<storage, read> x: array<u32>;
@group(0) @binding(1) var<storage, read_write> y: array<u32>;
@group(0) @binding(2) var<uniform> p: Params;
@group(0) @binding(3) var<storage, read_write> counts: array<atomic<u32>>;
@group(0) @binding(4) var<storage, read_write> lut: array<u32>;

var<workgroup> local_hist: array<atomic<u32>, 256>;
var<workgroup> cmin: atomic<u32>;

@compute @workgroup_size(256)
fn hist(@builtin(workgroup_id) wid: vec3<u32>, @builtin(local_invocation_index) lid: u32) {
    atomicStore(&local_hist[lid], 0u);
    workgroupBarrier();
    let n = p.H * p.W;
    let end = min(n, (wid.x + 1u) * 4096u);
    for (var i = wid.x * 4096u + lid; i < end; i += 256u) {
        atomicAdd(&local_hist[x[i]], 1u);
    }
    workgroupBarrier();
    atomicAdd(&counts[lid], atomicLoad(&local_hist[lid]));
}

@compute @workgroup_size(256)
fn table(@builtin(local_invocation_index) lid: u32) {
    if (lid == 0u) {
        atomicStore(&cmin, 0xffffffffu);
    }
    workgroupBarrier();
    var cdf = 0u;
    for (var u = 0u; u <= lid; u++) {
        cdf += atomicLoad(&counts[u]);
    }
    if (atomicLoad(&counts[lid]) > 0u) {
        atomicMin(&cmin, cdf);
    }
    workgroupBarrier();
    let lo = atomicLoad(&cmin);
    let n = p.H * p.W;
    if (n == lo) {
        lut[lid] = lid;
    } else {
        lut[lid] = ((cdf - lo) * 255u + (n - lo) / 2u) / (n - lo);
    }
}

@compute @workgroup_size(64)
fn remap(@builtin(global_invocation_id) gid: vec3<u32>) {
    if (gid.x < p.W) {
        let i = gid.y * p.W + gid.x;
        y[i] = lut[x[i]];
    }
}
