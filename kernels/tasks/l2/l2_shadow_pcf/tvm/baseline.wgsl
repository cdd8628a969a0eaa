// Function: l2_shadow_pcf_kernel
//----------------------------------------
// Function: l2_shadow_pcf_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> pos_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> shadow_map_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> vis_ptr : array<f32>;

struct PODArgs {
  H: i32,
  R: i32,
  SH: i32,
  SW: i32,
  W: i32,
  bias: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_shadow_pcf_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < ((podArgs.R * 2i) + 2i); ax0++) {
    for (var ax1 : i32 = 0i; ax1 < ((podArgs.R * 2i) + 2i); ax1++) {
      if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.W) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          acc_local[0i] = 0.000000e+00f;
        }
        var condval : f32;
        if ((ax1 == 0i)) {
          condval = (1.000000e+00f - (((pos_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))] * f32(max(podArgs.SW, 1i))) - 5.000000e-01f) - floor(((pos_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))] * f32(max(podArgs.SW, 1i))) - 5.000000e-01f))));
} else {
          var condval_1 : f32;
          if ((ax1 == ((podArgs.R * 2i) + 1i))) {
            condval_1 = (((pos_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))] * f32(max(podArgs.SW, 1i))) - 5.000000e-01f) - floor(((pos_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))] * f32(max(podArgs.SW, 1i))) - 5.000000e-01f)));
} else {
            condval_1 = 1.000000e+00f;
}
          condval = condval_1;
}
        var condval_2 : f32;
        if ((ax0 == 0i)) {
          condval_2 = (1.000000e+00f - (((pos_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)] * f32(max(podArgs.SH, 1i))) - 5.000000e-01f) - floor(((pos_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)] * f32(max(podArgs.SH, 1i))) - 5.000000e-01f))));
} else {
          var condval_3 : f32;
          if ((ax0 == ((podArgs.R * 2i) + 1i))) {
            condval_3 = (((pos_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)] * f32(max(podArgs.SH, 1i))) - 5.000000e-01f) - floor(((pos_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)] * f32(max(podArgs.SH, 1i))) - 5.000000e-01f)));
} else {
            condval_3 = 1.000000e+00f;
}
          condval_2 = condval_3;
}
        var condval_4 : f32;
        if (((pos_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 2i)] - podArgs.bias) <= shadow_map_ptr[(max(min(((i32(floor(((pos_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))] * f32(max(podArgs.SW, 1i))) - 5.000000e-01f))) + ax1) - podArgs.R), max((podArgs.SW - 1i), 0i)), 0i) + (max(min(((i32(floor(((pos_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)] * f32(max(podArgs.SH, 1i))) - 5.000000e-01f))) + ax0) - podArgs.R), max((podArgs.SH - 1i), 0i)), 0i) * max(podArgs.SW, 1i)))])) {
          condval_4 = 1.000000e+00f;
} else {
          condval_4 = 0.000000e+00f;
}
        acc_local[0i] = fma((condval * condval_2), condval_4, acc_local[0i]);
      }
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.W) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    var condval_5 : f32;
    if ((((((pos_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))] < 0.000000e+00f) || (1.000000e+00f < pos_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))])) || (pos_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)] < 0.000000e+00f)) || (1.000000e+00f < pos_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)])) || (1.000000e+00f < pos_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 2i)]))) {
      condval_5 = 1.000000e+00f;
} else {
      condval_5 = (acc_local[0i] / f32((((podArgs.R * 2i) + 1i) * ((podArgs.R * 2i) + 1i))));
}
    vis_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] = condval_5;
  }
}


