// Function: l1_gemm_f16_kernel
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#elif defined(cl_amd_fp16)
#pragma OPENCL EXTENSION cl_amd_fp16 : enable
#else
#error "Half precision floating point not supported by OpenCL implementation on your device." 
#endif

__kernel void l1_gemm_f16_kernel(__global half* restrict A_ptr, __global half* restrict B_ptr, __global half* restrict C_ptr, int K, int M, int N);
__kernel void l1_gemm_f16_kernel(__global half* restrict A_ptr, __global half* restrict B_ptr, __global half* restrict C_ptr, int K, int M, int N) {
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
      acc_local_ptr[0] = (acc_local_ptr[0] + ((convert_float(A_ptr[((select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_1 <= 0)))))))) * K) + ax0)])) * (convert_float(B_ptr[((ax0 * N) + select((rmod_2 + N), rmod_2, (convert_int((((bool)(((bool)(N >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(N < 0)) && ((bool)(rmod_2 <= 0)))))))))]))));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (M * N)) {
    C_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (convert_half(acc_local_ptr[0]));
  }
}

