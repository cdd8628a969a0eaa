// Function: l2_gemm_bias_gelu_kernel
__kernel void l2_gemm_bias_gelu_kernel(__global float* restrict W_ptr, __global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict b_ptr, int K, int M, int N);
__kernel void l2_gemm_bias_gelu_kernel(__global float* restrict W_ptr, __global float* restrict X_ptr, __global float* restrict Y_ptr, __global float* restrict b_ptr, int K, int M, int N) {
  float matmul_local_ptr[1];
  for (int ax0 = 0; ax0 < K; ++ax0) {
    int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / N);
    if (select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod <= 0)))))))) < M) {
      if (ax0 == 0) {
        matmul_local_ptr[0] = 0.000000e+00f;
      }
      int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
      int rdiv_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / N);
      int rmod_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
      matmul_local_ptr[0] = (matmul_local_ptr[0] + (X_ptr[((select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_1 <= 0)))))))) * K) + ax0)] * W_ptr[((ax0 * N) + select((rmod_2 + N), rmod_2, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_2 <= 0)))))))))]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (M * N)) {
    int rmod_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    int rmod_4 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    int rmod_5 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    int rmod_6 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    int rmod_7 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % N);
    Y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = ((5.000000e-01f * (matmul_local_ptr[0] + b_ptr[select((rmod_3 + N), rmod_3, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_3 <= 0))))))))])) * (1.000000e+00f + tanh((7.978846e-01f * ((matmul_local_ptr[0] + b_ptr[select((rmod_4 + N), rmod_4, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_4 <= 0))))))))]) + (((4.471500e-02f * (matmul_local_ptr[0] + b_ptr[select((rmod_5 + N), rmod_5, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_5 <= 0))))))))])) * (matmul_local_ptr[0] + b_ptr[select((rmod_6 + N), rmod_6, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_6 <= 0))))))))])) * (matmul_local_ptr[0] + b_ptr[select((rmod_7 + N), rmod_7, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_7 <= 0))))))))])))))));
  }
}

