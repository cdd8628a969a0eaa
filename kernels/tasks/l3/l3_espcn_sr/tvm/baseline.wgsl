// Function: l3_espcn_sr_kernel
//----------------------------------------
// Function: l3_espcn_sr_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> f1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C1: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_espcn_sr_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var f1_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 5i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 5i; ax1++) {
      if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) == 0i)) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          f1_acc_local[0i] = 0.000000e+00f;
        }
        var condval : f32;
        if (((((2i <= ((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0)) && ((((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) < (podArgs.H + 2i)) || (((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) < 3i))) && (2i <= ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) + ax1))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) + ax1) < (podArgs.W + 2i)) || (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) + ax1) < 3i)))) {
          condval = x_ptr[((((((i32(blockIdx.y) + ax0) - 2i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))) + ax1) - 2i)];
} else {
          condval = 0.000000e+00f;
}
        f1_acc_local[0i] = fma(condval, weights_ptr[((((ax0 * 5i) + ax1) * max(podArgs.C1, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)))], f1_acc_local[0i]);
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.C1, 1i))) {
    f1_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C1, 1i))) + i32(threadIdx.x))] = select(((exp((2.000000e+00f * (f1_acc_local[0i] + weights_ptr[((max(podArgs.C1, 1i) * 25i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)))]))) - 1.000000e+00f) / (exp((2.000000e+00f * (f1_acc_local[0i] + weights_ptr[((max(podArgs.C1, 1i) * 25i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)))]))) + 1.000000e+00f)), ((1.000000e+00f - exp((-2.000000e+00f * (f1_acc_local[0i] + weights_ptr[((max(podArgs.C1, 1i) * 25i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)))])))) / (1.000000e+00f + exp((-2.000000e+00f * (f1_acc_local[0i] + weights_ptr[((max(podArgs.C1, 1i) * 25i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)))]))))), ((f1_acc_local[0i] + weights_ptr[((max(podArgs.C1, 1i) * 25i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)))]) >= 0.000000e+00f));
  }
}


// Function: l3_espcn_sr_kernel_1
//----------------------------------------
// Function: l3_espcn_sr_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> f1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> f2_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C1: i32,
  C2: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_espcn_sr_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var f2_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.C1, 1i); ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            f2_acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= ((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0)) && ((((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) <= podArgs.H) || (((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) < 2i))) && (1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) + ax1))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) + ax1) <= podArgs.W) || (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) + ax1) < 2i)))) {
            condval = f1_ptr[((((((((i32(blockIdx.y) + ax0) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) + ax1) - 1i) * max(podArgs.C1, 1i)) + ax2)];
} else {
            condval = 0.000000e+00f;
}
          f2_acc_local[0i] = fma(condval, weights_ptr[(((max(podArgs.C1, 1i) * 26i) + (((((ax0 * 3i) + ax1) * max(podArgs.C1, 1i)) + ax2) * max(podArgs.C2, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)))], f2_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.C2, 1i))) {
    f2_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C2, 1i))) + i32(threadIdx.x))] = select(((exp((2.000000e+00f * (f2_acc_local[0i] + weights_ptr[(((max(podArgs.C1, 1i) * 26i) + ((max(podArgs.C1, 1i) * max(podArgs.C2, 1i)) * 9i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)))]))) - 1.000000e+00f) / (exp((2.000000e+00f * (f2_acc_local[0i] + weights_ptr[(((max(podArgs.C1, 1i) * 26i) + ((max(podArgs.C1, 1i) * max(podArgs.C2, 1i)) * 9i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)))]))) + 1.000000e+00f)), ((1.000000e+00f - exp((-2.000000e+00f * (f2_acc_local[0i] + weights_ptr[(((max(podArgs.C1, 1i) * 26i) + ((max(podArgs.C1, 1i) * max(podArgs.C2, 1i)) * 9i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)))])))) / (1.000000e+00f + exp((-2.000000e+00f * (f2_acc_local[0i] + weights_ptr[(((max(podArgs.C1, 1i) * 26i) + ((max(podArgs.C1, 1i) * max(podArgs.C2, 1i)) * 9i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)))]))))), ((f2_acc_local[0i] + weights_ptr[(((max(podArgs.C1, 1i) * 26i) + ((max(podArgs.C1, 1i) * max(podArgs.C2, 1i)) * 9i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)))]) >= 0.000000e+00f));
  }
}


// Function: l3_espcn_sr_kernel_2
//----------------------------------------
// Function: l3_espcn_sr_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> f2_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  C1: i32,
  C2: i32,
  H: i32,
  N: i32,
  R: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_espcn_sr_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var f3_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.C2, 1i); ax2++) {
        if ((((i32(blockIdx.y) / (max(podArgs.H, 1i) * max(podArgs.R, 1i))) < podArgs.N) || ((i32(blockIdx.y) / (max(podArgs.H, 1i) * max(podArgs.R, 1i))) == 0i)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.R, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.R, 1i)) == 0i))) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            f3_acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= (((i32(blockIdx.y) % (max(podArgs.H, 1i) * max(podArgs.R, 1i))) / max(podArgs.R, 1i)) + ax0)) && (((((i32(blockIdx.y) % (max(podArgs.H, 1i) * max(podArgs.R, 1i))) / max(podArgs.R, 1i)) + ax0) <= podArgs.H) || ((((i32(blockIdx.y) % (max(podArgs.H, 1i) * max(podArgs.R, 1i))) / max(podArgs.R, 1i)) + ax0) < 2i))) && (1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.R, 1i)) + ax1))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.R, 1i)) + ax1) <= podArgs.W) || (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.R, 1i)) + ax1) < 2i)))) {
            condval = f2_ptr[(((((((((((i32(blockIdx.y) / (max(podArgs.H, 1i) * max(podArgs.R, 1i))) * max(podArgs.H, 1i)) + ((i32(blockIdx.y) % (max(podArgs.H, 1i) * max(podArgs.R, 1i))) / max(podArgs.R, 1i))) + ax0) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.R, 1i))) + ax1) - 1i) * max(podArgs.C2, 1i)) + ax2)];
} else {
            condval = 0.000000e+00f;
}
          f3_acc_local[0i] = fma(condval, weights_ptr[((((((max(podArgs.C1, 1i) * 26i) + ((max(podArgs.C1, 1i) * max(podArgs.C2, 1i)) * 9i)) + max(podArgs.C2, 1i)) + ((((((ax0 * 3i) + ax1) * max(podArgs.C2, 1i)) + ax2) * max(podArgs.R, 1i)) * max(podArgs.R, 1i))) + (((i32(blockIdx.y) % (max(podArgs.H, 1i) * max(podArgs.R, 1i))) % max(podArgs.R, 1i)) * max(podArgs.R, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.R, 1i)))], f3_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.R, 1i))) {
    y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.R, 1i))) + i32(threadIdx.x))] = (f3_acc_local[0i] + weights_ptr[((((((max(podArgs.C1, 1i) * 26i) + ((max(podArgs.C1, 1i) * max(podArgs.C2, 1i)) * 9i)) + (((max(podArgs.C2, 1i) * max(podArgs.R, 1i)) * max(podArgs.R, 1i)) * 9i)) + max(podArgs.C2, 1i)) + ((i32(blockIdx.y) % max(podArgs.R, 1i)) * max(podArgs.R, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.R, 1i)))]);
  }
}


