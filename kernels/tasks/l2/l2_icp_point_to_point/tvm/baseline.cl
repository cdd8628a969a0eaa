// Function: l2_icp_point_to_point_kernel
__kernel void l2_icp_point_to_point_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int M, int N);
__kernel void l2_icp_point_to_point_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict csum_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_2(__global float* restrict csum_ptr, __global float* restrict p_mean_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_3(__global float* restrict csum_ptr, __global float* restrict q_mean_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_4(__global float* restrict H_ptr, __global int* restrict arg_v0_ptr, __global float* restrict p_mean_ptr, __global float* restrict q_mean_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N);
__kernel void l2_icp_point_to_point_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int M, int N) {
  int in_thread_arg_v0_ptr[1];
  float in_thread_arg_v1_ptr[1];
  __local int red_buf0_ptr[256];
  __local float red_buf1_ptr[256];
  in_thread_arg_v0_ptr[0] = -1;
  in_thread_arg_v1_ptr[0] = 3.402823e+38f;
  for (int j_0 = 0; j_0 < ((M + 255) >> 8); ++j_0) {
    if (((j_0 * 256) + (convert_int(get_local_id(0)))) < M) {
      int condval;
      if (((bool)(in_thread_arg_v1_ptr[0] < ((((src_ptr[((convert_int(get_group_id(0))) * 3)] - tgt_ptr[((j_0 * 768) + ((convert_int(get_local_id(0))) * 3))]) * (src_ptr[((convert_int(get_group_id(0))) * 3)] - tgt_ptr[((j_0 * 768) + ((convert_int(get_local_id(0))) * 3))])) + ((src_ptr[(((convert_int(get_group_id(0))) * 3) + 1)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 1)]) * (src_ptr[(((convert_int(get_group_id(0))) * 3) + 1)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 1)]))) + ((src_ptr[(((convert_int(get_group_id(0))) * 3) + 2)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 2)]) * (src_ptr[(((convert_int(get_group_id(0))) * 3) + 2)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 2)]))))) || ((bool)(((bool)(in_thread_arg_v1_ptr[0] == ((((src_ptr[((convert_int(get_group_id(0))) * 3)] - tgt_ptr[((j_0 * 768) + ((convert_int(get_local_id(0))) * 3))]) * (src_ptr[((convert_int(get_group_id(0))) * 3)] - tgt_ptr[((j_0 * 768) + ((convert_int(get_local_id(0))) * 3))])) + ((src_ptr[(((convert_int(get_group_id(0))) * 3) + 1)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 1)]) * (src_ptr[(((convert_int(get_group_id(0))) * 3) + 1)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 1)]))) + ((src_ptr[(((convert_int(get_group_id(0))) * 3) + 2)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 2)]) * (src_ptr[(((convert_int(get_group_id(0))) * 3) + 2)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 2)]))))) && ((bool)(in_thread_arg_v0_ptr[0] < ((j_0 * 256) + (convert_int(get_local_id(0))))))))) {
        condval = in_thread_arg_v0_ptr[0];
      } else {
        condval = ((j_0 * 256) + (convert_int(get_local_id(0))));
      }
      int v_arg_v0 = condval;
      float condval_1;
      if (in_thread_arg_v1_ptr[0] < ((((src_ptr[((convert_int(get_group_id(0))) * 3)] - tgt_ptr[((j_0 * 768) + ((convert_int(get_local_id(0))) * 3))]) * (src_ptr[((convert_int(get_group_id(0))) * 3)] - tgt_ptr[((j_0 * 768) + ((convert_int(get_local_id(0))) * 3))])) + ((src_ptr[(((convert_int(get_group_id(0))) * 3) + 1)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 1)]) * (src_ptr[(((convert_int(get_group_id(0))) * 3) + 1)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 1)]))) + ((src_ptr[(((convert_int(get_group_id(0))) * 3) + 2)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 2)]) * (src_ptr[(((convert_int(get_group_id(0))) * 3) + 2)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 2)])))) {
        condval_1 = in_thread_arg_v1_ptr[0];
      } else {
        condval_1 = ((((src_ptr[((convert_int(get_group_id(0))) * 3)] - tgt_ptr[((j_0 * 768) + ((convert_int(get_local_id(0))) * 3))]) * (src_ptr[((convert_int(get_group_id(0))) * 3)] - tgt_ptr[((j_0 * 768) + ((convert_int(get_local_id(0))) * 3))])) + ((src_ptr[(((convert_int(get_group_id(0))) * 3) + 1)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 1)]) * (src_ptr[(((convert_int(get_group_id(0))) * 3) + 1)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 1)]))) + ((src_ptr[(((convert_int(get_group_id(0))) * 3) + 2)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 2)]) * (src_ptr[(((convert_int(get_group_id(0))) * 3) + 2)] - tgt_ptr[(((j_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + 2)])));
      }
      float v_arg_v1 = condval_1;
      in_thread_arg_v0_ptr[0] = v_arg_v0;
      in_thread_arg_v1_ptr[0] = v_arg_v1;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_arg_v0_ptr[0];
  ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = in_thread_arg_v1_ptr[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 128) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 128)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 128)])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 128)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 128)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 128)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 128)]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 64) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 64)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 64)])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 64)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 64)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 64)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 64)]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 32) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 32)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 32)])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 32)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 32)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 32)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 32)]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 16) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 16)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 16)])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 16)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 16)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 16)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 16)]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 8) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 8)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 8)])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 8)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 8)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 8)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 8)]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 4) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 4)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 4)])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 4)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 4)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 4)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 4)]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 2) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 2)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 2)])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 2)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 2)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 2)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 2)]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 1) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 1)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 1)])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 1)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 1)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 1)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 1)]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) == 0) {
    arg_v0_ptr[(convert_int(get_group_id(0)))] = ((volatile __local int*)red_buf0_ptr)[0];
    arg_v1_ptr[(convert_int(get_group_id(0)))] = ((volatile __local float*)red_buf1_ptr)[0];
  }
}

// Function: l2_icp_point_to_point_kernel_1
__kernel void l2_icp_point_to_point_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int M, int N);
__kernel void l2_icp_point_to_point_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict csum_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_2(__global float* restrict csum_ptr, __global float* restrict p_mean_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_3(__global float* restrict csum_ptr, __global float* restrict q_mean_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_4(__global float* restrict H_ptr, __global int* restrict arg_v0_ptr, __global float* restrict p_mean_ptr, __global float* restrict q_mean_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict csum_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N) {
  float in_thread_csum_ptr[1];
  __local float red_buf0_ptr[256];
  in_thread_csum_ptr[0] = 0.000000e+00f;
  for (int i1_0 = 0; i1_0 < ((N + 255) >> 8); ++i1_0) {
    if (((i1_0 * 256) + (convert_int(get_local_id(0)))) < N) {
      float condval;
      if ((convert_int(get_group_id(0))) < 3) {
        condval = src_ptr[(((i1_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + (convert_int(get_group_id(0))))];
      } else {
        condval = tgt_ptr[((arg_v0_ptr[((i1_0 * 256) + (convert_int(get_local_id(0))))] * 3) + max((int)((convert_int(get_group_id(0))) - 3), (int)0))];
      }
      in_thread_csum_ptr[0] = (in_thread_csum_ptr[0] + condval);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_csum_ptr[0];
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
    csum_ptr[(convert_int(get_group_id(0)))] = ((volatile __local float*)red_buf0_ptr)[0];
  }
}

// Function: l2_icp_point_to_point_kernel_2
__kernel void l2_icp_point_to_point_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int M, int N);
__kernel void l2_icp_point_to_point_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict csum_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_2(__global float* restrict csum_ptr, __global float* restrict p_mean_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_3(__global float* restrict csum_ptr, __global float* restrict q_mean_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_4(__global float* restrict H_ptr, __global int* restrict arg_v0_ptr, __global float* restrict p_mean_ptr, __global float* restrict q_mean_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_2(__global float* restrict csum_ptr, __global float* restrict p_mean_ptr, int N) {
  for (int c_1 = 0; c_1 < 4; ++c_1) {
    if (((c_1 * 256) + (convert_int(get_local_id(0)))) < 3) {
      p_mean_ptr[((c_1 * 256) + (convert_int(get_local_id(0))))] = (csum_ptr[((c_1 * 256) + (convert_int(get_local_id(0))))] / (convert_float(N)));
    }
  }
}

// Function: l2_icp_point_to_point_kernel_3
__kernel void l2_icp_point_to_point_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int M, int N);
__kernel void l2_icp_point_to_point_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict csum_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_2(__global float* restrict csum_ptr, __global float* restrict p_mean_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_3(__global float* restrict csum_ptr, __global float* restrict q_mean_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_4(__global float* restrict H_ptr, __global int* restrict arg_v0_ptr, __global float* restrict p_mean_ptr, __global float* restrict q_mean_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_3(__global float* restrict csum_ptr, __global float* restrict q_mean_ptr, int N) {
  for (int c_1 = 0; c_1 < 4; ++c_1) {
    if (((c_1 * 256) + (convert_int(get_local_id(0)))) < 3) {
      q_mean_ptr[((c_1 * 256) + (convert_int(get_local_id(0))))] = (csum_ptr[(((c_1 * 256) + (convert_int(get_local_id(0)))) + 3)] / (convert_float(N)));
    }
  }
}

// Function: l2_icp_point_to_point_kernel_4
__kernel void l2_icp_point_to_point_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int M, int N);
__kernel void l2_icp_point_to_point_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict csum_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_2(__global float* restrict csum_ptr, __global float* restrict p_mean_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_3(__global float* restrict csum_ptr, __global float* restrict q_mean_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_4(__global float* restrict H_ptr, __global int* restrict arg_v0_ptr, __global float* restrict p_mean_ptr, __global float* restrict q_mean_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N);
__kernel void l2_icp_point_to_point_kernel_4(__global float* restrict H_ptr, __global int* restrict arg_v0_ptr, __global float* restrict p_mean_ptr, __global float* restrict q_mean_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int N) {
  float in_thread_H_ptr[1];
  __local float red_buf0_ptr[256];
  in_thread_H_ptr[0] = 0.000000e+00f;
  for (int i2_0 = 0; i2_0 < ((N + 255) >> 8); ++i2_0) {
    if (((i2_0 * 256) + (convert_int(get_local_id(0)))) < N) {
      in_thread_H_ptr[0] = (in_thread_H_ptr[0] + (((src_ptr[(((i2_0 * 768) + ((convert_int(get_local_id(0))) * 3)) + ((convert_int(get_group_id(0))) / 3))] - p_mean_ptr[((convert_int(get_group_id(0))) / 3)]) * (tgt_ptr[((arg_v0_ptr[((i2_0 * 256) + (convert_int(get_local_id(0))))] * 3) + ((convert_int(get_group_id(0))) % 3))] - q_mean_ptr[((convert_int(get_group_id(0))) % 3)])) / (convert_float(N))));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_H_ptr[0];
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
    H_ptr[(convert_int(get_group_id(0)))] = ((volatile __local float*)red_buf0_ptr)[0];
  }
}

