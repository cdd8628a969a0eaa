// Function: l3_siamfc_tracker_kernel
__kernel void l3_siamfc_tracker_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict z_ptr, int C1, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_1(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_2(__global float* restrict ax_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C1, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_3(__global float* restrict act_a_ptr, __global float* restrict ax_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_4(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict score_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Hz, float WI, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel_5(__global uint* restrict peak_ptr, __global float* restrict score_ptr, int Hx, int Hz, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict z_ptr, int C1, int Hz, int Wz) {
  float act_a_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < 3; ++ax2) {
        if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) + 2) < Wz) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            act_a_acc_local_ptr[0] = 0.000000e+00f;
          }
          act_a_acc_local_ptr[0] = (act_a_acc_local_ptr[0] + (weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C1, (int)1)) * 27) + (ax0 * 9)) + (ax1 * 3)) + ax2)] * z_ptr[(((((((convert_int(get_group_id(1))) + ax1) * max((int)Wz, (int)1)) * 3) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) * 3)) + (ax2 * 3)) + ax0)]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)Wz, (int)1) - 2) * max((int)C1, (int)1))) {
    act_a_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * (max((int)Wz, (int)1) - 2)) * max((int)C1, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(act_a_acc_local_ptr[0] + weights_ptr[((max((int)C1, (int)1) * 27) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C1, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_siamfc_tracker_kernel_1
__kernel void l3_siamfc_tracker_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict z_ptr, int C1, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_1(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_2(__global float* restrict ax_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C1, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_3(__global float* restrict act_a_ptr, __global float* restrict ax_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_4(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict score_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Hz, float WI, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel_5(__global uint* restrict peak_ptr, __global float* restrict score_ptr, int Hx, int Hz, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel_1(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hz, int Wz) {
  float fz_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C1, (int)1); ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < 3; ++ax2) {
        if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) + 4) < Wz) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            fz_acc_local_ptr[0] = 0.000000e+00f;
          }
          fz_acc_local_ptr[0] = (fz_acc_local_ptr[0] + (weights_ptr[(((((max((int)C1, (int)1) * 28) + ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1)) * max((int)C1, (int)1)) * 9)) + (ax0 * 9)) + (ax1 * 3)) + ax2)] * act_a_ptr[(((((((convert_int(get_group_id(1))) + ax1) * (max((int)Wz, (int)1) - 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) + ax2) * max((int)C1, (int)1)) + ax0)]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)Wz, (int)1) - 4) * max((int)C2, (int)1))) {
    fz_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * (max((int)Wz, (int)1) - 4)) * max((int)C2, (int)1))) + (convert_int(get_local_id(0))))] = (fz_acc_local_ptr[0] + weights_ptr[(((max((int)C1, (int)1) * 28) + ((max((int)C1, (int)1) * max((int)C2, (int)1)) * 9)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1)))]);
  }
}

// Function: l3_siamfc_tracker_kernel_2
__kernel void l3_siamfc_tracker_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict z_ptr, int C1, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_1(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_2(__global float* restrict ax_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C1, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_3(__global float* restrict act_a_ptr, __global float* restrict ax_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_4(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict score_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Hz, float WI, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel_5(__global uint* restrict peak_ptr, __global float* restrict score_ptr, int Hx, int Hz, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel_2(__global float* restrict ax_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C1, int Hx, int Wx) {
  float ax_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < 3; ++ax2) {
        if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) + 2) < Wx) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            ax_acc_local_ptr[0] = 0.000000e+00f;
          }
          ax_acc_local_ptr[0] = (ax_acc_local_ptr[0] + (weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C1, (int)1)) * 27) + (ax0 * 9)) + (ax1 * 3)) + ax2)] * x_ptr[(((((((convert_int(get_group_id(1))) + ax1) * max((int)Wx, (int)1)) * 3) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C1, (int)1)) * 3)) + (ax2 * 3)) + ax0)]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)Wx, (int)1) - 2) * max((int)C1, (int)1))) {
    ax_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * (max((int)Wx, (int)1) - 2)) * max((int)C1, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(ax_acc_local_ptr[0] + weights_ptr[((max((int)C1, (int)1) * 27) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C1, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_siamfc_tracker_kernel_3
__kernel void l3_siamfc_tracker_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict z_ptr, int C1, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_1(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_2(__global float* restrict ax_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C1, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_3(__global float* restrict act_a_ptr, __global float* restrict ax_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_4(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict score_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Hz, float WI, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel_5(__global uint* restrict peak_ptr, __global float* restrict score_ptr, int Hx, int Hz, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel_3(__global float* restrict act_a_ptr, __global float* restrict ax_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Wx) {
  float act_a_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C1, (int)1); ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < 3; ++ax2) {
        if ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1)) + 4) < Wx) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            act_a_acc_local_ptr[0] = 0.000000e+00f;
          }
          act_a_acc_local_ptr[0] = (act_a_acc_local_ptr[0] + (weights_ptr[(((((max((int)C1, (int)1) * 28) + ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1)) * max((int)C1, (int)1)) * 9)) + (ax0 * 9)) + (ax1 * 3)) + ax2)] * ax_ptr[(((((((convert_int(get_group_id(1))) + ax1) * (max((int)Wx, (int)1) - 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)C2, (int)1))) + ax2) * max((int)C1, (int)1)) + ax0)]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < ((max((int)Wx, (int)1) - 4) * max((int)C2, (int)1))) {
    act_a_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * (max((int)Wx, (int)1) - 4)) * max((int)C2, (int)1))) + (convert_int(get_local_id(0))))] = (act_a_acc_local_ptr[0] + weights_ptr[(((max((int)C1, (int)1) * 28) + ((max((int)C1, (int)1) * max((int)C2, (int)1)) * 9)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)C2, (int)1)))]);
  }
}

// Function: l3_siamfc_tracker_kernel_4
__kernel void l3_siamfc_tracker_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict z_ptr, int C1, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_1(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_2(__global float* restrict ax_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C1, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_3(__global float* restrict act_a_ptr, __global float* restrict ax_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_4(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict score_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Hz, float WI, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel_5(__global uint* restrict peak_ptr, __global float* restrict score_ptr, int Hx, int Hz, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel_4(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict score_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Hz, float WI, int Wx, int Wz) {
  float corr_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)Hz, (int)1) - 4); ++ax0) {
    for (int ax1 = 0; ax1 < (max((int)Wz, (int)1) - 4); ++ax1) {
      for (int ax2 = 0; ax2 < max((int)C2, (int)1); ++ax2) {
        if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) <= (max((int)Wx, (int)1) - max((int)Wz, (int)1))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            corr_local_ptr[0] = 0.000000e+00f;
          }
          corr_local_ptr[0] = (corr_local_ptr[0] + (fz_ptr[((((ax0 * (max((int)Wz, (int)1) - 4)) + ax1) * max((int)C2, (int)1)) + ax2)] * act_a_ptr[(((((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) + ax0) * (max((int)Wx, (int)1) - 4))) + (convert_int(get_local_id(0)))) + ax1) * max((int)C2, (int)1)) + ax2)]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) <= (max((int)Wx, (int)1) - max((int)Wz, (int)1))) {
    float condval;
    if ((max((int)Hx, (int)1) - max((int)Hz, (int)1)) == 0) {
      condval = 1.000000e+00f;
    } else {
      condval = (5.000000e-01f - (5.000000e-01f * cos(((6.283185e+00f * (convert_float(min((int)(convert_int(get_group_id(1))), (int)((max((int)Hx, (int)1) - max((int)Hz, (int)1)) - (convert_int(get_group_id(1)))))))) / (convert_float(max((int)(max((int)Hx, (int)1) - max((int)Hz, (int)1)), (int)1)))))));
    }
    float condval_1;
    if ((max((int)Wx, (int)1) - max((int)Wz, (int)1)) == 0) {
      condval_1 = 1.000000e+00f;
    } else {
      condval_1 = (5.000000e-01f - (5.000000e-01f * cos(((6.283185e+00f * (convert_float(min((int)(((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))), (int)(((max((int)Wx, (int)1) - max((int)Wz, (int)1)) - (convert_int(get_local_id(0)))) - ((convert_int(get_group_id(0))) * 256)))))) / (convert_float(max((int)(max((int)Wx, (int)1) - max((int)Wz, (int)1)), (int)1)))))));
    }
    score_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * ((max((int)Wx, (int)1) + 1) - max((int)Wz, (int)1)))) + (convert_int(get_local_id(0))))] = (((1.000000e+00f - WI) * ((1.000000e-03f * corr_local_ptr[0]) + weights_ptr[(((max((int)C1, (int)1) * 28) + ((max((int)C1, (int)1) * max((int)C2, (int)1)) * 9)) + max((int)C2, (int)1))])) + (WI * (condval * condval_1)));
  }
}

// Function: l3_siamfc_tracker_kernel_5
__kernel void l3_siamfc_tracker_kernel(__global float* restrict act_a_ptr, __global float* restrict weights_ptr, __global float* restrict z_ptr, int C1, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_1(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hz, int Wz);
__kernel void l3_siamfc_tracker_kernel_2(__global float* restrict ax_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C1, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_3(__global float* restrict act_a_ptr, __global float* restrict ax_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Wx);
__kernel void l3_siamfc_tracker_kernel_4(__global float* restrict act_a_ptr, __global float* restrict fz_ptr, __global float* restrict score_ptr, __global float* restrict weights_ptr, int C1, int C2, int Hx, int Hz, float WI, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel_5(__global uint* restrict peak_ptr, __global float* restrict score_ptr, int Hx, int Hz, int Wx, int Wz);
__kernel void l3_siamfc_tracker_kernel_5(__global uint* restrict peak_ptr, __global float* restrict score_ptr, int Hx, int Hz, int Wx, int Wz) {
  int arg_v0_local_ptr[1];
  float arg_v1_local_ptr[1];
  for (int ax0 = 0; ax0 < (((max((int)Hx, (int)1) + 1) - max((int)Hz, (int)1)) * ((max((int)Wx, (int)1) + 1) - max((int)Wz, (int)1))); ++ax0) {
    if ((((convert_int(get_group_id(0))) * 128) + ((convert_int(get_local_id(0))) >> 1)) < 1) {
      if (ax0 == 0) {
        arg_v0_local_ptr[0] = -1;
        arg_v1_local_ptr[0] = -3.402823e+38f;
      }
      int condval;
      if (((bool)(score_ptr[ax0] < arg_v1_local_ptr[0])) || ((bool)(((bool)(arg_v1_local_ptr[0] == score_ptr[ax0])) && ((bool)(arg_v0_local_ptr[0] < ax0))))) {
        condval = arg_v0_local_ptr[0];
      } else {
        condval = ax0;
      }
      int v_arg_v0 = condval;
      float condval_1;
      if (score_ptr[ax0] < arg_v1_local_ptr[0]) {
        condval_1 = arg_v1_local_ptr[0];
      } else {
        condval_1 = score_ptr[ax0];
      }
      float v_arg_v1 = condval_1;
      arg_v0_local_ptr[0] = v_arg_v0;
      arg_v1_local_ptr[0] = v_arg_v1;
    }
  }
  if ((((convert_int(get_group_id(0))) * 128) + ((convert_int(get_local_id(0))) >> 1)) < 1) {
    int condval_2;
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0) {
      int rmod = (arg_v0_local_ptr[0] % ((max((int)Wx, (int)1) + 1) - max((int)Wz, (int)1)));
      int rdiv = (arg_v0_local_ptr[0] / ((max((int)Wx, (int)1) + 1) - max((int)Wz, (int)1)));
      condval_2 = select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(((max((int)Wx, (int)1) + 1) - max((int)Wz, (int)1)) >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(((max((int)Wx, (int)1) + 1) - max((int)Wz, (int)1)) < 0)) && ((bool)(rmod <= 0))))))));
    } else {
      int rmod_1 = (arg_v0_local_ptr[0] % ((max((int)Wx, (int)1) + 1) - max((int)Wz, (int)1)));
      condval_2 = select((rmod_1 + ((max((int)Wx, (int)1) + 1) - max((int)Wz, (int)1))), rmod_1, (convert_int((((bool)(((bool)(((max((int)Wx, (int)1) + 1) - max((int)Wz, (int)1)) >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(((max((int)Wx, (int)1) + 1) - max((int)Wz, (int)1)) < 0)) && ((bool)(rmod_1 <= 0))))))));
    }
    peak_ptr[(((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))))] = (convert_uint(condval_2));
  }
}

