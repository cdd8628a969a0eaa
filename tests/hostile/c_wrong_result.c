// expect: mismatch
// task: l1_vector_add
// why: subtracts instead of adding.
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    for (uint32_t i = task; i < N; i += ntasks) c[i] = a[i] - b[i];
}
