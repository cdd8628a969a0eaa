// Function: l2_bloom_kernel
__kernel void l2_bloom_kernel(__global float* restrict bright_ptr, __global float* restrict img_ptr, int H, int W, float knee, float threshold);
__kernel void l2_bloom_kernel_1(__global float* restrict bright_ptr, __global float* restrict hb_ptr, int H, int W);
__kernel void l2_bloom_kernel_2(__global float* restrict hb_ptr, __global float* restrict img_ptr, __global float* restrict out_ptr, int H, int W, float intensity);
__kernel void l2_bloom_kernel(__global float* restrict bright_ptr, __global float* restrict img_ptr, int H, int W, float knee, float threshold) {
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * 4)) {
    float condval;
    if (((convert_int(get_local_id(0))) & 3) == 3) {
      condval = 0.000000e+00f;
    } else {
      condval = (img_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + (convert_int(get_local_id(0))))] * (max((float)((min((float)max((float)(((((2.126000e-01f * img_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4))]) + (7.152000e-01f * img_ptr[(((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + 1)])) + (7.220000e-02f * img_ptr[(((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + 2)])) - threshold) + knee), (float)0.000000e+00f), (float)(2.000000e+00f * knee)) * min((float)max((float)(((((2.126000e-01f * img_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4))]) + (7.152000e-01f * img_ptr[(((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + 1)])) + (7.220000e-02f * img_ptr[(((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + 2)])) - threshold) + knee), (float)0.000000e+00f), (float)(2.000000e+00f * knee))) / ((4.000000e+00f * knee) + 1.000000e-05f)), (float)((((2.126000e-01f * img_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4))]) + (7.152000e-01f * img_ptr[(((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + 1)])) + (7.220000e-02f * img_ptr[(((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + 2)])) - threshold)) / max((float)(((2.126000e-01f * img_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4))]) + (7.152000e-01f * img_ptr[(((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + 1)])) + (7.220000e-02f * img_ptr[(((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + 2)])), (float)1.000000e-05f)));
    }
    bright_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + (convert_int(get_local_id(0))))] = condval;
  }
}

// Function: l2_bloom_kernel_1
__kernel void l2_bloom_kernel(__global float* restrict bright_ptr, __global float* restrict img_ptr, int H, int W, float knee, float threshold);
__kernel void l2_bloom_kernel_1(__global float* restrict bright_ptr, __global float* restrict hb_ptr, int H, int W);
__kernel void l2_bloom_kernel_2(__global float* restrict hb_ptr, __global float* restrict img_ptr, __global float* restrict out_ptr, int H, int W, float intensity);
__kernel void l2_bloom_kernel_1(__global float* restrict bright_ptr, __global float* restrict hb_ptr, int H, int W) {
  float hsum_local_ptr[1];
  for (int ax0 = 0; ax0 < 9; ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 64) + ((convert_int(get_local_id(0))) >> 2)) < W)) || ((bool)((((convert_int(get_group_id(0))) * 64) + ((convert_int(get_local_id(0))) >> 2)) == 0))) {
      if (ax0 == 0) {
        hsum_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (ax0 < 4) {
        float condval_1;
        if (ax0 < 2) {
          float condval_2;
          if (ax0 < 1) {
            condval_2 = 3.906250e-03f;
          } else {
            condval_2 = 3.125000e-02f;
          }
          condval_1 = condval_2;
        } else {
          float condval_3;
          if (ax0 < 3) {
            condval_3 = 1.093750e-01f;
          } else {
            condval_3 = 2.187500e-01f;
          }
          condval_1 = condval_3;
        }
        condval = condval_1;
      } else {
        float condval_4;
        if (ax0 < 6) {
          float condval_5;
          if (ax0 < 5) {
            condval_5 = 2.734375e-01f;
          } else {
            condval_5 = 2.187500e-01f;
          }
          condval_4 = condval_5;
        } else {
          float condval_6;
          if (ax0 < 7) {
            condval_6 = 1.093750e-01f;
          } else {
            float condval_7;
            if (ax0 < 8) {
              condval_7 = 3.125000e-02f;
            } else {
              condval_7 = 3.906250e-03f;
            }
            condval_6 = condval_7;
          }
          condval_4 = condval_6;
        }
        condval = condval_4;
      }
      hsum_local_ptr[0] = (hsum_local_ptr[0] + (condval * bright_ptr[(((max((int)min((int)(((((convert_int(get_group_id(0))) * 64) + ((convert_int(get_local_id(0))) >> 2)) + ax0) - 4), (int)max((int)(W - 1), (int)0)), (int)0) * 4) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + ((convert_int(get_local_id(0))) & 3))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * 4)) {
    hb_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + (convert_int(get_local_id(0))))] = hsum_local_ptr[0];
  }
}

// Function: l2_bloom_kernel_2
__kernel void l2_bloom_kernel(__global float* restrict bright_ptr, __global float* restrict img_ptr, int H, int W, float knee, float threshold);
__kernel void l2_bloom_kernel_1(__global float* restrict bright_ptr, __global float* restrict hb_ptr, int H, int W);
__kernel void l2_bloom_kernel_2(__global float* restrict hb_ptr, __global float* restrict img_ptr, __global float* restrict out_ptr, int H, int W, float intensity);
__kernel void l2_bloom_kernel_2(__global float* restrict hb_ptr, __global float* restrict img_ptr, __global float* restrict out_ptr, int H, int W, float intensity) {
  float vb_local_ptr[1];
  for (int ax0 = 0; ax0 < 9; ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 64) + ((convert_int(get_local_id(0))) >> 2)) < W)) || ((bool)((((convert_int(get_group_id(0))) * 64) + ((convert_int(get_local_id(0))) >> 2)) == 0))) {
      if (ax0 == 0) {
        vb_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (ax0 < 4) {
        float condval_1;
        if (ax0 < 2) {
          float condval_2;
          if (ax0 < 1) {
            condval_2 = 3.906250e-03f;
          } else {
            condval_2 = 3.125000e-02f;
          }
          condval_1 = condval_2;
        } else {
          float condval_3;
          if (ax0 < 3) {
            condval_3 = 1.093750e-01f;
          } else {
            condval_3 = 2.187500e-01f;
          }
          condval_1 = condval_3;
        }
        condval = condval_1;
      } else {
        float condval_4;
        if (ax0 < 6) {
          float condval_5;
          if (ax0 < 5) {
            condval_5 = 2.734375e-01f;
          } else {
            condval_5 = 2.187500e-01f;
          }
          condval_4 = condval_5;
        } else {
          float condval_6;
          if (ax0 < 7) {
            condval_6 = 1.093750e-01f;
          } else {
            float condval_7;
            if (ax0 < 8) {
              condval_7 = 3.125000e-02f;
            } else {
              condval_7 = 3.906250e-03f;
            }
            condval_6 = condval_7;
          }
          condval_4 = condval_6;
        }
        condval = condval_4;
      }
      vb_local_ptr[0] = (vb_local_ptr[0] + (condval * hb_ptr[((((convert_int(get_group_id(0))) * 256) + ((max((int)min((int)(((convert_int(get_group_id(1))) + ax0) - 4), (int)max((int)(H - 1), (int)0)), (int)0) * max((int)W, (int)1)) * 4)) + (convert_int(get_local_id(0))))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * 4)) {
    float condval_8;
    if (((convert_int(get_local_id(0))) & 3) == 3) {
      condval_8 = img_ptr[(((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_local_id(0))) >> 2) * 4)) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + 3)];
    } else {
      condval_8 = (img_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + (convert_int(get_local_id(0))))] + (intensity * vb_local_ptr[0]));
    }
    out_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 4)) + (convert_int(get_local_id(0))))] = condval_8;
  }
}

