// Function: l1_sad_block_search_kernel
__kernel void l1_sad_block_search_kernel(__global uint* restrict Cur_ptr, __global uint* restrict Ref_ptr, __global int* restrict cost_ptr, int B, int H, int R, int W);
__kernel void l1_sad_block_search_kernel_1(__global int* restrict best_ptr, __global int* restrict cost_ptr, int B, int H, int R, int W);
__kernel void l1_sad_block_search_kernel_2(__global int* restrict MV_ptr, __global int* restrict best_ptr, int B, int H, int W);
__kernel void l1_sad_block_search_kernel(__global uint* restrict Cur_ptr, __global uint* restrict Ref_ptr, __global int* restrict cost_ptr, int B, int H, int R, int W) {
  for (int v = 0; v < max((int)B, (int)1); ++v) {
    for (int u = 0; u < max((int)B, (int)1); ++u) {
      if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (((((max((int)(H - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1)) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) {
        if (((bool)(v == 0)) && ((bool)(u == 0))) {
          cost_ptr[(((((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) * ((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) / (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1)))) * ((max((int)R, (int)1) * 2) + 1)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) / ((max((int)R, (int)1) * 2) + 1))) * ((max((int)R, (int)1) * 2) + 1)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)R, (int)1) * 2) + 1)))] = 0;
        }
        int condval;
        if (((bool)(((bool)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + v) < H)) || ((bool)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + v) < 1)))) && ((bool)(((bool)(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) / (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + u) < W)) || ((bool)(((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) / (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + u) < 1))))) {
          int condval_1;
          if (0 <= ((convert_int(Cur_ptr[(min((int)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) / (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + u), (int)max((int)(W - 1), (int)0)) + (min((int)(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + v), (int)max((int)(H - 1), (int)0)) * max((int)W, (int)1)))])) - (convert_int(Ref_ptr[(max((int)min((int)((min((int)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) / (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + u), (int)max((int)(W - 1), (int)0)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)R, (int)1) * 2) + 1))) - max((int)R, (int)1)), (int)(W - 1)), (int)0) + (max((int)min((int)((min((int)(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + v), (int)max((int)(H - 1), (int)0)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) / ((max((int)R, (int)1) * 2) + 1))) - max((int)R, (int)1)), (int)(H - 1)), (int)0) * max((int)W, (int)1)))])))) {
            condval_1 = ((convert_int(Cur_ptr[(min((int)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) / (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + u), (int)max((int)(W - 1), (int)0)) + (min((int)(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + v), (int)max((int)(H - 1), (int)0)) * max((int)W, (int)1)))])) - (convert_int(Ref_ptr[(max((int)min((int)((min((int)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) / (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + u), (int)max((int)(W - 1), (int)0)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)R, (int)1) * 2) + 1))) - max((int)R, (int)1)), (int)(W - 1)), (int)0) + (max((int)min((int)((min((int)(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + v), (int)max((int)(H - 1), (int)0)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) / ((max((int)R, (int)1) * 2) + 1))) - max((int)R, (int)1)), (int)(H - 1)), (int)0) * max((int)W, (int)1)))])));
          } else {
            condval_1 = ((convert_int(Ref_ptr[(max((int)min((int)((min((int)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) / (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + u), (int)max((int)(W - 1), (int)0)) + (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((max((int)R, (int)1) * 2) + 1))) - max((int)R, (int)1)), (int)(W - 1)), (int)0) + (max((int)min((int)((min((int)(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + v), (int)max((int)(H - 1), (int)0)) + ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) / ((max((int)R, (int)1) * 2) + 1))) - max((int)R, (int)1)), (int)(H - 1)), (int)0) * max((int)W, (int)1)))])) - (convert_int(Cur_ptr[(min((int)((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) / (((max((int)R, (int)1) * 2) + 1) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + u), (int)max((int)(W - 1), (int)0)) + (min((int)(((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / ((((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)R, (int)1) * 2) + 1)) * ((max((int)R, (int)1) * 2) + 1))) * max((int)B, (int)1)) + v), (int)max((int)(H - 1), (int)0)) * max((int)W, (int)1)))])));
          }
          condval = condval_1;
        } else {
          condval = 0;
        }
        cost_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = (cost_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] + condval);
      }
    }
  }
}

// Function: l1_sad_block_search_kernel_1
__kernel void l1_sad_block_search_kernel(__global uint* restrict Cur_ptr, __global uint* restrict Ref_ptr, __global int* restrict cost_ptr, int B, int H, int R, int W);
__kernel void l1_sad_block_search_kernel_1(__global int* restrict best_ptr, __global int* restrict cost_ptr, int B, int H, int R, int W);
__kernel void l1_sad_block_search_kernel_2(__global int* restrict MV_ptr, __global int* restrict best_ptr, int B, int H, int W);
__kernel void l1_sad_block_search_kernel_1(__global int* restrict best_ptr, __global int* restrict cost_ptr, int B, int H, int R, int W) {
  for (int ky = 0; ky < ((max((int)R, (int)1) * 2) + 1); ++ky) {
    for (int kx = 0; kx < ((max((int)R, (int)1) * 2) + 1); ++kx) {
      if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < (((max((int)(H - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1))) {
        if (((bool)(ky == 0)) && ((bool)(kx == 0))) {
          best_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = 2147483647;
        }
        best_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = min((int)best_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))], (int)(((((cost_ptr[((((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) * ((max((int)R, (int)1) * 2) + 1)) + ky) * ((max((int)R, (int)1) * 2) + 1)) + kx)] * 4096) + (select((max((int)R, (int)1) - ky), (ky - max((int)R, (int)1)), (convert_int((0 <= (ky - max((int)R, (int)1)))))) * 128)) + (select((max((int)R, (int)1) - kx), (kx - max((int)R, (int)1)), (convert_int((0 <= (kx - max((int)R, (int)1)))))) * 4)) + ((convert_int((0 < (ky - max((int)R, (int)1))))) * 2)) + (convert_int((0 < (kx - max((int)R, (int)1)))))));
      }
    }
  }
}

// Function: l1_sad_block_search_kernel_2
__kernel void l1_sad_block_search_kernel(__global uint* restrict Cur_ptr, __global uint* restrict Ref_ptr, __global int* restrict cost_ptr, int B, int H, int R, int W);
__kernel void l1_sad_block_search_kernel_1(__global int* restrict best_ptr, __global int* restrict cost_ptr, int B, int H, int R, int W);
__kernel void l1_sad_block_search_kernel_2(__global int* restrict MV_ptr, __global int* restrict best_ptr, int B, int H, int W);
__kernel void l1_sad_block_search_kernel_2(__global int* restrict MV_ptr, __global int* restrict best_ptr, int B, int H, int W) {
  if (((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) < ((((max((int)(H - 1), (int)0) / max((int)B, (int)1)) + 1) * ((max((int)(W - 1), (int)0) / max((int)B, (int)1)) + 1)) * 3)) {
    int condval;
    if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % 3) == 0) {
      int condval_1;
      if (0 < (best_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3)] & 1)) {
        condval_1 = ((best_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3)] >> 2) & 31);
      } else {
        condval_1 = (0 - ((best_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3)] >> 2) & 31));
      }
      condval = condval_1;
    } else {
      int condval_2;
      if ((((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) % 3) == 1) {
        int condval_3;
        if (0 < (best_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3)] & 2)) {
          condval_3 = ((best_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3)] >> 7) & 31);
        } else {
          condval_3 = (0 - ((best_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3)] >> 7) & 31));
        }
        condval_2 = condval_3;
      } else {
        condval_2 = (best_ptr[(((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0)))) / 3)] >> 12);
      }
      condval = condval_2;
    }
    MV_ptr[((((convert_int(get_group_id(1))) * 65536) + ((convert_int(get_group_id(0))) * 256)) + (convert_int(get_local_id(0))))] = condval;
  }
}

