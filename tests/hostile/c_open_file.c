// expect: contract_violation
// task: l1_vector_add
// why: reads a file from the kernel; fopen is not libm or a memory function, so the import is refused.
#include <stdio.h>
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    if (lo >= N) return;
    FILE* f = fopen("/etc/hostname", "r");
    if (f) fclose(f);
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i];
}
