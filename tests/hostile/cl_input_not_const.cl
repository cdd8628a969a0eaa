// expect: contract_violation
// task: l1_vector_add
// why: declares input a as a writable buffer (__global float*); inputs are __global const T*.
// @plan
// pass vector_add threads(N, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    if (i < N) c[i] = a[i] + b[i];
}
