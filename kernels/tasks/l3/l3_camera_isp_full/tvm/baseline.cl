// Function: l3_camera_isp_full_kernel
__kernel void l3_camera_isp_full_kernel(__global float* restrict ccm_ptr, __global float* restrict enc_ptr, __global float* restrict raw_ptr, float BL, int H, int W, float b_gain, float g_gain, float r_gain);
__kernel void l3_camera_isp_full_kernel_1(__global float* restrict enc_ptr, __global float* restrict rgb_ptr, int H, int W);
__kernel void l3_camera_isp_full_kernel(__global float* restrict ccm_ptr, __global float* restrict enc_ptr, __global float* restrict raw_ptr, float BL, int H, int W, float b_gain, float g_gain, float r_gain) {
  float wb_local_ptr[3];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) < W) {
      float condval;
      if (ax0 == 0) {
        float condval_1;
        if (((convert_int(get_group_id(1))) % 2) == 0) {
          float condval_2;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
            condval_2 = (max((float)(raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL));
          } else {
            condval_2 = (((max((float)(raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 2)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL)) + (max((float)(raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 2)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) * 5.000000e-01f);
          }
          condval_1 = condval_2;
        } else {
          float condval_3;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
            condval_3 = (((max((float)(raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 1)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL)) + (max((float)(raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 3)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) * 5.000000e-01f);
          } else {
            condval_3 = (((((max((float)(raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 1)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL)) + (max((float)(raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 1)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) + (max((float)(raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 3)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) + (max((float)(raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 3)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) * 2.500000e-01f);
          }
          condval_1 = condval_3;
        }
        condval = (condval_1 * r_gain);
      } else {
        float condval_4;
        if (ax0 == 1) {
          float condval_5;
          if ((((convert_int(get_group_id(1))) % 2) == 0) == ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0)) {
            condval_5 = (((((max((float)(raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 1)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL)) + (max((float)(raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 3)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) + (max((float)(raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 2)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) + (max((float)(raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 2)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) * 2.500000e-01f);
          } else {
            condval_5 = (max((float)(raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL));
          }
          condval_4 = (condval_5 * g_gain);
        } else {
          float condval_6;
          if (((convert_int(get_group_id(1))) % 2) == 0) {
            float condval_7;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
              condval_7 = (((((max((float)(raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 1)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL)) + (max((float)(raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 1)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) + (max((float)(raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 3)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) + (max((float)(raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 3)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) * 2.500000e-01f);
            } else {
              condval_7 = (((max((float)(raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 1)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL)) + (max((float)(raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 3)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) * 5.000000e-01f);
            }
            condval_6 = condval_7;
          } else {
            float condval_8;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
              condval_8 = (((max((float)(raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 2)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL)) + (max((float)(raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((W * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((H * 2) - (convert_int(get_group_id(1)))) - 2)) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL))) * 5.000000e-01f);
            } else {
              condval_8 = (max((float)(raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * W))] - BL), (float)0.000000e+00f) / (1.000000e+00f - BL));
            }
            condval_6 = condval_8;
          }
          condval_4 = (condval_6 * b_gain);
        }
        condval = condval_4;
      }
      wb_local_ptr[ax0] = condval;
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (W * 3)) {
    float condval_9;
    if (min((float)max((float)(((ccm_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) * 3)] * wb_local_ptr[0]) + (ccm_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) * 3) + 1)] * wb_local_ptr[1])) + (ccm_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) * 3) + 2)] * wb_local_ptr[2])), (float)0.000000e+00f), (float)1.000000e+00f) <= 3.130800e-03f) {
      condval_9 = (1.292000e+01f * min((float)max((float)(((ccm_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) * 3)] * wb_local_ptr[0]) + (ccm_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) * 3) + 1)] * wb_local_ptr[1])) + (ccm_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) * 3) + 2)] * wb_local_ptr[2])), (float)0.000000e+00f), (float)1.000000e+00f));
    } else {
      condval_9 = ((1.055000e+00f * pow(min((float)max((float)(((ccm_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) * 3)] * wb_local_ptr[0]) + (ccm_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) * 3) + 1)] * wb_local_ptr[1])) + (ccm_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) * 3) + 2)] * wb_local_ptr[2])), (float)0.000000e+00f), (float)1.000000e+00f), 4.166667e-01f)) - 5.500000e-02f);
    }
    enc_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * W) * 3)) + (convert_int(get_local_id(0))))] = condval_9;
  }
}

// Function: l3_camera_isp_full_kernel_1
__kernel void l3_camera_isp_full_kernel(__global float* restrict ccm_ptr, __global float* restrict enc_ptr, __global float* restrict raw_ptr, float BL, int H, int W, float b_gain, float g_gain, float r_gain);
__kernel void l3_camera_isp_full_kernel_1(__global float* restrict enc_ptr, __global float* restrict rgb_ptr, int H, int W);
__kernel void l3_camera_isp_full_kernel_1(__global float* restrict enc_ptr, __global float* restrict rgb_ptr, int H, int W) {
  float win_local_ptr[9];
  for (int ax0 = 0; ax0 < 9; ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) < W) {
      win_local_ptr[ax0] = enc_ptr[(((min((int)max((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + (ax0 % 3)) - 1), (int)0), (int)(W - 1)) * 3) + ((min((int)max((int)(((ax0 / 3) + (convert_int(get_group_id(1)))) - 1), (int)0), (int)(H - 1)) * W) * 3)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3))];
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (W * 3)) {
    float condval;
    if (((bool)((((((((((convert_int((win_local_ptr[0] < win_local_ptr[0]))) + (convert_int((win_local_ptr[1] < win_local_ptr[0])))) + (convert_int((win_local_ptr[2] < win_local_ptr[0])))) + (convert_int((win_local_ptr[3] < win_local_ptr[0])))) + (convert_int((win_local_ptr[4] < win_local_ptr[0])))) + (convert_int((win_local_ptr[5] < win_local_ptr[0])))) + (convert_int((win_local_ptr[6] < win_local_ptr[0])))) + (convert_int((win_local_ptr[7] < win_local_ptr[0])))) + (convert_int((win_local_ptr[8] < win_local_ptr[0])))) <= 4)) && ((bool)(5 <= (((((((((convert_int((win_local_ptr[0] <= win_local_ptr[0]))) + (convert_int((win_local_ptr[1] <= win_local_ptr[0])))) + (convert_int((win_local_ptr[2] <= win_local_ptr[0])))) + (convert_int((win_local_ptr[3] <= win_local_ptr[0])))) + (convert_int((win_local_ptr[4] <= win_local_ptr[0])))) + (convert_int((win_local_ptr[5] <= win_local_ptr[0])))) + (convert_int((win_local_ptr[6] <= win_local_ptr[0])))) + (convert_int((win_local_ptr[7] <= win_local_ptr[0])))) + (convert_int((win_local_ptr[8] <= win_local_ptr[0]))))))) {
      condval = win_local_ptr[0];
    } else {
      condval = 0.000000e+00f;
    }
    float condval_1;
    if (((bool)((((((((((convert_int((win_local_ptr[0] < win_local_ptr[1]))) + (convert_int((win_local_ptr[1] < win_local_ptr[1])))) + (convert_int((win_local_ptr[2] < win_local_ptr[1])))) + (convert_int((win_local_ptr[3] < win_local_ptr[1])))) + (convert_int((win_local_ptr[4] < win_local_ptr[1])))) + (convert_int((win_local_ptr[5] < win_local_ptr[1])))) + (convert_int((win_local_ptr[6] < win_local_ptr[1])))) + (convert_int((win_local_ptr[7] < win_local_ptr[1])))) + (convert_int((win_local_ptr[8] < win_local_ptr[1])))) <= 4)) && ((bool)(5 <= (((((((((convert_int((win_local_ptr[0] <= win_local_ptr[1]))) + (convert_int((win_local_ptr[1] <= win_local_ptr[1])))) + (convert_int((win_local_ptr[2] <= win_local_ptr[1])))) + (convert_int((win_local_ptr[3] <= win_local_ptr[1])))) + (convert_int((win_local_ptr[4] <= win_local_ptr[1])))) + (convert_int((win_local_ptr[5] <= win_local_ptr[1])))) + (convert_int((win_local_ptr[6] <= win_local_ptr[1])))) + (convert_int((win_local_ptr[7] <= win_local_ptr[1])))) + (convert_int((win_local_ptr[8] <= win_local_ptr[1]))))))) {
      condval_1 = win_local_ptr[1];
    } else {
      condval_1 = 0.000000e+00f;
    }
    float condval_2;
    if (((bool)((((((((((convert_int((win_local_ptr[0] < win_local_ptr[2]))) + (convert_int((win_local_ptr[1] < win_local_ptr[2])))) + (convert_int((win_local_ptr[2] < win_local_ptr[2])))) + (convert_int((win_local_ptr[3] < win_local_ptr[2])))) + (convert_int((win_local_ptr[4] < win_local_ptr[2])))) + (convert_int((win_local_ptr[5] < win_local_ptr[2])))) + (convert_int((win_local_ptr[6] < win_local_ptr[2])))) + (convert_int((win_local_ptr[7] < win_local_ptr[2])))) + (convert_int((win_local_ptr[8] < win_local_ptr[2])))) <= 4)) && ((bool)(5 <= (((((((((convert_int((win_local_ptr[0] <= win_local_ptr[2]))) + (convert_int((win_local_ptr[1] <= win_local_ptr[2])))) + (convert_int((win_local_ptr[2] <= win_local_ptr[2])))) + (convert_int((win_local_ptr[3] <= win_local_ptr[2])))) + (convert_int((win_local_ptr[4] <= win_local_ptr[2])))) + (convert_int((win_local_ptr[5] <= win_local_ptr[2])))) + (convert_int((win_local_ptr[6] <= win_local_ptr[2])))) + (convert_int((win_local_ptr[7] <= win_local_ptr[2])))) + (convert_int((win_local_ptr[8] <= win_local_ptr[2]))))))) {
      condval_2 = win_local_ptr[2];
    } else {
      condval_2 = 0.000000e+00f;
    }
    float condval_3;
    if (((bool)((((((((((convert_int((win_local_ptr[0] < win_local_ptr[3]))) + (convert_int((win_local_ptr[1] < win_local_ptr[3])))) + (convert_int((win_local_ptr[2] < win_local_ptr[3])))) + (convert_int((win_local_ptr[3] < win_local_ptr[3])))) + (convert_int((win_local_ptr[4] < win_local_ptr[3])))) + (convert_int((win_local_ptr[5] < win_local_ptr[3])))) + (convert_int((win_local_ptr[6] < win_local_ptr[3])))) + (convert_int((win_local_ptr[7] < win_local_ptr[3])))) + (convert_int((win_local_ptr[8] < win_local_ptr[3])))) <= 4)) && ((bool)(5 <= (((((((((convert_int((win_local_ptr[0] <= win_local_ptr[3]))) + (convert_int((win_local_ptr[1] <= win_local_ptr[3])))) + (convert_int((win_local_ptr[2] <= win_local_ptr[3])))) + (convert_int((win_local_ptr[3] <= win_local_ptr[3])))) + (convert_int((win_local_ptr[4] <= win_local_ptr[3])))) + (convert_int((win_local_ptr[5] <= win_local_ptr[3])))) + (convert_int((win_local_ptr[6] <= win_local_ptr[3])))) + (convert_int((win_local_ptr[7] <= win_local_ptr[3])))) + (convert_int((win_local_ptr[8] <= win_local_ptr[3]))))))) {
      condval_3 = win_local_ptr[3];
    } else {
      condval_3 = 0.000000e+00f;
    }
    float condval_4;
    if (((bool)((((((((((convert_int((win_local_ptr[0] < win_local_ptr[4]))) + (convert_int((win_local_ptr[1] < win_local_ptr[4])))) + (convert_int((win_local_ptr[2] < win_local_ptr[4])))) + (convert_int((win_local_ptr[3] < win_local_ptr[4])))) + (convert_int((win_local_ptr[4] < win_local_ptr[4])))) + (convert_int((win_local_ptr[5] < win_local_ptr[4])))) + (convert_int((win_local_ptr[6] < win_local_ptr[4])))) + (convert_int((win_local_ptr[7] < win_local_ptr[4])))) + (convert_int((win_local_ptr[8] < win_local_ptr[4])))) <= 4)) && ((bool)(5 <= (((((((((convert_int((win_local_ptr[0] <= win_local_ptr[4]))) + (convert_int((win_local_ptr[1] <= win_local_ptr[4])))) + (convert_int((win_local_ptr[2] <= win_local_ptr[4])))) + (convert_int((win_local_ptr[3] <= win_local_ptr[4])))) + (convert_int((win_local_ptr[4] <= win_local_ptr[4])))) + (convert_int((win_local_ptr[5] <= win_local_ptr[4])))) + (convert_int((win_local_ptr[6] <= win_local_ptr[4])))) + (convert_int((win_local_ptr[7] <= win_local_ptr[4])))) + (convert_int((win_local_ptr[8] <= win_local_ptr[4]))))))) {
      condval_4 = win_local_ptr[4];
    } else {
      condval_4 = 0.000000e+00f;
    }
    float condval_5;
    if (((bool)((((((((((convert_int((win_local_ptr[0] < win_local_ptr[5]))) + (convert_int((win_local_ptr[1] < win_local_ptr[5])))) + (convert_int((win_local_ptr[2] < win_local_ptr[5])))) + (convert_int((win_local_ptr[3] < win_local_ptr[5])))) + (convert_int((win_local_ptr[4] < win_local_ptr[5])))) + (convert_int((win_local_ptr[5] < win_local_ptr[5])))) + (convert_int((win_local_ptr[6] < win_local_ptr[5])))) + (convert_int((win_local_ptr[7] < win_local_ptr[5])))) + (convert_int((win_local_ptr[8] < win_local_ptr[5])))) <= 4)) && ((bool)(5 <= (((((((((convert_int((win_local_ptr[0] <= win_local_ptr[5]))) + (convert_int((win_local_ptr[1] <= win_local_ptr[5])))) + (convert_int((win_local_ptr[2] <= win_local_ptr[5])))) + (convert_int((win_local_ptr[3] <= win_local_ptr[5])))) + (convert_int((win_local_ptr[4] <= win_local_ptr[5])))) + (convert_int((win_local_ptr[5] <= win_local_ptr[5])))) + (convert_int((win_local_ptr[6] <= win_local_ptr[5])))) + (convert_int((win_local_ptr[7] <= win_local_ptr[5])))) + (convert_int((win_local_ptr[8] <= win_local_ptr[5]))))))) {
      condval_5 = win_local_ptr[5];
    } else {
      condval_5 = 0.000000e+00f;
    }
    float condval_6;
    if (((bool)((((((((((convert_int((win_local_ptr[0] < win_local_ptr[6]))) + (convert_int((win_local_ptr[1] < win_local_ptr[6])))) + (convert_int((win_local_ptr[2] < win_local_ptr[6])))) + (convert_int((win_local_ptr[3] < win_local_ptr[6])))) + (convert_int((win_local_ptr[4] < win_local_ptr[6])))) + (convert_int((win_local_ptr[5] < win_local_ptr[6])))) + (convert_int((win_local_ptr[6] < win_local_ptr[6])))) + (convert_int((win_local_ptr[7] < win_local_ptr[6])))) + (convert_int((win_local_ptr[8] < win_local_ptr[6])))) <= 4)) && ((bool)(5 <= (((((((((convert_int((win_local_ptr[0] <= win_local_ptr[6]))) + (convert_int((win_local_ptr[1] <= win_local_ptr[6])))) + (convert_int((win_local_ptr[2] <= win_local_ptr[6])))) + (convert_int((win_local_ptr[3] <= win_local_ptr[6])))) + (convert_int((win_local_ptr[4] <= win_local_ptr[6])))) + (convert_int((win_local_ptr[5] <= win_local_ptr[6])))) + (convert_int((win_local_ptr[6] <= win_local_ptr[6])))) + (convert_int((win_local_ptr[7] <= win_local_ptr[6])))) + (convert_int((win_local_ptr[8] <= win_local_ptr[6]))))))) {
      condval_6 = win_local_ptr[6];
    } else {
      condval_6 = 0.000000e+00f;
    }
    float condval_7;
    if (((bool)((((((((((convert_int((win_local_ptr[0] < win_local_ptr[7]))) + (convert_int((win_local_ptr[1] < win_local_ptr[7])))) + (convert_int((win_local_ptr[2] < win_local_ptr[7])))) + (convert_int((win_local_ptr[3] < win_local_ptr[7])))) + (convert_int((win_local_ptr[4] < win_local_ptr[7])))) + (convert_int((win_local_ptr[5] < win_local_ptr[7])))) + (convert_int((win_local_ptr[6] < win_local_ptr[7])))) + (convert_int((win_local_ptr[7] < win_local_ptr[7])))) + (convert_int((win_local_ptr[8] < win_local_ptr[7])))) <= 4)) && ((bool)(5 <= (((((((((convert_int((win_local_ptr[0] <= win_local_ptr[7]))) + (convert_int((win_local_ptr[1] <= win_local_ptr[7])))) + (convert_int((win_local_ptr[2] <= win_local_ptr[7])))) + (convert_int((win_local_ptr[3] <= win_local_ptr[7])))) + (convert_int((win_local_ptr[4] <= win_local_ptr[7])))) + (convert_int((win_local_ptr[5] <= win_local_ptr[7])))) + (convert_int((win_local_ptr[6] <= win_local_ptr[7])))) + (convert_int((win_local_ptr[7] <= win_local_ptr[7])))) + (convert_int((win_local_ptr[8] <= win_local_ptr[7]))))))) {
      condval_7 = win_local_ptr[7];
    } else {
      condval_7 = 0.000000e+00f;
    }
    float condval_8;
    if (((bool)((((((((((convert_int((win_local_ptr[0] < win_local_ptr[8]))) + (convert_int((win_local_ptr[1] < win_local_ptr[8])))) + (convert_int((win_local_ptr[2] < win_local_ptr[8])))) + (convert_int((win_local_ptr[3] < win_local_ptr[8])))) + (convert_int((win_local_ptr[4] < win_local_ptr[8])))) + (convert_int((win_local_ptr[5] < win_local_ptr[8])))) + (convert_int((win_local_ptr[6] < win_local_ptr[8])))) + (convert_int((win_local_ptr[7] < win_local_ptr[8])))) + (convert_int((win_local_ptr[8] < win_local_ptr[8])))) <= 4)) && ((bool)(5 <= (((((((((convert_int((win_local_ptr[0] <= win_local_ptr[8]))) + (convert_int((win_local_ptr[1] <= win_local_ptr[8])))) + (convert_int((win_local_ptr[2] <= win_local_ptr[8])))) + (convert_int((win_local_ptr[3] <= win_local_ptr[8])))) + (convert_int((win_local_ptr[4] <= win_local_ptr[8])))) + (convert_int((win_local_ptr[5] <= win_local_ptr[8])))) + (convert_int((win_local_ptr[6] <= win_local_ptr[8])))) + (convert_int((win_local_ptr[7] <= win_local_ptr[8])))) + (convert_int((win_local_ptr[8] <= win_local_ptr[8]))))))) {
      condval_8 = win_local_ptr[8];
    } else {
      condval_8 = 0.000000e+00f;
    }
    rgb_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * W) * 3)) + (convert_int(get_local_id(0))))] = max((float)max((float)max((float)max((float)max((float)max((float)max((float)max((float)condval, (float)condval_1), (float)condval_2), (float)condval_3), (float)condval_4), (float)condval_5), (float)condval_6), (float)condval_7), (float)condval_8);
  }
}

