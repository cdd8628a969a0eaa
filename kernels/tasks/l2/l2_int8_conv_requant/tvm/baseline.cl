// Function: l2_int8_conv_requant_kernel
__kernel void l2_int8_conv_requant_kernel(__global int* restrict bias_ptr, __global int* restrict multiplier_ptr, __global int* restrict shift_ptr, __global uint* restrict w_ptr, __global uint* restrict x_ptr, __global int* restrict y_ptr, int C, int CO, int H, int N, int STRIDE, int W, int in_zp, int out_zp, int q6);
__kernel void l2_int8_conv_requant_kernel(__global int* restrict bias_ptr, __global int* restrict multiplier_ptr, __global int* restrict shift_ptr, __global uint* restrict w_ptr, __global uint* restrict x_ptr, __global int* restrict y_ptr, int C, int CO, int H, int N, int STRIDE, int W, int in_zp, int out_zp, int q6) {
  int acc_local_ptr[1];
  uint u_local_ptr[1];
  uint lo_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < max((int)C, (int)1); ++ax2) {
        if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) <= (max((int)(W - 1), (int)0) / max((int)STRIDE, (int)1))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            acc_local_ptr[0] = 0;
          }
          int condval;
          if (((bool)(((bool)(((bool)(1 <= (((((convert_int(get_group_id(1))) % ((max((int)(H - 1), (int)0) / max((int)STRIDE, (int)1)) + 1)) * max((int)STRIDE, (int)1)) + ax0) + (max((int)(STRIDE - 1), (int)0) * (1 - (max((int)H, (int)1) & 1)))))) && ((bool)(((bool)((((((convert_int(get_group_id(1))) % ((max((int)(H - 1), (int)0) / max((int)STRIDE, (int)1)) + 1)) * max((int)STRIDE, (int)1)) + ax0) + (max((int)(STRIDE - 1), (int)0) * (1 - (max((int)H, (int)1) & 1)))) <= H)) || ((bool)((((((convert_int(get_group_id(1))) % ((max((int)(H - 1), (int)0) / max((int)STRIDE, (int)1)) + 1)) * max((int)STRIDE, (int)1)) + ax0) + (max((int)(STRIDE - 1), (int)0) * (1 - (max((int)H, (int)1) & 1)))) < 2)))))) && ((bool)(1 <= (((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) * max((int)STRIDE, (int)1)) + ax1) + (max((int)(STRIDE - 1), (int)0) * (1 - (max((int)W, (int)1) & 1)))))))) && ((bool)(((bool)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) * max((int)STRIDE, (int)1)) + ax1) + (max((int)(STRIDE - 1), (int)0) * (1 - (max((int)W, (int)1) & 1)))) <= W)) || ((bool)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) * max((int)STRIDE, (int)1)) + ax1) + (max((int)(STRIDE - 1), (int)0) * (1 - (max((int)W, (int)1) & 1)))) < 2))))) {
            condval = ((((convert_int((x_ptr[((ax2 >> 2) + (((((((((((((convert_int(get_group_id(1))) / ((max((int)(H - 1), (int)0) / max((int)STRIDE, (int)1)) + 1)) * max((int)H, (int)1)) + (((convert_int(get_group_id(1))) % ((max((int)(H - 1), (int)0) / max((int)STRIDE, (int)1)) + 1)) * max((int)STRIDE, (int)1))) + ax0) + (max((int)(STRIDE - 1), (int)0) * (1 - (max((int)H, (int)1) & 1)))) - 1) * max((int)W, (int)1)) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) * max((int)STRIDE, (int)1))) + ax1) + (max((int)(STRIDE - 1), (int)0) * (1 - (max((int)W, (int)1) & 1)))) - 1) * (max((int)C, (int)1) >> 2)))] << (convert_uint((24 - ((ax2 & 3) * 8))))))) >> 24) - in_zp) * ((convert_int((w_ptr[((ax2 >> 2) + ((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)) * 9) + (ax0 * 3)) + ax1) * (max((int)C, (int)1) >> 2)))] << (convert_uint((24 - ((ax2 & 3) * 8))))))) >> 24));
          } else {
            condval = 0;
          }
          acc_local_ptr[0] = (acc_local_ptr[0] + condval);
        }
      }
    }
  }
  if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) <= (max((int)(W - 1), (int)0) / max((int)STRIDE, (int)1))) {
    acc_local_ptr[0] = (acc_local_ptr[0] + bias_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))]);
  }
  if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) <= (max((int)(W - 1), (int)0) / max((int)STRIDE, (int)1))) {
    int condval_1;
    if (acc_local_ptr[0] < 0) {
      condval_1 = (acc_local_ptr[0] * -1);
    } else {
      condval_1 = acc_local_ptr[0];
    }
    u_local_ptr[0] = (convert_uint(condval_1));
  }
  if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) <= (max((int)(W - 1), (int)0) / max((int)STRIDE, (int)1))) {
    lo_local_ptr[0] = (((u_local_ptr[0] & (uint)65535) * ((convert_uint(multiplier_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))])) & (uint)65535)) + ((((u_local_ptr[0] & (uint)65535) * ((convert_uint(multiplier_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))])) >> (uint)16)) + ((u_local_ptr[0] >> (uint)16) * ((convert_uint(multiplier_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))])) & (uint)65535))) << (uint)16));
  }
  if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) <= (max((int)(W - 1), (int)0) / max((int)STRIDE, (int)1))) {
    u_local_ptr[0] = ((((u_local_ptr[0] >> (uint)16) * ((convert_uint(multiplier_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))])) >> (uint)16)) + ((((u_local_ptr[0] & (uint)65535) * ((convert_uint(multiplier_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))])) >> (uint)16)) + ((u_local_ptr[0] >> (uint)16) * ((convert_uint(multiplier_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))])) & (uint)65535))) >> (uint)16)) + (convert_uint((lo_local_ptr[0] < ((u_local_ptr[0] & (uint)65535) * ((convert_uint(multiplier_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))])) & (uint)65535))))));
  }
  if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) <= (max((int)(W - 1), (int)0) / max((int)STRIDE, (int)1))) {
    int condval_2;
    if (acc_local_ptr[0] < 0) {
      condval_2 = ((convert_int((((u_local_ptr[0] + (convert_uint(((lo_local_ptr[0] + (uint)1073741823) < lo_local_ptr[0])))) << (uint)1) | ((lo_local_ptr[0] + (uint)1073741823) >> (uint)31)))) * -1);
    } else {
      uint condval_3;
      if (acc_local_ptr[0] < 0) {
        condval_3 = (uint)1073741823;
      } else {
        condval_3 = (uint)1073741824;
      }
      uint condval_4;
      if (acc_local_ptr[0] < 0) {
        condval_4 = (uint)1073741823;
      } else {
        condval_4 = (uint)1073741824;
      }
      condval_2 = (convert_int((((u_local_ptr[0] + (convert_uint(((lo_local_ptr[0] + condval_3) < lo_local_ptr[0])))) << (uint)1) | ((lo_local_ptr[0] + condval_4) >> (uint)31))));
    }
    acc_local_ptr[0] = condval_2;
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)(W - 1), (int)0) / max((int)STRIDE, (int)1)) + 1) * max((int)CO, (int)1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)(W - 1), (int)0) / max((int)STRIDE, (int)1)) + 1)) * max((int)CO, (int)1))) + (convert_int(get_local_id(0))))] = min((int)max((int)(((acc_local_ptr[0] >> (shift_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))] * -1)) + (convert_int(((((convert_int((((uint)1 << (convert_uint((shift_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))] * -1)))) - (uint)1))) >> 1) + (convert_int((acc_local_ptr[0] < 0)))) < (acc_local_ptr[0] & (convert_int((((uint)1 << (convert_uint((shift_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))] * -1)))) - (uint)1)))))))) + out_zp), (int)max((int)out_zp, (int)-128)), (int)min((int)q6, (int)127));
  }
}

