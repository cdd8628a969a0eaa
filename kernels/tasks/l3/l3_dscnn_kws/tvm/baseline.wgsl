// Function: l3_dscnn_kws_kernel
//----------------------------------------
// Function: l3_dscnn_kws_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> a0_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> mfcc_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  C: i32,
  F: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_dscnn_kws_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var conv1_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 10i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 4i; ax1++) {
      if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < ((max(podArgs.F, 1i) + 1i)>>1u)) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          conv1_acc_local[0i] = 0.000000e+00f;
        }
        var condval : f32;
        if (((((4i <= (((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) * 2i) + ax0) - ((max(podArgs.T, 1i) + 1i)>>1u)) - ((0i - max(podArgs.T, 1i))>>1u))) && (((((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) * 2i) + ax0) - ((max(podArgs.T, 1i) + 1i)>>1u)) - ((0i - max(podArgs.T, 1i))>>1u)) < (podArgs.T + 4i)) || ((((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) * 2i) + ax0) - ((max(podArgs.T, 1i) + 1i)>>1u)) - ((0i - max(podArgs.T, 1i))>>1u)) < 5i))) && (1i <= (((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) * 2i) + ax1) - ((max(podArgs.F, 1i) + 1i)>>1u)) - ((0i - max(podArgs.F, 1i))>>1u)))) && (((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) * 2i) + ax1) - ((max(podArgs.F, 1i) + 1i)>>1u)) - ((0i - max(podArgs.F, 1i))>>1u)) <= podArgs.F) || (((((ax1 - ((max(podArgs.F, 1i) + 1i)>>1u)) - ((0i - max(podArgs.F, 1i))>>1u))>>1u) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) < 1i)))) {
          condval = mfcc_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) * 2i) + ((((((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.T, 1i) + 1i)>>1u)) * max(podArgs.T, 1i))) + ax0) - ((max(podArgs.T, 1i) + 1i)>>1u)) - ((0i - max(podArgs.T, 1i))>>1u)) - 4i) * max(podArgs.F, 1i))) + ax1) - ((max(podArgs.F, 1i) + 1i)>>1u)) - ((0i - max(podArgs.F, 1i))>>1u)) - 1i)];
} else {
          condval = 0.000000e+00f;
}
        conv1_acc_local[0i] = fma(condval, weights_ptr[((((ax0 * 4i) + ax1) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], conv1_acc_local[0i]);
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.F, 1i) + 1i)>>1u) * max(podArgs.C, 1i))) {
    a0_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = max((conv1_acc_local[0i] + weights_ptr[((max(podArgs.C, 1i) * 40i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_dscnn_kws_kernel_1
//----------------------------------------
// Function: l3_dscnn_kws_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> a0_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> a1_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  C: i32,
  F: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_dscnn_kws_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var pw0_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < ((max(podArgs.F, 1i) + 1i)>>1u)) {
      if (ax0 == 0i) {
        pw0_acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval = a0_ptr[((((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval = 0.000000e+00f;
}
      var condval_1 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u))) {
        condval_1 = a0_ptr[(((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_1 = 0.000000e+00f;
}
      var condval_2 : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_2 = a0_ptr[((((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_2 = 0.000000e+00f;
}
      var condval_3 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval_3 = a0_ptr[(((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_3 = 0.000000e+00f;
}
      var condval_4 : f32;
      if (((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u))) {
        condval_4 = a0_ptr[((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_4 = 0.000000e+00f;
}
      var condval_5 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_5 = a0_ptr[(((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_5 = 0.000000e+00f;
}
      var condval_6 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval_6 = a0_ptr[((((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_6 = 0.000000e+00f;
}
      var condval_7 : f32;
      if (((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u)))) {
        condval_7 = a0_ptr[(((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_7 = 0.000000e+00f;
}
      var condval_8 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u))) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_8 = a0_ptr[((((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_8 = 0.000000e+00f;
}
      pw0_acc_local[0i] = fma(max(fma(condval, weights_ptr[((max(podArgs.C, 1i) * 49i) + ax0)], fma(condval_1, weights_ptr[((max(podArgs.C, 1i) * 48i) + ax0)], fma(condval_2, weights_ptr[((max(podArgs.C, 1i) * 47i) + ax0)], fma(condval_3, weights_ptr[((max(podArgs.C, 1i) * 46i) + ax0)], fma(condval_4, weights_ptr[((max(podArgs.C, 1i) * 45i) + ax0)], fma(condval_5, weights_ptr[((max(podArgs.C, 1i) * 44i) + ax0)], fma(condval_6, weights_ptr[((max(podArgs.C, 1i) * 43i) + ax0)], fma(condval_7, weights_ptr[((max(podArgs.C, 1i) * 42i) + ax0)], fma(condval_8, weights_ptr[((max(podArgs.C, 1i) * 41i) + ax0)], weights_ptr[((max(podArgs.C, 1i) * 50i) + ax0)]))))))))), 0.000000e+00f), weights_ptr[(((ax0 + 51i) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], pw0_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.F, 1i) + 1i)>>1u) * max(podArgs.C, 1i))) {
    a1_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = max((pw0_acc_local[0i] + weights_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)) + ((max(podArgs.C, 1i) + 51i) * max(podArgs.C, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_dscnn_kws_kernel_2
//----------------------------------------
// Function: l3_dscnn_kws_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> a1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> a2_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  C: i32,
  F: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_dscnn_kws_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var pw1_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < ((max(podArgs.F, 1i) + 1i)>>1u)) {
      if (ax0 == 0i) {
        pw1_acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval = a1_ptr[((((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval = 0.000000e+00f;
}
      var condval_1 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u))) {
        condval_1 = a1_ptr[(((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_1 = 0.000000e+00f;
}
      var condval_2 : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_2 = a1_ptr[((((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_2 = 0.000000e+00f;
}
      var condval_3 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval_3 = a1_ptr[(((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_3 = 0.000000e+00f;
}
      var condval_4 : f32;
      if (((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u))) {
        condval_4 = a1_ptr[((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_4 = 0.000000e+00f;
}
      var condval_5 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_5 = a1_ptr[(((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_5 = 0.000000e+00f;
}
      var condval_6 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval_6 = a1_ptr[((((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_6 = 0.000000e+00f;
}
      var condval_7 : f32;
      if (((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u)))) {
        condval_7 = a1_ptr[(((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_7 = 0.000000e+00f;
}
      var condval_8 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u))) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_8 = a1_ptr[((((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_8 = 0.000000e+00f;
}
      pw1_acc_local[0i] = fma(max(fma(condval, weights_ptr[(ax0 + ((max(podArgs.C, 1i) + 60i) * max(podArgs.C, 1i)))], fma(condval_1, weights_ptr[(ax0 + ((max(podArgs.C, 1i) + 59i) * max(podArgs.C, 1i)))], fma(condval_2, weights_ptr[(ax0 + ((max(podArgs.C, 1i) + 58i) * max(podArgs.C, 1i)))], fma(condval_3, weights_ptr[(ax0 + ((max(podArgs.C, 1i) + 57i) * max(podArgs.C, 1i)))], fma(condval_4, weights_ptr[(ax0 + ((max(podArgs.C, 1i) + 56i) * max(podArgs.C, 1i)))], fma(condval_5, weights_ptr[(ax0 + ((max(podArgs.C, 1i) + 55i) * max(podArgs.C, 1i)))], fma(condval_6, weights_ptr[(ax0 + ((max(podArgs.C, 1i) + 54i) * max(podArgs.C, 1i)))], fma(condval_7, weights_ptr[(ax0 + ((max(podArgs.C, 1i) + 53i) * max(podArgs.C, 1i)))], fma(condval_8, weights_ptr[(ax0 + ((max(podArgs.C, 1i) + 52i) * max(podArgs.C, 1i)))], weights_ptr[(ax0 + ((max(podArgs.C, 1i) + 61i) * max(podArgs.C, 1i)))]))))))))), 0.000000e+00f), weights_ptr[((((max(podArgs.C, 1i) + ax0) + 62i) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], pw1_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.F, 1i) + 1i)>>1u) * max(podArgs.C, 1i))) {
    a2_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = max((pw1_acc_local[0i] + weights_ptr[(((max(podArgs.C, 1i) * 62i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_dscnn_kws_kernel_3
//----------------------------------------
// Function: l3_dscnn_kws_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> a2_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> a3_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  C: i32,
  F: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_dscnn_kws_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var pw2_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < ((max(podArgs.F, 1i) + 1i)>>1u)) {
      if (ax0 == 0i) {
        pw2_acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval = a2_ptr[((((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval = 0.000000e+00f;
}
      var condval_1 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u))) {
        condval_1 = a2_ptr[(((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_1 = 0.000000e+00f;
}
      var condval_2 : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_2 = a2_ptr[((((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_2 = 0.000000e+00f;
}
      var condval_3 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval_3 = a2_ptr[(((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_3 = 0.000000e+00f;
}
      var condval_4 : f32;
      if (((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u))) {
        condval_4 = a2_ptr[((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_4 = 0.000000e+00f;
}
      var condval_5 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_5 = a2_ptr[(((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_5 = 0.000000e+00f;
}
      var condval_6 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval_6 = a2_ptr[((((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_6 = 0.000000e+00f;
}
      var condval_7 : f32;
      if (((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u)))) {
        condval_7 = a2_ptr[(((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_7 = 0.000000e+00f;
}
      var condval_8 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u))) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_8 = a2_ptr[((((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_8 = 0.000000e+00f;
}
      pw2_acc_local[0i] = fma(max(fma(condval, weights_ptr[(((max(podArgs.C, 1i) * 71i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + ax0)], fma(condval_1, weights_ptr[(((max(podArgs.C, 1i) * 70i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + ax0)], fma(condval_2, weights_ptr[(((max(podArgs.C, 1i) * 69i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + ax0)], fma(condval_3, weights_ptr[(((max(podArgs.C, 1i) * 68i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + ax0)], fma(condval_4, weights_ptr[(((max(podArgs.C, 1i) * 67i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + ax0)], fma(condval_5, weights_ptr[(((max(podArgs.C, 1i) * 66i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + ax0)], fma(condval_6, weights_ptr[(((max(podArgs.C, 1i) * 65i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + ax0)], fma(condval_7, weights_ptr[(((max(podArgs.C, 1i) * 64i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + ax0)], fma(condval_8, weights_ptr[(((max(podArgs.C, 1i) * 63i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + ax0)], weights_ptr[(((max(podArgs.C, 1i) * 72i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + ax0)]))))))))), 0.000000e+00f), weights_ptr[((((max(podArgs.C, 1i) * 73i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 2i)) + (ax0 * max(podArgs.C, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], pw2_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.F, 1i) + 1i)>>1u) * max(podArgs.C, 1i))) {
    a3_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = max((pw2_acc_local[0i] + weights_ptr[(((max(podArgs.C, 1i) * 73i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_dscnn_kws_kernel_4
//----------------------------------------
// Function: l3_dscnn_kws_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read> a3_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> a4_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  C: i32,
  F: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_dscnn_kws_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var pw3_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < ((max(podArgs.F, 1i) + 1i)>>1u)) {
      if (ax0 == 0i) {
        pw3_acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval = a3_ptr[((((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval = 0.000000e+00f;
}
      var condval_1 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u))) {
        condval_1 = a3_ptr[(((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_1 = 0.000000e+00f;
}
      var condval_2 : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_2 = a3_ptr[((((((i32(blockIdx.y) + 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_2 = 0.000000e+00f;
}
      var condval_3 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval_3 = a3_ptr[(((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_3 = 0.000000e+00f;
}
      var condval_4 : f32;
      if (((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u))) {
        condval_4 = a3_ptr[((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_4 = 0.000000e+00f;
}
      var condval_5 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) < ((max(podArgs.T, 1i) + 1i)>>1u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_5 = a3_ptr[(((((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_5 = 0.000000e+00f;
}
      var condval_6 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < ((max(podArgs.F, 1i) + 1i)>>1u)))) {
        condval_6 = a3_ptr[((((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_6 = 0.000000e+00f;
}
      var condval_7 : f32;
      if (((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u)))) {
        condval_7 = a3_ptr[(((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_7 = 0.000000e+00f;
}
      var condval_8 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.T, 1i) + 1i)>>1u)) <= ((max(podArgs.T, 1i) + 1i)>>1u))) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))))) {
        condval_8 = a3_ptr[((((((i32(blockIdx.y) - 1i) * ((max(podArgs.F, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_8 = 0.000000e+00f;
}
      pw3_acc_local[0i] = fma(max(fma(condval, weights_ptr[(((max(podArgs.C, 1i) * 82i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + ax0)], fma(condval_1, weights_ptr[(((max(podArgs.C, 1i) * 81i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + ax0)], fma(condval_2, weights_ptr[(((max(podArgs.C, 1i) * 80i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + ax0)], fma(condval_3, weights_ptr[(((max(podArgs.C, 1i) * 79i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + ax0)], fma(condval_4, weights_ptr[(((max(podArgs.C, 1i) * 78i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + ax0)], fma(condval_5, weights_ptr[(((max(podArgs.C, 1i) * 77i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + ax0)], fma(condval_6, weights_ptr[(((max(podArgs.C, 1i) * 76i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + ax0)], fma(condval_7, weights_ptr[(((max(podArgs.C, 1i) * 75i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + ax0)], fma(condval_8, weights_ptr[(((max(podArgs.C, 1i) * 74i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + ax0)], weights_ptr[(((max(podArgs.C, 1i) * 83i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + ax0)]))))))))), 0.000000e+00f), weights_ptr[((((max(podArgs.C, 1i) * 84i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + (ax0 * max(podArgs.C, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], pw3_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.F, 1i) + 1i)>>1u) * max(podArgs.C, 1i))) {
    a4_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.F, 1i) + 1i)>>1u)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = max((pw3_acc_local[0i] + weights_ptr[(((max(podArgs.C, 1i) * 84i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 4i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_dscnn_kws_kernel_5
//----------------------------------------
// Function: l3_dscnn_kws_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> a4_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> logits_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  C: i32,
  F: i32,
  NCLS: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_dscnn_kws_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var fc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    for (var ax1 : i32 = 0i; ax1 < ((max(podArgs.T, 1i) + 1i)>>1u); ax1++) {
      for (var ax2 : i32 = 0i; ax2 < ((max(podArgs.F, 1i) + 1i)>>1u); ax2++) {
        if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.NCLS) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            fc_local[0i] = 0.000000e+00f;
          }
          fc_local[0i] = fma((a4_ptr[((((((i32(blockIdx.y) * ((max(podArgs.T, 1i) + 1i)>>1u)) + ax1) * ((max(podArgs.F, 1i) + 1i)>>1u)) + ax2) * max(podArgs.C, 1i)) + ax0)] * (1.000000e+00f / f32((((max(podArgs.T, 1i) + 1i)>>1u) * ((max(podArgs.F, 1i) + 1i)>>1u))))), weights_ptr[(((((v__1 * 256i) + (max(podArgs.C, 1i) * 85i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 4i)) + (ax0 * max(podArgs.NCLS, 1i))) + i32(threadIdx.x))], fc_local[0i]);
        }
      }
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.NCLS) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    logits_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.NCLS, 1i))) + i32(threadIdx.x))] = (fc_local[0i] + weights_ptr[(((((v__1 * 256i) + (max(podArgs.C, 1i) * 85i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 4i)) + i32(threadIdx.x)) + (max(podArgs.C, 1i) * max(podArgs.NCLS, 1i)))]);
  }
}


