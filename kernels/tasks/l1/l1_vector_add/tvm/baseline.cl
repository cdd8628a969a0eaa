// Function: l1_vector_add_kernel
__kernel void l1_vector_add_kernel(__global float* restrict a_ptr, __global float* restrict b_ptr, __global float* restrict c_ptr, int N);
__kernel void l1_vector_add_kernel(__global float* restrict a_ptr, __global float* restrict b_ptr, __global float* restrict c_ptr, int N) {
  for (int i_1 = 0; i_1 < 4; ++i_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0)))) < N) {
      c_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))] = (a_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))] + b_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_1 * 256)) + (convert_int(get_local_id(0))))]);
    }
  }
}

