// Function: l3_deeplab_aspp_kernel
//----------------------------------------
// Function: l3_deeplab_aspp_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> cat_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  B: i32,
  C: i32,
  H: i32,
  N: i32,
  R1: i32,
  R2: i32,
  R3: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_deeplab_aspp_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var cat_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.C, 1i); ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.B, 1i) * 4i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.B, 1i) * 4i)) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            cat_acc_local[0i] = 0.000000e+00f;
          }
          var condval_1 : i32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 1i)) {
            condval_1 = max(podArgs.R1, 1i);
} else {
            var condval_2 : i32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 2i)) {
              condval_2 = max(podArgs.R2, 1i);
} else {
              condval_2 = max(podArgs.R3, 1i);
}
            condval_1 = condval_2;
}
          var condval_3 : i32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 1i)) {
            condval_3 = max(podArgs.R1, 1i);
} else {
            var condval_4 : i32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 2i)) {
              condval_4 = max(podArgs.R2, 1i);
} else {
              condval_4 = max(podArgs.R3, 1i);
}
            condval_3 = condval_4;
}
          var condval_5 : i32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 1i)) {
            condval_5 = max(podArgs.R1, 1i);
} else {
            var condval_6 : i32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 2i)) {
              condval_6 = max(podArgs.R2, 1i);
} else {
              condval_6 = max(podArgs.R3, 1i);
}
            condval_5 = condval_6;
}
          var condval_7 : i32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 1i)) {
            condval_7 = max(podArgs.R1, 1i);
} else {
            var condval_8 : i32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 2i)) {
              condval_8 = max(podArgs.R2, 1i);
} else {
              condval_8 = max(podArgs.R3, 1i);
}
            condval_7 = condval_8;
}
          var condval_9 : i32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 1i)) {
            condval_9 = max(podArgs.R1, 1i);
} else {
            var condval_10 : i32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 2i)) {
              condval_10 = max(podArgs.R2, 1i);
} else {
              condval_10 = max(podArgs.R3, 1i);
}
            condval_9 = condval_10;
}
          var condval_11 : i32;
          if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 1i)) {
            condval_11 = max(podArgs.R1, 1i);
} else {
            var condval_12 : i32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 2i)) {
              condval_12 = max(podArgs.R2, 1i);
} else {
              condval_12 = max(podArgs.R3, 1i);
}
            condval_11 = condval_12;
}
          var condval : f32;
          if ((((((0i <= ((i32(blockIdx.y) % max(podArgs.H, 1i)) + ((ax0 - 1i) * condval_1))) && ((((i32(blockIdx.y) % max(podArgs.H, 1i)) + ((ax0 - 1i) * condval_3)) < podArgs.H) || (((i32(blockIdx.y) % max(podArgs.H, 1i)) + ((ax0 - 1i) * condval_5)) < 1i))) && (0i <= ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.B, 1i) * 4i)) + ((ax1 - 1i) * condval_7)))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.B, 1i) * 4i)) + ((ax1 - 1i) * condval_9)) < podArgs.W) || (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.B, 1i) * 4i)) + ((ax1 - 1i) * condval_11)) < 1i))) && ((0i < ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i))) || ((ax0 == 1i) && (ax1 == 1i))))) {
            var condval_13 : i32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 1i)) {
              condval_13 = max(podArgs.R1, 1i);
} else {
              var condval_14 : i32;
              if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 2i)) {
                condval_14 = max(podArgs.R2, 1i);
} else {
                condval_14 = max(podArgs.R3, 1i);
}
              condval_13 = condval_14;
}
            var condval_15 : i32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 1i)) {
              condval_15 = max(podArgs.R1, 1i);
} else {
              var condval_16 : i32;
              if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 2i)) {
                condval_16 = max(podArgs.R2, 1i);
} else {
                condval_16 = max(podArgs.R3, 1i);
}
              condval_15 = condval_16;
}
            var condval_17 : i32;
            if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 0i)) {
              condval_17 = ((ax2 * max(podArgs.B, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.B, 1i)));
} else {
              condval_17 = (((((max(podArgs.C, 1i) + 2i) * max(podArgs.B, 1i)) + ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) - 1i) * (((max(podArgs.C, 1i) * max(podArgs.B, 1i)) * 9i) + (max(podArgs.B, 1i) * 2i)))) + (((((ax0 * 3i) + ax1) * max(podArgs.C, 1i)) + ax2) * max(podArgs.B, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.B, 1i)));
}
            condval = (x_ptr[(((min(((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.B, 1i) * 4i)) + ((ax1 - 1i) * condval_13)), max((podArgs.W - 1i), 0i)) + ((min(((i32(blockIdx.y) % max(podArgs.H, 1i)) + ((ax0 - 1i) * condval_15)), max((podArgs.H - 1i), 0i)) + ((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.H, 1i))) * max(podArgs.W, 1i))) * max(podArgs.C, 1i)) + ax2)] * weights_ptr[condval_17]);
} else {
            condval = 0.000000e+00f;
}
          cat_acc_local[0i] = (cat_acc_local[0i] + condval);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.W, 1i) * max(podArgs.B, 1i)) * 4i)) {
    var condval_18 : i32;
    if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 0i)) {
      condval_18 = 0i;
} else {
      condval_18 = (((max(podArgs.C, 1i) + 2i) * max(podArgs.B, 1i)) + ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) - 1i) * (((max(podArgs.C, 1i) * max(podArgs.B, 1i)) * 9i) + (max(podArgs.B, 1i) * 2i))));
}
    var condval_19 : i32;
    if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 0i)) {
      condval_19 = (max(podArgs.C, 1i) * max(podArgs.B, 1i));
} else {
      condval_19 = ((max(podArgs.C, 1i) * max(podArgs.B, 1i)) * 9i);
}
    var condval_20 : i32;
    if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 0i)) {
      condval_20 = 0i;
} else {
      condval_20 = (((max(podArgs.C, 1i) + 2i) * max(podArgs.B, 1i)) + ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) - 1i) * (((max(podArgs.C, 1i) * max(podArgs.B, 1i)) * 9i) + (max(podArgs.B, 1i) * 2i))));
}
    var condval_21 : i32;
    if ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.B, 1i) * 4i)) / max(podArgs.B, 1i)) == 0i)) {
      condval_21 = (max(podArgs.C, 1i) * max(podArgs.B, 1i));
} else {
      condval_21 = ((max(podArgs.C, 1i) * max(podArgs.B, 1i)) * 9i);
}
    cat_ptr[(((v__1 * 256i) + (((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.B, 1i)) * 4i)) + i32(threadIdx.x))] = max(fma(weights_ptr[((condval_18 + condval_19) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.B, 1i)))], cat_acc_local[0i], weights_ptr[(((max(podArgs.B, 1i) + condval_20) + condval_21) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.B, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_deeplab_aspp_kernel_1
//----------------------------------------
// Function: l3_deeplab_aspp_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> m_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l3_deeplab_aspp_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_pool_local : array<f32, 1>;
  in_thread_pool_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < (((max(podArgs.H, 1i) * max(podArgs.W, 1i)) + 63i)>>6u); ax0_0++) {
    if (((ax0_0 * 64i) + i32(threadIdx.x)) < (max(podArgs.H, 1i) * max(podArgs.W, 1i))) {
      in_thread_pool_local[0i] = (in_thread_pool_local[0i] + x_ptr[(((((ax0_0 * 64i) + (((v__1 / max(podArgs.C, 1i)) * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) + i32(threadIdx.x)) * max(podArgs.C, 1i)) + (v__1 % max(podArgs.C, 1i)))]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_pool_local[0i];
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
    m_ptr[v__1] = (red_buf0[0i] / f32((max(podArgs.H, 1i) * max(podArgs.W, 1i))));
  }
}


// Function: l3_deeplab_aspp_kernel_2
//----------------------------------------
// Function: l3_deeplab_aspp_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> a4_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> m_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  C: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_deeplab_aspp_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var a4_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        a4_acc_local[0i] = 0.000000e+00f;
      }
      a4_acc_local[0i] = fma(m_ptr[((i32(blockIdx.y) * max(podArgs.C, 1i)) + ax0)], weights_ptr[(((((v__1 * 256i) + ((max(podArgs.C, 1i) * max(podArgs.B, 1i)) * 28i)) + (max(podArgs.B, 1i) * 8i)) + (ax0 * max(podArgs.B, 1i))) + i32(threadIdx.x))], a4_acc_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    a4_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.B, 1i))) + i32(threadIdx.x))] = max(fma(weights_ptr[((((v__1 * 256i) + ((max(podArgs.C, 1i) * max(podArgs.B, 1i)) * 29i)) + (max(podArgs.B, 1i) * 8i)) + i32(threadIdx.x))], a4_acc_local[0i], weights_ptr[((((v__1 * 256i) + ((max(podArgs.C, 1i) * max(podArgs.B, 1i)) * 29i)) + (max(podArgs.B, 1i) * 9i)) + i32(threadIdx.x))]), 0.000000e+00f);
  }
}


// Function: l3_deeplab_aspp_kernel_3
//----------------------------------------
// Function: l3_deeplab_aspp_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> a4_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> cat_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  B: i32,
  C: i32,
  CO: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_deeplab_aspp_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var y_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.B, 1i) * 5i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) == 0i)) {
      if (ax0 == 0i) {
        y_acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if ((ax0 < (max(podArgs.B, 1i) * 4i))) {
        condval = cat_ptr[(min(ax0, ((max(podArgs.B, 1i) * 4i) - 1i)) + ((((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) * 4i)) * max(podArgs.B, 1i)))];
} else {
        condval = a4_ptr[(max((ax0 - (max(podArgs.B, 1i) * 4i)), 0i) + ((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.B, 1i)))];
}
      y_acc_local[0i] = fma(condval, weights_ptr[(((((max(podArgs.C, 1i) * max(podArgs.B, 1i)) * 29i) + (max(podArgs.B, 1i) * 10i)) + (ax0 * max(podArgs.CO, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)))], y_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.CO, 1i))) {
    y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.CO, 1i))) + i32(threadIdx.x))] = max(fma(weights_ptr[(((((max(podArgs.C, 1i) * max(podArgs.B, 1i)) * 29i) + (max(podArgs.B, 1i) * 10i)) + ((max(podArgs.B, 1i) * max(podArgs.CO, 1i)) * 5i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)))], y_acc_local[0i], weights_ptr[((((((max(podArgs.C, 1i) * max(podArgs.B, 1i)) * 29i) + (max(podArgs.B, 1i) * 10i)) + ((max(podArgs.B, 1i) * max(podArgs.CO, 1i)) * 5i)) + max(podArgs.CO, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)))]), 0.000000e+00f);
  }
}


