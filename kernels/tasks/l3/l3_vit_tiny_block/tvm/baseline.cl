// Function: l3_vit_tiny_block_kernel
__kernel void l3_vit_tiny_block_kernel(__global float* restrict img_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int C, int D, int F, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int D, int F, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel(__global float* restrict img_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P) {
  float patch_local_ptr[1];
  for (int ax0 = 0; ax0 < ((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        patch_local_ptr[0] = 0.000000e+00f;
      }
      patch_local_ptr[0] = (patch_local_ptr[0] + (img_ptr[(((((((((max((int)((convert_int(get_group_id(1))) - 1), (int)0) / max((int)GW, (int)1)) * max((int)P, (int)1)) + (ax0 / (max((int)P, (int)1) * max((int)C, (int)1)))) * max((int)GW, (int)1)) + (max((int)((convert_int(get_group_id(1))) - 1), (int)0) % max((int)GW, (int)1))) * max((int)P, (int)1)) + ((ax0 / max((int)C, (int)1)) % max((int)P, (int)1))) * max((int)C, (int)1)) + (ax0 % max((int)C, (int)1)))] * weights_ptr[((((convert_int(get_group_id(0))) * 256) + (ax0 * max((int)D, (int)1))) + (convert_int(get_local_id(0))))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    float condval;
    if ((convert_int(get_group_id(1))) == 0) {
      condval = weights_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) + ((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + 1) * max((int)D, (int)1)))];
    } else {
      condval = (patch_local_ptr[0] + weights_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) + (((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) * max((int)D, (int)1)))]);
    }
    x_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = (condval + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0)))) + ((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + 2) * max((int)D, (int)1)))]);
  }
}

// Function: l3_vit_tiny_block_kernel_1
__kernel void l3_vit_tiny_block_kernel(__global float* restrict img_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int C, int D, int F, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int D, int F, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P, float eps) {
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
      qkv_dot_local_ptr[0] = (qkv_dot_local_ptr[0] + ((((((x_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_2)] - x_ptr[((convert_int(get_group_id(1))) * max((int)D, (int)1))]) - (ln1_mean_local_ptr[0] / (convert_float(max((int)D, (int)1))))) / sqrt(((ln1_var_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[(ax0_2 + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 3) * max((int)D, (int)1)))])) + weights_ptr[(ax0_2 + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 4) * max((int)D, (int)1)))]) * weights_ptr[(((((convert_int(get_group_id(0))) * 256) + ((ax0_2 * max((int)D, (int)1)) * 3)) + (convert_int(get_local_id(0)))) + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 5) * max((int)D, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)D, (int)1) * 3)) {
    qkv_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)D, (int)1)) * 3)) + (convert_int(get_local_id(0))))] = (qkv_dot_local_ptr[0] + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 3)) + (convert_int(get_local_id(0)))) + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 5) * max((int)D, (int)1)))]);
  }
}

// Function: l3_vit_tiny_block_kernel_2
__kernel void l3_vit_tiny_block_kernel(__global float* restrict img_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int C, int D, int F, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int D, int F, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH) {
  float dot_local_ptr[1];
  for (int ax0 = 0; ax0 < (max((int)D, (int)1) / max((int)NH, (int)1)); ++ax0) {
    if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) <= (max((int)GH, (int)1) * max((int)GW, (int)1))) {
      if (ax0 == 0) {
        dot_local_ptr[0] = 0.000000e+00f;
      }
      dot_local_ptr[0] = (dot_local_ptr[0] + (qkv_ptr[((((((convert_int(get_group_id(1))) / max((int)NH, (int)1)) * max((int)D, (int)1)) * 3) + (((convert_int(get_group_id(1))) % max((int)NH, (int)1)) * (max((int)D, (int)1) / max((int)NH, (int)1)))) + ax0)] * qkv_ptr[((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) * max((int)D, (int)1)) * 3) + max((int)D, (int)1)) + (((convert_int(get_group_id(1))) % max((int)NH, (int)1)) * (max((int)D, (int)1) / max((int)NH, (int)1)))) + ax0)]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) <= (max((int)GH, (int)1) * max((int)GW, (int)1))) {
    sh_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * ((max((int)GH, (int)1) * max((int)GW, (int)1)) + 1))) + (convert_int(get_local_id(0))))] = (dot_local_ptr[0] * (1.000000e+00f / sqrt((convert_float((max((int)D, (int)1) / max((int)NH, (int)1)))))));
  }
}

// Function: l3_vit_tiny_block_kernel_3
__kernel void l3_vit_tiny_block_kernel(__global float* restrict img_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int C, int D, int F, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int D, int F, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH) {
  float row_max_local_ptr[1];
  float pv_local_ptr[1];
  float row_sum_local_ptr[1];
  for (int ax0 = 0; ax0 < ((max((int)GH, (int)1) * max((int)GW, (int)1)) + 1); ++ax0) {
    if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) <= (max((int)GH, (int)1) * max((int)GW, (int)1))) {
      if (ax0 == 0) {
        row_max_local_ptr[0] = -3.402823e+38f;
      }
      row_max_local_ptr[0] = max((float)row_max_local_ptr[0], (float)sh_ptr[(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) * max((int)NH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)) / (max((int)D, (int)1) / max((int)NH, (int)1)))) * ((max((int)GH, (int)1) * max((int)GW, (int)1)) + 1)) + ax0)]);
    }
  }
  for (int ax0_1 = 0; ax0_1 < ((max((int)GH, (int)1) * max((int)GW, (int)1)) + 1); ++ax0_1) {
    if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) <= (max((int)GH, (int)1) * max((int)GW, (int)1))) {
      if (ax0_1 == 0) {
        pv_local_ptr[0] = 0.000000e+00f;
      }
      pv_local_ptr[0] = (pv_local_ptr[0] + (exp((sh_ptr[(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) * max((int)NH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)) / (max((int)D, (int)1) / max((int)NH, (int)1)))) * ((max((int)GH, (int)1) * max((int)GW, (int)1)) + 1)) + ax0_1)] - row_max_local_ptr[0])) * qkv_ptr[((((ax0_1 * max((int)D, (int)1)) * 3) + (max((int)D, (int)1) * 2)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)))]));
    }
  }
  for (int ax0_2 = 0; ax0_2 < ((max((int)GH, (int)1) * max((int)GW, (int)1)) + 1); ++ax0_2) {
    if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) <= (max((int)GH, (int)1) * max((int)GW, (int)1))) {
      if (ax0_2 == 0) {
        row_sum_local_ptr[0] = 0.000000e+00f;
      }
      row_sum_local_ptr[0] = (row_sum_local_ptr[0] + exp((sh_ptr[(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)D, (int)1)) * max((int)NH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)D, (int)1)) / (max((int)D, (int)1) / max((int)NH, (int)1)))) * ((max((int)GH, (int)1) * max((int)GW, (int)1)) + 1)) + ax0_2)] - row_max_local_ptr[0])));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (((max((int)GH, (int)1) * max((int)GW, (int)1)) + 1) * max((int)D, (int)1))) {
    o_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (pv_local_ptr[0] / row_sum_local_ptr[0]);
  }
}

// Function: l3_vit_tiny_block_kernel_4
__kernel void l3_vit_tiny_block_kernel(__global float* restrict img_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int C, int D, int F, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int D, int F, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P) {
  float proj_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)D, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        proj_local_ptr[0] = 0.000000e+00f;
      }
      proj_local_ptr[0] = (proj_local_ptr[0] + (o_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0)] * weights_ptr[((((((convert_int(get_group_id(0))) * 256) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 3)) + (ax0 * max((int)D, (int)1))) + (convert_int(get_local_id(0)))) + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 8) * max((int)D, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    h1_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = ((x_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] + proj_local_ptr[0]) + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + (convert_int(get_local_id(0)))) + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 8) * max((int)D, (int)1)))]);
  }
}

// Function: l3_vit_tiny_block_kernel_5
__kernel void l3_vit_tiny_block_kernel(__global float* restrict img_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int C, int D, int F, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int D, int F, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int C, int D, int F, int GH, int GW, int P, float eps) {
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
      up_local_ptr[0] = (up_local_ptr[0] + ((((((h1_ptr[(((convert_int(get_group_id(1))) * max((int)D, (int)1)) + ax0_2)] - h1_ptr[((convert_int(get_group_id(1))) * max((int)D, (int)1))]) - (ln2_mean_local_ptr[0] / (convert_float(max((int)D, (int)1))))) / sqrt(((ln2_var_local_ptr[0] / (convert_float(max((int)D, (int)1)))) + eps))) * (1.000000e+00f + weights_ptr[((((max((int)D, (int)1) * max((int)D, (int)1)) * 4) + ax0_2) + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 9) * max((int)D, (int)1)))])) + weights_ptr[((((max((int)D, (int)1) * max((int)D, (int)1)) * 4) + ax0_2) + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 10) * max((int)D, (int)1)))]) * weights_ptr[((((((convert_int(get_group_id(0))) * 256) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + (ax0_2 * max((int)F, (int)1))) + (convert_int(get_local_id(0)))) + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 11) * max((int)D, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < F)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
    up_local_ptr[0] = (up_local_ptr[0] + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + (convert_int(get_local_id(0)))) + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 11) * max((int)D, (int)1))) + (max((int)D, (int)1) * max((int)F, (int)1)))]);
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

// Function: l3_vit_tiny_block_kernel_6
__kernel void l3_vit_tiny_block_kernel(__global float* restrict img_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_1(__global float* restrict qkv_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_2(__global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_3(__global float* restrict o_ptr, __global float* restrict qkv_ptr, __global float* restrict sh_ptr, int D, int GH, int GW, int NH);
__kernel void l3_vit_tiny_block_kernel_4(__global float* restrict h1_ptr, __global float* restrict o_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int C, int D, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_5(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, int C, int D, int F, int GH, int GW, int P, float eps);
__kernel void l3_vit_tiny_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int D, int F, int GH, int GW, int P);
__kernel void l3_vit_tiny_block_kernel_6(__global float* restrict h1_ptr, __global float* restrict sh_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int C, int D, int F, int GH, int GW, int P) {
  float down_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)F, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        down_local_ptr[0] = 0.000000e+00f;
      }
      down_local_ptr[0] = (down_local_ptr[0] + (sh_ptr[(((convert_int(get_group_id(1))) * max((int)F, (int)1)) + ax0)] * weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + max((int)F, (int)1)) + (ax0 * max((int)D, (int)1))) + (convert_int(get_local_id(0)))) + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 11) * max((int)D, (int)1))) + (max((int)D, (int)1) * max((int)F, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < D)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] = ((h1_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)D, (int)1))) + (convert_int(get_local_id(0))))] + down_local_ptr[0]) + weights_ptr[((((((((convert_int(get_group_id(0))) * 256) + ((max((int)D, (int)1) * max((int)D, (int)1)) * 4)) + max((int)F, (int)1)) + (convert_int(get_local_id(0)))) + (((((max((int)P, (int)1) * max((int)P, (int)1)) * max((int)C, (int)1)) + (max((int)GH, (int)1) * max((int)GW, (int)1))) + 11) * max((int)D, (int)1))) + (max((int)D, (int)1) * max((int)F, (int)1))) + (max((int)F, (int)1) * max((int)D, (int)1)))]);
  }
}

