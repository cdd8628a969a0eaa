// expect: runtime_error
// task: l1_vector_add
// why: an OpenCL kernel creating and writing a file (raw openat with O_CREAT, then write); the sealed kernel host dies by SIGSYS, and its /tmp is a private tmpfs (cli/tests/hostile.rs checks the canary path on the host).
// @plan
// pass vector_add threads(N, 1, 1)
// @end
#define EKB_CANARY_PATH "/tmp/ekb-hostile-canary"
long sys4(long n, long a, long b, long c, long d) {
    long r;
    __asm__ volatile("mov %5, %%r10\n\tsyscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(d) : "rcx", "r11", "r10", "memory");
    return r;
}
__constant char path[] = EKB_CANARY_PATH;
__constant char text[] = "escaped\n";
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    long fd = sys4(257, -100, (long)path, 0101 | 01000, 0644);
    if (fd >= 0) sys4(1, fd, (long)text, 8, 0);
    if (i < N) c[i] = a[i] + b[i] + (float)(fd & 0);
}
