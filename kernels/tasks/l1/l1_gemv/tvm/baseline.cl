// Function: l1_gemv_kernel
__kernel void l1_gemv_kernel(__global float* restrict W_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int K, int M);
__kernel void l1_gemv_kernel(__global float* restrict W_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int K, int M) {
  float in_thread_y_ptr[1];
  __local float red_buf0_ptr[256];
  in_thread_y_ptr[0] = 0.000000e+00f;
  for (int k_0 = 0; k_0 < ((K + 63) >> 6); ++k_0) {
    if (((bool)((((convert_int(get_group_id(0))) * 4) + (convert_int(get_local_id(1)))) < M)) && ((bool)(((k_0 * 64) + (convert_int(get_local_id(0)))) < K))) {
      in_thread_y_ptr[0] = (in_thread_y_ptr[0] + (W_ptr[(((k_0 * 64) + ((((convert_int(get_group_id(0))) * 4) + (convert_int(get_local_id(1)))) * K)) + (convert_int(get_local_id(0))))] * x_ptr[((k_0 * 64) + (convert_int(get_local_id(0))))]));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] = in_thread_y_ptr[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 32) {
    ((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] = (((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] + ((volatile __local float*)red_buf0_ptr)[((((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0)))) + 32)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 16) {
    ((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] = (((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] + ((volatile __local float*)red_buf0_ptr)[((((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0)))) + 16)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 8) {
    ((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] = (((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] + ((volatile __local float*)red_buf0_ptr)[((((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0)))) + 8)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 4) {
    ((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] = (((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] + ((volatile __local float*)red_buf0_ptr)[((((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0)))) + 4)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 2) {
    ((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] = (((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] + ((volatile __local float*)red_buf0_ptr)[((((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0)))) + 2)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 1) {
    ((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] = (((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] + ((volatile __local float*)red_buf0_ptr)[((((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0)))) + 1)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (((bool)((((convert_int(get_group_id(0))) * 4) + (convert_int(get_local_id(1)))) < M)) && ((bool)((convert_int(get_local_id(0))) == 0))) {
    y_ptr[(((convert_int(get_group_id(0))) * 4) + (convert_int(get_local_id(1))))] = ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(1))) * 64)];
  }
}

