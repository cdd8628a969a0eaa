// expect: runtime_error
// task: l1_vector_add
// why: reads /etc/passwd with raw openat + read system calls (inline assembly: no import to refuse); the kernel host's filters kill it with SIGSYS before the call, and /etc is not in its sandbox anyway.
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
    char buf[64];
    long fd = sys4(257, -100, (long)"/etc/passwd", 0, 0);
    long n = fd >= 0 ? sys4(0, fd, (long)buf, sizeof buf, 0) : 0;
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i] + (float)((n > 0 ? buf[0] : 0) & 0);
}
