// Reference (OpenCL C): a grid-stride loop over the elements, as in the WGSL reference; the
// launch is the task's default, min(N, 65535·256) work-items in work-groups of 256.
// @plan
// pass vector_add threads(min(N, 65535 * wg_x), 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint stride = get_global_size(0);
    for (uint i = get_global_id(0); i < N; i += stride) {
        c[i] = a[i] + b[i];
    }
}
