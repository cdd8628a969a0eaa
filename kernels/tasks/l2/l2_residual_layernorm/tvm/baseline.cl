// Function: l2_residual_layernorm_kernel
__kernel void l2_residual_layernorm_kernel(__global float* restrict R_ptr, __global float* restrict X_ptr, __global float* restrict h_ptr, int D, int T);
__kernel void l2_residual_layernorm_kernel_1(__global float* restrict beta_ptr, __global float* restrict gamma_ptr, __global float* restrict h_ptr, __global float* restrict y_ptr, int D, int T, float eps);
__kernel void l2_residual_layernorm_kernel(__global float* restrict R_ptr, __global float* restrict X_ptr, __global float* restrict h_ptr, int D, int T) {
  for (int i_j_fused_1 = 0; i_j_fused_1 < 4; ++i_j_fused_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) < (T * D)) {
      h_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_j_fused_1 * 256)) + (convert_int(get_local_id(0))))] = (X_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_j_fused_1 * 256)) + (convert_int(get_local_id(0))))] + R_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_j_fused_1 * 256)) + (convert_int(get_local_id(0))))]);
    }
  }
}

// Function: l2_residual_layernorm_kernel_1
__kernel void l2_residual_layernorm_kernel(__global float* restrict R_ptr, __global float* restrict X_ptr, __global float* restrict h_ptr, int D, int T);
__kernel void l2_residual_layernorm_kernel_1(__global float* restrict beta_ptr, __global float* restrict gamma_ptr, __global float* restrict h_ptr, __global float* restrict y_ptr, int D, int T, float eps);
__kernel void l2_residual_layernorm_kernel_1(__global float* restrict beta_ptr, __global float* restrict gamma_ptr, __global float* restrict h_ptr, __global float* restrict y_ptr, int D, int T, float eps) {
  float in_thread_row_sum_shared_ptr[1];
  __local float red_buf0_ptr[256];
  __local float row_sum_shared_ptr[1];
  float in_thread_row_sq_shared_ptr[1];
  __local float red_buf0_ptr_1[256];
  __local float row_sq_shared_ptr[1];
  in_thread_row_sum_shared_ptr[0] = 0.000000e+00f;
  for (int ax0_0 = 0; ax0_0 < ((D + 255) >> 8); ++ax0_0) {
    if (((ax0_0 * 256) + (convert_int(get_local_id(0)))) < D) {
      in_thread_row_sum_shared_ptr[0] = (in_thread_row_sum_shared_ptr[0] + h_ptr[(((ax0_0 * 256) + ((convert_int(get_group_id(0))) * D)) + (convert_int(get_local_id(0))))]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_row_sum_shared_ptr[0];
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
    row_sum_shared_ptr[0] = ((volatile __local float*)red_buf0_ptr)[0];
  }
  in_thread_row_sq_shared_ptr[0] = 0.000000e+00f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int ax0_0_1 = 0; ax0_0_1 < ((D + 255) >> 8); ++ax0_0_1) {
    if (((ax0_0_1 * 256) + (convert_int(get_local_id(0)))) < D) {
      in_thread_row_sq_shared_ptr[0] = (in_thread_row_sq_shared_ptr[0] + ((h_ptr[(((ax0_0_1 * 256) + ((convert_int(get_group_id(0))) * D)) + (convert_int(get_local_id(0))))] - (row_sum_shared_ptr[0] / (convert_float(D)))) * (h_ptr[(((ax0_0_1 * 256) + ((convert_int(get_group_id(0))) * D)) + (convert_int(get_local_id(0))))] - (row_sum_shared_ptr[0] / (convert_float(D))))));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = in_thread_row_sq_shared_ptr[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 128) {
    ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_1)[((convert_int(get_local_id(0))) + 128)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 64) {
    ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr_1)[((convert_int(get_local_id(0))) + 64)]);
  }
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
    row_sq_shared_ptr[0] = ((volatile __local float*)red_buf0_ptr_1)[0];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j_0 = 0; j_0 < ((D + 255) >> 8); ++j_0) {
    if (((j_0 * 256) + (convert_int(get_local_id(0)))) < D) {
      y_ptr[(((j_0 * 256) + ((convert_int(get_group_id(0))) * D)) + (convert_int(get_local_id(0))))] = ((((h_ptr[(((j_0 * 256) + ((convert_int(get_group_id(0))) * D)) + (convert_int(get_local_id(0))))] - (row_sum_shared_ptr[0] / (convert_float(D)))) / sqrt(((row_sq_shared_ptr[0] / (convert_float(D))) + eps))) * gamma_ptr[((j_0 * 256) + (convert_int(get_local_id(0))))]) + beta_ptr[((j_0 * 256) + (convert_int(get_local_id(0))))]);
    }
  }
}

