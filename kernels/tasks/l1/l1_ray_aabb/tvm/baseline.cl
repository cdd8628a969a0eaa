// Function: l1_ray_aabb_kernel
__kernel void l1_ray_aabb_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict ca_ptr, __global float* restrict cb_ptr, __global float* restrict dir_ptr, __global float* restrict orig_ptr, int B, int R);
__kernel void l1_ray_aabb_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global uint* restrict hit_ptr, int R);
__kernel void l1_ray_aabb_kernel_2(__global float* restrict arg_v1_ptr, __global float* restrict dist_ptr, int R);
__kernel void l1_ray_aabb_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict ca_ptr, __global float* restrict cb_ptr, __global float* restrict dir_ptr, __global float* restrict orig_ptr, int B, int R) {
  float entry0_local_ptr[1];
  float entry1_local_ptr[1];
  float entry2_local_ptr[1];
  float leave0_local_ptr[1];
  float leave1_local_ptr[1];
  float leave2_local_ptr[1];
  for (int b = 0; b < B; ++b) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < R) {
      float condval;
      if (dir_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))] != 0.000000e+00f) {
        condval = min((float)((min((float)ca_ptr[(b * 3)], (float)cb_ptr[(b * 3)]) - orig_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))]) / dir_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))]), (float)((max((float)ca_ptr[(b * 3)], (float)cb_ptr[(b * 3)]) - orig_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))]) / dir_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))]));
      } else {
        float condval_1;
        if (((bool)(min((float)ca_ptr[(b * 3)], (float)cb_ptr[(b * 3)]) <= orig_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))])) && ((bool)(orig_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))] <= max((float)ca_ptr[(b * 3)], (float)cb_ptr[(b * 3)])))) {
          condval_1 = -1.000000e+30f;
        } else {
          condval_1 = 1.000000e+30f;
        }
        condval = condval_1;
      }
      entry0_local_ptr[0] = condval;
    }
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < R) {
      float condval_2;
      if (dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)] != 0.000000e+00f) {
        condval_2 = min((float)((min((float)ca_ptr[((b * 3) + 1)], (float)cb_ptr[((b * 3) + 1)]) - orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)]) / dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)]), (float)((max((float)ca_ptr[((b * 3) + 1)], (float)cb_ptr[((b * 3) + 1)]) - orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)]) / dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)]));
      } else {
        float condval_3;
        if (((bool)(min((float)ca_ptr[((b * 3) + 1)], (float)cb_ptr[((b * 3) + 1)]) <= orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)])) && ((bool)(orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)] <= max((float)ca_ptr[((b * 3) + 1)], (float)cb_ptr[((b * 3) + 1)])))) {
          condval_3 = -1.000000e+30f;
        } else {
          condval_3 = 1.000000e+30f;
        }
        condval_2 = condval_3;
      }
      entry1_local_ptr[0] = condval_2;
    }
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < R) {
      float condval_4;
      if (dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)] != 0.000000e+00f) {
        condval_4 = min((float)((min((float)ca_ptr[((b * 3) + 2)], (float)cb_ptr[((b * 3) + 2)]) - orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)]) / dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)]), (float)((max((float)ca_ptr[((b * 3) + 2)], (float)cb_ptr[((b * 3) + 2)]) - orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)]) / dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)]));
      } else {
        float condval_5;
        if (((bool)(min((float)ca_ptr[((b * 3) + 2)], (float)cb_ptr[((b * 3) + 2)]) <= orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)])) && ((bool)(orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)] <= max((float)ca_ptr[((b * 3) + 2)], (float)cb_ptr[((b * 3) + 2)])))) {
          condval_5 = -1.000000e+30f;
        } else {
          condval_5 = 1.000000e+30f;
        }
        condval_4 = condval_5;
      }
      entry2_local_ptr[0] = condval_4;
    }
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < R) {
      float condval_6;
      if (dir_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))] != 0.000000e+00f) {
        condval_6 = max((float)((min((float)ca_ptr[(b * 3)], (float)cb_ptr[(b * 3)]) - orig_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))]) / dir_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))]), (float)((max((float)ca_ptr[(b * 3)], (float)cb_ptr[(b * 3)]) - orig_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))]) / dir_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))]));
      } else {
        float condval_7;
        if (((bool)(min((float)ca_ptr[(b * 3)], (float)cb_ptr[(b * 3)]) <= orig_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))])) && ((bool)(orig_ptr[((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3))] <= max((float)ca_ptr[(b * 3)], (float)cb_ptr[(b * 3)])))) {
          condval_7 = 1.000000e+30f;
        } else {
          condval_7 = -1.000000e+30f;
        }
        condval_6 = condval_7;
      }
      leave0_local_ptr[0] = condval_6;
    }
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < R) {
      float condval_8;
      if (dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)] != 0.000000e+00f) {
        condval_8 = max((float)((min((float)ca_ptr[((b * 3) + 1)], (float)cb_ptr[((b * 3) + 1)]) - orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)]) / dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)]), (float)((max((float)ca_ptr[((b * 3) + 1)], (float)cb_ptr[((b * 3) + 1)]) - orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)]) / dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)]));
      } else {
        float condval_9;
        if (((bool)(min((float)ca_ptr[((b * 3) + 1)], (float)cb_ptr[((b * 3) + 1)]) <= orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)])) && ((bool)(orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 1)] <= max((float)ca_ptr[((b * 3) + 1)], (float)cb_ptr[((b * 3) + 1)])))) {
          condval_9 = 1.000000e+30f;
        } else {
          condval_9 = -1.000000e+30f;
        }
        condval_8 = condval_9;
      }
      leave1_local_ptr[0] = condval_8;
    }
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < R) {
      float condval_10;
      if (dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)] != 0.000000e+00f) {
        condval_10 = max((float)((min((float)ca_ptr[((b * 3) + 2)], (float)cb_ptr[((b * 3) + 2)]) - orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)]) / dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)]), (float)((max((float)ca_ptr[((b * 3) + 2)], (float)cb_ptr[((b * 3) + 2)]) - orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)]) / dir_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)]));
      } else {
        float condval_11;
        if (((bool)(min((float)ca_ptr[((b * 3) + 2)], (float)cb_ptr[((b * 3) + 2)]) <= orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)])) && ((bool)(orig_ptr[(((((convert_int(get_group_id(1))) * 196608) + ((convert_int(get_group_id(0))) * 768)) + ((convert_int(get_local_id(0))) * 3)) + 2)] <= max((float)ca_ptr[((b * 3) + 2)], (float)cb_ptr[((b * 3) + 2)])))) {
          condval_11 = 1.000000e+30f;
        } else {
          condval_11 = -1.000000e+30f;
        }
        condval_10 = condval_11;
      }
      leave2_local_ptr[0] = condval_10;
    }
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < R) {
      if (b == 0) {
        arg_v0_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = -1;
        arg_v1_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = 3.402823e+38f;
      }
      float condval_13;
      if (((bool)(max((float)max((float)entry0_local_ptr[0], (float)entry1_local_ptr[0]), (float)entry2_local_ptr[0]) <= min((float)min((float)leave0_local_ptr[0], (float)leave1_local_ptr[0]), (float)leave2_local_ptr[0]))) && ((bool)(0.000000e+00f <= min((float)min((float)leave0_local_ptr[0], (float)leave1_local_ptr[0]), (float)leave2_local_ptr[0])))) {
        condval_13 = max((float)max((float)max((float)entry0_local_ptr[0], (float)entry1_local_ptr[0]), (float)entry2_local_ptr[0]), (float)0.000000e+00f);
      } else {
        condval_13 = 1.000000e+30f;
      }
      float condval_14;
      if (((bool)(max((float)max((float)entry0_local_ptr[0], (float)entry1_local_ptr[0]), (float)entry2_local_ptr[0]) <= min((float)min((float)leave0_local_ptr[0], (float)leave1_local_ptr[0]), (float)leave2_local_ptr[0]))) && ((bool)(0.000000e+00f <= min((float)min((float)leave0_local_ptr[0], (float)leave1_local_ptr[0]), (float)leave2_local_ptr[0])))) {
        condval_14 = max((float)max((float)max((float)entry0_local_ptr[0], (float)entry1_local_ptr[0]), (float)entry2_local_ptr[0]), (float)0.000000e+00f);
      } else {
        condval_14 = 1.000000e+30f;
      }
      int condval_12;
      if (((bool)(arg_v1_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] < condval_13)) || ((bool)(((bool)(arg_v1_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] == condval_14)) && ((bool)(arg_v0_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] < b))))) {
        condval_12 = arg_v0_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))];
      } else {
        condval_12 = b;
      }
      int v_arg_v0 = condval_12;
      float condval_16;
      if (((bool)(max((float)max((float)entry0_local_ptr[0], (float)entry1_local_ptr[0]), (float)entry2_local_ptr[0]) <= min((float)min((float)leave0_local_ptr[0], (float)leave1_local_ptr[0]), (float)leave2_local_ptr[0]))) && ((bool)(0.000000e+00f <= min((float)min((float)leave0_local_ptr[0], (float)leave1_local_ptr[0]), (float)leave2_local_ptr[0])))) {
        condval_16 = max((float)max((float)max((float)entry0_local_ptr[0], (float)entry1_local_ptr[0]), (float)entry2_local_ptr[0]), (float)0.000000e+00f);
      } else {
        condval_16 = 1.000000e+30f;
      }
      float condval_17;
      if (((bool)(max((float)max((float)entry0_local_ptr[0], (float)entry1_local_ptr[0]), (float)entry2_local_ptr[0]) <= min((float)min((float)leave0_local_ptr[0], (float)leave1_local_ptr[0]), (float)leave2_local_ptr[0]))) && ((bool)(0.000000e+00f <= min((float)min((float)leave0_local_ptr[0], (float)leave1_local_ptr[0]), (float)leave2_local_ptr[0])))) {
        condval_17 = max((float)max((float)max((float)entry0_local_ptr[0], (float)entry1_local_ptr[0]), (float)entry2_local_ptr[0]), (float)0.000000e+00f);
      } else {
        condval_17 = 1.000000e+30f;
      }
      float condval_15;
      if (((bool)(arg_v1_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] < condval_16)) || ((bool)(((bool)(arg_v1_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] == condval_17)) && ((bool)(arg_v0_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] < b))))) {
        condval_15 = arg_v1_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))];
      } else {
        float condval_18;
        if (((bool)(max((float)max((float)entry0_local_ptr[0], (float)entry1_local_ptr[0]), (float)entry2_local_ptr[0]) <= min((float)min((float)leave0_local_ptr[0], (float)leave1_local_ptr[0]), (float)leave2_local_ptr[0]))) && ((bool)(0.000000e+00f <= min((float)min((float)leave0_local_ptr[0], (float)leave1_local_ptr[0]), (float)leave2_local_ptr[0])))) {
          condval_18 = max((float)max((float)max((float)entry0_local_ptr[0], (float)entry1_local_ptr[0]), (float)entry2_local_ptr[0]), (float)0.000000e+00f);
        } else {
          condval_18 = 1.000000e+30f;
        }
        condval_15 = condval_18;
      }
      float v_arg_v1 = condval_15;
      arg_v0_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = v_arg_v0;
      arg_v1_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = v_arg_v1;
    }
  }
}

// Function: l1_ray_aabb_kernel_1
__kernel void l1_ray_aabb_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict ca_ptr, __global float* restrict cb_ptr, __global float* restrict dir_ptr, __global float* restrict orig_ptr, int B, int R);
__kernel void l1_ray_aabb_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global uint* restrict hit_ptr, int R);
__kernel void l1_ray_aabb_kernel_2(__global float* restrict arg_v1_ptr, __global float* restrict dist_ptr, int R);
__kernel void l1_ray_aabb_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global uint* restrict hit_ptr, int R) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < R) {
    uint condval;
    if (arg_v1_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] < 1.000000e+30f) {
      condval = (convert_uint(arg_v0_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))]));
    } else {
      condval = (uint)4294967295;
    }
    hit_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval;
  }
}

// Function: l1_ray_aabb_kernel_2
__kernel void l1_ray_aabb_kernel(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global float* restrict ca_ptr, __global float* restrict cb_ptr, __global float* restrict dir_ptr, __global float* restrict orig_ptr, int B, int R);
__kernel void l1_ray_aabb_kernel_1(__global int* restrict arg_v0_ptr, __global float* restrict arg_v1_ptr, __global uint* restrict hit_ptr, int R);
__kernel void l1_ray_aabb_kernel_2(__global float* restrict arg_v1_ptr, __global float* restrict dist_ptr, int R);
__kernel void l1_ray_aabb_kernel_2(__global float* restrict arg_v1_ptr, __global float* restrict dist_ptr, int R) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < R) {
    float condval;
    if (arg_v1_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] < 1.000000e+30f) {
      condval = arg_v1_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))];
    } else {
      condval = -1.000000e+00f;
    }
    dist_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval;
  }
}

