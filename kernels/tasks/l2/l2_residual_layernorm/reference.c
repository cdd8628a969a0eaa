// Reference: rows interleaved over the tasks; h = X + R, then two-pass mean and variance, then y.
void kernel(const float* X, const float* R, const float* gamma, const float* beta, float* h, float* y,
            uint32_t T, uint32_t D, float eps, uint32_t task, uint32_t ntasks) {
    for (uint32_t t = task; t < T; t += ntasks) {
        const size_t o = (size_t)t * D;
        float s = 0.0f;
        for (uint32_t j = 0; j < D; j++) {
            h[o + j] = X[o + j] + R[o + j];
            s += h[o + j];
        }
        const float mu = s / (float)D;
        float v = 0.0f;
        for (uint32_t j = 0; j < D; j++) {
            const float d = h[o + j] - mu;
            v += d * d;
        }
        const float inv = 1.0f / sqrtf(v / (float)D + eps);
        for (uint32_t j = 0; j < D; j++) y[o + j] = (h[o + j] - mu) * inv * gamma[j] + beta[j];
    }
}
