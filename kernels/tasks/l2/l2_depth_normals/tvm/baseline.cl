// Function: l2_depth_normals_kernel
__kernel void l2_depth_normals_kernel(__global float* restrict depth_ptr, __global float* restrict points_ptr, int H, int W, float cx, float cy, float fx, float fy);
__kernel void l2_depth_normals_kernel_1(__global float* restrict depth_ptr, __global float* restrict n_ptr, __global float* restrict points_ptr, int H, int W);
__kernel void l2_depth_normals_kernel_2(__global float* restrict n_ptr, __global float* restrict normals_ptr, __global float* restrict points_ptr, int H, int W);
__kernel void l2_depth_normals_kernel(__global float* restrict depth_ptr, __global float* restrict points_ptr, int H, int W, float cx, float cy, float fx, float fy) {
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * 3)) {
    float condval;
    if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) == 0) {
      condval = ((depth_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))] * (((convert_float(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3))) + 5.000000e-01f) - cx)) / fx);
    } else {
      float condval_1;
      if (((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) == 1) {
        condval_1 = ((depth_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))] * (((convert_float((convert_int(get_group_id(1))))) + 5.000000e-01f) - cy)) / fy);
      } else {
        condval_1 = depth_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))];
      }
      condval = condval_1;
    }
    points_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + (convert_int(get_local_id(0))))] = condval;
  }
}

// Function: l2_depth_normals_kernel_1
__kernel void l2_depth_normals_kernel(__global float* restrict depth_ptr, __global float* restrict points_ptr, int H, int W, float cx, float cy, float fx, float fy);
__kernel void l2_depth_normals_kernel_1(__global float* restrict depth_ptr, __global float* restrict n_ptr, __global float* restrict points_ptr, int H, int W);
__kernel void l2_depth_normals_kernel_2(__global float* restrict n_ptr, __global float* restrict normals_ptr, __global float* restrict points_ptr, int H, int W);
__kernel void l2_depth_normals_kernel_1(__global float* restrict depth_ptr, __global float* restrict n_ptr, __global float* restrict points_ptr, int H, int W) {
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * 3)) {
    float condval;
    if (((bool)(((bool)(((bool)(((bool)(((bool)(((bool)(((bool)(((bool)(2 < (((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))))) && ((bool)(0 < (convert_int(get_group_id(1))))))) && ((bool)((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1) < W)))) && ((bool)(((convert_int(get_group_id(1))) + 1) < H)))) && ((bool)(depth_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))] != 0.000000e+00f)))) && ((bool)(depth_ptr[(min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)max((int)(W - 1), (int)0)) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))] != 0.000000e+00f)))) && ((bool)(depth_ptr[(max((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) - 1), (int)0) + ((convert_int(get_group_id(1))) * max((int)W, (int)1)))] != 0.000000e+00f)))) && ((bool)(depth_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + (min((int)((convert_int(get_group_id(1))) + 1), (int)max((int)(H - 1), (int)0)) * max((int)W, (int)1)))] != 0.000000e+00f)))) && ((bool)(depth_ptr[(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + (max((int)((convert_int(get_group_id(1))) - 1), (int)0) * max((int)W, (int)1)))] != 0.000000e+00f))) {
      condval = (((points_ptr[(((min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)max((int)(W - 1), (int)0)) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) + 1) % 3))] - points_ptr[((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) + 1) % 3)) - 3)]) * (points_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + ((min((int)((convert_int(get_group_id(1))) + 1), (int)max((int)(H - 1), (int)0)) * max((int)W, (int)1)) * 3)) + ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) + 2) % 3))] - points_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + ((((convert_int(get_group_id(1))) - 1) * max((int)W, (int)1)) * 3)) + ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) + 2) % 3))])) - ((points_ptr[(((min((int)(((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) + 1), (int)max((int)(W - 1), (int)0)) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) + 2) % 3))] - points_ptr[((((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) + 2) % 3)) - 3)]) * (points_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + ((min((int)((convert_int(get_group_id(1))) + 1), (int)max((int)(H - 1), (int)0)) * max((int)W, (int)1)) * 3)) + ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) + 1) % 3))] - points_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + ((((convert_int(get_group_id(1))) - 1) * max((int)W, (int)1)) * 3)) + ((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) % 3) + 1) % 3))])));
    } else {
      condval = 0.000000e+00f;
    }
    n_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + (convert_int(get_local_id(0))))] = condval;
  }
}

// Function: l2_depth_normals_kernel_2
__kernel void l2_depth_normals_kernel(__global float* restrict depth_ptr, __global float* restrict points_ptr, int H, int W, float cx, float cy, float fx, float fy);
__kernel void l2_depth_normals_kernel_1(__global float* restrict depth_ptr, __global float* restrict n_ptr, __global float* restrict points_ptr, int H, int W);
__kernel void l2_depth_normals_kernel_2(__global float* restrict n_ptr, __global float* restrict normals_ptr, __global float* restrict points_ptr, int H, int W);
__kernel void l2_depth_normals_kernel_2(__global float* restrict n_ptr, __global float* restrict normals_ptr, __global float* restrict points_ptr, int H, int W) {
  if ((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) < (max((int)W, (int)1) * 3)) {
    float condval;
    if (0.000000e+00f < (((n_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3))] * points_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3))]) + (n_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + 1)] * points_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + 1)])) + (n_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + 2)] * points_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + 2)]))) {
      condval = (n_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + (convert_int(get_local_id(0))))] * -1.000000e+00f);
    } else {
      condval = n_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + (convert_int(get_local_id(0))))];
    }
    normals_ptr[((((convert_int(get_group_id(0))) * 256) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + (convert_int(get_local_id(0))))] = (condval / max((float)sqrt((((n_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3))] * n_ptr[((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3))]) + (n_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + 1)] * n_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + 1)])) + (n_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + 2)] * n_ptr[(((((((convert_int(get_group_id(0))) * 256) + (convert_int(get_local_id(0)))) / 3) * 3) + (((convert_int(get_group_id(1))) * max((int)W, (int)1)) * 3)) + 2)]))), (float)1.000000e-30f));
  }
}

