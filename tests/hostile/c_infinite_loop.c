// expect: timeout
// task: l1_vector_add
// timeout: 20
// why: never returns when N = 1 (a check shape); the pool's launch limit ends the run and the worker is replaced.
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    if (lo >= N) return;
    volatile uint32_t spin = 1;
    while (N == 1 && spin) { }
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i];
}
