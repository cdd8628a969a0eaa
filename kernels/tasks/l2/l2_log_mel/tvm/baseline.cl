// Function: l2_log_mel_kernel
__kernel void l2_log_mel_kernel(__global float* restrict window_ptr, int NFFT);
__kernel void l2_log_mel_kernel_1(__global float* restrict cos_t_ptr, int NFFT);
__kernel void l2_log_mel_kernel_2(__global float* restrict sin_t_ptr, int NFFT);
__kernel void l2_log_mel_kernel_3(__global float* restrict P_ptr, __global float* restrict cos_t_ptr, __global float* restrict frames_ptr, __global float* restrict sin_t_ptr, __global float* restrict window_ptr, int F, int NFFT);
__kernel void l2_log_mel_kernel_4(__global float* restrict P_ptr, __global float* restrict fb_ptr, __global float* restrict logmel_ptr, int F, int M, int NFFT, float eps);
__kernel void l2_log_mel_kernel(__global float* restrict window_ptr, int NFFT) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < NFFT) {
    window_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (5.000000e-01f - (5.000000e-01f * cos(((6.283185e+00f * (convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))))) / (convert_float(NFFT))))));
  }
}

// Function: l2_log_mel_kernel_1
__kernel void l2_log_mel_kernel(__global float* restrict window_ptr, int NFFT);
__kernel void l2_log_mel_kernel_1(__global float* restrict cos_t_ptr, int NFFT);
__kernel void l2_log_mel_kernel_2(__global float* restrict sin_t_ptr, int NFFT);
__kernel void l2_log_mel_kernel_3(__global float* restrict P_ptr, __global float* restrict cos_t_ptr, __global float* restrict frames_ptr, __global float* restrict sin_t_ptr, __global float* restrict window_ptr, int F, int NFFT);
__kernel void l2_log_mel_kernel_4(__global float* restrict P_ptr, __global float* restrict fb_ptr, __global float* restrict logmel_ptr, int F, int M, int NFFT, float eps);
__kernel void l2_log_mel_kernel_1(__global float* restrict cos_t_ptr, int NFFT) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < NFFT) {
    cos_t_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = cos(((6.283185e+00f * (convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))))) / (convert_float(NFFT))));
  }
}

// Function: l2_log_mel_kernel_2
__kernel void l2_log_mel_kernel(__global float* restrict window_ptr, int NFFT);
__kernel void l2_log_mel_kernel_1(__global float* restrict cos_t_ptr, int NFFT);
__kernel void l2_log_mel_kernel_2(__global float* restrict sin_t_ptr, int NFFT);
__kernel void l2_log_mel_kernel_3(__global float* restrict P_ptr, __global float* restrict cos_t_ptr, __global float* restrict frames_ptr, __global float* restrict sin_t_ptr, __global float* restrict window_ptr, int F, int NFFT);
__kernel void l2_log_mel_kernel_4(__global float* restrict P_ptr, __global float* restrict fb_ptr, __global float* restrict logmel_ptr, int F, int M, int NFFT, float eps);
__kernel void l2_log_mel_kernel_2(__global float* restrict sin_t_ptr, int NFFT) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < NFFT) {
    sin_t_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = sin(((6.283185e+00f * (convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))))) / (convert_float(NFFT))));
  }
}

// Function: l2_log_mel_kernel_3
__kernel void l2_log_mel_kernel(__global float* restrict window_ptr, int NFFT);
__kernel void l2_log_mel_kernel_1(__global float* restrict cos_t_ptr, int NFFT);
__kernel void l2_log_mel_kernel_2(__global float* restrict sin_t_ptr, int NFFT);
__kernel void l2_log_mel_kernel_3(__global float* restrict P_ptr, __global float* restrict cos_t_ptr, __global float* restrict frames_ptr, __global float* restrict sin_t_ptr, __global float* restrict window_ptr, int F, int NFFT);
__kernel void l2_log_mel_kernel_4(__global float* restrict P_ptr, __global float* restrict fb_ptr, __global float* restrict logmel_ptr, int F, int M, int NFFT, float eps);
__kernel void l2_log_mel_kernel_3(__global float* restrict P_ptr, __global float* restrict cos_t_ptr, __global float* restrict frames_ptr, __global float* restrict sin_t_ptr, __global float* restrict window_ptr, int F, int NFFT) {
  float re_local_ptr[1];
  float im_local_ptr[1];
  for (int ax0 = 0; ax0 < NFFT; ++ax0) {
    if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((NFFT >> 1) + 1)) < F) {
      if (ax0 == 0) {
        re_local_ptr[0] = 0.000000e+00f;
      }
      re_local_ptr[0] = (re_local_ptr[0] + ((frames_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((NFFT >> 1) + 1)) * NFFT) + ax0)] * window_ptr[ax0]) * cos_t_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((NFFT >> 1) + 1)) * ax0) % NFFT)]));
    }
  }
  for (int ax0_1 = 0; ax0_1 < NFFT; ++ax0_1) {
    if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((NFFT >> 1) + 1)) < F) {
      if (ax0_1 == 0) {
        im_local_ptr[0] = 0.000000e+00f;
      }
      im_local_ptr[0] = (im_local_ptr[0] + (((frames_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((NFFT >> 1) + 1)) * NFFT) + ax0_1)] * -1.000000e+00f) * window_ptr[ax0_1]) * sin_t_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((NFFT >> 1) + 1)) * ax0_1) % NFFT)]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (F * ((NFFT >> 1) + 1))) {
    P_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = ((re_local_ptr[0] * re_local_ptr[0]) + (im_local_ptr[0] * im_local_ptr[0]));
  }
}

// Function: l2_log_mel_kernel_4
__kernel void l2_log_mel_kernel(__global float* restrict window_ptr, int NFFT);
__kernel void l2_log_mel_kernel_1(__global float* restrict cos_t_ptr, int NFFT);
__kernel void l2_log_mel_kernel_2(__global float* restrict sin_t_ptr, int NFFT);
__kernel void l2_log_mel_kernel_3(__global float* restrict P_ptr, __global float* restrict cos_t_ptr, __global float* restrict frames_ptr, __global float* restrict sin_t_ptr, __global float* restrict window_ptr, int F, int NFFT);
__kernel void l2_log_mel_kernel_4(__global float* restrict P_ptr, __global float* restrict fb_ptr, __global float* restrict logmel_ptr, int F, int M, int NFFT, float eps);
__kernel void l2_log_mel_kernel_4(__global float* restrict P_ptr, __global float* restrict fb_ptr, __global float* restrict logmel_ptr, int F, int M, int NFFT, float eps) {
  float mel_local_ptr[1];
  for (int ax0 = 0; ax0 < ((NFFT >> 1) + 1); ++ax0) {
    int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % M);
    int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / M);
    if (select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(M >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(M < 0)) && ((bool)(rmod <= 0)))))))) < F) {
      if (ax0 == 0) {
        mel_local_ptr[0] = 0.000000e+00f;
      }
      int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % M);
      int rdiv_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / M);
      int rmod_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % M);
      mel_local_ptr[0] = (mel_local_ptr[0] + (P_ptr[((select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(M >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(M < 0)) && ((bool)(rmod_1 <= 0)))))))) * ((NFFT >> 1) + 1)) + ax0)] * fb_ptr[((ax0 * M) + select((rmod_2 + M), rmod_2, (convert_int((((bool)(((bool)(M >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(M < 0)) && ((bool)(rmod_2 <= 0)))))))))]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (F * M)) {
    logmel_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = log((eps + mel_local_ptr[0]));
  }
}

