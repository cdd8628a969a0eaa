// Function: l2_cross_attention_kernel
//----------------------------------------
// Function: l2_cross_attention_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> q_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> wq_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  DH: i32,
  NH: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_cross_attention_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var qdot_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.NH, 1i) * max(podArgs.DH, 1i)); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.NH, 1i) * max(podArgs.DH, 1i))) < podArgs.T) || ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.NH, 1i) * max(podArgs.DH, 1i))) == 0i)) {
      if (ax0 == 0i) {
        qdot_local[0i] = 0.000000e+00f;
      }
      qdot_local[0i] = fma(x_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.NH, 1i) * max(podArgs.DH, 1i))) * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i)) + ax0)], wq_ptr[(((ax0 * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.NH, 1i) * max(podArgs.DH, 1i))))], qdot_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.T, 1i) * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i))) {
    q_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (qdot_local[0i] + wq_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.NH, 1i) * max(podArgs.DH, 1i))) + (((max(podArgs.NH, 1i) * max(podArgs.DH, 1i)) * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i)))]);
  }
}


// Function: l2_cross_attention_kernel_1
//----------------------------------------
// Function: l2_cross_attention_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> att_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> k_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> q_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> v_ptr : array<f32>;

struct PODArgs {
  DH: i32,
  NH: i32,
  S: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 32>;
var<workgroup> red_buf0_1 : array<f32, 32>;
var<workgroup> red_buf0_2 : array<f32, 32>;
@compute @workgroup_size(32, 1, 1)
fn l2_cross_attention_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var in_thread_row_max_local : array<f32, 1>;
  var dot1_local : array<f32, 1>;
  var in_thread_pv_local : array<f32, 1>;
  var dot3_local : array<f32, 1>;
  var in_thread_row_sum_local : array<f32, 1>;
  var dot2_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  in_thread_row_max_local[0i] = -3.402823e+38f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((max(podArgs.S, 1i) + 31i)>>5u); ax0_0++) {
    for (var ax0 : i32 = 0i; ax0 < max(podArgs.DH, 1i); ax0++) {
      if ((((ax0_0 * 32i) + i32(threadIdx.x)) < podArgs.S) || (((ax0_0 * 32i) + i32(threadIdx.x)) == 0i)) {
        if (ax0 == 0i) {
          dot1_local[0i] = 0.000000e+00f;
        }
        dot1_local[0i] = fma(q_ptr[((((i32(blockIdx.y) * max(podArgs.NH, 1i)) + (v__1 / max(podArgs.DH, 1i))) * max(podArgs.DH, 1i)) + ax0)], k_ptr[((((((ax0_0 * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i)) * 32i) + ((i32(threadIdx.x) * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i))) + ((v__1 / max(podArgs.DH, 1i)) * max(podArgs.DH, 1i))) + ax0)], dot1_local[0i]);
      }
    }
    if ((((ax0_0 * 32i) + i32(threadIdx.x)) < podArgs.S) || (((ax0_0 * 32i) + i32(threadIdx.x)) < 1i)) {
      in_thread_row_max_local[0i] = max(in_thread_row_max_local[0i], (dot1_local[0i] * (1.000000e+00f / sqrt(f32(max(podArgs.DH, 1i))))));
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_row_max_local[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  in_thread_pv_local[0i] = 0.000000e+00f;
  for (var ax0_0_1 : i32 = 0i; ax0_0_1 < ((max(podArgs.S, 1i) + 31i)>>5u); ax0_0_1++) {
    for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.DH, 1i); ax0_1++) {
      if ((((ax0_0_1 * 32i) + i32(threadIdx.x)) < podArgs.S) || (((ax0_0_1 * 32i) + i32(threadIdx.x)) == 0i)) {
        if (ax0_1 == 0i) {
          dot3_local[0i] = 0.000000e+00f;
        }
        dot3_local[0i] = fma(q_ptr[((((i32(blockIdx.y) * max(podArgs.NH, 1i)) + (v__1 / max(podArgs.DH, 1i))) * max(podArgs.DH, 1i)) + ax0_1)], k_ptr[((((((ax0_0_1 * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i)) * 32i) + ((i32(threadIdx.x) * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i))) + ((v__1 / max(podArgs.DH, 1i)) * max(podArgs.DH, 1i))) + ax0_1)], dot3_local[0i]);
      }
    }
    if ((((ax0_0_1 * 32i) + i32(threadIdx.x)) < podArgs.S) || (((ax0_0_1 * 32i) + i32(threadIdx.x)) < 1i)) {
      in_thread_pv_local[0i] = fma(exp(((dot3_local[0i] * (1.000000e+00f / sqrt(f32(max(podArgs.DH, 1i))))) - red_buf0[0i])), v_ptr[(((((ax0_0_1 * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i)) * 32i) + ((i32(threadIdx.x) * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i))) + v__1)], in_thread_pv_local[0i]);
    }
  }
  workgroupBarrier();
  red_buf0_1[i32(threadIdx.x)] = in_thread_pv_local[0i];
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
  in_thread_row_sum_local[0i] = 0.000000e+00f;
  for (var ax0_0_2 : i32 = 0i; ax0_0_2 < ((max(podArgs.S, 1i) + 31i)>>5u); ax0_0_2++) {
    for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.DH, 1i); ax0_2++) {
      if ((((ax0_0_2 * 32i) + i32(threadIdx.x)) < podArgs.S) || (((ax0_0_2 * 32i) + i32(threadIdx.x)) == 0i)) {
        if (ax0_2 == 0i) {
          dot2_local[0i] = 0.000000e+00f;
        }
        dot2_local[0i] = fma(q_ptr[((((i32(blockIdx.y) * max(podArgs.NH, 1i)) + (v__1 / max(podArgs.DH, 1i))) * max(podArgs.DH, 1i)) + ax0_2)], k_ptr[((((((ax0_0_2 * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i)) * 32i) + ((i32(threadIdx.x) * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i))) + ((v__1 / max(podArgs.DH, 1i)) * max(podArgs.DH, 1i))) + ax0_2)], dot2_local[0i]);
      }
    }
    if ((((ax0_0_2 * 32i) + i32(threadIdx.x)) < podArgs.S) || (((ax0_0_2 * 32i) + i32(threadIdx.x)) < 1i)) {
      in_thread_row_sum_local[0i] = (in_thread_row_sum_local[0i] + exp(((dot2_local[0i] * (1.000000e+00f / sqrt(f32(max(podArgs.DH, 1i))))) - red_buf0[0i])));
    }
  }
  workgroupBarrier();
  red_buf0_2[i32(threadIdx.x)] = in_thread_row_sum_local[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0_2[i32(threadIdx.x)] = (red_buf0_2[i32(threadIdx.x)] + red_buf0_2[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0_2[i32(threadIdx.x)] = (red_buf0_2[i32(threadIdx.x)] + red_buf0_2[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0_2[i32(threadIdx.x)] = (red_buf0_2[i32(threadIdx.x)] + red_buf0_2[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0_2[i32(threadIdx.x)] = (red_buf0_2[i32(threadIdx.x)] + red_buf0_2[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0_2[i32(threadIdx.x)] = (red_buf0_2[i32(threadIdx.x)] + red_buf0_2[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    att_ptr[(((i32(blockIdx.y) * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i)) + v__1)] = (red_buf0_1[0i] / red_buf0_2[0i]);
  }
}


// Function: l2_cross_attention_kernel_2
//----------------------------------------
// Function: l2_cross_attention_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> att_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> wo_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  DH: i32,
  NH: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_cross_attention_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var ydot_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.NH, 1i) * max(podArgs.DH, 1i)); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.NH, 1i) * max(podArgs.DH, 1i))) < podArgs.T) || ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.NH, 1i) * max(podArgs.DH, 1i))) == 0i)) {
      if (ax0 == 0i) {
        ydot_local[0i] = 0.000000e+00f;
      }
      ydot_local[0i] = fma(att_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.NH, 1i) * max(podArgs.DH, 1i))) * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i)) + ax0)], wo_ptr[(((ax0 * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.NH, 1i) * max(podArgs.DH, 1i))))], ydot_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.T, 1i) * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i))) {
    y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (ydot_local[0i] + wo_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.NH, 1i) * max(podArgs.DH, 1i))) + (((max(podArgs.NH, 1i) * max(podArgs.DH, 1i)) * max(podArgs.NH, 1i)) * max(podArgs.DH, 1i)))]);
  }
}


