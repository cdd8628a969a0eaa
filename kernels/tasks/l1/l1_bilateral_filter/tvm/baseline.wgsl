// Function: l1_bilateral_filter_kernel
//----------------------------------------
// Function: l1_bilateral_filter_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> Y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  H: i32,
  R: i32,
  W: i32,
  sigma_r: f32,
  sigma_s: f32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_bilateral_filter_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var num_local : array<f32, 1>;
  var den_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < ((podArgs.R * 2i) + 1i); ax0++) {
    for (var ax1 : i32 = 0i; ax1 < ((podArgs.R * 2i) + 1i); ax1++) {
      if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          num_local[0i] = 0.000000e+00f;
        }
        var condval : f32;
        if ((3i < podArgs.C)) {
          condval = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 3i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 3i)]);
} else {
          condval = 0.000000e+00f;
}
        var condval_1 : f32;
        if ((3i < podArgs.C)) {
          condval_1 = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 3i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 3i)]);
} else {
          condval_1 = 0.000000e+00f;
}
        var condval_2 : f32;
        if ((2i < podArgs.C)) {
          condval_2 = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 2i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 2i)]);
} else {
          condval_2 = 0.000000e+00f;
}
        var condval_3 : f32;
        if ((2i < podArgs.C)) {
          condval_3 = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 2i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 2i)]);
} else {
          condval_3 = 0.000000e+00f;
}
        var condval_4 : f32;
        if ((1i < podArgs.C)) {
          condval_4 = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 1i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 1i)]);
} else {
          condval_4 = 0.000000e+00f;
}
        var condval_5 : f32;
        if ((1i < podArgs.C)) {
          condval_5 = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 1i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 1i)]);
} else {
          condval_5 = 0.000000e+00f;
}
        num_local[0i] = fma(exp((((fma(f32((ax1 - podArgs.R)), f32((ax1 - podArgs.R)), (f32((ax0 - podArgs.R)) * f32((ax0 - podArgs.R)))) / ((2.000000e+00f * podArgs.sigma_s) * podArgs.sigma_s)) * -1.000000e+00f) - (fma(condval, condval_1, fma(condval_2, condval_3, fma(condval_4, condval_5, ((X_ptr[((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * max(podArgs.C, 1i))] - X_ptr[(((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i))]) * (X_ptr[((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * max(podArgs.C, 1i))] - X_ptr[(((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i))]))))) / ((2.000000e+00f * podArgs.sigma_r) * podArgs.sigma_r)))), X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], num_local[0i]);
      }
    }
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < ((podArgs.R * 2i) + 1i); ax0_1++) {
    for (var ax1_1 : i32 = 0i; ax1_1 < ((podArgs.R * 2i) + 1i); ax1_1++) {
      if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
        if ((ax0_1 == 0i) && (ax1_1 == 0i)) {
          den_local[0i] = 0.000000e+00f;
        }
        var condval_6 : f32;
        if ((3i < podArgs.C)) {
          condval_6 = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1_1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0_1) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 3i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 3i)]);
} else {
          condval_6 = 0.000000e+00f;
}
        var condval_7 : f32;
        if ((3i < podArgs.C)) {
          condval_7 = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1_1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0_1) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 3i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 3i)]);
} else {
          condval_7 = 0.000000e+00f;
}
        var condval_8 : f32;
        if ((2i < podArgs.C)) {
          condval_8 = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1_1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0_1) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 2i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 2i)]);
} else {
          condval_8 = 0.000000e+00f;
}
        var condval_9 : f32;
        if ((2i < podArgs.C)) {
          condval_9 = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1_1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0_1) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 2i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 2i)]);
} else {
          condval_9 = 0.000000e+00f;
}
        var condval_10 : f32;
        if ((1i < podArgs.C)) {
          condval_10 = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1_1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0_1) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 1i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 1i)]);
} else {
          condval_10 = 0.000000e+00f;
}
        var condval_11 : f32;
        if ((1i < podArgs.C)) {
          condval_11 = (X_ptr[(((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C) + ax1_1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0_1) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * podArgs.C) + 1i)] - X_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C)) * podArgs.C) + 1i)]);
} else {
          condval_11 = 0.000000e+00f;
}
        den_local[0i] = (den_local[0i] + exp((((fma(f32((ax1_1 - podArgs.R)), f32((ax1_1 - podArgs.R)), (f32((ax0_1 - podArgs.R)) * f32((ax0_1 - podArgs.R)))) / ((2.000000e+00f * podArgs.sigma_s) * podArgs.sigma_s)) * -1.000000e+00f) - (fma(condval_6, condval_7, fma(condval_8, condval_9, fma(condval_10, condval_11, ((X_ptr[((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1_1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0_1) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * max(podArgs.C, 1i))] - X_ptr[(((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i))]) * (X_ptr[((max(min((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1_1) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + ax0_1) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i))) * max(podArgs.C, 1i))] - X_ptr[(((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i))]))))) / ((2.000000e+00f * podArgs.sigma_r) * podArgs.sigma_r)))));
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.C, 1i))) {
    Y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = (num_local[0i] / den_local[0i]);
  }
}


