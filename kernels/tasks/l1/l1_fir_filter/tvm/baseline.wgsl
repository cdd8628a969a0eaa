// Function: l1_fir_filter_kernel
//----------------------------------------
// Function: l1_fir_filter_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> h_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  B: i32,
  N: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_fir_filter_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var t : i32 = 0i; t < podArgs.T; t++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.B * podArgs.N)) {
      if (t == 0i) {
        y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
      var condval : f32;
      if ((t <= select((rmod + podArgs.N), rmod, (((podArgs.N >= 0i) && (rmod >= 0i)) || ((podArgs.N < 0i) && (rmod <= 0i)))))) {
        let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
        let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
        let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.N);
        condval = (h_ptr[t] * x_ptr[(max((select((rmod_1 + podArgs.N), rmod_1, (((podArgs.N >= 0i) && (rmod_1 >= 0i)) || ((podArgs.N < 0i) && (rmod_1 <= 0i)))) - t), 0i) + (select((rdiv - 1i), rdiv, (((podArgs.N >= 0i) && (rmod_2 >= 0i)) || ((podArgs.N < 0i) && (rmod_2 <= 0i)))) * podArgs.N))]);
} else {
        condval = 0.000000e+00f;
}
      y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (y_ptr[((v__1 * 256i) + i32(threadIdx.x))] + condval);
    }
  }
}


