// Function: l3_diffusion_resblock_kernel
__kernel void l3_diffusion_resblock_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_2(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict temb_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_3(__global float* restrict h1_ptr, __global float* restrict mean_ptr, int CO, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_4(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int CO, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_5(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict r_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_6(__global float* restrict r_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int CI, int CO, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W) {
  float in_thread_gsum1_local_ptr[1];
  __local float red_buf0_ptr[64];
  in_thread_gsum1_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0 = 0; ax0_0 < ((((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CI, (int)1) / max((int)G, (int)1))) + 63) >> 6); ++ax0_0) {
    if (((ax0_0 * 64) + (convert_int(get_local_id(0)))) < ((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CI, (int)1) / max((int)G, (int)1)))) {
      in_thread_gsum1_local_ptr[0] = (in_thread_gsum1_local_ptr[0] + x_ptr[(((((((ax0_0 * 64) + (convert_int(get_local_id(0)))) / (max((int)CI, (int)1) / max((int)G, (int)1))) + ((((convert_int(get_group_id(0))) / max((int)G, (int)1)) * max((int)H, (int)1)) * max((int)W, (int)1))) * max((int)CI, (int)1)) + (((convert_int(get_group_id(0))) % max((int)G, (int)1)) * (max((int)CI, (int)1) / max((int)G, (int)1)))) + (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % (max((int)CI, (int)1) / max((int)G, (int)1))))]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_gsum1_local_ptr[0];
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
    mean_ptr[(convert_int(get_group_id(0)))] = (((volatile __local float*)red_buf0_ptr)[0] / (convert_float(((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CI, (int)1) / max((int)G, (int)1))))));
  }
}

// Function: l3_diffusion_resblock_kernel_1
__kernel void l3_diffusion_resblock_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_2(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict temb_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_3(__global float* restrict h1_ptr, __global float* restrict mean_ptr, int CO, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_4(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int CO, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_5(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict r_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_6(__global float* restrict r_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int CI, int CO, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W, float eps) {
  float in_thread_gsq1_local_ptr[1];
  __local float red_buf0_ptr[64];
  in_thread_gsq1_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0 = 0; ax0_0 < ((((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CI, (int)1) / max((int)G, (int)1))) + 63) >> 6); ++ax0_0) {
    if (((ax0_0 * 64) + (convert_int(get_local_id(0)))) < ((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CI, (int)1) / max((int)G, (int)1)))) {
      in_thread_gsq1_local_ptr[0] = (in_thread_gsq1_local_ptr[0] + ((x_ptr[(((((((ax0_0 * 64) + (convert_int(get_local_id(0)))) / (max((int)CI, (int)1) / max((int)G, (int)1))) + ((((convert_int(get_group_id(0))) / max((int)G, (int)1)) * max((int)H, (int)1)) * max((int)W, (int)1))) * max((int)CI, (int)1)) + (((convert_int(get_group_id(0))) % max((int)G, (int)1)) * (max((int)CI, (int)1) / max((int)G, (int)1)))) + (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % (max((int)CI, (int)1) / max((int)G, (int)1))))] - mean_ptr[(convert_int(get_group_id(0)))]) * (x_ptr[(((((((ax0_0 * 64) + (convert_int(get_local_id(0)))) / (max((int)CI, (int)1) / max((int)G, (int)1))) + ((((convert_int(get_group_id(0))) / max((int)G, (int)1)) * max((int)H, (int)1)) * max((int)W, (int)1))) * max((int)CI, (int)1)) + (((convert_int(get_group_id(0))) % max((int)G, (int)1)) * (max((int)CI, (int)1) / max((int)G, (int)1)))) + (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % (max((int)CI, (int)1) / max((int)G, (int)1))))] - mean_ptr[(convert_int(get_group_id(0)))])));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_gsq1_local_ptr[0];
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
    rstd_ptr[(convert_int(get_group_id(0)))] = (1.000000e+00f / sqrt(((((volatile __local float*)red_buf0_ptr)[0] / (convert_float(((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CI, (int)1) / max((int)G, (int)1)))))) + eps)));
  }
}

// Function: l3_diffusion_resblock_kernel_2
__kernel void l3_diffusion_resblock_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_2(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict temb_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_3(__global float* restrict h1_ptr, __global float* restrict mean_ptr, int CO, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_4(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int CO, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_5(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict r_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_6(__global float* restrict r_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int CI, int CO, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_2(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict temb_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W) {
  float c1acc_local_ptr[1];
  float tpacc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < max((int)CI, (int)1); ++ax2) {
        if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) == 0))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            c1acc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= (((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0))) && ((bool)(((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) <= H)) || ((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) < 2)))))) && ((bool)(1 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) + ax1))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) + ax1) <= W)) || ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) + ax1) < 2))))) {
            condval = (((((x_ptr[((((min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) + ax1), (int)max((int)W, (int)1)) + (((min((int)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0), (int)max((int)H, (int)1)) + (((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)H, (int)1))) - 1) * max((int)W, (int)1))) - 1) * max((int)CI, (int)1)) + ax2)] - mean_ptr[((((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)G, (int)1)) + (ax2 / (max((int)CI, (int)1) / max((int)G, (int)1))))]) * rstd_ptr[((((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)G, (int)1)) + (ax2 / (max((int)CI, (int)1) / max((int)G, (int)1))))]) * (1.000000e+00f + weights_ptr[ax2])) + weights_ptr[(max((int)CI, (int)1) + ax2)]) / (1.000000e+00f + exp(min((float)(((((x_ptr[((((min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) + ax1), (int)max((int)W, (int)1)) + (((min((int)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0), (int)max((int)H, (int)1)) + (((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)H, (int)1))) - 1) * max((int)W, (int)1))) - 1) * max((int)CI, (int)1)) + ax2)] - mean_ptr[((((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)G, (int)1)) + (ax2 / (max((int)CI, (int)1) / max((int)G, (int)1))))]) * rstd_ptr[((((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)G, (int)1)) + (ax2 / (max((int)CI, (int)1) / max((int)G, (int)1))))]) * (1.000000e+00f + weights_ptr[ax2])) + weights_ptr[(max((int)CI, (int)1) + ax2)]) * -1.000000e+00f), (float)8.000000e+01f))));
          } else {
            condval = 0.000000e+00f;
          }
          c1acc_local_ptr[0] = (c1acc_local_ptr[0] + (condval * weights_ptr[(((max((int)CI, (int)1) * 2) + (((((ax0 * 3) + ax1) * max((int)CI, (int)1)) + ax2) * max((int)CO, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)))]));
        }
      }
    }
  }
  for (int ax0_1 = 0; ax0_1 < max((int)TE, (int)1); ++ax0_1) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) == 0))) {
      if (ax0_1 == 0) {
        tpacc_local_ptr[0] = 0.000000e+00f;
      }
      tpacc_local_ptr[0] = (tpacc_local_ptr[0] + ((temb_ptr[((((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)TE, (int)1)) + ax0_1)] / (1.000000e+00f + exp(min((float)(temb_ptr[((((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)TE, (int)1)) + ax0_1)] * -1.000000e+00f), (float)8.000000e+01f)))) * weights_ptr[((((((max((int)CI, (int)1) * max((int)CO, (int)1)) * 9) + (max((int)CI, (int)1) * 2)) + max((int)CO, (int)1)) + (ax0_1 * max((int)CO, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)CO, (int)1))) {
    h1_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)CO, (int)1))) + (convert_int(get_local_id(0))))] = ((c1acc_local_ptr[0] + weights_ptr[((((max((int)CI, (int)1) * max((int)CO, (int)1)) * 9) + (max((int)CI, (int)1) * 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)))]) + (tpacc_local_ptr[0] + weights_ptr[((((((max((int)CI, (int)1) * max((int)CO, (int)1)) * 9) + (max((int)CI, (int)1) * 2)) + max((int)CO, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))) + (max((int)TE, (int)1) * max((int)CO, (int)1)))]));
  }
}

// Function: l3_diffusion_resblock_kernel_3
__kernel void l3_diffusion_resblock_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_2(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict temb_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_3(__global float* restrict h1_ptr, __global float* restrict mean_ptr, int CO, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_4(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int CO, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_5(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict r_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_6(__global float* restrict r_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int CI, int CO, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_3(__global float* restrict h1_ptr, __global float* restrict mean_ptr, int CO, int G, int H, int N, int W) {
  float in_thread_gsum2_local_ptr[1];
  __local float red_buf0_ptr[64];
  in_thread_gsum2_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0 = 0; ax0_0 < ((((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CO, (int)1) / max((int)G, (int)1))) + 63) >> 6); ++ax0_0) {
    if (((ax0_0 * 64) + (convert_int(get_local_id(0)))) < ((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CO, (int)1) / max((int)G, (int)1)))) {
      in_thread_gsum2_local_ptr[0] = (in_thread_gsum2_local_ptr[0] + h1_ptr[(((((((ax0_0 * 64) + (convert_int(get_local_id(0)))) / (max((int)CO, (int)1) / max((int)G, (int)1))) + ((((convert_int(get_group_id(0))) / max((int)G, (int)1)) * max((int)H, (int)1)) * max((int)W, (int)1))) * max((int)CO, (int)1)) + (((convert_int(get_group_id(0))) % max((int)G, (int)1)) * (max((int)CO, (int)1) / max((int)G, (int)1)))) + (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % (max((int)CO, (int)1) / max((int)G, (int)1))))]);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_gsum2_local_ptr[0];
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
    mean_ptr[(convert_int(get_group_id(0)))] = (((volatile __local float*)red_buf0_ptr)[0] / (convert_float(((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CO, (int)1) / max((int)G, (int)1))))));
  }
}

// Function: l3_diffusion_resblock_kernel_4
__kernel void l3_diffusion_resblock_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_2(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict temb_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_3(__global float* restrict h1_ptr, __global float* restrict mean_ptr, int CO, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_4(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int CO, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_5(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict r_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_6(__global float* restrict r_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int CI, int CO, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_4(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int CO, int G, int H, int N, int W, float eps) {
  float in_thread_gsq2_local_ptr[1];
  __local float red_buf0_ptr[64];
  in_thread_gsq2_local_ptr[0] = 0.000000e+00f;
  for (int ax0_0 = 0; ax0_0 < ((((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CO, (int)1) / max((int)G, (int)1))) + 63) >> 6); ++ax0_0) {
    if (((ax0_0 * 64) + (convert_int(get_local_id(0)))) < ((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CO, (int)1) / max((int)G, (int)1)))) {
      in_thread_gsq2_local_ptr[0] = (in_thread_gsq2_local_ptr[0] + ((h1_ptr[(((((((ax0_0 * 64) + (convert_int(get_local_id(0)))) / (max((int)CO, (int)1) / max((int)G, (int)1))) + ((((convert_int(get_group_id(0))) / max((int)G, (int)1)) * max((int)H, (int)1)) * max((int)W, (int)1))) * max((int)CO, (int)1)) + (((convert_int(get_group_id(0))) % max((int)G, (int)1)) * (max((int)CO, (int)1) / max((int)G, (int)1)))) + (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % (max((int)CO, (int)1) / max((int)G, (int)1))))] - mean_ptr[(convert_int(get_group_id(0)))]) * (h1_ptr[(((((((ax0_0 * 64) + (convert_int(get_local_id(0)))) / (max((int)CO, (int)1) / max((int)G, (int)1))) + ((((convert_int(get_group_id(0))) / max((int)G, (int)1)) * max((int)H, (int)1)) * max((int)W, (int)1))) * max((int)CO, (int)1)) + (((convert_int(get_group_id(0))) % max((int)G, (int)1)) * (max((int)CO, (int)1) / max((int)G, (int)1)))) + (((ax0_0 * 64) + (convert_int(get_local_id(0)))) % (max((int)CO, (int)1) / max((int)G, (int)1))))] - mean_ptr[(convert_int(get_group_id(0)))])));
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ((volatile __local float*)red_buf0_ptr)[(convert_int(get_local_id(0)))] = in_thread_gsq2_local_ptr[0];
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
    rstd_ptr[(convert_int(get_group_id(0)))] = (1.000000e+00f / sqrt(((((volatile __local float*)red_buf0_ptr)[0] / (convert_float(((max((int)H, (int)1) * max((int)W, (int)1)) * (max((int)CO, (int)1) / max((int)G, (int)1)))))) + eps)));
  }
}

// Function: l3_diffusion_resblock_kernel_5
__kernel void l3_diffusion_resblock_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_2(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict temb_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_3(__global float* restrict h1_ptr, __global float* restrict mean_ptr, int CO, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_4(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int CO, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_5(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict r_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_6(__global float* restrict r_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int CI, int CO, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_5(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict r_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W) {
  float c2acc_local_ptr[1];
  float skacc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < max((int)CO, (int)1); ++ax2) {
        if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) == 0))) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            c2acc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= (((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0))) && ((bool)(((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) <= H)) || ((bool)((((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0) < 2)))))) && ((bool)(1 <= (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) + ax1))))) && ((bool)(((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) + ax1) <= W)) || ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) + ax1) < 2))))) {
            condval = (((((h1_ptr[((((min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) + ax1), (int)max((int)W, (int)1)) + (((min((int)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0), (int)max((int)H, (int)1)) + (((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)H, (int)1))) - 1) * max((int)W, (int)1))) - 1) * max((int)CO, (int)1)) + ax2)] - mean_ptr[((((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)G, (int)1)) + (ax2 / (max((int)CO, (int)1) / max((int)G, (int)1))))]) * rstd_ptr[((((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)G, (int)1)) + (ax2 / (max((int)CO, (int)1) / max((int)G, (int)1))))]) * (1.000000e+00f + weights_ptr[((((((max((int)CI, (int)1) * max((int)CO, (int)1)) * 9) + (max((int)CI, (int)1) * 2)) + (max((int)CO, (int)1) * 2)) + ax2) + (max((int)TE, (int)1) * max((int)CO, (int)1)))])) + weights_ptr[((((((max((int)CI, (int)1) * max((int)CO, (int)1)) * 9) + (max((int)CO, (int)1) * 3)) + (max((int)CI, (int)1) * 2)) + ax2) + (max((int)TE, (int)1) * max((int)CO, (int)1)))]) / (1.000000e+00f + exp(min((float)(((((h1_ptr[((((min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) + ax1), (int)max((int)W, (int)1)) + (((min((int)(((convert_int(get_group_id(1))) % max((int)H, (int)1)) + ax0), (int)max((int)H, (int)1)) + (((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)H, (int)1))) - 1) * max((int)W, (int)1))) - 1) * max((int)CO, (int)1)) + ax2)] - mean_ptr[((((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)G, (int)1)) + (ax2 / (max((int)CO, (int)1) / max((int)G, (int)1))))]) * rstd_ptr[((((convert_int(get_group_id(1))) / max((int)H, (int)1)) * max((int)G, (int)1)) + (ax2 / (max((int)CO, (int)1) / max((int)G, (int)1))))]) * (1.000000e+00f + weights_ptr[((((((max((int)CI, (int)1) * max((int)CO, (int)1)) * 9) + (max((int)CI, (int)1) * 2)) + (max((int)CO, (int)1) * 2)) + ax2) + (max((int)TE, (int)1) * max((int)CO, (int)1)))])) + weights_ptr[((((((max((int)CI, (int)1) * max((int)CO, (int)1)) * 9) + (max((int)CO, (int)1) * 3)) + (max((int)CI, (int)1) * 2)) + ax2) + (max((int)TE, (int)1) * max((int)CO, (int)1)))]) * -1.000000e+00f), (float)8.000000e+01f))));
          } else {
            condval = 0.000000e+00f;
          }
          c2acc_local_ptr[0] = (c2acc_local_ptr[0] + (condval * weights_ptr[(((((((max((int)CI, (int)1) * max((int)CO, (int)1)) * 9) + (max((int)CO, (int)1) * 4)) + (max((int)CI, (int)1) * 2)) + (max((int)TE, (int)1) * max((int)CO, (int)1))) + (((((ax0 * 3) + ax1) * max((int)CO, (int)1)) + ax2) * max((int)CO, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)))]));
        }
      }
    }
  }
  for (int ax0_1 = 0; ax0_1 < max((int)CI, (int)1); ++ax0_1) {
    if (((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) < W)) || ((bool)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) == 0))) {
      if (ax0_1 == 0) {
        skacc_local_ptr[0] = 0.000000e+00f;
      }
      skacc_local_ptr[0] = (skacc_local_ptr[0] + (x_ptr[(((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1))) * max((int)CI, (int)1)) + ax0_1)] * weights_ptr[((((((((max((int)CI, (int)1) + max((int)CO, (int)1)) * max((int)CO, (int)1)) * 9) + (max((int)CO, (int)1) * 5)) + (max((int)CI, (int)1) * 2)) + (max((int)TE, (int)1) * max((int)CO, (int)1))) + (ax0_1 * max((int)CO, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)))]));
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * max((int)CO, (int)1))) {
    float condval_1;
    if (max((int)CI, (int)1) == max((int)CO, (int)1)) {
      condval_1 = x_ptr[(min((int)((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)), (int)max((int)(CI - 1), (int)0)) + ((((convert_int(get_group_id(1))) * max((int)W, (int)1)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1))) * max((int)CI, (int)1)))];
    } else {
      condval_1 = (skacc_local_ptr[0] + weights_ptr[(((((((max((int)CI, (int)1) * max((int)CO, (int)1)) * 10) + ((max((int)CO, (int)1) * max((int)CO, (int)1)) * 9)) + (max((int)CO, (int)1) * 5)) + (max((int)CI, (int)1) * 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))) + (max((int)TE, (int)1) * max((int)CO, (int)1)))]);
    }
    r_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * max((int)CO, (int)1))) + (convert_int(get_local_id(0))))] = (condval_1 + (c2acc_local_ptr[0] + weights_ptr[(((((((max((int)CI, (int)1) + max((int)CO, (int)1)) * max((int)CO, (int)1)) * 9) + (max((int)CO, (int)1) * 4)) + (max((int)CI, (int)1) * 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))) + (max((int)TE, (int)1) * max((int)CO, (int)1)))]));
  }
}

// Function: l3_diffusion_resblock_kernel_6
__kernel void l3_diffusion_resblock_kernel(__global float* restrict mean_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_1(__global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict x_ptr, int CI, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_2(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, __global float* restrict temb_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_3(__global float* restrict h1_ptr, __global float* restrict mean_ptr, int CO, int G, int H, int N, int W);
__kernel void l3_diffusion_resblock_kernel_4(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict rstd_ptr, int CO, int G, int H, int N, int W, float eps);
__kernel void l3_diffusion_resblock_kernel_5(__global float* restrict h1_ptr, __global float* restrict mean_ptr, __global float* restrict r_ptr, __global float* restrict rstd_ptr, __global float* restrict weights_ptr, __global float* restrict x_ptr, int CI, int CO, int G, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_6(__global float* restrict r_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int CI, int CO, int H, int N, int TE, int W);
__kernel void l3_diffusion_resblock_kernel_6(__global float* restrict r_ptr, __global float* restrict weights_ptr, __global float* restrict y_ptr, int CI, int CO, int H, int N, int TE, int W) {
  float dacc_local_ptr[1];
  for (int ax0 = 0; ax0 < 3; ++ax0) {
    for (int ax1 = 0; ax1 < 3; ++ax1) {
      for (int ax2 = 0; ax2 < max((int)CO, (int)1); ++ax2) {
        if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) < ((max((int)W, (int)1) + 1) >> 1)) {
          if (((bool)(((bool)(ax0 == 0)) && ((bool)(ax1 == 0)))) && ((bool)(ax2 == 0))) {
            dacc_local_ptr[0] = 0.000000e+00f;
          }
          float condval;
          if (((bool)(((bool)(((bool)(1 <= ((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + ax0))) && ((bool)(((bool)(((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + ax0) <= H)) || ((bool)(((ax0 >> 1) + ((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1))) < 1)))))) && ((bool)(1 <= ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) * 2) + ax1))))) && ((bool)(((bool)(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) * 2) + ax1) <= W)) || ((bool)(((ax1 >> 1) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1))) < 1))))) {
            condval = r_ptr[((((min((int)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / max((int)CO, (int)1)) * 2) + ax1), (int)max((int)W, (int)1)) + (((min((int)((((convert_int(get_group_id(1))) % ((max((int)H, (int)1) + 1) >> 1)) * 2) + ax0), (int)max((int)H, (int)1)) + (((convert_int(get_group_id(1))) / ((max((int)H, (int)1) + 1) >> 1)) * max((int)H, (int)1))) - 1) * max((int)W, (int)1))) - 1) * max((int)CO, (int)1)) + ax2)];
          } else {
            condval = 0.000000e+00f;
          }
          dacc_local_ptr[0] = (dacc_local_ptr[0] + (condval * weights_ptr[((((((((max((int)CI, (int)1) * max((int)CO, (int)1)) * 10) + ((max((int)CO, (int)1) * max((int)CO, (int)1)) * 9)) + (max((int)CO, (int)1) * 6)) + (max((int)CI, (int)1) * 2)) + (max((int)TE, (int)1) * max((int)CO, (int)1))) + (((((ax0 * 3) + ax1) * max((int)CO, (int)1)) + ax2) * max((int)CO, (int)1))) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1)))]));
        }
      }
    }
  }
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (((max((int)W, (int)1) + 1) >> 1) * max((int)CO, (int)1))) {
    y_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * ((max((int)W, (int)1) + 1) >> 1)) * max((int)CO, (int)1))) + (convert_int(get_local_id(0))))] = (dacc_local_ptr[0] + weights_ptr[(((((((max((int)CO, (int)1) * max((int)CO, (int)1)) * 18) + ((max((int)CI, (int)1) * max((int)CO, (int)1)) * 10)) + (max((int)CO, (int)1) * 6)) + (max((int)CI, (int)1) * 2)) + ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % max((int)CO, (int)1))) + (max((int)TE, (int)1) * max((int)CO, (int)1)))]);
  }
}

