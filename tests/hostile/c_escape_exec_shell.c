// expect: runtime_error
// task: l1_vector_add
// why: starts /bin/sh to write a file (raw fork + execve); the kernel host dies by SIGSYS at the fork, and a shell could see only the sandbox anyway (cli/tests/hostile.rs checks the canary path).
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
    const char* argv[] = {"/bin/sh", "-c", "echo escaped > " EKB_CANARY_PATH, 0};
    const char* envp[] = {0};
    long pid = sys4(57, 0, 0, 0, 0);
    if (pid == 0) { sys4(59, (long)argv[0], (long)argv, (long)envp, 0); sys4(60, 0, 0, 0, 0); }
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i] + (float)(pid & 0);
}
