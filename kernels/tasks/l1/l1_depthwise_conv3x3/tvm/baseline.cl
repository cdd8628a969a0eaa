// Function: l1_depthwise_conv3x3_kernel
__kernel void l1_depthwise_conv3x3_kernel(__global float* restrict Wt_ptr, __global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict bias_ptr, int C, int H, int N, int W);
__kernel void l1_depthwise_conv3x3_kernel(__global float* restrict Wt_ptr, __global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict bias_ptr, int C, int H, int N, int W) {
  float conv_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
      int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((H * W) * C));
      int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
      int rmod_2 = (select((rmod_1 + ((H * W) * C)), rmod_1, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod_1 <= 0)))))))) % (W * C));
      int rmod_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
      int rdiv_1 = (select((rmod_3 + ((H * W) * C)), rmod_3, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod_3 <= 0)))))))) / (W * C));
      if (((bool)(select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod <= 0)))))))) < N)) && ((bool)(select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)((W * C) >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)((W * C) < 0)) && ((bool)(rmod_2 <= 0)))))))) < H))) {
        if (((bool)(ax0 == 0)) && ((bool)(ax1 == 0))) {
          conv_local_ptr[0] = 0.000000e+00f;
        }
        int rmod_4 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
        int rmod_5 = (select((rmod_4 + ((H * W) * C)), rmod_4, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod_4 <= 0)))))))) % (W * C));
        int rmod_6 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
        int rdiv_2 = (select((rmod_6 + ((H * W) * C)), rmod_6, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod_6 <= 0)))))))) / (W * C));
        int rmod_7 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
        int rmod_8 = (select((rmod_7 + ((H * W) * C)), rmod_7, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod_7 <= 0)))))))) % (W * C));
        int rmod_9 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
        int rdiv_3 = (select((rmod_9 + ((H * W) * C)), rmod_9, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod_9 >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod_9 <= 0)))))))) / (W * C));
        int rmod_10 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * C));
        int rmod_11 = (select((rmod_10 + (W * C)), rmod_10, (convert_int((((bool)(((bool)((W * C) >= 0)) && ((bool)(rmod_10 >= 0)))) || ((bool)(((bool)((W * C) < 0)) && ((bool)(rmod_10 <= 0)))))))) % C);
        int rmod_12 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * C));
        int rdiv_4 = (select((rmod_12 + (W * C)), rmod_12, (convert_int((((bool)(((bool)((W * C) >= 0)) && ((bool)(rmod_12 >= 0)))) || ((bool)(((bool)((W * C) < 0)) && ((bool)(rmod_12 <= 0)))))))) / C);
        int rmod_13 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * C));
        int rmod_14 = (select((rmod_13 + (W * C)), rmod_13, (convert_int((((bool)(((bool)((W * C) >= 0)) && ((bool)(rmod_13 >= 0)))) || ((bool)(((bool)((W * C) < 0)) && ((bool)(rmod_13 <= 0)))))))) % C);
        int rmod_15 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * C));
        int rdiv_5 = (select((rmod_15 + (W * C)), rmod_15, (convert_int((((bool)(((bool)((W * C) >= 0)) && ((bool)(rmod_15 >= 0)))) || ((bool)(((bool)((W * C) < 0)) && ((bool)(rmod_15 <= 0)))))))) / C);
        float condval;
        if (((bool)(((bool)(((bool)(1 <= (select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)((W * C) >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)((W * C) < 0)) && ((bool)(rmod_5 <= 0)))))))) + ax0))) && ((bool)((select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)((W * C) >= 0)) && ((bool)(rmod_8 >= 0)))) || ((bool)(((bool)((W * C) < 0)) && ((bool)(rmod_8 <= 0)))))))) + ax0) <= H)))) && ((bool)(1 <= (select((rdiv_4 - 1), rdiv_4, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_11 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_11 <= 0)))))))) + ax1))))) && ((bool)((select((rdiv_5 - 1), rdiv_5, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_14 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_14 <= 0)))))))) + ax1) <= W))) {
          int rmod_16 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
          int rdiv_6 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((H * W) * C));
          int rmod_17 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
          int rmod_18 = (select((rmod_17 + ((H * W) * C)), rmod_17, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod_17 >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod_17 <= 0)))))))) % (W * C));
          int rmod_19 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * C));
          int rdiv_7 = (select((rmod_19 + ((H * W) * C)), rmod_19, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod_19 >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod_19 <= 0)))))))) / (W * C));
          int rmod_20 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * C));
          int rmod_21 = (select((rmod_20 + (W * C)), rmod_20, (convert_int((((bool)(((bool)((W * C) >= 0)) && ((bool)(rmod_20 >= 0)))) || ((bool)(((bool)((W * C) < 0)) && ((bool)(rmod_20 <= 0)))))))) % C);
          int rmod_22 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * C));
          int rdiv_8 = (select((rmod_22 + (W * C)), rmod_22, (convert_int((((bool)(((bool)((W * C) >= 0)) && ((bool)(rmod_22 >= 0)))) || ((bool)(((bool)((W * C) < 0)) && ((bool)(rmod_22 <= 0)))))))) / C);
          int rmod_23 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % C);
          condval = X_ptr[((((((((((select((rdiv_6 - 1), rdiv_6, (convert_int((((bool)(((bool)(((H * W) * C) >= 0)) && ((bool)(rmod_16 >= 0)))) || ((bool)(((bool)(((H * W) * C) < 0)) && ((bool)(rmod_16 <= 0)))))))) * H) + select((rdiv_7 - 1), rdiv_7, (convert_int((((bool)(((bool)((W * C) >= 0)) && ((bool)(rmod_18 >= 0)))) || ((bool)(((bool)((W * C) < 0)) && ((bool)(rmod_18 <= 0))))))))) + ax0) - 1) * W) + select((rdiv_8 - 1), rdiv_8, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_21 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_21 <= 0))))))))) + ax1) - 1) * C) + select((rmod_23 + C), rmod_23, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_23 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_23 <= 0)))))))))];
        } else {
          condval = 0.000000e+00f;
        }
        int rmod_24 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % C);
        conv_local_ptr[0] = (conv_local_ptr[0] + (condval * Wt_ptr[((((ax0 * 3) + ax1) * C) + select((rmod_24 + C), rmod_24, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_24 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_24 <= 0)))))))))]));
      }
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (((N * H) * W) * C)) {
    int rmod_25 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % C);
    Y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (conv_local_ptr[0] + bias_ptr[select((rmod_25 + C), rmod_25, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_25 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_25 <= 0))))))))]);
  }
}

