// Function: l1_group_norm_kernel
__kernel void l1_group_norm_kernel(__global float* restrict X_ptr, __global float* restrict mean_ptr, int C, int G, int H, int N, int W);
__kernel void l1_group_norm_kernel_1(__global float* restrict X_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int C, int G, int H, int N, int W, float eps);
__kernel void l1_group_norm_kernel_2(__global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict beta_ptr, __global float* restrict gamma_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int C, int G, int H, int N, int W);
__kernel void l1_group_norm_kernel(__global float* restrict X_ptr, __global float* restrict mean_ptr, int C, int G, int H, int N, int W) {
  float in_thread_gsum_local_ptr[1];
  __local float red_buf0_ptr[64];
  in_thread_gsum_local_ptr[0] = 0.000000e+00f;
  int rmod = (C % G);
  int rdiv = (C / G);
  for (int ax0_0 = 0; ax0_0 < ((((H * W) * select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod <= 0))))))))) + 63) >> 6); ++ax0_0) {
    int rmod_1 = (C % G);
    int rdiv_1 = (C / G);
    if (((ax0_0 * 64) + (convert_int(get_local_id(0)))) < ((H * W) * select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_1 <= 0)))))))))) {
      int rmod_2 = (C % G);
      int rdiv_2 = (C / G);
      int rmod_3 = (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_2 <= 0)))))))));
      int rmod_4 = (C % G);
      int rdiv_3 = (C / G);
      int rdiv_4 = (((ax0_0 * 64) + (convert_int(get_local_id(0)))) / select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_4 <= 0)))))))));
      int rmod_5 = (C % G);
      int rdiv_5 = (C / G);
      int rmod_6 = (C % G);
      int rdiv_6 = (C / G);
      int rmod_7 = ((convert_int(get_group_id(0))) % G);
      int rdiv_7 = ((convert_int(get_group_id(0))) / G);
      int rmod_8 = ((convert_int(get_group_id(0))) % G);
      int rmod_9 = (C % G);
      int rdiv_8 = (C / G);
      int rmod_10 = (C % G);
      int rdiv_9 = (C / G);
      int rmod_11 = (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % select((rdiv_9 - 1), rdiv_9, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_10 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_10 <= 0)))))))));
      int rmod_12 = (C % G);
      int rdiv_10 = (C / G);
      int rmod_13 = (C % G);
      int rdiv_11 = (C / G);
      int rmod_14 = (C % G);
      int rdiv_12 = (C / G);
      in_thread_gsum_local_ptr[0] = (in_thread_gsum_local_ptr[0] + X_ptr[((((select((rdiv_4 - 1), rdiv_4, (convert_int((((bool)(((bool)(select((rdiv_5 - 1), rdiv_5, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_5 <= 0)))))))) >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(select((rdiv_6 - 1), rdiv_6, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_6 <= 0)))))))) < 0)) && ((bool)(rmod_3 <= 0)))))))) + ((select((rdiv_7 - 1), rdiv_7, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_7 <= 0)))))))) * H) * W)) * C) + (select((rmod_8 + G), rmod_8, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_8 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_8 <= 0)))))))) * select((rdiv_8 - 1), rdiv_8, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_9 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_9 <= 0)))))))))) + select((rmod_11 + select((rdiv_10 - 1), rdiv_10, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_12 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_12 <= 0))))))))), rmod_11, (convert_int((((bool)(((bool)(select((rdiv_11 - 1), rdiv_11, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_13 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_13 <= 0)))))))) >= 0)) && ((bool)(rmod_11 >= 0)))) || ((bool)(((bool)(select((rdiv_12 - 1), rdiv_12, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_14 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_14 <= 0)))))))) < 0)) && ((bool)(rmod_11 <= 0)))))))))]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_gsum_local_ptr[0];
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
    int rmod_15 = (C % G);
    int rdiv_13 = (C / G);
    mean_ptr[(convert_int(get_group_id(0)))] = (((volatile __local float*)red_buf0_ptr)[0] / (convert_float(((H * W) * select((rdiv_13 - 1), rdiv_13, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_15 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_15 <= 0))))))))))));
  }
}

// Function: l1_group_norm_kernel_1
__kernel void l1_group_norm_kernel(__global float* restrict X_ptr, __global float* restrict mean_ptr, int C, int G, int H, int N, int W);
__kernel void l1_group_norm_kernel_1(__global float* restrict X_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int C, int G, int H, int N, int W, float eps);
__kernel void l1_group_norm_kernel_2(__global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict beta_ptr, __global float* restrict gamma_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int C, int G, int H, int N, int W);
__kernel void l1_group_norm_kernel_1(__global float* restrict X_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int C, int G, int H, int N, int W, float eps) {
  float in_thread_gsq_local_ptr[1];
  __local float red_buf0_ptr[64];
  in_thread_gsq_local_ptr[0] = 0.000000e+00f;
  int rmod = (C % G);
  int rdiv = (C / G);
  for (int ax0_0 = 0; ax0_0 < ((((H * W) * select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod <= 0))))))))) + 63) >> 6); ++ax0_0) {
    int rmod_1 = (C % G);
    int rdiv_1 = (C / G);
    if (((ax0_0 * 64) + (convert_int(get_local_id(0)))) < ((H * W) * select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_1 <= 0)))))))))) {
      int rmod_2 = (C % G);
      int rdiv_2 = (C / G);
      int rmod_3 = (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_2 <= 0)))))))));
      int rmod_4 = (C % G);
      int rdiv_3 = (C / G);
      int rdiv_4 = (((ax0_0 * 64) + (convert_int(get_local_id(0)))) / select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_4 <= 0)))))))));
      int rmod_5 = (C % G);
      int rdiv_5 = (C / G);
      int rmod_6 = (C % G);
      int rdiv_6 = (C / G);
      int rmod_7 = ((convert_int(get_group_id(0))) % G);
      int rdiv_7 = ((convert_int(get_group_id(0))) / G);
      int rmod_8 = ((convert_int(get_group_id(0))) % G);
      int rmod_9 = (C % G);
      int rdiv_8 = (C / G);
      int rmod_10 = (C % G);
      int rdiv_9 = (C / G);
      int rmod_11 = (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % select((rdiv_9 - 1), rdiv_9, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_10 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_10 <= 0)))))))));
      int rmod_12 = (C % G);
      int rdiv_10 = (C / G);
      int rmod_13 = (C % G);
      int rdiv_11 = (C / G);
      int rmod_14 = (C % G);
      int rdiv_12 = (C / G);
      int rmod_15 = (C % G);
      int rdiv_13 = (C / G);
      int rmod_16 = (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % select((rdiv_13 - 1), rdiv_13, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_15 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_15 <= 0)))))))));
      int rmod_17 = (C % G);
      int rdiv_14 = (C / G);
      int rdiv_15 = (((ax0_0 * 64) + (convert_int(get_local_id(0)))) / select((rdiv_14 - 1), rdiv_14, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_17 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_17 <= 0)))))))));
      int rmod_18 = (C % G);
      int rdiv_16 = (C / G);
      int rmod_19 = (C % G);
      int rdiv_17 = (C / G);
      int rmod_20 = ((convert_int(get_group_id(0))) % G);
      int rdiv_18 = ((convert_int(get_group_id(0))) / G);
      int rmod_21 = ((convert_int(get_group_id(0))) % G);
      int rmod_22 = (C % G);
      int rdiv_19 = (C / G);
      int rmod_23 = (C % G);
      int rdiv_20 = (C / G);
      int rmod_24 = (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % select((rdiv_20 - 1), rdiv_20, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_23 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_23 <= 0)))))))));
      int rmod_25 = (C % G);
      int rdiv_21 = (C / G);
      int rmod_26 = (C % G);
      int rdiv_22 = (C / G);
      int rmod_27 = (C % G);
      int rdiv_23 = (C / G);
      in_thread_gsq_local_ptr[0] = (in_thread_gsq_local_ptr[0] + ((X_ptr[((((select((rdiv_4 - 1), rdiv_4, (convert_int((((bool)(((bool)(select((rdiv_5 - 1), rdiv_5, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_5 <= 0)))))))) >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(select((rdiv_6 - 1), rdiv_6, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_6 <= 0)))))))) < 0)) && ((bool)(rmod_3 <= 0)))))))) + ((select((rdiv_7 - 1), rdiv_7, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_7 <= 0)))))))) * H) * W)) * C) + (select((rmod_8 + G), rmod_8, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_8 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_8 <= 0)))))))) * select((rdiv_8 - 1), rdiv_8, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_9 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_9 <= 0)))))))))) + select((rmod_11 + select((rdiv_10 - 1), rdiv_10, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_12 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_12 <= 0))))))))), rmod_11, (convert_int((((bool)(((bool)(select((rdiv_11 - 1), rdiv_11, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_13 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_13 <= 0)))))))) >= 0)) && ((bool)(rmod_11 >= 0)))) || ((bool)(((bool)(select((rdiv_12 - 1), rdiv_12, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_14 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_14 <= 0)))))))) < 0)) && ((bool)(rmod_11 <= 0)))))))))] - mean_ptr[(convert_int(get_group_id(0)))]) * (X_ptr[((((select((rdiv_15 - 1), rdiv_15, (convert_int((((bool)(((bool)(select((rdiv_16 - 1), rdiv_16, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_18 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_18 <= 0)))))))) >= 0)) && ((bool)(rmod_16 >= 0)))) || ((bool)(((bool)(select((rdiv_17 - 1), rdiv_17, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_19 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_19 <= 0)))))))) < 0)) && ((bool)(rmod_16 <= 0)))))))) + ((select((rdiv_18 - 1), rdiv_18, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_20 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_20 <= 0)))))))) * H) * W)) * C) + (select((rmod_21 + G), rmod_21, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_21 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_21 <= 0)))))))) * select((rdiv_19 - 1), rdiv_19, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_22 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_22 <= 0)))))))))) + select((rmod_24 + select((rdiv_21 - 1), rdiv_21, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_25 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_25 <= 0))))))))), rmod_24, (convert_int((((bool)(((bool)(select((rdiv_22 - 1), rdiv_22, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_26 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_26 <= 0)))))))) >= 0)) && ((bool)(rmod_24 >= 0)))) || ((bool)(((bool)(select((rdiv_23 - 1), rdiv_23, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_27 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_27 <= 0)))))))) < 0)) && ((bool)(rmod_24 <= 0)))))))))] - mean_ptr[(convert_int(get_group_id(0)))])));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_gsq_local_ptr[0];
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
    int rmod_28 = (C % G);
    int rdiv_24 = (C / G);
    rstd_ptr[(convert_int(get_group_id(0)))] = (1.000000e+00f / sqrt(((((volatile __local float*)red_buf0_ptr)[0] / (convert_float(((H * W) * select((rdiv_24 - 1), rdiv_24, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_28 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_28 <= 0)))))))))))) + eps)));
  }
}

// Function: l1_group_norm_kernel_2
__kernel void l1_group_norm_kernel(__global float* restrict X_ptr, __global float* restrict mean_ptr, int C, int G, int H, int N, int W);
__kernel void l1_group_norm_kernel_1(__global float* restrict X_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int C, int G, int H, int N, int W, float eps);
__kernel void l1_group_norm_kernel_2(__global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict beta_ptr, __global float* restrict gamma_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int C, int G, int H, int N, int W);
__kernel void l1_group_norm_kernel_2(__global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict beta_ptr, __global float* restrict gamma_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int C, int G, int H, int N, int W) {
  for (int b_i_j_ch_fused_1 = 0; b_i_j_ch_fused_1 < 4; ++b_i_j_ch_fused_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0)))) < (((N * H) * W) * C)) {
      int rmod = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
      int rdiv = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0)))) / ((H * W) * C));
      int rmod_1 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0)))) % C);
      int rmod_2 = (C % G);
      int rdiv_1 = (C / G);
      int rmod_3 = (select((rmod_1 + C), rmod_1, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_1 <= 0)))))))) % select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_2 <= 0)))))))));
      int rmod_4 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0)))) % C);
      int rmod_5 = (C % G);
      int rdiv_2 = (C / G);
      int rdiv_3 = (select((rmod_4 + C), rmod_4, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_4 <= 0)))))))) / select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_5 <= 0)))))))));
      int rmod_6 = (C % G);
      int rdiv_4 = (C / G);
      int rmod_7 = (C % G);
      int rdiv_5 = (C / G);
      int rmod_8 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
      int rdiv_6 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0)))) / ((H * W) * C));
      int rmod_9 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0)))) % C);
      int rmod_10 = (C % G);
      int rdiv_7 = (C / G);
      int rmod_11 = (select((rmod_9 + C), rmod_9, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_9 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_9 <= 0)))))))) % select((rdiv_7 - 1), rdiv_7, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_10 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_10 <= 0)))))))));
      int rmod_12 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0)))) % C);
      int rmod_13 = (C % G);
      int rdiv_8 = (C / G);
      int rdiv_9 = (select((rmod_12 + C), rmod_12, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_12 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_12 <= 0)))))))) / select((rdiv_8 - 1), rdiv_8, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_13 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_13 <= 0)))))))));
      int rmod_14 = (C % G);
      int rdiv_10 = (C / G);
      int rmod_15 = (C % G);
      int rdiv_11 = (C / G);
      int rmod_16 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0)))) % C);
      int rmod_17 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0)))) % C);
      Y_ptr[((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0))))] = ((((X_ptr[((((convert_int(get_group_id(0))) * 1024) + (b_i_j_ch_fused_1 * 256)) + (convert_int(get_local_id(0))))] - mean_ptr[((select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod <= 0)))))))) * G) + select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)(select((rdiv_4 - 1), rdiv_4, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_6 <= 0)))))))) >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(select((rdiv_5 - 1), rdiv_5, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_7 <= 0)))))))) < 0)) && ((bool)(rmod_3 <= 0)))))))))]) * rstd_ptr[((select((rdiv_6 - 1), rdiv_6, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod_8 >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod_8 <= 0)))))))) * G) + select((rdiv_9 - 1), rdiv_9, (convert_int((((bool)(((bool)(select((rdiv_10 - 1), rdiv_10, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_14 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_14 <= 0)))))))) >= 0)) && ((bool)(rmod_11 >= 0)))) || ((bool)(((bool)(select((rdiv_11 - 1), rdiv_11, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_15 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_15 <= 0)))))))) < 0)) && ((bool)(rmod_11 <= 0)))))))))]) * gamma_ptr[select((rmod_16 + C), rmod_16, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_16 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_16 <= 0))))))))]) + beta_ptr[select((rmod_17 + C), rmod_17, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_17 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_17 <= 0))))))))]);
    }
  }
}

