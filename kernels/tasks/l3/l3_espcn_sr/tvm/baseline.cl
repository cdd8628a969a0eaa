// Function: l3_espcn_sr_kernel
__kernel void l3_espcn_sr_kernel(__global float* restrict f1_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C1, int H, int N, int W);
__kernel void l3_espcn_sr_kernel_1(__global float* restrict f1_ptr, __global float* restrict f2_ptr, __global float* restrict weights_ptr, int C1, int C2, int H, int N, int W);
__kernel void l3_espcn_sr_kernel_2(__global float* restrict f2_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C1, int C2, int H, int N, int R, int W);
__kernel void l3_espcn_sr_kernel(__global float* restrict f1_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C1, int H, int N, int W) {
  float f1_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 5; ++ax0) {
    for (int ax1 = 0; ax1 < 5; ++ax1) {
      if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) == 0))) {
        if (((bool)(ax0 == 0)) && ((bool)(ax1 == 0))) {
          f1_acc_local_ptr[0] = 0.000000e+00f;
        }
        float condval;
        if (((bool)(((bool)(((bool)(2 <= (((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0))) && ((bool)(((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) < (H + 2))) || ((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) < 3)))))) && ((bool)(2 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) + ax1))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) + ax1) < (W + 2))) || ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) + ax1) < 3))))) {
          condval = x_ptr[(((((((convert_int(get_group_id(1))) + ax0) - 2) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1))) + ax1) - 2)];
        } else {
          condval = 0.000000e+00f;
        }
        f1_acc_local_ptr[0] = (f1_acc_local_ptr[0] + (condval * weights_ptr[((((ax0 * 5) + ax1) * max((int)C1, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C1, (int)1)))]));
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)C1, (int)1))) {
    f1_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)C1, (int)1))) + (convert_int(get_local_id(0))))] = tanh((f1_acc_local_ptr[0] + weights_ptr[((max((int)C1, (int)1) * 25) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C1, (int)1)))]));
  }
}

// Function: l3_espcn_sr_kernel_1
__kernel void l3_espcn_sr_kernel(__global float* restrict f1_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C1, int H, int N, int W);
__kernel void l3_espcn_sr_kernel_1(__global float* restrict f1_ptr, __global float* restrict f2_ptr, __global float* restrict weights_ptr, int C1, int C2, int H, int N, int W);
__kernel void l3_espcn_sr_kernel_2(__global float* restrict f2_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C1, int C2, int H, int N, int R, int W);
__kernel void l3_espcn_sr_kernel_1(__global float* restrict f1_ptr, __global float* restrict f2_ptr, __global float* restrict weights_ptr, int C1, int C2, int H, int N, int W) {
  float f2_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < max((int)C1, (int)1); ++ax2) {
        if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) == 0))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            f2_acc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= (((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0))) && ((bool)(((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) <= H)) || ((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) < 2)))))) && ((bool)(1 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) + ax1))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) + ax1) <= W)) || ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) + ax1) < 2))))) {
            condval = f1_ptr[(((((((((convert_int(get_group_id(1))) + ax0) - 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) + ax1) - 1) * max((int)C1, (int)1)) + ax2)];
          } else {
            condval = 0.000000e+00f;
          }
          f2_acc_local_ptr[0] = (f2_acc_local_ptr[0] + (condval * weights_ptr[(((max((int)C1, (int)1) * 26) + (((((ax0 * 3) + ax1) * max((int)C1, (int)1)) + ax2) * max((int)C2, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1)))]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)C2, (int)1))) {
    f2_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)C2, (int)1))) + (convert_int(get_local_id(0))))] = tanh((f2_acc_local_ptr[0] + weights_ptr[(((max((int)C1, (int)1) * 26) + ((max((int)C1, (int)1) * max((int)C2, (int)1)) * 9)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1)))]));
  }
}

// Function: l3_espcn_sr_kernel_2
__kernel void l3_espcn_sr_kernel(__global float* restrict f1_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C1, int H, int N, int W);
__kernel void l3_espcn_sr_kernel_1(__global float* restrict f1_ptr, __global float* restrict f2_ptr, __global float* restrict weights_ptr, int C1, int C2, int H, int N, int W);
__kernel void l3_espcn_sr_kernel_2(__global float* restrict f2_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C1, int C2, int H, int N, int R, int W);
__kernel void l3_espcn_sr_kernel_2(__global float* restrict f2_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C1, int C2, int H, int N, int R, int W) {
  float f3_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < max((int)C2, (int)1); ++ax2) {
        if (((bool)(((bool)(((convert_int(get_group_id(1))) / (max((int)H, (int)1) * max((int)R, (int)1))) < N)) || ((bool)(((convert_int(get_group_id(1))) / (max((int)H, (int)1) * max((int)R, (int)1))) == 0)))) && ((bool)(((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)R, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)R, (int)1)) == 0))))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            f3_acc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= ((((convert_int(get_group_id(1))) % (max((int)H, (int)1) * max((int)R, (int)1))) / max((int)R, (int)1)) + ax0))) && ((bool)(((bool)(((((convert_int(get_group_id(1))) % (max((int)H, (int)1) * max((int)R, (int)1))) / max((int)R, (int)1)) + ax0) <= H)) || ((bool)(((((convert_int(get_group_id(1))) % (max((int)H, (int)1) * max((int)R, (int)1))) / max((int)R, (int)1)) + ax0) < 2)))))) && ((bool)(1 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)R, (int)1)) + ax1))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)R, (int)1)) + ax1) <= W)) || ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)R, (int)1)) + ax1) < 2))))) {
            condval = f2_ptr[((((((((((((convert_int(get_group_id(1))) / (max((int)H, (int)1) * max((int)R, (int)1))) * max((int)H, (int)1)) + (((convert_int(get_group_id(1))) % (max((int)H, (int)1) * max((int)R, (int)1))) / max((int)R, (int)1))) + ax0) - 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)R, (int)1))) + ax1) - 1) * max((int)C2, (int)1)) + ax2)];
          } else {
            condval = 0.000000e+00f;
          }
          f3_acc_local_ptr[0] = (f3_acc_local_ptr[0] + (condval * weights_ptr[((((((max((int)C1, (int)1) * 26) + ((max((int)C1, (int)1) * max((int)C2, (int)1)) * 9)) + max((int)C2, (int)1)) + ((((((ax0 * 3) + ax1) * max((int)C2, (int)1)) + ax2) * max((int)R, (int)1)) * max((int)R, (int)1))) + ((((convert_int(get_group_id(1))) % (max((int)H, (int)1) * max((int)R, (int)1))) % max((int)R, (int)1)) * max((int)R, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)R, (int)1)))]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)R, (int)1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)R, (int)1))) + (convert_int(get_local_id(0))))] = (f3_acc_local_ptr[0] + weights_ptr[((((((max((int)C1, (int)1) * 26) + ((max((int)C1, (int)1) * max((int)C2, (int)1)) * 9)) + (((max((int)C2, (int)1) * max((int)R, (int)1)) * max((int)R, (int)1)) * 9)) + max((int)C2, (int)1)) + (((convert_int(get_group_id(1))) % max((int)R, (int)1)) * max((int)R, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)R, (int)1)))]);
  }
}

