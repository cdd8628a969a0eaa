// Function: l1_row_sum_kernel
__kernel void l1_row_sum_kernel(__global float* restrict X_ptr, __global float* restrict y_ptr, int C, int R);
__kernel void l1_row_sum_kernel(__global float* restrict X_ptr, __global float* restrict y_ptr, int C, int R) {
  float in_thread_y_ptr[1];
  __local float red_buf0_ptr[256];
  in_thread_y_ptr[0] = 0.000000e+00f;
  for (int k_0 = 0; k_0 < ((C + 255) >> 8); ++k_0) {
    if (((k_0 * 256) + (convert_int(get_local_id(0)))) < C) {
      in_thread_y_ptr[0] = (in_thread_y_ptr[0] + X_ptr[(((k_0 * 256) + ((convert_int(get_group_id(0))) * C)) + (convert_int(get_local_id(0))))]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_y_ptr[0];
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
    y_ptr[(convert_int(get_group_id(0)))] = ((volatile __local float*)red_buf0_ptr)[0];
  }
}

