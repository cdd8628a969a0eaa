// Reference (OpenCL C): a grid-stride loop over min(N, 65535·64) work-items (at most 65,535
// work-groups of 64), one global atomic_inc per element (`hist` starts at zero: the task's
// init = "zero").
// @plan
// pass histogram threads(min(N, 4194240), 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void histogram(__global const uint* x, __global uint* hist, uint N, uint B) {
    for (uint i = get_global_id(0); i < N; i += get_global_size(0)) {
        atomic_inc(&hist[min(x[i], B - 1)]);
    }
}
