// Function: l2_rope_qk_kernel
__kernel void l2_rope_qk_kernel(__global float* restrict K_ptr, __global float* restrict Q_ptr, __global float* restrict cos_t_ptr, __global float* restrict scores_ptr, __global float* restrict sin_t_ptr, int D, int H, int S);
__kernel void l2_rope_qk_kernel(__global float* restrict K_ptr, __global float* restrict Q_ptr, __global float* restrict cos_t_ptr, __global float* restrict scores_ptr, __global float* restrict sin_t_ptr, int D, int H, int S) {
  float dot_local_ptr[1];
  for (int ax0 = 0; ax0 < D; ++ax0) {
    int rmod = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
    int rdiv = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (S * S));
    if (select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod <= 0)))))))) < H) {
      if (ax0 == 0) {
        dot_local_ptr[0] = 0.000000e+00f;
      }
      float condval;
      if (ax0 < (D >> 1)) {
        int rmod_1 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rmod_2 = (select((rmod_1 + (S * S)), rmod_1, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_1 <= 0)))))))) % S);
        int rmod_3 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_1 = (select((rmod_3 + (S * S)), rmod_3, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_3 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_3 <= 0)))))))) / S);
        int rmod_4 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_2 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (S * S));
        int rmod_5 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rmod_6 = (select((rmod_5 + (S * S)), rmod_5, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_5 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_5 <= 0)))))))) % S);
        int rmod_7 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_3 = (select((rmod_7 + (S * S)), rmod_7, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_7 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_7 <= 0)))))))) / S);
        int rmod_8 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rmod_9 = (select((rmod_8 + (S * S)), rmod_8, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_8 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_8 <= 0)))))))) % S);
        int rmod_10 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_4 = (select((rmod_10 + (S * S)), rmod_10, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_10 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_10 <= 0)))))))) / S);
        int rmod_11 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_5 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (S * S));
        int rmod_12 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rmod_13 = (select((rmod_12 + (S * S)), rmod_12, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_12 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_12 <= 0)))))))) % S);
        int rmod_14 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_6 = (select((rmod_14 + (S * S)), rmod_14, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_14 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_14 <= 0)))))))) / S);
        condval = ((Q_ptr[((((select((rdiv_1 - 1), rdiv_1, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_2 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_2 <= 0)))))))) * H) + select((rdiv_2 - 1), rdiv_2, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_4 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_4 <= 0))))))))) * D) + ax0)] * cos_t_ptr[((select((rdiv_3 - 1), rdiv_3, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_6 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_6 <= 0)))))))) * (D >> 1)) + ax0)]) - (Q_ptr[(((D >> 1) + (((select((rdiv_4 - 1), rdiv_4, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_9 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_9 <= 0)))))))) * H) + select((rdiv_5 - 1), rdiv_5, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_11 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_11 <= 0))))))))) * D)) + ax0)] * sin_t_ptr[((select((rdiv_6 - 1), rdiv_6, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_13 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_13 <= 0)))))))) * (D >> 1)) + ax0)]));
      } else {
        int rmod_15 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rmod_16 = (select((rmod_15 + (S * S)), rmod_15, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_15 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_15 <= 0)))))))) % S);
        int rmod_17 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_7 = (select((rmod_17 + (S * S)), rmod_17, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_17 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_17 <= 0)))))))) / S);
        int rmod_18 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_8 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (S * S));
        int rmod_19 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rmod_20 = (select((rmod_19 + (S * S)), rmod_19, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_19 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_19 <= 0)))))))) % S);
        int rmod_21 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_9 = (select((rmod_21 + (S * S)), rmod_21, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_21 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_21 <= 0)))))))) / S);
        int rmod_22 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rmod_23 = (select((rmod_22 + (S * S)), rmod_22, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_22 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_22 <= 0)))))))) % S);
        int rmod_24 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_10 = (select((rmod_24 + (S * S)), rmod_24, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_24 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_24 <= 0)))))))) / S);
        int rmod_25 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_11 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (S * S));
        int rmod_26 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rmod_27 = (select((rmod_26 + (S * S)), rmod_26, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_26 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_26 <= 0)))))))) % S);
        int rmod_28 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_12 = (select((rmod_28 + (S * S)), rmod_28, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_28 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_28 <= 0)))))))) / S);
        condval = ((Q_ptr[((((select((rdiv_7 - 1), rdiv_7, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_16 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_16 <= 0)))))))) * H) + select((rdiv_8 - 1), rdiv_8, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_18 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_18 <= 0))))))))) * D) + ax0)] * cos_t_ptr[(((select((rdiv_9 - 1), rdiv_9, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_20 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_20 <= 0)))))))) * (D >> 1)) + ax0) - (D >> 1))]) + (Q_ptr[(((((select((rdiv_10 - 1), rdiv_10, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_23 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_23 <= 0)))))))) * H) + select((rdiv_11 - 1), rdiv_11, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_25 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_25 <= 0))))))))) * D) + ax0) - (D >> 1))] * sin_t_ptr[(((select((rdiv_12 - 1), rdiv_12, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_27 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_27 <= 0)))))))) * (D >> 1)) + ax0) - (D >> 1))]));
      }
      float condval_1;
      if (ax0 < (D >> 1)) {
        int rmod_29 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % S);
        int rmod_30 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_13 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (S * S));
        int rmod_31 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % S);
        int rmod_32 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % S);
        int rmod_33 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_14 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (S * S));
        int rmod_34 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % S);
        condval_1 = ((K_ptr[((((select((rmod_29 + S), rmod_29, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_29 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_29 <= 0)))))))) * H) + select((rdiv_13 - 1), rdiv_13, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_30 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_30 <= 0))))))))) * D) + ax0)] * cos_t_ptr[((select((rmod_31 + S), rmod_31, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_31 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_31 <= 0)))))))) * (D >> 1)) + ax0)]) - (K_ptr[(((D >> 1) + (((select((rmod_32 + S), rmod_32, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_32 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_32 <= 0)))))))) * H) + select((rdiv_14 - 1), rdiv_14, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_33 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_33 <= 0))))))))) * D)) + ax0)] * sin_t_ptr[((select((rmod_34 + S), rmod_34, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_34 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_34 <= 0)))))))) * (D >> 1)) + ax0)]));
      } else {
        int rmod_35 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % S);
        int rmod_36 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_15 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (S * S));
        int rmod_37 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % S);
        int rmod_38 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % S);
        int rmod_39 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (S * S));
        int rdiv_16 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / (S * S));
        int rmod_40 = (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % S);
        condval_1 = ((K_ptr[((((select((rmod_35 + S), rmod_35, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_35 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_35 <= 0)))))))) * H) + select((rdiv_15 - 1), rdiv_15, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_36 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_36 <= 0))))))))) * D) + ax0)] * cos_t_ptr[(((select((rmod_37 + S), rmod_37, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_37 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_37 <= 0)))))))) * (D >> 1)) + ax0) - (D >> 1))]) + (K_ptr[(((((select((rmod_38 + S), rmod_38, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_38 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_38 <= 0)))))))) * H) + select((rdiv_16 - 1), rdiv_16, (convert_int((((bool)(((bool)((S * S) >= 0)) && ((bool)(rmod_39 >= 0)))) || ((bool)(((bool)((S * S) < 0)) && ((bool)(rmod_39 <= 0))))))))) * D) + ax0) - (D >> 1))] * sin_t_ptr[(((select((rmod_40 + S), rmod_40, (convert_int((((bool)(((bool)(S >= 0)) && ((bool)(rmod_40 >= 0)))) || ((bool)(((bool)(S < 0)) && ((bool)(rmod_40 <= 0)))))))) * (D >> 1)) + ax0) - (D >> 1))]));
      }
      dot_local_ptr[0] = (dot_local_ptr[0] + (condval * condval_1));
    }
  }
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < ((H * S) * S)) {
    scores_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (dot_local_ptr[0] / sqrt((convert_float(D))));
  }
}

