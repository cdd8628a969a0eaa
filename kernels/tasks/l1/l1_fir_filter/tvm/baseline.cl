// Function: l1_fir_filter_kernel
__kernel void l1_fir_filter_kernel(__global float* restrict h_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int N, int T);
__kernel void l1_fir_filter_kernel(__global float* restrict h_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int B, int N, int T) {
  for (int t = 0; t < T; ++t) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (B * N)) {
      if (t == 0) {
        y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
      float condval;
      if (t <= select((rmod + N), rmod, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod <= 0))))))))) {
        int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
        int rmod_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
        int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / N);
        condval = (h_ptr[t] * x_ptr[(max((int)(select((rmod_1 + N), rmod_1, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_1 <= 0)))))))) - t), (int)0) + (select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_2 <= 0)))))))) * N))]);
      } else {
        condval = 0.000000e+00f;
      }
      y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + condval);
    }
  }
}

