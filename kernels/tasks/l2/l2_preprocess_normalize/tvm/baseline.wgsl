// Function: l2_preprocess_normalize_kernel
//----------------------------------------
// Function: l2_preprocess_normalize_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> img_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> mean_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> stdev_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  OH: i32,
  OW: i32,
  W: i32,
  ch: i32,
  cw: i32,
  x0: i32,
  y0: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_preprocess_normalize_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.OW) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    y_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.OW, 1i))) + i32(threadIdx.x))] = (((fma((max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.ch, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(i32(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.ch, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f)))), fma((max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(i32(max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f)))), f32(((img_ptr[((min((i32(max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f)) + 1i), max((podArgs.cw - 1i), 0i)) + ((min((i32(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.ch, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f)) + 1i), max((podArgs.ch - 1i), 0i)) + podArgs.y0) * max(podArgs.W, 1i))) + podArgs.x0)]>>u32(((i32(blockIdx.y) / max(podArgs.OH, 1i)) * 8i))) & 255u)), ((1.000000e+00f - (max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(i32(max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f))))) * f32(((img_ptr[((((min((i32(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.ch, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f)) + 1i), max((podArgs.ch - 1i), 0i)) + podArgs.y0) * max(podArgs.W, 1i)) + podArgs.x0) + i32(max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f)))]>>u32(((i32(blockIdx.y) / max(podArgs.OH, 1i)) * 8i))) & 255u)))), ((1.000000e+00f - (max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.ch, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(i32(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.ch, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f))))) * fma((max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(i32(max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f)))), f32(((img_ptr[((min((i32(max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f)) + 1i), max((podArgs.cw - 1i), 0i)) + ((podArgs.y0 + i32(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.ch, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f))) * max(podArgs.W, 1i))) + podArgs.x0)]>>u32(((i32(blockIdx.y) / max(podArgs.OH, 1i)) * 8i))) & 255u)), ((1.000000e+00f - (max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(i32(max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f))))) * f32(((img_ptr[((((podArgs.y0 + i32(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.ch, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f))) * max(podArgs.W, 1i)) + podArgs.x0) + i32(max((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.cw, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f)))]>>u32(((i32(blockIdx.y) / max(podArgs.OH, 1i)) * 8i))) & 255u)))))) / 2.550000e+02f) - mean_ptr[(i32(blockIdx.y) / max(podArgs.OH, 1i))]) / stdev_ptr[(i32(blockIdx.y) / max(podArgs.OH, 1i))]);
  }
}


