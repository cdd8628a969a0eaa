// Function: l3_efficientnet_lite_stem_kernel
__kernel void l3_efficientnet_lite_stem_kernel(__global float* restrict a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C0, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_1(__global float* restrict a_ptr, __global float* restrict b_ptr, __global float* restrict weights_ptr, int C0, int C1, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_2(__global float* restrict b_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_3(__global float* restrict c_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_4(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_5(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel(__global float* restrict a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C0, int H, int N, int W) {
  float a_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < 3; ++ax2) {
        if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C0, (int)1)) < ((max((int)W, (int)1) + 1) >> 1)) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            a_acc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= (((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + ax0) - ((0 - ((max((int)H, (int)1) + 1) & 1)) >> 1)))) && ((bool)(((bool)((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + ax0) - ((0 - ((max((int)H, (int)1) + 1) & 1)) >> 1)) <= H)) || ((bool)((((ax0 - ((0 - ((max((int)H, (int)1) + 1) & 1)) >> 1)) >> 1) + ((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1))) < 1)))))) && ((bool)(1 <= (((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C0, (int)1)) * 2) + ax1) - ((0 - ((max((int)W, (int)1) + 1) & 1)) >> 1)))))) && ((bool)(((bool)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C0, (int)1)) * 2) + ax1) - ((0 - ((max((int)W, (int)1) + 1) & 1)) >> 1)) <= W)) || ((bool)((((ax1 - ((0 - ((max((int)W, (int)1) + 1) & 1)) >> 1)) >> 1) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C0, (int)1))) < 1))))) {
            condval = ((x_ptr[(((min((int)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C0, (int)1)) * 2) + ax1) - ((0 - ((max((int)W, (int)1) + 1) & 1)) >> 1)) - 1), (int)max((int)(W - 1), (int)0)) * 3) + (((min((int)((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + ax0) - ((0 - ((max((int)H, (int)1) + 1) & 1)) >> 1)) - 1), (int)max((int)(H - 1), (int)0)) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 1) >> 1)) * max((int)H, (int)1))) * max((int)W, (int)1)) * 3)) + ax2)] - 1.270000e+02f) / 1.280000e+02f);
          } else {
            condval = 0.000000e+00f;
          }
          a_acc_local_ptr[0] = (a_acc_local_ptr[0] + (condval * weights_ptr[(((((ax0 * 9) + (ax1 * 3)) + ax2) * max((int)C0, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C0, (int)1)))]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)W, (int)1) + 1) >> 1) * max((int)C0, (int)1))) {
    a_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 1) >> 1)) * max((int)C0, (int)1))) + (convert_int(get_local_id(0))))] = min((float)max((float)(a_acc_local_ptr[0] + weights_ptr[((max((int)C0, (int)1) * 27) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C0, (int)1)))]), (float)0.000000e+00f), (float)6.000000e+00f);
  }
}

// Function: l3_efficientnet_lite_stem_kernel_1
__kernel void l3_efficientnet_lite_stem_kernel(__global float* restrict a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C0, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_1(__global float* restrict a_ptr, __global float* restrict b_ptr, __global float* restrict weights_ptr, int C0, int C1, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_2(__global float* restrict b_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_3(__global float* restrict c_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_4(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_5(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_1(__global float* restrict a_ptr, __global float* restrict b_ptr, __global float* restrict weights_ptr, int C0, int C1, int H, int N, int W) {
  float b_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C0, (int)1); ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) < ((max((int)W, (int)1) + 1) >> 1)) {
      if (ax0 == 0) {
        b_acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) <= ((max((int)H, (int)1) + 1) >> 1))))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))))) {
        condval = a_ptr[(((((((convert_int(get_group_id(1))) - 1) * ((max((int)W, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))) - 1) * max((int)C0, (int)1)) + ax0)];
      } else {
        condval = 0.000000e+00f;
      }
      float condval_1;
      if (((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) <= ((max((int)H, (int)1) + 1) >> 1)))) {
        condval_1 = a_ptr[((((((convert_int(get_group_id(1))) - 1) * ((max((int)W, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))) * max((int)C0, (int)1)) + ax0)];
      } else {
        condval_1 = 0.000000e+00f;
      }
      float condval_2;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) <= ((max((int)H, (int)1) + 1) >> 1))))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) + 1) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval_2 = a_ptr[(((((((convert_int(get_group_id(1))) - 1) * ((max((int)W, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))) + 1) * max((int)C0, (int)1)) + ax0)];
      } else {
        condval_2 = 0.000000e+00f;
      }
      float condval_3;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) < ((max((int)H, (int)1) + 1) >> 1))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))))) {
        condval_3 = a_ptr[((((((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))) - 1) * max((int)C0, (int)1)) + ax0)];
      } else {
        condval_3 = 0.000000e+00f;
      }
      float condval_4;
      if (((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) < ((max((int)H, (int)1) + 1) >> 1)) {
        condval_4 = a_ptr[(((((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))) * max((int)C0, (int)1)) + ax0)];
      } else {
        condval_4 = 0.000000e+00f;
      }
      float condval_5;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) < ((max((int)H, (int)1) + 1) >> 1))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) + 1) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval_5 = a_ptr[((((((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))) + 1) * max((int)C0, (int)1)) + ax0)];
      } else {
        condval_5 = 0.000000e+00f;
      }
      float condval_6;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) + 1) < ((max((int)H, (int)1) + 1) >> 1))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))))) {
        condval_6 = a_ptr[(((((((convert_int(get_group_id(1))) + 1) * ((max((int)W, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))) - 1) * max((int)C0, (int)1)) + ax0)];
      } else {
        condval_6 = 0.000000e+00f;
      }
      float condval_7;
      if ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) + 1) < ((max((int)H, (int)1) + 1) >> 1)) {
        condval_7 = a_ptr[((((((convert_int(get_group_id(1))) + 1) * ((max((int)W, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))) * max((int)C0, (int)1)) + ax0)];
      } else {
        condval_7 = 0.000000e+00f;
      }
      float condval_8;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) + 1) < ((max((int)H, (int)1) + 1) >> 1))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) + 1) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval_8 = a_ptr[(((((((convert_int(get_group_id(1))) + 1) * ((max((int)W, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))) + 1) * max((int)C0, (int)1)) + ax0)];
      } else {
        condval_8 = 0.000000e+00f;
      }
      b_acc_local_ptr[0] = (b_acc_local_ptr[0] + (min((float)max((float)(((((((((weights_ptr[((max((int)C0, (int)1) * 37) + ax0)] + (condval * weights_ptr[((max((int)C0, (int)1) * 28) + ax0)])) + (condval_1 * weights_ptr[((max((int)C0, (int)1) * 29) + ax0)])) + (condval_2 * weights_ptr[((max((int)C0, (int)1) * 30) + ax0)])) + (condval_3 * weights_ptr[((max((int)C0, (int)1) * 31) + ax0)])) + (condval_4 * weights_ptr[((max((int)C0, (int)1) * 32) + ax0)])) + (condval_5 * weights_ptr[((max((int)C0, (int)1) * 33) + ax0)])) + (condval_6 * weights_ptr[((max((int)C0, (int)1) * 34) + ax0)])) + (condval_7 * weights_ptr[((max((int)C0, (int)1) * 35) + ax0)])) + (condval_8 * weights_ptr[((max((int)C0, (int)1) * 36) + ax0)])), (float)0.000000e+00f), (float)6.000000e+00f) * weights_ptr[(((max((int)C0, (int)1) * 38) + (ax0 * max((int)C1, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C1, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)W, (int)1) + 1) >> 1) * max((int)C1, (int)1))) {
    float condval_9;
    if (max((int)C0, (int)1) == max((int)C1, (int)1)) {
      condval_9 = a_ptr[(((((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))) * max((int)C0, (int)1)) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C1, (int)1)) % max((int)C0, (int)1)))];
    } else {
      condval_9 = 0.000000e+00f;
    }
    b_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 1) >> 1)) * max((int)C1, (int)1))) + (convert_int(get_local_id(0))))] = ((b_acc_local_ptr[0] + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C1, (int)1)) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1)))]) + condval_9);
  }
}

// Function: l3_efficientnet_lite_stem_kernel_2
__kernel void l3_efficientnet_lite_stem_kernel(__global float* restrict a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C0, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_1(__global float* restrict a_ptr, __global float* restrict b_ptr, __global float* restrict weights_ptr, int C0, int C1, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_2(__global float* restrict b_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_3(__global float* restrict c_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_4(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_5(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_2(__global float* restrict b_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int E, int H, int N, int W) {
  float e2_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C1, (int)1); ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C1, (int)1))) < ((max((int)W, (int)1) + 1) >> 1)) {
      if (ax0 == 0) {
        e2_acc_local_ptr[0] = 0.000000e+00f;
      }
      e2_acc_local_ptr[0] = (e2_acc_local_ptr[0] + (b_ptr[(((((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C1, (int)1)))) * max((int)C1, (int)1)) + ax0)] * weights_ptr[(((max((int)C1, (int)1) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + ((ax0 * max((int)E, (int)1)) * max((int)C1, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)E, (int)1) * max((int)C1, (int)1))))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((((max((int)W, (int)1) + 1) >> 1) * max((int)E, (int)1)) * max((int)C1, (int)1))) {
    e2_ptr[((((convert_int(get_group_id(0))) * 256) + ((((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 1) >> 1)) * max((int)E, (int)1)) * max((int)C1, (int)1))) + (convert_int(get_local_id(0))))] = min((float)max((float)(e2_acc_local_ptr[0] + weights_ptr[(((max((int)C1, (int)1) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)E, (int)1) * max((int)C1, (int)1)))) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + ((max((int)C1, (int)1) * max((int)E, (int)1)) * max((int)C1, (int)1)))]), (float)0.000000e+00f), (float)6.000000e+00f);
  }
}

// Function: l3_efficientnet_lite_stem_kernel_3
__kernel void l3_efficientnet_lite_stem_kernel(__global float* restrict a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C0, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_1(__global float* restrict a_ptr, __global float* restrict b_ptr, __global float* restrict weights_ptr, int C0, int C1, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_2(__global float* restrict b_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_3(__global float* restrict c_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_4(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_5(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_3(__global float* restrict c_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W) {
  float c_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)E, (int)1) * max((int)C1, (int)1)); ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) < ((max((int)W, (int)1) + 3) >> 2)) {
      if (ax0 == 0) {
        c_acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(((bool)(((bool)(0 <= ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)))) && ((bool)(((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)H, (int)1) + 1) >> 1))))) && ((bool)(0 <= ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)))))) && ((bool)(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval = e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + ((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 3) >> 2)) * ((max((int)H, (int)1) + 1) >> 1))) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) * ((max((int)W, (int)1) + 1) >> 1))) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) * max((int)E, (int)1)) * max((int)C1, (int)1)) + ax0)];
      } else {
        condval = 0.000000e+00f;
      }
      float condval_1;
      if (((bool)(((bool)(((bool)(0 <= ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)))) && ((bool)(((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)H, (int)1) + 1) >> 1))))) && ((bool)(-1 <= ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)))))) && ((bool)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + 1) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval_1 = e2_ptr[(((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + ((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 3) >> 2)) * ((max((int)H, (int)1) + 1) >> 1))) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) * ((max((int)W, (int)1) + 1) >> 1))) + 1) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) * max((int)E, (int)1)) * max((int)C1, (int)1)) + ax0)];
      } else {
        condval_1 = 0.000000e+00f;
      }
      float condval_2;
      if (((bool)(((bool)(((bool)(0 <= ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)))) && ((bool)(((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)H, (int)1) + 1) >> 1))))) && ((bool)(-2 <= ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)))))) && ((bool)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval_2 = e2_ptr[(((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + ((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 3) >> 2)) * ((max((int)H, (int)1) + 1) >> 1))) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) * ((max((int)W, (int)1) + 1) >> 1))) + 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) * max((int)E, (int)1)) * max((int)C1, (int)1)) + ax0)];
      } else {
        condval_2 = 0.000000e+00f;
      }
      float condval_3;
      if (((bool)(((bool)(((bool)(-1 <= ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)))) && ((bool)((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + 1) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)H, (int)1) + 1) >> 1))))) && ((bool)(0 <= ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)))))) && ((bool)(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval_3 = e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + (((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 3) >> 2)) * ((max((int)H, (int)1) + 1) >> 1))) + 1) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) * ((max((int)W, (int)1) + 1) >> 1))) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) * max((int)E, (int)1)) * max((int)C1, (int)1)) + ax0)];
      } else {
        condval_3 = 0.000000e+00f;
      }
      float condval_4;
      if (((bool)(((bool)(((bool)(-1 <= ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)))) && ((bool)((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + 1) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)H, (int)1) + 1) >> 1))))) && ((bool)(-1 <= ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)))))) && ((bool)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + 1) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval_4 = e2_ptr[(((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + (((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 3) >> 2)) * ((max((int)H, (int)1) + 1) >> 1))) + 1) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) * ((max((int)W, (int)1) + 1) >> 1))) + 1) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) * max((int)E, (int)1)) * max((int)C1, (int)1)) + ax0)];
      } else {
        condval_4 = 0.000000e+00f;
      }
      float condval_5;
      if (((bool)(((bool)(((bool)(-1 <= ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)))) && ((bool)((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + 1) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)H, (int)1) + 1) >> 1))))) && ((bool)(-2 <= ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)))))) && ((bool)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval_5 = e2_ptr[(((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + (((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 3) >> 2)) * ((max((int)H, (int)1) + 1) >> 1))) + 1) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) * ((max((int)W, (int)1) + 1) >> 1))) + 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) * max((int)E, (int)1)) * max((int)C1, (int)1)) + ax0)];
      } else {
        condval_5 = 0.000000e+00f;
      }
      float condval_6;
      if (((bool)(((bool)(((bool)(-2 <= ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)))) && ((bool)((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)H, (int)1) + 1) >> 1))))) && ((bool)(0 <= ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)))))) && ((bool)(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval_6 = e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + (((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 3) >> 2)) * ((max((int)H, (int)1) + 1) >> 1))) + 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) * ((max((int)W, (int)1) + 1) >> 1))) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) * max((int)E, (int)1)) * max((int)C1, (int)1)) + ax0)];
      } else {
        condval_6 = 0.000000e+00f;
      }
      float condval_7;
      if (((bool)(((bool)(((bool)(-2 <= ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)))) && ((bool)((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)H, (int)1) + 1) >> 1))))) && ((bool)(-1 <= ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)))))) && ((bool)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + 1) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval_7 = e2_ptr[(((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + (((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 3) >> 2)) * ((max((int)H, (int)1) + 1) >> 1))) + 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) * ((max((int)W, (int)1) + 1) >> 1))) + 1) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) * max((int)E, (int)1)) * max((int)C1, (int)1)) + ax0)];
      } else {
        condval_7 = 0.000000e+00f;
      }
      float condval_8;
      if (((bool)(((bool)(((bool)(-2 <= ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)))) && ((bool)((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)H, (int)1) + 1) >> 1))))) && ((bool)(-2 <= ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)))))) && ((bool)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) < ((max((int)W, (int)1) + 1) >> 1)))) {
        condval_8 = e2_ptr[(((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) * 2) + (((((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 3) >> 2)) * ((max((int)H, (int)1) + 1) >> 1))) + 2) - (max((int)(((((max((int)H, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)H, (int)1) + 1) >> 1)), (int)0) >> 1)) * ((max((int)W, (int)1) + 1) >> 1))) + 2) - (max((int)(((((max((int)W, (int)1) + 3) >> 2) * 2) + 1) - ((max((int)W, (int)1) + 1) >> 1)), (int)0) >> 1)) * max((int)E, (int)1)) * max((int)C1, (int)1)) + ax0)];
      } else {
        condval_8 = 0.000000e+00f;
      }
      c_acc_local_ptr[0] = (c_acc_local_ptr[0] + (min((float)max((float)(((((((((weights_ptr[((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * 9)) + max((int)C1, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + (((max((int)C1, (int)1) + 1) * max((int)E, (int)1)) * max((int)C1, (int)1)))] + (condval * weights_ptr[(((max((int)C1, (int)1) + ax0) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + (((max((int)C1, (int)1) + 1) * max((int)E, (int)1)) * max((int)C1, (int)1)))])) + (condval_1 * weights_ptr[((((max((int)C1, (int)1) + ax0) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + (((max((int)C1, (int)1) + 1) * max((int)E, (int)1)) * max((int)C1, (int)1))) + (max((int)E, (int)1) * max((int)C1, (int)1)))])) + (condval_2 * weights_ptr[((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * 2)) + max((int)C1, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + (((max((int)C1, (int)1) + 1) * max((int)E, (int)1)) * max((int)C1, (int)1)))])) + (condval_3 * weights_ptr[((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * 3)) + max((int)C1, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + (((max((int)C1, (int)1) + 1) * max((int)E, (int)1)) * max((int)C1, (int)1)))])) + (condval_4 * weights_ptr[((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * 4)) + max((int)C1, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + (((max((int)C1, (int)1) + 1) * max((int)E, (int)1)) * max((int)C1, (int)1)))])) + (condval_5 * weights_ptr[((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * 5)) + max((int)C1, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + (((max((int)C1, (int)1) + 1) * max((int)E, (int)1)) * max((int)C1, (int)1)))])) + (condval_6 * weights_ptr[((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * 6)) + max((int)C1, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + (((max((int)C1, (int)1) + 1) * max((int)E, (int)1)) * max((int)C1, (int)1)))])) + (condval_7 * weights_ptr[((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * 7)) + max((int)C1, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + (((max((int)C1, (int)1) + 1) * max((int)E, (int)1)) * max((int)C1, (int)1)))])) + (condval_8 * weights_ptr[((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * 8)) + max((int)C1, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + (((max((int)C1, (int)1) + 1) * max((int)E, (int)1)) * max((int)C1, (int)1)))])), (float)0.000000e+00f), (float)6.000000e+00f) * weights_ptr[((((max((int)C1, (int)1) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + (((max((int)C1, (int)1) + 11) * max((int)E, (int)1)) * max((int)C1, (int)1))) + (ax0 * max((int)C2, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)W, (int)1) + 3) >> 2) * max((int)C2, (int)1))) {
    c_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 3) >> 2)) * max((int)C2, (int)1))) + (convert_int(get_local_id(0))))] = (c_acc_local_ptr[0] + weights_ptr[(((max((int)C1, (int)1) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1))) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + ((((max((int)C1, (int)1) + max((int)C2, (int)1)) + 11) * max((int)E, (int)1)) * max((int)C1, (int)1)))]);
  }
}

// Function: l3_efficientnet_lite_stem_kernel_4
__kernel void l3_efficientnet_lite_stem_kernel(__global float* restrict a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C0, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_1(__global float* restrict a_ptr, __global float* restrict b_ptr, __global float* restrict weights_ptr, int C0, int C1, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_2(__global float* restrict b_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_3(__global float* restrict c_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_4(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_5(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_4(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W) {
  float e3_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C2, (int)1); ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C2, (int)1))) < ((max((int)W, (int)1) + 3) >> 2)) {
      if (ax0 == 0) {
        e3_acc_local_ptr[0] = 0.000000e+00f;
      }
      e3_acc_local_ptr[0] = (e3_acc_local_ptr[0] + (c_ptr[(((((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 3) >> 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)E, (int)1) * max((int)C2, (int)1)))) * max((int)C2, (int)1)) + ax0)] * weights_ptr[(((((max((int)C2, (int)1) + max((int)C1, (int)1)) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + ((ax0 * max((int)E, (int)1)) * max((int)C2, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)E, (int)1) * max((int)C2, (int)1))))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((((max((int)W, (int)1) + 3) >> 2) * max((int)E, (int)1)) * max((int)C2, (int)1))) {
    e3_ptr[((((convert_int(get_group_id(0))) * 256) + ((((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 3) >> 2)) * max((int)E, (int)1)) * max((int)C2, (int)1))) + (convert_int(get_local_id(0))))] = min((float)max((float)(e3_acc_local_ptr[0] + weights_ptr[(((((max((int)C1, (int)1) + max((int)C2, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)E, (int)1) * max((int)C2, (int)1)))) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + ((max((int)C2, (int)1) * max((int)E, (int)1)) * max((int)C2, (int)1)))]), (float)0.000000e+00f), (float)6.000000e+00f);
  }
}

// Function: l3_efficientnet_lite_stem_kernel_5
__kernel void l3_efficientnet_lite_stem_kernel(__global float* restrict a_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C0, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_1(__global float* restrict a_ptr, __global float* restrict b_ptr, __global float* restrict weights_ptr, int C0, int C1, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_2(__global float* restrict b_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_3(__global float* restrict c_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_4(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_5(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C0, int C1, int C2, int E, int H, int N, int W);
__kernel void l3_efficientnet_lite_stem_kernel_5(__global float* restrict c_ptr, __global float* restrict e3_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C0, int C1, int C2, int E, int H, int N, int W) {
  float y_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)E, (int)1) * max((int)C2, (int)1)); ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) < ((max((int)W, (int)1) + 3) >> 2)) {
      if (ax0 == 0) {
        y_acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) <= ((max((int)H, (int)1) + 3) >> 2))))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))))) {
        condval = e3_ptr[((((((((convert_int(get_group_id(1))) - 1) * ((max((int)W, (int)1) + 3) >> 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C2, (int)1)) + ax0)];
      } else {
        condval = 0.000000e+00f;
      }
      float condval_1;
      if (((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) <= ((max((int)H, (int)1) + 3) >> 2)))) {
        condval_1 = e3_ptr[(((((((convert_int(get_group_id(1))) - 1) * ((max((int)W, (int)1) + 3) >> 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) * max((int)E, (int)1)) * max((int)C2, (int)1)) + ax0)];
      } else {
        condval_1 = 0.000000e+00f;
      }
      float condval_2;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) <= ((max((int)H, (int)1) + 3) >> 2))))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) + 1) < ((max((int)W, (int)1) + 3) >> 2)))) {
        condval_2 = e3_ptr[((((((((convert_int(get_group_id(1))) - 1) * ((max((int)W, (int)1) + 3) >> 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)) + ax0)];
      } else {
        condval_2 = 0.000000e+00f;
      }
      float condval_3;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) < ((max((int)H, (int)1) + 3) >> 2))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))))) {
        condval_3 = e3_ptr[(((((((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 3) >> 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C2, (int)1)) + ax0)];
      } else {
        condval_3 = 0.000000e+00f;
      }
      float condval_4;
      if (((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) < ((max((int)H, (int)1) + 3) >> 2)) {
        condval_4 = e3_ptr[((((((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 3) >> 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) * max((int)E, (int)1)) * max((int)C2, (int)1)) + ax0)];
      } else {
        condval_4 = 0.000000e+00f;
      }
      float condval_5;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) < ((max((int)H, (int)1) + 3) >> 2))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) + 1) < ((max((int)W, (int)1) + 3) >> 2)))) {
        condval_5 = e3_ptr[(((((((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 3) >> 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)) + ax0)];
      } else {
        condval_5 = 0.000000e+00f;
      }
      float condval_6;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) + 1) < ((max((int)H, (int)1) + 3) >> 2))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))))) {
        condval_6 = e3_ptr[((((((((convert_int(get_group_id(1))) + 1) * ((max((int)W, (int)1) + 3) >> 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) - 1) * max((int)E, (int)1)) * max((int)C2, (int)1)) + ax0)];
      } else {
        condval_6 = 0.000000e+00f;
      }
      float condval_7;
      if ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) + 1) < ((max((int)H, (int)1) + 3) >> 2)) {
        condval_7 = e3_ptr[(((((((convert_int(get_group_id(1))) + 1) * ((max((int)W, (int)1) + 3) >> 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) * max((int)E, (int)1)) * max((int)C2, (int)1)) + ax0)];
      } else {
        condval_7 = 0.000000e+00f;
      }
      float condval_8;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 3) >> 2)) + 1) < ((max((int)H, (int)1) + 3) >> 2))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) + 1) < ((max((int)W, (int)1) + 3) >> 2)))) {
        condval_8 = e3_ptr[((((((((convert_int(get_group_id(1))) + 1) * ((max((int)W, (int)1) + 3) >> 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)) + ax0)];
      } else {
        condval_8 = 0.000000e+00f;
      }
      y_acc_local_ptr[0] = (y_acc_local_ptr[0] + (min((float)max((float)(((((((((weights_ptr[((((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C2, (int)1)) * 9)) + max((int)C1, (int)1)) + max((int)C2, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + (((max((int)C2, (int)1) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)))] + (condval * weights_ptr[(((((max((int)C1, (int)1) + max((int)C2, (int)1)) + ax0) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + (((max((int)C2, (int)1) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)))])) + (condval_1 * weights_ptr[((((((max((int)C1, (int)1) + max((int)C2, (int)1)) + ax0) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + (((max((int)C2, (int)1) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1))) + (max((int)E, (int)1) * max((int)C2, (int)1)))])) + (condval_2 * weights_ptr[((((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C2, (int)1)) * 2)) + max((int)C1, (int)1)) + max((int)C2, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + (((max((int)C2, (int)1) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)))])) + (condval_3 * weights_ptr[((((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C2, (int)1)) * 3)) + max((int)C1, (int)1)) + max((int)C2, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + (((max((int)C2, (int)1) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)))])) + (condval_4 * weights_ptr[((((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C2, (int)1)) * 4)) + max((int)C1, (int)1)) + max((int)C2, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + (((max((int)C2, (int)1) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)))])) + (condval_5 * weights_ptr[((((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C2, (int)1)) * 5)) + max((int)C1, (int)1)) + max((int)C2, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + (((max((int)C2, (int)1) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)))])) + (condval_6 * weights_ptr[((((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C2, (int)1)) * 6)) + max((int)C1, (int)1)) + max((int)C2, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + (((max((int)C2, (int)1) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)))])) + (condval_7 * weights_ptr[((((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C2, (int)1)) * 7)) + max((int)C1, (int)1)) + max((int)C2, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + (((max((int)C2, (int)1) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)))])) + (condval_8 * weights_ptr[((((((((max((int)C0, (int)1) * 38) + ((max((int)E, (int)1) * max((int)C2, (int)1)) * 8)) + max((int)C1, (int)1)) + max((int)C2, (int)1)) + ax0) + (max((int)C0, (int)1) * max((int)C1, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + (((max((int)C2, (int)1) + 1) * max((int)E, (int)1)) * max((int)C2, (int)1)))])), (float)0.000000e+00f), (float)6.000000e+00f) * weights_ptr[((((((max((int)C2, (int)1) + max((int)C1, (int)1)) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + (((max((int)C2, (int)1) + 11) * max((int)E, (int)1)) * max((int)C2, (int)1))) + (ax0 * max((int)C2, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)W, (int)1) + 3) >> 2) * max((int)C2, (int)1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 3) >> 2)) * max((int)C2, (int)1))) + (convert_int(get_local_id(0))))] = ((y_acc_local_ptr[0] + weights_ptr[(((((max((int)C1, (int)1) + max((int)C2, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1))) + ((max((int)C1, (int)1) + 38) * max((int)C0, (int)1))) + ((max((int)E, (int)1) * max((int)C1, (int)1)) * ((max((int)C2, (int)1) + max((int)C1, (int)1)) + 11))) + ((((max((int)C2, (int)1) * 2) + 11) * max((int)E, (int)1)) * max((int)C2, (int)1)))]) + c_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 3) >> 2)) * max((int)C2, (int)1))) + (convert_int(get_local_id(0))))]);
  }
}

