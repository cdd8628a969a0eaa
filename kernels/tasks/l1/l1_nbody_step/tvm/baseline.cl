// Function: l1_nbody_step_kernel
__kernel void l1_nbody_step_kernel(__global float* restrict new_vel_ptr, __global float* restrict pos_ptr, __global float* restrict vel_ptr, int N, float dt, float eps2);
__kernel void l1_nbody_step_kernel_1(__global float* restrict new_pos_ptr, __global float* restrict new_vel_ptr, __global float* restrict pos_ptr, int N, float dt);
__kernel void l1_nbody_step_kernel(__global float* restrict new_vel_ptr, __global float* restrict pos_ptr, __global float* restrict vel_ptr, int N, float dt, float eps2) {
  float acc_v0_local_ptr[1];
  float acc_v1_local_ptr[1];
  float acc_v2_local_ptr[1];
  float s_local_ptr[1];
  for (int ax0 = 0; ax0 < N; ++ax0) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
      s_local_ptr[0] = (((((pos_ptr[(ax0 * 4)] - pos_ptr[((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4))]) * (pos_ptr[(ax0 * 4)] - pos_ptr[((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4))])) + ((pos_ptr[((ax0 * 4) + 1)] - pos_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 1)]) * (pos_ptr[((ax0 * 4) + 1)] - pos_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 1)]))) + ((pos_ptr[((ax0 * 4) + 2)] - pos_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)]) * (pos_ptr[((ax0 * 4) + 2)] - pos_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)]))) + eps2);
    }
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
      s_local_ptr[0] = (pos_ptr[((ax0 * 4) + 3)] / (s_local_ptr[0] * sqrt(s_local_ptr[0])));
    }
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
      if (ax0 == 0) {
        acc_v0_local_ptr[0] = 0.000000e+00f;
        acc_v1_local_ptr[0] = 0.000000e+00f;
        acc_v2_local_ptr[0] = 0.000000e+00f;
      }
      float v_acc_v0 = (acc_v0_local_ptr[0] + (s_local_ptr[0] * (pos_ptr[(ax0 * 4)] - pos_ptr[((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4))])));
      float v_acc_v1 = (acc_v1_local_ptr[0] + (s_local_ptr[0] * (pos_ptr[((ax0 * 4) + 1)] - pos_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 1)])));
      float v_acc_v2 = (acc_v2_local_ptr[0] + (s_local_ptr[0] * (pos_ptr[((ax0 * 4) + 2)] - pos_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + 2)])));
      acc_v0_local_ptr[0] = v_acc_v0;
      acc_v1_local_ptr[0] = v_acc_v1;
      acc_v2_local_ptr[0] = v_acc_v2;
    }
  }
  for (int c = 0; c < 4; ++c) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < N) {
      float condval;
      if (c < 3) {
        float condval_1;
        if (c == 0) {
          condval_1 = acc_v0_local_ptr[0];
        } else {
          float condval_2;
          if (c == 1) {
            condval_2 = acc_v1_local_ptr[0];
          } else {
            condval_2 = acc_v2_local_ptr[0];
          }
          condval_1 = condval_2;
        }
        condval = (vel_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + c)] + (dt * condval_1));
      } else {
        condval = vel_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + c)];
      }
      new_vel_ptr[(((((convert_int(get_group_id(1))) * 262144) + ((convert_int(get_group_id(0))) * 1024)) + ((convert_int(get_local_id(0))) * 4)) + c)] = condval;
    }
  }
}

// Function: l1_nbody_step_kernel_1
__kernel void l1_nbody_step_kernel(__global float* restrict new_vel_ptr, __global float* restrict pos_ptr, __global float* restrict vel_ptr, int N, float dt, float eps2);
__kernel void l1_nbody_step_kernel_1(__global float* restrict new_pos_ptr, __global float* restrict new_vel_ptr, __global float* restrict pos_ptr, int N, float dt);
__kernel void l1_nbody_step_kernel_1(__global float* restrict new_pos_ptr, __global float* restrict new_vel_ptr, __global float* restrict pos_ptr, int N, float dt) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (N * 4)) {
    float condval;
    if (((convert_int(get_local_id(0))) & 3) < 3) {
      condval = (pos_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + (dt * new_vel_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))]));
    } else {
      condval = pos_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))];
    }
    new_pos_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval;
  }
}

