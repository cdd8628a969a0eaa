// Reference: rows interleaved over the tasks, each summed left to right in f32.
void kernel(const float* X, float* y, uint32_t R, uint32_t C, uint32_t task, uint32_t ntasks) {
    for (uint32_t r = task; r < R; r += ntasks) {
        const float* row = X + (size_t)r * C;
        float s = 0.0f;
        for (uint32_t c = 0; c < C; c++) s += row[c];
        y[r] = s;
    }
}
