// Function: l2_ctc_greedy_decode_kernel
__kernel void l2_ctc_greedy_decode_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_1(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_2(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict tokens_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_3(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict lengths_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_4(__global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, __global float* restrict work_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_5(__global uint* restrict frames_ptr, __global float* restrict score_ptr, __global float* restrict work_ptr, int B, int T);
__kernel void l2_ctc_greedy_decode_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, int B, int T, int V) {
  int in_thread_arg_v0_ptr[1];
  float in_thread_arg_v1_ptr[1];
  __local int red_buf0_ptr[256];
  __local float red_buf1_ptr[256];
  in_thread_arg_v0_ptr[0] = -1;
  in_thread_arg_v1_ptr[0] = -3.402823e+38f;
  for (int k_0 = 0; k_0 < ((V + 255) >> 8); ++k_0) {
    if (((k_0 * 256) + (convert_int(get_local_id(0)))) < V) {
      int condval;
      if (((bool)(logits_ptr[(((k_0 * 256) + ((convert_int(get_group_id(0))) * V)) + (convert_int(get_local_id(0))))] < in_thread_arg_v1_ptr[0])) || ((bool)(((bool)(in_thread_arg_v1_ptr[0] == logits_ptr[(((k_0 * 256) + ((convert_int(get_group_id(0))) * V)) + (convert_int(get_local_id(0))))])) && ((bool)(in_thread_arg_v0_ptr[0] < ((k_0 * 256) + (convert_int(get_local_id(0))))))))) {
        condval = in_thread_arg_v0_ptr[0];
      } else {
        condval = ((k_0 * 256) + (convert_int(get_local_id(0))));
      }
      int v_arg_v0 = condval;
      float condval_1;
      if (logits_ptr[(((k_0 * 256) + ((convert_int(get_group_id(0))) * V)) + (convert_int(get_local_id(0))))] < in_thread_arg_v1_ptr[0]) {
        condval_1 = in_thread_arg_v1_ptr[0];
      } else {
        condval_1 = logits_ptr[(((k_0 * 256) + ((convert_int(get_group_id(0))) * V)) + (convert_int(get_local_id(0))))];
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

// Function: l2_ctc_greedy_decode_kernel_1
__kernel void l2_ctc_greedy_decode_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_1(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_2(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict tokens_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_3(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict lengths_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_4(__global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, __global float* restrict work_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_5(__global uint* restrict frames_ptr, __global float* restrict score_ptr, __global float* restrict work_ptr, int B, int T);
__kernel void l2_ctc_greedy_decode_kernel_1(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V) {
  for (int j1 = 0; j1 < T; ++j1) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (B * T)) {
      if (j1 == 0) {
        work_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      float condval;
      if (j1 < (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % T)) {
        int condval_1;
        if (((bool)(((bool)(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + j1) % T) < (convert_int(frames_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) + (j1 / T))])))) && ((bool)(arg_v0_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + j1)] != (BLANK_LAST * (V - 1)))))) && ((bool)(((bool)(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + j1) % T) == 0)) || ((bool)(arg_v0_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + j1)] != arg_v0_ptr[max((int)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + j1) - 1), (int)0)]))))) {
          condval_1 = 1;
        } else {
          condval_1 = 0;
        }
        condval = (convert_float(condval_1));
      } else {
        condval = 0.000000e+00f;
      }
      work_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (work_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + condval);
    }
  }
}

// Function: l2_ctc_greedy_decode_kernel_2
__kernel void l2_ctc_greedy_decode_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_1(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_2(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict tokens_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_3(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict lengths_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_4(__global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, __global float* restrict work_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_5(__global uint* restrict frames_ptr, __global float* restrict score_ptr, __global float* restrict work_ptr, int B, int T);
__kernel void l2_ctc_greedy_decode_kernel_2(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict tokens_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V) {
  int tok_local_ptr[1];
  for (int ax0 = 0; ax0 < T; ++ax0) {
    if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) < B) {
      if (ax0 == 0) {
        tok_local_ptr[0] = 0;
      }
      int condval_1;
      if (((bool)(((bool)(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + ax0) % T) < (convert_int(frames_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) + (ax0 / T))])))) && ((bool)(arg_v0_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + ax0)] != (BLANK_LAST * (V - 1)))))) && ((bool)(((bool)(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + ax0) % T) == 0)) || ((bool)(arg_v0_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + ax0)] != arg_v0_ptr[max((int)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + ax0) - 1), (int)0)]))))) {
        condval_1 = 1;
      } else {
        condval_1 = 0;
      }
      int condval;
      if (((bool)(condval_1 == 1)) && ((bool)(work_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + ax0)] == (convert_float((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % T)))))) {
        condval = (arg_v0_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / T) * T) + ax0)] + 1);
      } else {
        condval = 0;
      }
      tok_local_ptr[0] = (tok_local_ptr[0] + condval);
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (B * T)) {
    uint condval_2;
    if (0 < tok_local_ptr[0]) {
      condval_2 = (convert_uint((tok_local_ptr[0] - 1)));
    } else {
      condval_2 = (uint)4294967295;
    }
    tokens_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval_2;
  }
}

// Function: l2_ctc_greedy_decode_kernel_3
__kernel void l2_ctc_greedy_decode_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_1(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_2(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict tokens_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_3(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict lengths_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_4(__global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, __global float* restrict work_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_5(__global uint* restrict frames_ptr, __global float* restrict score_ptr, __global float* restrict work_ptr, int B, int T);
__kernel void l2_ctc_greedy_decode_kernel_3(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict lengths_ptr, int B, int BLANK_LAST, int T, int V) {
  for (int j2 = 0; j2 < T; ++j2) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < B) {
      if (j2 == 0) {
        lengths_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (uint)0;
      }
      int condval;
      if (((bool)(((bool)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * T) + j2) % T) < (convert_int(frames_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))])))) && ((bool)(arg_v0_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * T) + j2)] != (BLANK_LAST * (V - 1)))))) && ((bool)(((bool)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * T) + j2) % T) == 0)) || ((bool)(arg_v0_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * T) + j2)] != arg_v0_ptr[max((int)(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * T) + j2) - 1), (int)0)]))))) {
        condval = 1;
      } else {
        condval = 0;
      }
      lengths_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (lengths_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + (convert_uint(condval)));
    }
  }
}

// Function: l2_ctc_greedy_decode_kernel_4
__kernel void l2_ctc_greedy_decode_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_1(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_2(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict tokens_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_3(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict lengths_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_4(__global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, __global float* restrict work_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_5(__global uint* restrict frames_ptr, __global float* restrict score_ptr, __global float* restrict work_ptr, int B, int T);
__kernel void l2_ctc_greedy_decode_kernel_4(__global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, __global float* restrict work_ptr, int B, int T, int V) {
  float in_thread_work_ptr[1];
  __local float red_buf0_ptr[256];
  in_thread_work_ptr[0] = 0.000000e+00f;
  for (int k2_0 = 0; k2_0 < ((V + 255) >> 8); ++k2_0) {
    if (((k2_0 * 256) + (convert_int(get_local_id(0)))) < V) {
      in_thread_work_ptr[0] = (in_thread_work_ptr[0] + exp((logits_ptr[(((k2_0 * 256) + ((convert_int(get_group_id(0))) * V)) + (convert_int(get_local_id(0))))] - arg_v1_ptr[(convert_int(get_group_id(0)))])));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_work_ptr[0];
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
    work_ptr[(convert_int(get_group_id(0)))] = ((volatile __local float*)red_buf0_ptr)[0];
  }
}

// Function: l2_ctc_greedy_decode_kernel_5
__kernel void l2_ctc_greedy_decode_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_1(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_2(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict tokens_ptr, __global float* restrict work_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_3(__global int* restrict arg_v0_ptr, __global uint* restrict frames_ptr, __global uint* restrict lengths_ptr, int B, int BLANK_LAST, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_4(__global float* restrict arg_v1_ptr, __global float* restrict logits_ptr, __global float* restrict work_ptr, int B, int T, int V);
__kernel void l2_ctc_greedy_decode_kernel_5(__global uint* restrict frames_ptr, __global float* restrict score_ptr, __global float* restrict work_ptr, int B, int T);
__kernel void l2_ctc_greedy_decode_kernel_5(__global uint* restrict frames_ptr, __global float* restrict score_ptr, __global float* restrict work_ptr, int B, int T) {
  for (int j4 = 0; j4 < T; ++j4) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < B) {
      if (j4 == 0) {
        score_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      float condval;
      if (j4 < (convert_int(frames_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))]))) {
        condval = (log(work_ptr[((((((convert_int(get_group_id(1))) * T) * 65536) + (((convert_int(get_group_id(0))) * T) * 256)) + ((convert_int(get_local_id(0))) * T)) + j4)]) * -1.000000e+00f);
      } else {
        condval = 0.000000e+00f;
      }
      score_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (score_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + condval);
    }
  }
}

