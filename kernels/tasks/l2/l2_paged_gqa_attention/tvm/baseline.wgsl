// Function: l2_paged_gqa_attention_kernel
//----------------------------------------
// Function: l2_paged_gqa_attention_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> block_table_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> k_cache_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> q_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> row_max_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> seq_lens_ptr : array<u32>;

struct PODArgs {
  B: i32,
  D: i32,
  G: i32,
  HKV: i32,
  NP: i32,
  P: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 128>;
@compute @workgroup_size(128, 1, 1)
fn l2_paged_gqa_attention_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var in_thread_row_max : array<f32, 1>;
  var s_max_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  in_thread_row_max[0i] = -3.402823e+38f;
  for (var j1_0 : i32 = 0i; j1_0 < (((max(podArgs.NP, 1i) * max(podArgs.P, 1i)) + 127i)>>7u); j1_0++) {
    for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
      if (ax0 == 0i) {
        s_max_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if ((((j1_0 * 128i) + i32(threadIdx.x)) <= ((i32(seq_lens_ptr[(i32(blockIdx.y) / max(podArgs.T, 1i))]) + (i32(blockIdx.y) % max(podArgs.T, 1i))) - max(podArgs.T, 1i)))) {
        condval = (q_ptr[(((((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.G, 1i)) + v__1) * max(podArgs.D, 1i)) + ax0)] * k_cache_ptr[((((((i32(block_table_ptr[(((i32(blockIdx.y) / max(podArgs.T, 1i)) * max(podArgs.NP, 1i)) + (min(((j1_0 * 128i) + i32(threadIdx.x)), ((max(podArgs.NP, 1i) * max(podArgs.P, 1i)) - 1i)) / max(podArgs.P, 1i)))]) * max(podArgs.P, 1i)) + (min(((j1_0 * 128i) + i32(threadIdx.x)), ((max(podArgs.NP, 1i) * max(podArgs.P, 1i)) - 1i)) % max(podArgs.P, 1i))) * max(podArgs.HKV, 1i)) + (v__1 / max(podArgs.G, 1i))) * max(podArgs.D, 1i)) + ax0)]);
} else {
        condval = 0.000000e+00f;
}
      s_max_local[0i] = (s_max_local[0i] + condval);
    }
    var condval_1 : f32;
    if ((((j1_0 * 128i) + i32(threadIdx.x)) <= ((i32(seq_lens_ptr[(i32(blockIdx.y) / max(podArgs.T, 1i))]) + (i32(blockIdx.y) % max(podArgs.T, 1i))) - max(podArgs.T, 1i)))) {
      condval_1 = (s_max_local[0i] * (1.000000e+00f / sqrt(f32(max(podArgs.D, 1i)))));
} else {
      condval_1 = -3.402823e+38f;
}
    in_thread_row_max[0i] = max(in_thread_row_max[0i], condval_1);
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_row_max[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 64i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 64i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 32i)]);
  }
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
  if (i32(threadIdx.x) == 0i) {
    row_max_ptr[(((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.G, 1i)) + v__1)] = red_buf0[0i];
  }
}


// Function: l2_paged_gqa_attention_kernel_1
//----------------------------------------
// Function: l2_paged_gqa_attention_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> block_table_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> k_cache_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> q_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> row_max_ptr : array<f32>;
@group(0) @binding(4) var<storage, read_write> row_sum_ptr : array<f32>;
@group(0) @binding(5) var<storage, read> seq_lens_ptr : array<u32>;

struct PODArgs {
  B: i32,
  D: i32,
  G: i32,
  HKV: i32,
  NP: i32,
  P: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(6) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 128>;
@compute @workgroup_size(128, 1, 1)
fn l2_paged_gqa_attention_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var in_thread_row_sum : array<f32, 1>;
  var s_sum_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  in_thread_row_sum[0i] = 0.000000e+00f;
  for (var j2_0 : i32 = 0i; j2_0 < (((max(podArgs.NP, 1i) * max(podArgs.P, 1i)) + 127i)>>7u); j2_0++) {
    for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
      if (ax0 == 0i) {
        s_sum_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if ((((j2_0 * 128i) + i32(threadIdx.x)) <= ((i32(seq_lens_ptr[(i32(blockIdx.y) / max(podArgs.T, 1i))]) + (i32(blockIdx.y) % max(podArgs.T, 1i))) - max(podArgs.T, 1i)))) {
        condval = (q_ptr[(((((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.G, 1i)) + v__1) * max(podArgs.D, 1i)) + ax0)] * k_cache_ptr[((((((i32(block_table_ptr[(((i32(blockIdx.y) / max(podArgs.T, 1i)) * max(podArgs.NP, 1i)) + (min(((j2_0 * 128i) + i32(threadIdx.x)), ((max(podArgs.NP, 1i) * max(podArgs.P, 1i)) - 1i)) / max(podArgs.P, 1i)))]) * max(podArgs.P, 1i)) + (min(((j2_0 * 128i) + i32(threadIdx.x)), ((max(podArgs.NP, 1i) * max(podArgs.P, 1i)) - 1i)) % max(podArgs.P, 1i))) * max(podArgs.HKV, 1i)) + (v__1 / max(podArgs.G, 1i))) * max(podArgs.D, 1i)) + ax0)]);
} else {
        condval = 0.000000e+00f;
}
      s_sum_local[0i] = (s_sum_local[0i] + condval);
    }
    var condval_1 : f32;
    if ((((j2_0 * 128i) + i32(threadIdx.x)) <= ((i32(seq_lens_ptr[(i32(blockIdx.y) / max(podArgs.T, 1i))]) + (i32(blockIdx.y) % max(podArgs.T, 1i))) - max(podArgs.T, 1i)))) {
      condval_1 = exp(((s_sum_local[0i] * (1.000000e+00f / sqrt(f32(max(podArgs.D, 1i))))) - row_max_ptr[(((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.G, 1i)) + v__1)]));
} else {
      condval_1 = 0.000000e+00f;
}
    in_thread_row_sum[0i] = (in_thread_row_sum[0i] + condval_1);
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_row_sum[0i];
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
    row_sum_ptr[(((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.G, 1i)) + v__1)] = red_buf0[0i];
  }
}


// Function: l2_paged_gqa_attention_kernel_2
//----------------------------------------
// Function: l2_paged_gqa_attention_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> block_table_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> k_cache_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> out_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> q_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> row_max_ptr : array<f32>;
@group(0) @binding(5) var<storage, read> row_sum_ptr : array<f32>;
@group(0) @binding(6) var<storage, read> seq_lens_ptr : array<u32>;
@group(0) @binding(7) var<storage, read> v_cache_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  G: i32,
  HKV: i32,
  NP: i32,
  P: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(8) var<uniform> podArgs : PODArgs;

var<workgroup> prob_shared : array<f32, 128>;
@compute @workgroup_size(128, 1, 1)
fn l2_paged_gqa_attention_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var s_out_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var e_0 : i32 = 0i; e_0 < ((max(podArgs.D, 1i) + 127i)>>7u); e_0++) {
    for (var j3_0 : i32 = 0i; j3_0 < (((max(podArgs.NP, 1i) * max(podArgs.P, 1i)) + 127i)>>7u); j3_0++) {
      for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
        if (ax0 == 0i) {
          s_out_local[0i] = 0.000000e+00f;
        }
        var condval : f32;
        if ((((j3_0 * 128i) + i32(threadIdx.x)) <= ((i32(seq_lens_ptr[(i32(blockIdx.y) / max(podArgs.T, 1i))]) + (i32(blockIdx.y) % max(podArgs.T, 1i))) - max(podArgs.T, 1i)))) {
          condval = (q_ptr[(((((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.G, 1i)) + v__1) * max(podArgs.D, 1i)) + ax0)] * k_cache_ptr[((((((i32(block_table_ptr[(((i32(blockIdx.y) / max(podArgs.T, 1i)) * max(podArgs.NP, 1i)) + (min(((j3_0 * 128i) + i32(threadIdx.x)), ((max(podArgs.NP, 1i) * max(podArgs.P, 1i)) - 1i)) / max(podArgs.P, 1i)))]) * max(podArgs.P, 1i)) + (min(((j3_0 * 128i) + i32(threadIdx.x)), ((max(podArgs.NP, 1i) * max(podArgs.P, 1i)) - 1i)) % max(podArgs.P, 1i))) * max(podArgs.HKV, 1i)) + (v__1 / max(podArgs.G, 1i))) * max(podArgs.D, 1i)) + ax0)]);
} else {
          condval = 0.000000e+00f;
}
        s_out_local[0i] = (s_out_local[0i] + condval);
      }
      workgroupBarrier();
      var condval_1 : f32;
      if ((((j3_0 * 128i) + i32(threadIdx.x)) <= ((i32(seq_lens_ptr[(i32(blockIdx.y) / max(podArgs.T, 1i))]) + (i32(blockIdx.y) % max(podArgs.T, 1i))) - max(podArgs.T, 1i)))) {
        condval_1 = (exp(((s_out_local[0i] * (1.000000e+00f / sqrt(f32(max(podArgs.D, 1i))))) - row_max_ptr[(((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.G, 1i)) + v__1)])) / row_sum_ptr[(((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.G, 1i)) + v__1)]);
} else {
        condval_1 = 0.000000e+00f;
}
      prob_shared[i32(threadIdx.x)] = condval_1;
      workgroupBarrier();
      for (var j3_1 : i32 = 0i; j3_1 < 128i; j3_1++) {
        if ((((e_0 * 128i) + i32(threadIdx.x)) < podArgs.D) || (((e_0 * 128i) + i32(threadIdx.x)) < 1i)) {
          if (((j3_0 * 128i) + j3_1) == 0i) {
            out_ptr[((((e_0 * 128i) + (((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.G, 1i)) * max(podArgs.D, 1i))) + (v__1 * max(podArgs.D, 1i))) + i32(threadIdx.x))] = 0.000000e+00f;
          }
          out_ptr[((((e_0 * 128i) + (((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.G, 1i)) * max(podArgs.D, 1i))) + (v__1 * max(podArgs.D, 1i))) + i32(threadIdx.x))] = fma(prob_shared[j3_1], v_cache_ptr[(((e_0 * 128i) + (((((i32(block_table_ptr[(((i32(blockIdx.y) / max(podArgs.T, 1i)) * max(podArgs.NP, 1i)) + (min(((j3_0 * 128i) + j3_1), ((max(podArgs.NP, 1i) * max(podArgs.P, 1i)) - 1i)) / max(podArgs.P, 1i)))]) * max(podArgs.P, 1i)) + (min(((j3_0 * 128i) + j3_1), ((max(podArgs.NP, 1i) * max(podArgs.P, 1i)) - 1i)) % max(podArgs.P, 1i))) * max(podArgs.HKV, 1i)) + (v__1 / max(podArgs.G, 1i))) * max(podArgs.D, 1i))) + i32(threadIdx.x))], out_ptr[((((e_0 * 128i) + (((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.G, 1i)) * max(podArgs.D, 1i))) + (v__1 * max(podArgs.D, 1i))) + i32(threadIdx.x))]);
        }
      }
    }
  }
}


