// Reference: rows of C interleaved over the tasks; for each row, an axpy over B's rows (i-k-j order).
void kernel(const float* A, const float* B, float* C, uint32_t M, uint32_t N, uint32_t K,
            uint32_t task, uint32_t ntasks) {
    for (uint32_t m = task; m < M; m += ntasks) {
        float* c = C + (size_t)m * N;
        for (uint32_t n = 0; n < N; n++) c[n] = 0.0f;
        for (uint32_t k = 0; k < K; k++) {
            const float a = A[(size_t)m * K + k];
            const float* b = B + (size_t)k * N;
            for (uint32_t n = 0; n < N; n++) c[n] += a * b[n];
        }
    }
}
