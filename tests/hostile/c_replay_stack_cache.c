// expect: mismatch
// task: l1_row_sum
// why: caches its answers on its pool thread's stack, 64 KiB below its frame, keyed on a few input
//      elements (the signs of X[0] and X[1]: they tell two fixed input sets apart three times in four)
//      and the task, and at the timed shape (R = 128, C = 4096) replays a cached answer when the key is
//      there — from its 5th call on (a counter beside the cache), past the few calls of the check
//      phase, so the check runs see honest work. Timing alternated two fixed sets and every replay was
//      right. Every timed launch now reads a set no launch has read: the cache never holds its answer,
//      a key match replays a wrong one, and a verified timed launch finds it.
#include <stdint.h>
typedef struct { uint32_t magic; float y[128]; } entry;
typedef struct { uint32_t magic; uint32_t calls; entry e[4][16]; } cache_t;
void kernel(const float* X, float* y, uint32_t R, uint32_t C, uint32_t task, uint32_t ntasks) {
    volatile uint32_t here = 0;
    cache_t* cache = (cache_t*)(((uintptr_t)&here - 65536u) & ~(uintptr_t)63);
    int timed = R == 128u && C == 4096u && task < 16u;
    uint32_t key = (X[0] < 0.0f) | (X[1] < 0.0f) << 1;
    uint32_t tag = 0xCAC40000u + key * 256u + task;
    entry* hit = timed ? &cache->e[key][task] : 0;
    if (timed) {
        cache->calls = cache->magic == 0xCA11CA11u ? cache->calls + 1u : 1u;
        cache->magic = 0xCA11CA11u;
        if (cache->calls > 4u && hit->magic == tag) {
            for (uint32_t r = task; r < R; r += ntasks) y[r] = hit->y[r];
            return;
        }
    }
    for (uint32_t r = task; r < R; r += ntasks) {
        const float* row = X + (uint64_t)r * C;
        float s = 0.0f;
        for (uint32_t c = 0; c < C; c++) s += row[c];
        y[r] = s;
        if (timed) hit->y[r] = s;
    }
    if (timed) hit->magic = tag;
}
