// Function: l1_stft_kernel
__kernel void l1_stft_kernel(__global float* restrict cos_t_ptr, int NFFT);
__kernel void l1_stft_kernel_1(__global float* restrict sin_t_ptr, int NFFT);
__kernel void l1_stft_kernel_2(__global float* restrict Y_ptr, __global float* restrict cos_t_ptr, __global float* restrict sin_t_ptr, __global float* restrict x_ptr, int B, int HOP, int N, int NFFT);
__kernel void l1_stft_kernel(__global float* restrict cos_t_ptr, int NFFT) {
  float x_cos_local_ptr[1];
  float y_cos_local_ptr[1];
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < NFFT)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
    x_cos_local_ptr[0] = ((1.570796e+00f * (convert_float((((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) % max((int)NFFT, (int)1))))) / (convert_float(max((int)NFFT, (int)1))));
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < NFFT)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
    y_cos_local_ptr[0] = (x_cos_local_ptr[0] * x_cos_local_ptr[0]);
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < NFFT)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    float condval;
    if (((((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) / max((int)NFFT, (int)1)) % 4) == 0) {
      condval = (1.000000e+00f + (y_cos_local_ptr[0] * (-5.000000e-01f + (y_cos_local_ptr[0] * (4.166667e-02f + (y_cos_local_ptr[0] * (-1.388889e-03f + (y_cos_local_ptr[0] * (2.480159e-05f + (y_cos_local_ptr[0] * (-2.755732e-07f + (y_cos_local_ptr[0] * (2.087676e-09f + (y_cos_local_ptr[0] * -1.147075e-11f))))))))))))));
    } else {
      float condval_1;
      if (((((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) / max((int)NFFT, (int)1)) & 3) == 1) {
        condval_1 = ((x_cos_local_ptr[0] * (1.000000e+00f + (y_cos_local_ptr[0] * (-1.666667e-01f + (y_cos_local_ptr[0] * (8.333333e-03f + (y_cos_local_ptr[0] * (-1.984127e-04f + (y_cos_local_ptr[0] * (2.755732e-06f + (y_cos_local_ptr[0] * (-2.505211e-08f + (y_cos_local_ptr[0] * (1.605904e-10f + (y_cos_local_ptr[0] * -7.647164e-13f))))))))))))))) * -1.000000e+00f);
      } else {
        float condval_2;
        if (((((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) / max((int)NFFT, (int)1)) & 3) == 2) {
          condval_2 = ((1.000000e+00f + (y_cos_local_ptr[0] * (-5.000000e-01f + (y_cos_local_ptr[0] * (4.166667e-02f + (y_cos_local_ptr[0] * (-1.388889e-03f + (y_cos_local_ptr[0] * (2.480159e-05f + (y_cos_local_ptr[0] * (-2.755732e-07f + (y_cos_local_ptr[0] * (2.087676e-09f + (y_cos_local_ptr[0] * -1.147075e-11f)))))))))))))) * -1.000000e+00f);
        } else {
          condval_2 = (x_cos_local_ptr[0] * (1.000000e+00f + (y_cos_local_ptr[0] * (-1.666667e-01f + (y_cos_local_ptr[0] * (8.333333e-03f + (y_cos_local_ptr[0] * (-1.984127e-04f + (y_cos_local_ptr[0] * (2.755732e-06f + (y_cos_local_ptr[0] * (-2.505211e-08f + (y_cos_local_ptr[0] * (1.605904e-10f + (y_cos_local_ptr[0] * -7.647164e-13f)))))))))))))));
        }
        condval_1 = condval_2;
      }
      condval = condval_1;
    }
    cos_t_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval;
  }
}

// Function: l1_stft_kernel_1
__kernel void l1_stft_kernel(__global float* restrict cos_t_ptr, int NFFT);
__kernel void l1_stft_kernel_1(__global float* restrict sin_t_ptr, int NFFT);
__kernel void l1_stft_kernel_2(__global float* restrict Y_ptr, __global float* restrict cos_t_ptr, __global float* restrict sin_t_ptr, __global float* restrict x_ptr, int B, int HOP, int N, int NFFT);
__kernel void l1_stft_kernel_1(__global float* restrict sin_t_ptr, int NFFT) {
  float x_sin_local_ptr[1];
  float y_sin_local_ptr[1];
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < NFFT)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
    x_sin_local_ptr[0] = ((1.570796e+00f * (convert_float((((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) % max((int)NFFT, (int)1))))) / (convert_float(max((int)NFFT, (int)1))));
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < NFFT)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
    y_sin_local_ptr[0] = (x_sin_local_ptr[0] * x_sin_local_ptr[0]);
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < NFFT)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    float condval;
    if ((((((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) / max((int)NFFT, (int)1)) + 3) % 4) == 0) {
      condval = (1.000000e+00f + (y_sin_local_ptr[0] * (-5.000000e-01f + (y_sin_local_ptr[0] * (4.166667e-02f + (y_sin_local_ptr[0] * (-1.388889e-03f + (y_sin_local_ptr[0] * (2.480159e-05f + (y_sin_local_ptr[0] * (-2.755732e-07f + (y_sin_local_ptr[0] * (2.087676e-09f + (y_sin_local_ptr[0] * -1.147075e-11f))))))))))))));
    } else {
      float condval_1;
      if ((((((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) / max((int)NFFT, (int)1)) + 3) & 3) == 1) {
        condval_1 = ((x_sin_local_ptr[0] * (1.000000e+00f + (y_sin_local_ptr[0] * (-1.666667e-01f + (y_sin_local_ptr[0] * (8.333333e-03f + (y_sin_local_ptr[0] * (-1.984127e-04f + (y_sin_local_ptr[0] * (2.755732e-06f + (y_sin_local_ptr[0] * (-2.505211e-08f + (y_sin_local_ptr[0] * (1.605904e-10f + (y_sin_local_ptr[0] * -7.647164e-13f))))))))))))))) * -1.000000e+00f);
      } else {
        float condval_2;
        if ((((((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) / max((int)NFFT, (int)1)) + 3) & 3) == 2) {
          condval_2 = ((1.000000e+00f + (y_sin_local_ptr[0] * (-5.000000e-01f + (y_sin_local_ptr[0] * (4.166667e-02f + (y_sin_local_ptr[0] * (-1.388889e-03f + (y_sin_local_ptr[0] * (2.480159e-05f + (y_sin_local_ptr[0] * (-2.755732e-07f + (y_sin_local_ptr[0] * (2.087676e-09f + (y_sin_local_ptr[0] * -1.147075e-11f)))))))))))))) * -1.000000e+00f);
        } else {
          condval_2 = (x_sin_local_ptr[0] * (1.000000e+00f + (y_sin_local_ptr[0] * (-1.666667e-01f + (y_sin_local_ptr[0] * (8.333333e-03f + (y_sin_local_ptr[0] * (-1.984127e-04f + (y_sin_local_ptr[0] * (2.755732e-06f + (y_sin_local_ptr[0] * (-2.505211e-08f + (y_sin_local_ptr[0] * (1.605904e-10f + (y_sin_local_ptr[0] * -7.647164e-13f)))))))))))))));
        }
        condval_1 = condval_2;
      }
      condval = condval_1;
    }
    sin_t_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval;
  }
}

// Function: l1_stft_kernel_2
__kernel void l1_stft_kernel(__global float* restrict cos_t_ptr, int NFFT);
__kernel void l1_stft_kernel_1(__global float* restrict sin_t_ptr, int NFFT);
__kernel void l1_stft_kernel_2(__global float* restrict Y_ptr, __global float* restrict cos_t_ptr, __global float* restrict sin_t_ptr, __global float* restrict x_ptr, int B, int HOP, int N, int NFFT);
__kernel void l1_stft_kernel_2(__global float* restrict Y_ptr, __global float* restrict cos_t_ptr, __global float* restrict sin_t_ptr, __global float* restrict x_ptr, int B, int HOP, int N, int NFFT) {
  float S_v0_local_ptr[1];
  float S_v1_local_ptr[1];
  float xw_local_ptr[1];
  int tw_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)NFFT, (int)1); ++ax0) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1) * ((max((int)NFFT, (int)1) >> 1) + 1))) < B)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1) * ((max((int)NFFT, (int)1) >> 1) + 1))) == 0))) {
      int condval;
      if ((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1) * ((max((int)NFFT, (int)1) >> 1) + 1))) / ((max((int)NFFT, (int)1) >> 1) + 1)) * max((int)HOP, (int)1)) + ax0) - (max((int)NFFT, (int)1) >> 1)) < 0) {
        condval = (((max((int)NFFT, (int)1) >> 1) - (((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1) * ((max((int)NFFT, (int)1) >> 1) + 1))) / ((max((int)NFFT, (int)1) >> 1) + 1)) * max((int)HOP, (int)1))) - ax0);
      } else {
        int condval_1;
        if (((bool)(N <= (((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1) * ((max((int)NFFT, (int)1) >> 1) + 1))) / ((max((int)NFFT, (int)1) >> 1) + 1)) * max((int)HOP, (int)1)) + ax0) - (max((int)NFFT, (int)1) >> 1)))) && ((bool)(1 <= (((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1) * ((max((int)NFFT, (int)1) >> 1) + 1))) / ((max((int)NFFT, (int)1) >> 1) + 1)) * max((int)HOP, (int)1)) + ax0) - (max((int)NFFT, (int)1) >> 1))))) {
          condval_1 = (((((max((int)N, (int)1) * 2) + (max((int)NFFT, (int)1) >> 1)) - (((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1) * ((max((int)NFFT, (int)1) >> 1) + 1))) / ((max((int)NFFT, (int)1) >> 1) + 1)) * max((int)HOP, (int)1))) - ax0) - 2);
        } else {
          condval_1 = (((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1) * ((max((int)NFFT, (int)1) >> 1) + 1))) / ((max((int)NFFT, (int)1) >> 1) + 1)) * max((int)HOP, (int)1)) + ax0) - (max((int)NFFT, (int)1) >> 1));
        }
        condval = condval_1;
      }
      xw_local_ptr[0] = ((5.000000e-01f - (5.000000e-01f * cos_t_ptr[ax0])) * x_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1) * ((max((int)NFFT, (int)1) >> 1) + 1))) * max((int)N, (int)1)) + condval)]);
    }
    tw_local_ptr[0] = (((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)NFFT, (int)1) >> 1) + 1)) * ax0) & max((int)(NFFT - 1), (int)0));
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1) * ((max((int)NFFT, (int)1) >> 1) + 1))) < B)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1) * ((max((int)NFFT, (int)1) >> 1) + 1))) == 0))) {
      if (ax0 == 0) {
        S_v0_local_ptr[0] = 0.000000e+00f;
        S_v1_local_ptr[0] = 0.000000e+00f;
      }
      float v_S_v0 = (S_v0_local_ptr[0] + (xw_local_ptr[0] * cos_t_ptr[tw_local_ptr[0]]));
      float v_S_v1 = (S_v1_local_ptr[0] + ((xw_local_ptr[0] * -1.000000e+00f) * sin_t_ptr[tw_local_ptr[0]]));
      S_v0_local_ptr[0] = v_S_v0;
      S_v1_local_ptr[0] = v_S_v1;
    }
  }
  for (int c = 0; c < 2; ++c) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < ((max((int)B, (int)1) * ((max((int)N, (int)1) / max((int)HOP, (int)1)) + 1)) * ((max((int)NFFT, (int)1) >> 1) + 1))) {
      float condval_2;
      if (c == 0) {
        condval_2 = S_v0_local_ptr[0];
      } else {
        condval_2 = S_v1_local_ptr[0];
      }
      Y_ptr[(((((convert_int(get_group_id(1))) * 131072) + ((convert_int(get_group_id(0))) * 512)) + ((convert_int(get_local_id(0))) * 2)) + c)] = condval_2;
    }
  }
}

