// Function: l3_superpoint_head_kernel
__kernel void l3_superpoint_head_kernel(__global float* restrict F_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_1(__global float* restrict hid_ptr, __global float* restrict l_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_2(__global float* restrict heat_ptr, __global float* restrict l_ptr, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_3(__global float* restrict E_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int D, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_4(__global float* restrict E_ptr, __global float* restrict desc_ptr, __global uint* restrict kp_ptr, int D, int Hc, int K, int N, int Wc);
__kernel void l3_superpoint_head_kernel(__global float* restrict F_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc) {
  float hid_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < max((int)C, (int)1); ++ax2) {
        if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)Wc, (int)1) * max((int)CH, (int)1))) < Hc)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)Wc, (int)1) * max((int)CH, (int)1))) == 0))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            hid_acc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)Wc, (int)1) * max((int)CH, (int)1))) + ax0))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)Wc, (int)1) * max((int)CH, (int)1))) + ax0) <= Hc)) || ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)Wc, (int)1) * max((int)CH, (int)1))) + ax0) < 2)))))) && ((bool)(1 <= ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)Wc, (int)1) * max((int)CH, (int)1))) / max((int)CH, (int)1)) + ax1))))) && ((bool)(((bool)(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)Wc, (int)1) * max((int)CH, (int)1))) / max((int)CH, (int)1)) + ax1) <= Wc)) || ((bool)(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)Wc, (int)1) * max((int)CH, (int)1))) / max((int)CH, (int)1)) + ax1) < 2))))) {
            condval = (F_ptr[((((min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)Wc, (int)1) * max((int)CH, (int)1))) / max((int)CH, (int)1)) + ax1), (int)max((int)Wc, (int)1)) + (((min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / (max((int)Wc, (int)1) * max((int)CH, (int)1))) + ax0), (int)max((int)Hc, (int)1)) + (((convert_int(get_group_id(1))) % max((int)N, (int)1)) * max((int)Hc, (int)1))) - 1) * max((int)Wc, (int)1))) - 1) * max((int)C, (int)1)) + ax2)] * weights_ptr[(((((convert_int(get_group_id(1))) / max((int)N, (int)1)) * (((max((int)CH, (int)1) * 66) + ((max((int)C, (int)1) * max((int)CH, (int)1)) * 9)) + 65)) + (((((ax0 * 3) + ax1) * max((int)C, (int)1)) + ax2) * max((int)CH, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CH, (int)1)))]);
          } else {
            condval = 0.000000e+00f;
          }
          hid_acc_local_ptr[0] = (hid_acc_local_ptr[0] + condval);
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)Hc, (int)1) * max((int)Wc, (int)1)) * max((int)CH, (int)1))) {
    hid_ptr[((((convert_int(get_group_id(0))) * 256) + ((((convert_int(get_group_id(1))) * max((int)Hc, (int)1)) * max((int)Wc, (int)1)) * max((int)CH, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(hid_acc_local_ptr[0] + weights_ptr[((((max((int)C, (int)1) * max((int)CH, (int)1)) * 9) + (((convert_int(get_group_id(1))) / max((int)N, (int)1)) * (((max((int)CH, (int)1) * 66) + ((max((int)C, (int)1) * max((int)CH, (int)1)) * 9)) + 65))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CH, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_superpoint_head_kernel_1
__kernel void l3_superpoint_head_kernel(__global float* restrict F_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_1(__global float* restrict hid_ptr, __global float* restrict l_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_2(__global float* restrict heat_ptr, __global float* restrict l_ptr, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_3(__global float* restrict E_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int D, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_4(__global float* restrict E_ptr, __global float* restrict desc_ptr, __global uint* restrict kp_ptr, int D, int Hc, int K, int N, int Wc);
__kernel void l3_superpoint_head_kernel_1(__global float* restrict hid_ptr, __global float* restrict l_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc) {
  float l_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)CH, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 65) < Wc)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) <= 64))) {
      if (ax0 == 0) {
        l_acc_local_ptr[0] = 0.000000e+00f;
      }
      l_acc_local_ptr[0] = (l_acc_local_ptr[0] + (hid_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 65) + ((convert_int(get_group_id(1))) * max((int)Wc, (int)1))) * max((int)CH, (int)1)) + ax0)] * weights_ptr[((((ax0 * 65) + ((max((int)C, (int)1) * max((int)CH, (int)1)) * 9)) + max((int)CH, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 65))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)Wc, (int)1) * 65)) {
    l_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)Wc, (int)1)) * 65)) + (convert_int(get_local_id(0))))] = (l_acc_local_ptr[0] + weights_ptr[(((max((int)CH, (int)1) * 66) + ((max((int)C, (int)1) * max((int)CH, (int)1)) * 9)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 65))]);
  }
}

// Function: l3_superpoint_head_kernel_2
__kernel void l3_superpoint_head_kernel(__global float* restrict F_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_1(__global float* restrict hid_ptr, __global float* restrict l_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_2(__global float* restrict heat_ptr, __global float* restrict l_ptr, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_3(__global float* restrict E_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int D, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_4(__global float* restrict E_ptr, __global float* restrict desc_ptr, __global uint* restrict kp_ptr, int D, int Hc, int K, int N, int Wc);
__kernel void l3_superpoint_head_kernel_2(__global float* restrict heat_ptr, __global float* restrict l_ptr, int Hc, int N, int Wc) {
  float lmax_local_ptr[1];
  float lsum_local_ptr[1];
  for (int ax0 = 0; ax0 < 65; ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 32) + ((convert_int(get_local_id(0))) >> 3)) < Wc)) || ((bool)((((convert_int(get_group_id(0))) * 32) + ((convert_int(get_local_id(0))) >> 3)) == 0))) {
      if (ax0 == 0) {
        lmax_local_ptr[0] = -3.402823e+38f;
      }
      lmax_local_ptr[0] = max((float)lmax_local_ptr[0], (float)l_ptr[(((((convert_int(get_group_id(0))) * 2080) + (((convert_int(get_local_id(0))) >> 3) * 65)) + ((((((convert_int(get_group_id(1))) % (max((int)Hc, (int)1) * 8)) >> 3) + (((convert_int(get_group_id(1))) / (max((int)Hc, (int)1) * 8)) * max((int)Hc, (int)1))) * max((int)Wc, (int)1)) * 65)) + ax0)]);
    }
  }
  for (int ax0_1 = 0; ax0_1 < 65; ++ax0_1) {
    if (((bool)((((convert_int(get_group_id(0))) * 32) + ((convert_int(get_local_id(0))) >> 3)) < Wc)) || ((bool)((((convert_int(get_group_id(0))) * 32) + ((convert_int(get_local_id(0))) >> 3)) == 0))) {
      if (ax0_1 == 0) {
        lsum_local_ptr[0] = 0.000000e+00f;
      }
      lsum_local_ptr[0] = (lsum_local_ptr[0] + exp((l_ptr[(((((convert_int(get_group_id(0))) * 2080) + (((convert_int(get_local_id(0))) >> 3) * 65)) + ((((((convert_int(get_group_id(1))) % (max((int)Hc, (int)1) * 8)) >> 3) + (((convert_int(get_group_id(1))) / (max((int)Hc, (int)1) * 8)) * max((int)Hc, (int)1))) * max((int)Wc, (int)1)) * 65)) + ax0_1)] - lmax_local_ptr[0])));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)Wc, (int)1) * 8)) {
    heat_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)Wc, (int)1)) * 8)) + (convert_int(get_local_id(0))))] = (exp((l_ptr[((((((convert_int(get_group_id(0))) * 2080) + (((convert_int(get_local_id(0))) >> 3) * 65)) + ((((((convert_int(get_group_id(1))) % (max((int)Hc, (int)1) * 8)) >> 3) + (((convert_int(get_group_id(1))) / (max((int)Hc, (int)1) * 8)) * max((int)Hc, (int)1))) * max((int)Wc, (int)1)) * 65)) + ((((convert_int(get_group_id(1))) % (max((int)Hc, (int)1) * 8)) & 7) * 8)) + ((convert_int(get_local_id(0))) & 7))] - lmax_local_ptr[0])) / lsum_local_ptr[0]);
  }
}

// Function: l3_superpoint_head_kernel_3
__kernel void l3_superpoint_head_kernel(__global float* restrict F_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_1(__global float* restrict hid_ptr, __global float* restrict l_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_2(__global float* restrict heat_ptr, __global float* restrict l_ptr, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_3(__global float* restrict E_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int D, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_4(__global float* restrict E_ptr, __global float* restrict desc_ptr, __global uint* restrict kp_ptr, int D, int Hc, int K, int N, int Wc);
__kernel void l3_superpoint_head_kernel_3(__global float* restrict E_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int D, int Hc, int N, int Wc) {
  float e_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)CH, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) < Wc)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) == 0))) {
      if (ax0 == 0) {
        e_acc_local_ptr[0] = 0.000000e+00f;
      }
      e_acc_local_ptr[0] = (e_acc_local_ptr[0] + (hid_ptr[((((((convert_int(get_group_id(1))) + (max((int)N, (int)1) * max((int)Hc, (int)1))) * max((int)Wc, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1))) * max((int)CH, (int)1)) + ax0)] * weights_ptr[(((((max((int)CH, (int)1) * 67) + ((max((int)C, (int)1) * max((int)CH, (int)1)) * 18)) + (ax0 * max((int)D, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)D, (int)1))) + 65)]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)Wc, (int)1) * max((int)D, (int)1))) {
    E_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)Wc, (int)1)) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = (e_acc_local_ptr[0] + weights_ptr[(((((max((int)CH, (int)1) * 67) + ((max((int)C, (int)1) * max((int)CH, (int)1)) * 18)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)D, (int)1))) + (max((int)CH, (int)1) * max((int)D, (int)1))) + 65)]);
  }
}

// Function: l3_superpoint_head_kernel_4
__kernel void l3_superpoint_head_kernel(__global float* restrict F_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_1(__global float* restrict hid_ptr, __global float* restrict l_ptr, __global float* restrict weights_ptr, int C, int CH, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_2(__global float* restrict heat_ptr, __global float* restrict l_ptr, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_3(__global float* restrict E_ptr, __global float* restrict hid_ptr, __global float* restrict weights_ptr, int C, int CH, int D, int Hc, int N, int Wc);
__kernel void l3_superpoint_head_kernel_4(__global float* restrict E_ptr, __global float* restrict desc_ptr, __global uint* restrict kp_ptr, int D, int Hc, int K, int N, int Wc);
__kernel void l3_superpoint_head_kernel_4(__global float* restrict E_ptr, __global float* restrict desc_ptr, __global uint* restrict kp_ptr, int D, int Hc, int K, int N, int Wc) {
  float sq_local_ptr[1];
  int cell_sq_local_ptr[2];
  float frac_sq_local_ptr[2];
  float s_sq_local_ptr[1];
  int cell_out_local_ptr[2];
  float frac_out_local_ptr[2];
  float s_out_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    for (int ax0_1 = 0; ax0_1 < 2; ++ax0_1) {
      if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) < K)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) == 0))) {
        int condval;
        if (ax0_1 == 0) {
          condval = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) / (max((int)Wc, (int)1) * 8));
        } else {
          condval = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) % (max((int)Wc, (int)1) * 8));
        }
        cell_sq_local_ptr[ax0_1] = (convert_int(floor((((convert_float(condval)) - 3.500000e+00f) / 8.000000e+00f))));
      }
    }
    for (int ax0_2 = 0; ax0_2 < 2; ++ax0_2) {
      if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) < K)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) == 0))) {
        int condval_1;
        if (ax0_2 == 0) {
          condval_1 = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) / (max((int)Wc, (int)1) * 8));
        } else {
          condval_1 = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) % (max((int)Wc, (int)1) * 8));
        }
        int condval_2;
        if (ax0_2 == 0) {
          condval_2 = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) / (max((int)Wc, (int)1) * 8));
        } else {
          condval_2 = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) % (max((int)Wc, (int)1) * 8));
        }
        frac_sq_local_ptr[ax0_2] = ((((convert_float(condval_1)) - 3.500000e+00f) / 8.000000e+00f) - floor((((convert_float(condval_2)) - 3.500000e+00f) / 8.000000e+00f)));
      }
    }
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) < K)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) == 0))) {
      s_sq_local_ptr[0] = (((1.000000e+00f - frac_sq_local_ptr[0]) * (((1.000000e+00f - frac_sq_local_ptr[1]) * E_ptr[(((max((int)min((int)cell_sq_local_ptr[1], (int)(Wc - 1)), (int)0) + ((max((int)min((int)cell_sq_local_ptr[0], (int)(Hc - 1)), (int)0) + ((convert_int(get_group_id(1))) * max((int)Hc, (int)1))) * max((int)Wc, (int)1))) * max((int)D, (int)1)) + ax0)]) + (frac_sq_local_ptr[1] * E_ptr[(((max((int)min((int)(cell_sq_local_ptr[1] + 1), (int)(Wc - 1)), (int)0) + ((max((int)min((int)cell_sq_local_ptr[0], (int)(Hc - 1)), (int)0) + ((convert_int(get_group_id(1))) * max((int)Hc, (int)1))) * max((int)Wc, (int)1))) * max((int)D, (int)1)) + ax0)]))) + (frac_sq_local_ptr[0] * (((1.000000e+00f - frac_sq_local_ptr[1]) * E_ptr[(((max((int)min((int)cell_sq_local_ptr[1], (int)(Wc - 1)), (int)0) + ((max((int)min((int)(cell_sq_local_ptr[0] + 1), (int)(Hc - 1)), (int)0) + ((convert_int(get_group_id(1))) * max((int)Hc, (int)1))) * max((int)Wc, (int)1))) * max((int)D, (int)1)) + ax0)]) + (frac_sq_local_ptr[1] * E_ptr[(((max((int)min((int)(cell_sq_local_ptr[1] + 1), (int)(Wc - 1)), (int)0) + ((max((int)min((int)(cell_sq_local_ptr[0] + 1), (int)(Hc - 1)), (int)0) + ((convert_int(get_group_id(1))) * max((int)Hc, (int)1))) * max((int)Wc, (int)1))) * max((int)D, (int)1)) + ax0)]))));
    }
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) < K)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) == 0))) {
      if (ax0 == 0) {
        sq_local_ptr[0] = 0.000000e+00f;
      }
      sq_local_ptr[0] = (sq_local_ptr[0] + (s_sq_local_ptr[0] * s_sq_local_ptr[0]));
    }
  }
  for (int ax0_3 = 0; ax0_3 < 2; ++ax0_3) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) < K)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) == 0))) {
      int condval_3;
      if (ax0_3 == 0) {
        condval_3 = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) / (max((int)Wc, (int)1) * 8));
      } else {
        condval_3 = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) % (max((int)Wc, (int)1) * 8));
      }
      cell_out_local_ptr[ax0_3] = (convert_int(floor((((convert_float(condval_3)) - 3.500000e+00f) / 8.000000e+00f))));
    }
  }
  for (int ax0_4 = 0; ax0_4 < 2; ++ax0_4) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) < K)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) == 0))) {
      int condval_4;
      if (ax0_4 == 0) {
        condval_4 = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) / (max((int)Wc, (int)1) * 8));
      } else {
        condval_4 = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) % (max((int)Wc, (int)1) * 8));
      }
      int condval_5;
      if (ax0_4 == 0) {
        condval_5 = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) / (max((int)Wc, (int)1) * 8));
      } else {
        condval_5 = ((convert_int(kp_ptr[(((convert_int(get_group_id(1))) * max((int)K, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)))])) % (max((int)Wc, (int)1) * 8));
      }
      frac_out_local_ptr[ax0_4] = ((((convert_float(condval_4)) - 3.500000e+00f) / 8.000000e+00f) - floor((((convert_float(condval_5)) - 3.500000e+00f) / 8.000000e+00f)));
    }
  }
  if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) < K)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) == 0))) {
    s_out_local_ptr[0] = (((1.000000e+00f - frac_out_local_ptr[0]) * (((1.000000e+00f - frac_out_local_ptr[1]) * E_ptr[(((max((int)min((int)cell_out_local_ptr[1], (int)(Wc - 1)), (int)0) + ((max((int)min((int)cell_out_local_ptr[0], (int)(Hc - 1)), (int)0) + ((convert_int(get_group_id(1))) * max((int)Hc, (int)1))) * max((int)Wc, (int)1))) * max((int)D, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)))]) + (frac_out_local_ptr[1] * E_ptr[(((max((int)min((int)(cell_out_local_ptr[1] + 1), (int)(Wc - 1)), (int)0) + ((max((int)min((int)cell_out_local_ptr[0], (int)(Hc - 1)), (int)0) + ((convert_int(get_group_id(1))) * max((int)Hc, (int)1))) * max((int)Wc, (int)1))) * max((int)D, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)))]))) + (frac_out_local_ptr[0] * (((1.000000e+00f - frac_out_local_ptr[1]) * E_ptr[(((max((int)min((int)cell_out_local_ptr[1], (int)(Wc - 1)), (int)0) + ((max((int)min((int)(cell_out_local_ptr[0] + 1), (int)(Hc - 1)), (int)0) + ((convert_int(get_group_id(1))) * max((int)Hc, (int)1))) * max((int)Wc, (int)1))) * max((int)D, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)))]) + (frac_out_local_ptr[1] * E_ptr[(((max((int)min((int)(cell_out_local_ptr[1] + 1), (int)(Wc - 1)), (int)0) + ((max((int)min((int)(cell_out_local_ptr[0] + 1), (int)(Hc - 1)), (int)0) + ((convert_int(get_group_id(1))) * max((int)Hc, (int)1))) * max((int)Wc, (int)1))) * max((int)D, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)))]))));
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)K, (int)1) * max((int)D, (int)1))) {
    desc_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)K, (int)1)) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = (s_out_local_ptr[0] / max((float)sqrt(sq_local_ptr[0]), (float)1.000000e-12f));
  }
}

