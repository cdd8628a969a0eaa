// Function: l1_beamform_delay_sum_kernel
//----------------------------------------
// Function: l1_beamform_delay_sum_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> tau_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  D: i32,
  M: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_beamform_delay_sum_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < podArgs.M; ax0++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
      if (ax0 == 0i) {
        acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if (((1i <= (((v__1 * 256i) + i32(threadIdx.x)) - i32(floor(tau_ptr[((i32(blockIdx.y) * podArgs.M) + ax0)])))) && ((((v__1 * 256i) + i32(threadIdx.x)) - i32(floor(tau_ptr[((i32(blockIdx.y) * podArgs.M) + ax0)]))) <= podArgs.N))) {
        condval = x_ptr[(max((min((((v__1 * 256i) + i32(threadIdx.x)) - i32(floor(tau_ptr[((i32(blockIdx.y) * podArgs.M) + ax0)]))), podArgs.N) - 1i), 0i) + (ax0 * podArgs.N))];
} else {
        condval = 0.000000e+00f;
}
      var condval_1 : f32;
      if (((0i <= (((v__1 * 256i) + i32(threadIdx.x)) - i32(floor(tau_ptr[((i32(blockIdx.y) * podArgs.M) + ax0)])))) && ((((v__1 * 256i) + i32(threadIdx.x)) - i32(floor(tau_ptr[((i32(blockIdx.y) * podArgs.M) + ax0)]))) < podArgs.N))) {
        condval_1 = x_ptr[(max(min((((v__1 * 256i) + i32(threadIdx.x)) - i32(floor(tau_ptr[((i32(blockIdx.y) * podArgs.M) + ax0)]))), (podArgs.N - 1i)), 0i) + (ax0 * podArgs.N))];
} else {
        condval_1 = 0.000000e+00f;
}
      acc_local[0i] = (acc_local[0i] + fma((tau_ptr[((i32(blockIdx.y) * podArgs.M) + ax0)] - floor(tau_ptr[((i32(blockIdx.y) * podArgs.M) + ax0)])), condval, ((1.000000e+00f - (tau_ptr[((i32(blockIdx.y) * podArgs.M) + ax0)] - floor(tau_ptr[((i32(blockIdx.y) * podArgs.M) + ax0)]))) * condval_1)));
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    y_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * podArgs.N)) + i32(threadIdx.x))] = (acc_local[0i] / f32(podArgs.M));
  }
}


