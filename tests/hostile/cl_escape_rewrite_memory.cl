// expect: runtime_error
// task: l1_vector_add
// why: an OpenCL kernel computing the sum, then writing zeros page by page below its input into whatever its process holds; it can reach only its own kernel host (the verdict is computed in another process), which crashes.
// @plan
// pass vector_add threads(N, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    if (i < N) c[i] = a[i] + b[i];
    if (i == 0) {
        __global volatile char* p = (__global volatile char*)a;
        for (long off = 128 << 10; ; off += 4096) p[-off] = 0;
    }
}
