// expect: contract_violation
// task: l1_vector_add
// why: asks for 4096 work-items per work-group; the suite's ceiling is 256 (WebGPU's default limit).
// @plan
// pass vector_add threads(N, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(4096, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    if (i < N) c[i] = a[i] + b[i];
}
