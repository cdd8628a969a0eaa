// Function: l1_gemm_int8_kernel
__kernel void l1_gemm_int8_kernel(__global uint* restrict A_ptr, __global uint* restrict B_ptr, __global float* restrict C_ptr, __global float* restrict sa_ptr, __global float* restrict sb_ptr, int K, int M, int N);
__kernel void l1_gemm_int8_kernel(__global uint* restrict A_ptr, __global uint* restrict B_ptr, __global float* restrict C_ptr, __global float* restrict sa_ptr, __global float* restrict sb_ptr, int K, int M, int N) {
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
      acc_local_ptr[0] = (acc_local_ptr[0] + (((convert_int((A_ptr[((ax0 >> 2) + (select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_1 <= 0)))))))) * (K >> 2)))] << (convert_uint((24 - ((ax0 & 3) * 8))))))) >> 24) * ((convert_int((B_ptr[((ax0 >> 2) + (select((rmod_2 + N), rmod_2, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_2 <= 0)))))))) * (K >> 2)))] << (convert_uint((24 - ((ax0 & 3) * 8))))))) >> 24)));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (M * N)) {
    int rmod_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    int rdiv_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / N);
    int rmod_4 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    C_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = ((sa_ptr[select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_3 <= 0))))))))] * sb_ptr[select((rmod_4 + N), rmod_4, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_4 <= 0))))))))]) * (convert_float(acc_local_ptr[0])));
  }
}

