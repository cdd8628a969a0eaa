// expect: contract_violation
// task: l1_vector_add
// why: code that runs when the library is loaded (a constructor) is refused before anything is loaded.
static volatile const int marker = 1;
__attribute__((constructor)) static void at_load(void) { (void)marker; }
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    if (lo >= N) return;
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i];
}
