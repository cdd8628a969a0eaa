// Function: l3_siamfc_tracker_kernel
//----------------------------------------
// Function: l3_siamfc_tracker_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> z_ptr : array<f32>;

struct PODArgs {
  C1: i32,
  Hz: i32,
  Wz: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_siamfc_tracker_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var act_a_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < 3i; ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) + 2i) < podArgs.Wz) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            act_a_acc_local[0i] = 0.000000e+00f;
          }
          act_a_acc_local[0i] = fma(weights_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)) * 27i) + (ax0 * 9i)) + (ax1 * 3i)) + ax2)], z_ptr[((((((i32(blockIdx.y) + ax1) * max(podArgs.Wz, 1i)) * 3i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) * 3i)) + (ax2 * 3i)) + ax0)], act_a_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.Wz, 1i) - 2i) * max(podArgs.C1, 1i))) {
    act_a_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * (max(podArgs.Wz, 1i) - 2i)) * max(podArgs.C1, 1i))) + i32(threadIdx.x))] = max((act_a_acc_local[0i] + weights_ptr[((max(podArgs.C1, 1i) * 27i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_siamfc_tracker_kernel_1
//----------------------------------------
// Function: l3_siamfc_tracker_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> fz_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C1: i32,
  C2: i32,
  Hz: i32,
  Wz: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_siamfc_tracker_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var fz_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C1, 1i); ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < 3i; ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) + 4i) < podArgs.Wz) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            fz_acc_local[0i] = 0.000000e+00f;
          }
          fz_acc_local[0i] = fma(weights_ptr[(((((max(podArgs.C1, 1i) * 28i) + (((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)) * max(podArgs.C1, 1i)) * 9i)) + (ax0 * 9i)) + (ax1 * 3i)) + ax2)], act_a_ptr[((((((i32(blockIdx.y) + ax1) * (max(podArgs.Wz, 1i) - 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) + ax2) * max(podArgs.C1, 1i)) + ax0)], fz_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.Wz, 1i) - 4i) * max(podArgs.C2, 1i))) {
    fz_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * (max(podArgs.Wz, 1i) - 4i)) * max(podArgs.C2, 1i))) + i32(threadIdx.x))] = (fz_acc_local[0i] + weights_ptr[(((max(podArgs.C1, 1i) * 28i) + ((max(podArgs.C1, 1i) * max(podArgs.C2, 1i)) * 9i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)))]);
  }
}


// Function: l3_siamfc_tracker_kernel_2
//----------------------------------------
// Function: l3_siamfc_tracker_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> ax_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C1: i32,
  Hx: i32,
  Wx: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_siamfc_tracker_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var ax_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < 3i; ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) + 2i) < podArgs.Wx) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            ax_acc_local[0i] = 0.000000e+00f;
          }
          ax_acc_local[0i] = fma(weights_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)) * 27i) + (ax0 * 9i)) + (ax1 * 3i)) + ax2)], x_ptr[((((((i32(blockIdx.y) + ax1) * max(podArgs.Wx, 1i)) * 3i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C1, 1i)) * 3i)) + (ax2 * 3i)) + ax0)], ax_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.Wx, 1i) - 2i) * max(podArgs.C1, 1i))) {
    ax_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * (max(podArgs.Wx, 1i) - 2i)) * max(podArgs.C1, 1i))) + i32(threadIdx.x))] = max((ax_acc_local[0i] + weights_ptr[((max(podArgs.C1, 1i) * 27i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C1, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_siamfc_tracker_kernel_3
//----------------------------------------
// Function: l3_siamfc_tracker_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> ax_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C1: i32,
  C2: i32,
  Hx: i32,
  Wx: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_siamfc_tracker_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var act_a_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C1, 1i); ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < 3i; ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) + 4i) < podArgs.Wx) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            act_a_acc_local[0i] = 0.000000e+00f;
          }
          act_a_acc_local[0i] = fma(weights_ptr[(((((max(podArgs.C1, 1i) * 28i) + (((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)) * max(podArgs.C1, 1i)) * 9i)) + (ax0 * 9i)) + (ax1 * 3i)) + ax2)], ax_ptr[((((((i32(blockIdx.y) + ax1) * (max(podArgs.Wx, 1i) - 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i))) + ax2) * max(podArgs.C1, 1i)) + ax0)], act_a_acc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.Wx, 1i) - 4i) * max(podArgs.C2, 1i))) {
    act_a_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * (max(podArgs.Wx, 1i) - 4i)) * max(podArgs.C2, 1i))) + i32(threadIdx.x))] = (act_a_acc_local[0i] + weights_ptr[(((max(podArgs.C1, 1i) * 28i) + ((max(podArgs.C1, 1i) * max(podArgs.C2, 1i)) * 9i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)))]);
  }
}


// Function: l3_siamfc_tracker_kernel_4
//----------------------------------------
// Function: l3_siamfc_tracker_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> fz_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> score_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C1: i32,
  C2: i32,
  Hx: i32,
  Hz: i32,
  WI: f32,
  Wx: i32,
  Wz: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_siamfc_tracker_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var corr_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.Hz, 1i) - 4i); ax0++) {
    for (var ax1 : i32 = 0i; ax1 < (max(podArgs.Wz, 1i) - 4i); ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.C2, 1i); ax2++) {
        if (((v__1 * 256i) + i32(threadIdx.x)) <= (max(podArgs.Wx, 1i) - max(podArgs.Wz, 1i))) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            corr_local[0i] = 0.000000e+00f;
          }
          corr_local[0i] = fma(fz_ptr[((((ax0 * (max(podArgs.Wz, 1i) - 4i)) + ax1) * max(podArgs.C2, 1i)) + ax2)], act_a_ptr[((((((v__1 * 256i) + ((i32(blockIdx.y) + ax0) * (max(podArgs.Wx, 1i) - 4i))) + i32(threadIdx.x)) + ax1) * max(podArgs.C2, 1i)) + ax2)], corr_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) <= (max(podArgs.Wx, 1i) - max(podArgs.Wz, 1i))) {
    var condval : f32;
    if (((max(podArgs.Hx, 1i) - max(podArgs.Hz, 1i)) == 0i)) {
      condval = 1.000000e+00f;
} else {
      condval = (5.000000e-01f - (5.000000e-01f * cos(((6.283185e+00f * f32(min(i32(blockIdx.y), ((max(podArgs.Hx, 1i) - max(podArgs.Hz, 1i)) - i32(blockIdx.y))))) / f32(max((max(podArgs.Hx, 1i) - max(podArgs.Hz, 1i)), 1i))))));
}
    var condval_1 : f32;
    if (((max(podArgs.Wx, 1i) - max(podArgs.Wz, 1i)) == 0i)) {
      condval_1 = 1.000000e+00f;
} else {
      condval_1 = (5.000000e-01f - (5.000000e-01f * cos(((6.283185e+00f * f32(min(((v__1 * 256i) + i32(threadIdx.x)), (((max(podArgs.Wx, 1i) - max(podArgs.Wz, 1i)) - i32(threadIdx.x)) - (v__1 * 256i))))) / f32(max((max(podArgs.Wx, 1i) - max(podArgs.Wz, 1i)), 1i))))));
}
    score_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * ((max(podArgs.Wx, 1i) + 1i) - max(podArgs.Wz, 1i)))) + i32(threadIdx.x))] = fma(podArgs.WI, (condval * condval_1), ((1.000000e+00f - podArgs.WI) * fma(1.000000e-03f, corr_local[0i], weights_ptr[(((max(podArgs.C1, 1i) * 28i) + ((max(podArgs.C1, 1i) * max(podArgs.C2, 1i)) * 9i)) + max(podArgs.C2, 1i))])));
  }
}


// Function: l3_siamfc_tracker_kernel_5
//----------------------------------------
// Function: l3_siamfc_tracker_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> peak_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> score_ptr : array<f32>;

struct PODArgs {
  Hx: i32,
  Hz: i32,
  Wx: i32,
  Wz: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_siamfc_tracker_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var arg_v0_local : array<i32, 1>;
  var arg_v1_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < (((max(podArgs.Hx, 1i) + 1i) - max(podArgs.Hz, 1i)) * ((max(podArgs.Wx, 1i) + 1i) - max(podArgs.Wz, 1i))); ax0++) {
    if (i32(threadIdx.x) < 2i) {
      if (ax0 == 0i) {
        arg_v0_local[0i] = -1i;
        arg_v1_local[0i] = -3.402823e+38f;
      }
            var condval : i32;
      if (((score_ptr[ax0] < arg_v1_local[0i]) || ((arg_v1_local[0i] == score_ptr[ax0]) && (arg_v0_local[0i] < ax0)))) {
        condval = arg_v0_local[0i];
} else {
        condval = ax0;
}
let v_arg_v0 : i32 = condval;
            var condval_1 : f32;
      if ((score_ptr[ax0] < arg_v1_local[0i])) {
        condval_1 = arg_v1_local[0i];
} else {
        condval_1 = score_ptr[ax0];
}
let v_arg_v1 : f32 = condval_1;
      arg_v0_local[0i] = v_arg_v0;
      arg_v1_local[0i] = v_arg_v1;
    }
  }
  if (i32(threadIdx.x) < 2i) {
    var condval_2 : i32;
    if ((i32(threadIdx.x) == 0i)) {
      let rmod : i32 = (arg_v0_local[0i] % ((max(podArgs.Wx, 1i) + 1i) - max(podArgs.Wz, 1i)));
      let rdiv : i32 = (arg_v0_local[0i] / ((max(podArgs.Wx, 1i) + 1i) - max(podArgs.Wz, 1i)));
      condval_2 = select((rdiv - 1i), rdiv, (((((max(podArgs.Wx, 1i) + 1i) - max(podArgs.Wz, 1i)) >= 0i) && (rmod >= 0i)) || ((((max(podArgs.Wx, 1i) + 1i) - max(podArgs.Wz, 1i)) < 0i) && (rmod <= 0i))));
} else {
      let rmod_1 : i32 = (arg_v0_local[0i] % ((max(podArgs.Wx, 1i) + 1i) - max(podArgs.Wz, 1i)));
      condval_2 = select((rmod_1 + ((max(podArgs.Wx, 1i) + 1i) - max(podArgs.Wz, 1i))), rmod_1, (((((max(podArgs.Wx, 1i) + 1i) - max(podArgs.Wz, 1i)) >= 0i) && (rmod_1 >= 0i)) || ((((max(podArgs.Wx, 1i) + 1i) - max(podArgs.Wz, 1i)) < 0i) && (rmod_1 <= 0i))));
}
    peak_ptr[i32(threadIdx.x)] = u32(condval_2);
  }
}


