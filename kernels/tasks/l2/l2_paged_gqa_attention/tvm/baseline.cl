// Function: l2_paged_gqa_attention_kernel
__kernel void l2_paged_gqa_attention_kernel(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global uint* restrict seq_lens_ptr, int B, int D, int G, int HKV, int NP, int P, int T);
__kernel void l2_paged_gqa_attention_kernel_1(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global uint* restrict seq_lens_ptr, int B, int D, int G, int HKV, int NP, int P, int T);
__kernel void l2_paged_gqa_attention_kernel_2(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict out_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global uint* restrict seq_lens_ptr, __global float* restrict v_cache_ptr, int B, int D, int G, int HKV, int NP, int P, int T);
__kernel void l2_paged_gqa_attention_kernel(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global uint* restrict seq_lens_ptr, int B, int D, int G, int HKV, int NP, int P, int T) {
  float in_thread_row_max_ptr[1];
  float s_max_local_ptr[1];
  __local float red_buf0_ptr[128];
  in_thread_row_max_ptr[0] = -3.402823e+38f;
  for (int j1_0 = 0; j1_0 < (((max((int)NP, (int)1) * max((int)P, (int)1)) + 127) >> 7); ++j1_0) {
    for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
      if (ax0 == 0) {
        s_max_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((j1_0 * 128) + (convert_int(get_local_id(0)))) <= (((convert_int(seq_lens_ptr[((convert_int(get_group_id(1))) / max((int)T, (int)1))])) + ((convert_int(get_group_id(1))) % max((int)T, (int)1))) - max((int)T, (int)1))) {
        condval = (q_ptr[((((((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)G, (int)1)) + (convert_int(get_group_id(0)))) * max((int)D, (int)1)) + ax0)] * k_cache_ptr[(((((((convert_int(block_table_ptr[((((convert_int(get_group_id(1))) / max((int)T, (int)1)) * max((int)NP, (int)1)) + (min((int)((j1_0 * 128) + (convert_int(get_local_id(0)))), (int)((max((int)NP, (int)1) * max((int)P, (int)1)) - 1)) / max((int)P, (int)1)))])) * max((int)P, (int)1)) + (min((int)((j1_0 * 128) + (convert_int(get_local_id(0)))), (int)((max((int)NP, (int)1) * max((int)P, (int)1)) - 1)) % max((int)P, (int)1))) * max((int)HKV, (int)1)) + ((convert_int(get_group_id(0))) / max((int)G, (int)1))) * max((int)D, (int)1)) + ax0)]);
      } else {
        condval = 0.000000e+00f;
      }
      s_max_local_ptr[0] = (s_max_local_ptr[0] + condval);
    }
    float condval_1;
    if (((j1_0 * 128) + (convert_int(get_local_id(0)))) <= (((convert_int(seq_lens_ptr[((convert_int(get_group_id(1))) / max((int)T, (int)1))])) + ((convert_int(get_group_id(1))) % max((int)T, (int)1))) - max((int)T, (int)1))) {
      condval_1 = (s_max_local_ptr[0] * (1.000000e+00f / sqrt((convert_float(max((int)D, (int)1))))));
    } else {
      condval_1 = -3.402823e+38f;
    }
    in_thread_row_max_ptr[0] = max((float)in_thread_row_max_ptr[0], (float)condval_1);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_row_max_ptr[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 64) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = max((float)((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (float)((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 64)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 32) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = max((float)((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (float)((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 32)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 16) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = max((float)((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (float)((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 16)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 8) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = max((float)((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (float)((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 8)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 4) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = max((float)((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (float)((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 4)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 2) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = max((float)((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (float)((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 2)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 1) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = max((float)((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (float)((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 1)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) == 0) {
    row_max_ptr[((((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)G, (int)1)) + (convert_int(get_group_id(0))))] = ((volatile __local float*)red_buf0_ptr)[0];
  }
}

// Function: l2_paged_gqa_attention_kernel_1
__kernel void l2_paged_gqa_attention_kernel(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global uint* restrict seq_lens_ptr, int B, int D, int G, int HKV, int NP, int P, int T);
__kernel void l2_paged_gqa_attention_kernel_1(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global uint* restrict seq_lens_ptr, int B, int D, int G, int HKV, int NP, int P, int T);
__kernel void l2_paged_gqa_attention_kernel_2(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict out_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global uint* restrict seq_lens_ptr, __global float* restrict v_cache_ptr, int B, int D, int G, int HKV, int NP, int P, int T);
__kernel void l2_paged_gqa_attention_kernel_1(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global uint* restrict seq_lens_ptr, int B, int D, int G, int HKV, int NP, int P, int T) {
  float in_thread_row_sum_ptr[1];
  float s_sum_local_ptr[1];
  __local float red_buf0_ptr[128];
  in_thread_row_sum_ptr[0] = 0.000000e+00f;
  for (int j2_0 = 0; j2_0 < (((max((int)NP, (int)1) * max((int)P, (int)1)) + 127) >> 7); ++j2_0) {
    for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
      if (ax0 == 0) {
        s_sum_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((j2_0 * 128) + (convert_int(get_local_id(0)))) <= (((convert_int(seq_lens_ptr[((convert_int(get_group_id(1))) / max((int)T, (int)1))])) + ((convert_int(get_group_id(1))) % max((int)T, (int)1))) - max((int)T, (int)1))) {
        condval = (q_ptr[((((((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)G, (int)1)) + (convert_int(get_group_id(0)))) * max((int)D, (int)1)) + ax0)] * k_cache_ptr[(((((((convert_int(block_table_ptr[((((convert_int(get_group_id(1))) / max((int)T, (int)1)) * max((int)NP, (int)1)) + (min((int)((j2_0 * 128) + (convert_int(get_local_id(0)))), (int)((max((int)NP, (int)1) * max((int)P, (int)1)) - 1)) / max((int)P, (int)1)))])) * max((int)P, (int)1)) + (min((int)((j2_0 * 128) + (convert_int(get_local_id(0)))), (int)((max((int)NP, (int)1) * max((int)P, (int)1)) - 1)) % max((int)P, (int)1))) * max((int)HKV, (int)1)) + ((convert_int(get_group_id(0))) / max((int)G, (int)1))) * max((int)D, (int)1)) + ax0)]);
      } else {
        condval = 0.000000e+00f;
      }
      s_sum_local_ptr[0] = (s_sum_local_ptr[0] + condval);
    }
    float condval_1;
    if (((j2_0 * 128) + (convert_int(get_local_id(0)))) <= (((convert_int(seq_lens_ptr[((convert_int(get_group_id(1))) / max((int)T, (int)1))])) + ((convert_int(get_group_id(1))) % max((int)T, (int)1))) - max((int)T, (int)1))) {
      condval_1 = exp(((s_sum_local_ptr[0] * (1.000000e+00f / sqrt((convert_float(max((int)D, (int)1)))))) - row_max_ptr[((((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)G, (int)1)) + (convert_int(get_group_id(0))))]));
    } else {
      condval_1 = 0.000000e+00f;
    }
    in_thread_row_sum_ptr[0] = (in_thread_row_sum_ptr[0] + condval_1);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_row_sum_ptr[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 64) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 64)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 32) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 32)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 16) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 16)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 8) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 8)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 4) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 4)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 2) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 2)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 1) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 1)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) == 0) {
    row_sum_ptr[((((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)G, (int)1)) + (convert_int(get_group_id(0))))] = ((volatile __local float*)red_buf0_ptr)[0];
  }
}

// Function: l2_paged_gqa_attention_kernel_2
__kernel void l2_paged_gqa_attention_kernel(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global uint* restrict seq_lens_ptr, int B, int D, int G, int HKV, int NP, int P, int T);
__kernel void l2_paged_gqa_attention_kernel_1(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global uint* restrict seq_lens_ptr, int B, int D, int G, int HKV, int NP, int P, int T);
__kernel void l2_paged_gqa_attention_kernel_2(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict out_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global uint* restrict seq_lens_ptr, __global float* restrict v_cache_ptr, int B, int D, int G, int HKV, int NP, int P, int T);
__kernel void l2_paged_gqa_attention_kernel_2(__global uint* restrict block_table_ptr, __global float* restrict k_cache_ptr, __global float* restrict out_ptr, __global float* restrict q_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global uint* restrict seq_lens_ptr, __global float* restrict v_cache_ptr, int B, int D, int G, int HKV, int NP, int P, int T) {
  float s_out_local_ptr[1];
  __local float prob_shared_ptr[128];
  for (int e_0 = 0; e_0 < ((max((int)D, (int)1) + 127) >> 7); ++e_0) {
    for (int j3_0 = 0; j3_0 < (((max((int)NP, (int)1) * max((int)P, (int)1)) + 127) >> 7); ++j3_0) {
      for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
        if (ax0 == 0) {
          s_out_local_ptr[0] = 0.000000e+00f;
        }
        float condval;
        if (((j3_0 * 128) + (convert_int(get_local_id(0)))) <= (((convert_int(seq_lens_ptr[((convert_int(get_group_id(1))) / max((int)T, (int)1))])) + ((convert_int(get_group_id(1))) % max((int)T, (int)1))) - max((int)T, (int)1))) {
          condval = (q_ptr[((((((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)G, (int)1)) + (convert_int(get_group_id(0)))) * max((int)D, (int)1)) + ax0)] * k_cache_ptr[(((((((convert_int(block_table_ptr[((((convert_int(get_group_id(1))) / max((int)T, (int)1)) * max((int)NP, (int)1)) + (min((int)((j3_0 * 128) + (convert_int(get_local_id(0)))), (int)((max((int)NP, (int)1) * max((int)P, (int)1)) - 1)) / max((int)P, (int)1)))])) * max((int)P, (int)1)) + (min((int)((j3_0 * 128) + (convert_int(get_local_id(0)))), (int)((max((int)NP, (int)1) * max((int)P, (int)1)) - 1)) % max((int)P, (int)1))) * max((int)HKV, (int)1)) + ((convert_int(get_group_id(0))) / max((int)G, (int)1))) * max((int)D, (int)1)) + ax0)]);
        } else {
          condval = 0.000000e+00f;
        }
        s_out_local_ptr[0] = (s_out_local_ptr[0] + condval);
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      float condval_1;
      if (((j3_0 * 128) + (convert_int(get_local_id(0)))) <= (((convert_int(seq_lens_ptr[((convert_int(get_group_id(1))) / max((int)T, (int)1))])) + ((convert_int(get_group_id(1))) % max((int)T, (int)1))) - max((int)T, (int)1))) {
        condval_1 = (exp(((s_out_local_ptr[0] * (1.000000e+00f / sqrt((convert_float(max((int)D, (int)1)))))) - row_max_ptr[((((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)G, (int)1)) + (convert_int(get_group_id(0))))])) / row_sum_ptr[((((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)G, (int)1)) + (convert_int(get_group_id(0))))]);
      } else {
        condval_1 = 0.000000e+00f;
      }
      prob_shared_ptr[(convert_int(get_local_id(0)))] = condval_1;
      barrier(CLK_LOCAL_MEM_FENCE);
      for (int j3_1 = 0; j3_1 < 128; ++j3_1) {
        if (((bool)(((e_0 * 128) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((e_0 * 128) + (convert_int(get_local_id(0)))) < 1))) {
          if (((j3_0 * 128) + j3_1) == 0) {
            out_ptr[((((e_0 * 128) + ((((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)G, (int)1)) * max((int)D, (int)1))) + ((convert_int(get_group_id(0))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
          }
          out_ptr[((((e_0 * 128) + ((((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)G, (int)1)) * max((int)D, (int)1))) + ((convert_int(get_group_id(0))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = (out_ptr[((((e_0 * 128) + ((((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)G, (int)1)) * max((int)D, (int)1))) + ((convert_int(get_group_id(0))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] + (prob_shared_ptr[j3_1] * v_cache_ptr[(((e_0 * 128) + ((((((convert_int(block_table_ptr[((((convert_int(get_group_id(1))) / max((int)T, (int)1)) * max((int)NP, (int)1)) + (min((int)((j3_0 * 128) + j3_1), (int)((max((int)NP, (int)1) * max((int)P, (int)1)) - 1)) / max((int)P, (int)1)))])) * max((int)P, (int)1)) + (min((int)((j3_0 * 128) + j3_1), (int)((max((int)NP, (int)1) * max((int)P, (int)1)) - 1)) % max((int)P, (int)1))) * max((int)HKV, (int)1)) + ((convert_int(get_group_id(0))) / max((int)G, (int)1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))]));
        }
      }
    }
  }
}

