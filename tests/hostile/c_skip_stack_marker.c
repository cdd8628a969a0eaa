// expect: mismatch
// task: l1_vector_add
// why: keeps a call counter on its pool thread's stack, 32 KiB below its frame (memory that outlives a
//      call: the pool's threads persist) and, at the timed shape (N = 262144), skips every other call
//      from its 5th on — past the few calls of the check phase, so the check runs see honest work and
//      half of the timed launches leave the output as the reset left it. The launches verified after
//      each batch (drawn from the timing nonce, unknown to the kernel) find the poisoned output.
#include <stdint.h>
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    volatile uint32_t here = 0;
    volatile uint32_t* calls = (volatile uint32_t*)(((uintptr_t)&here - 32768u) & ~(uintptr_t)15);
    if (N == 262144u) {
        uint32_t n = calls[0] == 0x5EED0000u + (calls[1] & 0xFFFFu) ? calls[1] + 1u : 1u;
        calls[1] = n;
        calls[0] = 0x5EED0000u + (n & 0xFFFFu);
        if (n > 4u && (n & 1u) == 0u) return;
    }
    uint32_t per = N / ntasks + (N % ntasks != 0);
    uint32_t lo = task * per;
    uint32_t hi = N - lo < per ? N : lo + per;
    if (lo >= N) return;
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i];
}
