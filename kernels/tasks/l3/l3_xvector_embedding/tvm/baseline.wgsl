// Function: l3_xvector_embedding_kernel
//----------------------------------------
// Function: l3_xvector_embedding_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C: i32,
  F: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_xvector_embedding_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var act_a_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 5i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < max(podArgs.F, 1i); ax1++) {
      if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.C) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          act_a_acc_local[0i] = 0.000000e+00f;
        }
        act_a_acc_local[0i] = fma(weights_ptr[(((((v__1 * max(podArgs.F, 1i)) * 1280i) + (ax1 * 5i)) + ((i32(threadIdx.x) * max(podArgs.F, 1i)) * 5i)) + ax0)], x_ptr[(((i32(blockIdx.y) + ax0) * max(podArgs.F, 1i)) + ax1)], act_a_acc_local[0i]);
      }
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.C) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_a_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = fma(weights_ptr[((((v__1 * 256i) + ((max(podArgs.C, 1i) * max(podArgs.F, 1i)) * 5i)) + max(podArgs.C, 1i)) + i32(threadIdx.x))], max((act_a_acc_local[0i] + weights_ptr[(((v__1 * 256i) + ((max(podArgs.C, 1i) * max(podArgs.F, 1i)) * 5i)) + i32(threadIdx.x))]), 0.000000e+00f), weights_ptr[((((v__1 * 256i) + ((max(podArgs.C, 1i) * max(podArgs.F, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + i32(threadIdx.x))]);
  }
}


// Function: l3_xvector_embedding_kernel_1
//----------------------------------------
// Function: l3_xvector_embedding_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> act_b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  F: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_xvector_embedding_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var act_b_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < max(podArgs.C, 1i); ax1++) {
      if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.C) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          act_b_acc_local[0i] = 0.000000e+00f;
        }
        act_b_acc_local[0i] = fma(weights_ptr[(((((((v__1 * max(podArgs.C, 1i)) * 768i) + ((max(podArgs.C, 1i) * max(podArgs.F, 1i)) * 5i)) + (ax1 * 3i)) + (max(podArgs.C, 1i) * 3i)) + ((i32(threadIdx.x) * max(podArgs.C, 1i)) * 3i)) + ax0)], act_a_ptr[((((ax0 * 2i) + i32(blockIdx.y)) * max(podArgs.C, 1i)) + ax1)], act_b_acc_local[0i]);
      }
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.C) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_b_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = fma(weights_ptr[(((((v__1 * 256i) + ((max(podArgs.C, 1i) * max(podArgs.F, 1i)) * 5i)) + (max(podArgs.C, 1i) * 4i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + i32(threadIdx.x))], max((act_b_acc_local[0i] + weights_ptr[((((v__1 * 256i) + ((max(podArgs.C, 1i) * max(podArgs.F, 1i)) * 5i)) + (((max(podArgs.C, 1i) + 1i) * max(podArgs.C, 1i)) * 3i)) + i32(threadIdx.x))]), 0.000000e+00f), weights_ptr[((((v__1 * 256i) + (((max(podArgs.F, 1i) + 1i) * max(podArgs.C, 1i)) * 5i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + i32(threadIdx.x))]);
  }
}


// Function: l3_xvector_embedding_kernel_2
//----------------------------------------
// Function: l3_xvector_embedding_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> act_b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> beta3_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  F: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_xvector_embedding_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var act_a_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < max(podArgs.C, 1i); ax1++) {
      if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.C) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          act_a_acc_local[0i] = 0.000000e+00f;
        }
        act_a_acc_local[0i] = fma(weights_ptr[((((((((v__1 * max(podArgs.C, 1i)) * 768i) + (max(podArgs.C, 1i) * 6i)) + ((max(podArgs.C, 1i) * max(podArgs.F, 1i)) * 5i)) + (ax1 * 3i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 3i)) + ((i32(threadIdx.x) * max(podArgs.C, 1i)) * 3i)) + ax0)], act_b_ptr[((((ax0 * 3i) + i32(blockIdx.y)) * max(podArgs.C, 1i)) + ax1)], act_a_acc_local[0i]);
      }
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.C) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_a_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = fma(weights_ptr[(((((v__1 * 256i) + (max(podArgs.C, 1i) * 7i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 6i)) + ((max(podArgs.C, 1i) * max(podArgs.F, 1i)) * 5i)) + i32(threadIdx.x))], max((act_a_acc_local[0i] + weights_ptr[(((((v__1 * 256i) + (max(podArgs.C, 1i) * 6i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 6i)) + ((max(podArgs.C, 1i) * max(podArgs.F, 1i)) * 5i)) + i32(threadIdx.x))]), 0.000000e+00f), beta3_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
  }
}


// Function: l3_xvector_embedding_kernel_3
//----------------------------------------
// Function: l3_xvector_embedding_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> act_a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> stats_ptr : array<f32>;

struct PODArgs {
  C: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
var<workgroup> red_buf0_1 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l3_xvector_embedding_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_msum_local : array<f32, 1>;
  var in_thread_sq_local : array<f32, 1>;
  in_thread_msum_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((max(podArgs.T, 1i) + 49i)>>6u); ax0_0++) {
    if ((((ax0_0 * 64i) + i32(threadIdx.x)) + 14i) < podArgs.T) {
      in_thread_msum_local[0i] = (in_thread_msum_local[0i] + act_a_ptr[((((ax0_0 * 64i) + i32(threadIdx.x)) * max(podArgs.C, 1i)) + (v__1 % max(podArgs.C, 1i)))]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_msum_local[0i];
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
  in_thread_sq_local[0i] = 0.000000e+00f;
  for (var ax0_0_1 : i32 = 0i; ax0_0_1 < ((max(podArgs.T, 1i) + 49i)>>6u); ax0_0_1++) {
    if ((((ax0_0_1 * 64i) + i32(threadIdx.x)) + 14i) < podArgs.T) {
      in_thread_sq_local[0i] = fma((act_a_ptr[((((ax0_0_1 * 64i) + i32(threadIdx.x)) * max(podArgs.C, 1i)) + (v__1 % max(podArgs.C, 1i)))] - (red_buf0[0i] / f32((max(podArgs.T, 1i) - 14i)))), (act_a_ptr[((((ax0_0_1 * 64i) + i32(threadIdx.x)) * max(podArgs.C, 1i)) + (v__1 % max(podArgs.C, 1i)))] - (red_buf0[0i] / f32((max(podArgs.T, 1i) - 14i)))), in_thread_sq_local[0i]);
    }
  }
  workgroupBarrier();
  red_buf0_1[i32(threadIdx.x)] = in_thread_sq_local[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 32i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    var condval : f32;
    if (((v__1 < podArgs.C) || (v__1 < 1i))) {
      condval = (red_buf0[0i] / f32((max(podArgs.T, 1i) - 14i)));
} else {
      condval = sqrt(((red_buf0_1[0i] / f32((max(podArgs.T, 1i) - 14i))) + 1.000000e-05f));
}
    stats_ptr[v__1] = condval;
  }
}


// Function: l3_xvector_embedding_kernel_4
//----------------------------------------
// Function: l3_xvector_embedding_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> act_b_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> stats_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  E: i32,
  F: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_xvector_embedding_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var yacc_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.C, 1i) * 2i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.E) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        yacc_local[0i] = 0.000000e+00f;
      }
      yacc_local[0i] = fma(weights_ptr[(((((((v__1 * max(podArgs.C, 1i)) * 512i) + (max(podArgs.C, 1i) * 8i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 6i)) + ((max(podArgs.C, 1i) * max(podArgs.F, 1i)) * 5i)) + ((i32(threadIdx.x) * max(podArgs.C, 1i)) * 2i)) + ax0)], stats_ptr[ax0], yacc_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.E) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    act_b_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (yacc_local[0i] + weights_ptr[((((((v__1 * 256i) + (max(podArgs.C, 1i) * 8i)) + ((max(podArgs.C, 1i) * max(podArgs.C, 1i)) * 6i)) + ((max(podArgs.C, 1i) * max(podArgs.F, 1i)) * 5i)) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * 2i)) + i32(threadIdx.x))]);
  }
}


// Function: l3_xvector_embedding_kernel_5
//----------------------------------------
// Function: l3_xvector_embedding_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> act_b_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> emb_ptr : array<f32>;

struct PODArgs {
  E: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l3_xvector_embedding_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_ss_local : array<f32, 1>;
  in_thread_ss_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((max(podArgs.E, 1i) + 63i)>>6u); ax0_0++) {
    if ((((ax0_0 * 64i) + i32(threadIdx.x)) < podArgs.E) || (((ax0_0 * 64i) + i32(threadIdx.x)) < 1i)) {
      in_thread_ss_local[0i] = fma(act_b_ptr[((ax0_0 * 64i) + i32(threadIdx.x))], act_b_ptr[((ax0_0 * 64i) + i32(threadIdx.x))], in_thread_ss_local[0i]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_ss_local[0i];
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
    emb_ptr[v__1] = (act_b_ptr[v__1] / max(sqrt(red_buf0[0i]), 1.000000e-12f));
  }
}


