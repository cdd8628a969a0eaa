// Reference: the N elements in ntasks contiguous chunks; y = x / (1 + exp(-x)).
void kernel(const float* x, float* y, uint32_t N, uint32_t task, uint32_t ntasks) {
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    if (lo >= N) return;
    uint32_t hi = N - lo < per ? N : lo + per;
    for (uint32_t i = lo; i < hi; i++) y[i] = x[i] / (1.0f + expf(-x[i]));
}
