// Function: l2_swiglu_mlp_kernel
__kernel void l2_swiglu_mlp_kernel(__global float* restrict Wg_ptr, __global float* restrict Wu_ptr, __global float* restrict X_ptr, __global float* restrict a_ptr, int D, int F, int T);
__kernel void l2_swiglu_mlp_kernel_1(__global float* restrict Wd_ptr, __global float* restrict Y_ptr, __global float* restrict a_ptr, int D, int F, int T);
__kernel void l2_swiglu_mlp_kernel(__global float* restrict Wg_ptr, __global float* restrict Wu_ptr, __global float* restrict X_ptr, __global float* restrict a_ptr, int D, int F, int T) {
  float g_local_ptr[1];
  float u_local_ptr[1];
  for (int ax0 = 0; ax0 < D; ++ax0) {
    int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % F);
    int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / F);
    if (select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(F >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(F < 0)) && ((bool)(rmod <= 0)))))))) < T) {
      if (ax0 == 0) {
        g_local_ptr[0] = 0.000000e+00f;
      }
      int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % F);
      int rdiv_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / F);
      int rmod_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % F);
      g_local_ptr[0] = (g_local_ptr[0] + (X_ptr[((select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(F >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(F < 0)) && ((bool)(rmod_1 <= 0)))))))) * D) + ax0)] * Wg_ptr[((ax0 * F) + select((rmod_2 + F), rmod_2, (convert_int((((bool)(((bool)(F >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(F < 0)) && ((bool)(rmod_2 <= 0)))))))))]));
    }
  }
  for (int ax0_1 = 0; ax0_1 < D; ++ax0_1) {
    int rmod_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % F);
    int rdiv_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / F);
    if (select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)(F >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(F < 0)) && ((bool)(rmod_3 <= 0)))))))) < T) {
      if (ax0_1 == 0) {
        u_local_ptr[0] = 0.000000e+00f;
      }
      int rmod_4 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % F);
      int rdiv_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / F);
      int rmod_5 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % F);
      u_local_ptr[0] = (u_local_ptr[0] + (X_ptr[((select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)(F >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(F < 0)) && ((bool)(rmod_4 <= 0)))))))) * D) + ax0_1)] * Wu_ptr[((ax0_1 * F) + select((rmod_5 + F), rmod_5, (convert_int((((bool)(((bool)(F >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)(F < 0)) && ((bool)(rmod_5 <= 0)))))))))]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (T * F)) {
    a_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = ((g_local_ptr[0] / (1.000000e+00f + exp((g_local_ptr[0] * -1.000000e+00f)))) * u_local_ptr[0]);
  }
}

// Function: l2_swiglu_mlp_kernel_1
__kernel void l2_swiglu_mlp_kernel(__global float* restrict Wg_ptr, __global float* restrict Wu_ptr, __global float* restrict X_ptr, __global float* restrict a_ptr, int D, int F, int T);
__kernel void l2_swiglu_mlp_kernel_1(__global float* restrict Wd_ptr, __global float* restrict Y_ptr, __global float* restrict a_ptr, int D, int F, int T);
__kernel void l2_swiglu_mlp_kernel_1(__global float* restrict Wd_ptr, __global float* restrict Y_ptr, __global float* restrict a_ptr, int D, int F, int T) {
  for (int k3 = 0; k3 < F; ++k3) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (T * D)) {
      if (k3 == 0) {
        Y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % D);
      int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / D);
      int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % D);
      Y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (Y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + (a_ptr[((select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(D >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(D < 0)) && ((bool)(rmod <= 0)))))))) * F) + k3)] * Wd_ptr[((k3 * D) + select((rmod_1 + D), rmod_1, (convert_int((((bool)(((bool)(D >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(D < 0)) && ((bool)(rmod_1 <= 0)))))))))]));
    }
  }
}

