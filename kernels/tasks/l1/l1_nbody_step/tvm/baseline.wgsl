// Function: l1_nbody_step_kernel
//----------------------------------------
// Function: l1_nbody_step_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> acc_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> pos_ptr : array<f32>;

struct PODArgs {
  N: i32,
  eps2: f32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_nbody_step_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var j : i32 = 0i; j < podArgs.N; j++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.N * 3i)) {
      if (j == 0i) {
        acc_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      acc_ptr[((v__1 * 256i) + i32(threadIdx.x))] = fma((pos_ptr[((j * 4i) + 3i)] * (pos_ptr[((j * 4i) + (((v__1 * 256i) + i32(threadIdx.x)) % 3i))] - pos_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i) + (((v__1 * 256i) + i32(threadIdx.x)) % 3i))])), (1.000000e+00f / ((fma((pos_ptr[((j * 4i) + 2i)] - pos_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i) + 2i)]), (pos_ptr[((j * 4i) + 2i)] - pos_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i) + 2i)]), fma((pos_ptr[((j * 4i) + 1i)] - pos_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i) + 1i)]), (pos_ptr[((j * 4i) + 1i)] - pos_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i) + 1i)]), ((pos_ptr[(j * 4i)] - pos_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i)]) * (pos_ptr[(j * 4i)] - pos_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i)])))) + podArgs.eps2) * sqrt((fma((pos_ptr[((j * 4i) + 2i)] - pos_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i) + 2i)]), (pos_ptr[((j * 4i) + 2i)] - pos_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i) + 2i)]), fma((pos_ptr[((j * 4i) + 1i)] - pos_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i) + 1i)]), (pos_ptr[((j * 4i) + 1i)] - pos_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i) + 1i)]), ((pos_ptr[(j * 4i)] - pos_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i)]) * (pos_ptr[(j * 4i)] - pos_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 4i)])))) + podArgs.eps2)))), acc_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
    }
  }
}


// Function: l1_nbody_step_kernel_1
//----------------------------------------
// Function: l1_nbody_step_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> acc_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> new_pos_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> pos_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> vel_ptr : array<f32>;

struct PODArgs {
  N: i32,
  dt: f32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

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
      condval = fma(podArgs.dt, fma(podArgs.dt, acc_ptr[(((v__1 * 192i) + ((i32(threadIdx.x)>>2u) * 3i)) + (i32(threadIdx.x) & 3i))], vel_ptr[((v__1 * 256i) + i32(threadIdx.x))]), pos_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
} else {
      condval = pos_ptr[(((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + 3i)];
}
    new_pos_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval;
  }
}


// Function: l1_nbody_step_kernel_2
//----------------------------------------
// Function: l1_nbody_step_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> acc_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> new_vel_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> vel_ptr : array<f32>;

struct PODArgs {
  N: i32,
  dt: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_nbody_step_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.N * 4i)) {
    var condval : f32;
    if (((i32(threadIdx.x) & 3i) < 3i)) {
      condval = fma(podArgs.dt, acc_ptr[(((v__1 * 192i) + ((i32(threadIdx.x)>>2u) * 3i)) + (i32(threadIdx.x) & 3i))], vel_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
} else {
      condval = vel_ptr[(((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + 3i)];
}
    new_vel_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval;
  }
}


