// expect: contract_violation
// task: l1_vector_add
// why: 32 KiB of __local memory; the ceiling is 16 KiB like WGSL's workgroup storage.
// @plan
// pass vector_add threads(N, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    __local float big[8192];
    uint i = get_global_id(0);
    uint l = get_local_id(0);
    big[l * 128] = (i < N) ? a[i] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i < N) c[i] = big[l * 128] + b[i];
}
