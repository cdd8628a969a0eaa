// Function: l2_cross_attention_kernel
__kernel void l2_cross_attention_kernel(__global float* restrict q_ptr, __global float* restrict wq_ptr, __global float* restrict x_ptr, int DH, int NH, int T);
__kernel void l2_cross_attention_kernel_1(__global float* restrict att_ptr, __global float* restrict k_ptr, __global float* restrict q_ptr, __global float* restrict v_ptr, int DH, int NH, int S, int T);
__kernel void l2_cross_attention_kernel_2(__global float* restrict att_ptr, __global float* restrict wo_ptr, __global float* restrict y_ptr, int DH, int NH, int T);
__kernel void l2_cross_attention_kernel(__global float* restrict q_ptr, __global float* restrict wq_ptr, __global float* restrict x_ptr, int DH, int NH, int T) {
  float qdot_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)NH, (int)1) * max((int)DH, (int)1)); ++ax0) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (max((int)NH, (int)1) * max((int)DH, (int)1))) < T)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (max((int)NH, (int)1) * max((int)DH, (int)1))) == 0))) {
      if (ax0 == 0) {
        qdot_local_ptr[0] = 0.000000e+00f;
      }
      qdot_local_ptr[0] = (qdot_local_ptr[0] + (x_ptr[((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (max((int)NH, (int)1) * max((int)DH, (int)1))) * max((int)NH, (int)1)) * max((int)DH, (int)1)) + ax0)] * wq_ptr[(((ax0 * max((int)NH, (int)1)) * max((int)DH, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)NH, (int)1) * max((int)DH, (int)1))))]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < ((max((int)T, (int)1) * max((int)NH, (int)1)) * max((int)DH, (int)1))) {
    q_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (qdot_local_ptr[0] + wq_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)NH, (int)1) * max((int)DH, (int)1))) + (((max((int)NH, (int)1) * max((int)DH, (int)1)) * max((int)NH, (int)1)) * max((int)DH, (int)1)))]);
  }
}

// Function: l2_cross_attention_kernel_1
__kernel void l2_cross_attention_kernel(__global float* restrict q_ptr, __global float* restrict wq_ptr, __global float* restrict x_ptr, int DH, int NH, int T);
__kernel void l2_cross_attention_kernel_1(__global float* restrict att_ptr, __global float* restrict k_ptr, __global float* restrict q_ptr, __global float* restrict v_ptr, int DH, int NH, int S, int T);
__kernel void l2_cross_attention_kernel_2(__global float* restrict att_ptr, __global float* restrict wo_ptr, __global float* restrict y_ptr, int DH, int NH, int T);
__kernel void l2_cross_attention_kernel_1(__global float* restrict att_ptr, __global float* restrict k_ptr, __global float* restrict q_ptr, __global float* restrict v_ptr, int DH, int NH, int S, int T) {
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
  for (int ax0_0 = 0; ax0_0 < ((max((int)S, (int)1) + 31) >> 5); ++ax0_0) {
    for (int ax0 = 0; ax0 < max((int)DH, (int)1); ++ax0) {
      if (((bool)(((ax0_0 * 32) + (convert_int(get_local_id(0)))) < S)) || ((bool)(((ax0_0 * 32) + (convert_int(get_local_id(0)))) == 0))) {
        if (ax0 == 0) {
          dot1_local_ptr[0] = 0.000000e+00f;
        }
        dot1_local_ptr[0] = (dot1_local_ptr[0] + (q_ptr[(((((convert_int(get_group_id(1))) * max((int)NH, (int)1)) + ((convert_int(get_group_id(0))) / max((int)DH, (int)1))) * max((int)DH, (int)1)) + ax0)] * k_ptr[((((((ax0_0 * max((int)NH, (int)1)) * max((int)DH, (int)1)) * 32) + (((convert_int(get_local_id(0))) * max((int)NH, (int)1)) * max((int)DH, (int)1))) + (((convert_int(get_group_id(0))) / max((int)DH, (int)1)) * max((int)DH, (int)1))) + ax0)]));
      }
    }
    if (((bool)(((ax0_0 * 32) + (convert_int(get_local_id(0)))) < S)) || ((bool)(((ax0_0 * 32) + (convert_int(get_local_id(0)))) < 1))) {
      in_thread_row_max_local_ptr[0] = max((float)in_thread_row_max_local_ptr[0], (float)(dot1_local_ptr[0] * (1.000000e+00f / sqrt((convert_float(max((int)DH, (int)1)))))));
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
  for (int ax0_0_1 = 0; ax0_0_1 < ((max((int)S, (int)1) + 31) >> 5); ++ax0_0_1) {
    for (int ax0_1 = 0; ax0_1 < max((int)DH, (int)1); ++ax0_1) {
      if (((bool)(((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) < S)) || ((bool)(((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) == 0))) {
        if (ax0_1 == 0) {
          dot3_local_ptr[0] = 0.000000e+00f;
        }
        dot3_local_ptr[0] = (dot3_local_ptr[0] + (q_ptr[(((((convert_int(get_group_id(1))) * max((int)NH, (int)1)) + ((convert_int(get_group_id(0))) / max((int)DH, (int)1))) * max((int)DH, (int)1)) + ax0_1)] * k_ptr[((((((ax0_0_1 * max((int)NH, (int)1)) * max((int)DH, (int)1)) * 32) + (((convert_int(get_local_id(0))) * max((int)NH, (int)1)) * max((int)DH, (int)1))) + (((convert_int(get_group_id(0))) / max((int)DH, (int)1)) * max((int)DH, (int)1))) + ax0_1)]));
      }
    }
    if (((bool)(((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) < S)) || ((bool)(((ax0_0_1 * 32) + (convert_int(get_local_id(0)))) < 1))) {
      in_thread_pv_local_ptr[0] = (in_thread_pv_local_ptr[0] + (exp(((dot3_local_ptr[0] * (1.000000e+00f / sqrt((convert_float(max((int)DH, (int)1)))))) - ((volatile __local float*)red_buf0_ptr)[0])) * v_ptr[(((((ax0_0_1 * max((int)NH, (int)1)) * max((int)DH, (int)1)) * 32) + (((convert_int(get_local_id(0))) * max((int)NH, (int)1)) * max((int)DH, (int)1))) + (convert_int(get_group_id(0))))]));
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
  for (int ax0_0_2 = 0; ax0_0_2 < ((max((int)S, (int)1) + 31) >> 5); ++ax0_0_2) {
    for (int ax0_2 = 0; ax0_2 < max((int)DH, (int)1); ++ax0_2) {
      if (((bool)(((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) < S)) || ((bool)(((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) == 0))) {
        if (ax0_2 == 0) {
          dot2_local_ptr[0] = 0.000000e+00f;
        }
        dot2_local_ptr[0] = (dot2_local_ptr[0] + (q_ptr[(((((convert_int(get_group_id(1))) * max((int)NH, (int)1)) + ((convert_int(get_group_id(0))) / max((int)DH, (int)1))) * max((int)DH, (int)1)) + ax0_2)] * k_ptr[((((((ax0_0_2 * max((int)NH, (int)1)) * max((int)DH, (int)1)) * 32) + (((convert_int(get_local_id(0))) * max((int)NH, (int)1)) * max((int)DH, (int)1))) + (((convert_int(get_group_id(0))) / max((int)DH, (int)1)) * max((int)DH, (int)1))) + ax0_2)]));
      }
    }
    if (((bool)(((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) < S)) || ((bool)(((ax0_0_2 * 32) + (convert_int(get_local_id(0)))) < 1))) {
      in_thread_row_sum_local_ptr[0] = (in_thread_row_sum_local_ptr[0] + exp(((dot2_local_ptr[0] * (1.000000e+00f / sqrt((convert_float(max((int)DH, (int)1)))))) - ((volatile __local float*)red_buf0_ptr)[0])));
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
    att_ptr[((((convert_int(get_group_id(1))) * max((int)NH, (int)1)) * max((int)DH, (int)1)) + (convert_int(get_group_id(0))))] = (((volatile __local float*)red_buf0_ptr_1)[0] / ((volatile __local float*)red_buf0_ptr_2)[0]);
  }
}

// Function: l2_cross_attention_kernel_2
__kernel void l2_cross_attention_kernel(__global float* restrict q_ptr, __global float* restrict wq_ptr, __global float* restrict x_ptr, int DH, int NH, int T);
__kernel void l2_cross_attention_kernel_1(__global float* restrict att_ptr, __global float* restrict k_ptr, __global float* restrict q_ptr, __global float* restrict v_ptr, int DH, int NH, int S, int T);
__kernel void l2_cross_attention_kernel_2(__global float* restrict att_ptr, __global float* restrict wo_ptr, __global float* restrict y_ptr, int DH, int NH, int T);
__kernel void l2_cross_attention_kernel_2(__global float* restrict att_ptr, __global float* restrict wo_ptr, __global float* restrict y_ptr, int DH, int NH, int T) {
  float ydot_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)NH, (int)1) * max((int)DH, (int)1)); ++ax0) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (max((int)NH, (int)1) * max((int)DH, (int)1))) < T)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (max((int)NH, (int)1) * max((int)DH, (int)1))) == 0))) {
      if (ax0 == 0) {
        ydot_local_ptr[0] = 0.000000e+00f;
      }
      ydot_local_ptr[0] = (ydot_local_ptr[0] + (att_ptr[((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (max((int)NH, (int)1) * max((int)DH, (int)1))) * max((int)NH, (int)1)) * max((int)DH, (int)1)) + ax0)] * wo_ptr[(((ax0 * max((int)NH, (int)1)) * max((int)DH, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)NH, (int)1) * max((int)DH, (int)1))))]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < ((max((int)T, (int)1) * max((int)NH, (int)1)) * max((int)DH, (int)1))) {
    y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (ydot_local_ptr[0] + wo_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)NH, (int)1) * max((int)DH, (int)1))) + (((max((int)NH, (int)1) * max((int)DH, (int)1)) * max((int)NH, (int)1)) * max((int)DH, (int)1)))]);
  }
}

