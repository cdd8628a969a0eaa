// Reference: rows of C interleaved over the tasks; an f32 row accumulator (i-k-j order), rounded to
// _Float16 once at the end (N ≤ 4096, so the row fits the task's stack).
void kernel(const _Float16* A, const _Float16* B, _Float16* C, uint32_t M, uint32_t N, uint32_t K,
            uint32_t task, uint32_t ntasks) {
    float acc[4096];
    for (uint32_t m = task; m < M; m += ntasks) {
        for (uint32_t n = 0; n < N; n++) acc[n] = 0.0f;
        for (uint32_t k = 0; k < K; k++) {
            const float a = (float)A[(size_t)m * K + k];
            const _Float16* b = B + (size_t)k * N;
            for (uint32_t n = 0; n < N; n++) acc[n] += a * (float)b[n];
        }
        for (uint32_t n = 0; n < N; n++) C[(size_t)m * N + n] = (_Float16)acc[n];
    }
}
