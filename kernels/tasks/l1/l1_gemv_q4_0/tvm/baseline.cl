// Function: l1_gemv_q4_0_kernel
__kernel void l1_gemv_q4_0_kernel(__global uint* restrict Wq_ptr, __global float* restrict d_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int K, int M);
__kernel void l1_gemv_q4_0_kernel(__global uint* restrict Wq_ptr, __global float* restrict d_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int K, int M) {
  float in_thread_y_ptr[1];
  __local float red_buf0_ptr[256];
  in_thread_y_ptr[0] = 0.000000e+00f;
  for (int r_0 = 0; r_0 < ((K + 255) >> 8); ++r_0) {
    if (((r_0 * 256) + (convert_int(get_local_id(0)))) < K) {
      in_thread_y_ptr[0] = (in_thread_y_ptr[0] + ((((convert_float(((Wq_ptr[((((r_0 * 32) + (((convert_int(get_local_id(0))) >> 5) * 4)) + (((convert_int(get_local_id(0))) & 15) >> 2)) + ((convert_int(get_group_id(0))) * (K >> 3)))] >> (convert_uint(((((convert_int(get_local_id(0))) & 3) * 8) + ((((convert_int(get_local_id(0))) & 31) >> 4) * 4))))) & (uint)15))) - 8.000000e+00f) * d_ptr[(((r_0 * 8) + ((convert_int(get_local_id(0))) >> 5)) + ((convert_int(get_group_id(0))) * (K >> 5)))]) * x_ptr[((r_0 * 256) + (convert_int(get_local_id(0))))]));
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

