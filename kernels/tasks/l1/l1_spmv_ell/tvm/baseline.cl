// Function: l1_spmv_ell_kernel
__kernel void l1_spmv_ell_kernel(__global uint* restrict col_ptr, __global uint* restrict len_ptr, __global float* restrict val_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int L, int M, int N);
__kernel void l1_spmv_ell_kernel(__global uint* restrict col_ptr, __global uint* restrict len_ptr, __global float* restrict val_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int L, int M, int N) {
  for (int j = 0; j < L; ++j) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < M) {
      if (j == 0) {
        y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      float condval;
      if ((convert_uint(j)) < len_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))]) {
        condval = (val_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (j * M)) + (convert_int(get_local_id(0))))] * x_ptr[min((uint)col_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (j * M)) + (convert_int(get_local_id(0))))], (uint)(convert_uint((N - 1))))]);
      } else {
        condval = 0.000000e+00f;
      }
      y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + condval);
    }
  }
}

