// Function: l3_unet_denoise_kernel
//----------------------------------------
// Function: l3_unet_denoise_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> e1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C: i32,
  CI: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_unet_denoise_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var e1_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.CI, 1i); ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            e1_acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= ((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0)) && ((((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) <= podArgs.H) || (((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) < 2i))) && (1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) <= podArgs.W) || (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) < 2i)))) {
            condval = x_ptr[((((((((i32(blockIdx.y) + ax0) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + ax1) - 1i) * max(podArgs.CI, 1i)) + ax2)];
} else {
            condval = 0.000000e+00f;
}
          e1_acc_local[0i] = fma(condval, weights_ptr[((((((ax0 * 3i) + ax1) * max(podArgs.CI, 1i)) + ax2) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], e1_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.C, 1i))) {
    e1_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = max((e1_acc_local[0i] + weights_ptr[(((max(podArgs.CI, 1i) * max(podArgs.C, 1i)) * 9i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_unet_denoise_kernel_1
//----------------------------------------
// Function: l3_unet_denoise_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> e1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> e2_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  CI: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_unet_denoise_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var e2_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.C, 1i); ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            e2_acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= ((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0)) && ((((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) <= podArgs.H) || (((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) < 2i))) && (1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) <= podArgs.W) || (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) < 2i)))) {
            condval = e1_ptr[((((((((i32(blockIdx.y) + ax0) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + ax1) - 1i) * max(podArgs.C, 1i)) + ax2)];
} else {
            condval = 0.000000e+00f;
}
          e2_acc_local[0i] = fma(condval, weights_ptr[(((((max(podArgs.CI, 1i) * max(podArgs.C, 1i)) * 9i) + max(podArgs.C, 1i)) + (((((ax0 * 3i) + ax1) * max(podArgs.C, 1i)) + ax2) * max(podArgs.C, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], e2_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.C, 1i))) {
    e2_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = max((e2_acc_local[0i] + weights_ptr[(((((max(podArgs.CI, 1i) + max(podArgs.C, 1i)) * max(podArgs.C, 1i)) * 9i) + max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_unet_denoise_kernel_2
//----------------------------------------
// Function: l3_unet_denoise_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> e2_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> m1_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  CI: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_unet_denoise_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var m1_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.C, 1i); ax2++) {
        if ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.C, 1i) * 2i)) < (max(podArgs.W, 1i)>>1u)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            m1_acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= ((i32(blockIdx.y) % (max(podArgs.H, 1i)>>1u)) + ax0)) && (((i32(blockIdx.y) % (max(podArgs.H, 1i)>>1u)) + ax0) <= (max(podArgs.H, 1i)>>1u))) && (1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.C, 1i) * 2i)) + ax1))) && (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.C, 1i) * 2i)) + ax1) <= (max(podArgs.W, 1i)>>1u)))) {
            condval = max(max(e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.C, 1i) * 2i)) * 2i) + (ax1 * 2i)) + ((((((i32(blockIdx.y) % (max(podArgs.H, 1i)>>1u)) * 2i) + (ax0 * 2i)) + ((i32(blockIdx.y) / (max(podArgs.H, 1i)>>1u)) * max(podArgs.H, 1i))) - 2i) * max(podArgs.W, 1i))) - 2i) * max(podArgs.C, 1i)) + ax2)], e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.C, 1i) * 2i)) * 2i) + (ax1 * 2i)) + ((((((i32(blockIdx.y) % (max(podArgs.H, 1i)>>1u)) * 2i) + (ax0 * 2i)) + ((i32(blockIdx.y) / (max(podArgs.H, 1i)>>1u)) * max(podArgs.H, 1i))) - 2i) * max(podArgs.W, 1i))) - 1i) * max(podArgs.C, 1i)) + ax2)]), max(e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.C, 1i) * 2i)) * 2i) + (ax1 * 2i)) + ((((((i32(blockIdx.y) % (max(podArgs.H, 1i)>>1u)) * 2i) + (ax0 * 2i)) + ((i32(blockIdx.y) / (max(podArgs.H, 1i)>>1u)) * max(podArgs.H, 1i))) - 1i) * max(podArgs.W, 1i))) - 2i) * max(podArgs.C, 1i)) + ax2)], e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.C, 1i) * 2i)) * 2i) + (ax1 * 2i)) + ((((((i32(blockIdx.y) % (max(podArgs.H, 1i)>>1u)) * 2i) + (ax0 * 2i)) + ((i32(blockIdx.y) / (max(podArgs.H, 1i)>>1u)) * max(podArgs.H, 1i))) - 1i) * max(podArgs.W, 1i))) - 1i) * max(podArgs.C, 1i)) + ax2)]));
} else {
            condval = 0.000000e+00f;
}
          m1_acc_local[0i] = fma(condval, weights_ptr[((((((max(podArgs.CI, 1i) + max(podArgs.C, 1i)) * max(podArgs.C, 1i)) * 9i) + (max(podArgs.C, 1i) * 2i)) + ((((((ax0 * 3i) + ax1) * max(podArgs.C, 1i)) + ax2) * max(podArgs.C, 1i)) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.C, 1i) * 2i)))], m1_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.W, 1i)>>1u) * max(podArgs.C, 1i)) * 2i)) {
    m1_ptr[(((v__1 * 256i) + (((i32(blockIdx.y) * (max(podArgs.W, 1i)>>1u)) * max(podArgs.C, 1i)) * 2i)) + i32(threadIdx.x))] = max((m1_acc_local[0i] + weights_ptr[(((((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 27i) + ((max(podArgs.CI, 1i) * max(podArgs.C, 1i)) * 9i)) + (max(podArgs.C, 1i) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.C, 1i) * 2i)))]), 0.000000e+00f);
  }
}


// Function: l3_unet_denoise_kernel_3
//----------------------------------------
// Function: l3_unet_denoise_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> m1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> m2_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  CI: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_unet_denoise_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var m2_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < (max(podArgs.C, 1i) * 2i); ax2++) {
        if ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.C, 1i) * 2i)) < (max(podArgs.W, 1i)>>1u)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            m2_acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= ((i32(blockIdx.y) % (max(podArgs.H, 1i)>>1u)) + ax0)) && (((i32(blockIdx.y) % (max(podArgs.H, 1i)>>1u)) + ax0) <= (max(podArgs.H, 1i)>>1u))) && (1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.C, 1i) * 2i)) + ax1))) && (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.C, 1i) * 2i)) + ax1) <= (max(podArgs.W, 1i)>>1u)))) {
            condval = m1_ptr[(((((((((i32(blockIdx.y) + ax0) - 1i) * (max(podArgs.W, 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.C, 1i) * 2i))) + ax1) - 1i) * max(podArgs.C, 1i)) * 2i) + ax2)];
} else {
            condval = 0.000000e+00f;
}
          m2_acc_local[0i] = fma(condval, weights_ptr[((((((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 27i) + ((max(podArgs.CI, 1i) * max(podArgs.C, 1i)) * 9i)) + (max(podArgs.C, 1i) * 4i)) + (((((((ax0 * 3i) + ax1) * max(podArgs.C, 1i)) * 2i) + ax2) * max(podArgs.C, 1i)) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.C, 1i) * 2i)))], m2_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.W, 1i)>>1u) * max(podArgs.C, 1i)) * 2i)) {
    m2_ptr[(((v__1 * 256i) + (((i32(blockIdx.y) * (max(podArgs.W, 1i)>>1u)) * max(podArgs.C, 1i)) * 2i)) + i32(threadIdx.x))] = max((m2_acc_local[0i] + weights_ptr[(((((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 63i) + ((max(podArgs.CI, 1i) * max(podArgs.C, 1i)) * 9i)) + (max(podArgs.C, 1i) * 4i)) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.C, 1i) * 2i)))]), 0.000000e+00f);
  }
}


// Function: l3_unet_denoise_kernel_4
//----------------------------------------
// Function: l3_unet_denoise_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> d_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> e2_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> m2_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  CI: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_unet_denoise_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var d_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < (max(podArgs.C, 1i) * 3i); ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            d_acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= ((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0)) && ((((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) <= podArgs.H) || (((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) < 2i))) && (1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) <= podArgs.W) || (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) < 2i)))) {
            var condval_1 : f32;
            if ((ax2 < (max(podArgs.C, 1i) * 2i))) {
              condval_1 = m2_ptr[((((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) - 1i)>>1u) + ((((((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) - 1i)>>1u) + ((i32(blockIdx.y) / max(podArgs.H, 1i)) * (max(podArgs.H, 1i)>>1u))) * (max(podArgs.W, 1i)>>1u))) * max(podArgs.C, 1i)) * 2i) + min(ax2, ((max(podArgs.C, 1i) * 2i) - 1i)))];
} else {
              condval_1 = e2_ptr[(max((ax2 - (max(podArgs.C, 1i) * 2i)), 0i) + (((((((i32(blockIdx.y) + ax0) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + ax1) - 1i) * max(podArgs.C, 1i)))];
}
            condval = condval_1;
} else {
            condval = 0.000000e+00f;
}
          d_acc_local[0i] = fma(condval, weights_ptr[((((((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 63i) + ((max(podArgs.CI, 1i) * max(podArgs.C, 1i)) * 9i)) + (max(podArgs.C, 1i) * 6i)) + ((((((ax0 * 3i) + ax1) * max(podArgs.C, 1i)) * 3i) + ax2) * max(podArgs.C, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], d_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.C, 1i))) {
    d_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = max((d_acc_local[0i] + weights_ptr[(((((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 90i) + ((max(podArgs.CI, 1i) * max(podArgs.C, 1i)) * 9i)) + (max(podArgs.C, 1i) * 6i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_unet_denoise_kernel_5
//----------------------------------------
// Function: l3_unet_denoise_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> d_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  CI: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_unet_denoise_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var res_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CI, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CI, 1i)) == 0i)) {
      if (ax0 == 0i) {
        res_acc_local[0i] = 0.000000e+00f;
      }
      res_acc_local[0i] = fma(d_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CI, 1i))) * max(podArgs.C, 1i)) + ax0)], weights_ptr[((((((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 90i) + ((max(podArgs.CI, 1i) * max(podArgs.C, 1i)) * 9i)) + (max(podArgs.C, 1i) * 7i)) + (ax0 * max(podArgs.CI, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CI, 1i)))], res_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.CI, 1i))) {
    y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.CI, 1i))) + i32(threadIdx.x))] = (x_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.CI, 1i))) + i32(threadIdx.x))] - (res_acc_local[0i] + weights_ptr[((((((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 90i) + ((max(podArgs.CI, 1i) * max(podArgs.C, 1i)) * 9i)) + (max(podArgs.C, 1i) * 7i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CI, 1i))) + (max(podArgs.C, 1i) * max(podArgs.CI, 1i)))]));
  }
}


