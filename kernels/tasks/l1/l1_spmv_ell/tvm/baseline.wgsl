// Function: l1_spmv_ell_kernel
//----------------------------------------
// Function: l1_spmv_ell_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> col_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> len_ptr : array<u32>;
@group(0) @binding(2) var<storage, read> val_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(4) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  L: i32,
  M: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_spmv_ell_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var j : i32 = 0i; j < podArgs.L; j++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.M) {
      if (j == 0i) {
        y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      var condval : f32;
      if ((u32(j) < len_ptr[((v__1 * 256i) + i32(threadIdx.x))])) {
        condval = (val_ptr[(((v__1 * 256i) + (j * podArgs.M)) + i32(threadIdx.x))] * x_ptr[min(col_ptr[(((v__1 * 256i) + (j * podArgs.M)) + i32(threadIdx.x))], u32((podArgs.N - 1i)))]);
} else {
        condval = 0.000000e+00f;
}
      y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (y_ptr[((v__1 * 256i) + i32(threadIdx.x))] + condval);
    }
  }
}


