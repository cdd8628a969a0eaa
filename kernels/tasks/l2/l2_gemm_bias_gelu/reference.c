// Reference: rows of Y interleaved over the tasks; i-k-j GEMM into the row, then bias and tanh-GELU.
void kernel(const float* X, const float* W, const float* b, float* Y, uint32_t M, uint32_t N, uint32_t K,
            uint32_t task, uint32_t ntasks) {
    for (uint32_t m = task; m < M; m += ntasks) {
        float* y = Y + (size_t)m * N;
        for (uint32_t n = 0; n < N; n++) y[n] = b[n];
        for (uint32_t k = 0; k < K; k++) {
            const float x = X[(size_t)m * K + k];
            const float* w = W + (size_t)k * N;
            for (uint32_t n = 0; n < N; n++) y[n] += x * w[n];
        }
        for (uint32_t n = 0; n < N; n++) {
            const float u = y[n];
            y[n] = 0.5f * u * (1.0f + tanhf(0.7978845608028654f * (u + 0.044715f * u * u * u)));
        }
    }
}
