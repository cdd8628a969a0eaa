// Reference (OpenCL C): one work-item per element, one global atomic_inc each (`hist` starts at
// zero: the task's init = "zero").
// @plan
// pass histogram threads(N, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void histogram(__global const uint* x, __global uint* hist, uint N, uint B) {
    uint i = get_global_id(0);
    if (i < N) {
        atomic_inc(&hist[min(x[i], B - 1)]);
    }
}
