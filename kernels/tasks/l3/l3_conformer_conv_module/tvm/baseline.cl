// Function: l3_conformer_conv_module_kernel
__kernel void l3_conformer_conv_module_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int B, int D, int T);
__kernel void l3_conformer_conv_module_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int B, int D, int T, float eps);
__kernel void l3_conformer_conv_module_kernel_2(__global float* restrict g_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int T);
__kernel void l3_conformer_conv_module_kernel_3(__global float* restrict g_ptr, __global float* restrict s_ptr, __global float* restrict weights_ptr, int B, int D, int K, int T);
__kernel void l3_conformer_conv_module_kernel_4(__global float* restrict s_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int K, int T);
__kernel void l3_conformer_conv_module_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int B, int D, int T) {
  float in_thread_fsum_local_ptr[1];
  __local float red_buf0_ptr[64];
  in_thread_fsum_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0 = 0; ax0_0 < ((max((int)D, (int)1) + 63) >> 6); ++ax0_0) {
    if (((bool)(((ax0_0 * 64) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((ax0_0 * 64) + (convert_int(get_local_id(0)))) < 1))) {
      in_thread_fsum_local_ptr[0] = (in_thread_fsum_local_ptr[0] + x_ptr[(((ax0_0 * 64) + ((convert_int(get_group_id(0))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_fsum_local_ptr[0];
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
    mean_ptr[(convert_int(get_group_id(0)))] = (((volatile __local float*)red_buf0_ptr)[0] / (convert_float(max((int)D, (int)1))));
  }
}

// Function: l3_conformer_conv_module_kernel_1
__kernel void l3_conformer_conv_module_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int B, int D, int T);
__kernel void l3_conformer_conv_module_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int B, int D, int T, float eps);
__kernel void l3_conformer_conv_module_kernel_2(__global float* restrict g_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int T);
__kernel void l3_conformer_conv_module_kernel_3(__global float* restrict g_ptr, __global float* restrict s_ptr, __global float* restrict weights_ptr, int B, int D, int K, int T);
__kernel void l3_conformer_conv_module_kernel_4(__global float* restrict s_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int K, int T);
__kernel void l3_conformer_conv_module_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int B, int D, int T, float eps) {
  float in_thread_fsq_local_ptr[1];
  __local float red_buf0_ptr[64];
  in_thread_fsq_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0 = 0; ax0_0 < ((max((int)D, (int)1) + 63) >> 6); ++ax0_0) {
    if (((bool)(((ax0_0 * 64) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((ax0_0 * 64) + (convert_int(get_local_id(0)))) < 1))) {
      in_thread_fsq_local_ptr[0] = (in_thread_fsq_local_ptr[0] + ((x_ptr[(((ax0_0 * 64) + ((convert_int(get_group_id(0))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] - mean_ptr[(convert_int(get_group_id(0)))]) * (x_ptr[(((ax0_0 * 64) + ((convert_int(get_group_id(0))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] - mean_ptr[(convert_int(get_group_id(0)))])));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_fsq_local_ptr[0];
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
    rstd_ptr[(convert_int(get_group_id(0)))] = (1.000000e+00f / sqrt(((((volatile __local float*)red_buf0_ptr)[0] / (convert_float(max((int)D, (int)1)))) + eps)));
  }
}

// Function: l3_conformer_conv_module_kernel_2
__kernel void l3_conformer_conv_module_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int B, int D, int T);
__kernel void l3_conformer_conv_module_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int B, int D, int T, float eps);
__kernel void l3_conformer_conv_module_kernel_2(__global float* restrict g_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int T);
__kernel void l3_conformer_conv_module_kernel_3(__global float* restrict g_ptr, __global float* restrict s_ptr, __global float* restrict weights_ptr, int B, int D, int K, int T);
__kernel void l3_conformer_conv_module_kernel_4(__global float* restrict s_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int K, int T);
__kernel void l3_conformer_conv_module_kernel_2(__global float* restrict g_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int T) {
  float val_local_ptr[1];
  float gate_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        val_local_ptr[0] = 0.000000e+00f;
      }
      val_local_ptr[0] = (val_local_ptr[0] + (((((x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0)] - mean_ptr[(convert_int(get_group_id(1)))]) * rstd_ptr[(convert_int(get_group_id(1)))]) * (1.000000e+00f + weights_ptr[ax0])) + weights_ptr[(max((int)D, (int)1) + ax0)]) * weights_ptr[((((convert_int(get_group_id(0))) * 256) + (((ax0 + 1) * max((int)D, (int)1)) * 2)) + (convert_int(get_local_id(0))))]));
    }
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_1 == 0) {
        gate_local_ptr[0] = 0.000000e+00f;
      }
      gate_local_ptr[0] = (gate_local_ptr[0] + (((((x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_1)] - mean_ptr[(convert_int(get_group_id(1)))]) * rstd_ptr[(convert_int(get_group_id(1)))]) * (1.000000e+00f + weights_ptr[ax0_1])) + weights_ptr[(max((int)D, (int)1) + ax0_1)]) * weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 3)) + ((ax0_1 * max((int)D, (int)1)) * 2)) + (convert_int(get_local_id(0))))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    g_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = ((val_local_ptr[0] + weights_ptr[((((convert_int(get_group_id(0))) * 256) + (((max((int)D, (int)1) + 1) * max((int)D, (int)1)) * 2)) + (convert_int(get_local_id(0))))]) * (1.000000e+00f / (1.000000e+00f + exp(min((float)((gate_local_ptr[0] + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 3)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 2)) + (convert_int(get_local_id(0))))]) * -1.000000e+00f), (float)8.000000e+01f)))));
  }
}

// Function: l3_conformer_conv_module_kernel_3
__kernel void l3_conformer_conv_module_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int B, int D, int T);
__kernel void l3_conformer_conv_module_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int B, int D, int T, float eps);
__kernel void l3_conformer_conv_module_kernel_2(__global float* restrict g_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int T);
__kernel void l3_conformer_conv_module_kernel_3(__global float* restrict g_ptr, __global float* restrict s_ptr, __global float* restrict weights_ptr, int B, int D, int K, int T);
__kernel void l3_conformer_conv_module_kernel_4(__global float* restrict s_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int K, int T);
__kernel void l3_conformer_conv_module_kernel_3(__global float* restrict g_ptr, __global float* restrict s_ptr, __global float* restrict weights_ptr, int B, int D, int K, int T) {
  float dacc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)K, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        dacc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(0 <= ((((convert_int(get_group_id(1))) % max((int)T, (int)1)) + ax0) - (max((int)(K - 1), (int)0) >> 1)))) && ((bool)(((bool)(((((convert_int(get_group_id(1))) % max((int)T, (int)1)) + ax0) - (max((int)(K - 1), (int)0) >> 1)) < T)) || ((bool)(((((convert_int(get_group_id(1))) % max((int)T, (int)1)) + ax0) - (max((int)(K - 1), (int)0) >> 1)) < 1))))) {
        condval = g_ptr[((((convert_int(get_group_id(0))) * 256) + ((min((int)((((convert_int(get_group_id(1))) % max((int)T, (int)1)) + ax0) - (max((int)(K - 1), (int)0) >> 1)), (int)max((int)(T - 1), (int)0)) + (((convert_int(get_group_id(1))) / max((int)T, (int)1)) * max((int)T, (int)1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))];
      } else {
        condval = 0.000000e+00f;
      }
      dacc_local_ptr[0] = (dacc_local_ptr[0] + (condval * weights_ptr[(((((((convert_int(get_group_id(0))) * max((int)K, (int)1)) * 256) + (max((int)D, (int)1) * 4)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 2)) + ((convert_int(get_local_id(0))) * max((int)K, (int)1))) + ax0)]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    s_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = ((((dacc_local_ptr[0] + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 4)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 2)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)K, (int)1)))]) * (1.000000e+00f + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 5)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 2)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)K, (int)1)))])) + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 6)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 2)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)K, (int)1)))]) * (1.000000e+00f / (1.000000e+00f + exp(min((float)((((dacc_local_ptr[0] + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 4)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 2)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)K, (int)1)))]) * (1.000000e+00f + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 5)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 2)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)K, (int)1)))])) + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 6)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 2)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)K, (int)1)))]) * -1.000000e+00f), (float)8.000000e+01f)))));
  }
}

// Function: l3_conformer_conv_module_kernel_4
__kernel void l3_conformer_conv_module_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int B, int D, int T);
__kernel void l3_conformer_conv_module_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int B, int D, int T, float eps);
__kernel void l3_conformer_conv_module_kernel_2(__global float* restrict g_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int T);
__kernel void l3_conformer_conv_module_kernel_3(__global float* restrict g_ptr, __global float* restrict s_ptr, __global float* restrict weights_ptr, int B, int D, int K, int T);
__kernel void l3_conformer_conv_module_kernel_4(__global float* restrict s_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int K, int T);
__kernel void l3_conformer_conv_module_kernel_4(__global float* restrict s_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int K, int T) {
  float oacc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        oacc_local_ptr[0] = 0.000000e+00f;
      }
      oacc_local_ptr[0] = (oacc_local_ptr[0] + (s_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0)] * weights_ptr[(((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 7)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 2)) + (ax0 * max((int)D, (int)1))) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)K, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = (x_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] + (oacc_local_ptr[0] + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 7)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 3)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)K, (int)1)))]));
  }
}

