// expect: contract_violation
// task: l1_vector_add
// why: a writable static keeps the first call's answer for later calls (a result cache across launches); the ELF check refuses writable statics.
static float cache[4096];
static uint32_t filled;
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    if (lo >= N) return;
    for (uint32_t i = lo; i < hi; i++) {
        if (i < 4096 && filled > 0) { c[i] = cache[i]; continue; }
        c[i] = a[i] + b[i];
        if (i < 4096) cache[i] = c[i];
    }
    filled = 1;
}
