// expect: runtime_error
// task: l1_vector_add
// why: computes the sum, then writes zeros page by page below its input, past the guard, into whatever its process holds; it can reach only its own kernel host (the verdict is computed in another process), which crashes.
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    if (lo >= N) return;
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i];
    if (task == 0) {
        volatile char* p = (volatile char*)a;
        for (long off = 128 << 10; ; off += 4096) p[-off] = 0;
    }
}
