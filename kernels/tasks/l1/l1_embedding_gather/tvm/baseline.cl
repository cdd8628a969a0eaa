// Function: l1_embedding_gather_kernel
__kernel void l1_embedding_gather_kernel(__global uint* restrict ids_ptr, __global float* restrict out_ptr, __global float* restrict table_ptr, int D, int T);
__kernel void l1_embedding_gather_kernel(__global uint* restrict ids_ptr, __global float* restrict out_ptr, __global float* restrict table_ptr, int D, int T) {
  for (int i_j_fused_1 = 0; i_j_fused_1 < 4; ++i_j_fused_1) {
    if (((((convert_int(get_group_id(0))) * 1024) + (i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) < (T * D)) {
      int rmod = (((((convert_int(get_group_id(0))) * 1024) + (i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % D);
      int rdiv = (((((convert_int(get_group_id(0))) * 1024) + (i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) / D);
      int rmod_1 = (((((convert_int(get_group_id(0))) * 1024) + (i_j_fused_1 * 256)) + (convert_int(get_local_id(0)))) % D);
      out_ptr[((((convert_int(get_group_id(0))) * 1024) + (i_j_fused_1 * 256)) + (convert_int(get_local_id(0))))] = table_ptr[(((convert_int(ids_ptr[select((rdiv - 1), rdiv, (convert_int((((bool)(((bool)(D >= 0)) && ((bool)(rmod >= 0)))) || ((bool)(((bool)(D < 0)) && ((bool)(rmod <= 0))))))))])) * D) + select((rmod_1 + D), rmod_1, (convert_int((((bool)(((bool)(D >= 0)) && ((bool)(rmod_1 >= 0)))) || ((bool)(((bool)(D < 0)) && ((bool)(rmod_1 <= 0)))))))))];
    }
  }
}

