// Function: l1_embedding_bag_kernel
__kernel void l1_embedding_bag_kernel(__global uint* restrict indices_ptr, __global uint* restrict offsets_ptr, __global float* restrict out_ptr, __global float* restrict table_ptr, __global float* restrict weight_ptr, int B, int D, int MODE);
__kernel void l1_embedding_bag_kernel(__global uint* restrict indices_ptr, __global uint* restrict offsets_ptr, __global float* restrict out_ptr, __global float* restrict table_ptr, __global float* restrict weight_ptr, int B, int D, int MODE) {
  if (((bool)((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) < B)) && ((bool)((((convert_int(get_group_id(0))) * 32) + (convert_int(get_local_id(0)))) < D))) {
    for (int i = 0; i < (((convert_int(offsets_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)])) + 1) - (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))); ++i) {
      if ((i + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) == (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) {
        out_ptr[((((convert_int(get_group_id(0))) * 32) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))] = 0.000000e+00f;
      }
      float condval;
      if ((i + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))) < (convert_int(offsets_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)]))) {
        float condval_1;
        if (MODE == 0) {
          condval_1 = weight_ptr[(i + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))])))];
        } else {
          condval_1 = (1.000000e+00f / (convert_float(((convert_int(offsets_ptr[((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) + 1)])) - (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))]))))));
        }
        condval = (condval_1 * table_ptr[((((convert_int(get_group_id(0))) * 32) + ((convert_int(indices_ptr[(i + (convert_int(offsets_ptr[(((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1))))])))])) * D)) + (convert_int(get_local_id(0))))]);
      } else {
        condval = 0.000000e+00f;
      }
      out_ptr[((((convert_int(get_group_id(0))) * 32) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))] = (out_ptr[((((convert_int(get_group_id(0))) * 32) + ((((convert_int(get_group_id(1))) * 8) + (convert_int(get_local_id(1)))) * D)) + (convert_int(get_local_id(0))))] + condval);
    }
  }
}

