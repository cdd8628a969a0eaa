// expect: runtime_error
// task: l1_vector_add
// why: opens a TCP socket to 127.0.0.1 (raw socket + connect); the kernel host dies by SIGSYS, and its network namespace has only its own lo (cli/tests/hostile.rs listens on the port and sees no connection).
#define EKB_CANARY_PORT 47913
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
    unsigned char sa[16] = {2, 0, (EKB_CANARY_PORT >> 8) & 255, EKB_CANARY_PORT & 255, 127, 0, 0, 1};
    long s = sys4(41, 2, 1, 0, 0);
    long r = s >= 0 ? sys4(42, s, (long)sa, 16, 0) : -1;
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i] + (float)(r & 0);
}
