// Function: l1_transpose_kernel
__kernel void l1_transpose_kernel(__global float* restrict X_ptr, __global float* restrict Y_ptr, int C, int R);
__kernel void l1_transpose_kernel(__global float* restrict X_ptr, __global float* restrict Y_ptr, int C, int R) {
  if (((bool)((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) < C)) && ((bool)((((convert_int(get_group_id(0))) * 32) + (convert_int(get_local_id(0)))) < R))) {
    Y_ptr[((((convert_int(get_group_id(0))) * 32) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * R)) + (convert_int(get_local_id(0))))] = X_ptr[((((convert_int(get_group_id(1))) * 8) + ((((convert_int(get_group_id(0))) * 32) + (convert_int(get_local_id(0)))) * C)) + (convert_int(get_local_id(1))))];
  }
}

