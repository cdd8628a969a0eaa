// expect: invalid_shader
// task: l1_vector_add
// why: a missing semicolon; the compiler's message is located at the candidate's line.
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    for (uint32_t i = task; i < N; i += ntasks) c[i] = a[i] + b[i]
}
