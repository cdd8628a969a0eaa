// Function: l2_gru_step_kernel
__kernel void l2_gru_step_kernel(__global float* restrict b_hh_ptr, __global float* restrict b_ih_ptr, __global float* restrict h_ptr, __global float* restrict h_new_ptr, __global float* restrict w_hh_ptr, __global float* restrict w_ih_ptr, __global float* restrict x_ptr, int B, int H, int I);
__kernel void l2_gru_step_kernel(__global float* restrict b_hh_ptr, __global float* restrict b_ih_ptr, __global float* restrict h_ptr, __global float* restrict h_new_ptr, __global float* restrict w_hh_ptr, __global float* restrict w_ih_ptr, __global float* restrict x_ptr, int B, int H, int I) {
  float ir_dot_local_ptr[1];
  float iz_dot_local_ptr[1];
  float in_dot_local_ptr[1];
  float hr_dot_local_ptr[1];
  float hz_dot_local_ptr[1];
  float hn_dot_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)I, (int)1); ++ax0) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) < B)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) == 0))) {
      if (ax0 == 0) {
        ir_dot_local_ptr[0] = 0.000000e+00f;
      }
      ir_dot_local_ptr[0] = (ir_dot_local_ptr[0] + (w_ih_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)) * max((int)I, (int)1)) + ax0)] * x_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) * max((int)I, (int)1)) + ax0)]));
    }
  }
  for (int ax0_1 = 0; ax0_1 < max((int)I, (int)1); ++ax0_1) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) < B)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) == 0))) {
      if (ax0_1 == 0) {
        iz_dot_local_ptr[0] = 0.000000e+00f;
      }
      iz_dot_local_ptr[0] = (iz_dot_local_ptr[0] + (w_ih_ptr[(((max((int)H, (int)1) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))) * max((int)I, (int)1)) + ax0_1)] * x_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) * max((int)I, (int)1)) + ax0_1)]));
    }
  }
  for (int ax0_2 = 0; ax0_2 < max((int)I, (int)1); ++ax0_2) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) < B)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) == 0))) {
      if (ax0_2 == 0) {
        in_dot_local_ptr[0] = 0.000000e+00f;
      }
      in_dot_local_ptr[0] = (in_dot_local_ptr[0] + (w_ih_ptr[((((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))) * max((int)I, (int)1)) + ax0_2)] * x_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) * max((int)I, (int)1)) + ax0_2)]));
    }
  }
  for (int ax0_3 = 0; ax0_3 < max((int)H, (int)1); ++ax0_3) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) < B)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) == 0))) {
      if (ax0_3 == 0) {
        hr_dot_local_ptr[0] = 0.000000e+00f;
      }
      hr_dot_local_ptr[0] = (hr_dot_local_ptr[0] + (w_hh_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)) * max((int)H, (int)1)) + ax0_3)] * h_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) * max((int)H, (int)1)) + ax0_3)]));
    }
  }
  for (int ax0_4 = 0; ax0_4 < max((int)H, (int)1); ++ax0_4) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) < B)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) == 0))) {
      if (ax0_4 == 0) {
        hz_dot_local_ptr[0] = 0.000000e+00f;
      }
      hz_dot_local_ptr[0] = (hz_dot_local_ptr[0] + (w_hh_ptr[(((max((int)H, (int)1) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))) * max((int)H, (int)1)) + ax0_4)] * h_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) * max((int)H, (int)1)) + ax0_4)]));
    }
  }
  for (int ax0_5 = 0; ax0_5 < max((int)H, (int)1); ++ax0_5) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) < B)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) == 0))) {
      if (ax0_5 == 0) {
        hn_dot_local_ptr[0] = 0.000000e+00f;
      }
      hn_dot_local_ptr[0] = (hn_dot_local_ptr[0] + (w_hh_ptr[((((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))) * max((int)H, (int)1)) + ax0_5)] * h_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)H, (int)1)) * max((int)H, (int)1)) + ax0_5)]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)B, (int)1) * max((int)H, (int)1))) {
    float condval;
    if (((in_dot_local_ptr[0] + b_ih_ptr[((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]) + ((1.000000e+00f / (1.000000e+00f + exp((((ir_dot_local_ptr[0] + b_ih_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))]) + (hr_dot_local_ptr[0] + b_hh_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))])) * -1.000000e+00f)))) * (hn_dot_local_ptr[0] + b_hh_ptr[((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]))) < 0.000000e+00f) {
      condval = -1.000000e+00f;
    } else {
      condval = 1.000000e+00f;
    }
    h_new_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (((1.000000e+00f - (1.000000e+00f / (1.000000e+00f + exp((((iz_dot_local_ptr[0] + b_ih_ptr[(max((int)H, (int)1) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]) + (hz_dot_local_ptr[0] + b_hh_ptr[(max((int)H, (int)1) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))])) * -1.000000e+00f))))) * ((condval * (1.000000e+00f - exp((-2.000000e+00f * max((float)((in_dot_local_ptr[0] + b_ih_ptr[((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]) + ((1.000000e+00f / (1.000000e+00f + exp((((ir_dot_local_ptr[0] + b_ih_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))]) + (hr_dot_local_ptr[0] + b_hh_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))])) * -1.000000e+00f)))) * (hn_dot_local_ptr[0] + b_hh_ptr[((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]))), (float)(((in_dot_local_ptr[0] + b_ih_ptr[((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]) + ((1.000000e+00f / (1.000000e+00f + exp((((ir_dot_local_ptr[0] + b_ih_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))]) + (hr_dot_local_ptr[0] + b_hh_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))])) * -1.000000e+00f)))) * (hn_dot_local_ptr[0] + b_hh_ptr[((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]))) * -1.000000e+00f)))))) / (1.000000e+00f + exp((-2.000000e+00f * max((float)((in_dot_local_ptr[0] + b_ih_ptr[((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]) + ((1.000000e+00f / (1.000000e+00f + exp((((ir_dot_local_ptr[0] + b_ih_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))]) + (hr_dot_local_ptr[0] + b_hh_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))])) * -1.000000e+00f)))) * (hn_dot_local_ptr[0] + b_hh_ptr[((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]))), (float)(((in_dot_local_ptr[0] + b_ih_ptr[((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]) + ((1.000000e+00f / (1.000000e+00f + exp((((ir_dot_local_ptr[0] + b_ih_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))]) + (hr_dot_local_ptr[0] + b_hh_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1))])) * -1.000000e+00f)))) * (hn_dot_local_ptr[0] + b_hh_ptr[((max((int)H, (int)1) * 2) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]))) * -1.000000e+00f))))))) + ((1.000000e+00f / (1.000000e+00f + exp((((iz_dot_local_ptr[0] + b_ih_ptr[(max((int)H, (int)1) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))]) + (hz_dot_local_ptr[0] + b_hh_ptr[(max((int)H, (int)1) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)H, (int)1)))])) * -1.000000e+00f)))) * h_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))]));
  }
}

