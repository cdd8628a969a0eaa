// expect: mismatch
// task: l1_vector_add
// why: counts its calls at the timed shape (N = 262144) on its pool thread's stack, and from the second
//      on — the timed launches, after the one check run — keeps its skip marker in c's guard tail (c[N]),
//      skipping whenever the marker is there: the tail survived between timed launches while only the
//      data was checked. The tail is now restored before every launch (the marker is never found) and
//      checked in every verified timed launch: "written past its end during a timed launch".
#include <stdint.h>
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    volatile uint32_t here = 0;
    volatile uint32_t* calls = (volatile uint32_t*)(((uintptr_t)&here - 40960u) & ~(uintptr_t)15);
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    int timed = 0;
    if (N == 262144u) {
        uint32_t n = calls[0] == 0xCA110000u + (calls[1] & 0xFFFFu) ? calls[1] + 1u : 1u;
        calls[1] = n;
        calls[0] = 0xCA110000u + (n & 0xFFFFu);
        timed = n > 1u;
    }
    if (timed && c[N] == 12345.0f) return;
    if (lo < N) {
        for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i];
    }
    if (timed && task == 0) c[N] = 12345.0f;
}
