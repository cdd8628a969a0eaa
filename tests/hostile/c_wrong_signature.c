// expect: contract_violation
// task: l1_vector_add
// why: takes the param N as a float; the generated prototype (uint32_t N) conflicts.
void kernel(const float* a, const float* b, float* c, float N, uint32_t task, uint32_t ntasks) {
    for (uint32_t i = task; i < (uint32_t)N; i += ntasks) c[i] = a[i] + b[i];
}
