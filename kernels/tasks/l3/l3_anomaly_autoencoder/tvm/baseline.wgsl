// Function: l3_anomaly_autoencoder_kernel
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> bn_scale_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> bn_shift_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  H: i32,
  M: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_anomaly_autoencoder_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var z0_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.M, 1i) * 5i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        z0_local[0i] = 0.000000e+00f;
      }
      z0_local[0i] = fma(weights_ptr[((((v__1 * max(podArgs.M, 1i)) * 1280i) + ((i32(threadIdx.x) * max(podArgs.M, 1i)) * 5i)) + ax0)], x_ptr[((i32(blockIdx.y) * max(podArgs.M, 1i)) + ax0)], z0_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_a_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.H, 1i))) + i32(threadIdx.x))] = max(fma((z0_local[0i] + weights_ptr[(((v__1 * 256i) + ((max(podArgs.H, 1i) * max(podArgs.M, 1i)) * 5i)) + i32(threadIdx.x))]), bn_scale_ptr[((v__1 * 256i) + i32(threadIdx.x))], bn_shift_ptr[((v__1 * 256i) + i32(threadIdx.x))]), 0.000000e+00f);
  }
}


// Function: l3_anomaly_autoencoder_kernel_1
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> act_b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> bn_scale_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> bn_shift_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  H: i32,
  M: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_anomaly_autoencoder_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var z1_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.H, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        z1_local[0i] = 0.000000e+00f;
      }
      z1_local[0i] = fma(weights_ptr[(((((v__1 * max(podArgs.H, 1i)) * 256i) + (i32(threadIdx.x) * max(podArgs.H, 1i))) + ax0) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i)))], act_a_ptr[((i32(blockIdx.y) * max(podArgs.H, 1i)) + ax0)], z1_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_b_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.H, 1i))) + i32(threadIdx.x))] = max(fma((z1_local[0i] + weights_ptr[(((v__1 * 256i) + i32(threadIdx.x)) + ((((max(podArgs.M, 1i) * 5i) + max(podArgs.H, 1i)) + 1i) * max(podArgs.H, 1i)))]), bn_scale_ptr[(((v__1 * 256i) + max(podArgs.H, 1i)) + i32(threadIdx.x))], bn_shift_ptr[(((v__1 * 256i) + max(podArgs.H, 1i)) + i32(threadIdx.x))]), 0.000000e+00f);
  }
}


// Function: l3_anomaly_autoencoder_kernel_2
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> act_b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> bn_scale_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> bn_shift_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  H: i32,
  M: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_anomaly_autoencoder_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var z2_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.H, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        z2_local[0i] = 0.000000e+00f;
      }
      z2_local[0i] = fma(weights_ptr[(((((v__1 * max(podArgs.H, 1i)) * 256i) + (i32(threadIdx.x) * max(podArgs.H, 1i))) + ax0) + ((((max(podArgs.M, 1i) * 5i) + max(podArgs.H, 1i)) + 2i) * max(podArgs.H, 1i)))], act_b_ptr[((i32(blockIdx.y) * max(podArgs.H, 1i)) + ax0)], z2_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_a_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.H, 1i))) + i32(threadIdx.x))] = max(fma((z2_local[0i] + weights_ptr[(((v__1 * 256i) + i32(threadIdx.x)) + ((((max(podArgs.M, 1i) * 5i) + (max(podArgs.H, 1i) * 2i)) + 2i) * max(podArgs.H, 1i)))]), bn_scale_ptr[(((v__1 * 256i) + (max(podArgs.H, 1i) * 2i)) + i32(threadIdx.x))], bn_shift_ptr[(((v__1 * 256i) + (max(podArgs.H, 1i) * 2i)) + i32(threadIdx.x))]), 0.000000e+00f);
  }
}


// Function: l3_anomaly_autoencoder_kernel_3
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> act_b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> bn_scale_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> bn_shift_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  H: i32,
  M: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_anomaly_autoencoder_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var z3_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.H, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        z3_local[0i] = 0.000000e+00f;
      }
      z3_local[0i] = fma(weights_ptr[((((((v__1 * max(podArgs.H, 1i)) * 256i) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 2i)) + (i32(threadIdx.x) * max(podArgs.H, 1i))) + ax0) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i)))], act_a_ptr[((i32(blockIdx.y) * max(podArgs.H, 1i)) + ax0)], z3_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_b_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.H, 1i))) + i32(threadIdx.x))] = max(fma((z3_local[0i] + weights_ptr[(((((v__1 * 256i) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 2i)) + i32(threadIdx.x)) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i))) + (max(podArgs.H, 1i) * max(podArgs.H, 1i)))]), bn_scale_ptr[(((v__1 * 256i) + (max(podArgs.H, 1i) * 3i)) + i32(threadIdx.x))], bn_shift_ptr[(((v__1 * 256i) + (max(podArgs.H, 1i) * 3i)) + i32(threadIdx.x))]), 0.000000e+00f);
  }
}


// Function: l3_anomaly_autoencoder_kernel_4
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> act_b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> bn_scale_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> bn_shift_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  H: i32,
  M: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_anomaly_autoencoder_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var z4_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.H, 1i); ax0++) {
    if (i32(threadIdx.x) < 8i) {
      if (ax0 == 0i) {
        z4_local[0i] = 0.000000e+00f;
      }
      z4_local[0i] = fma(weights_ptr[((((((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 3i) + (i32(threadIdx.x) * max(podArgs.H, 1i))) + ax0) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i)))], act_b_ptr[((i32(blockIdx.y) * max(podArgs.H, 1i)) + ax0)], z4_local[0i]);
    }
  }
  if (i32(threadIdx.x) < 8i) {
    act_a_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.x))] = max(fma((z4_local[0i] + weights_ptr[((((max(podArgs.H, 1i) * 8i) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 3i)) + i32(threadIdx.x)) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i)))]), bn_scale_ptr[((max(podArgs.H, 1i) * 4i) + i32(threadIdx.x))], bn_shift_ptr[((max(podArgs.H, 1i) * 4i) + i32(threadIdx.x))]), 0.000000e+00f);
  }
}


// Function: l3_anomaly_autoencoder_kernel_5
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> act_b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> bn_scale_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> bn_shift_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  H: i32,
  M: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_anomaly_autoencoder_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var z5_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 8i; ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        z5_local[0i] = 0.000000e+00f;
      }
      z5_local[0i] = fma(weights_ptr[(((((((v__1 * 2048i) + (i32(threadIdx.x) * 8i)) + (max(podArgs.H, 1i) * 8i)) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 3i)) + ax0) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i))) + 8i)], act_a_ptr[((i32(blockIdx.y) * 8i) + ax0)], z5_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_b_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.H, 1i))) + i32(threadIdx.x))] = max(fma((z5_local[0i] + weights_ptr[((((((v__1 * 256i) + (max(podArgs.H, 1i) * 16i)) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 3i)) + i32(threadIdx.x)) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i))) + 8i)]), bn_scale_ptr[((((v__1 * 256i) + (max(podArgs.H, 1i) * 4i)) + i32(threadIdx.x)) + 8i)], bn_shift_ptr[((((v__1 * 256i) + (max(podArgs.H, 1i) * 4i)) + i32(threadIdx.x)) + 8i)]), 0.000000e+00f);
  }
}


// Function: l3_anomaly_autoencoder_kernel_6
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel_6
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> act_b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> bn_scale_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> bn_shift_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  H: i32,
  M: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_anomaly_autoencoder_kernel_6(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var z6_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.H, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        z6_local[0i] = 0.000000e+00f;
      }
      z6_local[0i] = fma(weights_ptr[((((((((v__1 * max(podArgs.H, 1i)) * 256i) + (max(podArgs.H, 1i) * 17i)) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 3i)) + (i32(threadIdx.x) * max(podArgs.H, 1i))) + ax0) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i))) + 8i)], act_b_ptr[((i32(blockIdx.y) * max(podArgs.H, 1i)) + ax0)], z6_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_a_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.H, 1i))) + i32(threadIdx.x))] = max(fma((z6_local[0i] + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.H, 1i) * 17i)) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 3i)) + i32(threadIdx.x)) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i))) + (max(podArgs.H, 1i) * max(podArgs.H, 1i))) + 8i)]), bn_scale_ptr[((((v__1 * 256i) + (max(podArgs.H, 1i) * 5i)) + i32(threadIdx.x)) + 8i)], bn_shift_ptr[((((v__1 * 256i) + (max(podArgs.H, 1i) * 5i)) + i32(threadIdx.x)) + 8i)]), 0.000000e+00f);
  }
}


// Function: l3_anomaly_autoencoder_kernel_7
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel_7
//----------------------------------------
@group(0) @binding(0) var<storage, read> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> act_b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> bn_scale_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> bn_shift_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  H: i32,
  M: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_anomaly_autoencoder_kernel_7(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var z7_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.H, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        z7_local[0i] = 0.000000e+00f;
      }
      z7_local[0i] = fma(weights_ptr[((((((((v__1 * max(podArgs.H, 1i)) * 256i) + (max(podArgs.H, 1i) * 17i)) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 4i)) + (i32(threadIdx.x) * max(podArgs.H, 1i))) + ax0) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i))) + 8i)], act_a_ptr[((i32(blockIdx.y) * max(podArgs.H, 1i)) + ax0)], z7_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_b_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.H, 1i))) + i32(threadIdx.x))] = max(fma((z7_local[0i] + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.H, 1i) * 17i)) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 4i)) + i32(threadIdx.x)) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i))) + (max(podArgs.H, 1i) * max(podArgs.H, 1i))) + 8i)]), bn_scale_ptr[((((v__1 * 256i) + (max(podArgs.H, 1i) * 6i)) + i32(threadIdx.x)) + 8i)], bn_shift_ptr[((((v__1 * 256i) + (max(podArgs.H, 1i) * 6i)) + i32(threadIdx.x)) + 8i)]), 0.000000e+00f);
  }
}


// Function: l3_anomaly_autoencoder_kernel_8
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel_8
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> act_b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> bn_scale_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> bn_shift_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  H: i32,
  M: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_anomaly_autoencoder_kernel_8(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var z8_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.H, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        z8_local[0i] = 0.000000e+00f;
      }
      z8_local[0i] = fma(weights_ptr[((((((((v__1 * max(podArgs.H, 1i)) * 256i) + (max(podArgs.H, 1i) * 17i)) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 5i)) + (i32(threadIdx.x) * max(podArgs.H, 1i))) + ax0) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i))) + 8i)], act_b_ptr[((i32(blockIdx.y) * max(podArgs.H, 1i)) + ax0)], z8_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.H) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_a_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.H, 1i))) + i32(threadIdx.x))] = max(fma((z8_local[0i] + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.H, 1i) * 17i)) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 5i)) + i32(threadIdx.x)) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i))) + (max(podArgs.H, 1i) * max(podArgs.H, 1i))) + 8i)]), bn_scale_ptr[((((v__1 * 256i) + (max(podArgs.H, 1i) * 7i)) + i32(threadIdx.x)) + 8i)], bn_shift_ptr[((((v__1 * 256i) + (max(podArgs.H, 1i) * 7i)) + i32(threadIdx.x)) + 8i)]), 0.000000e+00f);
  }
}


// Function: l3_anomaly_autoencoder_kernel_9
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel_9
//----------------------------------------
@group(0) @binding(0) var<storage, read> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> act_b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  H: i32,
  M: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_anomaly_autoencoder_kernel_9(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var z9_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.H, 1i); ax0++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.M, 1i) * 5i)) {
      if (ax0 == 0i) {
        z9_local[0i] = 0.000000e+00f;
      }
      z9_local[0i] = fma(weights_ptr[((((((max(podArgs.H, 1i) * 17i) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 6i)) + (((v__1 * 256i) + i32(threadIdx.x)) * max(podArgs.H, 1i))) + ax0) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i))) + 8i)], act_a_ptr[((i32(blockIdx.y) * max(podArgs.H, 1i)) + ax0)], z9_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.M, 1i) * 5i)) {
    act_b_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.M, 1i)) * 5i)) + i32(threadIdx.x))] = (z9_local[0i] + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.H, 1i) * 17i)) + (((max(podArgs.H, 1i) + 1i) * max(podArgs.H, 1i)) * 6i)) + ((max(podArgs.M, 1i) * max(podArgs.H, 1i)) * 5i)) + i32(threadIdx.x)) + (((max(podArgs.M, 1i) * 5i) + 1i) * max(podArgs.H, 1i))) + 8i)]);
  }
}


// Function: l3_anomaly_autoencoder_kernel_10
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel_10
//----------------------------------------
@group(0) @binding(0) var<storage, read> act_b_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> err_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  M: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l3_anomaly_autoencoder_kernel_10(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_esum_local : array<f32, 1>;
  in_thread_esum_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < (((max(podArgs.M, 1i) * 5i) + 63i)>>6u); ax0_0++) {
    if (((ax0_0 * 64i) + i32(threadIdx.x)) < (max(podArgs.M, 1i) * 5i)) {
      in_thread_esum_local[0i] = fma((act_b_ptr[(((ax0_0 * 64i) + ((v__1 * max(podArgs.M, 1i)) * 5i)) + i32(threadIdx.x))] - x_ptr[(((ax0_0 * 64i) + (v__1 * max(podArgs.M, 1i))) + i32(threadIdx.x))]), (act_b_ptr[(((ax0_0 * 64i) + ((v__1 * max(podArgs.M, 1i)) * 5i)) + i32(threadIdx.x))] - x_ptr[(((ax0_0 * 64i) + (v__1 * max(podArgs.M, 1i))) + i32(threadIdx.x))]), in_thread_esum_local[0i]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_esum_local[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 32i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    err_ptr[v__1] = (red_buf0[0i] / f32((max(podArgs.M, 1i) * 5i)));
  }
}


// Function: l3_anomaly_autoencoder_kernel_11
//----------------------------------------
// Function: l3_anomaly_autoencoder_kernel_11
//----------------------------------------
@group(0) @binding(0) var<storage, read> err_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> score_ptr : array<f32>;

struct PODArgs {
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l3_anomaly_autoencoder_kernel_11(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_ssum_local : array<f32, 1>;
  in_thread_ssum_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((max(podArgs.T, 1i) + 59i)>>6u); ax0_0++) {
    if ((((ax0_0 * 64i) + i32(threadIdx.x)) + 4i) < podArgs.T) {
      in_thread_ssum_local[0i] = (in_thread_ssum_local[0i] + err_ptr[((ax0_0 * 64i) + i32(threadIdx.x))]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_ssum_local[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 32i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    score_ptr[0i] = (red_buf0[0i] / f32((max(podArgs.T, 1i) - 4i)));
  }
}


