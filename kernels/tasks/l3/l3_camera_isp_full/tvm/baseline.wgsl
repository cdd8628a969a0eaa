// Function: l3_camera_isp_full_kernel
//----------------------------------------
// Function: l3_camera_isp_full_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> ccm_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> enc_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> raw_ptr : array<f32>;

struct PODArgs {
  BL: f32,
  H: i32,
  W: i32,
  b_gain: f32,
  g_gain: f32,
  r_gain: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_camera_isp_full_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var wb_local : array<f32, 3>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / 3i) < podArgs.W) {
      var condval : f32;
      if ((ax0 == 0i)) {
        var condval_1 : f32;
        if (((i32(blockIdx.y) % 2i) == 0i)) {
          var condval_2 : f32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
            condval_2 = (max((raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL));
} else {
            condval_2 = (((max((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((podArgs.H * 2i) - i32(blockIdx.y)) - 2i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL)) + (max((raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((podArgs.H * 2i) - i32(blockIdx.y)) - 2i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) * 5.000000e-01f);
}
          condval_1 = condval_2;
} else {
          var condval_3 : f32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
            condval_3 = (((max((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((podArgs.H * 2i) - i32(blockIdx.y)) - 1i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL)) + (max((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((podArgs.H * 2i) - i32(blockIdx.y)) - 3i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) * 5.000000e-01f);
} else {
            condval_3 = (((((max((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((podArgs.H * 2i) - i32(blockIdx.y)) - 1i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL)) + (max((raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((podArgs.H * 2i) - i32(blockIdx.y)) - 1i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) + (max((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min((i32(blockIdx.y) + 1i), (((podArgs.H * 2i) - i32(blockIdx.y)) - 3i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) + (max((raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min((i32(blockIdx.y) + 1i), (((podArgs.H * 2i) - i32(blockIdx.y)) - 3i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) * 2.500000e-01f);
}
          condval_1 = condval_3;
}
        condval = (condval_1 * podArgs.r_gain);
} else {
        var condval_4 : f32;
        if ((ax0 == 1i)) {
          var condval_5 : f32;
          if ((((i32(blockIdx.y) % 2i) == 0i) == (((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i))) {
            condval_5 = (((((max((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((podArgs.H * 2i) - i32(blockIdx.y)) - 1i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL)) + (max((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((podArgs.H * 2i) - i32(blockIdx.y)) - 3i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) + (max((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((podArgs.H * 2i) - i32(blockIdx.y)) - 2i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) + (max((raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((podArgs.H * 2i) - i32(blockIdx.y)) - 2i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) * 2.500000e-01f);
} else {
            condval_5 = (max((raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL));
}
          condval_4 = (condval_5 * podArgs.g_gain);
} else {
          var condval_6 : f32;
          if (((i32(blockIdx.y) % 2i) == 0i)) {
            var condval_7 : f32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
              condval_7 = (((((max((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((podArgs.H * 2i) - i32(blockIdx.y)) - 1i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL)) + (max((raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((podArgs.H * 2i) - i32(blockIdx.y)) - 1i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) + (max((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min((i32(blockIdx.y) + 1i), (((podArgs.H * 2i) - i32(blockIdx.y)) - 3i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) + (max((raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min((i32(blockIdx.y) + 1i), (((podArgs.H * 2i) - i32(blockIdx.y)) - 3i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) * 2.500000e-01f);
} else {
              condval_7 = (((max((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((podArgs.H * 2i) - i32(blockIdx.y)) - 1i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL)) + (max((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((podArgs.H * 2i) - i32(blockIdx.y)) - 3i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) * 5.000000e-01f);
}
            condval_6 = condval_7;
} else {
            var condval_8 : f32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
              condval_8 = (((max((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((podArgs.H * 2i) - i32(blockIdx.y)) - 2i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL)) + (max((raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((podArgs.W * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((podArgs.H * 2i) - i32(blockIdx.y)) - 2i)) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL))) * 5.000000e-01f);
} else {
              condval_8 = (max((raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * podArgs.W))] - podArgs.BL), 0.000000e+00f) / (1.000000e+00f - podArgs.BL));
}
            condval_6 = condval_8;
}
          condval_4 = (condval_6 * podArgs.b_gain);
}
        condval = condval_4;
}
      wb_local[ax0] = condval;
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.W * 3i)) {
    var condval_9 : f32;
    if ((min(max(fma(ccm_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % 3i) * 3i) + 2i)], wb_local[2i], fma(ccm_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % 3i) * 3i) + 1i)], wb_local[1i], (ccm_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % 3i) * 3i)] * wb_local[0i]))), 0.000000e+00f), 1.000000e+00f) <= 3.130800e-03f)) {
      condval_9 = (1.292000e+01f * min(max(fma(ccm_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % 3i) * 3i) + 2i)], wb_local[2i], fma(ccm_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % 3i) * 3i) + 1i)], wb_local[1i], (ccm_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % 3i) * 3i)] * wb_local[0i]))), 0.000000e+00f), 1.000000e+00f));
} else {
      condval_9 = ((1.055000e+00f * pow(min(max(fma(ccm_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % 3i) * 3i) + 2i)], wb_local[2i], fma(ccm_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % 3i) * 3i) + 1i)], wb_local[1i], (ccm_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % 3i) * 3i)] * wb_local[0i]))), 0.000000e+00f), 1.000000e+00f), 4.166667e-01f)) - 5.500000e-02f);
}
    enc_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * podArgs.W) * 3i)) + i32(threadIdx.x))] = condval_9;
  }
}


// Function: l3_camera_isp_full_kernel_1
//----------------------------------------
// Function: l3_camera_isp_full_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> enc_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> rgb_ptr : array<f32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_camera_isp_full_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var win_local : array<f32, 9>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 9i; ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / 3i) < podArgs.W) {
      win_local[ax0] = enc_ptr[(((min(max((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (ax0 % 3i)) - 1i), 0i), (podArgs.W - 1i)) * 3i) + ((min(max((((ax0 / 3i) + i32(blockIdx.y)) - 1i), 0i), (podArgs.H - 1i)) * podArgs.W) * 3i)) + (((v__1 * 256i) + i32(threadIdx.x)) % 3i))];
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.W * 3i)) {
    var condval : f32;
    if (((((((((((i32((win_local[0i] < win_local[0i])) + i32((win_local[1i] < win_local[0i]))) + i32((win_local[2i] < win_local[0i]))) + i32((win_local[3i] < win_local[0i]))) + i32((win_local[4i] < win_local[0i]))) + i32((win_local[5i] < win_local[0i]))) + i32((win_local[6i] < win_local[0i]))) + i32((win_local[7i] < win_local[0i]))) + i32((win_local[8i] < win_local[0i]))) <= 4i) && (5i <= ((((((((i32((win_local[0i] <= win_local[0i])) + i32((win_local[1i] <= win_local[0i]))) + i32((win_local[2i] <= win_local[0i]))) + i32((win_local[3i] <= win_local[0i]))) + i32((win_local[4i] <= win_local[0i]))) + i32((win_local[5i] <= win_local[0i]))) + i32((win_local[6i] <= win_local[0i]))) + i32((win_local[7i] <= win_local[0i]))) + i32((win_local[8i] <= win_local[0i])))))) {
      condval = win_local[0i];
} else {
      condval = 0.000000e+00f;
}
    var condval_1 : f32;
    if (((((((((((i32((win_local[0i] < win_local[1i])) + i32((win_local[1i] < win_local[1i]))) + i32((win_local[2i] < win_local[1i]))) + i32((win_local[3i] < win_local[1i]))) + i32((win_local[4i] < win_local[1i]))) + i32((win_local[5i] < win_local[1i]))) + i32((win_local[6i] < win_local[1i]))) + i32((win_local[7i] < win_local[1i]))) + i32((win_local[8i] < win_local[1i]))) <= 4i) && (5i <= ((((((((i32((win_local[0i] <= win_local[1i])) + i32((win_local[1i] <= win_local[1i]))) + i32((win_local[2i] <= win_local[1i]))) + i32((win_local[3i] <= win_local[1i]))) + i32((win_local[4i] <= win_local[1i]))) + i32((win_local[5i] <= win_local[1i]))) + i32((win_local[6i] <= win_local[1i]))) + i32((win_local[7i] <= win_local[1i]))) + i32((win_local[8i] <= win_local[1i])))))) {
      condval_1 = win_local[1i];
} else {
      condval_1 = 0.000000e+00f;
}
    var condval_2 : f32;
    if (((((((((((i32((win_local[0i] < win_local[2i])) + i32((win_local[1i] < win_local[2i]))) + i32((win_local[2i] < win_local[2i]))) + i32((win_local[3i] < win_local[2i]))) + i32((win_local[4i] < win_local[2i]))) + i32((win_local[5i] < win_local[2i]))) + i32((win_local[6i] < win_local[2i]))) + i32((win_local[7i] < win_local[2i]))) + i32((win_local[8i] < win_local[2i]))) <= 4i) && (5i <= ((((((((i32((win_local[0i] <= win_local[2i])) + i32((win_local[1i] <= win_local[2i]))) + i32((win_local[2i] <= win_local[2i]))) + i32((win_local[3i] <= win_local[2i]))) + i32((win_local[4i] <= win_local[2i]))) + i32((win_local[5i] <= win_local[2i]))) + i32((win_local[6i] <= win_local[2i]))) + i32((win_local[7i] <= win_local[2i]))) + i32((win_local[8i] <= win_local[2i])))))) {
      condval_2 = win_local[2i];
} else {
      condval_2 = 0.000000e+00f;
}
    var condval_3 : f32;
    if (((((((((((i32((win_local[0i] < win_local[3i])) + i32((win_local[1i] < win_local[3i]))) + i32((win_local[2i] < win_local[3i]))) + i32((win_local[3i] < win_local[3i]))) + i32((win_local[4i] < win_local[3i]))) + i32((win_local[5i] < win_local[3i]))) + i32((win_local[6i] < win_local[3i]))) + i32((win_local[7i] < win_local[3i]))) + i32((win_local[8i] < win_local[3i]))) <= 4i) && (5i <= ((((((((i32((win_local[0i] <= win_local[3i])) + i32((win_local[1i] <= win_local[3i]))) + i32((win_local[2i] <= win_local[3i]))) + i32((win_local[3i] <= win_local[3i]))) + i32((win_local[4i] <= win_local[3i]))) + i32((win_local[5i] <= win_local[3i]))) + i32((win_local[6i] <= win_local[3i]))) + i32((win_local[7i] <= win_local[3i]))) + i32((win_local[8i] <= win_local[3i])))))) {
      condval_3 = win_local[3i];
} else {
      condval_3 = 0.000000e+00f;
}
    var condval_4 : f32;
    if (((((((((((i32((win_local[0i] < win_local[4i])) + i32((win_local[1i] < win_local[4i]))) + i32((win_local[2i] < win_local[4i]))) + i32((win_local[3i] < win_local[4i]))) + i32((win_local[4i] < win_local[4i]))) + i32((win_local[5i] < win_local[4i]))) + i32((win_local[6i] < win_local[4i]))) + i32((win_local[7i] < win_local[4i]))) + i32((win_local[8i] < win_local[4i]))) <= 4i) && (5i <= ((((((((i32((win_local[0i] <= win_local[4i])) + i32((win_local[1i] <= win_local[4i]))) + i32((win_local[2i] <= win_local[4i]))) + i32((win_local[3i] <= win_local[4i]))) + i32((win_local[4i] <= win_local[4i]))) + i32((win_local[5i] <= win_local[4i]))) + i32((win_local[6i] <= win_local[4i]))) + i32((win_local[7i] <= win_local[4i]))) + i32((win_local[8i] <= win_local[4i])))))) {
      condval_4 = win_local[4i];
} else {
      condval_4 = 0.000000e+00f;
}
    var condval_5 : f32;
    if (((((((((((i32((win_local[0i] < win_local[5i])) + i32((win_local[1i] < win_local[5i]))) + i32((win_local[2i] < win_local[5i]))) + i32((win_local[3i] < win_local[5i]))) + i32((win_local[4i] < win_local[5i]))) + i32((win_local[5i] < win_local[5i]))) + i32((win_local[6i] < win_local[5i]))) + i32((win_local[7i] < win_local[5i]))) + i32((win_local[8i] < win_local[5i]))) <= 4i) && (5i <= ((((((((i32((win_local[0i] <= win_local[5i])) + i32((win_local[1i] <= win_local[5i]))) + i32((win_local[2i] <= win_local[5i]))) + i32((win_local[3i] <= win_local[5i]))) + i32((win_local[4i] <= win_local[5i]))) + i32((win_local[5i] <= win_local[5i]))) + i32((win_local[6i] <= win_local[5i]))) + i32((win_local[7i] <= win_local[5i]))) + i32((win_local[8i] <= win_local[5i])))))) {
      condval_5 = win_local[5i];
} else {
      condval_5 = 0.000000e+00f;
}
    var condval_6 : f32;
    if (((((((((((i32((win_local[0i] < win_local[6i])) + i32((win_local[1i] < win_local[6i]))) + i32((win_local[2i] < win_local[6i]))) + i32((win_local[3i] < win_local[6i]))) + i32((win_local[4i] < win_local[6i]))) + i32((win_local[5i] < win_local[6i]))) + i32((win_local[6i] < win_local[6i]))) + i32((win_local[7i] < win_local[6i]))) + i32((win_local[8i] < win_local[6i]))) <= 4i) && (5i <= ((((((((i32((win_local[0i] <= win_local[6i])) + i32((win_local[1i] <= win_local[6i]))) + i32((win_local[2i] <= win_local[6i]))) + i32((win_local[3i] <= win_local[6i]))) + i32((win_local[4i] <= win_local[6i]))) + i32((win_local[5i] <= win_local[6i]))) + i32((win_local[6i] <= win_local[6i]))) + i32((win_local[7i] <= win_local[6i]))) + i32((win_local[8i] <= win_local[6i])))))) {
      condval_6 = win_local[6i];
} else {
      condval_6 = 0.000000e+00f;
}
    var condval_7 : f32;
    if (((((((((((i32((win_local[0i] < win_local[7i])) + i32((win_local[1i] < win_local[7i]))) + i32((win_local[2i] < win_local[7i]))) + i32((win_local[3i] < win_local[7i]))) + i32((win_local[4i] < win_local[7i]))) + i32((win_local[5i] < win_local[7i]))) + i32((win_local[6i] < win_local[7i]))) + i32((win_local[7i] < win_local[7i]))) + i32((win_local[8i] < win_local[7i]))) <= 4i) && (5i <= ((((((((i32((win_local[0i] <= win_local[7i])) + i32((win_local[1i] <= win_local[7i]))) + i32((win_local[2i] <= win_local[7i]))) + i32((win_local[3i] <= win_local[7i]))) + i32((win_local[4i] <= win_local[7i]))) + i32((win_local[5i] <= win_local[7i]))) + i32((win_local[6i] <= win_local[7i]))) + i32((win_local[7i] <= win_local[7i]))) + i32((win_local[8i] <= win_local[7i])))))) {
      condval_7 = win_local[7i];
} else {
      condval_7 = 0.000000e+00f;
}
    var condval_8 : f32;
    if (((((((((((i32((win_local[0i] < win_local[8i])) + i32((win_local[1i] < win_local[8i]))) + i32((win_local[2i] < win_local[8i]))) + i32((win_local[3i] < win_local[8i]))) + i32((win_local[4i] < win_local[8i]))) + i32((win_local[5i] < win_local[8i]))) + i32((win_local[6i] < win_local[8i]))) + i32((win_local[7i] < win_local[8i]))) + i32((win_local[8i] < win_local[8i]))) <= 4i) && (5i <= ((((((((i32((win_local[0i] <= win_local[8i])) + i32((win_local[1i] <= win_local[8i]))) + i32((win_local[2i] <= win_local[8i]))) + i32((win_local[3i] <= win_local[8i]))) + i32((win_local[4i] <= win_local[8i]))) + i32((win_local[5i] <= win_local[8i]))) + i32((win_local[6i] <= win_local[8i]))) + i32((win_local[7i] <= win_local[8i]))) + i32((win_local[8i] <= win_local[8i])))))) {
      condval_8 = win_local[8i];
} else {
      condval_8 = 0.000000e+00f;
}
    rgb_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * podArgs.W) * 3i)) + i32(threadIdx.x))] = max(max(max(max(max(max(max(max(condval, condval_1), condval_2), condval_3), condval_4), condval_5), condval_6), condval_7), condval_8);
  }
}


