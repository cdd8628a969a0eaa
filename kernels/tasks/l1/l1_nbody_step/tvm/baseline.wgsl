// Function: l1_nbody_step_kernel
//----------------------------------------
// Function: l1_nbody_step_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> new_vel_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> pos_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> vel_ptr : array<f32>;

struct PODArgs {
  N: i32,
  dt: f32,
  eps2: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_nbody_step_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var acc_v0_local : array<f32, 1>;
  var acc_v1_local : array<f32, 1>;
  var acc_v2_local : array<f32, 1>;
  var s_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.N; ax0++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
      s_local[0i] = (fma((pos_ptr[((ax0 * 4i) + 2i)] - pos_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)]), (pos_ptr[((ax0 * 4i) + 2i)] - pos_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)]), fma((pos_ptr[((ax0 * 4i) + 1i)] - pos_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i)]), (pos_ptr[((ax0 * 4i) + 1i)] - pos_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i)]), ((pos_ptr[(ax0 * 4i)] - pos_ptr[((v__1 * 1024i) + (i32(threadIdx.x) * 4i))]) * (pos_ptr[(ax0 * 4i)] - pos_ptr[((v__1 * 1024i) + (i32(threadIdx.x) * 4i))])))) + podArgs.eps2);
    }
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
      s_local[0i] = (pos_ptr[((ax0 * 4i) + 3i)] / (s_local[0i] * sqrt(s_local[0i])));
    }
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
      if (ax0 == 0i) {
        acc_v0_local[0i] = 0.000000e+00f;
        acc_v1_local[0i] = 0.000000e+00f;
        acc_v2_local[0i] = 0.000000e+00f;
      }
      let v_acc_v0 : f32 = fma(s_local[0i], (pos_ptr[(ax0 * 4i)] - pos_ptr[((v__1 * 1024i) + (i32(threadIdx.x) * 4i))]), acc_v0_local[0i]);
      let v_acc_v1 : f32 = fma(s_local[0i], (pos_ptr[((ax0 * 4i) + 1i)] - pos_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i)]), acc_v1_local[0i]);
      let v_acc_v2 : f32 = fma(s_local[0i], (pos_ptr[((ax0 * 4i) + 2i)] - pos_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)]), acc_v2_local[0i]);
      acc_v0_local[0i] = v_acc_v0;
      acc_v1_local[0i] = v_acc_v1;
      acc_v2_local[0i] = v_acc_v2;
    }
  }
  for (var c : i32 = 0i; c < 4i; c++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
      var condval : f32;
      if ((c < 3i)) {
        var condval_1 : f32;
        if ((c == 0i)) {
          condval_1 = acc_v0_local[0i];
} else {
          var condval_2 : f32;
          if ((c == 1i)) {
            condval_2 = acc_v1_local[0i];
} else {
            condval_2 = acc_v2_local[0i];
}
          condval_1 = condval_2;
}
        condval = fma(podArgs.dt, condval_1, vel_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + c)]);
} else {
        condval = vel_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + c)];
}
      new_vel_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + c)] = condval;
    }
  }
}


// Function: l1_nbody_step_kernel_1
//----------------------------------------
// Function: l1_nbody_step_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> new_pos_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> new_vel_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> pos_ptr : array<f32>;

struct PODArgs {
  N: i32,
  dt: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_nbody_step_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.N * 4i)) {
    var condval : f32;
    if (((i32(threadIdx.x) & 3i) < 3i)) {
      condval = fma(podArgs.dt, new_vel_ptr[((v__1 * 256i) + i32(threadIdx.x))], pos_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
} else {
      condval = pos_ptr[((v__1 * 256i) + i32(threadIdx.x))];
}
    new_pos_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval;
  }
}


