// Function: l3_unet_denoise_kernel
__kernel void l3_unet_denoise_kernel(__global float* restrict e1_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_1(__global float* restrict e1_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_2(__global float* restrict e2_ptr, __global float* restrict m1_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_3(__global float* restrict m1_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_4(__global float* restrict d_ptr, __global float* restrict e2_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_5(__global float* restrict d_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel(__global float* restrict e1_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int CI, int H, int N, int W) {
  float e1_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < max((int)CI, (int)1); ++ax2) {
        if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) == 0))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            e1_acc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= (((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0))) && ((bool)(((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) <= H)) || ((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) < 2)))))) && ((bool)(1 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1) <= W)) || ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1) < 2))))) {
            condval = x_ptr[(((((((((convert_int(get_group_id(1))) + ax0) - 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + ax1) - 1) * max((int)CI, (int)1)) + ax2)];
          } else {
            condval = 0.000000e+00f;
          }
          e1_acc_local_ptr[0] = (e1_acc_local_ptr[0] + (condval * weights_ptr[((((((ax0 * 3) + ax1) * max((int)CI, (int)1)) + ax2) * max((int)C, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)C, (int)1))) {
    e1_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(e1_acc_local_ptr[0] + weights_ptr[(((max((int)CI, (int)1) * max((int)C, (int)1)) * 9) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_unet_denoise_kernel_1
__kernel void l3_unet_denoise_kernel(__global float* restrict e1_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_1(__global float* restrict e1_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_2(__global float* restrict e2_ptr, __global float* restrict m1_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_3(__global float* restrict m1_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_4(__global float* restrict d_ptr, __global float* restrict e2_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_5(__global float* restrict d_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_1(__global float* restrict e1_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W) {
  float e2_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < max((int)C, (int)1); ++ax2) {
        if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) == 0))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            e2_acc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= (((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0))) && ((bool)(((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) <= H)) || ((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) < 2)))))) && ((bool)(1 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1) <= W)) || ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1) < 2))))) {
            condval = e1_ptr[(((((((((convert_int(get_group_id(1))) + ax0) - 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + ax1) - 1) * max((int)C, (int)1)) + ax2)];
          } else {
            condval = 0.000000e+00f;
          }
          e2_acc_local_ptr[0] = (e2_acc_local_ptr[0] + (condval * weights_ptr[(((((max((int)CI, (int)1) * max((int)C, (int)1)) * 9) + max((int)C, (int)1)) + (((((ax0 * 3) + ax1) * max((int)C, (int)1)) + ax2) * max((int)C, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)C, (int)1))) {
    e2_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(e2_acc_local_ptr[0] + weights_ptr[(((((max((int)CI, (int)1) + max((int)C, (int)1)) * max((int)C, (int)1)) * 9) + max((int)C, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_unet_denoise_kernel_2
__kernel void l3_unet_denoise_kernel(__global float* restrict e1_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_1(__global float* restrict e1_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_2(__global float* restrict e2_ptr, __global float* restrict m1_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_3(__global float* restrict m1_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_4(__global float* restrict d_ptr, __global float* restrict e2_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_5(__global float* restrict d_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_2(__global float* restrict e2_ptr, __global float* restrict m1_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W) {
  float m1_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < max((int)C, (int)1); ++ax2) {
        if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)C, (int)1) * 2)) < (max((int)W, (int)1) >> 1)) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            m1_acc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= (((convert_int(get_group_id(1))) % (max((int)H, (int)1) >> 1)) + ax0))) && ((bool)((((convert_int(get_group_id(1))) % (max((int)H, (int)1) >> 1)) + ax0) <= (max((int)H, (int)1) >> 1))))) && ((bool)(1 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)C, (int)1) * 2)) + ax1))))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)C, (int)1) * 2)) + ax1) <= (max((int)W, (int)1) >> 1)))) {
            condval = max((float)max((float)e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)C, (int)1) * 2)) * 2) + (ax1 * 2)) + (((((((convert_int(get_group_id(1))) % (max((int)H, (int)1) >> 1)) * 2) + (ax0 * 2)) + (((convert_int(get_group_id(1))) / (max((int)H, (int)1) >> 1)) * max((int)H, (int)1))) - 2) * max((int)W, (int)1))) - 2) * max((int)C, (int)1)) + ax2)], (float)e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)C, (int)1) * 2)) * 2) + (ax1 * 2)) + (((((((convert_int(get_group_id(1))) % (max((int)H, (int)1) >> 1)) * 2) + (ax0 * 2)) + (((convert_int(get_group_id(1))) / (max((int)H, (int)1) >> 1)) * max((int)H, (int)1))) - 2) * max((int)W, (int)1))) - 1) * max((int)C, (int)1)) + ax2)]), (float)max((float)e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)C, (int)1) * 2)) * 2) + (ax1 * 2)) + (((((((convert_int(get_group_id(1))) % (max((int)H, (int)1) >> 1)) * 2) + (ax0 * 2)) + (((convert_int(get_group_id(1))) / (max((int)H, (int)1) >> 1)) * max((int)H, (int)1))) - 1) * max((int)W, (int)1))) - 2) * max((int)C, (int)1)) + ax2)], (float)e2_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)C, (int)1) * 2)) * 2) + (ax1 * 2)) + (((((((convert_int(get_group_id(1))) % (max((int)H, (int)1) >> 1)) * 2) + (ax0 * 2)) + (((convert_int(get_group_id(1))) / (max((int)H, (int)1) >> 1)) * max((int)H, (int)1))) - 1) * max((int)W, (int)1))) - 1) * max((int)C, (int)1)) + ax2)]));
          } else {
            condval = 0.000000e+00f;
          }
          m1_acc_local_ptr[0] = (m1_acc_local_ptr[0] + (condval * weights_ptr[((((((max((int)CI, (int)1) + max((int)C, (int)1)) * max((int)C, (int)1)) * 9) + (max((int)C, (int)1) * 2)) + ((((((ax0 * 3) + ax1) * max((int)C, (int)1)) + ax2) * max((int)C, (int)1)) * 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)C, (int)1) * 2)))]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)W, (int)1) >> 1) * max((int)C, (int)1)) * 2)) {
    m1_ptr[((((convert_int(get_group_id(0))) * 256) + ((((convert_int(get_group_id(1))) * (max((int)W, (int)1) >> 1)) * max((int)C, (int)1)) * 2)) + (convert_int(get_local_id(0))))] = max((float)(m1_acc_local_ptr[0] + weights_ptr[(((((max((int)C, (int)1) * max((int)C, (int)1)) * 27) + ((max((int)CI, (int)1) * max((int)C, (int)1)) * 9)) + (max((int)C, (int)1) * 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)C, (int)1) * 2)))]), (float)0.000000e+00f);
  }
}

// Function: l3_unet_denoise_kernel_3
__kernel void l3_unet_denoise_kernel(__global float* restrict e1_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_1(__global float* restrict e1_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_2(__global float* restrict e2_ptr, __global float* restrict m1_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_3(__global float* restrict m1_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_4(__global float* restrict d_ptr, __global float* restrict e2_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_5(__global float* restrict d_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_3(__global float* restrict m1_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W) {
  float m2_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < (max((int)C, (int)1) * 2); ++ax2) {
        if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)C, (int)1) * 2)) < (max((int)W, (int)1) >> 1)) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            m2_acc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= (((convert_int(get_group_id(1))) % (max((int)H, (int)1) >> 1)) + ax0))) && ((bool)((((convert_int(get_group_id(1))) % (max((int)H, (int)1) >> 1)) + ax0) <= (max((int)H, (int)1) >> 1))))) && ((bool)(1 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)C, (int)1) * 2)) + ax1))))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)C, (int)1) * 2)) + ax1) <= (max((int)W, (int)1) >> 1)))) {
            condval = m1_ptr[((((((((((convert_int(get_group_id(1))) + ax0) - 1) * (max((int)W, (int)1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)C, (int)1) * 2))) + ax1) - 1) * max((int)C, (int)1)) * 2) + ax2)];
          } else {
            condval = 0.000000e+00f;
          }
          m2_acc_local_ptr[0] = (m2_acc_local_ptr[0] + (condval * weights_ptr[((((((max((int)C, (int)1) * max((int)C, (int)1)) * 27) + ((max((int)CI, (int)1) * max((int)C, (int)1)) * 9)) + (max((int)C, (int)1) * 4)) + (((((((ax0 * 3) + ax1) * max((int)C, (int)1)) * 2) + ax2) * max((int)C, (int)1)) * 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)C, (int)1) * 2)))]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)W, (int)1) >> 1) * max((int)C, (int)1)) * 2)) {
    m2_ptr[((((convert_int(get_group_id(0))) * 256) + ((((convert_int(get_group_id(1))) * (max((int)W, (int)1) >> 1)) * max((int)C, (int)1)) * 2)) + (convert_int(get_local_id(0))))] = max((float)(m2_acc_local_ptr[0] + weights_ptr[(((((max((int)C, (int)1) * max((int)C, (int)1)) * 63) + ((max((int)CI, (int)1) * max((int)C, (int)1)) * 9)) + (max((int)C, (int)1) * 4)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)C, (int)1) * 2)))]), (float)0.000000e+00f);
  }
}

// Function: l3_unet_denoise_kernel_4
__kernel void l3_unet_denoise_kernel(__global float* restrict e1_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_1(__global float* restrict e1_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_2(__global float* restrict e2_ptr, __global float* restrict m1_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_3(__global float* restrict m1_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_4(__global float* restrict d_ptr, __global float* restrict e2_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_5(__global float* restrict d_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_4(__global float* restrict d_ptr, __global float* restrict e2_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W) {
  float d_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < (max((int)C, (int)1) * 3); ++ax2) {
        if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) == 0))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            d_acc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= (((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0))) && ((bool)(((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) <= H)) || ((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) < 2)))))) && ((bool)(1 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1) <= W)) || ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1) < 2))))) {
            float condval_1;
            if (ax2 < (max((int)C, (int)1) * 2)) {
              condval_1 = m2_ptr[(((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1) - 1) >> 1) + (((((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) - 1) >> 1) + (((convert_int(get_group_id(1))) / max((int)H, (int)1)) * (max((int)H, (int)1) >> 1))) * (max((int)W, (int)1) >> 1))) * max((int)C, (int)1)) * 2) + min((int)ax2, (int)((max((int)C, (int)1) * 2) - 1)))];
            } else {
              condval_1 = e2_ptr[(max((int)(ax2 - (max((int)C, (int)1) * 2)), (int)0) + ((((((((convert_int(get_group_id(1))) + ax0) - 1) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + ax1) - 1) * max((int)C, (int)1)))];
            }
            condval = condval_1;
          } else {
            condval = 0.000000e+00f;
          }
          d_acc_local_ptr[0] = (d_acc_local_ptr[0] + (condval * weights_ptr[((((((max((int)C, (int)1) * max((int)C, (int)1)) * 63) + ((max((int)CI, (int)1) * max((int)C, (int)1)) * 9)) + (max((int)C, (int)1) * 6)) + ((((((ax0 * 3) + ax1) * max((int)C, (int)1)) * 3) + ax2) * max((int)C, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)C, (int)1))) {
    d_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(d_acc_local_ptr[0] + weights_ptr[(((((max((int)C, (int)1) * max((int)C, (int)1)) * 90) + ((max((int)CI, (int)1) * max((int)C, (int)1)) * 9)) + (max((int)C, (int)1) * 6)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_unet_denoise_kernel_5
__kernel void l3_unet_denoise_kernel(__global float* restrict e1_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_1(__global float* restrict e1_ptr, __global float* restrict e2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_2(__global float* restrict e2_ptr, __global float* restrict m1_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_3(__global float* restrict m1_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_4(__global float* restrict d_ptr, __global float* restrict e2_ptr, __global float* restrict m2_ptr, __global float* restrict weights_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_5(__global float* restrict d_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int CI, int H, int N, int W);
__kernel void l3_unet_denoise_kernel_5(__global float* restrict d_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int CI, int H, int N, int W) {
  float res_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CI, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CI, (int)1)) == 0))) {
      if (ax0 == 0) {
        res_acc_local_ptr[0] = 0.000000e+00f;
      }
      res_acc_local_ptr[0] = (res_acc_local_ptr[0] + (d_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CI, (int)1))) * max((int)C, (int)1)) + ax0)] * weights_ptr[((((((max((int)C, (int)1) * max((int)C, (int)1)) * 90) + ((max((int)CI, (int)1) * max((int)C, (int)1)) * 9)) + (max((int)C, (int)1) * 7)) + (ax0 * max((int)CI, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CI, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)CI, (int)1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)CI, (int)1))) + (convert_int(get_local_id(0))))] = (x_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)CI, (int)1))) + (convert_int(get_local_id(0))))] - (res_acc_local_ptr[0] + weights_ptr[((((((max((int)C, (int)1) * max((int)C, (int)1)) * 90) + ((max((int)CI, (int)1) * max((int)C, (int)1)) * 9)) + (max((int)C, (int)1) * 7)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CI, (int)1))) + (max((int)C, (int)1) * max((int)CI, (int)1)))]));
  }
}

