// Function: l1_resize_bilinear_kernel
//----------------------------------------
// Function: l1_resize_bilinear_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> Y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  H: i32,
  N: i32,
  OH: i32,
  OW: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_resize_bilinear_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) {
    Y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.OW, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = fma((max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(min(i32(floor(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.H - 1i), 0i)))), fma((max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(min(i32(floor(max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.W - 1i), 0i)))), X_ptr[(((min((min(i32(floor(max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.W - 1i), 0i)) + 1i), max((podArgs.W - 1i), 0i)) + ((min((min(i32(floor(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.H - 1i), 0i)) + 1i), max((podArgs.H - 1i), 0i)) + ((i32(blockIdx.y) / max(podArgs.OH, 1i)) * max(podArgs.H, 1i))) * max(podArgs.W, 1i))) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], ((1.000000e+00f - (max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(min(i32(floor(max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.W - 1i), 0i))))) * X_ptr[(((min(i32(floor(max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.W - 1i), 0i)) + ((min((min(i32(floor(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.H - 1i), 0i)) + 1i), max((podArgs.H - 1i), 0i)) + ((i32(blockIdx.y) / max(podArgs.OH, 1i)) * max(podArgs.H, 1i))) * max(podArgs.W, 1i))) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))])), ((1.000000e+00f - (max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(min(i32(floor(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.H - 1i), 0i))))) * fma((max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(min(i32(floor(max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.W - 1i), 0i)))), X_ptr[(((min((min(i32(floor(max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.W - 1i), 0i)) + 1i), max((podArgs.W - 1i), 0i)) + ((min(i32(floor(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.H - 1i), 0i)) + ((i32(blockIdx.y) / max(podArgs.OH, 1i)) * max(podArgs.H, 1i))) * max(podArgs.W, 1i))) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], ((1.000000e+00f - (max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f) - f32(min(i32(floor(max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.W - 1i), 0i))))) * X_ptr[(((min(i32(floor(max((((f32((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.W - 1i), 0i)) + ((min(i32(floor(max((((f32((i32(blockIdx.y) % max(podArgs.OH, 1i))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - 5.000000e-01f), 0.000000e+00f))), max((podArgs.H - 1i), 0i)) + ((i32(blockIdx.y) / max(podArgs.OH, 1i)) * max(podArgs.H, 1i))) * max(podArgs.W, 1i))) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]))));
  }
}


