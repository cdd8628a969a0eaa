// Function: l1_beamform_delay_sum_kernel
__kernel void l1_beamform_delay_sum_kernel(__global float* restrict tau_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int D, int M, int N);
__kernel void l1_beamform_delay_sum_kernel(__global float* restrict tau_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int D, int M, int N) {
  float acc_local_ptr[1];
  for (int ax0 = 0; ax0 < M; ++ax0) {
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < N) {
      if (ax0 == 0) {
        acc_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (((bool)(0 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (convert_int(floor(tau_ptr[(((convert_int(get_group_id(1))) * M) + ax0)])))))) && ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (convert_int(floor(tau_ptr[(((convert_int(get_group_id(1))) * M) + ax0)])))) < N))) {
        condval = x_ptr[(max((int)min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (convert_int(floor(tau_ptr[(((convert_int(get_group_id(1))) * M) + ax0)])))), (int)(N - 1)), (int)0) + (ax0 * N))];
      } else {
        condval = 0.000000e+00f;
      }
      float condval_1;
      if (((bool)(1 <= ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (convert_int(floor(tau_ptr[(((convert_int(get_group_id(1))) * M) + ax0)])))))) && ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (convert_int(floor(tau_ptr[(((convert_int(get_group_id(1))) * M) + ax0)])))) <= N))) {
        condval_1 = x_ptr[(max((int)(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (convert_int(floor(tau_ptr[(((convert_int(get_group_id(1))) * M) + ax0)])))), (int)N) - 1), (int)0) + (ax0 * N))];
      } else {
        condval_1 = 0.000000e+00f;
      }
      acc_local_ptr[0] = (acc_local_ptr[0] + (((1.000000e+00f - (tau_ptr[(((convert_int(get_group_id(1))) * M) + ax0)] - floor(tau_ptr[(((convert_int(get_group_id(1))) * M) + ax0)]))) * condval) + ((tau_ptr[(((convert_int(get_group_id(1))) * M) + ax0)] - floor(tau_ptr[(((convert_int(get_group_id(1))) * M) + ax0)])) * condval_1)));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < N) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * N)) + (convert_int(get_local_id(0))))] = (acc_local_ptr[0] / (convert_float(M)));
  }
}

