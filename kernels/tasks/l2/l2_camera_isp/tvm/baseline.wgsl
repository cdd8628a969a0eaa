// Function: l2_camera_isp_kernel
//----------------------------------------
// Function: l2_camera_isp_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> raw_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> rgb_ptr : array<f32>;

struct PODArgs {
  H: i32,
  W: i32,
  b_gain: f32,
  g_gain: f32,
  r_gain: f32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_camera_isp_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * 3i)) {
    var condval_1 : f32;
    if (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) == 0i)) {
      var condval_2 : f32;
      if (((i32(blockIdx.y) % 2i) == 0i)) {
        var condval_3 : f32;
        if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
          condval_3 = raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))];
} else {
          condval_3 = ((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
}
        condval_2 = condval_3;
} else {
        var condval_4 : f32;
        if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
          condval_4 = ((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
} else {
          condval_4 = ((((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 2.500000e-01f);
}
        condval_2 = condval_4;
}
      condval_1 = (condval_2 * podArgs.r_gain);
} else {
      var condval_5 : f32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) == 1i)) {
        var condval_6 : f32;
        if ((((i32(blockIdx.y) % 2i) == 0i) == (((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i))) {
          condval_6 = ((((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) * 2.500000e-01f);
} else {
          condval_6 = raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))];
}
        condval_5 = (condval_6 * podArgs.g_gain);
} else {
        var condval_7 : f32;
        if (((i32(blockIdx.y) % 2i) == 0i)) {
          var condval_8 : f32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
            condval_8 = ((((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 2.500000e-01f);
} else {
            condval_8 = ((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
}
          condval_7 = condval_8;
} else {
          var condval_9 : f32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
            condval_9 = ((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
} else {
            condval_9 = raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))];
}
          condval_7 = condval_9;
}
        condval_5 = (condval_7 * podArgs.b_gain);
}
      condval_1 = condval_5;
}
    var condval : f32;
    if ((min(condval_1, 1.000000e+00f) <= 3.130800e-03f)) {
      var condval_10 : f32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) == 0i)) {
        var condval_11 : f32;
        if (((i32(blockIdx.y) % 2i) == 0i)) {
          var condval_12 : f32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
            condval_12 = raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))];
} else {
            condval_12 = ((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
}
          condval_11 = condval_12;
} else {
          var condval_13 : f32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
            condval_13 = ((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
} else {
            condval_13 = ((((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 2.500000e-01f);
}
          condval_11 = condval_13;
}
        condval_10 = (condval_11 * podArgs.r_gain);
} else {
        var condval_14 : f32;
        if (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) == 1i)) {
          var condval_15 : f32;
          if ((((i32(blockIdx.y) % 2i) == 0i) == (((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i))) {
            condval_15 = ((((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) * 2.500000e-01f);
} else {
            condval_15 = raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))];
}
          condval_14 = (condval_15 * podArgs.g_gain);
} else {
          var condval_16 : f32;
          if (((i32(blockIdx.y) % 2i) == 0i)) {
            var condval_17 : f32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
              condval_17 = ((((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 2.500000e-01f);
} else {
              condval_17 = ((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
}
            condval_16 = condval_17;
} else {
            var condval_18 : f32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
              condval_18 = ((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
} else {
              condval_18 = raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))];
}
            condval_16 = condval_18;
}
          condval_14 = (condval_16 * podArgs.b_gain);
}
        condval_10 = condval_14;
}
      condval = (1.292000e+01f * min(condval_10, 1.000000e+00f));
} else {
      var condval_19 : f32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) == 0i)) {
        var condval_20 : f32;
        if (((i32(blockIdx.y) % 2i) == 0i)) {
          var condval_21 : f32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
            condval_21 = raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))];
} else {
            condval_21 = ((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
}
          condval_20 = condval_21;
} else {
          var condval_22 : f32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
            condval_22 = ((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
} else {
            condval_22 = ((((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 2.500000e-01f);
}
          condval_20 = condval_22;
}
        condval_19 = (condval_20 * podArgs.r_gain);
} else {
        var condval_23 : f32;
        if (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) == 1i)) {
          var condval_24 : f32;
          if ((((i32(blockIdx.y) % 2i) == 0i) == (((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i))) {
            condval_24 = ((((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) * 2.500000e-01f);
} else {
            condval_24 = raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))];
}
          condval_23 = (condval_24 * podArgs.g_gain);
} else {
          var condval_25 : f32;
          if (((i32(blockIdx.y) % 2i) == 0i)) {
            var condval_26 : f32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
              condval_26 = ((((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 2.500000e-01f);
} else {
              condval_26 = ((raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min(max((i32(blockIdx.y) - 1i), (1i - i32(blockIdx.y))), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 1i)) * max(podArgs.W, 1i)))] + raw_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) / 3i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 2i)) + (min((i32(blockIdx.y) + 1i), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 3i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
}
            condval_25 = condval_26;
} else {
            var condval_27 : f32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % 6i) / 3i) == 0i)) {
              condval_27 = ((raw_ptr[(min(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), (1i - (((v__1 * 256i) + i32(threadIdx.x)) / 3i))), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 1i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))] + raw_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), (((max(podArgs.W, 1i) * 2i) - (((v__1 * 256i) + i32(threadIdx.x)) / 3i)) - 3i)) + (min(i32(blockIdx.y), (((max(podArgs.H, 1i) * 2i) - i32(blockIdx.y)) - 2i)) * max(podArgs.W, 1i)))]) * 5.000000e-01f);
} else {
              condval_27 = raw_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))];
}
            condval_25 = condval_27;
}
          condval_23 = (condval_25 * podArgs.b_gain);
}
        condval_19 = condval_23;
}
      condval = ((1.055000e+00f * pow(min(condval_19, 1.000000e+00f), 4.166667e-01f)) - 5.500000e-02f);
}
    rgb_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + i32(threadIdx.x))] = condval;
  }
}


