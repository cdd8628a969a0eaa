// expect: mismatch
// task: l1_vector_add
// why: skips every other timed launch with a marker in its own output bits: each work-group computes
//      when its first element of c holds one of the two poisons, marks the result (the lowest mantissa bit, within
//      the tolerance), and skips when it finds its mark — which survived between timed launches while
//      outputs kept their data. Outputs are now restored whole before every timed launch, so the mark is
//      never there; at the timed shape (N = 262144) it then skips on a coin drawn from its inputs (all a
//      kernel without a surviving mark can do), and the timed-shape check run or a verified timed
//      launch (drawn from the timing nonce) finds a poisoned output.
// @plan
// pass vector_add threads(min(N, 65535 * 64), 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    uint i = get_global_id(0);
    uint g = get_group_id(0) * 64;
    __local int skip;
    if (get_local_id(0) == 0) {
        uint first = as_uint(c[g]);
        int marked = first != 0x7FC0DEADu && first != as_uint(-1.2345e-19f) && (first & 1u) == 1u;
        int coin = N == 262144u && ((as_uint(a[0]) >> 9) & 1u);
        skip = marked || coin;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (skip) return;
    if (i < N) c[i] = a[i] + b[i];
    // Past 65,535 work-groups (never at the timed shape): a grid-stride loop over the rest.
    for (uint j = i + get_global_size(0); j < N; j += get_global_size(0)) c[j] = a[j] + b[j];
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (get_local_id(0) == 0 && g < N) c[g] = as_float(as_uint(c[g]) | 1u);
}
