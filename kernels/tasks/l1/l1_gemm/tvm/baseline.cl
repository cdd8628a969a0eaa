// Function: l1_gemm_kernel
__kernel void l1_gemm_kernel(__global float* restrict A_ptr, __global float* restrict B_ptr, __global float* restrict C_ptr, int K, int M, int N);
__kernel void l1_gemm_kernel(__global float* restrict A_ptr, __global float* restrict B_ptr, __global float* restrict C_ptr, int K, int M, int N) {
  for (int k = 0; k < K; ++k) {
    if (((bool)((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) < M)) && ((bool)((((convert_int(get_group_id(0))) * 32) + (convert_int(get_local_id(0)))) < N))) {
      if (k == 0) {
        C_ptr[(((((convert_int(get_group_id(0))) * 32) + (((convert_int(get_group_id(1))) * N) * 8)) + ((convert_int(get_local_id(1))) * N)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      C_ptr[((((convert_int(get_group_id(0))) * 32) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * N)) + (convert_int(get_local_id(0))))] = (C_ptr[((((convert_int(get_group_id(0))) * 32) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * N)) + (convert_int(get_local_id(0))))] + (A_ptr[(((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * K) + k)] * B_ptr[((((convert_int(get_group_id(0))) * 32) + (k * N)) + (convert_int(get_local_id(0))))]));
    }
  }
}

