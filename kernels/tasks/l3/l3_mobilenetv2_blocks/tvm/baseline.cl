// Function: l3_mobilenetv2_blocks_kernel
__kernel void l3_mobilenetv2_blocks_kernel(__global float* restrict e0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_1(__global float* restrict e0_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_2(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_3(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_4(__global float* restrict e2_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_5(__global float* restrict e2_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int C2, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel(__global float* restrict e0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W) {
  float e0_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C, (int)1))) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C, (int)1))) == 0))) {
      if (ax0 == 0) {
        e0_acc_local_ptr[0] = 0.000000e+00f;
      }
      e0_acc_local_ptr[0] = (e0_acc_local_ptr[0] + (x_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C, (int)1)))) * max((int)C, (int)1)) + ax0)] * weights_ptr[(((ax0 * max((int)E, (int)1)) * max((int)C, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)E, (int)1) * max((int)C, (int)1))))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)W, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1))) {
    e0_ptr[((((convert_int(get_group_id(0))) * 256) + ((((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)E, (int)1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = min((float)max((float)(e0_acc_local_ptr[0] + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)E, (int)1) * max((int)C, (int)1))) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)))]), (float)0.000000e+00f), (float)6.000000e+00f);
  }
}

// Function: l3_mobilenetv2_blocks_kernel_1
__kernel void l3_mobilenetv2_blocks_kernel(__global float* restrict e0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_1(__global float* restrict e0_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_2(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_3(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_4(__global float* restrict e2_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_5(__global float* restrict e2_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int C2, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_1(__global float* restrict e0_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W) {
  float o0_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)E, (int)1) * max((int)C, (int)1)); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) == 0))) {
      if (ax0 == 0) {
        o0_acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % max((int)H, (int)1)))) && ((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) <= H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 2)))))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)))))) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) <= W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 2))))) {
        condval = e0_ptr[((((((((convert_int(get_group_id(1))) - 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval = 0.000000e+00f;
      }
      float condval_1;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % max((int)H, (int)1)))) && ((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) <= H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 2)))))) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 1))))) {
        condval_1 = e0_ptr[(((((((convert_int(get_group_id(1))) - 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_1 = 0.000000e+00f;
      }
      float condval_2;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % max((int)H, (int)1)))) && ((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) <= H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 2)))))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < W))) {
        condval_2 = e0_ptr[((((((((convert_int(get_group_id(1))) - 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_2 = 0.000000e+00f;
      }
      float condval_3;
      if (((bool)(((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 1)))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)))))) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) <= W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 2))))) {
        condval_3 = e0_ptr[(((((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_3 = 0.000000e+00f;
      }
      float condval_4;
      if (((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 1)))) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 1))))) {
        condval_4 = e0_ptr[((((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_4 = 0.000000e+00f;
      }
      float condval_5;
      if (((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 1)))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < W))) {
        condval_5 = e0_ptr[(((((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_5 = 0.000000e+00f;
      }
      float condval_6;
      if (((bool)(((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + 1) < H)) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)))))) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) <= W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 2))))) {
        condval_6 = e0_ptr[((((((((convert_int(get_group_id(1))) + 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_6 = 0.000000e+00f;
      }
      float condval_7;
      if (((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + 1) < H)) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 1))))) {
        condval_7 = e0_ptr[(((((((convert_int(get_group_id(1))) + 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_7 = 0.000000e+00f;
      }
      float condval_8;
      if (((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + 1) < H)) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < W))) {
        condval_8 = e0_ptr[((((((((convert_int(get_group_id(1))) + 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_8 = 0.000000e+00f;
      }
      o0_acc_local_ptr[0] = (o0_acc_local_ptr[0] + (min((float)max((float)(((((((((weights_ptr[((((max((int)E, (int)1) * max((int)C, (int)1)) * 10) + ax0) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)))] + (condval * weights_ptr[(ax0 + (((max((int)C, (int)1) + 1) * max((int)E, (int)1)) * max((int)C, (int)1)))])) + (condval_1 * weights_ptr[((((max((int)E, (int)1) * max((int)C, (int)1)) * 2) + ax0) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)))])) + (condval_2 * weights_ptr[((((max((int)E, (int)1) * max((int)C, (int)1)) * 3) + ax0) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)))])) + (condval_3 * weights_ptr[((((max((int)E, (int)1) * max((int)C, (int)1)) * 4) + ax0) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)))])) + (condval_4 * weights_ptr[((((max((int)E, (int)1) * max((int)C, (int)1)) * 5) + ax0) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)))])) + (condval_5 * weights_ptr[((((max((int)E, (int)1) * max((int)C, (int)1)) * 6) + ax0) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)))])) + (condval_6 * weights_ptr[((((max((int)E, (int)1) * max((int)C, (int)1)) * 7) + ax0) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)))])) + (condval_7 * weights_ptr[((((max((int)E, (int)1) * max((int)C, (int)1)) * 8) + ax0) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)))])) + (condval_8 * weights_ptr[((((max((int)E, (int)1) * max((int)C, (int)1)) * 9) + ax0) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)))])), (float)0.000000e+00f), (float)6.000000e+00f) * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 11) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1))) + (ax0 * max((int)C, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)C, (int)1))) {
    out0_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = ((o0_acc_local_ptr[0] + weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 11) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1))) + ((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1))) + ((max((int)E, (int)1) * max((int)C, (int)1)) * max((int)C, (int)1)))]) + x_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))]);
  }
}

// Function: l3_mobilenetv2_blocks_kernel_2
__kernel void l3_mobilenetv2_blocks_kernel(__global float* restrict e0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_1(__global float* restrict e0_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_2(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_3(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_4(__global float* restrict e2_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_5(__global float* restrict e2_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int C2, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_2(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W) {
  float e1_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C, (int)1))) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C, (int)1))) == 0))) {
      if (ax0 == 0) {
        e1_acc_local_ptr[0] = 0.000000e+00f;
      }
      e1_acc_local_ptr[0] = (e1_acc_local_ptr[0] + (out0_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C, (int)1)))) * max((int)C, (int)1)) + ax0)] * weights_ptr[((((((max((int)E, (int)1) * max((int)C, (int)1)) * 11) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 2)) + max((int)C, (int)1)) + ((ax0 * max((int)E, (int)1)) * max((int)C, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)E, (int)1) * max((int)C, (int)1))))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)W, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1))) {
    e1_ptr[((((convert_int(get_group_id(0))) * 256) + ((((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)E, (int)1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = min((float)max((float)(e1_acc_local_ptr[0] + weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 11) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)E, (int)1) * max((int)C, (int)1))))]), (float)0.000000e+00f), (float)6.000000e+00f);
  }
}

// Function: l3_mobilenetv2_blocks_kernel_3
__kernel void l3_mobilenetv2_blocks_kernel(__global float* restrict e0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_1(__global float* restrict e0_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_2(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_3(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_4(__global float* restrict e2_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_5(__global float* restrict e2_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int C2, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_3(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W) {
  float o1_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)E, (int)1) * max((int)C, (int)1)); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) == 0))) {
      if (ax0 == 0) {
        o1_acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % max((int)H, (int)1)))) && ((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) <= H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 2)))))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)))))) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) <= W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 2))))) {
        condval = e1_ptr[((((((((convert_int(get_group_id(1))) - 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval = 0.000000e+00f;
      }
      float condval_1;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % max((int)H, (int)1)))) && ((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) <= H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 2)))))) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 1))))) {
        condval_1 = e1_ptr[(((((((convert_int(get_group_id(1))) - 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_1 = 0.000000e+00f;
      }
      float condval_2;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % max((int)H, (int)1)))) && ((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) <= H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 2)))))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < W))) {
        condval_2 = e1_ptr[((((((((convert_int(get_group_id(1))) - 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_2 = 0.000000e+00f;
      }
      float condval_3;
      if (((bool)(((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 1)))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)))))) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) <= W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 2))))) {
        condval_3 = e1_ptr[(((((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_3 = 0.000000e+00f;
      }
      float condval_4;
      if (((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 1)))) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 1))))) {
        condval_4 = e1_ptr[((((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_4 = 0.000000e+00f;
      }
      float condval_5;
      if (((bool)(((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < H)) || ((bool)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) < 1)))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < W))) {
        condval_5 = e1_ptr[(((((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_5 = 0.000000e+00f;
      }
      float condval_6;
      if (((bool)(((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + 1) < H)) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)))))) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) <= W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 2))))) {
        condval_6 = e1_ptr[((((((((convert_int(get_group_id(1))) + 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_6 = 0.000000e+00f;
      }
      float condval_7;
      if (((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + 1) < H)) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < 1))))) {
        condval_7 = e1_ptr[(((((((convert_int(get_group_id(1))) + 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_7 = 0.000000e+00f;
      }
      float condval_8;
      if (((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + 1) < H)) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < W))) {
        condval_8 = e1_ptr[((((((((convert_int(get_group_id(1))) + 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_8 = 0.000000e+00f;
      }
      o1_acc_local_ptr[0] = (o1_acc_local_ptr[0] + (min((float)max((float)(((((((((weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 21) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ax0)] + (condval * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 12) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ax0)])) + (condval_1 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 13) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ax0)])) + (condval_2 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 14) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ax0)])) + (condval_3 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 15) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ax0)])) + (condval_4 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 16) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ax0)])) + (condval_5 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 17) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ax0)])) + (condval_6 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 18) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ax0)])) + (condval_7 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 19) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ax0)])) + (condval_8 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 20) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ax0)])), (float)0.000000e+00f), (float)6.000000e+00f) * weights_ptr[((((((max((int)E, (int)1) * max((int)C, (int)1)) * 22) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + (ax0 * max((int)C, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)C, (int)1))) {
    out1_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = ((o1_acc_local_ptr[0] + weights_ptr[((((((max((int)E, (int)1) * max((int)C, (int)1)) * 22) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 3)) + max((int)C, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1))) + ((max((int)E, (int)1) * max((int)C, (int)1)) * max((int)C, (int)1)))]) + out0_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))]);
  }
}

// Function: l3_mobilenetv2_blocks_kernel_4
__kernel void l3_mobilenetv2_blocks_kernel(__global float* restrict e0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_1(__global float* restrict e0_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_2(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_3(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_4(__global float* restrict e2_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_5(__global float* restrict e2_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int C2, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_4(__global float* restrict e2_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W) {
  float e2_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C, (int)1))) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C, (int)1))) == 0))) {
      if (ax0 == 0) {
        e2_acc_local_ptr[0] = 0.000000e+00f;
      }
      e2_acc_local_ptr[0] = (e2_acc_local_ptr[0] + (out1_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C, (int)1)))) * max((int)C, (int)1)) + ax0)] * weights_ptr[((((((max((int)E, (int)1) * max((int)C, (int)1)) * 22) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 4)) + (max((int)C, (int)1) * 2)) + ((ax0 * max((int)E, (int)1)) * max((int)C, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)E, (int)1) * max((int)C, (int)1))))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)W, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1))) {
    e2_ptr[((((convert_int(get_group_id(0))) * 256) + ((((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)E, (int)1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = min((float)max((float)(e2_acc_local_ptr[0] + weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 22) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)E, (int)1) * max((int)C, (int)1))))]), (float)0.000000e+00f), (float)6.000000e+00f);
  }
}

// Function: l3_mobilenetv2_blocks_kernel_5
__kernel void l3_mobilenetv2_blocks_kernel(__global float* restrict e0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_1(__global float* restrict e0_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_2(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_3(__global float* restrict e1_ptr, __global float* restrict out0_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_4(__global float* restrict e2_ptr, __global float* restrict out1_ptr, __global float* restrict weights_ptr, int C, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_5(__global float* restrict e2_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int C2, int E, int H, int N, int W);
__kernel void l3_mobilenetv2_blocks_kernel_5(__global float* restrict e2_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int C2, int E, int H, int N, int W) {
  float o2_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)E, (int)1) * max((int)C, (int)1)); ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) < ((max((int)W, (int)1) + 1) >> 1)) {
      if (ax0 == 0) {
        o2_acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)))) && ((bool)(((bool)((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) <= H)) || ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) < 1)))))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) <= W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) < 1))))) {
        condval = e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + ((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 1) >> 1)) * max((int)H, (int)1))) - 1) * max((int)W, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval = 0.000000e+00f;
      }
      float condval_1;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)))) && ((bool)(((bool)((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) <= H)) || ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) < 1)))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) < 1))))) {
        condval_1 = e2_ptr[(((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + ((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 1) >> 1)) * max((int)H, (int)1))) - 1) * max((int)W, (int)1))) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_1 = 0.000000e+00f;
      }
      float condval_2;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)))) && ((bool)(((bool)((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) <= H)) || ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) < 1)))))) && ((bool)(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + 1) < W))) {
        condval_2 = e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + ((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 1) >> 1)) * max((int)H, (int)1))) - 1) * max((int)W, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_2 = 0.000000e+00f;
      }
      float condval_3;
      if (((bool)(((bool)(((bool)((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) < H)) || ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) < 1)))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) <= W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) < 1))))) {
        condval_3 = e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + (((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 1) >> 1)) * max((int)H, (int)1))) * max((int)W, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_3 = 0.000000e+00f;
      }
      float condval_4;
      if (((bool)(((bool)((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) < H)) || ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) < 1)))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) < 1))))) {
        condval_4 = e2_ptr[(((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + (((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 1) >> 1)) * max((int)H, (int)1))) * max((int)W, (int)1))) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_4 = 0.000000e+00f;
      }
      float condval_5;
      if (((bool)(((bool)((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) < H)) || ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) < 1)))) && ((bool)(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + 1) < W))) {
        condval_5 = e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + (((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 1) >> 1)) * max((int)H, (int)1))) * max((int)W, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_5 = 0.000000e+00f;
      }
      float condval_6;
      if (((bool)(((bool)(((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + 1) < H)) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) <= W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) < 1))))) {
        condval_6 = e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + ((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 1) >> 1)) * max((int)H, (int)1))) + 1) * max((int)W, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_6 = 0.000000e+00f;
      }
      float condval_7;
      if (((bool)(((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + 1) < H)) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) < 1))))) {
        condval_7 = e2_ptr[(((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + ((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 1) >> 1)) * max((int)H, (int)1))) + 1) * max((int)W, (int)1))) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_7 = 0.000000e+00f;
      }
      float condval_8;
      if (((bool)(((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + 1) < H)) && ((bool)(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + 1) < W))) {
        condval_8 = e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + ((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 1) >> 1)) * max((int)H, (int)1))) + 1) * max((int)W, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_8 = 0.000000e+00f;
      }
      o2_acc_local_ptr[0] = (o2_acc_local_ptr[0] + (min((float)max((float)(((((((((weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 32) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ax0)] + (condval * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 23) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ax0)])) + (condval_1 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 24) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ax0)])) + (condval_2 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 25) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ax0)])) + (condval_3 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 26) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ax0)])) + (condval_4 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 27) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ax0)])) + (condval_5 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 28) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ax0)])) + (condval_6 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 29) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ax0)])) + (condval_7 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 30) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ax0)])) + (condval_8 * weights_ptr[(((((max((int)E, (int)1) * max((int)C, (int)1)) * 31) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ax0)])), (float)0.000000e+00f), (float)6.000000e+00f) * weights_ptr[((((((max((int)E, (int)1) * max((int)C, (int)1)) * 33) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + (ax0 * max((int)C2, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)W, (int)1) + 1) >> 1) * max((int)C2, (int)1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 1) >> 1)) * max((int)C2, (int)1))) + (convert_int(get_local_id(0))))] = (o2_acc_local_ptr[0] + weights_ptr[((((((max((int)E, (int)1) * max((int)C, (int)1)) * 33) + (((max((int)C, (int)1) * max((int)E, (int)1)) * max((int)C, (int)1)) * 5)) + (max((int)C, (int)1) * 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1))) + ((max((int)E, (int)1) * max((int)C, (int)1)) * max((int)C2, (int)1)))]);
  }
}

