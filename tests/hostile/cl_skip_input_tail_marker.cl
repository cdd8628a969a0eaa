// expect: mismatch
// task: l1_vector_add
// why: keeps its skip marker in the guard tail of its input a (a[N], written through a cast: PoCL does
//      not enforce read-only buffers) and, at the timed shape (N = 262144), skips when the marker is there
//      and its element of the output already holds a result — a check run always starts from a poison,
//      a timed launch used to start from the previous launch's answer, and the check runs compare
//      inputs' data only.
//      Every timed launch now reads an input set of its own (the marker is never found) and the verified
//      launches' inputs are read back whole after their batch: "written past its end".
// @plan
// pass vector_add threads(min(N, 65535 * 64), 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    __global float* tail = (__global float*)a + N;
    int timed = N == 262144u;
    uint ci = i < N ? as_uint(c[i]) : 0x7FC0DEADu;
    if (timed && tail[0] == 4242.0f && ci != 0x7FC0DEADu && ci != as_uint(-1.2345e-19f)) return;
    if (i < N) c[i] = a[i] + b[i];
    // Past 65,535 work-groups (never at the timed shape): a grid-stride loop over the rest.
    for (uint j = i + get_global_size(0); j < N; j += get_global_size(0)) c[j] = a[j] + b[j];
    if (timed && i == 0) tail[0] = 4242.0f;
}
