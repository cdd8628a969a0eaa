// expect: runtime_error
// task: l1_vector_add
// why: a raw getpid system call from inline assembly (no import to refuse); the kernel threads' seccomp filter kills the worker with SIGSYS.
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    if (lo >= N) return;
    long ret;
    __asm__ volatile("syscall" : "=a"(ret) : "a"(39L) : "rcx", "r11", "memory");
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i] + (float)(ret & 0);
}
