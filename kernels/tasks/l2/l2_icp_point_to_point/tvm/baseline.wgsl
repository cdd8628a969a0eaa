// Function: l2_icp_point_to_point_kernel
//----------------------------------------
// Function: l2_icp_point_to_point_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read_write> arg_v1_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> src_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> tgt_ptr : array<f32>;

struct PODArgs {
  M: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<i32, 256>;
var<workgroup> red_buf1 : array<f32, 256>;
@compute @workgroup_size(256, 1, 1)
fn l2_icp_point_to_point_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_arg_v0 : array<i32, 1>;
  var in_thread_arg_v1 : array<f32, 1>;
  in_thread_arg_v0[0i] = -1i;
  in_thread_arg_v1[0i] = 3.402823e+38f;
  for (var j_0 : i32 = 0i; j_0 < ((podArgs.M + 255i)>>8u); j_0++) {
    if (((j_0 * 256i) + i32(threadIdx.x)) < podArgs.M) {
            var condval : i32;
      if (((in_thread_arg_v1[0i] < fma((src_ptr[((v__1 * 3i) + 2i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]), (src_ptr[((v__1 * 3i) + 2i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]), fma((src_ptr[((v__1 * 3i) + 1i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]), (src_ptr[((v__1 * 3i) + 1i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]), ((src_ptr[(v__1 * 3i)] - tgt_ptr[((j_0 * 768i) + (i32(threadIdx.x) * 3i))]) * (src_ptr[(v__1 * 3i)] - tgt_ptr[((j_0 * 768i) + (i32(threadIdx.x) * 3i))]))))) || ((in_thread_arg_v1[0i] == fma((src_ptr[((v__1 * 3i) + 2i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]), (src_ptr[((v__1 * 3i) + 2i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]), fma((src_ptr[((v__1 * 3i) + 1i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]), (src_ptr[((v__1 * 3i) + 1i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]), ((src_ptr[(v__1 * 3i)] - tgt_ptr[((j_0 * 768i) + (i32(threadIdx.x) * 3i))]) * (src_ptr[(v__1 * 3i)] - tgt_ptr[((j_0 * 768i) + (i32(threadIdx.x) * 3i))]))))) && (in_thread_arg_v0[0i] < ((j_0 * 256i) + i32(threadIdx.x)))))) {
        condval = in_thread_arg_v0[0i];
} else {
        condval = ((j_0 * 256i) + i32(threadIdx.x));
}
let v_arg_v0 : i32 = condval;
            var condval_1 : f32;
      if ((in_thread_arg_v1[0i] < fma((src_ptr[((v__1 * 3i) + 2i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]), (src_ptr[((v__1 * 3i) + 2i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]), fma((src_ptr[((v__1 * 3i) + 1i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]), (src_ptr[((v__1 * 3i) + 1i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]), ((src_ptr[(v__1 * 3i)] - tgt_ptr[((j_0 * 768i) + (i32(threadIdx.x) * 3i))]) * (src_ptr[(v__1 * 3i)] - tgt_ptr[((j_0 * 768i) + (i32(threadIdx.x) * 3i))])))))) {
        condval_1 = in_thread_arg_v1[0i];
} else {
        condval_1 = fma((src_ptr[((v__1 * 3i) + 2i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]), (src_ptr[((v__1 * 3i) + 2i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]), fma((src_ptr[((v__1 * 3i) + 1i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]), (src_ptr[((v__1 * 3i) + 1i)] - tgt_ptr[(((j_0 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]), ((src_ptr[(v__1 * 3i)] - tgt_ptr[((j_0 * 768i) + (i32(threadIdx.x) * 3i))]) * (src_ptr[(v__1 * 3i)] - tgt_ptr[((j_0 * 768i) + (i32(threadIdx.x) * 3i))]))));
}
let v_arg_v1 : f32 = condval_1;
      in_thread_arg_v0[0i] = v_arg_v0;
      in_thread_arg_v1[0i] = v_arg_v1;
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_arg_v0[0i];
  red_buf1[i32(threadIdx.x)] = in_thread_arg_v1[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 128i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 128i)], red_buf0[i32(threadIdx.x)], ((red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 128i)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 128i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 128i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 128i)], red_buf1[i32(threadIdx.x)], (red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 128i)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 64i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 64i)], red_buf0[i32(threadIdx.x)], ((red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 64i)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 64i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 64i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 64i)], red_buf1[i32(threadIdx.x)], (red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 64i)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 32i)], red_buf0[i32(threadIdx.x)], ((red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 32i)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 32i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 32i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 32i)], red_buf1[i32(threadIdx.x)], (red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 32i)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 16i)], red_buf0[i32(threadIdx.x)], ((red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 16i)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 16i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 16i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 16i)], red_buf1[i32(threadIdx.x)], (red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 16i)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 8i)], red_buf0[i32(threadIdx.x)], ((red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 8i)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 8i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 8i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 8i)], red_buf1[i32(threadIdx.x)], (red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 8i)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 4i)], red_buf0[i32(threadIdx.x)], ((red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 4i)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 4i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 4i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 4i)], red_buf1[i32(threadIdx.x)], (red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 4i)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 2i)], red_buf0[i32(threadIdx.x)], ((red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 2i)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 2i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 2i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 2i)], red_buf1[i32(threadIdx.x)], (red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 2i)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 1i)], red_buf0[i32(threadIdx.x)], ((red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 1i)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 1i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 1i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 1i)], red_buf1[i32(threadIdx.x)], (red_buf1[i32(threadIdx.x)] < red_buf1[(i32(threadIdx.x) + 1i)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    arg_v0_ptr[v__1] = red_buf0[0i];
    arg_v1_ptr[v__1] = red_buf1[0i];
  }
}


// Function: l2_icp_point_to_point_kernel_1
//----------------------------------------
// Function: l2_icp_point_to_point_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read_write> csum_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> src_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> tgt_ptr : array<f32>;

struct PODArgs {
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 256>;
@compute @workgroup_size(256, 1, 1)
fn l2_icp_point_to_point_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_csum : array<f32, 1>;
  in_thread_csum[0i] = 0.000000e+00f;
  for (var i1_0 : i32 = 0i; i1_0 < ((podArgs.N + 255i)>>8u); i1_0++) {
    if (((i1_0 * 256i) + i32(threadIdx.x)) < podArgs.N) {
      var condval : f32;
      if ((v__1 < 3i)) {
        condval = src_ptr[(((i1_0 * 768i) + (i32(threadIdx.x) * 3i)) + v__1)];
} else {
        condval = tgt_ptr[((arg_v0_ptr[((i1_0 * 256i) + i32(threadIdx.x))] * 3i) + max((v__1 - 3i), 0i))];
}
      in_thread_csum[0i] = (in_thread_csum[0i] + condval);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_csum[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 128i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 128i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 64i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 64i)]);
  }
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
    csum_ptr[v__1] = red_buf0[0i];
  }
}


// Function: l2_icp_point_to_point_kernel_2
//----------------------------------------
// Function: l2_icp_point_to_point_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> csum_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> p_mean_ptr : array<f32>;

struct PODArgs {
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_icp_point_to_point_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (i32(threadIdx.x) < 3i) {
    p_mean_ptr[i32(threadIdx.x)] = (csum_ptr[i32(threadIdx.x)] / f32(podArgs.N));
  }
}


// Function: l2_icp_point_to_point_kernel_3
//----------------------------------------
// Function: l2_icp_point_to_point_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> csum_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> q_mean_ptr : array<f32>;

struct PODArgs {
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_icp_point_to_point_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (i32(threadIdx.x) < 3i) {
    q_mean_ptr[i32(threadIdx.x)] = (csum_ptr[(i32(threadIdx.x) + 3i)] / f32(podArgs.N));
  }
}


// Function: l2_icp_point_to_point_kernel_4
//----------------------------------------
// Function: l2_icp_point_to_point_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> H_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> arg_v0_ptr : array<i32>;
@group(0) @binding(2) var<storage, read> p_mean_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> q_mean_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> src_ptr : array<f32>;
@group(0) @binding(5) var<storage, read> tgt_ptr : array<f32>;

struct PODArgs {
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(6) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 256>;
@compute @workgroup_size(256, 1, 1)
fn l2_icp_point_to_point_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_H : array<f32, 1>;
  in_thread_H[0i] = 0.000000e+00f;
  for (var i2_0 : i32 = 0i; i2_0 < ((podArgs.N + 255i)>>8u); i2_0++) {
    if (((i2_0 * 256i) + i32(threadIdx.x)) < podArgs.N) {
      in_thread_H[0i] = (in_thread_H[0i] + (((src_ptr[(((i2_0 * 768i) + (i32(threadIdx.x) * 3i)) + (v__1 / 3i))] - p_mean_ptr[(v__1 / 3i)]) * (tgt_ptr[((arg_v0_ptr[((i2_0 * 256i) + i32(threadIdx.x))] * 3i) + (v__1 % 3i))] - q_mean_ptr[(v__1 % 3i)])) / f32(podArgs.N)));
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_H[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 128i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 128i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 64i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 64i)]);
  }
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
    H_ptr[v__1] = red_buf0[0i];
  }
}


