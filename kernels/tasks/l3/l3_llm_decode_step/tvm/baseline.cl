// Function: l3_llm_decode_step_kernel
__kernel void l3_llm_decode_step_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int P);
__kernel void l3_llm_decode_step_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D);
__kernel void l3_llm_decode_step_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int F, float eps);
__kernel void l3_llm_decode_step_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F);
__kernel void l3_llm_decode_step_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps) {
  float ss_q_local_ptr[1];
  float q_own_local_ptr[1];
  float q_other_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (ax0 == 0) {
      ss_q_local_ptr[0] = 0.000000e+00f;
    }
    ss_q_local_ptr[0] = (ss_q_local_ptr[0] + (x_ptr[ax0] * x_ptr[ax0]));
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_1 == 0) {
        q_own_local_ptr[0] = 0.000000e+00f;
      }
      q_own_local_ptr[0] = (q_own_local_ptr[0] + (((x_ptr[ax0_1] / sqrt(((ss_q_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[ax0_1])) * weights_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + ((ax0_1 * max((int)D, (int)1)) * 3)) + max((int)D, (int)1)) + (convert_int(get_local_id(0))))]));
    }
  }
  for (int ax0_2 = 0; ax0_2 < max((int)D, (int)1); ++ax0_2) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_2 == 0) {
        q_other_local_ptr[0] = 0.000000e+00f;
      }
      int condval;
      if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) < ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1)) {
        condval = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1)) + (convert_int(get_local_id(0))));
      } else {
        condval = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) - ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1));
      }
      q_other_local_ptr[0] = (q_other_local_ptr[0] + (((x_ptr[ax0_2] / sqrt(((ss_q_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[ax0_2])) * weights_ptr[((((ax0_2 * max((int)D, (int)1)) * 3) + max((int)D, (int)1)) + condval)]));
    }
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    float condval_1;
    if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) < ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1)) {
      condval_1 = ((q_own_local_ptr[0] * rope_cs_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) % ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1))]) - (q_other_local_ptr[0] * rope_cs_ptr[(((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) % ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1)))]));
    } else {
      condval_1 = ((q_own_local_ptr[0] * rope_cs_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) % ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1))]) + (q_other_local_ptr[0] * rope_cs_ptr[(((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) % ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1)))]));
    }
    qh_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval_1;
  }
}

// Function: l3_llm_decode_step_kernel_1
__kernel void l3_llm_decode_step_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int P);
__kernel void l3_llm_decode_step_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D);
__kernel void l3_llm_decode_step_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int F, float eps);
__kernel void l3_llm_decode_step_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F);
__kernel void l3_llm_decode_step_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps) {
  float ss_kv_local_ptr[1];
  float kv_own_local_ptr[1];
  float kv_other_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (ax0 == 0) {
      ss_kv_local_ptr[0] = 0.000000e+00f;
    }
    ss_kv_local_ptr[0] = (ss_kv_local_ptr[0] + (x_ptr[ax0] * x_ptr[ax0]));
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_1 == 0) {
        kv_own_local_ptr[0] = 0.000000e+00f;
      }
      kv_own_local_ptr[0] = (kv_own_local_ptr[0] + (((x_ptr[ax0_1] / sqrt(((ss_kv_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[ax0_1])) * weights_ptr[((((((convert_int(get_group_id(0))) * 256) + ((ax0_1 * max((int)D, (int)1)) * 3)) + (max((int)D, (int)1) * 2)) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))]));
    }
  }
  for (int ax0_2 = 0; ax0_2 < max((int)D, (int)1); ++ax0_2) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_2 == 0) {
        kv_other_local_ptr[0] = 0.000000e+00f;
      }
      int condval;
      if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) < ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1)) {
        condval = ((((convert_int(get_group_id(0))) * 256) + ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1)) + (convert_int(get_local_id(0))));
      } else {
        condval = ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) - ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1));
      }
      kv_other_local_ptr[0] = (kv_other_local_ptr[0] + (((x_ptr[ax0_2] / sqrt(((ss_kv_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[ax0_2])) * weights_ptr[((((ax0_2 * max((int)D, (int)1)) * 3) + (max((int)D, (int)1) * 2)) + condval)]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    float condval_1;
    if ((convert_int(get_group_id(1))) == 0) {
      float condval_2;
      if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) < ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1)) {
        condval_2 = ((kv_own_local_ptr[0] * rope_cs_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) % ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1))]) - (kv_other_local_ptr[0] * rope_cs_ptr[(((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) % ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1)))]));
      } else {
        condval_2 = ((kv_own_local_ptr[0] * rope_cs_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) % ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1))]) + (kv_other_local_ptr[0] * rope_cs_ptr[(((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1) + (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % (max((int)D, (int)1) / max((int)NH, (int)1))) % ((max((int)D, (int)1) / max((int)NH, (int)1)) >> 1)))]));
      }
      condval_1 = condval_2;
    } else {
      condval_1 = kv_own_local_ptr[0];
    }
    kv_new_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = condval_1;
  }
}

// Function: l3_llm_decode_step_kernel_2
__kernel void l3_llm_decode_step_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int P);
__kernel void l3_llm_decode_step_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D);
__kernel void l3_llm_decode_step_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int F, float eps);
__kernel void l3_llm_decode_step_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F);
__kernel void l3_llm_decode_step_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int P) {
  float pv_v0_local_ptr[1];
  float pv_v1_local_ptr[1];
  float pv_v2_local_ptr[1];
  float score_local_ptr[1];
  for (int ax0 = 0; ax0 < (min((int)P, (int)65535) + 1); ++ax0) {
    for (int ax0_1 = 0; ax0_1 < (max((int)D, (int)1) / max((int)NH, (int)1)); ++ax0_1) {
      if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
        if (ax0_1 == 0) {
          score_local_ptr[0] = 0.000000e+00f;
        }
        float condval;
        if (ax0 < P) {
          condval = kv_cache_ptr[(((max((int)min((int)ax0, (int)(P - 1)), (int)0) * max((int)D, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (max((int)D, (int)1) / max((int)NH, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1)))) + ax0_1)];
        } else {
          condval = kv_new_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (max((int)D, (int)1) / max((int)NH, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1))) + ax0_1)];
        }
        score_local_ptr[0] = (score_local_ptr[0] + (qh_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (max((int)D, (int)1) / max((int)NH, (int)1))) * (max((int)D, (int)1) / max((int)NH, (int)1))) + ax0_1)] * condval));
      }
    }
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        pv_v0_local_ptr[0] = -3.402823e+38f;
        pv_v1_local_ptr[0] = 0.000000e+00f;
        pv_v2_local_ptr[0] = 0.000000e+00f;
      }
      float v_pv_v0 = max((float)pv_v0_local_ptr[0], (float)(score_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1))))))));
      float v_pv_v1 = ((pv_v1_local_ptr[0] * exp((pv_v0_local_ptr[0] - max((float)pv_v0_local_ptr[0], (float)(score_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1))))))))))) + exp(((score_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1))))))) - max((float)pv_v0_local_ptr[0], (float)(score_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1)))))))))));
      float condval_1;
      if (ax0 < P) {
        condval_1 = kv_cache_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + ((max((int)min((int)ax0, (int)(P - 1)), (int)0) + P) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))];
      } else {
        condval_1 = kv_new_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + max((int)D, (int)1)) + (convert_int(get_local_id(0))))];
      }
      float v_pv_v2 = ((pv_v2_local_ptr[0] * exp((pv_v0_local_ptr[0] - max((float)pv_v0_local_ptr[0], (float)(score_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1))))))))))) + (condval_1 * exp(((score_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1))))))) - max((float)pv_v0_local_ptr[0], (float)(score_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1))))))))))));
      pv_v0_local_ptr[0] = v_pv_v0;
      pv_v1_local_ptr[0] = v_pv_v1;
      pv_v2_local_ptr[0] = v_pv_v2;
    }
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    oh_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (pv_v2_local_ptr[0] / pv_v1_local_ptr[0]);
  }
}

// Function: l3_llm_decode_step_kernel_3
__kernel void l3_llm_decode_step_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int P);
__kernel void l3_llm_decode_step_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D);
__kernel void l3_llm_decode_step_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int F, float eps);
__kernel void l3_llm_decode_step_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F);
__kernel void l3_llm_decode_step_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D) {
  float proj_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        proj_local_ptr[0] = 0.000000e+00f;
      }
      proj_local_ptr[0] = (proj_local_ptr[0] + (oh_ptr[ax0] * weights_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 3)) + max((int)D, (int)1)) + (ax0 * max((int)D, (int)1))) + (convert_int(get_local_id(0))))]));
    }
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    qh_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (x_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + proj_local_ptr[0]);
  }
}

// Function: l3_llm_decode_step_kernel_4
__kernel void l3_llm_decode_step_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int P);
__kernel void l3_llm_decode_step_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D);
__kernel void l3_llm_decode_step_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int F, float eps);
__kernel void l3_llm_decode_step_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F);
__kernel void l3_llm_decode_step_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int F, float eps) {
  float ss2_local_ptr[1];
  float gate_local_ptr[1];
  float up_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (ax0 == 0) {
      ss2_local_ptr[0] = 0.000000e+00f;
    }
    ss2_local_ptr[0] = (ss2_local_ptr[0] + (qh_ptr[ax0] * qh_ptr[ax0]));
  }
  for (int ax0_1 = 0; ax0_1 < max((int)D, (int)1); ++ax0_1) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < F)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_1 == 0) {
        gate_local_ptr[0] = 0.000000e+00f;
      }
      gate_local_ptr[0] = (gate_local_ptr[0] + (((qh_ptr[ax0_1] / sqrt(((ss2_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[((((max((int)D, (int)1) * max((int)D, (int)1)) * 4) + max((int)D, (int)1)) + ax0_1)])) * weights_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + (max((int)D, (int)1) * 2)) + ((ax0_1 * max((int)F, (int)1)) * 2)) + (convert_int(get_local_id(0))))]));
    }
  }
  for (int ax0_2 = 0; ax0_2 < max((int)D, (int)1); ++ax0_2) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < F)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0_2 == 0) {
        up_local_ptr[0] = 0.000000e+00f;
      }
      up_local_ptr[0] = (up_local_ptr[0] + (((qh_ptr[ax0_2] / sqrt(((ss2_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[((((max((int)D, (int)1) * max((int)D, (int)1)) * 4) + max((int)D, (int)1)) + ax0_2)])) * weights_ptr[((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + (max((int)D, (int)1) * 2)) + ((ax0_2 * max((int)F, (int)1)) * 2)) + max((int)F, (int)1)) + (convert_int(get_local_id(0))))]));
    }
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < F)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    oh_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = ((gate_local_ptr[0] / (1.000000e+00f + exp((gate_local_ptr[0] * -1.000000e+00f)))) * up_local_ptr[0]);
  }
}

// Function: l3_llm_decode_step_kernel_5
__kernel void l3_llm_decode_step_kernel(__global float* restrict qh_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_1(__global float* restrict kv_new_ptr, __global float* restrict rope_cs_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D, int NH, float eps);
__kernel void l3_llm_decode_step_kernel_2(__global float* restrict kv_cache_ptr, __global float* restrict kv_new_ptr, __global float* restrict oh_ptr, __global float* restrict qh_ptr, int D, int NH, int P);
__kernel void l3_llm_decode_step_kernel_3(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int D);
__kernel void l3_llm_decode_step_kernel_4(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, int D, int F, float eps);
__kernel void l3_llm_decode_step_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F);
__kernel void l3_llm_decode_step_kernel_5(__global float* restrict oh_ptr, __global float* restrict qh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int D, int F) {
  float down_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)F, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        down_local_ptr[0] = 0.000000e+00f;
      }
      down_local_ptr[0] = (down_local_ptr[0] + (oh_ptr[ax0] * weights_ptr[((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + (max((int)D, (int)1) * 2)) + ((max((int)D, (int)1) * max((int)F, (int)1)) * 2)) + (ax0 * max((int)D, (int)1))) + (convert_int(get_local_id(0))))]));
    }
  }
  if (((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < D)) || ((bool)(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < 1))) {
    y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (qh_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + down_local_ptr[0]);
  }
}

