// Function: l1_gaussian_blur_kernel
__kernel void l1_gaussian_blur_kernel(__global float* restrict T_ptr, __global float* restrict X_ptr, int H, int N, int W);
__kernel void l1_gaussian_blur_kernel_1(__global float* restrict T_ptr, __global float* restrict Y_ptr, int H, int N, int W);
__kernel void l1_gaussian_blur_kernel(__global float* restrict T_ptr, __global float* restrict X_ptr, int H, int N, int W) {
  for (int b_i_j_fused_1 = 0; b_i_j_fused_1 < 4; ++b_i_j_fused_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) < ((N * H) * W)) {
      int rmod = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % W);
      int rmod_1 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (H * W));
      int rmod_2 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rmod_3 = (select((rmod_2 + (H * W)), rmod_2, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_2 <= 0)))))))) % W);
      int rmod_4 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_1 = (select((rmod_4 + (H * W)), rmod_4, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_4 <= 0)))))))) / W);
      int rmod_5 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % W);
      int rmod_6 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_2 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (H * W));
      int rmod_7 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rmod_8 = (select((rmod_7 + (H * W)), rmod_7, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_7 <= 0)))))))) % W);
      int rmod_9 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_3 = (select((rmod_9 + (H * W)), rmod_9, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_9 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_9 <= 0)))))))) / W);
      int rmod_10 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % W);
      int rmod_11 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_4 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (H * W));
      int rmod_12 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rmod_13 = (select((rmod_12 + (H * W)), rmod_12, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_12 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_12 <= 0)))))))) % W);
      int rmod_14 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_5 = (select((rmod_14 + (H * W)), rmod_14, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_14 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_14 <= 0)))))))) / W);
      int rmod_15 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % W);
      int rmod_16 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_6 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (H * W));
      int rmod_17 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rmod_18 = (select((rmod_17 + (H * W)), rmod_17, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_17 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_17 <= 0)))))))) % W);
      int rmod_19 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_7 = (select((rmod_19 + (H * W)), rmod_19, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_19 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_19 <= 0)))))))) / W);
      int rmod_20 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % W);
      int rmod_21 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_8 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (H * W));
      int rmod_22 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rmod_23 = (select((rmod_22 + (H * W)), rmod_22, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_22 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_22 <= 0)))))))) % W);
      int rmod_24 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_9 = (select((rmod_24 + (H * W)), rmod_24, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_24 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_24 <= 0)))))))) / W);
      T_ptr[((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0))))] = (((((6.250000e-02f * X_ptr[(min((int)max((int)(select((rmod + W), rmod, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod <= 0)))))))) - 2), (int)0), (int)(W - 1)) + (((select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_1 <= 0)))))))) * H) + select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_3 <= 0))))))))) * W))]) + (2.500000e-01f * X_ptr[(min((int)max((int)(select((rmod_5 + W), rmod_5, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_5 <= 0)))))))) - 1), (int)0), (int)(W - 1)) + (((select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_6 <= 0)))))))) * H) + select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_8 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_8 <= 0))))))))) * W))])) + (3.750000e-01f * X_ptr[(min((int)select((rmod_10 + W), rmod_10, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_10 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_10 <= 0)))))))), (int)(W - 1)) + (((select((rdiv_4 - 1), rdiv_4, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_11 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_11 <= 0)))))))) * H) + select((rdiv_5 - 1), rdiv_5, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_13 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_13 <= 0))))))))) * W))])) + (2.500000e-01f * X_ptr[(min((int)(select((rmod_15 + W), rmod_15, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_15 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_15 <= 0)))))))) + 1), (int)(W - 1)) + (((select((rdiv_6 - 1), rdiv_6, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_16 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_16 <= 0)))))))) * H) + select((rdiv_7 - 1), rdiv_7, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_18 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_18 <= 0))))))))) * W))])) + (6.250000e-02f * X_ptr[(min((int)(select((rmod_20 + W), rmod_20, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_20 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_20 <= 0)))))))) + 2), (int)(W - 1)) + (((select((rdiv_8 - 1), rdiv_8, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_21 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_21 <= 0)))))))) * H) + select((rdiv_9 - 1), rdiv_9, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_23 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_23 <= 0))))))))) * W))]));
    }
  }
}

// Function: l1_gaussian_blur_kernel_1
__kernel void l1_gaussian_blur_kernel(__global float* restrict T_ptr, __global float* restrict X_ptr, int H, int N, int W);
__kernel void l1_gaussian_blur_kernel_1(__global float* restrict T_ptr, __global float* restrict Y_ptr, int H, int N, int W);
__kernel void l1_gaussian_blur_kernel_1(__global float* restrict T_ptr, __global float* restrict Y_ptr, int H, int N, int W) {
  for (int b_i_j_fused_1 = 0; b_i_j_fused_1 < 4; ++b_i_j_fused_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) < ((N * H) * W)) {
      int rmod = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rmod_1 = (select((rmod + (H * W)), rmod, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod <= 0)))))))) % W);
      int rmod_2 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv = (select((rmod_2 + (H * W)), rmod_2, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_2 <= 0)))))))) / W);
      int rmod_3 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_1 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (H * W));
      int rmod_4 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % W);
      int rmod_5 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rmod_6 = (select((rmod_5 + (H * W)), rmod_5, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_5 <= 0)))))))) % W);
      int rmod_7 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_2 = (select((rmod_7 + (H * W)), rmod_7, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_7 <= 0)))))))) / W);
      int rmod_8 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_3 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (H * W));
      int rmod_9 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % W);
      int rmod_10 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rmod_11 = (select((rmod_10 + (H * W)), rmod_10, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_10 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_10 <= 0)))))))) % W);
      int rmod_12 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_4 = (select((rmod_12 + (H * W)), rmod_12, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_12 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_12 <= 0)))))))) / W);
      int rmod_13 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_5 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (H * W));
      int rmod_14 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % W);
      int rmod_15 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rmod_16 = (select((rmod_15 + (H * W)), rmod_15, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_15 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_15 <= 0)))))))) % W);
      int rmod_17 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_6 = (select((rmod_17 + (H * W)), rmod_17, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_17 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_17 <= 0)))))))) / W);
      int rmod_18 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_7 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (H * W));
      int rmod_19 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % W);
      int rmod_20 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rmod_21 = (select((rmod_20 + (H * W)), rmod_20, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_20 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_20 <= 0)))))))) % W);
      int rmod_22 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_8 = (select((rmod_22 + (H * W)), rmod_22, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_22 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_22 <= 0)))))))) / W);
      int rmod_23 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % (H * W));
      int rdiv_9 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) / (H * W));
      int rmod_24 = (((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % W);
      Y_ptr[((((convert_int(get_group_id(0))) * 1024) + (b_i_j_fused_1 * 256)) + (convert_int(get_local_id(0))))] = (((((6.250000e-02f * T_ptr[(((min((int)max((int)(select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_1 <= 0)))))))) - 2), (int)0), (int)(H - 1)) + (select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_3 <= 0)))))))) * H)) * W) + select((rmod_4 + W), rmod_4, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_4 <= 0)))))))))]) + (2.500000e-01f * T_ptr[(((min((int)max((int)(select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_6 <= 0)))))))) - 1), (int)0), (int)(H - 1)) + (select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_8 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_8 <= 0)))))))) * H)) * W) + select((rmod_9 + W), rmod_9, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_9 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_9 <= 0)))))))))])) + (3.750000e-01f * T_ptr[(((min((int)select((rdiv_4 - 1), rdiv_4, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_11 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_11 <= 0)))))))), (int)(H - 1)) + (select((rdiv_5 - 1), rdiv_5, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_13 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_13 <= 0)))))))) * H)) * W) + select((rmod_14 + W), rmod_14, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_14 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_14 <= 0)))))))))])) + (2.500000e-01f * T_ptr[(((min((int)(select((rdiv_6 - 1), rdiv_6, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_16 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_16 <= 0)))))))) + 1), (int)(H - 1)) + (select((rdiv_7 - 1), rdiv_7, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_18 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_18 <= 0)))))))) * H)) * W) + select((rmod_19 + W), rmod_19, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_19 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_19 <= 0)))))))))])) + (6.250000e-02f * T_ptr[(((min((int)(select((rdiv_8 - 1), rdiv_8, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_21 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_21 <= 0)))))))) + 2), (int)(H - 1)) + (select((rdiv_9 - 1), rdiv_9, (convert_int((((bool)(((bool)((H * W) >= 0)) && ((bool)(rmod_23 >= 0)))) || ((bool)(((bool)((H * W) < 0)) && ((bool)(rmod_23 <= 0)))))))) * H)) * W) + select((rmod_24 + W), rmod_24, (convert_int((((bool)(((bool)(W >= 0)) && ((bool)(rmod_24 >= 0)))) || ((bool)(((bool)(W < 0)) && ((bool)(rmod_24 <= 0)))))))))]));
    }
  }
}

