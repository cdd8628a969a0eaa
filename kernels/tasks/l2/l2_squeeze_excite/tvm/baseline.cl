// Function: l2_squeeze_excite_kernel
__kernel void l2_squeeze_excite_kernel(__global float* restrict pooled_ptr, __global float* restrict x_ptr, int C, int H, int N, int W);
__kernel void l2_squeeze_excite_kernel_1(__global float* restrict fc1_ptr, __global float* restrict hidden_ptr, __global float* restrict pooled_ptr, int C, int Cr, int N);
__kernel void l2_squeeze_excite_kernel_2(__global float* restrict fc2_ptr, __global float* restrict gate_ptr, __global float* restrict hidden_ptr, int C, int Cr, int N);
__kernel void l2_squeeze_excite_kernel_3(__global float* restrict gate_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int H, int N, int W);
__kernel void l2_squeeze_excite_kernel(__global float* restrict pooled_ptr, __global float* restrict x_ptr, int C, int H, int N, int W) {
  float psum_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)H, (int)1); ++ax0) {
    for (int ax1 = 0; ax1 < max((int)W, (int)1); ++ax1) {
      if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < N)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) == 0))) {
        if (((bool)(ax0 == 0)) && ((bool)(ax1 == 0))) {
          psum_local_ptr[0] = 0.000000e+00f;
        }
        psum_local_ptr[0] = (psum_local_ptr[0] + x_ptr[(((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) * max((int)H, (int)1)) + ax0) * max((int)W, (int)1)) + ax1) * max((int)C, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]);
      }
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)N, (int)1) * max((int)C, (int)1))) {
    pooled_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (psum_local_ptr[0] / (convert_float((max((int)H, (int)1) * max((int)W, (int)1)))));
  }
}

// Function: l2_squeeze_excite_kernel_1
__kernel void l2_squeeze_excite_kernel(__global float* restrict pooled_ptr, __global float* restrict x_ptr, int C, int H, int N, int W);
__kernel void l2_squeeze_excite_kernel_1(__global float* restrict fc1_ptr, __global float* restrict hidden_ptr, __global float* restrict pooled_ptr, int C, int Cr, int N);
__kernel void l2_squeeze_excite_kernel_2(__global float* restrict fc2_ptr, __global float* restrict gate_ptr, __global float* restrict hidden_ptr, int C, int Cr, int N);
__kernel void l2_squeeze_excite_kernel_3(__global float* restrict gate_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int H, int N, int W);
__kernel void l2_squeeze_excite_kernel_1(__global float* restrict fc1_ptr, __global float* restrict hidden_ptr, __global float* restrict pooled_ptr, int C, int Cr, int N) {
  float hsum_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)C, (int)1); ++ax0) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)Cr, (int)1)) < N)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)Cr, (int)1)) == 0))) {
      if (ax0 == 0) {
        hsum_local_ptr[0] = 0.000000e+00f;
      }
      hsum_local_ptr[0] = (hsum_local_ptr[0] + (pooled_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)Cr, (int)1)) * max((int)C, (int)1)) + ax0)] * fc1_ptr[((ax0 * max((int)Cr, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)Cr, (int)1)))]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)N, (int)1) * max((int)Cr, (int)1))) {
    hidden_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = max((float)(hsum_local_ptr[0] + fc1_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)Cr, (int)1)) + (max((int)C, (int)1) * max((int)Cr, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l2_squeeze_excite_kernel_2
__kernel void l2_squeeze_excite_kernel(__global float* restrict pooled_ptr, __global float* restrict x_ptr, int C, int H, int N, int W);
__kernel void l2_squeeze_excite_kernel_1(__global float* restrict fc1_ptr, __global float* restrict hidden_ptr, __global float* restrict pooled_ptr, int C, int Cr, int N);
__kernel void l2_squeeze_excite_kernel_2(__global float* restrict fc2_ptr, __global float* restrict gate_ptr, __global float* restrict hidden_ptr, int C, int Cr, int N);
__kernel void l2_squeeze_excite_kernel_3(__global float* restrict gate_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int H, int N, int W);
__kernel void l2_squeeze_excite_kernel_2(__global float* restrict fc2_ptr, __global float* restrict gate_ptr, __global float* restrict hidden_ptr, int C, int Cr, int N) {
  float vsum_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)Cr, (int)1); ++ax0) {
    if (((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) < N)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) == 0))) {
      if (ax0 == 0) {
        vsum_local_ptr[0] = 0.000000e+00f;
      }
      vsum_local_ptr[0] = (vsum_local_ptr[0] + (hidden_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / max((int)C, (int)1)) * max((int)Cr, (int)1)) + ax0)] * fc2_ptr[((ax0 * max((int)C, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (max((int)N, (int)1) * max((int)C, (int)1))) {
    gate_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (min((float)max((float)((vsum_local_ptr[0] + fc2_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)) + (max((int)Cr, (int)1) * max((int)C, (int)1)))]) + 3.000000e+00f), (float)0.000000e+00f), (float)6.000000e+00f) / 6.000000e+00f);
  }
}

// Function: l2_squeeze_excite_kernel_3
__kernel void l2_squeeze_excite_kernel(__global float* restrict pooled_ptr, __global float* restrict x_ptr, int C, int H, int N, int W);
__kernel void l2_squeeze_excite_kernel_1(__global float* restrict fc1_ptr, __global float* restrict hidden_ptr, __global float* restrict pooled_ptr, int C, int Cr, int N);
__kernel void l2_squeeze_excite_kernel_2(__global float* restrict fc2_ptr, __global float* restrict gate_ptr, __global float* restrict hidden_ptr, int C, int Cr, int N);
__kernel void l2_squeeze_excite_kernel_3(__global float* restrict gate_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int H, int N, int W);
__kernel void l2_squeeze_excite_kernel_3(__global float* restrict gate_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int C, int H, int N, int W) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (((max((int)N, (int)1) * max((int)H, (int)1)) * max((int)W, (int)1)) * max((int)C, (int)1))) {
    y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (x_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] * gate_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)H, (int)1) * max((int)W, (int)1)) * max((int)C, (int)1))) * max((int)C, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)C, (int)1)))]);
  }
}

