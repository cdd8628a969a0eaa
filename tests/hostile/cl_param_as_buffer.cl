// expect: contract_violation
// task: l1_vector_add
// why: passes N as a pointer; params are scalars (uint N).
// @plan
// pass vector_add threads(N, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, __global const uint* N) {
    uint i = get_global_id(0);
    if (i < N[0]) c[i] = a[i] + b[i];
}
