// Function: l3_mobilebert_ffn_stack_kernel
__kernel void l3_mobilebert_ffn_stack_kernel(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_1(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_2(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_3(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_4(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_5(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_6(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_7(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_8(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_9(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int S) {
  float p_in_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        p_in_local_ptr[0] = 0.000000e+00f;
      }
      p_in_local_ptr[0] = (p_in_local_ptr[0] + (x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0)] * weights_ptr[((((convert_int(get_group_id(0))) * 256) + (ax0 * max((int)B, (int)1))) + (convert_int(get_local_id(0))))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    ha_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)B, (int)1))) + (convert_int(get_local_id(0))))] = (((p_in_local_ptr[0] + weights_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1)))]) * (1.000000e+00f + weights_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) + ((max((int)D, (int)1) + 1) * max((int)B, (int)1)))])) + weights_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) + ((max((int)D, (int)1) + 2) * max((int)B, (int)1)))]);
  }
}

// Function: l3_mobilebert_ffn_stack_kernel_1
__kernel void l3_mobilebert_ffn_stack_kernel(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_1(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_2(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_3(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_4(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_5(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_6(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_7(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_8(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_9(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_1(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S) {
  float p1_0_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)B, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < I)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        p1_0_local_ptr[0] = 0.000000e+00f;
      }
      p1_0_local_ptr[0] = (p1_0_local_ptr[0] + (ha_ptr[(((convert_int(get_group_id(1))) * max((int)B, (int)1)) + ax0)] * weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (ax0 * max((int)I, (int)1))) + (convert_int(get_local_id(0)))) + ((max((int)D, (int)1) + 3) * max((int)B, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < I)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    mid_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)I, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(p1_0_local_ptr[0] + weights_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) + (((max((int)I, (int)1) + max((int)D, (int)1)) + 3) * max((int)B, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_mobilebert_ffn_stack_kernel_2
__kernel void l3_mobilebert_ffn_stack_kernel(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_1(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_2(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_3(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_4(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_5(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_6(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_7(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_8(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_9(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_2(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S) {
  float p2_0_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)I, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        p2_0_local_ptr[0] = 0.000000e+00f;
      }
      p2_0_local_ptr[0] = (p2_0_local_ptr[0] + (mid_ptr[(((convert_int(get_group_id(1))) * max((int)I, (int)1)) + ax0)] * weights_ptr[((((((convert_int(get_group_id(0))) * 256) + max((int)I, (int)1)) + (ax0 * max((int)B, (int)1))) + (convert_int(get_local_id(0)))) + (((max((int)D, (int)1) + max((int)I, (int)1)) + 3) * max((int)B, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    hb_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)B, (int)1))) + (convert_int(get_local_id(0))))] = ((((ha_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)B, (int)1))) + (convert_int(get_local_id(0))))] + p2_0_local_ptr[0]) + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + max((int)I, (int)1)) + (convert_int(get_local_id(0)))) + (((max((int)D, (int)1) + max((int)I, (int)1)) + 3) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))]) * (1.000000e+00f + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + max((int)I, (int)1)) + (convert_int(get_local_id(0)))) + (((max((int)D, (int)1) + max((int)I, (int)1)) + 4) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))])) + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + max((int)I, (int)1)) + (convert_int(get_local_id(0)))) + (((max((int)D, (int)1) + max((int)I, (int)1)) + 5) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))]);
  }
}

// Function: l3_mobilebert_ffn_stack_kernel_3
__kernel void l3_mobilebert_ffn_stack_kernel(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_1(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_2(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_3(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_4(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_5(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_6(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_7(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_8(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_9(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_3(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S) {
  float p1_1_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)B, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < I)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        p1_1_local_ptr[0] = 0.000000e+00f;
      }
      p1_1_local_ptr[0] = (p1_1_local_ptr[0] + (hb_ptr[(((convert_int(get_group_id(1))) * max((int)B, (int)1)) + ax0)] * weights_ptr[(((((((convert_int(get_group_id(0))) * 256) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 2)) + max((int)I, (int)1)) + (ax0 * max((int)I, (int)1))) + (convert_int(get_local_id(0)))) + ((max((int)D, (int)1) + 6) * max((int)B, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < I)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    mid_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)I, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(p1_1_local_ptr[0] + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 3)) + max((int)I, (int)1)) + (convert_int(get_local_id(0)))) + ((max((int)D, (int)1) + 6) * max((int)B, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_mobilebert_ffn_stack_kernel_4
__kernel void l3_mobilebert_ffn_stack_kernel(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_1(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_2(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_3(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_4(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_5(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_6(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_7(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_8(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_9(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_4(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S) {
  float p2_1_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)I, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        p2_1_local_ptr[0] = 0.000000e+00f;
      }
      p2_1_local_ptr[0] = (p2_1_local_ptr[0] + (mid_ptr[(((convert_int(get_group_id(1))) * max((int)I, (int)1)) + ax0)] * weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 6)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 3)) + (max((int)I, (int)1) * 2)) + (ax0 * max((int)B, (int)1))) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    ha_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)B, (int)1))) + (convert_int(get_local_id(0))))] = ((((hb_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)B, (int)1))) + (convert_int(get_local_id(0))))] + p2_1_local_ptr[0]) + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 6)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 3)) + (max((int)I, (int)1) * 2)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))]) * (1.000000e+00f + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 7)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 3)) + (max((int)I, (int)1) * 2)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))])) + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 8)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 3)) + (max((int)I, (int)1) * 2)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))]);
  }
}

// Function: l3_mobilebert_ffn_stack_kernel_5
__kernel void l3_mobilebert_ffn_stack_kernel(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_1(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_2(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_3(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_4(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_5(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_6(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_7(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_8(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_9(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_5(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S) {
  float p1_2_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)B, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < I)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        p1_2_local_ptr[0] = 0.000000e+00f;
      }
      p1_2_local_ptr[0] = (p1_2_local_ptr[0] + (ha_ptr[(((convert_int(get_group_id(1))) * max((int)B, (int)1)) + ax0)] * weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 9)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 4)) + (max((int)I, (int)1) * 2)) + (ax0 * max((int)I, (int)1))) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < I)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    mid_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)I, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(p1_2_local_ptr[0] + weights_ptr[(((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 9)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 5)) + (max((int)I, (int)1) * 2)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_mobilebert_ffn_stack_kernel_6
__kernel void l3_mobilebert_ffn_stack_kernel(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_1(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_2(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_3(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_4(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_5(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_6(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_7(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_8(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_9(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_6(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S) {
  float p2_2_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)I, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        p2_2_local_ptr[0] = 0.000000e+00f;
      }
      p2_2_local_ptr[0] = (p2_2_local_ptr[0] + (mid_ptr[(((convert_int(get_group_id(1))) * max((int)I, (int)1)) + ax0)] * weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 9)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 5)) + (max((int)I, (int)1) * 3)) + (ax0 * max((int)B, (int)1))) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    hb_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)B, (int)1))) + (convert_int(get_local_id(0))))] = ((((ha_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)B, (int)1))) + (convert_int(get_local_id(0))))] + p2_2_local_ptr[0]) + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 9)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 5)) + (max((int)I, (int)1) * 3)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))]) * (1.000000e+00f + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 10)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 5)) + (max((int)I, (int)1) * 3)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))])) + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 11)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 5)) + (max((int)I, (int)1) * 3)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))]);
  }
}

// Function: l3_mobilebert_ffn_stack_kernel_7
__kernel void l3_mobilebert_ffn_stack_kernel(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_1(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_2(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_3(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_4(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_5(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_6(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_7(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_8(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_9(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_7(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S) {
  float p1_3_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)B, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < I)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        p1_3_local_ptr[0] = 0.000000e+00f;
      }
      p1_3_local_ptr[0] = (p1_3_local_ptr[0] + (hb_ptr[(((convert_int(get_group_id(1))) * max((int)B, (int)1)) + ax0)] * weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 12)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 6)) + (max((int)I, (int)1) * 3)) + (ax0 * max((int)I, (int)1))) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < I)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    mid_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)I, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(p1_3_local_ptr[0] + weights_ptr[(((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 12)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 7)) + (max((int)I, (int)1) * 3)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_mobilebert_ffn_stack_kernel_8
__kernel void l3_mobilebert_ffn_stack_kernel(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_1(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_2(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_3(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_4(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_5(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_6(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_7(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_8(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_9(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_8(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S) {
  float p2_3_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)I, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        p2_3_local_ptr[0] = 0.000000e+00f;
      }
      p2_3_local_ptr[0] = (p2_3_local_ptr[0] + (mid_ptr[(((convert_int(get_group_id(1))) * max((int)I, (int)1)) + ax0)] * weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 12)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 7)) + (max((int)I, (int)1) * 4)) + (ax0 * max((int)B, (int)1))) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    ha_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)B, (int)1))) + (convert_int(get_local_id(0))))] = ((((hb_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)B, (int)1))) + (convert_int(get_local_id(0))))] + p2_3_local_ptr[0]) + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 12)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 7)) + (max((int)I, (int)1) * 4)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))]) * (1.000000e+00f + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 13)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 7)) + (max((int)I, (int)1) * 4)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))])) + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 14)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 7)) + (max((int)I, (int)1) * 4)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)I, (int)1) * max((int)B, (int)1)))]);
  }
}

// Function: l3_mobilebert_ffn_stack_kernel_9
__kernel void l3_mobilebert_ffn_stack_kernel(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int D, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_1(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_2(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_3(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_4(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_5(__global float* restrict ha_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_6(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_7(__global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_8(__global float* restrict ha_ptr, __global float* restrict hb_ptr, __global float* restrict mid_ptr, __global float* restrict weights_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_9(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int I, int S);
__kernel void l3_mobilebert_ffn_stack_kernel_9(__global float* restrict ha_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int D, int I, int S) {
  float p_out_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)B, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        p_out_local_ptr[0] = 0.000000e+00f;
      }
      p_out_local_ptr[0] = (p_out_local_ptr[0] + (ha_ptr[(((convert_int(get_group_id(1))) * max((int)B, (int)1)) + ax0)] * weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 15)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 8)) + (max((int)I, (int)1) * 4)) + (ax0 * max((int)D, (int)1))) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = ((((x_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] + p_out_local_ptr[0]) + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 15)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 8)) + (max((int)I, (int)1) * 4)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)B, (int)1) * max((int)D, (int)1)))]) * (1.000000e+00f + weights_ptr[(((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 15)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 8)) + (max((int)I, (int)1) * 4)) + max((int)D, (int)1)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)B, (int)1) * max((int)D, (int)1)))])) + weights_ptr[(((((((((convert_int(get_group_id(0))) * 256) + (max((int)B, (int)1) * 15)) + ((max((int)B, (int)1) * max((int)I, (int)1)) * 8)) + (max((int)I, (int)1) * 4)) + (max((int)D, (int)1) * 2)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)B, (int)1))) + (max((int)B, (int)1) * max((int)D, (int)1)))]);
  }
}

