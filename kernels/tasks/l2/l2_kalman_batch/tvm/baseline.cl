// Function: l2_kalman_batch_kernel
__kernel void l2_kalman_batch_kernel(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict x_ptr, __global float* restrict x_out_ptr, __global float* restrict z_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_1(__global float* restrict Pd_ptr, __global float* restrict Pd_out_ptr, __global float* restrict Po_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_2(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict Po_out_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_3(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict nis_ptr, __global float* restrict x_ptr, __global float* restrict z_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict x_ptr, __global float* restrict x_out_ptr, __global float* restrict z_ptr, int N, float dt, float q, float r_x, float r_y) {
  float m13_x_out_local_ptr[1];
  float m03_x_out_local_ptr[1];
  float m01_x_out_local_ptr[1];
  float m11_x_out_local_ptr[1];
  float m00_x_out_local_ptr[1];
  float inv_det_x_out_local_ptr[1];
  float k13_x_out_local_ptr[1];
  float m12_x_out_local_ptr[1];
  float m02_x_out_local_ptr[1];
  float k12_x_out_local_ptr[1];
  float k11_x_out_local_ptr[1];
  float k01_x_out_local_ptr[1];
  float y1_x_out_local_ptr[1];
  float k10_x_out_local_ptr[1];
  float y0_x_out_local_ptr[1];
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m13_x_out_local_ptr[0] = ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 4)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)])) + (((q * dt) * dt) / 2.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m03_x_out_local_ptr[0] = (Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 2)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 5)]));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m01_x_out_local_ptr[0] = ((Po_ptr[((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6))] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 3)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 2)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 5)])) * dt));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m11_x_out_local_ptr[0] = (((Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 1)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 4)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 4)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)])) * dt)) + ((((q * dt) * dt) * dt) / 3.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m00_x_out_local_ptr[0] = (((Pd_ptr[((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4))] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 1)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 1)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)])) * dt)) + ((((q * dt) * dt) * dt) / 3.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    inv_det_x_out_local_ptr[0] = (1.000000e+00f / (((m00_x_out_local_ptr[0] + r_x) * (m11_x_out_local_ptr[0] + r_y)) - (m01_x_out_local_ptr[0] * m01_x_out_local_ptr[0])));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k13_x_out_local_ptr[0] = (((m13_x_out_local_ptr[0] * (m00_x_out_local_ptr[0] + r_x)) - (m03_x_out_local_ptr[0] * m01_x_out_local_ptr[0])) * inv_det_x_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m03_x_out_local_ptr[0] = (((m03_x_out_local_ptr[0] * (m11_x_out_local_ptr[0] + r_y)) - (m13_x_out_local_ptr[0] * m01_x_out_local_ptr[0])) * inv_det_x_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m12_x_out_local_ptr[0] = (Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 3)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 5)]));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m02_x_out_local_ptr[0] = ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 1)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)])) + (((q * dt) * dt) / 2.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k12_x_out_local_ptr[0] = (((m12_x_out_local_ptr[0] * (m00_x_out_local_ptr[0] + r_x)) - (m02_x_out_local_ptr[0] * m01_x_out_local_ptr[0])) * inv_det_x_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m02_x_out_local_ptr[0] = (((m02_x_out_local_ptr[0] * (m11_x_out_local_ptr[0] + r_y)) - (m12_x_out_local_ptr[0] * m01_x_out_local_ptr[0])) * inv_det_x_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k11_x_out_local_ptr[0] = (((m11_x_out_local_ptr[0] * (m00_x_out_local_ptr[0] + r_x)) - (m01_x_out_local_ptr[0] * m01_x_out_local_ptr[0])) * inv_det_x_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k01_x_out_local_ptr[0] = (((m01_x_out_local_ptr[0] * (m11_x_out_local_ptr[0] + r_y)) - (m11_x_out_local_ptr[0] * m01_x_out_local_ptr[0])) * inv_det_x_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    y1_x_out_local_ptr[0] = (z_ptr[(((((convert_int(get_group_id(1))) * 131072) + ((convert_int(get_group_id(0))) * 512)) + ((convert_int(get_local_id(0))) * 2)) + 1)] - (x_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 1)] + (dt * x_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)])));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k10_x_out_local_ptr[0] = (((m01_x_out_local_ptr[0] * (m00_x_out_local_ptr[0] + r_x)) - (m00_x_out_local_ptr[0] * m01_x_out_local_ptr[0])) * inv_det_x_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    y0_x_out_local_ptr[0] = (z_ptr[((((convert_int(get_group_id(1))) * 131072) + ((convert_int(get_group_id(0))) * 512)) + ((convert_int(get_local_id(0))) * 2))] - (x_ptr[((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4))] + (dt * x_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)])));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m00_x_out_local_ptr[0] = (((m00_x_out_local_ptr[0] * (m11_x_out_local_ptr[0] + r_y)) - (m01_x_out_local_ptr[0] * m01_x_out_local_ptr[0])) * inv_det_x_out_local_ptr[0]);
  }
  for (int c = 0; c < 4; ++c) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
      float condval;
      if (c == 0) {
        condval = (((x_ptr[((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4))] + (dt * x_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)])) + (m00_x_out_local_ptr[0] * y0_x_out_local_ptr[0])) + (k10_x_out_local_ptr[0] * y1_x_out_local_ptr[0]));
      } else {
        float condval_1;
        if (c == 1) {
          condval_1 = (((x_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 1)] + (dt * x_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)])) + (k01_x_out_local_ptr[0] * y0_x_out_local_ptr[0])) + (k11_x_out_local_ptr[0] * y1_x_out_local_ptr[0]));
        } else {
          float condval_2;
          if (c == 2) {
            condval_2 = ((x_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)] + (m02_x_out_local_ptr[0] * y0_x_out_local_ptr[0])) + (k12_x_out_local_ptr[0] * y1_x_out_local_ptr[0]));
          } else {
            condval_2 = ((x_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)] + (m03_x_out_local_ptr[0] * y0_x_out_local_ptr[0])) + (k13_x_out_local_ptr[0] * y1_x_out_local_ptr[0]));
          }
          condval_1 = condval_2;
        }
        condval = condval_1;
      }
      x_out_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + c)] = condval;
    }
  }
}

// Function: l2_kalman_batch_kernel_1
__kernel void l2_kalman_batch_kernel(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict x_ptr, __global float* restrict x_out_ptr, __global float* restrict z_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_1(__global float* restrict Pd_ptr, __global float* restrict Pd_out_ptr, __global float* restrict Po_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_2(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict Po_out_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_3(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict nis_ptr, __global float* restrict x_ptr, __global float* restrict z_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_1(__global float* restrict Pd_ptr, __global float* restrict Pd_out_ptr, __global float* restrict Po_ptr, int N, float dt, float q, float r_x, float r_y) {
  float m13_Pd_out_local_ptr[1];
  float m03_Pd_out_local_ptr[1];
  float m01_Pd_out_local_ptr[1];
  float m11_Pd_out_local_ptr[1];
  float m00_Pd_out_local_ptr[1];
  float inv_det_Pd_out_local_ptr[1];
  float k13_Pd_out_local_ptr[1];
  float k03_Pd_out_local_ptr[1];
  float m33_Pd_out_local_ptr[1];
  float m12_Pd_out_local_ptr[1];
  float m02_Pd_out_local_ptr[1];
  float k12_Pd_out_local_ptr[1];
  float k02_Pd_out_local_ptr[1];
  float m22_Pd_out_local_ptr[1];
  float k11_Pd_out_local_ptr[1];
  float k01_Pd_out_local_ptr[1];
  float k10_Pd_out_local_ptr[1];
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m13_Pd_out_local_ptr[0] = ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 4)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)])) + (((q * dt) * dt) / 2.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m03_Pd_out_local_ptr[0] = (Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 2)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 5)]));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m01_Pd_out_local_ptr[0] = ((Po_ptr[((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6))] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 3)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 2)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 5)])) * dt));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m11_Pd_out_local_ptr[0] = (((Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 1)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 4)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 4)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)])) * dt)) + ((((q * dt) * dt) * dt) / 3.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m00_Pd_out_local_ptr[0] = (((Pd_ptr[((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4))] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 1)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 1)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)])) * dt)) + ((((q * dt) * dt) * dt) / 3.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    inv_det_Pd_out_local_ptr[0] = (1.000000e+00f / (((m00_Pd_out_local_ptr[0] + r_x) * (m11_Pd_out_local_ptr[0] + r_y)) - (m01_Pd_out_local_ptr[0] * m01_Pd_out_local_ptr[0])));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k13_Pd_out_local_ptr[0] = (((m13_Pd_out_local_ptr[0] * (m00_Pd_out_local_ptr[0] + r_x)) - (m03_Pd_out_local_ptr[0] * m01_Pd_out_local_ptr[0])) * inv_det_Pd_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k03_Pd_out_local_ptr[0] = (((m03_Pd_out_local_ptr[0] * (m11_Pd_out_local_ptr[0] + r_y)) - (m13_Pd_out_local_ptr[0] * m01_Pd_out_local_ptr[0])) * inv_det_Pd_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m33_Pd_out_local_ptr[0] = (Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)] + (q * dt));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m12_Pd_out_local_ptr[0] = (Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 3)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 5)]));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m02_Pd_out_local_ptr[0] = ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 1)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)])) + (((q * dt) * dt) / 2.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k12_Pd_out_local_ptr[0] = (((m12_Pd_out_local_ptr[0] * (m00_Pd_out_local_ptr[0] + r_x)) - (m02_Pd_out_local_ptr[0] * m01_Pd_out_local_ptr[0])) * inv_det_Pd_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k02_Pd_out_local_ptr[0] = (((m02_Pd_out_local_ptr[0] * (m11_Pd_out_local_ptr[0] + r_y)) - (m12_Pd_out_local_ptr[0] * m01_Pd_out_local_ptr[0])) * inv_det_Pd_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m22_Pd_out_local_ptr[0] = (Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)] + (q * dt));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k11_Pd_out_local_ptr[0] = (((m11_Pd_out_local_ptr[0] * (m00_Pd_out_local_ptr[0] + r_x)) - (m01_Pd_out_local_ptr[0] * m01_Pd_out_local_ptr[0])) * inv_det_Pd_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k01_Pd_out_local_ptr[0] = (((m01_Pd_out_local_ptr[0] * (m11_Pd_out_local_ptr[0] + r_y)) - (m11_Pd_out_local_ptr[0] * m01_Pd_out_local_ptr[0])) * inv_det_Pd_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k10_Pd_out_local_ptr[0] = (((m01_Pd_out_local_ptr[0] * (m00_Pd_out_local_ptr[0] + r_x)) - (m00_Pd_out_local_ptr[0] * m01_Pd_out_local_ptr[0])) * inv_det_Pd_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    inv_det_Pd_out_local_ptr[0] = (((m00_Pd_out_local_ptr[0] * (m11_Pd_out_local_ptr[0] + r_y)) - (m01_Pd_out_local_ptr[0] * m01_Pd_out_local_ptr[0])) * inv_det_Pd_out_local_ptr[0]);
  }
  for (int c = 0; c < 4; ++c) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
      float condval;
      if (c == 0) {
        condval = ((m00_Pd_out_local_ptr[0] - (inv_det_Pd_out_local_ptr[0] * m00_Pd_out_local_ptr[0])) - (k10_Pd_out_local_ptr[0] * m01_Pd_out_local_ptr[0]));
      } else {
        float condval_1;
        if (c == 1) {
          condval_1 = ((m11_Pd_out_local_ptr[0] - (k01_Pd_out_local_ptr[0] * m01_Pd_out_local_ptr[0])) - (k11_Pd_out_local_ptr[0] * m11_Pd_out_local_ptr[0]));
        } else {
          float condval_2;
          if (c == 2) {
            condval_2 = ((m22_Pd_out_local_ptr[0] - (k02_Pd_out_local_ptr[0] * m02_Pd_out_local_ptr[0])) - (k12_Pd_out_local_ptr[0] * m12_Pd_out_local_ptr[0]));
          } else {
            condval_2 = ((m33_Pd_out_local_ptr[0] - (k03_Pd_out_local_ptr[0] * m03_Pd_out_local_ptr[0])) - (k13_Pd_out_local_ptr[0] * m13_Pd_out_local_ptr[0]));
          }
          condval_1 = condval_2;
        }
        condval = condval_1;
      }
      Pd_out_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + c)] = condval;
    }
  }
}

// Function: l2_kalman_batch_kernel_2
__kernel void l2_kalman_batch_kernel(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict x_ptr, __global float* restrict x_out_ptr, __global float* restrict z_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_1(__global float* restrict Pd_ptr, __global float* restrict Pd_out_ptr, __global float* restrict Po_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_2(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict Po_out_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_3(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict nis_ptr, __global float* restrict x_ptr, __global float* restrict z_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_2(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict Po_out_ptr, int N, float dt, float q, float r_x, float r_y) {
  float m12_Po_out_local_ptr[1];
  float m02_Po_out_local_ptr[1];
  float m11_Po_out_local_ptr[1];
  float m00_Po_out_local_ptr[1];
  float m01_Po_out_local_ptr[1];
  float inv_det_Po_out_local_ptr[1];
  float k12_Po_out_local_ptr[1];
  float k02_Po_out_local_ptr[1];
  float m23_Po_out_local_ptr[1];
  float k11_Po_out_local_ptr[1];
  float k01_Po_out_local_ptr[1];
  float m13_Po_out_local_ptr[1];
  float m03_Po_out_local_ptr[1];
  float k10_Po_out_local_ptr[1];
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m12_Po_out_local_ptr[0] = (Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 3)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 5)]));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m02_Po_out_local_ptr[0] = ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 1)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)])) + (((q * dt) * dt) / 2.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m11_Po_out_local_ptr[0] = (((Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 1)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 4)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 4)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)])) * dt)) + ((((q * dt) * dt) * dt) / 3.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m00_Po_out_local_ptr[0] = (((Pd_ptr[((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4))] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 1)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 1)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)])) * dt)) + ((((q * dt) * dt) * dt) / 3.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m01_Po_out_local_ptr[0] = ((Po_ptr[((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6))] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 3)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 2)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 5)])) * dt));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    inv_det_Po_out_local_ptr[0] = (1.000000e+00f / (((m00_Po_out_local_ptr[0] + r_x) * (m11_Po_out_local_ptr[0] + r_y)) - (m01_Po_out_local_ptr[0] * m01_Po_out_local_ptr[0])));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k12_Po_out_local_ptr[0] = (((m12_Po_out_local_ptr[0] * (m00_Po_out_local_ptr[0] + r_x)) - (m02_Po_out_local_ptr[0] * m01_Po_out_local_ptr[0])) * inv_det_Po_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k02_Po_out_local_ptr[0] = (((m02_Po_out_local_ptr[0] * (m11_Po_out_local_ptr[0] + r_y)) - (m12_Po_out_local_ptr[0] * m01_Po_out_local_ptr[0])) * inv_det_Po_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m23_Po_out_local_ptr[0] = Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 5)];
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k11_Po_out_local_ptr[0] = (((m11_Po_out_local_ptr[0] * (m00_Po_out_local_ptr[0] + r_x)) - (m01_Po_out_local_ptr[0] * m01_Po_out_local_ptr[0])) * inv_det_Po_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k01_Po_out_local_ptr[0] = (((m01_Po_out_local_ptr[0] * (m11_Po_out_local_ptr[0] + r_y)) - (m11_Po_out_local_ptr[0] * m01_Po_out_local_ptr[0])) * inv_det_Po_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m13_Po_out_local_ptr[0] = ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 4)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)])) + (((q * dt) * dt) / 2.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m03_Po_out_local_ptr[0] = (Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 2)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 5)]));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    k10_Po_out_local_ptr[0] = (((m01_Po_out_local_ptr[0] * (m00_Po_out_local_ptr[0] + r_x)) - (m00_Po_out_local_ptr[0] * m01_Po_out_local_ptr[0])) * inv_det_Po_out_local_ptr[0]);
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m00_Po_out_local_ptr[0] = (((m00_Po_out_local_ptr[0] * (m11_Po_out_local_ptr[0] + r_y)) - (m01_Po_out_local_ptr[0] * m01_Po_out_local_ptr[0])) * inv_det_Po_out_local_ptr[0]);
  }
  for (int c = 0; c < 6; ++c) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
      float condval;
      if (c == 0) {
        condval = ((m01_Po_out_local_ptr[0] - (m00_Po_out_local_ptr[0] * m01_Po_out_local_ptr[0])) - (k10_Po_out_local_ptr[0] * m11_Po_out_local_ptr[0]));
      } else {
        float condval_1;
        if (c == 1) {
          condval_1 = ((m02_Po_out_local_ptr[0] - (m00_Po_out_local_ptr[0] * m02_Po_out_local_ptr[0])) - (k10_Po_out_local_ptr[0] * m12_Po_out_local_ptr[0]));
        } else {
          float condval_2;
          if (c == 2) {
            condval_2 = ((m03_Po_out_local_ptr[0] - (m00_Po_out_local_ptr[0] * m03_Po_out_local_ptr[0])) - (k10_Po_out_local_ptr[0] * m13_Po_out_local_ptr[0]));
          } else {
            float condval_3;
            if (c == 3) {
              condval_3 = ((m12_Po_out_local_ptr[0] - (k01_Po_out_local_ptr[0] * m02_Po_out_local_ptr[0])) - (k11_Po_out_local_ptr[0] * m12_Po_out_local_ptr[0]));
            } else {
              float condval_4;
              if (c == 4) {
                condval_4 = ((m13_Po_out_local_ptr[0] - (k01_Po_out_local_ptr[0] * m03_Po_out_local_ptr[0])) - (k11_Po_out_local_ptr[0] * m13_Po_out_local_ptr[0]));
              } else {
                condval_4 = ((m23_Po_out_local_ptr[0] - (k02_Po_out_local_ptr[0] * m03_Po_out_local_ptr[0])) - (k12_Po_out_local_ptr[0] * m13_Po_out_local_ptr[0]));
              }
              condval_3 = condval_4;
            }
            condval_2 = condval_3;
          }
          condval_1 = condval_2;
        }
        condval = condval_1;
      }
      Po_out_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + c)] = condval;
    }
  }
}

// Function: l2_kalman_batch_kernel_3
__kernel void l2_kalman_batch_kernel(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict x_ptr, __global float* restrict x_out_ptr, __global float* restrict z_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_1(__global float* restrict Pd_ptr, __global float* restrict Pd_out_ptr, __global float* restrict Po_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_2(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict Po_out_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_3(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict nis_ptr, __global float* restrict x_ptr, __global float* restrict z_ptr, int N, float dt, float q, float r_x, float r_y);
__kernel void l2_kalman_batch_kernel_3(__global float* restrict Pd_ptr, __global float* restrict Po_ptr, __global float* restrict nis_ptr, __global float* restrict x_ptr, __global float* restrict z_ptr, int N, float dt, float q, float r_x, float r_y) {
  float m00_nis_local_ptr[1];
  float m01_nis_local_ptr[1];
  float m11_nis_local_ptr[1];
  float inv_det_nis_local_ptr[1];
  float y1_nis_local_ptr[1];
  float y0_nis_local_ptr[1];
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m00_nis_local_ptr[0] = (((Pd_ptr[((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4))] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 1)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 1)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)])) * dt)) + ((((q * dt) * dt) * dt) / 3.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m01_nis_local_ptr[0] = ((Po_ptr[((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6))] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 3)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 2)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 5)])) * dt));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    m11_nis_local_ptr[0] = (((Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 1)] + (dt * Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 4)])) + ((Po_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + 4)] + (dt * Pd_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)])) * dt)) + ((((q * dt) * dt) * dt) / 3.000000e+00f));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    inv_det_nis_local_ptr[0] = (1.000000e+00f / (((m00_nis_local_ptr[0] + r_x) * (m11_nis_local_ptr[0] + r_y)) - (m01_nis_local_ptr[0] * m01_nis_local_ptr[0])));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    y1_nis_local_ptr[0] = (z_ptr[(((((convert_int(get_group_id(1))) * 131072) + ((convert_int(get_group_id(0))) * 512)) + ((convert_int(get_local_id(0))) * 2)) + 1)] - (x_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 1)] + (dt * x_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 3)])));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    y0_nis_local_ptr[0] = (z_ptr[((((convert_int(get_group_id(1))) * 131072) + ((convert_int(get_group_id(0))) * 512)) + ((convert_int(get_local_id(0))) * 2))] - (x_ptr[((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4))] + (dt * x_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)])));
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
    nis_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (((y0_nis_local_ptr[0] * (((m11_nis_local_ptr[0] + r_y) * y0_nis_local_ptr[0]) - (m01_nis_local_ptr[0] * y1_nis_local_ptr[0]))) + (y1_nis_local_ptr[0] * (((m00_nis_local_ptr[0] + r_x) * y1_nis_local_ptr[0]) - (m01_nis_local_ptr[0] * y0_nis_local_ptr[0])))) * inv_det_nis_local_ptr[0]);
  }
}

