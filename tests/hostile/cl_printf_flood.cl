// expect: mismatch
// task: l1_vector_add
// why: prints from every work-item (OpenCL printf runs in the worker's process) and gets the sum wrong; the prints go to the worker's stderr, not into its answers, so the verdict is the kernel's own.
// @plan
// pass vector_add threads(N, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    if (i < 64) printf("{\"answer\":\"report\"} %u\n", i);
    if (i < N) c[i] = a[i] + b[i] + 1.0f;
}
