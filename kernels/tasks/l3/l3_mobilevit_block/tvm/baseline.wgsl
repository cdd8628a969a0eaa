// Function: l3_mobilevit_block_kernel
//----------------------------------------
// Function: l3_mobilevit_block_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> lp_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C: i32,
  D: i32,
  F: i32,
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilevit_block_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var l_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.C, 1i); ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            l_acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= (i32(blockIdx.y) + ax0)) && (((i32(blockIdx.y) + ax0) <= podArgs.H) || ((i32(blockIdx.y) + ax0) < 2i))) && (1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) <= podArgs.W) || (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) < 2i)))) {
            condval = x_ptr[((((((((i32(blockIdx.y) + ax0) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + ax1) - 1i) * max(podArgs.C, 1i)) + ax2)];
} else {
            condval = 0.000000e+00f;
}
          l_acc_local[0i] = fma(condval, weights_ptr[((((((max(podArgs.D, 1i) * 11i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + (((((ax0 * 3i) + ax1) * max(podArgs.C, 1i)) + ax2) * max(podArgs.C, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], l_acc_local[0i]);
        }
      }
    }
  }
  if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
    l_acc_local[0i] = (l_acc_local[0i] + weights_ptr[((((((max(podArgs.D, 1i) * 11i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 9i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.C, 1i))) {
    lp_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = (l_acc_local[0i] / (1.000000e+00f + exp((l_acc_local[0i] * -1.000000e+00f))));
  }
}


// Function: l3_mobilevit_block_kernel_1
//----------------------------------------
// Function: l3_mobilevit_block_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> lp_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> ut_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  D: i32,
  F: i32,
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilevit_block_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ku : i32 = 0i; ku < max(podArgs.C, 1i); ku++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
      if (ku == 0i) {
        ut_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      ut_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = fma(lp_ptr[((i32(blockIdx.y) * max(podArgs.C, 1i)) + ku)], weights_ptr[(((((((((v__1 * 256i) + (max(podArgs.D, 1i) * 11i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 9i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + max(podArgs.C, 1i)) + (ku * max(podArgs.D, 1i))) + i32(threadIdx.x))], ut_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))]);
    }
  }
}


// Function: l3_mobilevit_block_kernel_2
//----------------------------------------
// Function: l3_mobilevit_block_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> qkv_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> ut_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  D: i32,
  H: i32,
  W: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilevit_block_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var ln1_mean_local : array<f32, 1>;
  var ln1_var_local : array<f32, 1>;
  var qkv_dot_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ln1_mean_local[0i] = 0.000000e+00f;
    }
    ln1_mean_local[0i] = (ln1_mean_local[0i] + (ut_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)] - ut_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]));
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if (ax0_1 == 0i) {
      ln1_var_local[0i] = 0.000000e+00f;
    }
    ln1_var_local[0i] = fma(((ut_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - ut_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln1_mean_local[0i] / f32(max(podArgs.D, 1i)))), ((ut_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - ut_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln1_mean_local[0i] / f32(max(podArgs.D, 1i)))), ln1_var_local[0i]);
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i) * 3i)) {
      if (ax0_2 == 0i) {
        qkv_dot_local[0i] = 0.000000e+00f;
      }
      qkv_dot_local[0i] = fma(fma((((ut_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_2)] - ut_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln1_mean_local[0i] / f32(max(podArgs.D, 1i)))) / sqrt(((ln1_var_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))), (1.000000e+00f + weights_ptr[ax0_2]), weights_ptr[(max(podArgs.D, 1i) + ax0_2)]), weights_ptr[((((v__1 * 256i) + ((ax0_2 * max(podArgs.D, 1i)) * 3i)) + (max(podArgs.D, 1i) * 2i)) + i32(threadIdx.x))], qkv_dot_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i) * 3i)) {
    qkv_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.D, 1i)) * 3i)) + i32(threadIdx.x))] = (qkv_dot_local[0i] + weights_ptr[((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 3i)) + (max(podArgs.D, 1i) * 2i)) + i32(threadIdx.x))]);
  }
}


// Function: l3_mobilevit_block_kernel_3
//----------------------------------------
// Function: l3_mobilevit_block_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> qkv_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> sh_ptr : array<f32>;

struct PODArgs {
  D: i32,
  H: i32,
  NH: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilevit_block_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var dot_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.D, 1i) / max(podArgs.NH, 1i)); ax0++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.H, 1i) * max(podArgs.W, 1i))>>2u)) {
      if (ax0 == 0i) {
        dot_local[0i] = 0.000000e+00f;
      }
      dot_local[0i] = fma(qkv_ptr[(((((i32(blockIdx.y) / max(podArgs.NH, 1i)) * max(podArgs.D, 1i)) * 3i) + ((i32(blockIdx.y) % max(podArgs.NH, 1i)) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) + ax0)], qkv_ptr[(((((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i)>>1u)) * 2i) + ((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i)>>1u)) * 2i) + (((i32(blockIdx.y) / max(podArgs.NH, 1i)) / max(podArgs.W, 1i)) & 1i)) * max(podArgs.W, 1i))) + ((i32(blockIdx.y) / max(podArgs.NH, 1i)) & 1i)) * max(podArgs.D, 1i)) * 3i) + max(podArgs.D, 1i)) + ((i32(blockIdx.y) % max(podArgs.NH, 1i)) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) + ax0)], dot_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.H, 1i) * max(podArgs.W, 1i))>>2u)) {
    sh_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * ((max(podArgs.H, 1i) * max(podArgs.W, 1i))>>2u))) + i32(threadIdx.x))] = (dot_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i))))));
  }
}


// Function: l3_mobilevit_block_kernel_4
//----------------------------------------
// Function: l3_mobilevit_block_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> lp_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> qkv_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> sh_ptr : array<f32>;

struct PODArgs {
  D: i32,
  H: i32,
  NH: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilevit_block_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var row_max_local : array<f32, 1>;
  var pv_local : array<f32, 1>;
  var row_sum_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < ((max(podArgs.H, 1i) * max(podArgs.W, 1i))>>2u); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < (max(podArgs.H, 1i) * max(podArgs.W, 1i))) {
      if (ax0 == 0i) {
        row_max_local[0i] = -3.402823e+38f;
      }
      row_max_local[0i] = max(row_max_local[0i], sh_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) * max(podArgs.NH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) * ((max(podArgs.H, 1i) * max(podArgs.W, 1i))>>2u)) + ax0)]);
    }
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < ((max(podArgs.H, 1i) * max(podArgs.W, 1i))>>2u); ax0_1++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < (max(podArgs.H, 1i) * max(podArgs.W, 1i))) {
      if (ax0_1 == 0i) {
        pv_local[0i] = 0.000000e+00f;
      }
      pv_local[0i] = fma(exp((sh_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) * max(podArgs.NH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) * ((max(podArgs.H, 1i) * max(podArgs.W, 1i))>>2u)) + ax0_1)] - row_max_local[0i])), qkv_ptr[((((((((ax0_1 % (max(podArgs.W, 1i)>>1u)) * 2i) + ((((ax0_1 / (max(podArgs.W, 1i)>>1u)) * 2i) + (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) / max(podArgs.W, 1i)) & 1i)) * max(podArgs.W, 1i))) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) & 1i)) * max(podArgs.D, 1i)) * 3i) + (max(podArgs.D, 1i) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)))], pv_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < ((max(podArgs.H, 1i) * max(podArgs.W, 1i))>>2u); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < (max(podArgs.H, 1i) * max(podArgs.W, 1i))) {
      if (ax0_2 == 0i) {
        row_sum_local[0i] = 0.000000e+00f;
      }
      row_sum_local[0i] = (row_sum_local[0i] + exp((sh_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) * max(podArgs.NH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) * ((max(podArgs.H, 1i) * max(podArgs.W, 1i))>>2u)) + ax0_2)] - row_max_local[0i])));
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * max(podArgs.D, 1i))) {
    lp_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (pv_local[0i] / row_sum_local[0i]);
  }
}


// Function: l3_mobilevit_block_kernel_5
//----------------------------------------
// Function: l3_mobilevit_block_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> lp_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> qkv_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> ut_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  D: i32,
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilevit_block_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var proj_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        proj_local[0i] = 0.000000e+00f;
      }
      proj_local[0i] = fma(lp_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)], weights_ptr[(((((v__1 * 256i) + (max(podArgs.D, 1i) * 5i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 3i)) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x))], proj_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    qkv_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = ((ut_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] + proj_local[0i]) + weights_ptr[((((v__1 * 256i) + (max(podArgs.D, 1i) * 5i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + i32(threadIdx.x))]);
  }
}


// Function: l3_mobilevit_block_kernel_6
//----------------------------------------
// Function: l3_mobilevit_block_kernel_6
//----------------------------------------
@group(0) @binding(0) var<storage, read> qkv_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> sh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  D: i32,
  F: i32,
  H: i32,
  W: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilevit_block_kernel_6(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var ln2_mean_local : array<f32, 1>;
  var ln2_var_local : array<f32, 1>;
  var up_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ln2_mean_local[0i] = 0.000000e+00f;
    }
    ln2_mean_local[0i] = (ln2_mean_local[0i] + (qkv_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)] - qkv_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]));
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if (ax0_1 == 0i) {
      ln2_var_local[0i] = 0.000000e+00f;
    }
    ln2_var_local[0i] = fma(((qkv_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - qkv_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln2_mean_local[0i] / f32(max(podArgs.D, 1i)))), ((qkv_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - qkv_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln2_mean_local[0i] / f32(max(podArgs.D, 1i)))), ln2_var_local[0i]);
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_2 == 0i) {
        up_local[0i] = 0.000000e+00f;
      }
      up_local[0i] = fma(fma((((qkv_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_2)] - qkv_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln2_mean_local[0i] / f32(max(podArgs.D, 1i)))) / sqrt(((ln2_var_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))), (1.000000e+00f + weights_ptr[(((max(podArgs.D, 1i) * 6i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ax0_2)]), weights_ptr[(((max(podArgs.D, 1i) * 7i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ax0_2)]), weights_ptr[(((((v__1 * 256i) + (max(podArgs.D, 1i) * 8i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + (ax0_2 * max(podArgs.F, 1i))) + i32(threadIdx.x))], up_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
    up_local[0i] = (up_local[0i] + weights_ptr[(((((v__1 * 256i) + (max(podArgs.D, 1i) * 8i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.F, 1i)))]);
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    sh_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.F, 1i))) + i32(threadIdx.x))] = (up_local[0i] / (1.000000e+00f + exp((up_local[0i] * -1.000000e+00f))));
  }
}


// Function: l3_mobilevit_block_kernel_7
//----------------------------------------
// Function: l3_mobilevit_block_kernel_7
//----------------------------------------
@group(0) @binding(0) var<storage, read> qkv_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> sh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> ut_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  D: i32,
  F: i32,
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilevit_block_kernel_7(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var down_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.F, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        down_local[0i] = 0.000000e+00f;
      }
      down_local[0i] = fma(sh_ptr[((i32(blockIdx.y) * max(podArgs.F, 1i)) + ax0)], weights_ptr[(((((((v__1 * 256i) + (max(podArgs.D, 1i) * 8i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + max(podArgs.F, 1i)) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.F, 1i)))], down_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    ut_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = ((qkv_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] + down_local[0i]) + weights_ptr[((((((v__1 * 256i) + (max(podArgs.D, 1i) * 8i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + i32(threadIdx.x))]);
  }
}


// Function: l3_mobilevit_block_kernel_8
//----------------------------------------
// Function: l3_mobilevit_block_kernel_8
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> lp_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> ut_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  D: i32,
  F: i32,
  H: i32,
  W: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilevit_block_kernel_8(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var ln3_mean_local : array<f32, 1>;
  var ln3_var_local : array<f32, 1>;
  var pr_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ln3_mean_local[0i] = 0.000000e+00f;
    }
    ln3_mean_local[0i] = (ln3_mean_local[0i] + (ut_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)] - ut_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]));
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if (ax0_1 == 0i) {
      ln3_var_local[0i] = 0.000000e+00f;
    }
    ln3_var_local[0i] = fma(((ut_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - ut_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln3_mean_local[0i] / f32(max(podArgs.D, 1i)))), ((ut_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - ut_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln3_mean_local[0i] / f32(max(podArgs.D, 1i)))), ln3_var_local[0i]);
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.C) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_2 == 0i) {
        pr_acc_local[0i] = 0.000000e+00f;
      }
      pr_acc_local[0i] = fma(fma((((ut_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_2)] - ut_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln3_mean_local[0i] / f32(max(podArgs.D, 1i)))) / sqrt(((ln3_var_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))), (1.000000e+00f + weights_ptr[(((((max(podArgs.D, 1i) * 9i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + ax0_2)]), weights_ptr[(((((max(podArgs.D, 1i) * 10i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + ax0_2)]), weights_ptr[((((((((((v__1 * 256i) + (max(podArgs.D, 1i) * 11i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 9i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + max(podArgs.C, 1i)) + (ax0_2 * max(podArgs.C, 1i))) + i32(threadIdx.x)) + (max(podArgs.C, 1i) * max(podArgs.D, 1i)))], pr_acc_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.C) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
    pr_acc_local[0i] = (pr_acc_local[0i] + weights_ptr[((((((((((v__1 * 256i) + (max(podArgs.D, 1i) * 11i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 9i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + max(podArgs.C, 1i)) + i32(threadIdx.x)) + (max(podArgs.C, 1i) * max(podArgs.D, 1i))) + (max(podArgs.D, 1i) * max(podArgs.C, 1i)))]);
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.C) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    lp_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = (pr_acc_local[0i] / (1.000000e+00f + exp((pr_acc_local[0i] * -1.000000e+00f))));
  }
}


// Function: l3_mobilevit_block_kernel_9
//----------------------------------------
// Function: l3_mobilevit_block_kernel_9
//----------------------------------------
@group(0) @binding(0) var<storage, read> lp_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  D: i32,
  F: i32,
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilevit_block_kernel_9(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var y_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < (max(podArgs.C, 1i) * 2i); ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            y_acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= (i32(blockIdx.y) + ax0)) && (((i32(blockIdx.y) + ax0) <= podArgs.H) || ((i32(blockIdx.y) + ax0) < 2i))) && (1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) <= podArgs.W) || (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + ax1) < 2i)))) {
            var condval_1 : f32;
            if (((ax2 < podArgs.C) || (ax2 < 1i))) {
              condval_1 = x_ptr[(min(ax2, max((podArgs.C - 1i), 0i)) + (((((((i32(blockIdx.y) + ax0) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + ax1) - 1i) * max(podArgs.C, 1i)))];
} else {
              condval_1 = lp_ptr[(max((ax2 - max(podArgs.C, 1i)), 0i) + (((((((i32(blockIdx.y) + ax0) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + ax1) - 1i) * max(podArgs.C, 1i)))];
}
            condval = condval_1;
} else {
            condval = 0.000000e+00f;
}
          y_acc_local[0i] = fma(condval, weights_ptr[((((((((((max(podArgs.D, 1i) * 11i) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 9i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + (max(podArgs.C, 1i) * 2i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + (max(podArgs.C, 1i) * max(podArgs.D, 1i))) + (max(podArgs.D, 1i) * max(podArgs.C, 1i))) + (((((ax0 * 6i) + (ax1 * 2i)) * max(podArgs.C, 1i)) + ax2) * max(podArgs.C, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], y_acc_local[0i]);
        }
      }
    }
  }
  if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
    y_acc_local[0i] = (y_acc_local[0i] + weights_ptr[((((((((((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 27i) + (max(podArgs.D, 1i) * 11i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + (max(podArgs.C, 1i) * 2i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + (max(podArgs.C, 1i) * max(podArgs.D, 1i))) + (max(podArgs.D, 1i) * max(podArgs.C, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.C, 1i))) {
    y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = (y_acc_local[0i] / (1.000000e+00f + exp((y_acc_local[0i] * -1.000000e+00f))));
  }
}


