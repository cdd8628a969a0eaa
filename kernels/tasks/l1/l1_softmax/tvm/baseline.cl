// Function: l1_softmax_kernel
__kernel void l1_softmax_kernel(__global float* restrict X_ptr, __global float* restrict Y_ptr, int C, int R);
__kernel void l1_softmax_kernel(__global float* restrict X_ptr, __global float* restrict Y_ptr, int C, int R) {
  float in_thread_row_max_shared_ptr[1];
  __local float red_buf0_ptr[256];
  __local float row_max_shared_ptr[1];
  float in_thread_row_sum_shared_ptr[1];
  __local float red_buf0_ptr_1[256];
  __local float row_sum_shared_ptr[1];
  in_thread_row_max_shared_ptr[0] = -3.402823e+38f;
  for (int ax0_0 = 0; ax0_0 < ((C + 255) >> 8); ++ax0_0) {
    if (((ax0_0 * 256) + (convert_int(get_local_id(0)))) < C) {
      in_thread_row_max_shared_ptr[0] = max((float)in_thread_row_max_shared_ptr[0], (float)X_ptr[(((ax0_0 * 256) + ((convert_int(get_group_id(0))) * C)) + (convert_int(get_local_id(0))))]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_row_max_shared_ptr[0];
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
    row_max_shared_ptr[0] = ((volatile __local float*)red_buf0_ptr)[0];
  }
  in_thread_row_sum_shared_ptr[0] = 0.000000e+00f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int ax0_0_1 = 0; ax0_0_1 < ((C + 255) >> 8); ++ax0_0_1) {
    if (((ax0_0_1 * 256) + (convert_int(get_local_id(0)))) < C) {
      in_thread_row_sum_shared_ptr[0] = (in_thread_row_sum_shared_ptr[0] + exp((X_ptr[(((ax0_0_1 * 256) + ((convert_int(get_group_id(0))) * C)) + (convert_int(get_local_id(0))))] - row_max_shared_ptr[0])));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr_1)[(convert_int(get_local_id(0)))] = in_thread_row_sum_shared_ptr[0];
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
    row_sum_shared_ptr[0] = ((volatile __local float*)red_buf0_ptr_1)[0];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int j_0 = 0; j_0 < ((C + 255) >> 8); ++j_0) {
    if (((j_0 * 256) + (convert_int(get_local_id(0)))) < C) {
      Y_ptr[(((j_0 * 256) + ((convert_int(get_group_id(0))) * C)) + (convert_int(get_local_id(0))))] = (exp((X_ptr[(((j_0 * 256) + ((convert_int(get_group_id(0))) * C)) + (convert_int(get_local_id(0))))] - row_max_shared_ptr[0])) / row_sum_shared_ptr[0]);
    }
  }
}

