// Function: l3_llm_decode_q4_kernel
__kernel void l3_llm_decode_q4_kernel(__global float* restrict fw_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_q4_kernel_1(__global float* restrict fw_ptr, __global float* restrict kv_new_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int NKV, int P);
__kernel void l3_llm_decode_q4_kernel_3(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel_4(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, int D, int F, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_5(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict y_ptr, int D, int F, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel(__global float* restrict fw_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, float eps) {
  float ss_q_local_ptr[1];
  float q_own_local_ptr[1];
  float q_other_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (ax0 == 0) {
      ss_q_local_ptr[0] = 0.000000e+00f;
    }
    ss_q_local_ptr[0] = (ss_q_local_ptr[0] + (xr_ptr[ax0] * xr_ptr[ax0]));
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_1 == 0) {
        q_own_local_ptr[0] = 0.000000e+00f;
      }
      q_own_local_ptr[0] = (q_own_local_ptr[0] + (((xr_ptr[ax0_1] / sqrt(((ss_q_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + fw_ptr[ax0_1])) * (((convert_float(((wq_ptr[((((ax0_1 >> 5) * 4) + ((ax0_1 & 15) >> 2)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * (max((int)D, (int)1) >> 3)))] >> (convert_uint((((ax0_1 & 3) * 8) + (((ax0_1 & 31) >> 4) * 4))))) & (uint)15))) - 8.000000e+00f) * fw_ptr[(((max((int)D, (int)1) * 2) + (ax0_1 >> 5)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * (max((int)D, (int)1) >> 5)))])));
    }
  }
  for (int ax0_2 = 0; ax0_2 < max((int)D, (int)1); ++ax0_2) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_2 == 0) {
        q_other_local_ptr[0] = 0.000000e+00f;
      }
      int condval;
      if (((convert_int(get_local_id(0))) % 2) == 0) {
        condval = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) + 1);
      } else {
        condval = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) - 1);
      }
      int condval_1;
      if (((convert_int(get_local_id(0))) % 2) == 0) {
        condval_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) + 1);
      } else {
        condval_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) - 1);
      }
      q_other_local_ptr[0] = (q_other_local_ptr[0] + (((xr_ptr[ax0_2] / sqrt(((ss_q_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + fw_ptr[ax0_2])) * (((convert_float(((wq_ptr[((((ax0_2 >> 5) * 4) + ((ax0_2 & 15) >> 2)) + (condval * (max((int)D, (int)1) >> 3)))] >> (convert_uint((((ax0_2 & 3) * 8) + (((ax0_2 & 31) >> 4) * 4))))) & (uint)15))) - 8.000000e+00f) * fw_ptr[(((max((int)D, (int)1) * 2) + (ax0_2 >> 5)) + (condval_1 * (max((int)D, (int)1) >> 5)))])));
    }
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    float condval_2;
    if (((convert_int(get_local_id(0))) % 2) == 0) {
      condval_2 = ((q_own_local_ptr[0] * xr_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) >> 1) + max((int)D, (int)1))]) - (q_other_local_ptr[0] * xr_ptr[((((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) >> 1)) + max((int)D, (int)1))]));
    } else {
      condval_2 = ((q_own_local_ptr[0] * xr_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) >> 1) + max((int)D, (int)1))]) + (q_other_local_ptr[0] * xr_ptr[((((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) >> 1)) + max((int)D, (int)1))]));
    }
    qh_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval_2;
  }
}

// Function: l3_llm_decode_q4_kernel_1
__kernel void l3_llm_decode_q4_kernel(__global float* restrict fw_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_q4_kernel_1(__global float* restrict fw_ptr, __global float* restrict kv_new_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int NKV, int P);
__kernel void l3_llm_decode_q4_kernel_3(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel_4(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, int D, int F, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_5(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict y_ptr, int D, int F, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel_1(__global float* restrict fw_ptr, __global float* restrict kv_new_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV, float eps) {
  float ss_kv_local_ptr[1];
  float kv_own_local_ptr[1];
  float kv_other_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (ax0 == 0) {
      ss_kv_local_ptr[0] = 0.000000e+00f;
    }
    ss_kv_local_ptr[0] = (ss_kv_local_ptr[0] + (xr_ptr[ax0] * xr_ptr[ax0]));
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)D, (int)1) / max((int)NH, (int)1)) * max((int)NKV, (int)1))) {
      if (ax0_1 == 0) {
        kv_own_local_ptr[0] = 0.000000e+00f;
      }
      kv_own_local_ptr[0] = (kv_own_local_ptr[0] + (((xr_ptr[ax0_1] / sqrt(((ss_kv_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + fw_ptr[ax0_1])) * (((convert_float(((wq_ptr[((((ax0_1 >> 5) * 4) + ((ax0_1 & 15) >> 2)) + ((((((convert_int(get_group_id(0))) * 256) + max((int)D, (int)1)) + (((convert_int(get_group_id(1))) * (max((int)D, (int)1) / max((int)NH, (int)1))) * max((int)NKV, (int)1))) + (convert_int(get_local_id(0)))) * (max((int)D, (int)1) >> 3)))] >> (convert_uint((((ax0_1 & 3) * 8) + (((ax0_1 & 31) >> 4) * 4))))) & (uint)15))) - 8.000000e+00f) * fw_ptr[(((max((int)D, (int)1) * 2) + (ax0_1 >> 5)) + ((((((convert_int(get_group_id(0))) * 256) + max((int)D, (int)1)) + (((convert_int(get_group_id(1))) * (max((int)D, (int)1) / max((int)NH, (int)1))) * max((int)NKV, (int)1))) + (convert_int(get_local_id(0)))) * (max((int)D, (int)1) >> 5)))])));
    }
  }
  for (int ax0_2 = 0; ax0_2 < max((int)D, (int)1); ++ax0_2) {
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)D, (int)1) / max((int)NH, (int)1)) * max((int)NKV, (int)1))) {
      if (ax0_2 == 0) {
        kv_other_local_ptr[0] = 0.000000e+00f;
      }
      int condval;
      if (((convert_int(get_local_id(0))) % 2) == 0) {
        condval = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) + 1);
      } else {
        condval = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - 1);
      }
      int condval_1;
      if (((convert_int(get_local_id(0))) % 2) == 0) {
        condval_1 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) + 1);
      } else {
        condval_1 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - 1);
      }
      kv_other_local_ptr[0] = (kv_other_local_ptr[0] + (((xr_ptr[ax0_2] / sqrt(((ss_kv_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + fw_ptr[ax0_2])) * (((convert_float(((wq_ptr[((((ax0_2 >> 5) * 4) + ((ax0_2 & 15) >> 2)) + ((max((int)D, (int)1) + condval) * (max((int)D, (int)1) >> 3)))] >> (convert_uint((((ax0_2 & 3) * 8) + (((ax0_2 & 31) >> 4) * 4))))) & (uint)15))) - 8.000000e+00f) * fw_ptr[(((max((int)D, (int)1) * 2) + (ax0_2 >> 5)) + ((max((int)D, (int)1) + condval_1) * (max((int)D, (int)1) >> 5)))])));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)D, (int)1) / max((int)NH, (int)1)) * max((int)NKV, (int)1))) {
    float condval_2;
    if ((convert_int(get_group_id(1))) == 0) {
      float condval_3;
      if (((convert_int(get_local_id(0))) % 2) == 0) {
        condval_3 = ((kv_own_local_ptr[0] * xr_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) >> 1) + max((int)D, (int)1))]) - (kv_other_local_ptr[0] * xr_ptr[((((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) >> 1)) + max((int)D, (int)1))]));
      } else {
        condval_3 = ((kv_own_local_ptr[0] * xr_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) >> 1) + max((int)D, (int)1))]) + (kv_other_local_ptr[0] * xr_ptr[((((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) >> 1)) + max((int)D, (int)1))]));
      }
      condval_2 = condval_3;
    } else {
      condval_2 = kv_own_local_ptr[0];
    }
    kv_new_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * (max((int)D, (int)1) / max((int)NH, (int)1))) * max((int)NKV, (int)1))) + (convert_int(get_local_id(0))))] = condval_2;
  }
}

// Function: l3_llm_decode_q4_kernel_2
__kernel void l3_llm_decode_q4_kernel(__global float* restrict fw_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_q4_kernel_1(__global float* restrict fw_ptr, __global float* restrict kv_new_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int NKV, int P);
__kernel void l3_llm_decode_q4_kernel_3(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel_4(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, int D, int F, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_5(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict y_ptr, int D, int F, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int NKV, int P) {
  float in_thread_row_max_local_ptr[1];
  float dot1_local_ptr[1];
  __local float red_buf0_ptr[32];
  float in_thread_pv_local_ptr[1];
  float dot3_local_ptr[1];
  __local float red_buf0_ptr_1[32];
  float in_thread_row_sum_local_ptr[1];
  float dot2_local_ptr[1];
  __local float red_buf0_ptr_2[32];
  in_thread_row_max_local_ptr[0] = -3.402823e+38f;
  for (int ax0_0 = 0; ax0_0 < ((min((int)P, (int)65535) >> 5) + 1); ++ax0_0) {
    for (int ax0 = 0; ax0 < (max((int)D, (int)1) / max((int)NH, (int)1)); ++ax0) {
      if (((ax0_0 * 32) + (convert_int(get_local_id(0)))) <= P) {
        if (ax0 == 0) {
          dot1_local_ptr[0] = 0.000000e+00f;
        }
        float condval;
        if (((ax0_0 * 32) + (convert_int(get_local_id(0)))) < P) {
          condval = kv_cache_ptr[((((max((int)min((int)((ax0_0 * 32) + (convert_int(get_local_id(0)))), (int)(P - 1)), (int)0) * (max((int)D, (int)1) / max((int)NH, (int)1))) * max((int)NKV, (int)1)) + ((((convert_int(get_group_id(0))) / (max((int)D, (int)1) / max((int)NH, (int)1))) / (max((int)NH, (int)1) / max((int)NKV, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1)))) + ax0)];
        } else {
          condval = kv_new_ptr[(((((convert_int(get_group_id(0))) / (max((int)D, (int)1) / max((int)NH, (int)1))) / (max((int)NH, (int)1) / max((int)NKV, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1))) + ax0)];
        }
        dot1_local_ptr[0] = (dot1_local_ptr[0] + (qh_ptr[((((convert_int(get_group_id(0))) / (max((int)D, (int)1) / max((int)NH, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1))) + ax0)] * condval));
      }
    }
    if (((ax0_0 * 32) + (convert_int(get_local_id(0)))) <= P) {
      in_thread_row_max_local_ptr[0] = max((float)in_thread_row_max_local_ptr[0], (float)(dot1_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1))))))));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_row_max_local_ptr[0];
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
  in_thread_pv_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0_1 = 0; ax0_0_1 < ((min((int)P, (int)65535) >> 5) + 1); ++ax0_0_1) {
    for (int ax0_1 = 0; ax0_1 < (max((int)D, (int)1) / max((int)NH, (int)1)); ++ax0_1) {
      if (((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) <= P) {
        if (ax0_1 == 0) {
          dot3_local_ptr[0] = 0.000000e+00f;
        }
        float condval_1;
        if (((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) < P) {
          condval_1 = kv_cache_ptr[((((max((int)min((int)((ax0_0_1 * 32) + (convert_int(get_local_id(0)))), (int)(P - 1)), (int)0) * (max((int)D, (int)1) / max((int)NH, (int)1))) * max((int)NKV, (int)1)) + ((((convert_int(get_group_id(0))) / (max((int)D, (int)1) / max((int)NH, (int)1))) / (max((int)NH, (int)1) / max((int)NKV, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1)))) + ax0_1)];
        } else {
          condval_1 = kv_new_ptr[(((((convert_int(get_group_id(0))) / (max((int)D, (int)1) / max((int)NH, (int)1))) / (max((int)NH, (int)1) / max((int)NKV, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1))) + ax0_1)];
        }
        dot3_local_ptr[0] = (dot3_local_ptr[0] + (qh_ptr[((((convert_int(get_group_id(0))) / (max((int)D, (int)1) / max((int)NH, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1))) + ax0_1)] * condval_1));
      }
    }
    if (((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) <= P) {
      float condval_2;
      if (((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) < P) {
        condval_2 = kv_cache_ptr[(((((max((int)min((int)((ax0_0_1 * 32) + (convert_int(get_local_id(0)))), (int)(P - 1)), (int)0) + P) * (max((int)D, (int)1) / max((int)NH, (int)1))) * max((int)NKV, (int)1)) + ((((convert_int(get_group_id(0))) / (max((int)D, (int)1) / max((int)NH, (int)1))) / (max((int)NH, (int)1) / max((int)NKV, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1)))) + ((convert_int(get_group_id(0))) % (max((int)D, (int)1) / max((int)NH, (int)1))))];
      } else {
        condval_2 = kv_new_ptr[(((max((int)NKV, (int)1) + (((convert_int(get_group_id(0))) / (max((int)D, (int)1) / max((int)NH, (int)1))) / (max((int)NH, (int)1) / max((int)NKV, (int)1)))) * (max((int)D, (int)1) / max((int)NH, (int)1))) + ((convert_int(get_group_id(0))) % (max((int)D, (int)1) / max((int)NH, (int)1))))];
      }
      in_thread_pv_local_ptr[0] = (in_thread_pv_local_ptr[0] + (exp(((dot3_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1))))))) - ((volatile __local float*)red_buf0_ptr)[0])) * condval_2));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = in_thread_pv_local_ptr[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 16) {
    ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_1)[((convert_int(get_local_id(0))) + 16)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 8) {
    ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_1)[((convert_int(get_local_id(0))) + 8)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 4) {
    ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_1)[((convert_int(get_local_id(0))) + 4)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 2) {
    ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_1)[((convert_int(get_local_id(0))) + 2)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 1) {
    ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_1)[((convert_int(get_local_id(0))) + 1)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  in_thread_row_sum_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0_2 = 0; ax0_0_2 < ((min((int)P, (int)65535) >> 5) + 1); ++ax0_0_2) {
    for (int ax0_2 = 0; ax0_2 < (max((int)D, (int)1) / max((int)NH, (int)1)); ++ax0_2) {
      if (((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) <= P) {
        if (ax0_2 == 0) {
          dot2_local_ptr[0] = 0.000000e+00f;
        }
        float condval_3;
        if (((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) < P) {
          condval_3 = kv_cache_ptr[((((max((int)min((int)((ax0_0_2 * 32) + (convert_int(get_local_id(0)))), (int)(P - 1)), (int)0) * (max((int)D, (int)1) / max((int)NH, (int)1))) * max((int)NKV, (int)1)) + ((((convert_int(get_group_id(0))) / (max((int)D, (int)1) / max((int)NH, (int)1))) / (max((int)NH, (int)1) / max((int)NKV, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1)))) + ax0_2)];
        } else {
          condval_3 = kv_new_ptr[(((((convert_int(get_group_id(0))) / (max((int)D, (int)1) / max((int)NH, (int)1))) / (max((int)NH, (int)1) / max((int)NKV, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1))) + ax0_2)];
        }
        dot2_local_ptr[0] = (dot2_local_ptr[0] + (qh_ptr[((((convert_int(get_group_id(0))) / (max((int)D, (int)1) / max((int)NH, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1))) + ax0_2)] * condval_3));
      }
    }
    if (((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) <= P) {
      in_thread_row_sum_local_ptr[0] = (in_thread_row_sum_local_ptr[0] + exp(((dot2_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1))))))) - ((volatile __local float*)red_buf0_ptr)[0])));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr_2)[(convert_int(get_local_id(0)))] = in_thread_row_sum_local_ptr[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 16) {
    ((volatile __local float*)red_buf0_ptr_2)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_2)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_2)[((convert_int(get_local_id(0))) + 16)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 8) {
    ((volatile __local float*)red_buf0_ptr_2)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_2)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_2)[((convert_int(get_local_id(0))) + 8)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 4) {
    ((volatile __local float*)red_buf0_ptr_2)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_2)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_2)[((convert_int(get_local_id(0))) + 4)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 2) {
    ((volatile __local float*)red_buf0_ptr_2)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_2)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_2)[((convert_int(get_local_id(0))) + 2)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 1) {
    ((volatile __local float*)red_buf0_ptr_2)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_2)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_2)[((convert_int(get_local_id(0))) + 1)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) == 0) {
    oh_ptr[(convert_int(get_group_id(0)))] = (((volatile __local float*)red_buf0_ptr_1)[0] / ((volatile __local float*)red_buf0_ptr_2)[0]);
  }
}

// Function: l3_llm_decode_q4_kernel_3
__kernel void l3_llm_decode_q4_kernel(__global float* restrict fw_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_q4_kernel_1(__global float* restrict fw_ptr, __global float* restrict kv_new_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int NKV, int P);
__kernel void l3_llm_decode_q4_kernel_3(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel_4(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, int D, int F, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_5(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict y_ptr, int D, int F, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel_3(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV) {
  float proj_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        proj_local_ptr[0] = 0.000000e+00f;
      }
      proj_local_ptr[0] = (proj_local_ptr[0] + (oh_ptr[ax0] * (((convert_float(((wq_ptr[((((ax0 >> 5) * 4) + ((ax0 & 15) >> 2)) + (((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (((max((int)D, (int)1) / max((int)NH, (int)1)) * max((int)NKV, (int)1)) * 2)) + max((int)D, (int)1)) + (convert_int(get_local_id(0)))) * (max((int)D, (int)1) >> 3)))] >> (convert_uint((((ax0 & 3) * 8) + (((ax0 & 31) >> 4) * 4))))) & (uint)15))) - 8.000000e+00f) * fw_ptr[(((max((int)D, (int)1) * 2) + (ax0 >> 5)) + (((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (((max((int)D, (int)1) / max((int)NH, (int)1)) * max((int)NKV, (int)1)) * 2)) + max((int)D, (int)1)) + (convert_int(get_local_id(0)))) * (max((int)D, (int)1) >> 5)))])));
    }
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    qh_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (xr_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + proj_local_ptr[0]);
  }
}

// Function: l3_llm_decode_q4_kernel_4
__kernel void l3_llm_decode_q4_kernel(__global float* restrict fw_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_q4_kernel_1(__global float* restrict fw_ptr, __global float* restrict kv_new_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int NKV, int P);
__kernel void l3_llm_decode_q4_kernel_3(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel_4(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, int D, int F, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_5(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict y_ptr, int D, int F, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel_4(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, int D, int F, int NH, int NKV, float eps) {
  float ss2_local_ptr[1];
  float gate_local_ptr[1];
  float up_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (ax0 == 0) {
      ss2_local_ptr[0] = 0.000000e+00f;
    }
    ss2_local_ptr[0] = (ss2_local_ptr[0] + (qh_ptr[ax0] * qh_ptr[ax0]));
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < F)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_1 == 0) {
        gate_local_ptr[0] = 0.000000e+00f;
      }
      gate_local_ptr[0] = (gate_local_ptr[0] + (((qh_ptr[ax0_1] / sqrt(((ss2_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + fw_ptr[(max((int)D, (int)1) + ax0_1)])) * (((convert_float(((wq_ptr[((((ax0_1 >> 5) * 4) + ((ax0_1 & 15) >> 2)) + (((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (max((int)D, (int)1) * 2)) + (((max((int)D, (int)1) / max((int)NH, (int)1)) * max((int)NKV, (int)1)) * 2)) + (convert_int(get_local_id(0)))) * (max((int)D, (int)1) >> 3)))] >> (convert_uint((((ax0_1 & 3) * 8) + (((ax0_1 & 31) >> 4) * 4))))) & (uint)15))) - 8.000000e+00f) * fw_ptr[(((max((int)D, (int)1) * 2) + (ax0_1 >> 5)) + (((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (max((int)D, (int)1) * 2)) + (((max((int)D, (int)1) / max((int)NH, (int)1)) * max((int)NKV, (int)1)) * 2)) + (convert_int(get_local_id(0)))) * (max((int)D, (int)1) >> 5)))])));
    }
  }
  for (int ax0_2 = 0; ax0_2 < max((int)D, (int)1); ++ax0_2) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < F)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_2 == 0) {
        up_local_ptr[0] = 0.000000e+00f;
      }
      up_local_ptr[0] = (up_local_ptr[0] + (((qh_ptr[ax0_2] / sqrt(((ss2_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + fw_ptr[(max((int)D, (int)1) + ax0_2)])) * (((convert_float(((wq_ptr[((((ax0_2 >> 5) * 4) + ((ax0_2 & 15) >> 2)) + ((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (max((int)D, (int)1) * 2)) + (((max((int)D, (int)1) / max((int)NH, (int)1)) * max((int)NKV, (int)1)) * 2)) + max((int)F, (int)1)) + (convert_int(get_local_id(0)))) * (max((int)D, (int)1) >> 3)))] >> (convert_uint((((ax0_2 & 3) * 8) + (((ax0_2 & 31) >> 4) * 4))))) & (uint)15))) - 8.000000e+00f) * fw_ptr[(((max((int)D, (int)1) * 2) + (ax0_2 >> 5)) + ((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (max((int)D, (int)1) * 2)) + (((max((int)D, (int)1) / max((int)NH, (int)1)) * max((int)NKV, (int)1)) * 2)) + max((int)F, (int)1)) + (convert_int(get_local_id(0)))) * (max((int)D, (int)1) >> 5)))])));
    }
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < F)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    oh_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = ((gate_local_ptr[0] / (1.000000e+00f + exp((gate_local_ptr[0] * -1.000000e+00f)))) * up_local_ptr[0]);
  }
}

// Function: l3_llm_decode_q4_kernel_5
__kernel void l3_llm_decode_q4_kernel(__global float* restrict fw_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_q4_kernel_1(__global float* restrict fw_ptr, __global float* restrict kv_new_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int NKV, int P);
__kernel void l3_llm_decode_q4_kernel_3(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict xr_ptr, int D, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel_4(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, int D, int F, int NH, int NKV, float eps);
__kernel void l3_llm_decode_q4_kernel_5(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict y_ptr, int D, int F, int NH, int NKV);
__kernel void l3_llm_decode_q4_kernel_5(__global float* restrict fw_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, __global uint* restrict wq_ptr, __global float* restrict y_ptr, int D, int F, int NH, int NKV) {
  float down_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)F, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        down_local_ptr[0] = 0.000000e+00f;
      }
      down_local_ptr[0] = (down_local_ptr[0] + (oh_ptr[ax0] * (((convert_float(((wq_ptr[(((((ax0 >> 5) * 4) + ((ax0 & 15) >> 2)) + ((((max((int)F, (int)1) * 2) + (max((int)D, (int)1) * 2)) + (((max((int)D, (int)1) / max((int)NH, (int)1)) * max((int)NKV, (int)1)) * 2)) * (max((int)D, (int)1) >> 3))) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * (max((int)F, (int)1) >> 3)))] >> (convert_uint((((ax0 & 3) * 8) + (((ax0 & 31) >> 4) * 4))))) & (uint)15))) - 8.000000e+00f) * fw_ptr[((((max((int)D, (int)1) * 2) + (ax0 >> 5)) + ((((max((int)F, (int)1) * 2) + (max((int)D, (int)1) * 2)) + (((max((int)D, (int)1) / max((int)NH, (int)1)) * max((int)NKV, (int)1)) * 2)) * (max((int)D, (int)1) >> 5))) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * (max((int)F, (int)1) >> 5)))])));
    }
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (qh_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + down_local_ptr[0]);
  }
}

