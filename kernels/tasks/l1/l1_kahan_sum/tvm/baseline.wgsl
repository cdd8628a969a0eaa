// Function: l1_kahan_sum_kernel
//----------------------------------------
// Function: l1_kahan_sum_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  R: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_kahan_sum_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var sc_v0_local : array<f32, 1>;
  var sc_v1_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.C; ax0++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
      if (ax0 == 0i) {
        sc_v0_local[0i] = 0.000000e+00f;
        sc_v1_local[0i] = 0.000000e+00f;
      }
      let v_sc_v0 : f32 = bitcast<f32>((bitcast<u32>((sc_v0_local[0i] + X_ptr[((((v__1 * 256i) + i32(threadIdx.x)) * podArgs.C) + ax0)])) | u32((podArgs.R>>30u))));
      let v_sc_v1 : f32 = (sc_v1_local[0i] + ((sc_v0_local[0i] - (bitcast<f32>((bitcast<u32>((sc_v0_local[0i] + X_ptr[((((v__1 * 256i) + i32(threadIdx.x)) * podArgs.C) + ax0)])) | u32((podArgs.R>>30u)))) - bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>((sc_v0_local[0i] + X_ptr[((((v__1 * 256i) + i32(threadIdx.x)) * podArgs.C) + ax0)])) | u32((podArgs.R>>30u)))) - sc_v0_local[0i])) | u32((podArgs.R>>30u)))))) + (X_ptr[((((v__1 * 256i) + i32(threadIdx.x)) * podArgs.C) + ax0)] - bitcast<f32>((bitcast<u32>((bitcast<f32>((bitcast<u32>((sc_v0_local[0i] + X_ptr[((((v__1 * 256i) + i32(threadIdx.x)) * podArgs.C) + ax0)])) | u32((podArgs.R>>30u)))) - sc_v0_local[0i])) | u32((podArgs.R>>30u)))))));
      sc_v0_local[0i] = v_sc_v0;
      sc_v1_local[0i] = v_sc_v1;
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
    y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (sc_v0_local[0i] + sc_v1_local[0i]);
  }
}


