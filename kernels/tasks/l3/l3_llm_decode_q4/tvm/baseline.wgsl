// Function: l3_llm_decode_q4_kernel
//----------------------------------------
// Function: l3_llm_decode_q4_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> fw_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> qh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> wq_ptr : array<u32>;
@group(0) @binding(3) var<storage, read> xr_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NH: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_llm_decode_q4_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var ss_q_local : array<f32, 1>;
  var q_own_local : array<f32, 1>;
  var q_other_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ss_q_local[0i] = 0.000000e+00f;
    }
    ss_q_local[0i] = fma(xr_ptr[ax0], xr_ptr[ax0], ss_q_local[0i]);
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_1 == 0i) {
        q_own_local[0i] = 0.000000e+00f;
      }
      q_own_local[0i] = fma(((xr_ptr[ax0_1] / sqrt(((ss_q_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + fw_ptr[ax0_1])), ((f32(((wq_ptr[((((ax0_1>>5u) * 4i) + ((ax0_1 & 15i)>>2u)) + (((v__1 * 256i) + i32(threadIdx.x)) * (max(podArgs.D, 1i)>>3u)))]>>u32((((ax0_1 & 3i) * 8i) + (((ax0_1 & 31i)>>4u) * 4i)))) & 15u)) - 8.000000e+00f) * fw_ptr[(((max(podArgs.D, 1i) * 2i) + (ax0_1>>5u)) + (((v__1 * 256i) + i32(threadIdx.x)) * (max(podArgs.D, 1i)>>5u)))]), q_own_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_2 == 0i) {
        q_other_local[0i] = 0.000000e+00f;
      }
      var condval : i32;
      if (((i32(threadIdx.x) % 2i) == 0i)) {
        condval = (((v__1 * 256i) + i32(threadIdx.x)) + 1i);
} else {
        condval = (((v__1 * 256i) + i32(threadIdx.x)) - 1i);
}
      var condval_1 : i32;
      if (((i32(threadIdx.x) % 2i) == 0i)) {
        condval_1 = (((v__1 * 256i) + i32(threadIdx.x)) + 1i);
} else {
        condval_1 = (((v__1 * 256i) + i32(threadIdx.x)) - 1i);
}
      q_other_local[0i] = fma(((xr_ptr[ax0_2] / sqrt(((ss_q_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + fw_ptr[ax0_2])), ((f32(((wq_ptr[((((ax0_2>>5u) * 4i) + ((ax0_2 & 15i)>>2u)) + (condval * (max(podArgs.D, 1i)>>3u)))]>>u32((((ax0_2 & 3i) * 8i) + (((ax0_2 & 31i)>>4u) * 4i)))) & 15u)) - 8.000000e+00f) * fw_ptr[(((max(podArgs.D, 1i) * 2i) + (ax0_2>>5u)) + (condval_1 * (max(podArgs.D, 1i)>>5u)))]), q_other_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    var condval_2 : f32;
    if (((i32(threadIdx.x) % 2i) == 0i)) {
      condval_2 = ((q_own_local[0i] * xr_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))>>1u) + max(podArgs.D, 1i))]) - (q_other_local[0i] * xr_ptr[((((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))>>1u)) + max(podArgs.D, 1i))]));
} else {
      condval_2 = fma(q_other_local[0i], xr_ptr[((((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))>>1u)) + max(podArgs.D, 1i))], (q_own_local[0i] * xr_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))>>1u) + max(podArgs.D, 1i))]));
}
    qh_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval_2;
  }
}


// Function: l3_llm_decode_q4_kernel_1
//----------------------------------------
// Function: l3_llm_decode_q4_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> fw_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> kv_new_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> wq_ptr : array<u32>;
@group(0) @binding(3) var<storage, read> xr_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NH: i32,
  NKV: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_llm_decode_q4_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var ss_kv_local : array<f32, 1>;
  var kv_own_local : array<f32, 1>;
  var kv_other_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ss_kv_local[0i] = 0.000000e+00f;
    }
    ss_kv_local[0i] = fma(xr_ptr[ax0], xr_ptr[ax0], ss_kv_local[0i]);
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.D, 1i) / max(podArgs.NH, 1i)) * max(podArgs.NKV, 1i))) {
      if (ax0_1 == 0i) {
        kv_own_local[0i] = 0.000000e+00f;
      }
      kv_own_local[0i] = fma(((xr_ptr[ax0_1] / sqrt(((ss_kv_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + fw_ptr[ax0_1])), ((f32(((wq_ptr[((((ax0_1>>5u) * 4i) + ((ax0_1 & 15i)>>2u)) + (((((v__1 * 256i) + max(podArgs.D, 1i)) + ((i32(blockIdx.y) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * max(podArgs.NKV, 1i))) + i32(threadIdx.x)) * (max(podArgs.D, 1i)>>3u)))]>>u32((((ax0_1 & 3i) * 8i) + (((ax0_1 & 31i)>>4u) * 4i)))) & 15u)) - 8.000000e+00f) * fw_ptr[(((max(podArgs.D, 1i) * 2i) + (ax0_1>>5u)) + (((((v__1 * 256i) + max(podArgs.D, 1i)) + ((i32(blockIdx.y) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * max(podArgs.NKV, 1i))) + i32(threadIdx.x)) * (max(podArgs.D, 1i)>>5u)))]), kv_own_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.D, 1i) / max(podArgs.NH, 1i)) * max(podArgs.NKV, 1i))) {
      if (ax0_2 == 0i) {
        kv_other_local[0i] = 0.000000e+00f;
      }
      var condval : i32;
      if (((i32(threadIdx.x) % 2i) == 0i)) {
        condval = (((v__1 * 256i) + i32(threadIdx.x)) + 1i);
} else {
        condval = (((v__1 * 256i) + i32(threadIdx.x)) - 1i);
}
      var condval_1 : i32;
      if (((i32(threadIdx.x) % 2i) == 0i)) {
        condval_1 = (((v__1 * 256i) + i32(threadIdx.x)) + 1i);
} else {
        condval_1 = (((v__1 * 256i) + i32(threadIdx.x)) - 1i);
}
      kv_other_local[0i] = fma(((xr_ptr[ax0_2] / sqrt(((ss_kv_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + fw_ptr[ax0_2])), ((f32(((wq_ptr[((((ax0_2>>5u) * 4i) + ((ax0_2 & 15i)>>2u)) + ((max(podArgs.D, 1i) + condval) * (max(podArgs.D, 1i)>>3u)))]>>u32((((ax0_2 & 3i) * 8i) + (((ax0_2 & 31i)>>4u) * 4i)))) & 15u)) - 8.000000e+00f) * fw_ptr[(((max(podArgs.D, 1i) * 2i) + (ax0_2>>5u)) + ((max(podArgs.D, 1i) + condval_1) * (max(podArgs.D, 1i)>>5u)))]), kv_other_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.D, 1i) / max(podArgs.NH, 1i)) * max(podArgs.NKV, 1i))) {
    var condval_2 : f32;
    if ((i32(blockIdx.y) == 0i)) {
      var condval_3 : f32;
      if (((i32(threadIdx.x) % 2i) == 0i)) {
        condval_3 = ((kv_own_local[0i] * xr_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))>>1u) + max(podArgs.D, 1i))]) - (kv_other_local[0i] * xr_ptr[((((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))>>1u)) + max(podArgs.D, 1i))]));
} else {
        condval_3 = fma(kv_other_local[0i], xr_ptr[((((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))>>1u)) + max(podArgs.D, 1i))], (kv_own_local[0i] * xr_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))>>1u) + max(podArgs.D, 1i))]));
}
      condval_2 = condval_3;
} else {
      condval_2 = kv_own_local[0i];
}
    kv_new_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * max(podArgs.NKV, 1i))) + i32(threadIdx.x))] = condval_2;
  }
}


// Function: l3_llm_decode_q4_kernel_2
//----------------------------------------
// Function: l3_llm_decode_q4_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> kv_cache_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> kv_new_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> oh_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> qh_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NH: i32,
  NKV: i32,
  P: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 32>;
var<workgroup> red_buf0_1 : array<f32, 32>;
var<workgroup> red_buf0_2 : array<f32, 32>;
@compute @workgroup_size(32, 1, 1)
fn l3_llm_decode_q4_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_row_max_local : array<f32, 1>;
  var dot1_local : array<f32, 1>;
  var in_thread_pv_local : array<f32, 1>;
  var dot3_local : array<f32, 1>;
  var in_thread_row_sum_local : array<f32, 1>;
  var dot2_local : array<f32, 1>;
  in_thread_row_max_local[0i] = -3.402823e+38f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((min(podArgs.P, 65535i)>>5u) + 1i); ax0_0++) {
    for (var ax0 : i32 = 0i; ax0 < (max(podArgs.D, 1i) / max(podArgs.NH, 1i)); ax0++) {
      if (((ax0_0 * 32i) + i32(threadIdx.x)) <= podArgs.P) {
        if (ax0 == 0i) {
          dot1_local[0i] = 0.000000e+00f;
        }
        var condval : f32;
        if ((((ax0_0 * 32i) + i32(threadIdx.x)) < podArgs.P)) {
          condval = kv_cache_ptr[((((max(min(((ax0_0 * 32i) + i32(threadIdx.x)), (podArgs.P - 1i)), 0i) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * max(podArgs.NKV, 1i)) + (((v__1 / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) / (max(podArgs.NH, 1i) / max(podArgs.NKV, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) + ax0)];
} else {
          condval = kv_new_ptr[((((v__1 / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) / (max(podArgs.NH, 1i) / max(podArgs.NKV, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) + ax0)];
}
        dot1_local[0i] = fma(qh_ptr[(((v__1 / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) + ax0)], condval, dot1_local[0i]);
      }
    }
    if (((ax0_0 * 32i) + i32(threadIdx.x)) <= podArgs.P) {
      in_thread_row_max_local[0i] = max(in_thread_row_max_local[0i], (dot1_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i)))))));
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
  for (var ax0_0_1 : i32 = 0i; ax0_0_1 < ((min(podArgs.P, 65535i)>>5u) + 1i); ax0_0_1++) {
    for (var ax0_1 : i32 = 0i; ax0_1 < (max(podArgs.D, 1i) / max(podArgs.NH, 1i)); ax0_1++) {
      if (((ax0_0_1 * 32i) + i32(threadIdx.x)) <= podArgs.P) {
        if (ax0_1 == 0i) {
          dot3_local[0i] = 0.000000e+00f;
        }
        var condval_1 : f32;
        if ((((ax0_0_1 * 32i) + i32(threadIdx.x)) < podArgs.P)) {
          condval_1 = kv_cache_ptr[((((max(min(((ax0_0_1 * 32i) + i32(threadIdx.x)), (podArgs.P - 1i)), 0i) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * max(podArgs.NKV, 1i)) + (((v__1 / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) / (max(podArgs.NH, 1i) / max(podArgs.NKV, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) + ax0_1)];
} else {
          condval_1 = kv_new_ptr[((((v__1 / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) / (max(podArgs.NH, 1i) / max(podArgs.NKV, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) + ax0_1)];
}
        dot3_local[0i] = fma(qh_ptr[(((v__1 / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) + ax0_1)], condval_1, dot3_local[0i]);
      }
    }
    if (((ax0_0_1 * 32i) + i32(threadIdx.x)) <= podArgs.P) {
      var condval_2 : f32;
      if ((((ax0_0_1 * 32i) + i32(threadIdx.x)) < podArgs.P)) {
        condval_2 = kv_cache_ptr[(((((max(min(((ax0_0_1 * 32i) + i32(threadIdx.x)), (podArgs.P - 1i)), 0i) + podArgs.P) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * max(podArgs.NKV, 1i)) + (((v__1 / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) / (max(podArgs.NH, 1i) / max(podArgs.NKV, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) + (v__1 % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))))];
} else {
        condval_2 = kv_new_ptr[(((max(podArgs.NKV, 1i) + ((v__1 / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) / (max(podArgs.NH, 1i) / max(podArgs.NKV, 1i)))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) + (v__1 % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))))];
}
      in_thread_pv_local[0i] = fma(exp(((dot3_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i)))))) - red_buf0[0i])), condval_2, in_thread_pv_local[0i]);
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
  for (var ax0_0_2 : i32 = 0i; ax0_0_2 < ((min(podArgs.P, 65535i)>>5u) + 1i); ax0_0_2++) {
    for (var ax0_2 : i32 = 0i; ax0_2 < (max(podArgs.D, 1i) / max(podArgs.NH, 1i)); ax0_2++) {
      if (((ax0_0_2 * 32i) + i32(threadIdx.x)) <= podArgs.P) {
        if (ax0_2 == 0i) {
          dot2_local[0i] = 0.000000e+00f;
        }
        var condval_3 : f32;
        if ((((ax0_0_2 * 32i) + i32(threadIdx.x)) < podArgs.P)) {
          condval_3 = kv_cache_ptr[((((max(min(((ax0_0_2 * 32i) + i32(threadIdx.x)), (podArgs.P - 1i)), 0i) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * max(podArgs.NKV, 1i)) + (((v__1 / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) / (max(podArgs.NH, 1i) / max(podArgs.NKV, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) + ax0_2)];
} else {
          condval_3 = kv_new_ptr[((((v__1 / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) / (max(podArgs.NH, 1i) / max(podArgs.NKV, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) + ax0_2)];
}
        dot2_local[0i] = fma(qh_ptr[(((v__1 / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) + ax0_2)], condval_3, dot2_local[0i]);
      }
    }
    if (((ax0_0_2 * 32i) + i32(threadIdx.x)) <= podArgs.P) {
      in_thread_row_sum_local[0i] = (in_thread_row_sum_local[0i] + exp(((dot2_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i)))))) - red_buf0[0i])));
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
    oh_ptr[v__1] = (red_buf0_1[0i] / red_buf0_2[0i]);
  }
}


// Function: l3_llm_decode_q4_kernel_3
//----------------------------------------
// Function: l3_llm_decode_q4_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> fw_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> oh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> qh_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> wq_ptr : array<u32>;
@group(0) @binding(4) var<storage, read> xr_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NH: i32,
  NKV: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_llm_decode_q4_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var proj_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        proj_local[0i] = 0.000000e+00f;
      }
      proj_local[0i] = fma(oh_ptr[ax0], ((f32(((wq_ptr[((((ax0>>5u) * 4i) + ((ax0 & 15i)>>2u)) + (((((v__1 * 256i) + (((max(podArgs.D, 1i) / max(podArgs.NH, 1i)) * max(podArgs.NKV, 1i)) * 2i)) + max(podArgs.D, 1i)) + i32(threadIdx.x)) * (max(podArgs.D, 1i)>>3u)))]>>u32((((ax0 & 3i) * 8i) + (((ax0 & 31i)>>4u) * 4i)))) & 15u)) - 8.000000e+00f) * fw_ptr[(((max(podArgs.D, 1i) * 2i) + (ax0>>5u)) + (((((v__1 * 256i) + (((max(podArgs.D, 1i) / max(podArgs.NH, 1i)) * max(podArgs.NKV, 1i)) * 2i)) + max(podArgs.D, 1i)) + i32(threadIdx.x)) * (max(podArgs.D, 1i)>>5u)))]), proj_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    qh_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (xr_ptr[((v__1 * 256i) + i32(threadIdx.x))] + proj_local[0i]);
  }
}


// Function: l3_llm_decode_q4_kernel_4
//----------------------------------------
// Function: l3_llm_decode_q4_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read> fw_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> oh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> qh_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> wq_ptr : array<u32>;

struct PODArgs {
  D: i32,
  F: i32,
  NH: i32,
  NKV: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_llm_decode_q4_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var ss2_local : array<f32, 1>;
  var gate_local : array<f32, 1>;
  var up_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ss2_local[0i] = 0.000000e+00f;
    }
    ss2_local[0i] = fma(qh_ptr[ax0], qh_ptr[ax0], ss2_local[0i]);
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_1 == 0i) {
        gate_local[0i] = 0.000000e+00f;
      }
      gate_local[0i] = fma(((qh_ptr[ax0_1] / sqrt(((ss2_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + fw_ptr[(max(podArgs.D, 1i) + ax0_1)])), ((f32(((wq_ptr[((((ax0_1>>5u) * 4i) + ((ax0_1 & 15i)>>2u)) + (((((v__1 * 256i) + (max(podArgs.D, 1i) * 2i)) + (((max(podArgs.D, 1i) / max(podArgs.NH, 1i)) * max(podArgs.NKV, 1i)) * 2i)) + i32(threadIdx.x)) * (max(podArgs.D, 1i)>>3u)))]>>u32((((ax0_1 & 3i) * 8i) + (((ax0_1 & 31i)>>4u) * 4i)))) & 15u)) - 8.000000e+00f) * fw_ptr[(((max(podArgs.D, 1i) * 2i) + (ax0_1>>5u)) + (((((v__1 * 256i) + (max(podArgs.D, 1i) * 2i)) + (((max(podArgs.D, 1i) / max(podArgs.NH, 1i)) * max(podArgs.NKV, 1i)) * 2i)) + i32(threadIdx.x)) * (max(podArgs.D, 1i)>>5u)))]), gate_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_2 == 0i) {
        up_local[0i] = 0.000000e+00f;
      }
      up_local[0i] = fma(((qh_ptr[ax0_2] / sqrt(((ss2_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + fw_ptr[(max(podArgs.D, 1i) + ax0_2)])), ((f32(((wq_ptr[((((ax0_2>>5u) * 4i) + ((ax0_2 & 15i)>>2u)) + ((((((v__1 * 256i) + (max(podArgs.D, 1i) * 2i)) + (((max(podArgs.D, 1i) / max(podArgs.NH, 1i)) * max(podArgs.NKV, 1i)) * 2i)) + max(podArgs.F, 1i)) + i32(threadIdx.x)) * (max(podArgs.D, 1i)>>3u)))]>>u32((((ax0_2 & 3i) * 8i) + (((ax0_2 & 31i)>>4u) * 4i)))) & 15u)) - 8.000000e+00f) * fw_ptr[(((max(podArgs.D, 1i) * 2i) + (ax0_2>>5u)) + ((((((v__1 * 256i) + (max(podArgs.D, 1i) * 2i)) + (((max(podArgs.D, 1i) / max(podArgs.NH, 1i)) * max(podArgs.NKV, 1i)) * 2i)) + max(podArgs.F, 1i)) + i32(threadIdx.x)) * (max(podArgs.D, 1i)>>5u)))]), up_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    oh_ptr[((v__1 * 256i) + i32(threadIdx.x))] = ((gate_local[0i] / (1.000000e+00f + exp((gate_local[0i] * -1.000000e+00f)))) * up_local[0i]);
  }
}


// Function: l3_llm_decode_q4_kernel_5
//----------------------------------------
// Function: l3_llm_decode_q4_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> fw_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> oh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> qh_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> wq_ptr : array<u32>;
@group(0) @binding(4) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  D: i32,
  F: i32,
  NH: i32,
  NKV: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_llm_decode_q4_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var down_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.F, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        down_local[0i] = 0.000000e+00f;
      }
      down_local[0i] = fma(oh_ptr[ax0], ((f32(((wq_ptr[(((((ax0>>5u) * 4i) + ((ax0 & 15i)>>2u)) + ((((max(podArgs.F, 1i) * 2i) + (max(podArgs.D, 1i) * 2i)) + (((max(podArgs.D, 1i) / max(podArgs.NH, 1i)) * max(podArgs.NKV, 1i)) * 2i)) * (max(podArgs.D, 1i)>>3u))) + (((v__1 * 256i) + i32(threadIdx.x)) * (max(podArgs.F, 1i)>>3u)))]>>u32((((ax0 & 3i) * 8i) + (((ax0 & 31i)>>4u) * 4i)))) & 15u)) - 8.000000e+00f) * fw_ptr[((((max(podArgs.D, 1i) * 2i) + (ax0>>5u)) + ((((max(podArgs.F, 1i) * 2i) + (max(podArgs.D, 1i) * 2i)) + (((max(podArgs.D, 1i) / max(podArgs.NH, 1i)) * max(podArgs.NKV, 1i)) * 2i)) * (max(podArgs.D, 1i)>>5u))) + (((v__1 * 256i) + i32(threadIdx.x)) * (max(podArgs.F, 1i)>>5u)))]), down_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (qh_ptr[((v__1 * 256i) + i32(threadIdx.x))] + down_local[0i]);
  }
}


