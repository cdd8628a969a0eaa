// Function: l1_polyphase_resample_kernel
__kernel void l1_polyphase_resample_kernel(__global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict h_ptr, int C, int L, int M, int N, int T);
__kernel void l1_polyphase_resample_kernel(__global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict h_ptr, int C, int L, int M, int N, int T) {
  for (int t = 0; t < T; ++t) {
    int rmod = ((((N * L) + M) - 1) % M);
    int rdiv = ((((N * L) + M) - 1) / M);
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(M >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(M < 0)) && ((bool)(rmod <= 0)))))))) * C)) {
      if (t == 0) {
        Y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % C);
      int rdiv_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / C);
      int rmod_2 = ((select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_1 <= 0)))))))) * M) % L);
      int rmod_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % C);
      int rdiv_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / C);
      int rdiv_3 = ((select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_3 <= 0)))))))) * M) / L);
      float condval;
      if (t <= select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)(L >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(L < 0)) && ((bool)(rmod_2 <= 0))))))))) {
        int rmod_4 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % C);
        int rdiv_4 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / C);
        int rmod_5 = ((select((rdiv_4 - 1), rdiv_4, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_4 <= 0)))))))) * M) % L);
        int rmod_6 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % C);
        int rdiv_5 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / C);
        int rmod_7 = ((select((rdiv_5 - 1), rdiv_5, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_6 <= 0)))))))) * M) % L);
        int rmod_8 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % C);
        int rdiv_6 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / C);
        int rdiv_7 = ((select((rdiv_6 - 1), rdiv_6, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_8 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_8 <= 0)))))))) * M) / L);
        int rmod_9 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % C);
        condval = (h_ptr[(select((rmod_5 + L), rmod_5, (convert_int((((bool)(((bool)(L >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)(L < 0)) && ((bool)(rmod_5 <= 0)))))))) + (t * L))] * X_ptr[((max((int)(select((rdiv_7 - 1), rdiv_7, (convert_int((((bool)(((bool)(L >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)(L < 0)) && ((bool)(rmod_7 <= 0)))))))) - t), (int)0) * C) + select((rmod_9 + C), rmod_9, (convert_int((((bool)(((bool)(C >= 0)) && ((bool)(rmod_9 >= 0)))) || ((bool)(((bool)(C < 0)) && ((bool)(rmod_9 <= 0)))))))))]);
      } else {
        condval = 0.000000e+00f;
      }
      Y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (Y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + condval);
    }
  }
}

