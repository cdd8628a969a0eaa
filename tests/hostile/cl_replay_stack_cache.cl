// expect: mismatch
// task: l1_row_sum
// why: caches its answers on the stack of PoCL's worker threads (a private pointer 64 KiB below its
//      frame: the threads persist across launches, and `__local` memory does not keep its contents),
//      keyed on a few input elements (the signs of X[0] and X[1]: they tell two fixed input sets apart
//      three times in four) and the row, and at the timed shape (R = 128, C = 4096) replays a cached
//      answer when the key is there — where timing alternated two fixed sets, every replay was right.
//      Every timed launch now reads a set no launch has read: the cache never holds its answer, a key
//      match replays a wrong one, and a verified timed launch finds it.
// @plan
// pass row_sum threads(R, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void row_sum(__global const float* X, __global float* y, uint R, uint C) {
    uint r = get_global_id(0);
    if (r >= R) return;
    int timed = R == 128u && C == 4096u;
    uint key = (X[0] < 0.0f) | (X[1] < 0.0f) << 1;
    volatile uint here = 0;
    volatile __private uint* mem = (volatile __private uint*)((((ulong)&here) - 65536) & ~(ulong)63);
    uint slot = key * 128u + r;
    uint tag = 0xCAC40000u + slot;
    if (timed && mem[slot] == tag) {
        y[r] = as_float(mem[512u + slot]);
        return;
    }
    float acc = 0.0f;
    for (uint c = 0; c < C; c++) acc += X[r * C + c];
    y[r] = acc;
    if (timed) {
        mem[512u + slot] = as_uint(acc);
        mem[slot] = tag;
    }
}
