// Function: l1_pointwise_conv_kernel
__kernel void l1_pointwise_conv_kernel(__global float* restrict Wt_ptr, __global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict bias_ptr, int Cin, int Cout, int H, int N, int W);
__kernel void l1_pointwise_conv_kernel(__global float* restrict Wt_ptr, __global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict bias_ptr, int Cin, int Cout, int H, int N, int W) {
  float conv_local_ptr[1];
  for (int ax0 = 0; ax0 < Cin; ++ax0) {
    int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
    int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((H * W) * Cout));
    int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
    int rmod_2 = (select((rmod_1 + ((H * W) * Cout)), rmod_1, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_1 <= 0)))))))) % (W * Cout));
    int rmod_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
    int rdiv_1 = (select((rmod_3 + ((H * W) * Cout)), rmod_3, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_3 <= 0)))))))) / (W * Cout));
    if (((bool)(select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod <= 0)))))))) < N)) && ((bool)(select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_2 <= 0)))))))) < H))) {
      if (ax0 == 0) {
        conv_local_ptr[0] = 0.000000e+00f;
      }
      int rmod_4 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
      int rdiv_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((H * W) * Cout));
      int rmod_5 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
      int rmod_6 = (select((rmod_5 + ((H * W) * Cout)), rmod_5, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_5 <= 0)))))))) % (W * Cout));
      int rmod_7 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((H * W) * Cout));
      int rdiv_3 = (select((rmod_7 + ((H * W) * Cout)), rmod_7, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_7 <= 0)))))))) / (W * Cout));
      int rmod_8 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * Cout));
      int rmod_9 = (select((rmod_8 + (W * Cout)), rmod_8, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_8 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_8 <= 0)))))))) % Cout);
      int rmod_10 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (W * Cout));
      int rdiv_4 = (select((rmod_10 + (W * Cout)), rmod_10, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_10 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_10 <= 0)))))))) / Cout);
      int rmod_11 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % Cout);
      conv_local_ptr[0] = (conv_local_ptr[0] + (X_ptr[((((((select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)(((H * W) * Cout) >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(((H * W) * Cout) < 0)) && ((bool)(rmod_4 <= 0)))))))) * H) + select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)((W * Cout) >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)((W * Cout) < 0)) && ((bool)(rmod_6 <= 0))))))))) * W) + select((rdiv_4 - 1), rdiv_4, (convert_int((((bool)(((bool)(Cout >= 0)) && ((bool)(rmod_9 >= 0)))) || ((bool)(((bool)(Cout < 0)) && ((bool)(rmod_9 <= 0))))))))) * Cin) + ax0)] * Wt_ptr[((ax0 * Cout) + select((rmod_11 + Cout), rmod_11, (convert_int((((bool)(((bool)(Cout >= 0)) && ((bool)(rmod_11 >= 0)))) || ((bool)(((bool)(Cout < 0)) && ((bool)(rmod_11 <= 0)))))))))]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (((N * H) * W) * Cout)) {
    int rmod_12 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % Cout);
    Y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (conv_local_ptr[0] + bias_ptr[select((rmod_12 + Cout), rmod_12, (convert_int((((bool)(((bool)(Cout >= 0)) && ((bool)(rmod_12 >= 0)))) || ((bool)(((bool)(Cout < 0)) && ((bool)(rmod_12 <= 0))))))))]);
  }
}

