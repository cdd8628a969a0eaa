// expect: runtime_error
// task: l1_vector_add
// why: an OpenCL kernel opening a TCP socket to 127.0.0.1 (raw socket + connect); sockets are denied to a kernel host from its start (SIGSYS), and its network namespace has only its own lo (cli/tests/hostile.rs listens on the port).
// @plan
// pass vector_add threads(N, 1, 1)
// @end
#define EKB_CANARY_PORT 47913
long sys4(long n, long a, long b, long c, long d) {
    long r;
    __asm__ volatile("mov %5, %%r10\n\tsyscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(d) : "rcx", "r11", "r10", "memory");
    return r;
}
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    uchar sa[16] = {2, 0, (EKB_CANARY_PORT >> 8) & 255, EKB_CANARY_PORT & 255, 127, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0};
    long s = sys4(41, 2, 1, 0, 0);
    long r = s >= 0 ? sys4(42, s, (long)sa, 16, 0) : -1;
    if (i < N) c[i] = a[i] + b[i] + (float)(r & 0);
}
