// Function: l2_camera_isp_kernel
__kernel void l2_camera_isp_kernel(__global float* restrict raw_ptr, __global float* restrict rgb_ptr, int H, int W, float b_gain, float g_gain, float r_gain);
__kernel void l2_camera_isp_kernel(__global float* restrict raw_ptr, __global float* restrict rgb_ptr, int H, int W, float b_gain, float g_gain, float r_gain) {
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * 3)) {
    float condval_1;
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) == 0) {
      float condval_2;
      if (((convert_int(get_group_id(1))) % 2) == 0) {
        float condval_3;
        if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
          condval_3 = raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))];
        } else {
          condval_3 = ((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) * 5.000000e-01f);
        }
        condval_2 = condval_3;
      } else {
        float condval_4;
        if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
          condval_4 = ((raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 5.000000e-01f);
        } else {
          condval_4 = ((((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 2.500000e-01f);
        }
        condval_2 = condval_4;
      }
      condval_1 = (condval_2 * r_gain);
    } else {
      float condval_5;
      if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) == 1) {
        float condval_6;
        if ((((convert_int(get_group_id(1))) % 2) == 0) == ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0)) {
          condval_6 = ((((raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) * 2.500000e-01f);
        } else {
          condval_6 = raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))];
        }
        condval_5 = (condval_6 * g_gain);
      } else {
        float condval_7;
        if (((convert_int(get_group_id(1))) % 2) == 0) {
          float condval_8;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
            condval_8 = ((((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 2.500000e-01f);
          } else {
            condval_8 = ((raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 5.000000e-01f);
          }
          condval_7 = condval_8;
        } else {
          float condval_9;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
            condval_9 = ((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) * 5.000000e-01f);
          } else {
            condval_9 = raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))];
          }
          condval_7 = condval_9;
        }
        condval_5 = (condval_7 * b_gain);
      }
      condval_1 = condval_5;
    }
    float condval;
    if (min((float)condval_1, (float)1.000000e+00f) <= 3.130800e-03f) {
      float condval_10;
      if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) == 0) {
        float condval_11;
        if (((convert_int(get_group_id(1))) % 2) == 0) {
          float condval_12;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
            condval_12 = raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))];
          } else {
            condval_12 = ((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) * 5.000000e-01f);
          }
          condval_11 = condval_12;
        } else {
          float condval_13;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
            condval_13 = ((raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 5.000000e-01f);
          } else {
            condval_13 = ((((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 2.500000e-01f);
          }
          condval_11 = condval_13;
        }
        condval_10 = (condval_11 * r_gain);
      } else {
        float condval_14;
        if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) == 1) {
          float condval_15;
          if ((((convert_int(get_group_id(1))) % 2) == 0) == ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0)) {
            condval_15 = ((((raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) * 2.500000e-01f);
          } else {
            condval_15 = raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))];
          }
          condval_14 = (condval_15 * g_gain);
        } else {
          float condval_16;
          if (((convert_int(get_group_id(1))) % 2) == 0) {
            float condval_17;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
              condval_17 = ((((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 2.500000e-01f);
            } else {
              condval_17 = ((raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 5.000000e-01f);
            }
            condval_16 = condval_17;
          } else {
            float condval_18;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
              condval_18 = ((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) * 5.000000e-01f);
            } else {
              condval_18 = raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))];
            }
            condval_16 = condval_18;
          }
          condval_14 = (condval_16 * b_gain);
        }
        condval_10 = condval_14;
      }
      condval = (1.292000e+01f * min((float)condval_10, (float)1.000000e+00f));
    } else {
      float condval_19;
      if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) == 0) {
        float condval_20;
        if (((convert_int(get_group_id(1))) % 2) == 0) {
          float condval_21;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
            condval_21 = raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))];
          } else {
            condval_21 = ((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) * 5.000000e-01f);
          }
          condval_20 = condval_21;
        } else {
          float condval_22;
          if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
            condval_22 = ((raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 5.000000e-01f);
          } else {
            condval_22 = ((((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 2.500000e-01f);
          }
          condval_20 = condval_22;
        }
        condval_19 = (condval_20 * r_gain);
      } else {
        float condval_23;
        if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) == 1) {
          float condval_24;
          if ((((convert_int(get_group_id(1))) % 2) == 0) == ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0)) {
            condval_24 = ((((raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) * 2.500000e-01f);
          } else {
            condval_24 = raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))];
          }
          condval_23 = (condval_24 * g_gain);
        } else {
          float condval_25;
          if (((convert_int(get_group_id(1))) % 2) == 0) {
            float condval_26;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
              condval_26 = ((((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 2.500000e-01f);
            } else {
              condval_26 = ((raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)max((int)((convert_int(get_group_id(1))) - 1), (int)(1 - (convert_int(get_group_id(1))))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 1)) * max((int)W, (int)1)))] + raw_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 2)) + (min((int)((convert_int(get_group_id(1))) + 1), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 3)) * max((int)W, (int)1)))]) * 5.000000e-01f);
            }
            condval_25 = condval_26;
          } else {
            float condval_27;
            if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 6) / 3) == 0) {
              condval_27 = ((raw_ptr[(min((int)max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)(1 - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 1)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))] + raw_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)(((max((int)W, (int)1) * 2) - ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3)) - 3)) + (min((int)(convert_int(get_group_id(1))), (int)(((max((int)H, (int)1) * 2) - (convert_int(get_group_id(1)))) - 2)) * max((int)W, (int)1)))]) * 5.000000e-01f);
            } else {
              condval_27 = raw_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))];
            }
            condval_25 = condval_27;
          }
          condval_23 = (condval_25 * b_gain);
        }
        condval_19 = condval_23;
      }
      condval = ((1.055000e+00f * pow(min((float)condval_19, (float)1.000000e+00f), 4.166667e-01f)) - 5.500000e-02f);
    }
    rgb_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + (convert_int(get_local_id(0))))] = condval;
  }
}

