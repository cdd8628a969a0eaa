// Function: l3_decoder_layer_kernel
__kernel void l3_decoder_layer_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int DH, int G, int HKV, int P, int T);
__kernel void l3_decoder_layer_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int DH, int F, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int DH, int F, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps) {
  float ss_q_local_ptr[1];
  float q_own_local_ptr[1];
  float q_other_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (ax0 == 0) {
      ss_q_local_ptr[0] = 0.000000e+00f;
    }
    ss_q_local_ptr[0] = (ss_q_local_ptr[0] + (x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0)] * x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0)]));
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)G, (int)1) * max((int)HKV, (int)1)) * max((int)DH, (int)1))) {
      if (ax0_1 == 0) {
        q_own_local_ptr[0] = 0.000000e+00f;
      }
      q_own_local_ptr[0] = (q_own_local_ptr[0] + (((x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_1)] / sqrt(((ss_q_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[ax0_1])) * weights_ptr[(((((convert_int(get_group_id(0))) * 256) + max((int)D, (int)1)) + (ax0_1 * (((max((int)HKV, (int)1) * max((int)DH, (int)1)) * 2) + ((max((int)G, (int)1) * max((int)HKV, (int)1)) * max((int)DH, (int)1))))) + (convert_int(get_local_id(0))))]));
    }
  }
  for (int ax0_2 = 0; ax0_2 < max((int)D, (int)1); ++ax0_2) {
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)G, (int)1) * max((int)HKV, (int)1)) * max((int)DH, (int)1))) {
      if (ax0_2 == 0) {
        q_other_local_ptr[0] = 0.000000e+00f;
      }
      int condval;
      if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) < (max((int)DH, (int)1) >> 1)) {
        condval = ((((convert_int(get_group_id(0))) * 256) + (max((int)DH, (int)1) >> 1)) + (convert_int(get_local_id(0))));
      } else {
        condval = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)DH, (int)1) >> 1));
      }
      q_other_local_ptr[0] = (q_other_local_ptr[0] + (((x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_2)] / sqrt(((ss_q_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[ax0_2])) * weights_ptr[((max((int)D, (int)1) + (ax0_2 * (((max((int)HKV, (int)1) * max((int)DH, (int)1)) * 2) + ((max((int)G, (int)1) * max((int)HKV, (int)1)) * max((int)DH, (int)1))))) + condval)]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)G, (int)1) * max((int)HKV, (int)1)) * max((int)DH, (int)1))) {
    float condval_1;
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) < (max((int)DH, (int)1) >> 1)) {
      condval_1 = ((q_own_local_ptr[0] * rope_cs_ptr[(((convert_int(get_group_id(1))) * max((int)DH, (int)1)) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) % (max((int)DH, (int)1) >> 1)))]) - (q_other_local_ptr[0] * rope_cs_ptr[(((max((int)DH, (int)1) >> 1) + ((convert_int(get_group_id(1))) * max((int)DH, (int)1))) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) % (max((int)DH, (int)1) >> 1)))]));
    } else {
      condval_1 = ((q_own_local_ptr[0] * rope_cs_ptr[(((convert_int(get_group_id(1))) * max((int)DH, (int)1)) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) % (max((int)DH, (int)1) >> 1)))]) + (q_other_local_ptr[0] * rope_cs_ptr[(((max((int)DH, (int)1) >> 1) + ((convert_int(get_group_id(1))) * max((int)DH, (int)1))) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) % (max((int)DH, (int)1) >> 1)))]));
    }
    qh_ptr[((((convert_int(get_group_id(0))) * 256) + ((((convert_int(get_group_id(1))) * max((int)G, (int)1)) * max((int)HKV, (int)1)) * max((int)DH, (int)1))) + (convert_int(get_local_id(0))))] = condval_1;
  }
}

// Function: l3_decoder_layer_kernel_1
__kernel void l3_decoder_layer_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int DH, int G, int HKV, int P, int T);
__kernel void l3_decoder_layer_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int DH, int F, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int DH, int F, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps) {
  float ss_kv_local_ptr[1];
  float kv_own_local_ptr[1];
  float kv_other_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (ax0 == 0) {
      ss_kv_local_ptr[0] = 0.000000e+00f;
    }
    ss_kv_local_ptr[0] = (ss_kv_local_ptr[0] + (x_ptr[((((convert_int(get_group_id(1))) % max((int)T, (int)1)) * max((int)D, (int)1)) + ax0)] * x_ptr[((((convert_int(get_group_id(1))) % max((int)T, (int)1)) * max((int)D, (int)1)) + ax0)]));
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)HKV, (int)1) * max((int)DH, (int)1))) {
      if (ax0_1 == 0) {
        kv_own_local_ptr[0] = 0.000000e+00f;
      }
      kv_own_local_ptr[0] = (kv_own_local_ptr[0] + (((x_ptr[((((convert_int(get_group_id(1))) % max((int)T, (int)1)) * max((int)D, (int)1)) + ax0_1)] / sqrt(((ss_kv_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[ax0_1])) * weights_ptr[(((((((convert_int(get_group_id(0))) * 256) + max((int)D, (int)1)) + (ax0_1 * (((max((int)HKV, (int)1) * max((int)DH, (int)1)) * 2) + ((max((int)G, (int)1) * max((int)HKV, (int)1)) * max((int)DH, (int)1))))) + ((max((int)G, (int)1) * max((int)HKV, (int)1)) * max((int)DH, (int)1))) + ((((convert_int(get_group_id(1))) / max((int)T, (int)1)) * max((int)HKV, (int)1)) * max((int)DH, (int)1))) + (convert_int(get_local_id(0))))]));
    }
  }
  for (int ax0_2 = 0; ax0_2 < max((int)D, (int)1); ++ax0_2) {
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)HKV, (int)1) * max((int)DH, (int)1))) {
      if (ax0_2 == 0) {
        kv_other_local_ptr[0] = 0.000000e+00f;
      }
      int condval;
      if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) < (max((int)DH, (int)1) >> 1)) {
        condval = ((((convert_int(get_group_id(0))) * 256) + (max((int)DH, (int)1) >> 1)) + (convert_int(get_local_id(0))));
      } else {
        condval = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)DH, (int)1) >> 1));
      }
      kv_other_local_ptr[0] = (kv_other_local_ptr[0] + (((x_ptr[((((convert_int(get_group_id(1))) % max((int)T, (int)1)) * max((int)D, (int)1)) + ax0_2)] / sqrt(((ss_kv_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[ax0_2])) * weights_ptr[(((max((int)D, (int)1) + (ax0_2 * (((max((int)HKV, (int)1) * max((int)DH, (int)1)) * 2) + ((max((int)G, (int)1) * max((int)HKV, (int)1)) * max((int)DH, (int)1))))) + ((max((int)G, (int)1) * max((int)HKV, (int)1)) * max((int)DH, (int)1))) + condval)]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)HKV, (int)1) * max((int)DH, (int)1))) {
    float condval_1;
    if (((convert_int(get_group_id(1))) / max((int)T, (int)1)) == 0) {
      float condval_2;
      if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) < (max((int)DH, (int)1) >> 1)) {
        condval_2 = ((kv_own_local_ptr[0] * rope_cs_ptr[((((convert_int(get_group_id(1))) % max((int)T, (int)1)) * max((int)DH, (int)1)) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) % (max((int)DH, (int)1) >> 1)))]) - (kv_other_local_ptr[0] * rope_cs_ptr[(((max((int)DH, (int)1) >> 1) + (((convert_int(get_group_id(1))) % max((int)T, (int)1)) * max((int)DH, (int)1))) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) % (max((int)DH, (int)1) >> 1)))]));
      } else {
        condval_2 = ((kv_own_local_ptr[0] * rope_cs_ptr[((((convert_int(get_group_id(1))) % max((int)T, (int)1)) * max((int)DH, (int)1)) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) % (max((int)DH, (int)1) >> 1)))]) + (kv_other_local_ptr[0] * rope_cs_ptr[(((max((int)DH, (int)1) >> 1) + (((convert_int(get_group_id(1))) % max((int)T, (int)1)) * max((int)DH, (int)1))) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)DH, (int)1)) % (max((int)DH, (int)1) >> 1)))]));
      }
      condval_1 = condval_2;
    } else {
      condval_1 = kv_own_local_ptr[0];
    }
    kv_new_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)HKV, (int)1)) * max((int)DH, (int)1))) + (convert_int(get_local_id(0))))] = condval_1;
  }
}

// Function: l3_decoder_layer_kernel_2
__kernel void l3_decoder_layer_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int DH, int G, int HKV, int P, int T);
__kernel void l3_decoder_layer_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int DH, int F, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int DH, int F, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int DH, int G, int HKV, int P, int T) {
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
  for (int ax0_0 = 0; ax0_0 < ((min((int)(max((int)T, (int)1) + P), (int)65536) + 31) >> 5); ++ax0_0) {
    for (int ax0 = 0; ax0 < max((int)DH, (int)1); ++ax0) {
      if (((ax0_0 * 32) + (convert_int(get_local_id(0)))) < (max((int)T, (int)1) + P)) {
        if (ax0 == 0) {
          dot1_local_ptr[0] = 0.000000e+00f;
        }
        float condval;
        if (((ax0_0 * 32) + (convert_int(get_local_id(0)))) < P) {
          condval = kv_cache_ptr[((((max((int)min((int)((ax0_0 * 32) + (convert_int(get_local_id(0)))), (int)(P - 1)), (int)0) * max((int)HKV, (int)1)) + (((convert_int(get_group_id(0))) / max((int)DH, (int)1)) / max((int)G, (int)1))) * max((int)DH, (int)1)) + ax0)];
        } else {
          condval = kv_new_ptr[(((((max((int)(((ax0_0 * 32) + (convert_int(get_local_id(0)))) - P), (int)0) % max((int)T, (int)1)) * max((int)HKV, (int)1)) + (((convert_int(get_group_id(0))) / max((int)DH, (int)1)) / max((int)G, (int)1))) * max((int)DH, (int)1)) + ax0)];
        }
        dot1_local_ptr[0] = (dot1_local_ptr[0] + (qh_ptr[((((((convert_int(get_group_id(1))) * max((int)G, (int)1)) * max((int)HKV, (int)1)) + ((convert_int(get_group_id(0))) / max((int)DH, (int)1))) * max((int)DH, (int)1)) + ax0)] * condval));
      }
    }
    if (((ax0_0 * 32) + (convert_int(get_local_id(0)))) < (max((int)T, (int)1) + P)) {
      float condval_1;
      if (((ax0_0 * 32) + (convert_int(get_local_id(0)))) <= (P + (convert_int(get_group_id(1))))) {
        condval_1 = (dot1_local_ptr[0] * (1.000000e+00f / sqrt((convert_float(max((int)DH, (int)1))))));
      } else {
        condval_1 = -3.402823e+38f;
      }
      in_thread_row_max_local_ptr[0] = max((float)in_thread_row_max_local_ptr[0], (float)condval_1);
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
  for (int ax0_0_1 = 0; ax0_0_1 < ((min((int)(max((int)T, (int)1) + P), (int)65536) + 31) >> 5); ++ax0_0_1) {
    for (int ax0_1 = 0; ax0_1 < max((int)DH, (int)1); ++ax0_1) {
      if (((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) < (max((int)T, (int)1) + P)) {
        if (ax0_1 == 0) {
          dot3_local_ptr[0] = 0.000000e+00f;
        }
        float condval_2;
        if (((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) < P) {
          condval_2 = kv_cache_ptr[((((max((int)min((int)((ax0_0_1 * 32) + (convert_int(get_local_id(0)))), (int)(P - 1)), (int)0) * max((int)HKV, (int)1)) + (((convert_int(get_group_id(0))) / max((int)DH, (int)1)) / max((int)G, (int)1))) * max((int)DH, (int)1)) + ax0_1)];
        } else {
          condval_2 = kv_new_ptr[(((((max((int)(((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) - P), (int)0) % max((int)T, (int)1)) * max((int)HKV, (int)1)) + (((convert_int(get_group_id(0))) / max((int)DH, (int)1)) / max((int)G, (int)1))) * max((int)DH, (int)1)) + ax0_1)];
        }
        dot3_local_ptr[0] = (dot3_local_ptr[0] + (qh_ptr[((((((convert_int(get_group_id(1))) * max((int)G, (int)1)) * max((int)HKV, (int)1)) + ((convert_int(get_group_id(0))) / max((int)DH, (int)1))) * max((int)DH, (int)1)) + ax0_1)] * condval_2));
      }
    }
    if (((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) < (max((int)T, (int)1) + P)) {
      float condval_3;
      if (((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) <= (P + (convert_int(get_group_id(1))))) {
        float condval_4;
        if (((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) < P) {
          condval_4 = kv_cache_ptr[(((((max((int)min((int)((ax0_0_1 * 32) + (convert_int(get_local_id(0)))), (int)(P - 1)), (int)0) + P) * max((int)HKV, (int)1)) + (((convert_int(get_group_id(0))) / max((int)DH, (int)1)) / max((int)G, (int)1))) * max((int)DH, (int)1)) + ((convert_int(get_group_id(0))) % max((int)DH, (int)1)))];
        } else {
          condval_4 = kv_new_ptr[(((((max((int)T, (int)1) + (max((int)(((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) - P), (int)0) % max((int)T, (int)1))) * max((int)HKV, (int)1)) + (((convert_int(get_group_id(0))) / max((int)DH, (int)1)) / max((int)G, (int)1))) * max((int)DH, (int)1)) + ((convert_int(get_group_id(0))) % max((int)DH, (int)1)))];
        }
        condval_3 = (exp(((dot3_local_ptr[0] * (1.000000e+00f / sqrt((convert_float(max((int)DH, (int)1)))))) - ((volatile __local float*)red_buf0_ptr)[0])) * condval_4);
      } else {
        condval_3 = 0.000000e+00f;
      }
      in_thread_pv_local_ptr[0] = (in_thread_pv_local_ptr[0] + condval_3);
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
  for (int ax0_0_2 = 0; ax0_0_2 < ((min((int)(max((int)T, (int)1) + P), (int)65536) + 31) >> 5); ++ax0_0_2) {
    for (int ax0_2 = 0; ax0_2 < max((int)DH, (int)1); ++ax0_2) {
      if (((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) < (max((int)T, (int)1) + P)) {
        if (ax0_2 == 0) {
          dot2_local_ptr[0] = 0.000000e+00f;
        }
        float condval_5;
        if (((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) < P) {
          condval_5 = kv_cache_ptr[((((max((int)min((int)((ax0_0_2 * 32) + (convert_int(get_local_id(0)))), (int)(P - 1)), (int)0) * max((int)HKV, (int)1)) + (((convert_int(get_group_id(0))) / max((int)DH, (int)1)) / max((int)G, (int)1))) * max((int)DH, (int)1)) + ax0_2)];
        } else {
          condval_5 = kv_new_ptr[(((((max((int)(((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) - P), (int)0) % max((int)T, (int)1)) * max((int)HKV, (int)1)) + (((convert_int(get_group_id(0))) / max((int)DH, (int)1)) / max((int)G, (int)1))) * max((int)DH, (int)1)) + ax0_2)];
        }
        dot2_local_ptr[0] = (dot2_local_ptr[0] + (qh_ptr[((((((convert_int(get_group_id(1))) * max((int)G, (int)1)) * max((int)HKV, (int)1)) + ((convert_int(get_group_id(0))) / max((int)DH, (int)1))) * max((int)DH, (int)1)) + ax0_2)] * condval_5));
      }
    }
    if (((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) < (max((int)T, (int)1) + P)) {
      float condval_6;
      if (((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) <= (P + (convert_int(get_group_id(1))))) {
        condval_6 = exp(((dot2_local_ptr[0] * (1.000000e+00f / sqrt((convert_float(max((int)DH, (int)1)))))) - ((volatile __local float*)red_buf0_ptr)[0]));
      } else {
        condval_6 = 0.000000e+00f;
      }
      in_thread_row_sum_local_ptr[0] = (in_thread_row_sum_local_ptr[0] + condval_6);
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
    oh_ptr[(((((convert_int(get_group_id(1))) * max((int)G, (int)1)) * max((int)HKV, (int)1)) * max((int)DH, (int)1)) + (convert_int(get_group_id(0))))] = (((volatile __local float*)red_buf0_ptr_1)[0] / ((volatile __local float*)red_buf0_ptr_2)[0]);
  }
}

// Function: l3_decoder_layer_kernel_3
__kernel void l3_decoder_layer_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int DH, int G, int HKV, int P, int T);
__kernel void l3_decoder_layer_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int DH, int F, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int DH, int F, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T) {
  float proj_local_ptr[1];
  for (int ax0 = 0; ax0 < ((max((int)G, (int)1) * max((int)HKV, (int)1)) * max((int)DH, (int)1)); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        proj_local_ptr[0] = 0.000000e+00f;
      }
      proj_local_ptr[0] = (proj_local_ptr[0] + (oh_ptr[(((((convert_int(get_group_id(1))) * max((int)G, (int)1)) * max((int)HKV, (int)1)) * max((int)DH, (int)1)) + ax0)] * weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (ax0 * max((int)D, (int)1))) + (convert_int(get_local_id(0)))) + (((((max((int)HKV, (int)1) * max((int)DH, (int)1)) * 2) + ((max((int)G, (int)1) * max((int)HKV, (int)1)) * max((int)DH, (int)1))) + 1) * max((int)D, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    qh_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = (x_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] + proj_local_ptr[0]);
  }
}

// Function: l3_decoder_layer_kernel_4
__kernel void l3_decoder_layer_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int DH, int G, int HKV, int P, int T);
__kernel void l3_decoder_layer_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int DH, int F, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int DH, int F, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int DH, int F, int G, int HKV, int T, float eps) {
  float ss2_local_ptr[1];
  float gate_local_ptr[1];
  float up_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (ax0 == 0) {
      ss2_local_ptr[0] = 0.000000e+00f;
    }
    ss2_local_ptr[0] = (ss2_local_ptr[0] + (qh_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0)] * qh_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0)]));
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < F)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_1 == 0) {
        gate_local_ptr[0] = 0.000000e+00f;
      }
      gate_local_ptr[0] = (gate_local_ptr[0] + (((qh_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_1)] / sqrt(((ss2_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[(ax0_1 + ((((((max((int)G, (int)1) + 1) * max((int)HKV, (int)1)) * max((int)DH, (int)1)) * 2) + 1) * max((int)D, (int)1)))])) * weights_ptr[(((((convert_int(get_group_id(0))) * 256) + ((ax0_1 * max((int)F, (int)1)) * 2)) + ((((((max((int)G, (int)1) + 1) * max((int)HKV, (int)1)) * max((int)DH, (int)1)) * 2) + 2) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))]));
    }
  }
  for (int ax0_2 = 0; ax0_2 < max((int)D, (int)1); ++ax0_2) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < F)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_2 == 0) {
        up_local_ptr[0] = 0.000000e+00f;
      }
      up_local_ptr[0] = (up_local_ptr[0] + (((qh_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_2)] / sqrt(((ss2_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[(ax0_2 + ((((((max((int)G, (int)1) + 1) * max((int)HKV, (int)1)) * max((int)DH, (int)1)) * 2) + 1) * max((int)D, (int)1)))])) * weights_ptr[((((((convert_int(get_group_id(0))) * 256) + ((ax0_2 * max((int)F, (int)1)) * 2)) + max((int)F, (int)1)) + ((((((max((int)G, (int)1) + 1) * max((int)HKV, (int)1)) * max((int)DH, (int)1)) * 2) + 2) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < F)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    oh_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)F, (int)1))) + (convert_int(get_local_id(0))))] = ((gate_local_ptr[0] / (1.000000e+00f + exp((gate_local_ptr[0] * -1.000000e+00f)))) * up_local_ptr[0]);
  }
}

// Function: l3_decoder_layer_kernel_5
__kernel void l3_decoder_layer_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int DH, int G, int HKV, int P, int T);
__kernel void l3_decoder_layer_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int DH, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int DH, int F, int G, int HKV, int T, float eps);
__kernel void l3_decoder_layer_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int DH, int F, int G, int HKV, int T);
__kernel void l3_decoder_layer_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int DH, int F, int G, int HKV, int T) {
  float down_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)F, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        down_local_ptr[0] = 0.000000e+00f;
      }
      down_local_ptr[0] = (down_local_ptr[0] + (oh_ptr[(((convert_int(get_group_id(1))) * max((int)F, (int)1)) + ax0)] * weights_ptr[((((((convert_int(get_group_id(0))) * 256) + ((max((int)D, (int)1) * max((int)F, (int)1)) * 2)) + (ax0 * max((int)D, (int)1))) + (convert_int(get_local_id(0)))) + ((((((max((int)G, (int)1) + 1) * max((int)HKV, (int)1)) * max((int)DH, (int)1)) * 2) + 2) * max((int)D, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = (qh_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] + down_local_ptr[0]);
  }
}

