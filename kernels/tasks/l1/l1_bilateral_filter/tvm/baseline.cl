// Function: l1_bilateral_filter_kernel
__kernel void l1_bilateral_filter_kernel(__global float* restrict X_ptr, __global float* restrict Y_ptr, int C, int H, int R, int W, float sigma_r, float sigma_s);
__kernel void l1_bilateral_filter_kernel(__global float* restrict X_ptr, __global float* restrict Y_ptr, int C, int H, int R, int W, float sigma_r, float sigma_s) {
  float num_local_ptr[1];
  float den_local_ptr[1];
  for (int ax0 = 0; ax0 < ((R * 2) + 1); ++ax0) {
    for (int ax1 = 0; ax1 < ((R * 2) + 1); ++ax1) {
      if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) == 0))) {
        if (((bool)(ax0 == 0)) && ((bool)(ax1 == 0))) {
          num_local_ptr[0] = 0.000000e+00f;
        }
        float condval;
        if (1 < C) {
          condval = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 1)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 1)]);
        } else {
          condval = 0.000000e+00f;
        }
        float condval_1;
        if (1 < C) {
          condval_1 = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 1)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 1)]);
        } else {
          condval_1 = 0.000000e+00f;
        }
        float condval_2;
        if (2 < C) {
          condval_2 = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 2)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 2)]);
        } else {
          condval_2 = 0.000000e+00f;
        }
        float condval_3;
        if (2 < C) {
          condval_3 = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 2)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 2)]);
        } else {
          condval_3 = 0.000000e+00f;
        }
        float condval_4;
        if (3 < C) {
          condval_4 = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 3)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 3)]);
        } else {
          condval_4 = 0.000000e+00f;
        }
        float condval_5;
        if (3 < C) {
          condval_5 = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 3)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 3)]);
        } else {
          condval_5 = 0.000000e+00f;
        }
        num_local_ptr[0] = (num_local_ptr[0] + (exp(((((((convert_float((ax0 - R))) * (convert_float((ax0 - R)))) + ((convert_float((ax1 - R))) * (convert_float((ax1 - R))))) / ((2.000000e+00f * sigma_s) * sigma_s)) * -1.000000e+00f) - ((((((X_ptr[((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * max((int)C, (int)1))] - X_ptr[((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1))]) * (X_ptr[((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * max((int)C, (int)1))] - X_ptr[((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1))])) + (condval * condval_1)) + (condval_2 * condval_3)) + (condval_4 * condval_5)) / ((2.000000e+00f * sigma_r) * sigma_r)))) * X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * max((int)C, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
      }
    }
  }
  for (int ax0_1 = 0; ax0_1 < ((R * 2) + 1); ++ax0_1) {
    for (int ax1_1 = 0; ax1_1 < ((R * 2) + 1); ++ax1_1) {
      if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) == 0))) {
        if (((bool)(ax0_1 == 0)) && ((bool)(ax1_1 == 0))) {
          den_local_ptr[0] = 0.000000e+00f;
        }
        float condval_6;
        if (1 < C) {
          condval_6 = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1_1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0_1) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 1)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 1)]);
        } else {
          condval_6 = 0.000000e+00f;
        }
        float condval_7;
        if (1 < C) {
          condval_7 = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1_1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0_1) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 1)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 1)]);
        } else {
          condval_7 = 0.000000e+00f;
        }
        float condval_8;
        if (2 < C) {
          condval_8 = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1_1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0_1) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 2)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 2)]);
        } else {
          condval_8 = 0.000000e+00f;
        }
        float condval_9;
        if (2 < C) {
          condval_9 = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1_1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0_1) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 2)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 2)]);
        } else {
          condval_9 = 0.000000e+00f;
        }
        float condval_10;
        if (3 < C) {
          condval_10 = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1_1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0_1) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 3)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 3)]);
        } else {
          condval_10 = 0.000000e+00f;
        }
        float condval_11;
        if (3 < C) {
          condval_11 = (X_ptr[(((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C) + ax1_1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0_1) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * C) + 3)] - X_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / C)) * C) + 3)]);
        } else {
          condval_11 = 0.000000e+00f;
        }
        den_local_ptr[0] = (den_local_ptr[0] + exp(((((((convert_float((ax0_1 - R))) * (convert_float((ax0_1 - R)))) + ((convert_float((ax1_1 - R))) * (convert_float((ax1_1 - R))))) / ((2.000000e+00f * sigma_s) * sigma_s)) * -1.000000e+00f) - ((((((X_ptr[((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1_1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0_1) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * max((int)C, (int)1))] - X_ptr[((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1))]) * (X_ptr[((max((int)min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) + ax1_1) - R), (int)(W - 1)), (int)0) + (max((int)min((int)(((convert_int(get_group_id(1))) + ax0_1) - R), (int)(H - 1)), (int)0) * max((int)W, (int)1))) * max((int)C, (int)1))] - X_ptr[((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C, (int)1))) * max((int)C, (int)1))])) + (condval_6 * condval_7)) + (condval_8 * condval_9)) + (condval_10 * condval_11)) / ((2.000000e+00f * sigma_r) * sigma_r)))));
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)C, (int)1))) {
    Y_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)C, (int)1))) + (convert_int(get_local_id(0))))] = (num_local_ptr[0] / den_local_ptr[0]);
  }
}

