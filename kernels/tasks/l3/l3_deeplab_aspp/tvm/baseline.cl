// Function: l3_deeplab_aspp_kernel
__kernel void l3_deeplab_aspp_kernel(__global float* restrict cat_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int C, int H, int N, int R1, int R2, int R3, int W);
__kernel void l3_deeplab_aspp_kernel_1(__global float* restrict m_ptr, __global float* restrict x_ptr, int C, int H, int N, int W);
__kernel void l3_deeplab_aspp_kernel_2(__global float* restrict a4_ptr, __global float* restrict m_ptr, __global float* restrict weights_ptr, int B, int C, int N);
__kernel void l3_deeplab_aspp_kernel_3(__global float* restrict a4_ptr, __global float* restrict cat_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int B, int C, int CO, int H, int N, int W);
__kernel void l3_deeplab_aspp_kernel(__global float* restrict cat_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int C, int H, int N, int R1, int R2, int R3, int W) {
  float cat_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < max((int)C, (int)1); ++ax2) {
        if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)B, (int)1) * 4)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)B, (int)1) * 4)) == 0))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            cat_acc_local_ptr[0] = 0.000000e+00f;
          }
          int condval_1;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 1) {
            condval_1 = max((int)R1, (int)1);
          } else {
            int condval_2;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 2) {
              condval_2 = max((int)R2, (int)1);
            } else {
              condval_2 = max((int)R3, (int)1);
            }
            condval_1 = condval_2;
          }
          int condval_3;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 1) {
            condval_3 = max((int)R1, (int)1);
          } else {
            int condval_4;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 2) {
              condval_4 = max((int)R2, (int)1);
            } else {
              condval_4 = max((int)R3, (int)1);
            }
            condval_3 = condval_4;
          }
          int condval_5;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 1) {
            condval_5 = max((int)R1, (int)1);
          } else {
            int condval_6;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 2) {
              condval_6 = max((int)R2, (int)1);
            } else {
              condval_6 = max((int)R3, (int)1);
            }
            condval_5 = condval_6;
          }
          int condval_7;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 1) {
            condval_7 = max((int)R1, (int)1);
          } else {
            int condval_8;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 2) {
              condval_8 = max((int)R2, (int)1);
            } else {
              condval_8 = max((int)R3, (int)1);
            }
            condval_7 = condval_8;
          }
          int condval_9;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 1) {
            condval_9 = max((int)R1, (int)1);
          } else {
            int condval_10;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 2) {
              condval_10 = max((int)R2, (int)1);
            } else {
              condval_10 = max((int)R3, (int)1);
            }
            condval_9 = condval_10;
          }
          int condval_11;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 1) {
            condval_11 = max((int)R1, (int)1);
          } else {
            int condval_12;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 2) {
              condval_12 = max((int)R2, (int)1);
            } else {
              condval_12 = max((int)R3, (int)1);
            }
            condval_11 = condval_12;
          }
          float condval;
          if (((bool)(((bool)(((bool)(((bool)(0 <= (((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ((ax0 - 1) * condval_1)))) && ((bool)(((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ((ax0 - 1) * condval_3)) < H)) || ((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ((ax0 - 1) * condval_5)) < 1)))))) && ((bool)(0 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)B, (int)1) * 4)) + ((ax1 - 1) * condval_7)))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)B, (int)1) * 4)) + ((ax1 - 1) * condval_9)) < W)) || ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)B, (int)1) * 4)) + ((ax1 - 1) * condval_11)) < 1)))))) && ((bool)(((bool)(0 < (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)))) || ((bool)(((bool)(ax0 == 1)) && ((bool)(ax1 == 1))))))) {
            int condval_13;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 1) {
              condval_13 = max((int)R1, (int)1);
            } else {
              int condval_14;
              if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 2) {
                condval_14 = max((int)R2, (int)1);
              } else {
                condval_14 = max((int)R3, (int)1);
              }
              condval_13 = condval_14;
            }
            int condval_15;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 1) {
              condval_15 = max((int)R1, (int)1);
            } else {
              int condval_16;
              if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 2) {
                condval_16 = max((int)R2, (int)1);
              } else {
                condval_16 = max((int)R3, (int)1);
              }
              condval_15 = condval_16;
            }
            int condval_17;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 0) {
              condval_17 = ((ax2 * max((int)B, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)B, (int)1)));
            } else {
              condval_17 = (((((max((int)C, (int)1) + 2) * max((int)B, (int)1)) + (((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) - 1) * (((max((int)C, (int)1) * max((int)B, (int)1)) * 9) + (max((int)B, (int)1) * 2)))) + (((((ax0 * 3) + ax1) * max((int)C, (int)1)) + ax2) * max((int)B, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)B, (int)1)));
            }
            condval = (x_ptr[(((min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)B, (int)1) * 4)) + ((ax1 - 1) * condval_13)), (int)max((int)(W - 1), (int)0)) + ((min((int)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ((ax0 - 1) * condval_15)), (int)max((int)(H - 1), (int)0)) + (((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)H, (int)1))) * max((int)W, (int)1))) * max((int)C, (int)1)) + ax2)] * weights_ptr[condval_17]);
          } else {
            condval = 0.000000e+00f;
          }
          cat_acc_local_ptr[0] = (cat_acc_local_ptr[0] + condval);
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)W, (int)1) * max((int)B, (int)1)) * 4)) {
    int condval_18;
    if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 0) {
      condval_18 = 0;
    } else {
      condval_18 = (((max((int)C, (int)1) + 2) * max((int)B, (int)1)) + (((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) - 1) * (((max((int)C, (int)1) * max((int)B, (int)1)) * 9) + (max((int)B, (int)1) * 2))));
    }
    int condval_19;
    if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 0) {
      condval_19 = (max((int)C, (int)1) * max((int)B, (int)1));
    } else {
      condval_19 = ((max((int)C, (int)1) * max((int)B, (int)1)) * 9);
    }
    int condval_20;
    if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 0) {
      condval_20 = 0;
    } else {
      condval_20 = (((max((int)C, (int)1) + 2) * max((int)B, (int)1)) + (((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) - 1) * (((max((int)C, (int)1) * max((int)B, (int)1)) * 9) + (max((int)B, (int)1) * 2))));
    }
    int condval_21;
    if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)B, (int)1) * 4)) / max((int)B, (int)1)) == 0) {
      condval_21 = (max((int)C, (int)1) * max((int)B, (int)1));
    } else {
      condval_21 = ((max((int)C, (int)1) * max((int)B, (int)1)) * 9);
    }
    cat_ptr[((((convert_int(get_group_id(0))) * 256) + ((((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)B, (int)1)) * 4)) + (convert_int(get_local_id(0))))] = max((float)((weights_ptr[((condval_18 + condval_19) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)B, (int)1)))] * cat_acc_local_ptr[0]) + weights_ptr[(((max((int)B, (int)1) + condval_20) + condval_21) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)B, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_deeplab_aspp_kernel_1
__kernel void l3_deeplab_aspp_kernel(__global float* restrict cat_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int C, int H, int N, int R1, int R2, int R3, int W);
__kernel void l3_deeplab_aspp_kernel_1(__global float* restrict m_ptr, __global float* restrict x_ptr, int C, int H, int N, int W);
__kernel void l3_deeplab_aspp_kernel_2(__global float* restrict a4_ptr, __global float* restrict m_ptr, __global float* restrict weights_ptr, int B, int C, int N);
__kernel void l3_deeplab_aspp_kernel_3(__global float* restrict a4_ptr, __global float* restrict cat_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int B, int C, int CO, int H, int N, int W);
__kernel void l3_deeplab_aspp_kernel_1(__global float* restrict m_ptr, __global float* restrict x_ptr, int C, int H, int N, int W) {
  float in_thread_pool_local_ptr[1];
  __local float red_buf0_ptr[64];
  in_thread_pool_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0 = 0; ax0_0 < (((max((int)H, (int)1) * max((int)W, (int)1)) + 63) >> 6); ++ax0_0) {
    if (((ax0_0 * 64) + (convert_int(get_local_id(0)))) < (max((int)H, (int)1) * max((int)W, (int)1))) {
      in_thread_pool_local_ptr[0] = (in_thread_pool_local_ptr[0] + x_ptr[(((((ax0_0 * 64) + ((((convert_int(get_group_id(0))) / max((int)C, (int)1)) * max((int)H, (int)1)) * max((int)W, (int)1))) + (convert_int(get_local_id(0)))) * max((int)C, (int)1)) + ((convert_int(get_group_id(0))) % max((int)C, (int)1)))]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_pool_local_ptr[0];
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
    m_ptr[(convert_int(get_group_id(0)))] = (((volatile __local float*)red_buf0_ptr)[0] / (convert_float((max((int)H, (int)1) * max((int)W, (int)1)))));
  }
}

// Function: l3_deeplab_aspp_kernel_2
__kernel void l3_deeplab_aspp_kernel(__global float* restrict cat_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int C, int H, int N, int R1, int R2, int R3, int W);
__kernel void l3_deeplab_aspp_kernel_1(__global float* restrict m_ptr, __global float* restrict x_ptr, int C, int H, int N, int W);
__kernel void l3_deeplab_aspp_kernel_2(__global float* restrict a4_ptr, __global float* restrict m_ptr, __global float* restrict weights_ptr, int B, int C, int N);
__kernel void l3_deeplab_aspp_kernel_3(__global float* restrict a4_ptr, __global float* restrict cat_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int B, int C, int CO, int H, int N, int W);
__kernel void l3_deeplab_aspp_kernel_2(__global float* restrict a4_ptr, __global float* restrict m_ptr, __global float* restrict weights_ptr, int B, int C, int N) {
  float a4_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        a4_acc_local_ptr[0] = 0.000000e+00f;
      }
      a4_acc_local_ptr[0] = (a4_acc_local_ptr[0] + (m_ptr[(((convert_int(get_group_id(1))) * max((int)C, (int)1)) + ax0)] * weights_ptr[((((((convert_int(get_group_id(0))) * 256) + ((max((int)C, (int)1) * max((int)B, (int)1)) * 28)) + (max((int)B, (int)1) * 8)) + (ax0 * max((int)B, (int)1))) + (convert_int(get_local_id(0))))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < B)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    a4_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)B, (int)1))) + (convert_int(get_local_id(0))))] = max((float)((weights_ptr[(((((convert_int(get_group_id(0))) * 256) + ((max((int)C, (int)1) * max((int)B, (int)1)) * 29)) + (max((int)B, (int)1) * 8)) + (convert_int(get_local_id(0))))] * a4_acc_local_ptr[0]) + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + ((max((int)C, (int)1) * max((int)B, (int)1)) * 29)) + (max((int)B, (int)1) * 9)) + (convert_int(get_local_id(0))))]), (float)0.000000e+00f);
  }
}

// Function: l3_deeplab_aspp_kernel_3
__kernel void l3_deeplab_aspp_kernel(__global float* restrict cat_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int B, int C, int H, int N, int R1, int R2, int R3, int W);
__kernel void l3_deeplab_aspp_kernel_1(__global float* restrict m_ptr, __global float* restrict x_ptr, int C, int H, int N, int W);
__kernel void l3_deeplab_aspp_kernel_2(__global float* restrict a4_ptr, __global float* restrict m_ptr, __global float* restrict weights_ptr, int B, int C, int N);
__kernel void l3_deeplab_aspp_kernel_3(__global float* restrict a4_ptr, __global float* restrict cat_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int B, int C, int CO, int H, int N, int W);
__kernel void l3_deeplab_aspp_kernel_3(__global float* restrict a4_ptr, __global float* restrict cat_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int B, int C, int CO, int H, int N, int W) {
  float y_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)B, (int)1) * 5); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) == 0))) {
      if (ax0 == 0) {
        y_acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (ax0 < (max((int)B, (int)1) * 4)) {
        condval = cat_ptr[(min((int)ax0, (int)((max((int)B, (int)1) * 4) - 1)) + (((((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) * 4)) * max((int)B, (int)1)))];
      } else {
        condval = a4_ptr[(max((int)(ax0 - (max((int)B, (int)1) * 4)), (int)0) + (((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)B, (int)1)))];
      }
      y_acc_local_ptr[0] = (y_acc_local_ptr[0] + (condval * weights_ptr[(((((max((int)C, (int)1) * max((int)B, (int)1)) * 29) + (max((int)B, (int)1) * 10)) + (ax0 * max((int)CO, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)CO, (int)1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)CO, (int)1))) + (convert_int(get_local_id(0))))] = max((float)((weights_ptr[(((((max((int)C, (int)1) * max((int)B, (int)1)) * 29) + (max((int)B, (int)1) * 10)) + ((max((int)B, (int)1) * max((int)CO, (int)1)) * 5)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)))] * y_acc_local_ptr[0]) + weights_ptr[((((((max((int)C, (int)1) * max((int)B, (int)1)) * 29) + (max((int)B, (int)1) * 10)) + ((max((int)B, (int)1) * max((int)CO, (int)1)) * 5)) + max((int)CO, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)))]), (float)0.000000e+00f);
  }
}

