// Function: l2_yolo_decode_kernel
__kernel void l2_yolo_decode_kernel(__global float* restrict anchors_ptr, __global float* restrict det_ptr, __global float* restrict pred_ptr, int A, int GH, int GW, int N, int NC, float conf_thres, int stride);
__kernel void l2_yolo_decode_kernel(__global float* restrict anchors_ptr, __global float* restrict det_ptr, __global float* restrict pred_ptr, int A, int GH, int GW, int N, int NC, float conf_thres, int stride) {
  int cls_v0_local_ptr[1];
  float cls_v1_local_ptr[1];
  for (int ax0 = 0; ax0 < max((int)NC, (int)1); ++ax0) {
    if (((bool)(((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) < N)) || ((bool)((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) == 0)))) && ((bool)(((bool)(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1))) < GH)) || ((bool)(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1))) == 0))))) {
      if (ax0 == 0) {
        cls_v0_local_ptr[0] = 2147483647;
        cls_v1_local_ptr[0] = -3.402823e+38f;
      }
      int condval;
      if (((bool)(pred_ptr[((((((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) * max((int)GH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1)))) * max((int)GW, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)GW, (int)1) * max((int)A, (int)1))) / max((int)A, (int)1))) * max((int)A, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)A, (int)1))) * (max((int)NC, (int)1) + 5)) + ax0) + 5)] < cls_v1_local_ptr[0])) || ((bool)(((bool)(cls_v1_local_ptr[0] == pred_ptr[((((((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) * max((int)GH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1)))) * max((int)GW, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)GW, (int)1) * max((int)A, (int)1))) / max((int)A, (int)1))) * max((int)A, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)A, (int)1))) * (max((int)NC, (int)1) + 5)) + ax0) + 5)])) && ((bool)(cls_v0_local_ptr[0] < ax0))))) {
        condval = cls_v0_local_ptr[0];
      } else {
        condval = ax0;
      }
      int v_cls_v0 = condval;
      float condval_1;
      if (((bool)(pred_ptr[((((((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) * max((int)GH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1)))) * max((int)GW, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)GW, (int)1) * max((int)A, (int)1))) / max((int)A, (int)1))) * max((int)A, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)A, (int)1))) * (max((int)NC, (int)1) + 5)) + ax0) + 5)] < cls_v1_local_ptr[0])) || ((bool)(((bool)(cls_v1_local_ptr[0] == pred_ptr[((((((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) * max((int)GH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1)))) * max((int)GW, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)GW, (int)1) * max((int)A, (int)1))) / max((int)A, (int)1))) * max((int)A, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)A, (int)1))) * (max((int)NC, (int)1) + 5)) + ax0) + 5)])) && ((bool)(cls_v0_local_ptr[0] < ax0))))) {
        condval_1 = cls_v1_local_ptr[0];
      } else {
        condval_1 = pred_ptr[((((((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) * max((int)GH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1)))) * max((int)GW, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)GW, (int)1) * max((int)A, (int)1))) / max((int)A, (int)1))) * max((int)A, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)A, (int)1))) * (max((int)NC, (int)1) + 5)) + ax0) + 5)];
      }
      float v_cls_v1 = condval_1;
      cls_v0_local_ptr[0] = v_cls_v0;
      cls_v1_local_ptr[0] = v_cls_v1;
    }
  }
  for (int e = 0; e < 6; ++e) {
    if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (((max((int)N, (int)1) * max((int)GH, (int)1)) * max((int)GW, (int)1)) * max((int)A, (int)1))) {
      float condval_2;
      if (conf_thres < ((1.000000e+00f / (1.000000e+00f + exp((pred_ptr[((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * (max((int)NC, (int)1) + 5)) + 4)] * -1.000000e+00f)))) * (1.000000e+00f / (1.000000e+00f + exp((cls_v1_local_ptr[0] * -1.000000e+00f)))))) {
        float condval_3;
        if (e < 2) {
          int condval_4;
          if (e == 0) {
            condval_4 = ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)GW, (int)1) * max((int)A, (int)1))) / max((int)A, (int)1));
          } else {
            condval_4 = ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1)));
          }
          condval_3 = ((((2.000000e+00f * (1.000000e+00f / (1.000000e+00f + exp((pred_ptr[(((((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) * max((int)GH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1)))) * max((int)GW, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)GW, (int)1) * max((int)A, (int)1))) / max((int)A, (int)1))) * max((int)A, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)A, (int)1))) * (max((int)NC, (int)1) + 5)) + e)] * -1.000000e+00f))))) - 5.000000e-01f) + (convert_float(condval_4))) * (convert_float(max((int)stride, (int)1))));
        } else {
          float condval_5;
          if (e < 4) {
            condval_5 = (((2.000000e+00f * (1.000000e+00f / (1.000000e+00f + exp((pred_ptr[(max((int)e, (int)2) + ((((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) * max((int)GH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1)))) * max((int)GW, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)GW, (int)1) * max((int)A, (int)1))) / max((int)A, (int)1))) * max((int)A, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)A, (int)1))) * (max((int)NC, (int)1) + 5)))] * -1.000000e+00f))))) * (2.000000e+00f * (1.000000e+00f / (1.000000e+00f + exp((pred_ptr[(max((int)e, (int)2) + ((((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) * max((int)GH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1)))) * max((int)GW, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)GW, (int)1) * max((int)A, (int)1))) / max((int)A, (int)1))) * max((int)A, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)A, (int)1))) * (max((int)NC, (int)1) + 5)))] * -1.000000e+00f)))))) * anchors_ptr[(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)A, (int)1)) * 2) + max((int)(e - 2), (int)0))]);
          } else {
            float condval_6;
            if (e == 4) {
              condval_6 = ((1.000000e+00f / (1.000000e+00f + exp((pred_ptr[(((((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) * max((int)GH, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)GH, (int)1) * max((int)GW, (int)1)) * max((int)A, (int)1))) / (max((int)GW, (int)1) * max((int)A, (int)1)))) * max((int)GW, (int)1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (max((int)GW, (int)1) * max((int)A, (int)1))) / max((int)A, (int)1))) * max((int)A, (int)1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % max((int)A, (int)1))) * (max((int)NC, (int)1) + 5)) + 4)] * -1.000000e+00f)))) * (1.000000e+00f / (1.000000e+00f + exp((cls_v1_local_ptr[0] * -1.000000e+00f)))));
            } else {
              condval_6 = (convert_float(cls_v0_local_ptr[0]));
            }
            condval_5 = condval_6;
          }
          condval_3 = condval_5;
        }
        condval_2 = condval_3;
      } else {
        condval_2 = 0.000000e+00f;
      }
      det_ptr[(((((convert_int(get_group_id(1))) * 393216) + ((convert_int(get_group_id(0))) * 1536)) + ((convert_int(get_local_id(0))) * 6)) + e)] = condval_2;
    }
  }
}

