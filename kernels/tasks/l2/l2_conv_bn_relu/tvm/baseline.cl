// Function: l2_conv_bn_relu_kernel
__kernel void l2_conv_bn_relu_kernel(__global float* restrict beta_ptr, __global float* restrict gamma_ptr, __global float* restrict mean_ptr, __global float* restrict variance_ptr, __global float* restrict w_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int Cin, int Cout, int H, int N, int W, float eps);
__kernel void l2_conv_bn_relu_kernel(__global float* restrict beta_ptr, __global float* restrict gamma_ptr, __global float* restrict mean_ptr, __global float* restrict variance_ptr, __global float* restrict w_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int Cin, int Cout, int H, int N, int W, float eps) {
  float conv_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < Cin; ++ax2) {
        int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
        int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((H * W) * Cout));
        int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
        int rmod_2 = (select((rmod_1 + ((H * W) * Cout)), rmod_1, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_1 <= 0)))))))) % (W * Cout));
        int rmod_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
        int rdiv_1 = (select((rmod_3 + ((H * W) * Cout)), rmod_3, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_3 <= 0)))))))) / (W * Cout));
        if (((bool)(select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod <= 0)))))))) < N)) && ((bool)(select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_2 <= 0)))))))) < H))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            conv_local_ptr[0] = 0.000000e+00f;
          }
          int rmod_4 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
          int rmod_5 = (select((rmod_4 + ((H * W) * Cout)), rmod_4, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_4 <= 0)))))))) % (W * Cout));
          int rmod_6 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
          int rdiv_2 = (select((rmod_6 + ((H * W) * Cout)), rmod_6, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_6 <= 0)))))))) / (W * Cout));
          int rmod_7 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
          int rmod_8 = (select((rmod_7 + ((H * W) * Cout)), rmod_7, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_7 <= 0)))))))) % (W * Cout));
          int rmod_9 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
          int rdiv_3 = (select((rmod_9 + ((H * W) * Cout)), rmod_9, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_9 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_9 <= 0)))))))) / (W * Cout));
          int rmod_10 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * Cout));
          int rmod_11 = (select((rmod_10 + (W * Cout)), rmod_10, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_10 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_10 <= 0)))))))) % Cout);
          int rmod_12 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * Cout));
          int rdiv_4 = (select((rmod_12 + (W * Cout)), rmod_12, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_12 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_12 <= 0)))))))) / Cout);
          int rmod_13 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * Cout));
          int rmod_14 = (select((rmod_13 + (W * Cout)), rmod_13, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_13 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_13 <= 0)))))))) % Cout);
          int rmod_15 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * Cout));
          int rdiv_5 = (select((rmod_15 + (W * Cout)), rmod_15, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_15 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_15 <= 0)))))))) / Cout);
          float condval;
          if (((bool)(((bool)(((bool)(1 <= (select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_5 <= 0)))))))) + ax0))) && ((bool)((select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_8 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_8 <= 0)))))))) + ax0) <= H)))) && ((bool)(1 <= (select((rdiv_4 - 1), rdiv_4, (convert_int((((bool)(((bool)(Cout >= 0)) && ((bool)(rmod_11 >= 0)))) || ((bool)(((bool)(Cout < 0)) && ((bool)(rmod_11 <= 0)))))))) + ax1))))) && ((bool)((select((rdiv_5 - 1), rdiv_5, (convert_int((((bool)(((bool)(Cout >= 0)) && ((bool)(rmod_14 >= 0)))) || ((bool)(((bool)(Cout < 0)) && ((bool)(rmod_14 <= 0)))))))) + ax1) <= W))) {
            int rmod_16 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
            int rdiv_6 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((H * W) * Cout));
            int rmod_17 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
            int rmod_18 = (select((rmod_17 + ((H * W) * Cout)), rmod_17, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_17 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_17 <= 0)))))))) % (W * Cout));
            int rmod_19 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
            int rdiv_7 = (select((rmod_19 + ((H * W) * Cout)), rmod_19, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_19 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_19 <= 0)))))))) / (W * Cout));
            int rmod_20 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * Cout));
            int rmod_21 = (select((rmod_20 + (W * Cout)), rmod_20, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_20 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_20 <= 0)))))))) % Cout);
            int rmod_22 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * Cout));
            int rdiv_8 = (select((rmod_22 + (W * Cout)), rmod_22, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_22 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_22 <= 0)))))))) / Cout);
            condval = x_ptr[((((((((((select((rdiv_6 - 1), rdiv_6, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_16 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_16 <= 0)))))))) * H) + select((rdiv_7 - 1), rdiv_7, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_18 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_18 <= 0))))))))) + ax0) - 1) * W) + select((rdiv_8 - 1), rdiv_8, (convert_int((((bool)(((bool)(Cout >= 0)) && ((bool)(rmod_21 >= 0)))) || ((bool)(((bool)(Cout < 0)) && ((bool)(rmod_21 <= 0))))))))) + ax1) - 1) * Cin) + ax2)];
          } else {
            condval = 0.000000e+00f;
          }
          int rmod_23 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % Cout);
          conv_local_ptr[0] = (conv_local_ptr[0] + (condval * w_ptr[((((((ax0 * 3) + ax1) * Cin) + ax2) * Cout) + select((rmod_23 + Cout), rmod_23, (convert_int((((bool)(((bool)(Cout >= 0)) && ((bool)(rmod_23 >= 0)))) || ((bool)(((bool)(Cout < 0)) && ((bool)(rmod_23 <= 0)))))))))]));
        }
      }
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (((N * H) * W) * Cout)) {
    int rmod_24 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % Cout);
    int rmod_25 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % Cout);
    int rmod_26 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % Cout);
    int rmod_27 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % Cout);
    y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = max((float)((((conv_local_ptr[0] - mean_ptr[select((rmod_24 + Cout), rmod_24, (convert_int((((bool)(((bool)(Cout >= 0)) && ((bool)(rmod_24 >= 0)))) || ((bool)(((bool)(Cout < 0)) && ((bool)(rmod_24 <= 0))))))))]) * gamma_ptr[select((rmod_25 + Cout), rmod_25, (convert_int((((bool)(((bool)(Cout >= 0)) && ((bool)(rmod_25 >= 0)))) || ((bool)(((bool)(Cout < 0)) && ((bool)(rmod_25 <= 0))))))))]) / sqrt((variance_ptr[select((rmod_26 + Cout), rmod_26, (convert_int((((bool)(((bool)(Cout >= 0)) && ((bool)(rmod_26 >= 0)))) || ((bool)(((bool)(Cout < 0)) && ((bool)(rmod_26 <= 0))))))))] + eps))) + beta_ptr[select((rmod_27 + Cout), rmod_27, (convert_int((((bool)(((bool)(Cout >= 0)) && ((bool)(rmod_27 >= 0)))) || ((bool)(((bool)(Cout < 0)) && ((bool)(rmod_27 <= 0))))))))]), (float)0.000000e+00f);
  }
}

