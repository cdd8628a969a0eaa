// expect: mismatch
// task: l1_vector_add
// why: every element right, plus one store past the end of c (i <= N); the guard region after c catches it.
// @plan
// pass vector_add threads(N, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    if (i < N) c[i] = a[i] + b[i];
    if (i == 0) c[N] = 1.0f;
}
