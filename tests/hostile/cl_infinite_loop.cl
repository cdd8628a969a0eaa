// expect: timeout
// task: l1_vector_add
// timeout: 15
// why: never ends when N = 1 (a check shape); pocl cannot stop a kernel, so the backend's wait limit gives timeout and the worker is replaced.
// @plan
// pass vector_add threads(N, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    volatile uint spin = 1;
    while (N == 1 && spin) { }
    if (i < N) c[i] = a[i] + b[i];
}
