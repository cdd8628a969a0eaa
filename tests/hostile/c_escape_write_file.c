// expect: runtime_error
// task: l1_vector_add
// why: creates and writes a file (raw openat with O_CREAT, then write); the kernel host dies by SIGSYS, and its /tmp is a private tmpfs: nothing reaches the host (cli/tests/hostile.rs checks the canary path).
#define EKB_CANARY_PATH "/tmp/ekb-hostile-canary"
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
    long fd = sys4(257, -100, (long)EKB_CANARY_PATH, 0101 | 01000, 0644);
    if (fd >= 0) sys4(1, fd, (long)"escaped\n", 8, 0);
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i] + (float)(fd & 0);
}
