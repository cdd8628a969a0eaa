// Function: l1_spmm_csr_kernel
__kernel void l1_spmm_csr_kernel(__global float* restrict B_ptr, __global float* restrict C_ptr, __global uint* restrict col_idx_ptr, __global uint* restrict row_ptr_ptr, __global float* restrict values_ptr, int M, int N);
__kernel void l1_spmm_csr_kernel(__global float* restrict B_ptr, __global float* restrict C_ptr, __global uint* restrict col_idx_ptr, __global uint* restrict row_ptr_ptr, __global float* restrict values_ptr, int M, int N) {
  if (((bool)((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) < M)) && ((bool)((((convert_int(get_group_id(0))) * 32) + (convert_int(get_local_id(0)))) < N))) {
    for (int j = 0; j < (((convert_int(row_ptr_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)])) + 1) - (convert_int(row_ptr_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))); ++j) {
      if ((j + (convert_int(row_ptr_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) == (convert_int(row_ptr_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) {
        C_ptr[((((convert_int(get_group_id(0))) * 32) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * N)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      float condval;
      if ((j + (convert_int(row_ptr_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) < (convert_int(row_ptr_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)]))) {
        condval = (values_ptr[(j + (convert_int(row_ptr_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))])))] * B_ptr[((((convert_int(get_group_id(0))) * 32) + ((convert_int(col_idx_ptr[(j + (convert_int(row_ptr_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))])))])) * N)) + (convert_int(get_local_id(0))))]);
      } else {
        condval = 0.000000e+00f;
      }
      C_ptr[((((convert_int(get_group_id(0))) * 32) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * N)) + (convert_int(get_local_id(0))))] = (C_ptr[((((convert_int(get_group_id(0))) * 32) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * N)) + (convert_int(get_local_id(0))))] + condval);
    }
  }
}

