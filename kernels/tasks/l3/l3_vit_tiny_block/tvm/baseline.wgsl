// Function: l3_vit_tiny_block_kernel
//----------------------------------------
// Function: l3_vit_tiny_block_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> img_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> x_ptr : array<f32>;

struct PODArgs {
  C: i32,
  D: i32,
  GH: i32,
  GW: i32,
  P: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_vit_tiny_block_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var patch_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < ((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        patch_local[0i] = 0.000000e+00f;
      }
      patch_local[0i] = fma(img_ptr[(((((((((max((i32(blockIdx.y) - 1i), 0i) / max(podArgs.GW, 1i)) * max(podArgs.P, 1i)) + (ax0 / (max(podArgs.P, 1i) * max(podArgs.C, 1i)))) * max(podArgs.GW, 1i)) + (max((i32(blockIdx.y) - 1i), 0i) % max(podArgs.GW, 1i))) * max(podArgs.P, 1i)) + ((ax0 / max(podArgs.C, 1i)) % max(podArgs.P, 1i))) * max(podArgs.C, 1i)) + (ax0 % max(podArgs.C, 1i)))], weights_ptr[(((v__1 * 256i) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x))], patch_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    var condval : f32;
    if ((i32(blockIdx.y) == 0i)) {
      condval = weights_ptr[(((v__1 * 256i) + i32(threadIdx.x)) + ((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + 1i) * max(podArgs.D, 1i)))];
} else {
      condval = (patch_local[0i] + weights_ptr[(((v__1 * 256i) + i32(threadIdx.x)) + (((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) * max(podArgs.D, 1i)))]);
}
    x_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = (condval + weights_ptr[((((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x)) + ((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + 2i) * max(podArgs.D, 1i)))]);
  }
}


// Function: l3_vit_tiny_block_kernel_1
//----------------------------------------
// Function: l3_vit_tiny_block_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> qkv_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C: i32,
  D: i32,
  GH: i32,
  GW: i32,
  P: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_vit_tiny_block_kernel_1(
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
    ln1_mean_local[0i] = (ln1_mean_local[0i] + (x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)] - x_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]));
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if (ax0_1 == 0i) {
      ln1_var_local[0i] = 0.000000e+00f;
    }
    ln1_var_local[0i] = fma(((x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - x_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln1_mean_local[0i] / f32(max(podArgs.D, 1i)))), ((x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - x_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln1_mean_local[0i] / f32(max(podArgs.D, 1i)))), ln1_var_local[0i]);
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i) * 3i)) {
      if (ax0_2 == 0i) {
        qkv_dot_local[0i] = 0.000000e+00f;
      }
      qkv_dot_local[0i] = fma(fma((((x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_2)] - x_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln1_mean_local[0i] / f32(max(podArgs.D, 1i)))) / sqrt(((ln1_var_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))), (1.000000e+00f + weights_ptr[(ax0_2 + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 3i) * max(podArgs.D, 1i)))]), weights_ptr[(ax0_2 + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 4i) * max(podArgs.D, 1i)))]), weights_ptr[((((v__1 * 256i) + ((ax0_2 * max(podArgs.D, 1i)) * 3i)) + i32(threadIdx.x)) + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 5i) * max(podArgs.D, 1i)))], qkv_dot_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i) * 3i)) {
    qkv_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.D, 1i)) * 3i)) + i32(threadIdx.x))] = (qkv_dot_local[0i] + weights_ptr[((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 3i)) + i32(threadIdx.x)) + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 5i) * max(podArgs.D, 1i)))]);
  }
}


// Function: l3_vit_tiny_block_kernel_2
//----------------------------------------
// Function: l3_vit_tiny_block_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> qkv_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> sh_ptr : array<f32>;

struct PODArgs {
  D: i32,
  GH: i32,
  GW: i32,
  NH: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_vit_tiny_block_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var dot_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.D, 1i) / max(podArgs.NH, 1i)); ax0++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) <= (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) {
      if (ax0 == 0i) {
        dot_local[0i] = 0.000000e+00f;
      }
      dot_local[0i] = fma(qkv_ptr[(((((i32(blockIdx.y) / max(podArgs.NH, 1i)) * max(podArgs.D, 1i)) * 3i) + ((i32(blockIdx.y) % max(podArgs.NH, 1i)) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) + ax0)], qkv_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) * max(podArgs.D, 1i)) * 3i) + max(podArgs.D, 1i)) + ((i32(blockIdx.y) % max(podArgs.NH, 1i)) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) + ax0)], dot_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) <= (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) {
    sh_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) + 1i))) + i32(threadIdx.x))] = (dot_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i))))));
  }
}


// Function: l3_vit_tiny_block_kernel_3
//----------------------------------------
// Function: l3_vit_tiny_block_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> o_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> qkv_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> sh_ptr : array<f32>;

struct PODArgs {
  D: i32,
  GH: i32,
  GW: i32,
  NH: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_vit_tiny_block_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var row_max_local : array<f32, 1>;
  var pv_local : array<f32, 1>;
  var row_sum_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) + 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) <= (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) {
      if (ax0 == 0i) {
        row_max_local[0i] = -3.402823e+38f;
      }
      row_max_local[0i] = max(row_max_local[0i], sh_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) * max(podArgs.NH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) * ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) + 1i)) + ax0)]);
    }
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) + 1i); ax0_1++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) <= (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) {
      if (ax0_1 == 0i) {
        pv_local[0i] = 0.000000e+00f;
      }
      pv_local[0i] = fma(exp((sh_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) * max(podArgs.NH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) * ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) + 1i)) + ax0_1)] - row_max_local[0i])), qkv_ptr[((((ax0_1 * max(podArgs.D, 1i)) * 3i) + (max(podArgs.D, 1i) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)))], pv_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) + 1i); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) <= (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) {
      if (ax0_2 == 0i) {
        row_sum_local[0i] = 0.000000e+00f;
      }
      row_sum_local[0i] = (row_sum_local[0i] + exp((sh_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) * max(podArgs.NH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) * ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) + 1i)) + ax0_2)] - row_max_local[0i])));
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) + 1i) * max(podArgs.D, 1i))) {
    o_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (pv_local[0i] / row_sum_local[0i]);
  }
}


// Function: l3_vit_tiny_block_kernel_4
//----------------------------------------
// Function: l3_vit_tiny_block_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> h1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> o_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C: i32,
  D: i32,
  GH: i32,
  GW: i32,
  P: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_vit_tiny_block_kernel_4(
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
      proj_local[0i] = fma(o_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)], weights_ptr[(((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 3i)) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x)) + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 8i) * max(podArgs.D, 1i)))], proj_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    h1_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = ((x_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] + proj_local[0i]) + weights_ptr[((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + i32(threadIdx.x)) + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 8i) * max(podArgs.D, 1i)))]);
  }
}


// Function: l3_vit_tiny_block_kernel_5
//----------------------------------------
// Function: l3_vit_tiny_block_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> h1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> sh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  D: i32,
  F: i32,
  GH: i32,
  GW: i32,
  P: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_vit_tiny_block_kernel_5(
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
    ln2_mean_local[0i] = (ln2_mean_local[0i] + (h1_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)] - h1_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]));
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if (ax0_1 == 0i) {
      ln2_var_local[0i] = 0.000000e+00f;
    }
    ln2_var_local[0i] = fma(((h1_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - h1_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln2_mean_local[0i] / f32(max(podArgs.D, 1i)))), ((h1_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - h1_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln2_mean_local[0i] / f32(max(podArgs.D, 1i)))), ln2_var_local[0i]);
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_2 == 0i) {
        up_local[0i] = 0.000000e+00f;
      }
      up_local[0i] = fma(fma((((h1_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_2)] - h1_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln2_mean_local[0i] / f32(max(podArgs.D, 1i)))) / sqrt(((ln2_var_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))), (1.000000e+00f + weights_ptr[((((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i) + ax0_2) + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 9i) * max(podArgs.D, 1i)))]), weights_ptr[((((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i) + ax0_2) + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 10i) * max(podArgs.D, 1i)))]), weights_ptr[(((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + (ax0_2 * max(podArgs.F, 1i))) + i32(threadIdx.x)) + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 11i) * max(podArgs.D, 1i)))], up_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
    up_local[0i] = (up_local[0i] + weights_ptr[(((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + i32(threadIdx.x)) + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 11i) * max(podArgs.D, 1i))) + (max(podArgs.D, 1i) * max(podArgs.F, 1i)))]);
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    var condval : f32;
    if (((up_local[0i] * 7.071068e-01f) < 0.000000e+00f)) {
      condval = ((1.000000e+00f - (((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)) * fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), 1.061405e+00f, -1.453152e+00f), 1.421414e+00f), -2.844967e-01f), 2.548296e-01f)) * exp(((max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)) * -1.000000e+00f) * max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)))))) * -1.000000e+00f);
} else {
      condval = (1.000000e+00f - (((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)) * fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), 1.061405e+00f, -1.453152e+00f), 1.421414e+00f), -2.844967e-01f), 2.548296e-01f)) * exp(((max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)) * -1.000000e+00f) * max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f))))));
}
    sh_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.F, 1i))) + i32(threadIdx.x))] = ((5.000000e-01f * up_local[0i]) * (1.000000e+00f + condval));
  }
}


// Function: l3_vit_tiny_block_kernel_6
//----------------------------------------
// Function: l3_vit_tiny_block_kernel_6
//----------------------------------------
@group(0) @binding(0) var<storage, read> h1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> sh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  D: i32,
  F: i32,
  GH: i32,
  GW: i32,
  P: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_vit_tiny_block_kernel_6(
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
      down_local[0i] = fma(sh_ptr[((i32(blockIdx.y) * max(podArgs.F, 1i)) + ax0)], weights_ptr[(((((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + max(podArgs.F, 1i)) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x)) + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 11i) * max(podArgs.D, 1i))) + (max(podArgs.D, 1i) * max(podArgs.F, 1i)))], down_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    y_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = ((h1_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] + down_local[0i]) + weights_ptr[(((((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + max(podArgs.F, 1i)) + i32(threadIdx.x)) + (((((max(podArgs.P, 1i) * max(podArgs.P, 1i)) * max(podArgs.C, 1i)) + (max(podArgs.GH, 1i) * max(podArgs.GW, 1i))) + 11i) * max(podArgs.D, 1i))) + (max(podArgs.D, 1i) * max(podArgs.F, 1i))) + (max(podArgs.F, 1i) * max(podArgs.D, 1i)))]);
  }
}


