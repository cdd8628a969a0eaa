// Function: l3_dscnn_kws_kernel
__kernel void l3_dscnn_kws_kernel(__global float* restrict a0_ptr, __global float* restrict mfcc_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_1(__global float* restrict a0_ptr, __global float* restrict a1_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_2(__global float* restrict a1_ptr, __global float* restrict a2_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_3(__global float* restrict a2_ptr, __global float* restrict a3_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_4(__global float* restrict a3_ptr, __global float* restrict a4_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_5(__global float* restrict a4_ptr, __global float* restrict logits_ptr, __global float* restrict weights_ptr, int B, int C, int F, int NCLS, int T);
__kernel void l3_dscnn_kws_kernel(__global float* restrict a0_ptr, __global float* restrict mfcc_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T) {
  float conv1_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 10; ++ax0) {
    for (int ax1 = 0; ax1 < 4; ++ax1) {
      if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < ((max((int)F, (int)1) + 1) >> 1)) {
        if (((bool)(ax0 == 0)) && ((bool)(ax1 == 0))) {
          conv1_acc_local_ptr[0] = 0.000000e+00f;
        }
        float condval;
        if (((bool)(((bool)(((bool)(4 <= ((((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) * 2) + ax0) - ((max((int)T, (int)1) + 1) >> 1)) - ((0 - max((int)T, (int)1)) >> 1)))) && ((bool)(((bool)(((((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) * 2) + ax0) - ((max((int)T, (int)1) + 1) >> 1)) - ((0 - max((int)T, (int)1)) >> 1)) < (T + 4))) || ((bool)(((((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) * 2) + ax0) - ((max((int)T, (int)1) + 1) >> 1)) - ((0 - max((int)T, (int)1)) >> 1)) < 5)))))) && ((bool)(1 <= ((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) * 2) + ax1) - ((max((int)F, (int)1) + 1) >> 1)) - ((0 - max((int)F, (int)1)) >> 1)))))) && ((bool)(((bool)(((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) * 2) + ax1) - ((max((int)F, (int)1) + 1) >> 1)) - ((0 - max((int)F, (int)1)) >> 1)) <= F)) || ((bool)(((((ax1 - ((max((int)F, (int)1) + 1) >> 1)) - ((0 - max((int)F, (int)1)) >> 1)) >> 1) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) < 1))))) {
          condval = mfcc_ptr[((((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) * 2) + (((((((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) * 2) + (((convert_int(get_group_id(1))) / ((max((int)T, (int)1) + 1) >> 1)) * max((int)T, (int)1))) + ax0) - ((max((int)T, (int)1) + 1) >> 1)) - ((0 - max((int)T, (int)1)) >> 1)) - 4) * max((int)F, (int)1))) + ax1) - ((max((int)F, (int)1) + 1) >> 1)) - ((0 - max((int)F, (int)1)) >> 1)) - 1)];
        } else {
          condval = 0.000000e+00f;
        }
        conv1_acc_local_ptr[0] = (conv1_acc_local_ptr[0] + (condval * weights_ptr[((((ax0 * 4) + ax1) * max((int)C, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)F, (int)1) + 1) >> 1) * max((int)C, (int)1))) {
    a0_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(conv1_acc_local_ptr[0] + weights_ptr[((max((int)C, (int)1) * 40) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_dscnn_kws_kernel_1
__kernel void l3_dscnn_kws_kernel(__global float* restrict a0_ptr, __global float* restrict mfcc_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_1(__global float* restrict a0_ptr, __global float* restrict a1_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_2(__global float* restrict a1_ptr, __global float* restrict a2_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_3(__global float* restrict a2_ptr, __global float* restrict a3_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_4(__global float* restrict a3_ptr, __global float* restrict a4_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_5(__global float* restrict a4_ptr, __global float* restrict logits_ptr, __global float* restrict weights_ptr, int B, int C, int F, int NCLS, int T);
__kernel void l3_dscnn_kws_kernel_1(__global float* restrict a0_ptr, __global float* restrict a1_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T) {
  float pw0_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < ((max((int)F, (int)1) + 1) >> 1)) {
      if (ax0 == 0) {
        pw0_acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1))))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval = a0_ptr[(((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval = 0.000000e+00f;
      }
      float condval_1;
      if (((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1)))) {
        condval_1 = a0_ptr[((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_1 = 0.000000e+00f;
      }
      float condval_2;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1))))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_2 = a0_ptr[(((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_2 = 0.000000e+00f;
      }
      float condval_3;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval_3 = a0_ptr[((((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_3 = 0.000000e+00f;
      }
      float condval_4;
      if (((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1)) {
        condval_4 = a0_ptr[(((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_4 = 0.000000e+00f;
      }
      float condval_5;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_5 = a0_ptr[((((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_5 = 0.000000e+00f;
      }
      float condval_6;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval_6 = a0_ptr[(((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_6 = 0.000000e+00f;
      }
      float condval_7;
      if ((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1)) {
        condval_7 = a0_ptr[((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_7 = 0.000000e+00f;
      }
      float condval_8;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_8 = a0_ptr[(((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_8 = 0.000000e+00f;
      }
      pw0_acc_local_ptr[0] = (pw0_acc_local_ptr[0] + (max((float)(((((((((weights_ptr[((max((int)C, (int)1) * 50) + ax0)] + (condval * weights_ptr[((max((int)C, (int)1) * 41) + ax0)])) + (condval_1 * weights_ptr[((max((int)C, (int)1) * 42) + ax0)])) + (condval_2 * weights_ptr[((max((int)C, (int)1) * 43) + ax0)])) + (condval_3 * weights_ptr[((max((int)C, (int)1) * 44) + ax0)])) + (condval_4 * weights_ptr[((max((int)C, (int)1) * 45) + ax0)])) + (condval_5 * weights_ptr[((max((int)C, (int)1) * 46) + ax0)])) + (condval_6 * weights_ptr[((max((int)C, (int)1) * 47) + ax0)])) + (condval_7 * weights_ptr[((max((int)C, (int)1) * 48) + ax0)])) + (condval_8 * weights_ptr[((max((int)C, (int)1) * 49) + ax0)])), (float)0.000000e+00f) * weights_ptr[(((ax0 + 51) * max((int)C, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)F, (int)1) + 1) >> 1) * max((int)C, (int)1))) {
    a1_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(pw0_acc_local_ptr[0] + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)) + ((max((int)C, (int)1) + 51) * max((int)C, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_dscnn_kws_kernel_2
__kernel void l3_dscnn_kws_kernel(__global float* restrict a0_ptr, __global float* restrict mfcc_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_1(__global float* restrict a0_ptr, __global float* restrict a1_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_2(__global float* restrict a1_ptr, __global float* restrict a2_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_3(__global float* restrict a2_ptr, __global float* restrict a3_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_4(__global float* restrict a3_ptr, __global float* restrict a4_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_5(__global float* restrict a4_ptr, __global float* restrict logits_ptr, __global float* restrict weights_ptr, int B, int C, int F, int NCLS, int T);
__kernel void l3_dscnn_kws_kernel_2(__global float* restrict a1_ptr, __global float* restrict a2_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T) {
  float pw1_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < ((max((int)F, (int)1) + 1) >> 1)) {
      if (ax0 == 0) {
        pw1_acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1))))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval = a1_ptr[(((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval = 0.000000e+00f;
      }
      float condval_1;
      if (((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1)))) {
        condval_1 = a1_ptr[((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_1 = 0.000000e+00f;
      }
      float condval_2;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1))))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_2 = a1_ptr[(((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_2 = 0.000000e+00f;
      }
      float condval_3;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval_3 = a1_ptr[((((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_3 = 0.000000e+00f;
      }
      float condval_4;
      if (((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1)) {
        condval_4 = a1_ptr[(((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_4 = 0.000000e+00f;
      }
      float condval_5;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_5 = a1_ptr[((((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_5 = 0.000000e+00f;
      }
      float condval_6;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval_6 = a1_ptr[(((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_6 = 0.000000e+00f;
      }
      float condval_7;
      if ((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1)) {
        condval_7 = a1_ptr[((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_7 = 0.000000e+00f;
      }
      float condval_8;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_8 = a1_ptr[(((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_8 = 0.000000e+00f;
      }
      pw1_acc_local_ptr[0] = (pw1_acc_local_ptr[0] + (max((float)(((((((((weights_ptr[(ax0 + ((max((int)C, (int)1) + 61) * max((int)C, (int)1)))] + (condval * weights_ptr[(ax0 + ((max((int)C, (int)1) + 52) * max((int)C, (int)1)))])) + (condval_1 * weights_ptr[(ax0 + ((max((int)C, (int)1) + 53) * max((int)C, (int)1)))])) + (condval_2 * weights_ptr[(ax0 + ((max((int)C, (int)1) + 54) * max((int)C, (int)1)))])) + (condval_3 * weights_ptr[(ax0 + ((max((int)C, (int)1) + 55) * max((int)C, (int)1)))])) + (condval_4 * weights_ptr[(ax0 + ((max((int)C, (int)1) + 56) * max((int)C, (int)1)))])) + (condval_5 * weights_ptr[(ax0 + ((max((int)C, (int)1) + 57) * max((int)C, (int)1)))])) + (condval_6 * weights_ptr[(ax0 + ((max((int)C, (int)1) + 58) * max((int)C, (int)1)))])) + (condval_7 * weights_ptr[(ax0 + ((max((int)C, (int)1) + 59) * max((int)C, (int)1)))])) + (condval_8 * weights_ptr[(ax0 + ((max((int)C, (int)1) + 60) * max((int)C, (int)1)))])), (float)0.000000e+00f) * weights_ptr[((((max((int)C, (int)1) + ax0) + 62) * max((int)C, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)F, (int)1) + 1) >> 1) * max((int)C, (int)1))) {
    a2_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(pw1_acc_local_ptr[0] + weights_ptr[(((max((int)C, (int)1) * 62) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_dscnn_kws_kernel_3
__kernel void l3_dscnn_kws_kernel(__global float* restrict a0_ptr, __global float* restrict mfcc_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_1(__global float* restrict a0_ptr, __global float* restrict a1_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_2(__global float* restrict a1_ptr, __global float* restrict a2_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_3(__global float* restrict a2_ptr, __global float* restrict a3_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_4(__global float* restrict a3_ptr, __global float* restrict a4_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_5(__global float* restrict a4_ptr, __global float* restrict logits_ptr, __global float* restrict weights_ptr, int B, int C, int F, int NCLS, int T);
__kernel void l3_dscnn_kws_kernel_3(__global float* restrict a2_ptr, __global float* restrict a3_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T) {
  float pw2_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < ((max((int)F, (int)1) + 1) >> 1)) {
      if (ax0 == 0) {
        pw2_acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1))))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval = a2_ptr[(((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval = 0.000000e+00f;
      }
      float condval_1;
      if (((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1)))) {
        condval_1 = a2_ptr[((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_1 = 0.000000e+00f;
      }
      float condval_2;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1))))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_2 = a2_ptr[(((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_2 = 0.000000e+00f;
      }
      float condval_3;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval_3 = a2_ptr[((((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_3 = 0.000000e+00f;
      }
      float condval_4;
      if (((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1)) {
        condval_4 = a2_ptr[(((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_4 = 0.000000e+00f;
      }
      float condval_5;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_5 = a2_ptr[((((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_5 = 0.000000e+00f;
      }
      float condval_6;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval_6 = a2_ptr[(((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_6 = 0.000000e+00f;
      }
      float condval_7;
      if ((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1)) {
        condval_7 = a2_ptr[((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_7 = 0.000000e+00f;
      }
      float condval_8;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_8 = a2_ptr[(((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_8 = 0.000000e+00f;
      }
      pw2_acc_local_ptr[0] = (pw2_acc_local_ptr[0] + (max((float)(((((((((weights_ptr[(((max((int)C, (int)1) * 72) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + ax0)] + (condval * weights_ptr[(((max((int)C, (int)1) * 63) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + ax0)])) + (condval_1 * weights_ptr[(((max((int)C, (int)1) * 64) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + ax0)])) + (condval_2 * weights_ptr[(((max((int)C, (int)1) * 65) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + ax0)])) + (condval_3 * weights_ptr[(((max((int)C, (int)1) * 66) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + ax0)])) + (condval_4 * weights_ptr[(((max((int)C, (int)1) * 67) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + ax0)])) + (condval_5 * weights_ptr[(((max((int)C, (int)1) * 68) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + ax0)])) + (condval_6 * weights_ptr[(((max((int)C, (int)1) * 69) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + ax0)])) + (condval_7 * weights_ptr[(((max((int)C, (int)1) * 70) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + ax0)])) + (condval_8 * weights_ptr[(((max((int)C, (int)1) * 71) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + ax0)])), (float)0.000000e+00f) * weights_ptr[((((max((int)C, (int)1) * 73) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 2)) + (ax0 * max((int)C, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)F, (int)1) + 1) >> 1) * max((int)C, (int)1))) {
    a3_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(pw2_acc_local_ptr[0] + weights_ptr[(((max((int)C, (int)1) * 73) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_dscnn_kws_kernel_4
__kernel void l3_dscnn_kws_kernel(__global float* restrict a0_ptr, __global float* restrict mfcc_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_1(__global float* restrict a0_ptr, __global float* restrict a1_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_2(__global float* restrict a1_ptr, __global float* restrict a2_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_3(__global float* restrict a2_ptr, __global float* restrict a3_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_4(__global float* restrict a3_ptr, __global float* restrict a4_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_5(__global float* restrict a4_ptr, __global float* restrict logits_ptr, __global float* restrict weights_ptr, int B, int C, int F, int NCLS, int T);
__kernel void l3_dscnn_kws_kernel_4(__global float* restrict a3_ptr, __global float* restrict a4_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T) {
  float pw3_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < ((max((int)F, (int)1) + 1) >> 1)) {
      if (ax0 == 0) {
        pw3_acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1))))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval = a3_ptr[(((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval = 0.000000e+00f;
      }
      float condval_1;
      if (((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1)))) {
        condval_1 = a3_ptr[((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_1 = 0.000000e+00f;
      }
      float condval_2;
      if (((bool)(((bool)(1 <= ((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)))) && ((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) <= ((max((int)T, (int)1) + 1) >> 1))))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_2 = a3_ptr[(((((((convert_int(get_group_id(1))) - 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_2 = 0.000000e+00f;
      }
      float condval_3;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval_3 = a3_ptr[((((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_3 = 0.000000e+00f;
      }
      float condval_4;
      if (((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1)) {
        condval_4 = a3_ptr[(((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_4 = 0.000000e+00f;
      }
      float condval_5;
      if (((bool)(((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_5 = a3_ptr[((((((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_5 = 0.000000e+00f;
      }
      float condval_6;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))))) {
        condval_6 = a3_ptr[(((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) - 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_6 = 0.000000e+00f;
      }
      float condval_7;
      if ((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1)) {
        condval_7 = a3_ptr[((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_7 = 0.000000e+00f;
      }
      float condval_8;
      if (((bool)((((convert_int(get_group_id(1))) % ((max((int)T, (int)1) + 1) >> 1)) + 1) < ((max((int)T, (int)1) + 1) >> 1))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + 1) < ((max((int)F, (int)1) + 1) >> 1)))) {
        condval_8 = a3_ptr[(((((((convert_int(get_group_id(1))) + 1) * ((max((int)F, (int)1) + 1) >> 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) + 1) * max((int)C, (int)1)) + ax0)];
      } else {
        condval_8 = 0.000000e+00f;
      }
      pw3_acc_local_ptr[0] = (pw3_acc_local_ptr[0] + (max((float)(((((((((weights_ptr[(((max((int)C, (int)1) * 83) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + ax0)] + (condval * weights_ptr[(((max((int)C, (int)1) * 74) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + ax0)])) + (condval_1 * weights_ptr[(((max((int)C, (int)1) * 75) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + ax0)])) + (condval_2 * weights_ptr[(((max((int)C, (int)1) * 76) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + ax0)])) + (condval_3 * weights_ptr[(((max((int)C, (int)1) * 77) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + ax0)])) + (condval_4 * weights_ptr[(((max((int)C, (int)1) * 78) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + ax0)])) + (condval_5 * weights_ptr[(((max((int)C, (int)1) * 79) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + ax0)])) + (condval_6 * weights_ptr[(((max((int)C, (int)1) * 80) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + ax0)])) + (condval_7 * weights_ptr[(((max((int)C, (int)1) * 81) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + ax0)])) + (condval_8 * weights_ptr[(((max((int)C, (int)1) * 82) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + ax0)])), (float)0.000000e+00f) * weights_ptr[((((max((int)C, (int)1) * 84) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 3)) + (ax0 * max((int)C, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)F, (int)1) + 1) >> 1) * max((int)C, (int)1))) {
    a4_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)F, (int)1) + 1) >> 1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(pw3_acc_local_ptr[0] + weights_ptr[(((max((int)C, (int)1) * 84) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 4)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_dscnn_kws_kernel_5
__kernel void l3_dscnn_kws_kernel(__global float* restrict a0_ptr, __global float* restrict mfcc_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_1(__global float* restrict a0_ptr, __global float* restrict a1_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_2(__global float* restrict a1_ptr, __global float* restrict a2_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_3(__global float* restrict a2_ptr, __global float* restrict a3_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_4(__global float* restrict a3_ptr, __global float* restrict a4_ptr, __global float* restrict weights_ptr, int B, int C, int F, int T);
__kernel void l3_dscnn_kws_kernel_5(__global float* restrict a4_ptr, __global float* restrict logits_ptr, __global float* restrict weights_ptr, int B, int C, int F, int NCLS, int T);
__kernel void l3_dscnn_kws_kernel_5(__global float* restrict a4_ptr, __global float* restrict logits_ptr, __global float* restrict weights_ptr, int B, int C, int F, int NCLS, int T) {
  float fc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    for (int ax1 = 0; ax1 < ((max((int)T, (int)1) + 1) >> 1); ++ax1) {
      for (int ax2 = 0; ax2 < ((max((int)F, (int)1) + 1) >> 1); ++ax2) {
        if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < NCLS)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            fc_local_ptr[0] = 0.000000e+00f;
          }
          fc_local_ptr[0] = (fc_local_ptr[0] + ((a4_ptr[(((((((convert_int(get_group_id(1))) * ((max((int)T, (int)1) + 1) >> 1)) + ax1) * ((max((int)F, (int)1) + 1) >> 1)) + ax2) * max((int)C, (int)1)) + ax0)] * (1.000000e+00f / (convert_float((((max((int)T, (int)1) + 1) >> 1) * ((max((int)F, (int)1) + 1) >> 1)))))) * weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)C, (int)1) * 85)) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 4)) + (ax0 * max((int)NCLS, (int)1))) + (convert_int(get_local_id(0))))]));
        }
      }
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < NCLS)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    logits_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)NCLS, (int)1))) + (convert_int(get_local_id(0))))] = (fc_local_ptr[0] + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)C, (int)1) * 85)) + ((max((int)C, (int)1) * max((int)C, (int)1)) * 4)) + (convert_int(get_local_id(0)))) + (max((int)C, (int)1) * max((int)NCLS, (int)1)))]);
  }
}

