// expect: contract_violation
// task: l1_vector_add
// why: aborts the process on a condition; abort is refused as an undefined symbol.
#include <stdlib.h>
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    if (lo >= N) return;
    for (uint32_t i = lo; i < hi; i++) {
        if (a[i] != a[i]) abort();
        c[i] = a[i] + b[i];
    }
}
