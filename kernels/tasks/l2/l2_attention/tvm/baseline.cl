// Function: l2_attention_kernel
__kernel void l2_attention_kernel(__global float* restrict K_ptr, __global float* restrict Q_ptr, __global float* restrict scores_ptr, int D, int S);
__kernel void l2_attention_kernel_1(__global float* restrict row_max_ptr, __global float* restrict scores_ptr, int S);
__kernel void l2_attention_kernel_2(__global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global float* restrict scores_ptr, int S);
__kernel void l2_attention_kernel_3(__global float* restrict O_ptr, __global float* restrict V_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global float* restrict scores_ptr, int D, int S);
__kernel void l2_attention_kernel(__global float* restrict K_ptr, __global float* restrict Q_ptr, __global float* restrict scores_ptr, int D, int S) {
  float dot_local_ptr[1];
  for (int ax0 = 0; ax0 < D; ++ax0) {
    int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % S);
    int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / S);
    if (select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod <= 0)))))))) < S) {
      if (ax0 == 0) {
        dot_local_ptr[0] = 0.000000e+00f;
      }
      int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % S);
      int rdiv_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / S);
      int rmod_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % S);
      dot_local_ptr[0] = (dot_local_ptr[0] + (Q_ptr[((select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_1 <= 0)))))))) * D) + ax0)] * K_ptr[((select((rmod_2 + S), rmod_2, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_2 <= 0)))))))) * D) + ax0)]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (S * S)) {
    scores_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (dot_local_ptr[0] / sqrt((convert_float(D))));
  }
}

// Function: l2_attention_kernel_1
__kernel void l2_attention_kernel(__global float* restrict K_ptr, __global float* restrict Q_ptr, __global float* restrict scores_ptr, int D, int S);
__kernel void l2_attention_kernel_1(__global float* restrict row_max_ptr, __global float* restrict scores_ptr, int S);
__kernel void l2_attention_kernel_2(__global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global float* restrict scores_ptr, int S);
__kernel void l2_attention_kernel_3(__global float* restrict O_ptr, __global float* restrict V_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global float* restrict scores_ptr, int D, int S);
__kernel void l2_attention_kernel_1(__global float* restrict row_max_ptr, __global float* restrict scores_ptr, int S) {
  float in_thread_row_max_ptr[1];
  __local float red_buf0_ptr[256];
  in_thread_row_max_ptr[0] = -3.402823e+38f;
  for (int k1_0 = 0; k1_0 < ((S + 255) >> 8); ++k1_0) {
    if (((k1_0 * 256) + (convert_int(get_local_id(0)))) < S) {
      in_thread_row_max_ptr[0] = max((float)in_thread_row_max_ptr[0], (float)scores_ptr[(((k1_0 * 256) + ((convert_int(get_group_id(0))) * S)) + (convert_int(get_local_id(0))))]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_row_max_ptr[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 128) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = max((float)((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (float)((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 128)]);
  }
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
    row_max_ptr[(convert_int(get_group_id(0)))] = ((volatile __local float*)red_buf0_ptr)[0];
  }
}

// Function: l2_attention_kernel_2
__kernel void l2_attention_kernel(__global float* restrict K_ptr, __global float* restrict Q_ptr, __global float* restrict scores_ptr, int D, int S);
__kernel void l2_attention_kernel_1(__global float* restrict row_max_ptr, __global float* restrict scores_ptr, int S);
__kernel void l2_attention_kernel_2(__global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global float* restrict scores_ptr, int S);
__kernel void l2_attention_kernel_3(__global float* restrict O_ptr, __global float* restrict V_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global float* restrict scores_ptr, int D, int S);
__kernel void l2_attention_kernel_2(__global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global float* restrict scores_ptr, int S) {
  float in_thread_row_sum_ptr[1];
  __local float red_buf0_ptr[256];
  in_thread_row_sum_ptr[0] = 0.000000e+00f;
  for (int k2_0 = 0; k2_0 < ((S + 255) >> 8); ++k2_0) {
    if (((k2_0 * 256) + (convert_int(get_local_id(0)))) < S) {
      in_thread_row_sum_ptr[0] = (in_thread_row_sum_ptr[0] + exp((scores_ptr[(((k2_0 * 256) + ((convert_int(get_group_id(0))) * S)) + (convert_int(get_local_id(0))))] - row_max_ptr[(convert_int(get_group_id(0)))])));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_row_sum_ptr[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 128) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 128)]);
  }
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
    row_sum_ptr[(convert_int(get_group_id(0)))] = ((volatile __local float*)red_buf0_ptr)[0];
  }
}

// Function: l2_attention_kernel_3
__kernel void l2_attention_kernel(__global float* restrict K_ptr, __global float* restrict Q_ptr, __global float* restrict scores_ptr, int D, int S);
__kernel void l2_attention_kernel_1(__global float* restrict row_max_ptr, __global float* restrict scores_ptr, int S);
__kernel void l2_attention_kernel_2(__global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global float* restrict scores_ptr, int S);
__kernel void l2_attention_kernel_3(__global float* restrict O_ptr, __global float* restrict V_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global float* restrict scores_ptr, int D, int S);
__kernel void l2_attention_kernel_3(__global float* restrict O_ptr, __global float* restrict V_ptr, __global float* restrict row_max_ptr, __global float* restrict row_sum_ptr, __global float* restrict scores_ptr, int D, int S) {
  float pv_local_ptr[1];
  for (int ax0 = 0; ax0 < S; ++ax0) {
    int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % D);
    int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / D);
    if (select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(D >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(D < 0)) && ((bool)(rmod <= 0)))))))) < S) {
      if (ax0 == 0) {
        pv_local_ptr[0] = 0.000000e+00f;
      }
      int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % D);
      int rdiv_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / D);
      int rmod_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % D);
      int rdiv_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / D);
      int rmod_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % D);
      pv_local_ptr[0] = (pv_local_ptr[0] + (exp((scores_ptr[((select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(D >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(D < 0)) && ((bool)(rmod_1 <= 0)))))))) * S) + ax0)] - row_max_ptr[select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)(D >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(D < 0)) && ((bool)(rmod_2 <= 0))))))))])) * V_ptr[((ax0 * D) + select((rmod_3 + D), rmod_3, (convert_int((((bool)(((bool)(D >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(D < 0)) && ((bool)(rmod_3 <= 0)))))))))]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (S * D)) {
    int rmod_4 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % D);
    int rdiv_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / D);
    O_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (pv_local_ptr[0] / row_sum_ptr[select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)(D >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(D < 0)) && ((bool)(rmod_4 <= 0))))))))]);
  }
}

