// Function: l3_xvector_embedding_kernel
__kernel void l3_xvector_embedding_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_1(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_2(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict beta3_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_3(__global float* restrict act_a_ptr, __global float* restrict stats_ptr, int C, int T);
__kernel void l3_xvector_embedding_kernel_4(__global float* restrict act_b_ptr, __global float* restrict stats_ptr, __global float* restrict weights_ptr, int C, int E, int F);
__kernel void l3_xvector_embedding_kernel_5(__global float* restrict act_b_ptr, __global float* restrict emb_ptr, int E);
__kernel void l3_xvector_embedding_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int F, int T) {
  float act_a_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 5; ++ax0) {
    for (int ax1 = 0; ax1 < max((int)F, (int)1); ++ax1) {
      if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < C)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
        if (((bool)(ax0 == 0)) && ((bool)(ax1 == 0))) {
          act_a_acc_local_ptr[0] = 0.000000e+00f;
        }
        act_a_acc_local_ptr[0] = (act_a_acc_local_ptr[0] + (weights_ptr[((((((convert_int(get_group_id(0))) * max((int)F, (int)1)) * 1280) + (ax1 * 5)) + (((convert_int(get_local_id(0))) * max((int)F, (int)1)) * 5)) + ax0)] * x_ptr[((((convert_int(get_group_id(1))) + ax0) * max((int)F, (int)1)) + ax1)]));
      }
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < C)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    act_a_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = ((weights_ptr[(((((convert_int(get_group_id(0))) * 256) + ((max((int)C, (int)1) * max((int)F, (int)1)) * 5)) + max((int)C, (int)1)) + (convert_int(get_local_id(0))))] * max((float)(act_a_acc_local_ptr[0] + weights_ptr[((((convert_int(get_group_id(0))) * 256) + ((max((int)C, (int)1) * max((int)F, (int)1)) * 5)) + (convert_int(get_local_id(0))))]), (float)0.000000e+00f)) + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + ((max((int)C, (int)1) * max((int)F, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + (convert_int(get_local_id(0))))]);
  }
}

// Function: l3_xvector_embedding_kernel_1
__kernel void l3_xvector_embedding_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_1(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_2(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict beta3_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_3(__global float* restrict act_a_ptr, __global float* restrict stats_ptr, int C, int T);
__kernel void l3_xvector_embedding_kernel_4(__global float* restrict act_b_ptr, __global float* restrict stats_ptr, __global float* restrict weights_ptr, int C, int E, int F);
__kernel void l3_xvector_embedding_kernel_5(__global float* restrict act_b_ptr, __global float* restrict emb_ptr, int E);
__kernel void l3_xvector_embedding_kernel_1(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict weights_ptr, int C, int F, int T) {
  float act_b_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < max((int)C, (int)1); ++ax1) {
      if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < C)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
        if (((bool)(ax0 == 0)) && ((bool)(ax1 == 0))) {
          act_b_acc_local_ptr[0] = 0.000000e+00f;
        }
        act_b_acc_local_ptr[0] = (act_b_acc_local_ptr[0] + (weights_ptr[((((((((convert_int(get_group_id(0))) * max((int)C, (int)1)) * 768) + ((max((int)C, (int)1) * max((int)F, (int)1)) * 5)) + (ax1 * 3)) + (max((int)C, (int)1) * 3)) + (((convert_int(get_local_id(0))) * max((int)C, (int)1)) * 3)) + ax0)] * act_a_ptr[((((ax0 * 2) + (convert_int(get_group_id(1)))) * max((int)C, (int)1)) + ax1)]));
      }
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < C)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    act_b_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = ((weights_ptr[((((((convert_int(get_group_id(0))) * 256) + ((max((int)C, (int)1) * max((int)F, (int)1)) * 5)) + (max((int)C, (int)1) * 4)) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + (convert_int(get_local_id(0))))] * max((float)(act_b_acc_local_ptr[0] + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + ((max((int)C, (int)1) * max((int)F, (int)1)) * 5)) + (((max((int)C, (int)1) + 1) * max((int)C, (int)1)) * 3)) + (convert_int(get_local_id(0))))]), (float)0.000000e+00f)) + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (((max((int)F, (int)1) + 1) * max((int)C, (int)1)) * 5)) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + (convert_int(get_local_id(0))))]);
  }
}

// Function: l3_xvector_embedding_kernel_2
__kernel void l3_xvector_embedding_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_1(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_2(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict beta3_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_3(__global float* restrict act_a_ptr, __global float* restrict stats_ptr, int C, int T);
__kernel void l3_xvector_embedding_kernel_4(__global float* restrict act_b_ptr, __global float* restrict stats_ptr, __global float* restrict weights_ptr, int C, int E, int F);
__kernel void l3_xvector_embedding_kernel_5(__global float* restrict act_b_ptr, __global float* restrict emb_ptr, int E);
__kernel void l3_xvector_embedding_kernel_2(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict beta3_ptr, __global float* restrict weights_ptr, int C, int F, int T) {
  float act_a_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < max((int)C, (int)1); ++ax1) {
      if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < C)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
        if (((bool)(ax0 == 0)) && ((bool)(ax1 == 0))) {
          act_a_acc_local_ptr[0] = 0.000000e+00f;
        }
        act_a_acc_local_ptr[0] = (act_a_acc_local_ptr[0] + (weights_ptr[(((((((((convert_int(get_group_id(0))) * max((int)C, (int)1)) * 768) + (max((int)C, (int)1) * 6)) + ((max((int)C, (int)1) * max((int)F, (int)1)) * 5)) + (ax1 * 3)) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + (((convert_int(get_local_id(0))) * max((int)C, (int)1)) * 3)) + ax0)] * act_b_ptr[((((ax0 * 3) + (convert_int(get_group_id(1)))) * max((int)C, (int)1)) + ax1)]));
      }
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < C)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    act_a_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = ((weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)C, (int)1) * 7)) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 6)) + ((max((int)C, (int)1) * max((int)F, (int)1)) * 5)) + (convert_int(get_local_id(0))))] * max((float)(act_a_acc_local_ptr[0] + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)C, (int)1) * 6)) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 6)) + ((max((int)C, (int)1) * max((int)F, (int)1)) * 5)) + (convert_int(get_local_id(0))))]), (float)0.000000e+00f)) + beta3_ptr[(((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))))]);
  }
}

// Function: l3_xvector_embedding_kernel_3
__kernel void l3_xvector_embedding_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_1(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_2(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict beta3_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_3(__global float* restrict act_a_ptr, __global float* restrict stats_ptr, int C, int T);
__kernel void l3_xvector_embedding_kernel_4(__global float* restrict act_b_ptr, __global float* restrict stats_ptr, __global float* restrict weights_ptr, int C, int E, int F);
__kernel void l3_xvector_embedding_kernel_5(__global float* restrict act_b_ptr, __global float* restrict emb_ptr, int E);
__kernel void l3_xvector_embedding_kernel_3(__global float* restrict act_a_ptr, __global float* restrict stats_ptr, int C, int T) {
  float in_thread_msum_local_ptr[1];
  __local float red_buf0_ptr[64];
  float in_thread_sq_local_ptr[1];
  __local float red_buf0_ptr_1[64];
  in_thread_msum_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0 = 0; ax0_0 < ((max((int)T, (int)1) + 49) >> 6); ++ax0_0) {
    if ((((ax0_0 * 64) + (convert_int(get_local_id(0)))) + 14) < T) {
      in_thread_msum_local_ptr[0] = (in_thread_msum_local_ptr[0] + act_a_ptr[((((ax0_0 * 64) + (convert_int(get_local_id(0)))) * max((int)C, (int)1)) + ((convert_int(get_group_id(0))) % max((int)C, (int)1)))]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_msum_local_ptr[0];
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
  in_thread_sq_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0_1 = 0; ax0_0_1 < ((max((int)T, (int)1) + 49) >> 6); ++ax0_0_1) {
    if ((((ax0_0_1 * 64) + (convert_int(get_local_id(0)))) + 14) < T) {
      in_thread_sq_local_ptr[0] = (in_thread_sq_local_ptr[0] + ((act_a_ptr[((((ax0_0_1 * 64) + (convert_int(get_local_id(0)))) * max((int)C, (int)1)) + ((convert_int(get_group_id(0))) % max((int)C, (int)1)))] - (((volatile __local float*)red_buf0_ptr)[0] / (convert_float((max((int)T, (int)1) - 14))))) * (act_a_ptr[((((ax0_0_1 * 64) + (convert_int(get_local_id(0)))) * max((int)C, (int)1)) + ((convert_int(get_group_id(0))) % max((int)C, (int)1)))] - (((volatile __local float*)red_buf0_ptr)[0] / (convert_float((max((int)T, (int)1) - 14)))))));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = in_thread_sq_local_ptr[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 32) {
    ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_1)[((convert_int(get_local_id(0))) + 32)]);
  }
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
  if ((convert_int(get_local_id(0))) == 0) {
    float condval;
    if (((bool)((convert_int(get_group_id(0))) < C)) || ((bool)((convert_int(get_group_id(0))) < 1))) {
      condval = (((volatile __local float*)red_buf0_ptr)[0] / (convert_float((max((int)T, (int)1) - 14))));
    } else {
      condval = sqrt(((((volatile __local float*)red_buf0_ptr_1)[0] / (convert_float((max((int)T, (int)1) - 14)))) + 1.000000e-05f));
    }
    stats_ptr[(convert_int(get_group_id(0)))] = condval;
  }
}

// Function: l3_xvector_embedding_kernel_4
__kernel void l3_xvector_embedding_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_1(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_2(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict beta3_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_3(__global float* restrict act_a_ptr, __global float* restrict stats_ptr, int C, int T);
__kernel void l3_xvector_embedding_kernel_4(__global float* restrict act_b_ptr, __global float* restrict stats_ptr, __global float* restrict weights_ptr, int C, int E, int F);
__kernel void l3_xvector_embedding_kernel_5(__global float* restrict act_b_ptr, __global float* restrict emb_ptr, int E);
__kernel void l3_xvector_embedding_kernel_4(__global float* restrict act_b_ptr, __global float* restrict stats_ptr, __global float* restrict weights_ptr, int C, int E, int F) {
  float yacc_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)C, (int)1) * 2); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < E)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        yacc_local_ptr[0] = 0.000000e+00f;
      }
      yacc_local_ptr[0] = (yacc_local_ptr[0] + (weights_ptr[(((((((((convert_int(get_group_id(1))) * max((int)C, (int)1)) * 131072) + (((convert_int(get_group_id(0))) * max((int)C, (int)1)) * 512)) + (max((int)C, (int)1) * 8)) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 6)) + ((max((int)C, (int)1) * max((int)F, (int)1)) * 5)) + (((convert_int(get_local_id(0))) * max((int)C, (int)1)) * 2)) + ax0)] * stats_ptr[ax0]));
    }
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < E)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    act_b_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (yacc_local_ptr[0] + weights_ptr[((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (max((int)C, (int)1) * 8)) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 6)) + ((max((int)C, (int)1) * max((int)F, (int)1)) * 5)) + ((max((int)C, (int)1) * max((int)E, (int)1)) * 2)) + (convert_int(get_local_id(0))))]);
  }
}

// Function: l3_xvector_embedding_kernel_5
__kernel void l3_xvector_embedding_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_1(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_2(__global float* restrict act_a_ptr, __global float* restrict act_b_ptr, __global float* restrict beta3_ptr, __global float* restrict weights_ptr, int C, int F, int T);
__kernel void l3_xvector_embedding_kernel_3(__global float* restrict act_a_ptr, __global float* restrict stats_ptr, int C, int T);
__kernel void l3_xvector_embedding_kernel_4(__global float* restrict act_b_ptr, __global float* restrict stats_ptr, __global float* restrict weights_ptr, int C, int E, int F);
__kernel void l3_xvector_embedding_kernel_5(__global float* restrict act_b_ptr, __global float* restrict emb_ptr, int E);
__kernel void l3_xvector_embedding_kernel_5(__global float* restrict act_b_ptr, __global float* restrict emb_ptr, int E) {
  float in_thread_ss_local_ptr[1];
  __local float red_buf0_ptr[64];
  in_thread_ss_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0 = 0; ax0_0 < ((max((int)E, (int)1) + 63) >> 6); ++ax0_0) {
    if (((bool)(((ax0_0 * 64) + (convert_int(get_local_id(0)))) < E)) || ((bool)(((ax0_0 * 64) + (convert_int(get_local_id(0)))) < 1))) {
      in_thread_ss_local_ptr[0] = (in_thread_ss_local_ptr[0] + (act_b_ptr[((ax0_0 * 64) + (convert_int(get_local_id(0))))] * act_b_ptr[((ax0_0 * 64) + (convert_int(get_local_id(0))))]));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_ss_local_ptr[0];
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
    emb_ptr[(convert_int(get_group_id(0)))] = (act_b_ptr[(convert_int(get_group_id(0)))] / max((float)sqrt(((volatile __local float*)red_buf0_ptr)[0]), (float)1.000000e-12f));
  }
}

