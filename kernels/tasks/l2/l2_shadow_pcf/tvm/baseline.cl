// Function: l2_shadow_pcf_kernel
__kernel void l2_shadow_pcf_kernel(__global float* restrict pos_ptr, __global float* restrict shadow_map_ptr, __global float* restrict vis_ptr, int H, int R, int SH, int SW, int W, float bias);
__kernel void l2_shadow_pcf_kernel(__global float* restrict pos_ptr, __global float* restrict shadow_map_ptr, __global float* restrict vis_ptr, int H, int R, int SH, int SW, int W, float bias) {
  float acc_local_ptr[1];
  for (int ax0 = 0; ax0 < ((R * 2) + 2); ++ax0) {
    for (int ax1 = 0; ax1 < ((R * 2) + 2); ++ax1) {
      if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < W)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
        if (((bool)(ax0 == 0)) && ((bool)(ax1 == 0))) {
          acc_local_ptr[0] = 0.000000e+00f;
        }
        float condval;
        if (ax1 == 0) {
          condval = (1.000000e+00f - (((pos_ptr[((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3))] * (convert_float(max((int)SW, (int)1)))) - 5.000000e-01f) - floor(((pos_ptr[((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3))] * (convert_float(max((int)SW, (int)1)))) - 5.000000e-01f))));
        } else {
          float condval_1;
          if (ax1 == ((R * 2) + 1)) {
            condval_1 = (((pos_ptr[((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3))] * (convert_float(max((int)SW, (int)1)))) - 5.000000e-01f) - floor(((pos_ptr[((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3))] * (convert_float(max((int)SW, (int)1)))) - 5.000000e-01f)));
          } else {
            condval_1 = 1.000000e+00f;
          }
          condval = condval_1;
        }
        float condval_2;
        if (ax0 == 0) {
          condval_2 = (1.000000e+00f - (((pos_ptr[(((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3)) + 1)] * (convert_float(max((int)SH, (int)1)))) - 5.000000e-01f) - floor(((pos_ptr[(((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3)) + 1)] * (convert_float(max((int)SH, (int)1)))) - 5.000000e-01f))));
        } else {
          float condval_3;
          if (ax0 == ((R * 2) + 1)) {
            condval_3 = (((pos_ptr[(((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3)) + 1)] * (convert_float(max((int)SH, (int)1)))) - 5.000000e-01f) - floor(((pos_ptr[(((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3)) + 1)] * (convert_float(max((int)SH, (int)1)))) - 5.000000e-01f)));
          } else {
            condval_3 = 1.000000e+00f;
          }
          condval_2 = condval_3;
        }
        float condval_4;
        if ((pos_ptr[(((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3)) + 2)] - bias) <= shadow_map_ptr[(max((int)min((int)(((convert_int(floor(((pos_ptr[((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3))] * (convert_float(max((int)SW, (int)1)))) - 5.000000e-01f)))) + ax1) - R), (int)max((int)(SW - 1), (int)0)), (int)0) + (max((int)min((int)(((convert_int(floor(((pos_ptr[(((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3)) + 1)] * (convert_float(max((int)SH, (int)1)))) - 5.000000e-01f)))) + ax0) - R), (int)max((int)(SH - 1), (int)0)), (int)0) * max((int)SW, (int)1)))]) {
          condval_4 = 1.000000e+00f;
        } else {
          condval_4 = 0.000000e+00f;
        }
        acc_local_ptr[0] = (acc_local_ptr[0] + ((condval * condval_2) * condval_4));
      }
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < W)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    float condval_5;
    if (((bool)(((bool)(((bool)(((bool)(pos_ptr[((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3))] < 0.000000e+00f)) || ((bool)(1.000000e+00f < pos_ptr[((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3))])))) || ((bool)(pos_ptr[(((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3)) + 1)] < 0.000000e+00f)))) || ((bool)(1.000000e+00f < pos_ptr[(((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3)) + 1)])))) || ((bool)(1.000000e+00f < pos_ptr[(((((convert_int(get_group_id(0))) * 768) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((convert_int(get_local_id(0))) * 3)) + 2)]))) {
      condval_5 = 1.000000e+00f;
    } else {
      condval_5 = (acc_local_ptr[0] / (convert_float((((R * 2) + 1) * ((R * 2) + 1)))));
    }
    vis_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)W, (int)1))) + (convert_int(get_local_id(0))))] = condval_5;
  }
}

