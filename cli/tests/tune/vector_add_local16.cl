// l1_vector_add in OpenCL C with its work-group size in the plan (`local(16, 1, 1)`, no
// `reqd_work_group_size`), for `ekb tune` (cli/tests/tune.rs): a grid-stride loop past 65,535
// work-groups of 16, so every local size is correct.
// @plan
// pass vector_add threads(min(N, 65535 * 16), 1, 1) local(16, 1, 1)
// @end
__kernel void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    for (uint i = get_global_id(0); i < N; i += get_global_size(0)) {
        c[i] = a[i] + b[i];
    }
}
