// Function: l3_whisper_encoder_block_kernel
__kernel void l3_whisper_encoder_block_kernel(__global float* restrict mel_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int D, int F, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel(__global float* restrict mel_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S) {
  float conv_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < max((int)NM, (int)1); ++ax1) {
      if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
        if (((bool)(ax0 == 0)) && ((bool)(ax1 == 0))) {
          conv_local_ptr[0] = 0.000000e+00f;
        }
        float condval;
        if (1 <= (((convert_int(get_group_id(1))) * 2) + ax0)) {
          condval = mel_ptr[((((((convert_int(get_group_id(1))) * max((int)NM, (int)1)) * 2) + (ax0 * max((int)NM, (int)1))) + ax1) - max((int)NM, (int)1))];
        } else {
          condval = 0.000000e+00f;
        }
        conv_local_ptr[0] = (conv_local_ptr[0] + (condval * weights_ptr[(((((convert_int(get_group_id(0))) * 256) + ((ax0 * max((int)NM, (int)1)) * max((int)D, (int)1))) + (ax1 * max((int)D, (int)1))) + (convert_int(get_local_id(0))))]));
      }
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
    conv_local_ptr[0] = (conv_local_ptr[0] + weights_ptr[((((convert_int(get_group_id(0))) * 256) + ((max((int)NM, (int)1) * max((int)D, (int)1)) * 3)) + (convert_int(get_local_id(0))))]);
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    float condval_1;
    if ((conv_local_ptr[0] * 7.071068e-01f) < 0.000000e+00f) {
      condval_1 = ((1.000000e+00f - (((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (2.548296e-01f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (-2.844967e-01f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (1.421414e+00f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (-1.453152e+00f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * 1.061405e+00f))))))))) * exp(((max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f)) * -1.000000e+00f) * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f)))))) * -1.000000e+00f);
    } else {
      condval_1 = (1.000000e+00f - (((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (2.548296e-01f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (-2.844967e-01f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (1.421414e+00f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (-1.453152e+00f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * 1.061405e+00f))))))))) * exp(((max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f)) * -1.000000e+00f) * max((float)(conv_local_ptr[0] * 7.071068e-01f), (float)((conv_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))));
    }
    int condval_3;
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
      condval_3 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
    } else {
      condval_3 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
    }
    int condval_4;
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
      condval_4 = 0;
    } else {
      condval_4 = 1;
    }
    float condval_2;
    if ((((convert_int(rint((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_3))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) * 6.366198e-01f)))) + condval_4) % 4) == 0) {
      int condval_5;
      if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
        condval_5 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
      } else {
        condval_5 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
      }
      int condval_6;
      if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
        condval_6 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
      } else {
        condval_6 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
      }
      int condval_7;
      if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
        condval_7 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
      } else {
        condval_7 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
      }
      condval_2 = sin(((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_5))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) - (rint((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_6))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) * 6.366198e-01f)) * 1.570312e+00f)) - (rint((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_7))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) * 6.366198e-01f)) * 4.838268e-04f)));
    } else {
      int condval_9;
      if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
        condval_9 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
      } else {
        condval_9 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
      }
      int condval_10;
      if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
        condval_10 = 0;
      } else {
        condval_10 = 1;
      }
      float condval_8;
      if ((((convert_int(rint((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_9))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) * 6.366198e-01f)))) + condval_10) & 3) == 1) {
        int condval_11;
        if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
          condval_11 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
        } else {
          condval_11 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
        }
        int condval_12;
        if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
          condval_12 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
        } else {
          condval_12 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
        }
        int condval_13;
        if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
          condval_13 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
        } else {
          condval_13 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
        }
        condval_8 = cos(((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_11))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) - (rint((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_12))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) * 6.366198e-01f)) * 1.570312e+00f)) - (rint((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_13))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) * 6.366198e-01f)) * 4.838268e-04f)));
      } else {
        int condval_15;
        if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
          condval_15 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
        } else {
          condval_15 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
        }
        int condval_16;
        if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
          condval_16 = 0;
        } else {
          condval_16 = 1;
        }
        float condval_14;
        if ((((convert_int(rint((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_15))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) * 6.366198e-01f)))) + condval_16) & 3) == 2) {
          int condval_17;
          if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
            condval_17 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
          } else {
            condval_17 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
          }
          int condval_18;
          if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
            condval_18 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
          } else {
            condval_18 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
          }
          int condval_19;
          if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
            condval_19 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
          } else {
            condval_19 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
          }
          condval_14 = (sin(((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_17))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) - (rint((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_18))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) * 6.366198e-01f)) * 1.570312e+00f)) - (rint((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_19))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) * 6.366198e-01f)) * 4.838268e-04f))) * -1.000000e+00f);
        } else {
          int condval_20;
          if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
            condval_20 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
          } else {
            condval_20 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
          }
          int condval_21;
          if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
            condval_21 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
          } else {
            condval_21 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
          }
          int condval_22;
          if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) >> 1)) {
            condval_22 = (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0))));
          } else {
            condval_22 = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - (max((int)D, (int)1) >> 1));
          }
          condval_14 = (cos(((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_20))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) - (rint((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_21))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) * 6.366198e-01f)) * 1.570312e+00f)) - (rint((((convert_float((convert_int(get_group_id(1))))) * exp(((-9.210340e+00f * (convert_float(condval_22))) / (convert_float(((max((int)D, (int)1) >> 1) - 1)))))) * 6.366198e-01f)) * 4.838268e-04f))) * -1.000000e+00f);
        }
        condval_8 = condval_14;
      }
      condval_2 = condval_8;
    }
    x_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = (((5.000000e-01f * conv_local_ptr[0]) * (1.000000e+00f + condval_1)) + condval_2);
  }
}

// Function: l3_whisper_encoder_block_kernel_1
__kernel void l3_whisper_encoder_block_kernel(__global float* restrict mel_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int D, int F, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S, float eps) {
  float ln1_mean_local_ptr[1];
  float ln1_var_local_ptr[1];
  float qkv_dot_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (ax0 == 0) {
      ln1_mean_local_ptr[0] = 0.000000e+00f;
    }
    ln1_mean_local_ptr[0] = (ln1_mean_local_ptr[0] + (x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0)] - x_ptr[((convert_int(get_group_id(1))) * max((int)D, (int)1))]));
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if (ax0_1 == 0) {
      ln1_var_local_ptr[0] = 0.000000e+00f;
    }
    ln1_var_local_ptr[0] = (ln1_var_local_ptr[0] + (((x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_1)] - x_ptr[((convert_int(get_group_id(1))) * max((int)D, (int)1))]) - (ln1_mean_local_ptr[0] / (convert_float(max((int)D, (int)1))))) * ((x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_1)] - x_ptr[((convert_int(get_group_id(1))) * max((int)D, (int)1))]) - (ln1_mean_local_ptr[0] / (convert_float(max((int)D, (int)1)))))));
  }
  for (int ax0_2 = 0; ax0_2 < max((int)D, (int)1); ++ax0_2) {
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) * 3)) {
      if (ax0_2 == 0) {
        qkv_dot_local_ptr[0] = 0.000000e+00f;
      }
      qkv_dot_local_ptr[0] = (qkv_dot_local_ptr[0] + ((((((x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_2)] - x_ptr[((convert_int(get_group_id(1))) * max((int)D, (int)1))]) - (ln1_mean_local_ptr[0] / (convert_float(max((int)D, (int)1))))) / sqrt(((ln1_var_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[((((max((int)NM, (int)1) * max((int)D, (int)1)) * 3) + max((int)D, (int)1)) + ax0_2)])) + weights_ptr[((((max((int)NM, (int)1) * max((int)D, (int)1)) * 3) + (max((int)D, (int)1) * 2)) + ax0_2)]) * weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (((max((int)NM, (int)1) + 1) * max((int)D, (int)1)) * 3)) + ((ax0_2 * max((int)D, (int)1)) * 3)) + (convert_int(get_local_id(0))))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) * 3)) {
    qkv_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)D, (int)1)) * 3)) + (convert_int(get_local_id(0))))] = (qkv_dot_local_ptr[0] + weights_ptr[((((convert_int(get_group_id(0))) * 256) + ((((max((int)NM, (int)1) + max((int)D, (int)1)) + 1) * max((int)D, (int)1)) * 3)) + (convert_int(get_local_id(0))))]);
  }
}

// Function: l3_whisper_encoder_block_kernel_2
__kernel void l3_whisper_encoder_block_kernel(__global float* restrict mel_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int D, int F, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S) {
  float dot_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)D, (int)1) / max((int)NH, (int)1)); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < S)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        dot_local_ptr[0] = 0.000000e+00f;
      }
      dot_local_ptr[0] = (dot_local_ptr[0] + (qkv_ptr[((((((convert_int(get_group_id(1))) / max((int)NH, (int)1)) * max((int)D, (int)1)) * 3) + (((convert_int(get_group_id(1))) % max((int)NH, (int)1)) * (max((int)D, (int)1) / max((int)NH, (int)1)))) + ax0)] * qkv_ptr[((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) * max((int)D, (int)1)) * 3) + max((int)D, (int)1)) + (((convert_int(get_group_id(1))) % max((int)NH, (int)1)) * (max((int)D, (int)1) / max((int)NH, (int)1)))) + ax0)]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < S)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    sh_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)S, (int)1))) + (convert_int(get_local_id(0))))] = (dot_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1)))))));
  }
}

// Function: l3_whisper_encoder_block_kernel_3
__kernel void l3_whisper_encoder_block_kernel(__global float* restrict mel_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int D, int F, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S) {
  float row_max_local_ptr[1];
  float pv_local_ptr[1];
  float row_sum_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)S, (int)1); ++ax0) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) < S)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) == 0))) {
      if (ax0 == 0) {
        row_max_local_ptr[0] = -3.402823e+38f;
      }
      row_max_local_ptr[0] = max((float)row_max_local_ptr[0], (float)sh_ptr[(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) * max((int)NH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)) / (max((int)D, (int)1) / max((int)NH, (int)1)))) * max((int)S, (int)1)) + ax0)]);
    }
  }
  for (int ax0_1 = 0; ax0_1 < max((int)S, (int)1); ++ax0_1) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) < S)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) == 0))) {
      if (ax0_1 == 0) {
        pv_local_ptr[0] = 0.000000e+00f;
      }
      pv_local_ptr[0] = (pv_local_ptr[0] + (exp((sh_ptr[(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) * max((int)NH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)) / (max((int)D, (int)1) / max((int)NH, (int)1)))) * max((int)S, (int)1)) + ax0_1)] - row_max_local_ptr[0])) * qkv_ptr[((((ax0_1 * max((int)D, (int)1)) * 3) + (max((int)D, (int)1) * 2)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)))]));
    }
  }
  for (int ax0_2 = 0; ax0_2 < max((int)S, (int)1); ++ax0_2) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) < S)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) == 0))) {
      if (ax0_2 == 0) {
        row_sum_local_ptr[0] = 0.000000e+00f;
      }
      row_sum_local_ptr[0] = (row_sum_local_ptr[0] + exp((sh_ptr[(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) * max((int)NH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)) / (max((int)D, (int)1) / max((int)NH, (int)1)))) * max((int)S, (int)1)) + ax0_2)] - row_max_local_ptr[0])));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)S, (int)1) * max((int)D, (int)1))) {
    o_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (pv_local_ptr[0] / row_sum_local_ptr[0]);
  }
}

// Function: l3_whisper_encoder_block_kernel_4
__kernel void l3_whisper_encoder_block_kernel(__global float* restrict mel_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int D, int F, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S) {
  float proj_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        proj_local_ptr[0] = 0.000000e+00f;
      }
      proj_local_ptr[0] = (proj_local_ptr[0] + (o_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0)] * weights_ptr[(((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 6)) + ((max((int)NM, (int)1) * max((int)D, (int)1)) * 3)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 3)) + (ax0 * max((int)D, (int)1))) + (convert_int(get_local_id(0))))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    h1_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = ((x_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] + proj_local_ptr[0]) + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 6)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + ((max((int)NM, (int)1) * max((int)D, (int)1)) * 3)) + (convert_int(get_local_id(0))))]);
  }
}

// Function: l3_whisper_encoder_block_kernel_5
__kernel void l3_whisper_encoder_block_kernel(__global float* restrict mel_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int D, int F, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int D, int F, int NM, int S, float eps) {
  float ln2_mean_local_ptr[1];
  float ln2_var_local_ptr[1];
  float up_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (ax0 == 0) {
      ln2_mean_local_ptr[0] = 0.000000e+00f;
    }
    ln2_mean_local_ptr[0] = (ln2_mean_local_ptr[0] + (h1_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0)] - h1_ptr[((convert_int(get_group_id(1))) * max((int)D, (int)1))]));
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if (ax0_1 == 0) {
      ln2_var_local_ptr[0] = 0.000000e+00f;
    }
    ln2_var_local_ptr[0] = (ln2_var_local_ptr[0] + (((h1_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_1)] - h1_ptr[((convert_int(get_group_id(1))) * max((int)D, (int)1))]) - (ln2_mean_local_ptr[0] / (convert_float(max((int)D, (int)1))))) * ((h1_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_1)] - h1_ptr[((convert_int(get_group_id(1))) * max((int)D, (int)1))]) - (ln2_mean_local_ptr[0] / (convert_float(max((int)D, (int)1)))))));
  }
  for (int ax0_2 = 0; ax0_2 < max((int)D, (int)1); ++ax0_2) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < F)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_2 == 0) {
        up_local_ptr[0] = 0.000000e+00f;
      }
      up_local_ptr[0] = (up_local_ptr[0] + ((((((h1_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_2)] - h1_ptr[((convert_int(get_group_id(1))) * max((int)D, (int)1))]) - (ln2_mean_local_ptr[0] / (convert_float(max((int)D, (int)1))))) / sqrt(((ln2_var_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[((((max((int)D, (int)1) * 7) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + ((max((int)NM, (int)1) * max((int)D, (int)1)) * 3)) + ax0_2)])) + weights_ptr[((((max((int)D, (int)1) * 8) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + ((max((int)NM, (int)1) * max((int)D, (int)1)) * 3)) + ax0_2)]) * weights_ptr[(((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 9)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + ((max((int)NM, (int)1) * max((int)D, (int)1)) * 3)) + (ax0_2 * max((int)F, (int)1))) + (convert_int(get_local_id(0))))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < F)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
    up_local_ptr[0] = (up_local_ptr[0] + weights_ptr[(((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 9)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + ((max((int)NM, (int)1) * max((int)D, (int)1)) * 3)) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)F, (int)1)))]);
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < F)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    float condval;
    if ((up_local_ptr[0] * 7.071068e-01f) < 0.000000e+00f) {
      condval = ((1.000000e+00f - (((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (2.548296e-01f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (-2.844967e-01f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (1.421414e+00f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (-1.453152e+00f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * 1.061405e+00f))))))))) * exp(((max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f)) * -1.000000e+00f) * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f)))))) * -1.000000e+00f);
    } else {
      condval = (1.000000e+00f - (((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (2.548296e-01f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (-2.844967e-01f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (1.421414e+00f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * (-1.453152e+00f + ((1.000000e+00f / (1.000000e+00f + (3.275911e-01f * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))) * 1.061405e+00f))))))))) * exp(((max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f)) * -1.000000e+00f) * max((float)(up_local_ptr[0] * 7.071068e-01f), (float)((up_local_ptr[0] * 7.071068e-01f) * -1.000000e+00f))))));
    }
    sh_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)F, (int)1))) + (convert_int(get_local_id(0))))] = ((5.000000e-01f * up_local_ptr[0]) * (1.000000e+00f + condval));
  }
}

// Function: l3_whisper_encoder_block_kernel_6
__kernel void l3_whisper_encoder_block_kernel(__global float* restrict mel_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int NH, int S);
__kernel void l3_whisper_encoder_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int D, int F, int NM, int S, float eps);
__kernel void l3_whisper_encoder_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F, int NM, int S);
__kernel void l3_whisper_encoder_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F, int NM, int S) {
  float down_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)F, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        down_local_ptr[0] = 0.000000e+00f;
      }
      down_local_ptr[0] = (down_local_ptr[0] + (sh_ptr[(((convert_int(get_group_id(1))) * max((int)F, (int)1)) + ax0)] * weights_ptr[(((((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 9)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + ((max((int)NM, (int)1) * max((int)D, (int)1)) * 3)) + max((int)F, (int)1)) + (ax0 * max((int)D, (int)1))) + (convert_int(get_local_id(0)))) + (max((int)D, (int)1) * max((int)F, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = ((h1_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] + down_local_ptr[0]) + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + (max((int)D, (int)1) * 9)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + ((max((int)NM, (int)1) * max((int)D, (int)1)) * 3)) + ((max((int)D, (int)1) * max((int)F, (int)1)) * 2)) + max((int)F, (int)1)) + (convert_int(get_local_id(0))))]);
  }
}

