// expect: mismatch
// task: l1_vector_add
// why: skips every other timed launch with a marker in its own output bits: it computes when its chunk
//      of c holds one of the two poisons and marks the result (the lowest mantissa bit of its first element, within
//      the tolerance), and skips when it finds its mark — which survived between timed launches while
//      outputs kept their data. Outputs are now restored whole before every timed launch, so the mark is
//      never there; at the timed shape (N = 262144) it then skips on a coin drawn from its inputs (all a
//      kernel without a surviving mark can do), and the timed-shape check run or a verified timed
//      launch (drawn from the timing nonce) finds a poisoned output.
#include <stdint.h>
#include <string.h>
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    if (lo >= N) return;
    uint32_t first, a0;
    memcpy(&first, &c[lo], 4);
    memcpy(&a0, &a[0], 4);
    float pb = -1.2345e-19f;
    uint32_t poison_b;
    memcpy(&poison_b, &pb, 4);
    int marked = first != 0x7FC0DEADu && first != poison_b && (first & 1u) == 1u;
    if (marked) return;
    if (N == 262144u && ((a0 >> 9) & 1u)) return;
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i];
    memcpy(&first, &c[lo], 4);
    first |= 1u;
    memcpy(&c[lo], &first, 4);
}
