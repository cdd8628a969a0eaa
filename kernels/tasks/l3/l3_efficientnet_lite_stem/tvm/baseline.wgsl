// Function: l3_efficientnet_lite_stem_kernel
//----------------------------------------
// Function: l3_efficientnet_lite_stem_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C0: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_efficientnet_lite_stem_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var a_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < 3i; ax2++) {
        if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C0, 1i)) < ((max(podArgs.W, 1i) + 1i)>>1u)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            a_acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ax0) - ((0i - ((max(podArgs.H, 1i) + 1i) & 1i))>>1u))) && ((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ax0) - ((0i - ((max(podArgs.H, 1i) + 1i) & 1i))>>1u)) <= podArgs.H) || ((((ax0 - ((0i - ((max(podArgs.H, 1i) + 1i) & 1i))>>1u))>>1u) + (i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u))) < 1i))) && (1i <= ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C0, 1i)) * 2i) + ax1) - ((0i - ((max(podArgs.W, 1i) + 1i) & 1i))>>1u)))) && ((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C0, 1i)) * 2i) + ax1) - ((0i - ((max(podArgs.W, 1i) + 1i) & 1i))>>1u)) <= podArgs.W) || ((((ax1 - ((0i - ((max(podArgs.W, 1i) + 1i) & 1i))>>1u))>>1u) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C0, 1i))) < 1i)))) {
            condval = ((x_ptr[(((min((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C0, 1i)) * 2i) + ax1) - ((0i - ((max(podArgs.W, 1i) + 1i) & 1i))>>1u)) - 1i), max((podArgs.W - 1i), 0i)) * 3i) + (((min((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ax0) - ((0i - ((max(podArgs.H, 1i) + 1i) & 1i))>>1u)) - 1i), max((podArgs.H - 1i), 0i)) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 1i)>>1u)) * max(podArgs.H, 1i))) * max(podArgs.W, 1i)) * 3i)) + ax2)] - 1.270000e+02f) / 1.280000e+02f);
} else {
            condval = 0.000000e+00f;
}
          a_acc_local[0i] = fma(condval, weights_ptr[(((((ax0 * 9i) + (ax1 * 3i)) + ax2) * max(podArgs.C0, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C0, 1i)))], a_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.W, 1i) + 1i)>>1u) * max(podArgs.C0, 1i))) {
    a_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 1i)>>1u)) * max(podArgs.C0, 1i))) + i32(threadIdx.x))] = min(max((a_acc_local[0i] + weights_ptr[((max(podArgs.C0, 1i) * 27i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C0, 1i)))]), 0.000000e+00f), 6.000000e+00f);
  }
}


// Function: l3_efficientnet_lite_stem_kernel_1
//----------------------------------------
// Function: l3_efficientnet_lite_stem_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C0: i32,
  C1: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_efficientnet_lite_stem_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var b_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C0, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) < ((max(podArgs.W, 1i) + 1i)>>1u)) {
      if (ax0 == 0i) {
        b_acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.H, 1i) + 1i)>>1u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) + 1i) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval = a_ptr[((((((i32(blockIdx.y) + 1i) * ((max(podArgs.W, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))) + 1i) * max(podArgs.C0, 1i)) + ax0)];
} else {
        condval = 0.000000e+00f;
}
      var condval_1 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.H, 1i) + 1i)>>1u))) {
        condval_1 = a_ptr[(((((i32(blockIdx.y) + 1i) * ((max(podArgs.W, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))) * max(podArgs.C0, 1i)) + ax0)];
} else {
        condval_1 = 0.000000e+00f;
}
      var condval_2 : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) + 1i) < ((max(podArgs.H, 1i) + 1i)>>1u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))))) {
        condval_2 = a_ptr[((((((i32(blockIdx.y) + 1i) * ((max(podArgs.W, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))) - 1i) * max(podArgs.C0, 1i)) + ax0)];
} else {
        condval_2 = 0.000000e+00f;
}
      var condval_3 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) + 1i) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval_3 = a_ptr[(((((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))) + 1i) * max(podArgs.C0, 1i)) + ax0)];
} else {
        condval_3 = 0.000000e+00f;
}
      var condval_4 : f32;
      if (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u))) {
        condval_4 = a_ptr[((((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))) * max(podArgs.C0, 1i)) + ax0)];
} else {
        condval_4 = 0.000000e+00f;
}
      var condval_5 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))))) {
        condval_5 = a_ptr[(((((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))) - 1i) * max(podArgs.C0, 1i)) + ax0)];
} else {
        condval_5 = 0.000000e+00f;
}
      var condval_6 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) <= ((max(podArgs.H, 1i) + 1i)>>1u))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) + 1i) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval_6 = a_ptr[((((((i32(blockIdx.y) - 1i) * ((max(podArgs.W, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))) + 1i) * max(podArgs.C0, 1i)) + ax0)];
} else {
        condval_6 = 0.000000e+00f;
}
      var condval_7 : f32;
      if (((1i <= (i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) <= ((max(podArgs.H, 1i) + 1i)>>1u)))) {
        condval_7 = a_ptr[(((((i32(blockIdx.y) - 1i) * ((max(podArgs.W, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))) * max(podArgs.C0, 1i)) + ax0)];
} else {
        condval_7 = 0.000000e+00f;
}
      var condval_8 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u))) && ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) <= ((max(podArgs.H, 1i) + 1i)>>1u))) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))))) {
        condval_8 = a_ptr[((((((i32(blockIdx.y) - 1i) * ((max(podArgs.W, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))) - 1i) * max(podArgs.C0, 1i)) + ax0)];
} else {
        condval_8 = 0.000000e+00f;
}
      b_acc_local[0i] = fma(min(max(fma(condval, weights_ptr[((max(podArgs.C0, 1i) * 36i) + ax0)], fma(condval_1, weights_ptr[((max(podArgs.C0, 1i) * 35i) + ax0)], fma(condval_2, weights_ptr[((max(podArgs.C0, 1i) * 34i) + ax0)], fma(condval_3, weights_ptr[((max(podArgs.C0, 1i) * 33i) + ax0)], fma(condval_4, weights_ptr[((max(podArgs.C0, 1i) * 32i) + ax0)], fma(condval_5, weights_ptr[((max(podArgs.C0, 1i) * 31i) + ax0)], fma(condval_6, weights_ptr[((max(podArgs.C0, 1i) * 30i) + ax0)], fma(condval_7, weights_ptr[((max(podArgs.C0, 1i) * 29i) + ax0)], fma(condval_8, weights_ptr[((max(podArgs.C0, 1i) * 28i) + ax0)], weights_ptr[((max(podArgs.C0, 1i) * 37i) + ax0)]))))))))), 0.000000e+00f), 6.000000e+00f), weights_ptr[(((max(podArgs.C0, 1i) * 38i) + (ax0 * max(podArgs.C1, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)))], b_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.W, 1i) + 1i)>>1u) * max(podArgs.C1, 1i))) {
    var condval_9 : f32;
    if ((max(podArgs.C0, 1i) == max(podArgs.C1, 1i))) {
      condval_9 = a_ptr[((((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i))) * max(podArgs.C0, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)) % max(podArgs.C0, 1i)))];
} else {
      condval_9 = 0.000000e+00f;
}
    b_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 1i)>>1u)) * max(podArgs.C1, 1i))) + i32(threadIdx.x))] = ((b_acc_local[0i] + weights_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i)))]) + condval_9);
  }
}


// Function: l3_efficientnet_lite_stem_kernel_2
//----------------------------------------
// Function: l3_efficientnet_lite_stem_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> b_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> e2_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C0: i32,
  C1: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_efficientnet_lite_stem_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var e2_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C1, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C1, 1i))) < ((max(podArgs.W, 1i) + 1i)>>1u)) {
      if (ax0 == 0i) {
        e2_acc_local[0i] = 0.000000e+00f;
      }
      e2_acc_local[0i] = fma(b_ptr[((((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 1i)>>1u)) + (((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C1, 1i)))) * max(podArgs.C1, 1i)) + ax0)], weights_ptr[(((max(podArgs.C1, 1i) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + ((ax0 * max(podArgs.E, 1i)) * max(podArgs.C1, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.E, 1i) * max(podArgs.C1, 1i))))], e2_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((((max(podArgs.W, 1i) + 1i)>>1u) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i))) {
    e2_ptr[(((v__1 * 256i) + (((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 1i)>>1u)) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i))) + i32(threadIdx.x))] = min(max((e2_acc_local[0i] + weights_ptr[(((max(podArgs.C1, 1i) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.E, 1i) * max(podArgs.C1, 1i)))) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + ((max(podArgs.C1, 1i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)))]), 0.000000e+00f), 6.000000e+00f);
  }
}


// Function: l3_efficientnet_lite_stem_kernel_3
//----------------------------------------
// Function: l3_efficientnet_lite_stem_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> c_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> e2_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C0: i32,
  C1: i32,
  C2: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_efficientnet_lite_stem_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var c_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.E, 1i) * max(podArgs.C1, 1i)); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) < ((max(podArgs.W, 1i) + 3i)>>2u)) {
      if (ax0 == 0i) {
        c_acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if (((((-2i <= (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u))) && (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u))) && (-2i <= (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)))) && (((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval = e2_ptr[((((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + ((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 3i)>>2u)) * ((max(podArgs.H, 1i) + 1i)>>1u))) + 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) * ((max(podArgs.W, 1i) + 1i)>>1u))) + 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)) + ax0)];
} else {
        condval = 0.000000e+00f;
}
      var condval_1 : f32;
      if (((((-2i <= (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u))) && (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u))) && (-1i <= (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)))) && (((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + 1i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval_1 = e2_ptr[((((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + ((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 3i)>>2u)) * ((max(podArgs.H, 1i) + 1i)>>1u))) + 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) * ((max(podArgs.W, 1i) + 1i)>>1u))) + 1i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)) + ax0)];
} else {
        condval_1 = 0.000000e+00f;
}
      var condval_2 : f32;
      if (((((-2i <= (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u))) && (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u))) && (0i <= (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval_2 = e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + ((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 3i)>>2u)) * ((max(podArgs.H, 1i) + 1i)>>1u))) + 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) * ((max(podArgs.W, 1i) + 1i)>>1u))) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)) + ax0)];
} else {
        condval_2 = 0.000000e+00f;
}
      var condval_3 : f32;
      if (((((-1i <= (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u))) && (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + 1i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u))) && (-2i <= (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)))) && (((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval_3 = e2_ptr[((((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + ((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 3i)>>2u)) * ((max(podArgs.H, 1i) + 1i)>>1u))) + 1i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) * ((max(podArgs.W, 1i) + 1i)>>1u))) + 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)) + ax0)];
} else {
        condval_3 = 0.000000e+00f;
}
      var condval_4 : f32;
      if (((((-1i <= (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u))) && (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + 1i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u))) && (-1i <= (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)))) && (((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + 1i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval_4 = e2_ptr[((((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + ((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 3i)>>2u)) * ((max(podArgs.H, 1i) + 1i)>>1u))) + 1i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) * ((max(podArgs.W, 1i) + 1i)>>1u))) + 1i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)) + ax0)];
} else {
        condval_4 = 0.000000e+00f;
}
      var condval_5 : f32;
      if (((((-1i <= (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u))) && (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + 1i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u))) && (0i <= (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval_5 = e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + ((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 3i)>>2u)) * ((max(podArgs.H, 1i) + 1i)>>1u))) + 1i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) * ((max(podArgs.W, 1i) + 1i)>>1u))) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)) + ax0)];
} else {
        condval_5 = 0.000000e+00f;
}
      var condval_6 : f32;
      if (((((0i <= (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u))) && ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u))) && (-2i <= (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)))) && (((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval_6 = e2_ptr[((((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 3i)>>2u)) * ((max(podArgs.H, 1i) + 1i)>>1u))) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) * ((max(podArgs.W, 1i) + 1i)>>1u))) + 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)) + ax0)];
} else {
        condval_6 = 0.000000e+00f;
}
      var condval_7 : f32;
      if (((((0i <= (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u))) && ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u))) && (-1i <= (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)))) && (((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + 1i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval_7 = e2_ptr[((((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 3i)>>2u)) * ((max(podArgs.H, 1i) + 1i)>>1u))) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) * ((max(podArgs.W, 1i) + 1i)>>1u))) + 1i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)) + ax0)];
} else {
        condval_7 = 0.000000e+00f;
}
      var condval_8 : f32;
      if (((((0i <= (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u))) && ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.H, 1i) + 1i)>>1u))) && (0i <= (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) < ((max(podArgs.W, 1i) + 1i)>>1u)))) {
        condval_8 = e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 3i)>>2u)) * ((max(podArgs.H, 1i) + 1i)>>1u))) - (max((((((max(podArgs.H, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.H, 1i) + 1i)>>1u)), 0i)>>1u)) * ((max(podArgs.W, 1i) + 1i)>>1u))) - (max((((((max(podArgs.W, 1i) + 3i)>>2u) * 2i) + 1i) - ((max(podArgs.W, 1i) + 1i)>>1u)), 0i)>>1u)) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)) + ax0)];
} else {
        condval_8 = 0.000000e+00f;
}
      c_acc_local[0i] = fma(min(max(fma(condval, weights_ptr[((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * 8i)) + max(podArgs.C1, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + (((max(podArgs.C1, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)))], fma(condval_1, weights_ptr[((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * 7i)) + max(podArgs.C1, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + (((max(podArgs.C1, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)))], fma(condval_2, weights_ptr[((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * 6i)) + max(podArgs.C1, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + (((max(podArgs.C1, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)))], fma(condval_3, weights_ptr[((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * 5i)) + max(podArgs.C1, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + (((max(podArgs.C1, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)))], fma(condval_4, weights_ptr[((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * 4i)) + max(podArgs.C1, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + (((max(podArgs.C1, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)))], fma(condval_5, weights_ptr[((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * 3i)) + max(podArgs.C1, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + (((max(podArgs.C1, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)))], fma(condval_6, weights_ptr[((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * 2i)) + max(podArgs.C1, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + (((max(podArgs.C1, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)))], fma(condval_7, weights_ptr[((((max(podArgs.C1, 1i) + ax0) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + (((max(podArgs.C1, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i))) + (max(podArgs.E, 1i) * max(podArgs.C1, 1i)))], fma(condval_8, weights_ptr[(((max(podArgs.C1, 1i) + ax0) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + (((max(podArgs.C1, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)))], weights_ptr[((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * 9i)) + max(podArgs.C1, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + (((max(podArgs.C1, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)))]))))))))), 0.000000e+00f), 6.000000e+00f), weights_ptr[((((max(podArgs.C1, 1i) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + (((max(podArgs.C1, 1i) + 11i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i))) + (ax0 * max(podArgs.C2, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)))], c_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.W, 1i) + 3i)>>2u) * max(podArgs.C2, 1i))) {
    c_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 3i)>>2u)) * max(podArgs.C2, 1i))) + i32(threadIdx.x))] = (c_acc_local[0i] + weights_ptr[(((max(podArgs.C1, 1i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i))) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + ((((max(podArgs.C1, 1i) + max(podArgs.C2, 1i)) + 11i) * max(podArgs.E, 1i)) * max(podArgs.C1, 1i)))]);
  }
}


// Function: l3_efficientnet_lite_stem_kernel_4
//----------------------------------------
// Function: l3_efficientnet_lite_stem_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read> c_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> e3_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C0: i32,
  C1: i32,
  C2: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_efficientnet_lite_stem_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var e3_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C2, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C2, 1i))) < ((max(podArgs.W, 1i) + 3i)>>2u)) {
      if (ax0 == 0i) {
        e3_acc_local[0i] = 0.000000e+00f;
      }
      e3_acc_local[0i] = fma(c_ptr[((((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 3i)>>2u)) + (((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C2, 1i)))) * max(podArgs.C2, 1i)) + ax0)], weights_ptr[(((((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + ((ax0 * max(podArgs.E, 1i)) * max(podArgs.C2, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.E, 1i) * max(podArgs.C2, 1i))))], e3_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((((max(podArgs.W, 1i) + 3i)>>2u) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i))) {
    e3_ptr[(((v__1 * 256i) + (((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 3i)>>2u)) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i))) + i32(threadIdx.x))] = min(max((e3_acc_local[0i] + weights_ptr[(((((max(podArgs.C1, 1i) + max(podArgs.C2, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.E, 1i) * max(podArgs.C2, 1i)))) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + ((max(podArgs.C2, 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)))]), 0.000000e+00f), 6.000000e+00f);
  }
}


// Function: l3_efficientnet_lite_stem_kernel_5
//----------------------------------------
// Function: l3_efficientnet_lite_stem_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> c_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> e3_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  C0: i32,
  C1: i32,
  C2: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_efficientnet_lite_stem_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var y_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.E, 1i) * max(podArgs.C2, 1i)); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) < ((max(podArgs.W, 1i) + 3i)>>2u)) {
      if (ax0 == 0i) {
        y_acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) + 1i) < ((max(podArgs.H, 1i) + 3i)>>2u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) + 1i) < ((max(podArgs.W, 1i) + 3i)>>2u)))) {
        condval = e3_ptr[(((((((i32(blockIdx.y) + 1i) * ((max(podArgs.W, 1i) + 3i)>>2u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)) + ax0)];
} else {
        condval = 0.000000e+00f;
}
      var condval_1 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) + 1i) < ((max(podArgs.H, 1i) + 3i)>>2u))) {
        condval_1 = e3_ptr[((((((i32(blockIdx.y) + 1i) * ((max(podArgs.W, 1i) + 3i)>>2u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)) + ax0)];
} else {
        condval_1 = 0.000000e+00f;
}
      var condval_2 : f32;
      if (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) + 1i) < ((max(podArgs.H, 1i) + 3i)>>2u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))))) {
        condval_2 = e3_ptr[(((((((i32(blockIdx.y) + 1i) * ((max(podArgs.W, 1i) + 3i)>>2u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)) + ax0)];
} else {
        condval_2 = 0.000000e+00f;
}
      var condval_3 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) < ((max(podArgs.H, 1i) + 3i)>>2u)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) + 1i) < ((max(podArgs.W, 1i) + 3i)>>2u)))) {
        condval_3 = e3_ptr[((((((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 3i)>>2u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)) + ax0)];
} else {
        condval_3 = 0.000000e+00f;
}
      var condval_4 : f32;
      if (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) < ((max(podArgs.H, 1i) + 3i)>>2u))) {
        condval_4 = e3_ptr[(((((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 3i)>>2u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)) + ax0)];
} else {
        condval_4 = 0.000000e+00f;
}
      var condval_5 : f32;
      if ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) < ((max(podArgs.H, 1i) + 3i)>>2u)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))))) {
        condval_5 = e3_ptr[((((((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 3i)>>2u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)) + ax0)];
} else {
        condval_5 = 0.000000e+00f;
}
      var condval_6 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u))) && ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) <= ((max(podArgs.H, 1i) + 3i)>>2u))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) + 1i) < ((max(podArgs.W, 1i) + 3i)>>2u)))) {
        condval_6 = e3_ptr[(((((((i32(blockIdx.y) - 1i) * ((max(podArgs.W, 1i) + 3i)>>2u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)) + ax0)];
} else {
        condval_6 = 0.000000e+00f;
}
      var condval_7 : f32;
      if (((1i <= (i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u))) && ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) <= ((max(podArgs.H, 1i) + 3i)>>2u)))) {
        condval_7 = e3_ptr[((((((i32(blockIdx.y) - 1i) * ((max(podArgs.W, 1i) + 3i)>>2u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)) + ax0)];
} else {
        condval_7 = 0.000000e+00f;
}
      var condval_8 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u))) && ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 3i)>>2u)) <= ((max(podArgs.H, 1i) + 3i)>>2u))) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))))) {
        condval_8 = e3_ptr[(((((((i32(blockIdx.y) - 1i) * ((max(podArgs.W, 1i) + 3i)>>2u)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)) + ax0)];
} else {
        condval_8 = 0.000000e+00f;
}
      y_acc_local[0i] = fma(min(max(fma(condval, weights_ptr[((((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C2, 1i)) * 8i)) + max(podArgs.C1, 1i)) + max(podArgs.C2, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + (((max(podArgs.C2, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)))], fma(condval_1, weights_ptr[((((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C2, 1i)) * 7i)) + max(podArgs.C1, 1i)) + max(podArgs.C2, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + (((max(podArgs.C2, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)))], fma(condval_2, weights_ptr[((((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C2, 1i)) * 6i)) + max(podArgs.C1, 1i)) + max(podArgs.C2, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + (((max(podArgs.C2, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)))], fma(condval_3, weights_ptr[((((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C2, 1i)) * 5i)) + max(podArgs.C1, 1i)) + max(podArgs.C2, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + (((max(podArgs.C2, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)))], fma(condval_4, weights_ptr[((((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C2, 1i)) * 4i)) + max(podArgs.C1, 1i)) + max(podArgs.C2, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + (((max(podArgs.C2, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)))], fma(condval_5, weights_ptr[((((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C2, 1i)) * 3i)) + max(podArgs.C1, 1i)) + max(podArgs.C2, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + (((max(podArgs.C2, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)))], fma(condval_6, weights_ptr[((((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C2, 1i)) * 2i)) + max(podArgs.C1, 1i)) + max(podArgs.C2, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + (((max(podArgs.C2, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)))], fma(condval_7, weights_ptr[((((((max(podArgs.C1, 1i) + max(podArgs.C2, 1i)) + ax0) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + (((max(podArgs.C2, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i))) + (max(podArgs.E, 1i) * max(podArgs.C2, 1i)))], fma(condval_8, weights_ptr[(((((max(podArgs.C1, 1i) + max(podArgs.C2, 1i)) + ax0) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + (((max(podArgs.C2, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)))], weights_ptr[((((((((max(podArgs.C0, 1i) * 38i) + ((max(podArgs.E, 1i) * max(podArgs.C2, 1i)) * 9i)) + max(podArgs.C1, 1i)) + max(podArgs.C2, 1i)) + ax0) + (max(podArgs.C0, 1i) * max(podArgs.C1, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + (((max(podArgs.C2, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)))]))))))))), 0.000000e+00f), 6.000000e+00f), weights_ptr[((((((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + (((max(podArgs.C2, 1i) + 11i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i))) + (ax0 * max(podArgs.C2, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)))], y_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.W, 1i) + 3i)>>2u) * max(podArgs.C2, 1i))) {
    y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 3i)>>2u)) * max(podArgs.C2, 1i))) + i32(threadIdx.x))] = ((y_acc_local[0i] + weights_ptr[(((((max(podArgs.C1, 1i) + max(podArgs.C2, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i))) + ((max(podArgs.C1, 1i) + 38i) * max(podArgs.C0, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C1, 1i)) * ((max(podArgs.C2, 1i) + max(podArgs.C1, 1i)) + 11i))) + ((((max(podArgs.C2, 1i) * 2i) + 11i) * max(podArgs.E, 1i)) * max(podArgs.C2, 1i)))]) + c_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 3i)>>2u)) * max(podArgs.C2, 1i))) + i32(threadIdx.x))]);
  }
}


