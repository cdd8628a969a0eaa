// expect: runtime_error
// task: l1_vector_add
// why: PoCL compiles inline assembly and runs the kernel on threads of its process: this one reads /etc/passwd with raw openat + read; the sealed kernel host dies by SIGSYS at the openat, and /etc is not in its sandbox anyway.
// @plan
// pass vector_add threads(N, 1, 1)
// @end
long sys4(long n, long a, long b, long c, long d) {
    long r;
    __asm__ volatile("mov %5, %%r10\n\tsyscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(d) : "rcx", "r11", "r10", "memory");
    return r;
}
__constant char path[] = "/etc/passwd";
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    char buf[64];
    long fd = sys4(257, -100, (long)path, 0, 0);
    long n = fd >= 0 ? sys4(0, fd, (long)buf, 64, 0) : 0;
    if (i < N) c[i] = a[i] + b[i] + (float)((n > 0 ? buf[0] : 0) & 0);
}
