// Function: l1_gemm_int4_kernel
__kernel void l1_gemm_int4_kernel(__global uint* restrict Wq_ptr, __global float* restrict scales_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, __global uint* restrict zeros_ptr, int G, int K, int M, int N);
__kernel void l1_gemm_int4_kernel(__global uint* restrict Wq_ptr, __global float* restrict scales_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, __global uint* restrict zeros_ptr, int G, int K, int M, int N) {
  float acc_local_ptr[1];
  for (int ax0 = 0; ax0 < K; ++ax0) {
    int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / N);
    if (select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod <= 0)))))))) < M) {
      if (ax0 == 0) {
        acc_local_ptr[0] = 0.000000e+00f;
      }
      int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
      int rdiv_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / N);
      int rmod_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
      int rmod_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
      int rmod_4 = (K % G);
      int rdiv_2 = (K / G);
      int rmod_5 = (ax0 % G);
      int rdiv_3 = (ax0 / G);
      int rmod_6 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
      int rmod_7 = (K % G);
      int rdiv_4 = (K / G);
      int rmod_8 = (ax0 % G);
      int rdiv_5 = (ax0 / G);
      acc_local_ptr[0] = (acc_local_ptr[0] + (x_ptr[((select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_1 <= 0)))))))) * K) + ax0)] * ((convert_float(((convert_int(((Wq_ptr[((ax0 >> 3) + (select((rmod_2 + N), rmod_2, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_2 <= 0)))))))) * (K >> 3)))] >> (convert_uint(((ax0 & 7) * 4)))) & (uint)15))) - (convert_int(zeros_ptr[((select((rmod_3 + N), rmod_3, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_3 <= 0)))))))) * select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_4 <= 0))))))))) + select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_5 <= 0)))))))))]))))) * scales_ptr[((select((rmod_6 + N), rmod_6, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_6 <= 0)))))))) * select((rdiv_4 - 1), rdiv_4, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_7 <= 0))))))))) + select((rdiv_5 - 1), rdiv_5, (convert_int((((bool)(((bool)(G >= 0)) && ((bool)(rmod_8 >= 0)))) || ((bool)(((bool)(G < 0)) && ((bool)(rmod_8 <= 0)))))))))])));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (M * N)) {
    y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = acc_local_ptr[0];
  }
}

