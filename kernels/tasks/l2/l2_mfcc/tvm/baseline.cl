// Function: l2_mfcc_kernel
__kernel void l2_mfcc_kernel(__global float* restrict edges_ptr, int M, float sr);
__kernel void l2_mfcc_kernel_1(__global float* restrict W_ptr, __global float* restrict edges_ptr, int M, int NFFT, float sr);
__kernel void l2_mfcc_kernel_2(__global float* restrict L_ptr, __global float* restrict W_ptr, __global float* restrict power_ptr, int F, int M, int NFFT, float floor);
__kernel void l2_mfcc_kernel_3(__global float* restrict cos_t_ptr, int M);
__kernel void l2_mfcc_kernel_4(__global float* restrict lift_ptr, int C, float lifter);
__kernel void l2_mfcc_kernel_5(__global float* restrict L_ptr, __global float* restrict cos_t_ptr, __global float* restrict lift_ptr, __global float* restrict mfcc_ptr, int C, int F, int M);
__kernel void l2_mfcc_kernel(__global float* restrict edges_ptr, int M, float sr) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)M, (int)1) + 2)) {
    edges_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (7.000000e+02f * (exp((((((convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))))) * ((2.595000e+03f * log((1.000000e+00f + ((sr * 5.000000e-01f) / 7.000000e+02f)))) / 2.302585e+00f)) / ((convert_float(max((int)M, (int)1))) + 1.000000e+00f)) / 2.595000e+03f) * 2.302585e+00f)) - 1.000000e+00f));
  }
}

// Function: l2_mfcc_kernel_1
__kernel void l2_mfcc_kernel(__global float* restrict edges_ptr, int M, float sr);
__kernel void l2_mfcc_kernel_1(__global float* restrict W_ptr, __global float* restrict edges_ptr, int M, int NFFT, float sr);
__kernel void l2_mfcc_kernel_2(__global float* restrict L_ptr, __global float* restrict W_ptr, __global float* restrict power_ptr, int F, int M, int NFFT, float floor);
__kernel void l2_mfcc_kernel_3(__global float* restrict cos_t_ptr, int M);
__kernel void l2_mfcc_kernel_4(__global float* restrict lift_ptr, int C, float lifter);
__kernel void l2_mfcc_kernel_5(__global float* restrict L_ptr, __global float* restrict cos_t_ptr, __global float* restrict lift_ptr, __global float* restrict mfcc_ptr, int C, int F, int M);
__kernel void l2_mfcc_kernel_1(__global float* restrict W_ptr, __global float* restrict edges_ptr, int M, int NFFT, float sr) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)M, (int)1) * ((max((int)NFFT, (int)1) >> 1) + 1))) {
    W_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = max((float)0.000000e+00f, (float)min((float)(((((convert_float((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)NFFT, (int)1) >> 1) + 1)))) * sr) / (convert_float(max((int)NFFT, (int)1)))) - edges_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)NFFT, (int)1) >> 1) + 1))]) / (edges_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)NFFT, (int)1) >> 1) + 1)) + 1)] - edges_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)NFFT, (int)1) >> 1) + 1))])), (float)((edges_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)NFFT, (int)1) >> 1) + 1)) + 2)] - (((convert_float((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)NFFT, (int)1) >> 1) + 1)))) * sr) / (convert_float(max((int)NFFT, (int)1))))) / (edges_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)NFFT, (int)1) >> 1) + 1)) + 2)] - edges_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)NFFT, (int)1) >> 1) + 1)) + 1)]))));
  }
}

// Function: l2_mfcc_kernel_2
__kernel void l2_mfcc_kernel(__global float* restrict edges_ptr, int M, float sr);
__kernel void l2_mfcc_kernel_1(__global float* restrict W_ptr, __global float* restrict edges_ptr, int M, int NFFT, float sr);
__kernel void l2_mfcc_kernel_2(__global float* restrict L_ptr, __global float* restrict W_ptr, __global float* restrict power_ptr, int F, int M, int NFFT, float floor);
__kernel void l2_mfcc_kernel_3(__global float* restrict cos_t_ptr, int M);
__kernel void l2_mfcc_kernel_4(__global float* restrict lift_ptr, int C, float lifter);
__kernel void l2_mfcc_kernel_5(__global float* restrict L_ptr, __global float* restrict cos_t_ptr, __global float* restrict lift_ptr, __global float* restrict mfcc_ptr, int C, int F, int M);
__kernel void l2_mfcc_kernel_2(__global float* restrict L_ptr, __global float* restrict W_ptr, __global float* restrict power_ptr, int F, int M, int NFFT, float floor) {
  float E_local_ptr[1];
  for (int ax0 = 0; ax0 < ((max((int)NFFT, (int)1) >> 1) + 1); ++ax0) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)M, (int)1)) < F)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)M, (int)1)) == 0))) {
      if (ax0 == 0) {
        E_local_ptr[0] = 0.000000e+00f;
      }
      E_local_ptr[0] = (E_local_ptr[0] + (W_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)M, (int)1)) * ((max((int)NFFT, (int)1) >> 1) + 1)) + ax0)] * power_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)M, (int)1)) * ((max((int)NFFT, (int)1) >> 1) + 1)) + ax0)]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)F, (int)1) * max((int)M, (int)1))) {
    L_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = log(max((float)E_local_ptr[0], (float)floor));
  }
}

// Function: l2_mfcc_kernel_3
__kernel void l2_mfcc_kernel(__global float* restrict edges_ptr, int M, float sr);
__kernel void l2_mfcc_kernel_1(__global float* restrict W_ptr, __global float* restrict edges_ptr, int M, int NFFT, float sr);
__kernel void l2_mfcc_kernel_2(__global float* restrict L_ptr, __global float* restrict W_ptr, __global float* restrict power_ptr, int F, int M, int NFFT, float floor);
__kernel void l2_mfcc_kernel_3(__global float* restrict cos_t_ptr, int M);
__kernel void l2_mfcc_kernel_4(__global float* restrict lift_ptr, int C, float lifter);
__kernel void l2_mfcc_kernel_5(__global float* restrict L_ptr, __global float* restrict cos_t_ptr, __global float* restrict lift_ptr, __global float* restrict mfcc_ptr, int C, int F, int M);
__kernel void l2_mfcc_kernel_3(__global float* restrict cos_t_ptr, int M) {
  float x_cos_local_ptr[1];
  float y_cos_local_ptr[1];
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)M, (int)1) * 4)) {
    x_cos_local_ptr[0] = ((3.141593e+00f * (convert_float((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)M, (int)1))))) / (2.000000e+00f * (convert_float(max((int)M, (int)1)))));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)M, (int)1) * 4)) {
    y_cos_local_ptr[0] = (x_cos_local_ptr[0] * x_cos_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)M, (int)1) * 4)) {
    float condval;
    if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)M, (int)1)) == 0) {
      condval = (1.000000e+00f + (y_cos_local_ptr[0] * (-5.000000e-01f + (y_cos_local_ptr[0] * (4.166667e-02f + (y_cos_local_ptr[0] * (-1.388889e-03f + (y_cos_local_ptr[0] * (2.480159e-05f + (y_cos_local_ptr[0] * (-2.755732e-07f + (y_cos_local_ptr[0] * (2.087676e-09f + (y_cos_local_ptr[0] * -1.147075e-11f))))))))))))));
    } else {
      float condval_1;
      if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)M, (int)1)) == 1) {
        condval_1 = ((x_cos_local_ptr[0] * (1.000000e+00f + (y_cos_local_ptr[0] * (-1.666667e-01f + (y_cos_local_ptr[0] * (8.333333e-03f + (y_cos_local_ptr[0] * (-1.984127e-04f + (y_cos_local_ptr[0] * (2.755732e-06f + (y_cos_local_ptr[0] * (-2.505211e-08f + (y_cos_local_ptr[0] * (1.605904e-10f + (y_cos_local_ptr[0] * -7.647164e-13f))))))))))))))) * -1.000000e+00f);
      } else {
        float condval_2;
        if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)M, (int)1)) == 2) {
          condval_2 = ((1.000000e+00f + (y_cos_local_ptr[0] * (-5.000000e-01f + (y_cos_local_ptr[0] * (4.166667e-02f + (y_cos_local_ptr[0] * (-1.388889e-03f + (y_cos_local_ptr[0] * (2.480159e-05f + (y_cos_local_ptr[0] * (-2.755732e-07f + (y_cos_local_ptr[0] * (2.087676e-09f + (y_cos_local_ptr[0] * -1.147075e-11f)))))))))))))) * -1.000000e+00f);
        } else {
          condval_2 = (x_cos_local_ptr[0] * (1.000000e+00f + (y_cos_local_ptr[0] * (-1.666667e-01f + (y_cos_local_ptr[0] * (8.333333e-03f + (y_cos_local_ptr[0] * (-1.984127e-04f + (y_cos_local_ptr[0] * (2.755732e-06f + (y_cos_local_ptr[0] * (-2.505211e-08f + (y_cos_local_ptr[0] * (1.605904e-10f + (y_cos_local_ptr[0] * -7.647164e-13f)))))))))))))));
        }
        condval_1 = condval_2;
      }
      condval = condval_1;
    }
    cos_t_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval;
  }
}

// Function: l2_mfcc_kernel_4
__kernel void l2_mfcc_kernel(__global float* restrict edges_ptr, int M, float sr);
__kernel void l2_mfcc_kernel_1(__global float* restrict W_ptr, __global float* restrict edges_ptr, int M, int NFFT, float sr);
__kernel void l2_mfcc_kernel_2(__global float* restrict L_ptr, __global float* restrict W_ptr, __global float* restrict power_ptr, int F, int M, int NFFT, float floor);
__kernel void l2_mfcc_kernel_3(__global float* restrict cos_t_ptr, int M);
__kernel void l2_mfcc_kernel_4(__global float* restrict lift_ptr, int C, float lifter);
__kernel void l2_mfcc_kernel_5(__global float* restrict L_ptr, __global float* restrict cos_t_ptr, __global float* restrict lift_ptr, __global float* restrict mfcc_ptr, int C, int F, int M);
__kernel void l2_mfcc_kernel_4(__global float* restrict lift_ptr, int C, float lifter) {
  float x_lift_local_ptr[1];
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < C)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
    float condval;
    if (5.000000e-01f < ((((convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))))) / lifter) - (2.000000e+00f * floor((((convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))))) / lifter) * 5.000000e-01f)))) - 1.000000e+00f)) {
      condval = (1.000000e+00f - ((((convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))))) / lifter) - (2.000000e+00f * floor((((convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))))) / lifter) * 5.000000e-01f)))) - 1.000000e+00f));
    } else {
      float condval_1;
      if (((((convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))))) / lifter) - (2.000000e+00f * floor((((convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))))) / lifter) * 5.000000e-01f)))) - 1.000000e+00f) < -5.000000e-01f) {
        condval_1 = (-1.000000e+00f - ((((convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))))) / lifter) - (2.000000e+00f * floor((((convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))))) / lifter) * 5.000000e-01f)))) - 1.000000e+00f));
      } else {
        condval_1 = ((((convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))))) / lifter) - (2.000000e+00f * floor((((convert_float(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))))) / lifter) * 5.000000e-01f)))) - 1.000000e+00f);
      }
      condval = condval_1;
    }
    x_lift_local_ptr[0] = (3.141593e+00f * condval);
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < C)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    lift_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (1.000000e+00f - (((lifter * 5.000000e-01f) * x_lift_local_ptr[0]) * (1.000000e+00f + ((x_lift_local_ptr[0] * x_lift_local_ptr[0]) * (-1.666667e-01f + ((x_lift_local_ptr[0] * x_lift_local_ptr[0]) * (8.333333e-03f + ((x_lift_local_ptr[0] * x_lift_local_ptr[0]) * (-1.984127e-04f + ((x_lift_local_ptr[0] * x_lift_local_ptr[0]) * (2.755732e-06f + ((x_lift_local_ptr[0] * x_lift_local_ptr[0]) * (-2.505211e-08f + ((x_lift_local_ptr[0] * x_lift_local_ptr[0]) * (1.605904e-10f + ((x_lift_local_ptr[0] * x_lift_local_ptr[0]) * -7.647164e-13f))))))))))))))));
  }
}

// Function: l2_mfcc_kernel_5
__kernel void l2_mfcc_kernel(__global float* restrict edges_ptr, int M, float sr);
__kernel void l2_mfcc_kernel_1(__global float* restrict W_ptr, __global float* restrict edges_ptr, int M, int NFFT, float sr);
__kernel void l2_mfcc_kernel_2(__global float* restrict L_ptr, __global float* restrict W_ptr, __global float* restrict power_ptr, int F, int M, int NFFT, float floor);
__kernel void l2_mfcc_kernel_3(__global float* restrict cos_t_ptr, int M);
__kernel void l2_mfcc_kernel_4(__global float* restrict lift_ptr, int C, float lifter);
__kernel void l2_mfcc_kernel_5(__global float* restrict L_ptr, __global float* restrict cos_t_ptr, __global float* restrict lift_ptr, __global float* restrict mfcc_ptr, int C, int F, int M);
__kernel void l2_mfcc_kernel_5(__global float* restrict L_ptr, __global float* restrict cos_t_ptr, __global float* restrict lift_ptr, __global float* restrict mfcc_ptr, int C, int F, int M) {
  float D_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)M, (int)1); ++ax0) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < F)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) == 0))) {
      if (ax0 == 0) {
        D_local_ptr[0] = 0.000000e+00f;
      }
      D_local_ptr[0] = (D_local_ptr[0] + (L_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) * max((int)M, (int)1)) + ax0)] * cos_t_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)) * ((ax0 * 2) + 1)) % (max((int)M, (int)1) * 4))]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)F, (int)1) * max((int)C, (int)1))) {
    float condval;
    if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)) == 0) {
      condval = sqrt((1.000000e+00f / (convert_float(max((int)M, (int)1)))));
    } else {
      condval = sqrt((2.000000e+00f / (convert_float(max((int)M, (int)1)))));
    }
    mfcc_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = ((D_local_ptr[0] * condval) * lift_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)C, (int)1))]);
  }
}

