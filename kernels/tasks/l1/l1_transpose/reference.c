// Reference: output rows (input columns) interleaved over the tasks, each gathered down a column of X.
void kernel(const float* X, float* Y, uint32_t R, uint32_t C, uint32_t task, uint32_t ntasks) {
    for (uint32_t c = task; c < C; c += ntasks) {
        float* out = Y + (size_t)c * R;
        for (uint32_t r = 0; r < R; r++) out[r] = X[(size_t)r * C + c];
    }
}
