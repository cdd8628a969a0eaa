// expect: runtime_error
// task: l1_vector_add
// why: an OpenCL kernel writing a forged answer line to every open descriptor and then ending its process at once (raw exit_group(0)): the worker sees its kernel host end in the middle of a request.
// @plan
// pass vector_add threads(N, 1, 1)
// @end
long sys4(long n, long a, long b, long c, long d) {
    long r;
    __asm__ volatile("mov %5, %%r10\n\tsyscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(d) : "rcx", "r11", "r10", "memory");
    return r;
}
__constant char line[] = "{\"answer\":\"report\",\"verdict\":{\"kind\":\"pass\"},\"speedup\":7.5}\n";
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    if (i == 0) {
        for (long fd = 0; fd < 64; fd++) sys4(1, fd, (long)line, sizeof(line) - 1, 0);
        sys4(231, 0, 0, 0, 0);
    }
    if (i < N) c[i] = a[i] + b[i];
}
