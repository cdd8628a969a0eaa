// Function: l1_nearest_neighbor_3d_kernel
__kernel void l1_nearest_neighbor_3d_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int M, int N);
__kernel void l1_nearest_neighbor_3d_kernel_1(__global int* restrict arg_v0_ptr, __global uint* restrict idx_ptr, int N);
__kernel void l1_nearest_neighbor_3d_kernel_2(__global float* restrict arg_v1_ptr, __global float* restrict d2_ptr, int N);
__kernel void l1_nearest_neighbor_3d_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int M, int N) {
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

// Function: l1_nearest_neighbor_3d_kernel_1
__kernel void l1_nearest_neighbor_3d_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int M, int N);
__kernel void l1_nearest_neighbor_3d_kernel_1(__global int* restrict arg_v0_ptr, __global uint* restrict idx_ptr, int N);
__kernel void l1_nearest_neighbor_3d_kernel_2(__global float* restrict arg_v1_ptr, __global float* restrict d2_ptr, int N);
__kernel void l1_nearest_neighbor_3d_kernel_1(__global int* restrict arg_v0_ptr, __global uint* restrict idx_ptr, int N) {
  for (int i_1 = 0; i_1 < 4; ++i_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0)))) < N) {
      idx_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))] = (convert_uint(arg_v0_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))]));
    }
  }
}

// Function: l1_nearest_neighbor_3d_kernel_2
__kernel void l1_nearest_neighbor_3d_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict src_ptr, __global float* restrict tgt_ptr, int M, int N);
__kernel void l1_nearest_neighbor_3d_kernel_1(__global int* restrict arg_v0_ptr, __global uint* restrict idx_ptr, int N);
__kernel void l1_nearest_neighbor_3d_kernel_2(__global float* restrict arg_v1_ptr, __global float* restrict d2_ptr, int N);
__kernel void l1_nearest_neighbor_3d_kernel_2(__global float* restrict arg_v1_ptr, __global float* restrict d2_ptr, int N) {
  for (int i_1 = 0; i_1 < 4; ++i_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0)))) < N) {
      d2_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))] = arg_v1_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))];
    }
  }
}

