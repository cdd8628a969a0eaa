// Function: l3_pose_heatmap_decode_kernel
__kernel void l3_pose_heatmap_decode_kernel(__global float* restrict feat_ptr, __global float* restrict hm_ptr, __global float* restrict weights_ptr, int C, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict hm_ptr, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_2(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict boxes_ptr, __global float* restrict hm_ptr, __global float* restrict preds_ptr, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_3(__global float* restrict arg_v1_ptr, __global float* restrict maxvals_ptr, int J, int N);
__kernel void l3_pose_heatmap_decode_kernel(__global float* restrict feat_ptr, __global float* restrict hm_ptr, __global float* restrict weights_ptr, int C, int H, int J, int N, int W) {
  float hacc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)W, (int)1)) < H)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)W, (int)1)) == 0))) {
      if (ax0 == 0) {
        hacc_local_ptr[0] = 0.000000e+00f;
      }
      hacc_local_ptr[0] = (hacc_local_ptr[0] + (feat_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) + ((((convert_int(get_group_id(1))) / max((int)J, (int)1)) * max((int)H, (int)1)) * max((int)W, (int)1))) * max((int)C, (int)1)) + ax0)] * weights_ptr[((ax0 * max((int)J, (int)1)) + ((convert_int(get_group_id(1))) % max((int)J, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)H, (int)1) * max((int)W, (int)1))) {
    hm_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)H, (int)1)) * max((int)W, (int)1))) + (convert_int(get_local_id(0))))] = (weights_ptr[(((convert_int(get_group_id(1))) % max((int)J, (int)1)) + (max((int)C, (int)1) * max((int)J, (int)1)))] + hacc_local_ptr[0]);
  }
}

// Function: l3_pose_heatmap_decode_kernel_1
__kernel void l3_pose_heatmap_decode_kernel(__global float* restrict feat_ptr, __global float* restrict hm_ptr, __global float* restrict weights_ptr, int C, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict hm_ptr, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_2(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict boxes_ptr, __global float* restrict hm_ptr, __global float* restrict preds_ptr, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_3(__global float* restrict arg_v1_ptr, __global float* restrict maxvals_ptr, int J, int N);
__kernel void l3_pose_heatmap_decode_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict hm_ptr, int H, int J, int N, int W) {
  int in_thread_arg_v0_ptr[1];
  float in_thread_arg_v1_ptr[1];
  __local int red_buf0_ptr[256];
  __local float red_buf1_ptr[256];
  in_thread_arg_v0_ptr[0] = -1;
  in_thread_arg_v1_ptr[0] = -3.402823e+38f;
  for (int k_0 = 0; k_0 < (((max((int)H, (int)1) * max((int)W, (int)1)) + 255) >> 8); ++k_0) {
    if (((k_0 * 256) + (convert_int(get_local_id(0)))) < (max((int)H, (int)1) * max((int)W, (int)1))) {
      int condval;
      if (((bool)(hm_ptr[(((k_0 * 256) + (((convert_int(get_group_id(0))) * max((int)H, (int)1)) * max((int)W, (int)1))) + (convert_int(get_local_id(0))))] < in_thread_arg_v1_ptr[0])) || ((bool)(((bool)(in_thread_arg_v1_ptr[0] == hm_ptr[(((k_0 * 256) + (((convert_int(get_group_id(0))) * max((int)H, (int)1)) * max((int)W, (int)1))) + (convert_int(get_local_id(0))))])) && ((bool)(in_thread_arg_v0_ptr[0] < ((k_0 * 256) + (convert_int(get_local_id(0))))))))) {
        condval = in_thread_arg_v0_ptr[0];
      } else {
        condval = ((k_0 * 256) + (convert_int(get_local_id(0))));
      }
      int v_arg_v0 = condval;
      float condval_1;
      if (hm_ptr[(((k_0 * 256) + (((convert_int(get_group_id(0))) * max((int)H, (int)1)) * max((int)W, (int)1))) + (convert_int(get_local_id(0))))] < in_thread_arg_v1_ptr[0]) {
        condval_1 = in_thread_arg_v1_ptr[0];
      } else {
        condval_1 = hm_ptr[(((k_0 * 256) + (((convert_int(get_group_id(0))) * max((int)H, (int)1)) * max((int)W, (int)1))) + (convert_int(get_local_id(0))))];
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
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 128)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 128)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 128)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 128)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 128)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 128)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 64) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 64)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 64)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 64)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 64)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 64)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 64)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 32) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 32)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 32)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 32)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 32)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 32)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 32)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 16) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 16)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 16)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 16)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 16)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 16)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 16)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 8) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 8)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 8)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 8)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 8)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 8)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 8)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 4) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 4)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 4)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 4)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 4)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 4)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 4)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 2) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 2)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 2)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 2)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 2)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 2)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 2)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 1) {
    ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 1)], ((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))], (convert_int((((bool)(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 1)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))])) || ((bool)(((bool)(((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] == ((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 1)])) && ((bool)(((volatile __local int*)red_buf0_ptr)[(convert_int(get_local_id(0)))] < ((volatile __local int*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 1)]))))))));
    ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))] = select(((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 1)], ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))], (convert_int((((volatile __local float*)red_buf1_ptr)[((convert_int(get_local_id(0))) + 1)] < ((volatile __local float*)red_buf1_ptr)[(convert_int(get_local_id(0)))]))));
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) == 0) {
    arg_v0_ptr[(convert_int(get_group_id(0)))] = ((volatile __local int*)red_buf0_ptr)[0];
    arg_v1_ptr[(convert_int(get_group_id(0)))] = ((volatile __local float*)red_buf1_ptr)[0];
  }
}

// Function: l3_pose_heatmap_decode_kernel_2
__kernel void l3_pose_heatmap_decode_kernel(__global float* restrict feat_ptr, __global float* restrict hm_ptr, __global float* restrict weights_ptr, int C, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict hm_ptr, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_2(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict boxes_ptr, __global float* restrict hm_ptr, __global float* restrict preds_ptr, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_3(__global float* restrict arg_v1_ptr, __global float* restrict maxvals_ptr, int J, int N);
__kernel void l3_pose_heatmap_decode_kernel_2(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict boxes_ptr, __global float* restrict hm_ptr, __global float* restrict preds_ptr, int H, int J, int N, int W) {
  for (int b_jj_axis_fused_1 = 0; b_jj_axis_fused_1 < 4; ++b_jj_axis_fused_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) < ((max((int)N, (int)1) * max((int)J, (int)1)) * 2)) {
      float condval;
      if (((convert_int(get_local_id(0))) % 2) == 0) {
        int condval_1;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_1 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
        } else {
          condval_1 = 0;
        }
        int condval_3;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_3 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
        } else {
          condval_3 = 0;
        }
        int condval_4;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_4 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
        } else {
          condval_4 = 0;
        }
        int condval_5;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_5 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
        } else {
          condval_5 = 0;
        }
        int condval_6;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_6 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
        } else {
          condval_6 = 0;
        }
        int condval_7;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_7 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
        } else {
          condval_7 = 0;
        }
        int condval_8;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_8 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
        } else {
          condval_8 = 0;
        }
        float condval_2;
        if (((bool)(((bool)(((bool)(1 < condval_3)) && ((bool)(((bool)((condval_4 + 1) < W)) || ((bool)(condval_5 < 0)))))) && ((bool)(1 < condval_6)))) && ((bool)(((bool)((condval_7 + 1) < H)) || ((bool)(condval_8 < 0))))) {
          int condval_10;
          if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
            condval_10 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
          } else {
            condval_10 = 0;
          }
          int condval_11;
          if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
            condval_11 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
          } else {
            condval_11 = 0;
          }
          int condval_12;
          if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
            condval_12 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
          } else {
            condval_12 = 0;
          }
          int condval_13;
          if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
            condval_13 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
          } else {
            condval_13 = 0;
          }
          float condval_9;
          if (0.000000e+00f < (hm_ptr[(min((int)(condval_10 + 1), (int)max((int)(W - 1), (int)0)) + ((((((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1))) * max((int)H, (int)1)) + condval_11) * max((int)W, (int)1)))] - hm_ptr[((((((((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1))) * max((int)H, (int)1)) + condval_12) * max((int)W, (int)1)) + condval_13) - 1)])) {
            condval_9 = 1.000000e+00f;
          } else {
            int condval_15;
            if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
              condval_15 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
            } else {
              condval_15 = 0;
            }
            int condval_16;
            if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
              condval_16 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
            } else {
              condval_16 = 0;
            }
            int condval_17;
            if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
              condval_17 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
            } else {
              condval_17 = 0;
            }
            int condval_18;
            if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
              condval_18 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
            } else {
              condval_18 = 0;
            }
            float condval_14;
            if ((hm_ptr[(min((int)(condval_15 + 1), (int)max((int)(W - 1), (int)0)) + ((((((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1))) * max((int)H, (int)1)) + condval_16) * max((int)W, (int)1)))] - hm_ptr[((((((((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1))) * max((int)H, (int)1)) + condval_17) * max((int)W, (int)1)) + condval_18) - 1)]) < 0.000000e+00f) {
              condval_14 = -1.000000e+00f;
            } else {
              condval_14 = 0.000000e+00f;
            }
            condval_9 = condval_14;
          }
          condval_2 = (2.500000e-01f * condval_9);
        } else {
          condval_2 = 0.000000e+00f;
        }
        condval = (boxes_ptr[((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * 4)] + ((((convert_float(condval_1)) + condval_2) - ((convert_float(max((int)W, (int)1))) * 5.000000e-01f)) * (boxes_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * 4) + 2)] / (convert_float(max((int)W, (int)1))))));
      } else {
        int condval_19;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_19 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
        } else {
          condval_19 = 0;
        }
        int condval_21;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_21 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
        } else {
          condval_21 = 0;
        }
        int condval_22;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_22 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
        } else {
          condval_22 = 0;
        }
        int condval_23;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_23 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
        } else {
          condval_23 = 0;
        }
        int condval_24;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_24 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
        } else {
          condval_24 = 0;
        }
        int condval_25;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_25 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
        } else {
          condval_25 = 0;
        }
        int condval_26;
        if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
          condval_26 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
        } else {
          condval_26 = 0;
        }
        float condval_20;
        if (((bool)(((bool)(((bool)(1 < condval_21)) && ((bool)(((bool)((condval_22 + 1) < W)) || ((bool)(condval_23 < 0)))))) && ((bool)(1 < condval_24)))) && ((bool)(((bool)((condval_25 + 1) < H)) || ((bool)(condval_26 < 0))))) {
          int condval_28;
          if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
            condval_28 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
          } else {
            condval_28 = 0;
          }
          int condval_29;
          if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
            condval_29 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
          } else {
            condval_29 = 0;
          }
          int condval_30;
          if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
            condval_30 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
          } else {
            condval_30 = 0;
          }
          int condval_31;
          if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
            condval_31 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
          } else {
            condval_31 = 0;
          }
          float condval_27;
          if (0.000000e+00f < (hm_ptr[(((min((int)(condval_28 + 1), (int)max((int)(H - 1), (int)0)) + ((((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1))) * max((int)H, (int)1))) * max((int)W, (int)1)) + condval_29)] - hm_ptr[((((((((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1))) * max((int)H, (int)1)) + condval_30) - 1) * max((int)W, (int)1)) + condval_31)])) {
            condval_27 = 1.000000e+00f;
          } else {
            int condval_33;
            if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
              condval_33 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
            } else {
              condval_33 = 0;
            }
            int condval_34;
            if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
              condval_34 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
            } else {
              condval_34 = 0;
            }
            int condval_35;
            if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
              condval_35 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] / max((int)W, (int)1)) + ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31));
            } else {
              condval_35 = 0;
            }
            int condval_36;
            if (0.000000e+00f < arg_v1_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))]) {
              condval_36 = ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) + (max((int)W, (int)1) & ((arg_v0_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)))] % max((int)W, (int)1)) >> 31)));
            } else {
              condval_36 = 0;
            }
            float condval_32;
            if ((hm_ptr[(((min((int)(condval_33 + 1), (int)max((int)(H - 1), (int)0)) + ((((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1))) * max((int)H, (int)1))) * max((int)W, (int)1)) + condval_34)] - hm_ptr[((((((((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) + ((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1))) * max((int)H, (int)1)) + condval_35) - 1) * max((int)W, (int)1)) + condval_36)]) < 0.000000e+00f) {
              condval_32 = -1.000000e+00f;
            } else {
              condval_32 = 0.000000e+00f;
            }
            condval_27 = condval_32;
          }
          condval_20 = (2.500000e-01f * condval_27);
        } else {
          condval_20 = 0.000000e+00f;
        }
        condval = (boxes_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * 4) + 1)] + ((((convert_float(condval_19)) + condval_20) - ((convert_float(max((int)H, (int)1))) * 5.000000e-01f)) * (boxes_ptr[(((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * 4) + 2)] / (convert_float(max((int)W, (int)1))))));
      }
      preds_ptr[(((((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (max((int)J, (int)1) * 2)) >> 1) * 2) + (((((((convert_int(get_group_id(0))) * 1024) + (b_jj_axis_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (max((int)J, (int)1) * 2)) * max((int)J, (int)1)) * 2)) + ((convert_int(get_local_id(0))) & 1))] = condval;
    }
  }
}

// Function: l3_pose_heatmap_decode_kernel_3
__kernel void l3_pose_heatmap_decode_kernel(__global float* restrict feat_ptr, __global float* restrict hm_ptr, __global float* restrict weights_ptr, int C, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict hm_ptr, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_2(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict boxes_ptr, __global float* restrict hm_ptr, __global float* restrict preds_ptr, int H, int J, int N, int W);
__kernel void l3_pose_heatmap_decode_kernel_3(__global float* restrict arg_v1_ptr, __global float* restrict maxvals_ptr, int J, int N);
__kernel void l3_pose_heatmap_decode_kernel_3(__global float* restrict arg_v1_ptr, __global float* restrict maxvals_ptr, int J, int N) {
  for (int b_jj_fused_1 = 0; b_jj_fused_1 < 4; ++b_jj_fused_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (b_jj_fused_1 * 256)) + (convert_int(get_local_id(0)))) < (max((int)N, (int)1) * max((int)J, (int)1))) {
      maxvals_ptr[((((convert_int(get_group_id(0))) * 1024) + (b_jj_fused_1 * 256)) + (convert_int(get_local_id(0))))] = arg_v1_ptr[((((convert_int(get_group_id(0))) * 1024) + (b_jj_fused_1 * 256)) + (convert_int(get_local_id(0))))];
    }
  }
}

