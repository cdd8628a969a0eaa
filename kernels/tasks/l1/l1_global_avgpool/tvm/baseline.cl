// Function: l1_global_avgpool_kernel
__kernel void l1_global_avgpool_kernel(__global float* restrict X_ptr, __global float* restrict Y_ptr, int C, int H, int N, int W);
__kernel void l1_global_avgpool_kernel(__global float* restrict X_ptr, __global float* restrict Y_ptr, int C, int H, int N, int W) {
  float in_thread_Y_ptr[1];
  __local float red_buf0_ptr[256];
  in_thread_Y_ptr[0] = 0.000000e+00f;
  for (int kh_kw_fused_0 = 0; kh_kw_fused_0 < (((H * W) + 63) >> 6); ++kh_kw_fused_0) {
    if (((bool)((((convert_int(get_group_id(0))) * 4) + (convert_int(get_local_id(1)))) < (N * C))) && ((bool)(((kh_kw_fused_0 * 64) + (convert_int(get_local_id(0)))) < (H * W)))) {
      int rmod = ((((convert_int(get_group_id(0))) * 4) + (convert_int(get_local_id(1)))) % C);
      int rdiv = ((((convert_int(get_group_id(0))) * 4) + (convert_int(get_local_id(1)))) / C);
      int rmod_1 = ((((convert_int(get_group_id(0))) * 4) + (convert_int(get_local_id(1)))) % C);
      in_thread_Y_ptr[0] = (in_thread_Y_ptr[0] + (X_ptr[(((((kh_kw_fused_0 * 64) + ((select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod <= 0)))))))) * H) * W)) + (convert_int(get_local_id(0)))) * C) + select((rmod_1 + C), rmod_1, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_1 <= 0)))))))))] * (1.000000e+00f / (convert_float((H * W))))));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(((convert_int(get_local_id(1))) * 64) + (convert_int(get_local_id(0))))] = in_thread_Y_ptr[0];
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
  if (((bool)((((convert_int(get_group_id(0))) * 4) + (convert_int(get_local_id(1)))) < (N * C))) && ((bool)((convert_int(get_local_id(0))) == 0))) {
    Y_ptr[(((convert_int(get_group_id(0))) * 4) + (convert_int(get_local_id(1))))] = ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(1))) * 64)];
  }
}

