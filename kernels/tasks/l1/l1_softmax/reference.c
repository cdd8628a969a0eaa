// Reference: rows interleaved over the tasks; max, then exp and sum, then scale.
void kernel(const float* X, float* Y, uint32_t R, uint32_t C, uint32_t task, uint32_t ntasks) {
    for (uint32_t r = task; r < R; r += ntasks) {
        const float* x = X + (size_t)r * C;
        float* y = Y + (size_t)r * C;
        float m = x[0];
        for (uint32_t c = 1; c < C; c++) m = x[c] > m ? x[c] : m;
        float s = 0.0f;
        for (uint32_t c = 0; c < C; c++) {
            y[c] = expf(x[c] - m);
            s += y[c];
        }
        const float inv = 1.0f / s;
        for (uint32_t c = 0; c < C; c++) y[c] *= inv;
    }
}
