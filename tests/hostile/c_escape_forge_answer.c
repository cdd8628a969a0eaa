// expect: runtime_error
// task: l1_vector_add
// why: writes a forged passing answer line to every open descriptor (raw write), then computes the right sum; the kernel threads may not write (SIGSYS), and no descriptor of a kernel host leads to the runner's answers.
static inline long sys4(long n, long a, long b, long c, long d) {
    long r;
    register long r10 __asm__("r10") = d;
    __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10) : "rcx", "r11", "memory");
    return r;
}
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    if (lo >= N) return;
    static const char line[] = "{\"answer\":\"report\",\"verdict\":{\"kind\":\"pass\"},\"speedup\":7.5}\n";
    long w = 0;
    for (long fd = 0; fd < 64; fd++) w |= sys4(1, fd, (long)line, sizeof line - 1, 0);
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i] + (float)(w & 0);
}
