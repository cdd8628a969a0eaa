// Function: l1_nbody_step_kernel
__kernel void l1_nbody_step_kernel(__global float* restrict acc_ptr, __global float* restrict pos_ptr, int N, float eps2);
__kernel void l1_nbody_step_kernel_1(__global float* restrict acc_ptr, __global float* restrict new_pos_ptr, __global float* restrict pos_ptr, __global float* restrict vel_ptr, int N, float dt);
__kernel void l1_nbody_step_kernel_2(__global float* restrict acc_ptr, __global float* restrict new_vel_ptr, __global float* restrict vel_ptr, int N, float dt);
__kernel void l1_nbody_step_kernel(__global float* restrict acc_ptr, __global float* restrict pos_ptr, int N, float eps2) {
  for (int j = 0; j < N; ++j) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (N * 3)) {
      if (j == 0) {
        acc_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      acc_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (acc_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + ((pos_ptr[((j * 4) + 3)] * (pos_ptr[((j * 4) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % 3))] - pos_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % 3))])) * (1.000000e+00f / ((((((pos_ptr[(j * 4)] - pos_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4)]) * (pos_ptr[(j * 4)] - pos_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4)])) + ((pos_ptr[((j * 4) + 1)] - pos_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4) + 1)]) * (pos_ptr[((j * 4) + 1)] - pos_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4) + 1)]))) + ((pos_ptr[((j * 4) + 2)] - pos_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4) + 2)]) * (pos_ptr[((j * 4) + 2)] - pos_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4) + 2)]))) + eps2) * sqrt((((((pos_ptr[(j * 4)] - pos_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4)]) * (pos_ptr[(j * 4)] - pos_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4)])) + ((pos_ptr[((j * 4) + 1)] - pos_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4) + 1)]) * (pos_ptr[((j * 4) + 1)] - pos_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4) + 1)]))) + ((pos_ptr[((j * 4) + 2)] - pos_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4) + 2)]) * (pos_ptr[((j * 4) + 2)] - pos_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3) * 4) + 2)]))) + eps2))))));
    }
  }
}

// Function: l1_nbody_step_kernel_1
__kernel void l1_nbody_step_kernel(__global float* restrict acc_ptr, __global float* restrict pos_ptr, int N, float eps2);
__kernel void l1_nbody_step_kernel_1(__global float* restrict acc_ptr, __global float* restrict new_pos_ptr, __global float* restrict pos_ptr, __global float* restrict vel_ptr, int N, float dt);
__kernel void l1_nbody_step_kernel_2(__global float* restrict acc_ptr, __global float* restrict new_vel_ptr, __global float* restrict vel_ptr, int N, float dt);
__kernel void l1_nbody_step_kernel_1(__global float* restrict acc_ptr, __global float* restrict new_pos_ptr, __global float* restrict pos_ptr, __global float* restrict vel_ptr, int N, float dt) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (N * 4)) {
    float condval;
    if (((convert_int(get_local_id(0))) & 3) < 3) {
      condval = (pos_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + (dt * (vel_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + (dt * acc_ptr[(((((convert_int(get_group_id(1))) * 49152) + ((convert_int(get_group_id(0))) * 192)) + (((convert_int(get_local_id(0))) >> 2) * 3)) + ((convert_int(get_local_id(0))) & 3))]))));
    } else {
      condval = pos_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (((convert_int(get_local_id(0))) >> 2) * 4)) + 3)];
    }
    new_pos_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval;
  }
}

// Function: l1_nbody_step_kernel_2
__kernel void l1_nbody_step_kernel(__global float* restrict acc_ptr, __global float* restrict pos_ptr, int N, float eps2);
__kernel void l1_nbody_step_kernel_1(__global float* restrict acc_ptr, __global float* restrict new_pos_ptr, __global float* restrict pos_ptr, __global float* restrict vel_ptr, int N, float dt);
__kernel void l1_nbody_step_kernel_2(__global float* restrict acc_ptr, __global float* restrict new_vel_ptr, __global float* restrict vel_ptr, int N, float dt);
__kernel void l1_nbody_step_kernel_2(__global float* restrict acc_ptr, __global float* restrict new_vel_ptr, __global float* restrict vel_ptr, int N, float dt) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (N * 4)) {
    float condval;
    if (((convert_int(get_local_id(0))) & 3) < 3) {
      condval = (vel_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + (dt * acc_ptr[(((((convert_int(get_group_id(1))) * 49152) + ((convert_int(get_group_id(0))) * 192)) + (((convert_int(get_local_id(0))) >> 2) * 3)) + ((convert_int(get_local_id(0))) & 3))]));
    } else {
      condval = vel_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (((convert_int(get_local_id(0))) >> 2) * 4)) + 3)];
    }
    new_vel_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval;
  }
}

