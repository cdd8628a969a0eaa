// Function: l2_quant_linear_kernel
__kernel void l2_quant_linear_kernel(__global int* restrict bias_ptr, __global float* restrict scale_ptr, __global uint* restrict w_ptr, __global uint* restrict x_ptr, __global int* restrict y_ptr, int K, int M, int N, int x_zp, int y_zp);
__kernel void l2_quant_linear_kernel(__global int* restrict bias_ptr, __global float* restrict scale_ptr, __global uint* restrict w_ptr, __global uint* restrict x_ptr, __global int* restrict y_ptr, int K, int M, int N, int x_zp, int y_zp) {
  int acc_local_ptr[1];
  for (int ax0 = 0; ax0 < K; ++ax0) {
    int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / N);
    if (select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod <= 0)))))))) < M) {
      if (ax0 == 0) {
        acc_local_ptr[0] = 0;
      }
      int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
      int rdiv_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / N);
      int rmod_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
      acc_local_ptr[0] = (acc_local_ptr[0] + ((((convert_int((x_ptr[((ax0 >> 2) + (select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_1 <= 0)))))))) * (K >> 2)))] << (convert_uint((24 - ((ax0 & 3) * 8))))))) >> 24) - x_zp) * ((convert_int((w_ptr[((ax0 >> 2) + (select((rmod_2 + N), rmod_2, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_2 <= 0)))))))) * (K >> 2)))] << (convert_uint((24 - ((ax0 & 3) * 8))))))) >> 24)));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (M * N)) {
    int rmod_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    int rmod_4 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = min((int)max((int)((convert_int(rint(((convert_float((acc_local_ptr[0] + bias_ptr[select((rmod_3 + N), rmod_3, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_3 <= 0))))))))]))) * scale_ptr[select((rmod_4 + N), rmod_4, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_4 <= 0))))))))])))) + y_zp), (int)-128), (int)127);
  }
}

