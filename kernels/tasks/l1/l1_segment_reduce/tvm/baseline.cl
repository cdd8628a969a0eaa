// Function: l1_segment_reduce_kernel
__kernel void l1_segment_reduce_kernel(__global uint* restrict offsets_ptr, __global float* restrict seg_max_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_1(__global uint* restrict offsets_ptr, __global float* restrict seg_mean_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_2(__global float* restrict lse_sum_ptr, __global uint* restrict offsets_ptr, __global float* restrict seg_max_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_3(__global float* restrict lse_sum_ptr, __global uint* restrict offsets_ptr, __global float* restrict seg_lse_ptr, __global float* restrict seg_max_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel(__global uint* restrict offsets_ptr, __global float* restrict seg_max_ptr, __global float* restrict values_ptr, int D, int S) {
  if (((bool)((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) < S)) && ((bool)((((convert_int(get_group_id(0))) * 8) + (convert_int(get_local_id(0)))) < D))) {
    for (int j = 0; j < (((convert_int(offsets_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)])) + 1) - (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))); ++j) {
      if ((j + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) == (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) {
        seg_max_ptr[((((convert_int(get_group_id(0))) * 8) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))] = -3.402823e+38f;
      }
      float condval;
      if ((j + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) < (convert_int(offsets_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)]))) {
        condval = values_ptr[((((convert_int(get_group_id(0))) * 8) + ((j + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) * D)) + (convert_int(get_local_id(0))))];
      } else {
        float condval_1;
        if ((convert_int(offsets_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)])) == (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) {
          condval_1 = 0.000000e+00f;
        } else {
          condval_1 = -3.402823e+38f;
        }
        condval = condval_1;
      }
      seg_max_ptr[((((convert_int(get_group_id(0))) * 8) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))] = max((float)seg_max_ptr[((((convert_int(get_group_id(0))) * 8) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))], (float)condval);
    }
  }
}

// Function: l1_segment_reduce_kernel_1
__kernel void l1_segment_reduce_kernel(__global uint* restrict offsets_ptr, __global float* restrict seg_max_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_1(__global uint* restrict offsets_ptr, __global float* restrict seg_mean_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_2(__global float* restrict lse_sum_ptr, __global uint* restrict offsets_ptr, __global float* restrict seg_max_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_3(__global float* restrict lse_sum_ptr, __global uint* restrict offsets_ptr, __global float* restrict seg_lse_ptr, __global float* restrict seg_max_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_1(__global uint* restrict offsets_ptr, __global float* restrict seg_mean_ptr, __global float* restrict values_ptr, int D, int S) {
  if (((bool)((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) < S)) && ((bool)((((convert_int(get_group_id(0))) * 8) + (convert_int(get_local_id(0)))) < D))) {
    for (int j = 0; j < (((convert_int(offsets_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)])) + 1) - (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))); ++j) {
      if ((j + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) == (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) {
        seg_mean_ptr[((((convert_int(get_group_id(0))) * 8) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      float condval;
      if ((j + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) < (convert_int(offsets_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)]))) {
        condval = (values_ptr[((((convert_int(get_group_id(0))) * 8) + ((j + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) * D)) + (convert_int(get_local_id(0))))] / (convert_float(((convert_int(offsets_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)])) - (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))))));
      } else {
        condval = 0.000000e+00f;
      }
      seg_mean_ptr[((((convert_int(get_group_id(0))) * 8) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))] = (seg_mean_ptr[((((convert_int(get_group_id(0))) * 8) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))] + condval);
    }
  }
}

// Function: l1_segment_reduce_kernel_2
__kernel void l1_segment_reduce_kernel(__global uint* restrict offsets_ptr, __global float* restrict seg_max_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_1(__global uint* restrict offsets_ptr, __global float* restrict seg_mean_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_2(__global float* restrict lse_sum_ptr, __global uint* restrict offsets_ptr, __global float* restrict seg_max_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_3(__global float* restrict lse_sum_ptr, __global uint* restrict offsets_ptr, __global float* restrict seg_lse_ptr, __global float* restrict seg_max_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_2(__global float* restrict lse_sum_ptr, __global uint* restrict offsets_ptr, __global float* restrict seg_max_ptr, __global float* restrict values_ptr, int D, int S) {
  if (((bool)((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) < S)) && ((bool)((((convert_int(get_group_id(0))) * 8) + (convert_int(get_local_id(0)))) < D))) {
    for (int j = 0; j < (((convert_int(offsets_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)])) + 1) - (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))); ++j) {
      if ((j + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) == (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) {
        lse_sum_ptr[((((convert_int(get_group_id(0))) * 8) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      float condval;
      if ((j + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) < (convert_int(offsets_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)]))) {
        condval = exp((values_ptr[((((convert_int(get_group_id(0))) * 8) + ((j + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) * D)) + (convert_int(get_local_id(0))))] - seg_max_ptr[((((convert_int(get_group_id(0))) * 8) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))]));
      } else {
        condval = 0.000000e+00f;
      }
      lse_sum_ptr[((((convert_int(get_group_id(0))) * 8) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))] = (lse_sum_ptr[((((convert_int(get_group_id(0))) * 8) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))] + condval);
    }
  }
}

// Function: l1_segment_reduce_kernel_3
__kernel void l1_segment_reduce_kernel(__global uint* restrict offsets_ptr, __global float* restrict seg_max_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_1(__global uint* restrict offsets_ptr, __global float* restrict seg_mean_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_2(__global float* restrict lse_sum_ptr, __global uint* restrict offsets_ptr, __global float* restrict seg_max_ptr, __global float* restrict values_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_3(__global float* restrict lse_sum_ptr, __global uint* restrict offsets_ptr, __global float* restrict seg_lse_ptr, __global float* restrict seg_max_ptr, int D, int S);
__kernel void l1_segment_reduce_kernel_3(__global float* restrict lse_sum_ptr, __global uint* restrict offsets_ptr, __global float* restrict seg_lse_ptr, __global float* restrict seg_max_ptr, int D, int S) {
  for (int s_d_fused_1 = 0; s_d_fused_1 < 4; ++s_d_fused_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (s_d_fused_1 * 256)) + (convert_int(get_local_id(0)))) < (S * D)) {
      int rmod = (((((convert_int(get_group_id(0))) * 1024) + (s_d_fused_1 * 256)) + (convert_int(get_local_id(0)))) % D);
      int rdiv = (((((convert_int(get_group_id(0))) * 1024) + (s_d_fused_1 * 256)) + (convert_int(get_local_id(0)))) / D);
      int rmod_1 = (((((convert_int(get_group_id(0))) * 1024) + (s_d_fused_1 * 256)) + (convert_int(get_local_id(0)))) % D);
      int rdiv_1 = (((((convert_int(get_group_id(0))) * 1024) + (s_d_fused_1 * 256)) + (convert_int(get_local_id(0)))) / D);
      float condval;
      if ((convert_int(offsets_ptr[select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(D >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(D < 0)) && ((bool)(rmod <= 0))))))))])) < (convert_int(offsets_ptr[(select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(D >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(D < 0)) && ((bool)(rmod_1 <= 0)))))))) + 1)]))) {
        condval = (seg_max_ptr[((((convert_int(get_group_id(0))) * 1024) + (s_d_fused_1 * 256)) + (convert_int(get_local_id(0))))] + log(lse_sum_ptr[((((convert_int(get_group_id(0))) * 1024) + (s_d_fused_1 * 256)) + (convert_int(get_local_id(0))))]));
      } else {
        condval = 0.000000e+00f;
      }
      seg_lse_ptr[((((convert_int(get_group_id(0))) * 1024) + (s_d_fused_1 * 256)) + (convert_int(get_local_id(0))))] = condval;
    }
  }
}

