// expect: mismatch
// task: l1_vector_add
// why: every element right, plus one store past the end of c; the guard tail after c catches it (out_of_bounds_write).
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    if (lo >= N) return;
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i];
    if (hi == N) c[N] = 0.0f;
}
