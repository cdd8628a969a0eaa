// Function: l1_gelu_kernel
__kernel void l1_gelu_kernel(__global float* restrict x_ptr, __global float* restrict y_ptr, int N);
__kernel void l1_gelu_kernel(__global float* restrict x_ptr, __global float* restrict y_ptr, int N) {
  for (int i_1 = 0; i_1 < 4; ++i_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0)))) < N) {
      y_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))] = ((5.000000e-01f * x_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))]) * (1.000000e+00f + tanh((7.978846e-01f * (x_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))] + (((4.471500e-02f * x_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))]) * x_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))]) * x_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))]))))));
    }
  }
}

