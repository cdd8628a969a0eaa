// Function: l3_mobilenetv3_block_kernel
__kernel void l3_mobilenetv3_block_kernel(__global float* restrict e_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CE, int CI, int H, int N, int W);
__kernel void l3_mobilenetv3_block_kernel_1(__global float* restrict d_ptr, __global float* restrict e_ptr, __global float* restrict weights_ptr, int CE, int CI, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_2(__global float* restrict d_ptr, __global float* restrict m_ptr, int CE, int H, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_3(__global float* restrict m_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_4(__global float* restrict g_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_5(__global float* restrict d_ptr, __global float* restrict g_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int CE, int CI, int CO, int CS, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel(__global float* restrict e_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CE, int CI, int H, int N, int W) {
  float e_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)CI, (int)1); ++ax0) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CE, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CE, (int)1)) == 0))) {
      if (ax0 == 0) {
        e_acc_local_ptr[0] = 0.000000e+00f;
      }
      e_acc_local_ptr[0] = (e_acc_local_ptr[0] + (x_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CE, (int)1))) * max((int)CI, (int)1)) + ax0)] * weights_ptr[((ax0 * max((int)CE, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CE, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)CE, (int)1))) {
    e_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)CE, (int)1))) + (convert_int(get_local_id(0))))] = ((e_acc_local_ptr[0] + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CE, (int)1)) + (max((int)CI, (int)1) * max((int)CE, (int)1)))]) * (min((float)max((float)((e_acc_local_ptr[0] + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CE, (int)1)) + (max((int)CI, (int)1) * max((int)CE, (int)1)))]) + 3.000000e+00f), (float)0.000000e+00f), (float)6.000000e+00f) / 6.000000e+00f));
  }
}

// Function: l3_mobilenetv3_block_kernel_1
__kernel void l3_mobilenetv3_block_kernel(__global float* restrict e_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CE, int CI, int H, int N, int W);
__kernel void l3_mobilenetv3_block_kernel_1(__global float* restrict d_ptr, __global float* restrict e_ptr, __global float* restrict weights_ptr, int CE, int CI, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_2(__global float* restrict d_ptr, __global float* restrict m_ptr, int CE, int H, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_3(__global float* restrict m_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_4(__global float* restrict g_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_5(__global float* restrict d_ptr, __global float* restrict g_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int CE, int CI, int CO, int CS, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_1(__global float* restrict d_ptr, __global float* restrict e_ptr, __global float* restrict weights_ptr, int CE, int CI, int H, int K, int N, int S, int W) {
  float d_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)K, (int)1); ++ax0) {
    for (int ax1 = 0; ax1 < max((int)K, (int)1); ++ax1) {
      if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CE, (int)1)) <= (max((int)(W - 1), (int)0) / max((int)S, (int)1))) {
        if (((bool)(ax0 == 0)) && ((bool)(ax1 == 0))) {
          d_acc_local_ptr[0] = 0.000000e+00f;
        }
        float condval;
        if (((bool)(((bool)(((bool)(0 <= (((((convert_int(get_group_id(1))) % ((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1)) * max((int)S, (int)1)) + ax0) - (max((int)K, (int)1) >> 1)))) && ((bool)(((bool)((((((convert_int(get_group_id(1))) % ((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1)) * max((int)S, (int)1)) + ax0) - (max((int)K, (int)1) >> 1)) < H)) || ((bool)((((((convert_int(get_group_id(1))) % ((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1)) * max((int)S, (int)1)) + ax0) - (max((int)K, (int)1) >> 1)) < 1)))))) && ((bool)(0 <= (((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CE, (int)1)) * max((int)S, (int)1)) + ax1) - (max((int)K, (int)1) >> 1)))))) && ((bool)(((bool)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CE, (int)1)) * max((int)S, (int)1)) + ax1) - (max((int)K, (int)1) >> 1)) < W)) || ((bool)((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CE, (int)1)) * max((int)S, (int)1)) + ax1) - (max((int)K, (int)1) >> 1)) < 1))))) {
          condval = e_ptr[(((min((int)(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CE, (int)1)) * max((int)S, (int)1)) + ax1) - (max((int)K, (int)1) >> 1)), (int)max((int)(W - 1), (int)0)) + ((min((int)(((((convert_int(get_group_id(1))) % ((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1)) * max((int)S, (int)1)) + ax0) - (max((int)K, (int)1) >> 1)), (int)max((int)(H - 1), (int)0)) + (((convert_int(get_group_id(1))) / ((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1)) * max((int)H, (int)1))) * max((int)W, (int)1))) * max((int)CE, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CE, (int)1)))];
        } else {
          condval = 0.000000e+00f;
        }
        d_acc_local_ptr[0] = (d_acc_local_ptr[0] + (condval * weights_ptr[(((((max((int)CI, (int)1) + (ax0 * max((int)K, (int)1))) + ax1) + 1) * max((int)CE, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CE, (int)1)))]));
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)(W - 1), (int)0) / max((int)S, (int)1)) + 1) * max((int)CE, (int)1))) {
    d_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)(W - 1), (int)0) / max((int)S, (int)1)) + 1)) * max((int)CE, (int)1))) + (convert_int(get_local_id(0))))] = ((d_acc_local_ptr[0] + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CE, (int)1)) + (((max((int)CI, (int)1) + (max((int)K, (int)1) * max((int)K, (int)1))) + 1) * max((int)CE, (int)1)))]) * (min((float)max((float)((d_acc_local_ptr[0] + weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CE, (int)1)) + (((max((int)CI, (int)1) + (max((int)K, (int)1) * max((int)K, (int)1))) + 1) * max((int)CE, (int)1)))]) + 3.000000e+00f), (float)0.000000e+00f), (float)6.000000e+00f) / 6.000000e+00f));
  }
}

// Function: l3_mobilenetv3_block_kernel_2
__kernel void l3_mobilenetv3_block_kernel(__global float* restrict e_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CE, int CI, int H, int N, int W);
__kernel void l3_mobilenetv3_block_kernel_1(__global float* restrict d_ptr, __global float* restrict e_ptr, __global float* restrict weights_ptr, int CE, int CI, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_2(__global float* restrict d_ptr, __global float* restrict m_ptr, int CE, int H, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_3(__global float* restrict m_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_4(__global float* restrict g_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_5(__global float* restrict d_ptr, __global float* restrict g_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int CE, int CI, int CO, int CS, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_2(__global float* restrict d_ptr, __global float* restrict m_ptr, int CE, int H, int N, int S, int W) {
  float in_thread_pool_local_ptr[1];
  __local float red_buf0_ptr[64];
  in_thread_pool_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0 = 0; ax0_0 < (((((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1) * ((max((int)(W - 1), (int)0) / max((int)S, (int)1)) + 1)) + 63) >> 6); ++ax0_0) {
    if (((ax0_0 * 64) + (convert_int(get_local_id(0)))) < (((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1) * ((max((int)(W - 1), (int)0) / max((int)S, (int)1)) + 1))) {
      in_thread_pool_local_ptr[0] = (in_thread_pool_local_ptr[0] + d_ptr[(((((ax0_0 * 64) + ((((convert_int(get_group_id(0))) / max((int)CE, (int)1)) * ((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1)) * ((max((int)(W - 1), (int)0) / max((int)S, (int)1)) + 1))) + (convert_int(get_local_id(0)))) * max((int)CE, (int)1)) + ((convert_int(get_group_id(0))) % max((int)CE, (int)1)))]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_pool_local_ptr[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 32) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 32)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 16) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 16)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 8) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 8)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 4) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 4)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 2) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 2)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) < 1) {
    ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = (((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] + ((volatile __local float*)red_buf0_ptr)[((convert_int(get_local_id(0))) + 1)]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if ((convert_int(get_local_id(0))) == 0) {
    m_ptr[(convert_int(get_group_id(0)))] = (((volatile __local float*)red_buf0_ptr)[0] / (convert_float((((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1) * ((max((int)(W - 1), (int)0) / max((int)S, (int)1)) + 1)))));
  }
}

// Function: l3_mobilenetv3_block_kernel_3
__kernel void l3_mobilenetv3_block_kernel(__global float* restrict e_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CE, int CI, int H, int N, int W);
__kernel void l3_mobilenetv3_block_kernel_1(__global float* restrict d_ptr, __global float* restrict e_ptr, __global float* restrict weights_ptr, int CE, int CI, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_2(__global float* restrict d_ptr, __global float* restrict m_ptr, int CE, int H, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_3(__global float* restrict m_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_4(__global float* restrict g_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_5(__global float* restrict d_ptr, __global float* restrict g_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int CE, int CI, int CO, int CS, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_3(__global float* restrict m_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N) {
  float r_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)CE, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < CS)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        r_acc_local_ptr[0] = 0.000000e+00f;
      }
      r_acc_local_ptr[0] = (r_acc_local_ptr[0] + (m_ptr[(((convert_int(get_group_id(1))) * max((int)CE, (int)1)) + ax0)] * weights_ptr[(((((convert_int(get_group_id(0))) * 256) + (ax0 * max((int)CS, (int)1))) + (convert_int(get_local_id(0)))) + (((max((int)CI, (int)1) + (max((int)K, (int)1) * max((int)K, (int)1))) + 2) * max((int)CE, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < CS)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    r_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)CS, (int)1))) + (convert_int(get_local_id(0))))] = max((float)(r_acc_local_ptr[0] + weights_ptr[((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) + ((((max((int)CS, (int)1) + max((int)CI, (int)1)) + (max((int)K, (int)1) * max((int)K, (int)1))) + 2) * max((int)CE, (int)1)))]), (float)0.000000e+00f);
  }
}

// Function: l3_mobilenetv3_block_kernel_4
__kernel void l3_mobilenetv3_block_kernel(__global float* restrict e_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CE, int CI, int H, int N, int W);
__kernel void l3_mobilenetv3_block_kernel_1(__global float* restrict d_ptr, __global float* restrict e_ptr, __global float* restrict weights_ptr, int CE, int CI, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_2(__global float* restrict d_ptr, __global float* restrict m_ptr, int CE, int H, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_3(__global float* restrict m_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_4(__global float* restrict g_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_5(__global float* restrict d_ptr, __global float* restrict g_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int CE, int CI, int CO, int CS, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_4(__global float* restrict g_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N) {
  float g_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)CS, (int)1); ++ax0) {
    if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < CE)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) == 0))) {
      if (ax0 == 0) {
        g_acc_local_ptr[0] = 0.000000e+00f;
      }
      g_acc_local_ptr[0] = (g_acc_local_ptr[0] + (r_ptr[(((convert_int(get_group_id(1))) * max((int)CS, (int)1)) + ax0)] * weights_ptr[((((((convert_int(get_group_id(0))) * 256) + max((int)CS, (int)1)) + (ax0 * max((int)CE, (int)1))) + (convert_int(get_local_id(0)))) + ((((max((int)CS, (int)1) + max((int)CI, (int)1)) + (max((int)K, (int)1) * max((int)K, (int)1))) + 2) * max((int)CE, (int)1)))]));
    }
  }
  if (((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < CE)) || ((bool)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < 1))) {
    g_ptr[((((convert_int(get_group_id(0))) * 256) + ((convert_int(get_group_id(1))) * max((int)CE, (int)1))) + (convert_int(get_local_id(0))))] = (min((float)max((float)((g_acc_local_ptr[0] + weights_ptr[((((((convert_int(get_group_id(0))) * 256) + max((int)CS, (int)1)) + (convert_int(get_local_id(0)))) + ((((max((int)CS, (int)1) + max((int)CI, (int)1)) + (max((int)K, (int)1) * max((int)K, (int)1))) + 2) * max((int)CE, (int)1))) + (max((int)CS, (int)1) * max((int)CE, (int)1)))]) + 3.000000e+00f), (float)0.000000e+00f), (float)6.000000e+00f) / 6.000000e+00f);
  }
}

// Function: l3_mobilenetv3_block_kernel_5
__kernel void l3_mobilenetv3_block_kernel(__global float* restrict e_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CE, int CI, int H, int N, int W);
__kernel void l3_mobilenetv3_block_kernel_1(__global float* restrict d_ptr, __global float* restrict e_ptr, __global float* restrict weights_ptr, int CE, int CI, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_2(__global float* restrict d_ptr, __global float* restrict m_ptr, int CE, int H, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_3(__global float* restrict m_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_4(__global float* restrict g_ptr, __global float* restrict r_ptr, __global float* restrict weights_ptr, int CE, int CI, int CS, int K, int N);
__kernel void l3_mobilenetv3_block_kernel_5(__global float* restrict d_ptr, __global float* restrict g_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int CE, int CI, int CO, int CS, int H, int K, int N, int S, int W);
__kernel void l3_mobilenetv3_block_kernel_5(__global float* restrict d_ptr, __global float* restrict g_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, __global float* restrict y_ptr, int CE, int CI, int CO, int CS, int H, int K, int N, int S, int W) {
  float y_acc_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)CE, (int)1); ++ax0) {
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) <= (max((int)(W - 1), (int)0) / max((int)S, (int)1))) {
      if (ax0 == 0) {
        y_acc_local_ptr[0] = 0.000000e+00f;
      }
      y_acc_local_ptr[0] = (y_acc_local_ptr[0] + ((d_ptr[(((((convert_int(get_group_id(1))) * ((max((int)(W - 1), (int)0) / max((int)S, (int)1)) + 1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1))) * max((int)CE, (int)1)) + ax0)] * g_ptr[((((convert_int(get_group_id(1))) / ((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1)) * max((int)CE, (int)1)) + ax0)]) * weights_ptr[((((max((int)CS, (int)1) + ((((max((int)CS, (int)1) + max((int)CI, (int)1)) + (max((int)K, (int)1) * max((int)K, (int)1))) + 3) * max((int)CE, (int)1))) + (max((int)CS, (int)1) * max((int)CE, (int)1))) + (ax0 * max((int)CO, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)(W - 1), (int)0) / max((int)S, (int)1)) + 1) * max((int)CO, (int)1))) {
    float condval;
    if (((bool)(max((int)S, (int)1) == 1)) && ((bool)(max((int)CI, (int)1) == max((int)CO, (int)1)))) {
      condval = x_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)), (int)max((int)(CI - 1), (int)0)) + (((((((convert_int(get_group_id(1))) / ((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1)) * max((int)H, (int)1)) + ((convert_int(get_group_id(1))) % ((max((int)(H - 1), (int)0) / max((int)S, (int)1)) + 1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1))) * max((int)CI, (int)1)))];
    } else {
      condval = 0.000000e+00f;
    }
    y_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)(W - 1), (int)0) / max((int)S, (int)1)) + 1)) * max((int)CO, (int)1))) + (convert_int(get_local_id(0))))] = ((y_acc_local_ptr[0] + weights_ptr[((((max((int)CS, (int)1) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))) + ((((max((int)CS, (int)1) + max((int)CI, (int)1)) + (max((int)K, (int)1) * max((int)K, (int)1))) + 3) * max((int)CE, (int)1))) + (max((int)CS, (int)1) * max((int)CE, (int)1))) + (max((int)CE, (int)1) * max((int)CO, (int)1)))]) + condval);
  }
}

