// Function: l1_kahan_sum_kernel
__kernel void l1_kahan_sum_kernel(__global float* restrict X_ptr, __global float* restrict y_ptr, int C, int R);
__kernel void l1_kahan_sum_kernel(__global float* restrict X_ptr, __global float* restrict y_ptr, int C, int R) {
  float sc_v0_local_ptr[1];
  float sc_v1_local_ptr[1];
  for (int ax0 = 0; ax0 < C; ++ax0) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < R) {
      if (ax0 == 0) {
        sc_v0_local_ptr[0] = 0.000000e+00f;
        sc_v1_local_ptr[0] = 0.000000e+00f;
      }
          float v_ = sc_v0_local_ptr[0] + X_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * C) + ax0)];
        uint v__1 = (*(uint *)(&(v_))) | (convert_uint((R >> 30)));
      float v_sc_v0 = (*(float *)(&(v__1)));
          float v__2 = sc_v0_local_ptr[0] + X_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * C) + ax0)];
        uint v__3 = (*(uint *)(&(v__2))) | (convert_uint((R >> 30)));
              float v__4 = sc_v0_local_ptr[0] + X_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * C) + ax0)];
            uint v__5 = (*(uint *)(&(v__4))) | (convert_uint((R >> 30)));
          float v__6 = (*(float *)(&(v__5))) - sc_v0_local_ptr[0];
        uint v__7 = (*(uint *)(&(v__6))) | (convert_uint((R >> 30)));
              float v__8 = sc_v0_local_ptr[0] + X_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * C) + ax0)];
            uint v__9 = (*(uint *)(&(v__8))) | (convert_uint((R >> 30)));
          float v__10 = (*(float *)(&(v__9))) - sc_v0_local_ptr[0];
        uint v__11 = (*(uint *)(&(v__10))) | (convert_uint((R >> 30)));
      float v_sc_v1 = (sc_v1_local_ptr[0] + ((sc_v0_local_ptr[0] - ((*(float *)(&(v__3))) - (*(float *)(&(v__7))))) + (X_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * C) + ax0)] - (*(float *)(&(v__11))))));
      sc_v0_local_ptr[0] = v_sc_v0;
      sc_v1_local_ptr[0] = v_sc_v1;
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < R) {
    y_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (sc_v0_local_ptr[0] + sc_v1_local_ptr[0]);
  }
}

