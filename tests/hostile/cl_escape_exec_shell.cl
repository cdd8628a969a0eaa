// expect: runtime_error
// task: l1_vector_add
// why: an OpenCL kernel starting /bin/sh to write a file (raw fork + execve); the sealed kernel host dies by SIGSYS at the fork (cli/tests/hostile.rs checks the canary path on the host).
// @plan
// pass vector_add threads(N, 1, 1)
// @end
#define EKB_CANARY_PATH "/tmp/ekb-hostile-canary"
long sys4(long n, long a, long b, long c, long d) {
    long r;
    __asm__ volatile("mov %5, %%r10\n\tsyscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(d) : "rcx", "r11", "r10", "memory");
    return r;
}
__constant char sh[] = "/bin/sh";
__constant char dash_c[] = "-c";
__constant char cmd[] = "echo escaped > " EKB_CANARY_PATH;
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    long argv[4] = {(long)sh, (long)dash_c, (long)cmd, 0};
    long envp[1] = {0};
    long pid = sys4(57, 0, 0, 0, 0);
    if (pid == 0) { sys4(59, (long)sh, (long)argv, (long)envp, 0); sys4(60, 0, 0, 0, 0); }
    if (i < N) c[i] = a[i] + b[i] + (float)(pid & 0);
}
