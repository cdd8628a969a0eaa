// Reference: one clip per task (clips interleaved over the tasks), the eleven layers in two
// activation arrays on the task's stack (sized for the task's largest shape: T1 ≤ 32, F1 ≤ 8, C ≤ 64).
#define MAX_ACT (32 * 8 * 64)

static inline float relu(float v) { return v > 0.0f ? v : 0.0f; }

void kernel(const float* mfcc, const float* weights, float* logits, uint32_t B, uint32_t T, uint32_t F,
            uint32_t C, uint32_t NCLS, uint32_t task, uint32_t ntasks) {
    const int T1 = (int)(T + 1) / 2, F1 = (int)(F + 1) / 2, Cn = (int)C;
    const int pt = ((T1 - 1) * 2 + 10 - (int)T) / 2, pf = ((F1 - 1) * 2 + 4 - (int)F) / 2;
    float act[MAX_ACT], dwo[MAX_ACT], g[64];
    for (uint32_t b = task; b < B; b += ntasks) {
        const float* x = mfcc + (size_t)b * T * F;
        const float* w1 = weights;
        const float* b1 = weights + 40 * Cn;
        for (int t = 0; t < T1; t++)
            for (int f = 0; f < F1; f++)
                for (int c = 0; c < Cn; c++) {
                    float s = b1[c];
                    for (int i = 0; i < 10; i++) {
                        const int ti = 2 * t + i - pt;
                        if (ti < 0 || ti >= (int)T) continue;
                        for (int j = 0; j < 4; j++) {
                            const int fj = 2 * f + j - pf;
                            if (fj < 0 || fj >= (int)F) continue;
                            s += x[ti * (int)F + fj] * w1[(i * 4 + j) * Cn + c];
                        }
                    }
                    act[(t * F1 + f) * Cn + c] = relu(s);
                }
        for (int l = 0; l < 4; l++) {
            const float* wdw = weights + 41 * Cn + l * (11 * Cn + Cn * Cn);
            const float* bdw = wdw + 9 * Cn;
            const float* wpw = bdw + Cn;
            const float* bpw = wpw + Cn * Cn;
            for (int t = 0; t < T1; t++)
                for (int f = 0; f < F1; f++)
                    for (int c = 0; c < Cn; c++) {
                        float s = bdw[c];
                        for (int i = 0; i < 3; i++) {
                            const int ti = t + i - 1;
                            if (ti < 0 || ti >= T1) continue;
                            for (int j = 0; j < 3; j++) {
                                const int fj = f + j - 1;
                                if (fj < 0 || fj >= F1) continue;
                                s += act[(ti * F1 + fj) * Cn + c] * wdw[(i * 3 + j) * Cn + c];
                            }
                        }
                        dwo[(t * F1 + f) * Cn + c] = relu(s);
                    }
            for (int p = 0; p < T1 * F1; p++)
                for (int co = 0; co < Cn; co++) {
                    float s = bpw[co];
                    for (int ci = 0; ci < Cn; ci++) s += dwo[p * Cn + ci] * wpw[ci * Cn + co];
                    act[p * Cn + co] = relu(s);
                }
        }
        for (int c = 0; c < Cn; c++) {
            float s = 0.0f;
            for (int p = 0; p < T1 * F1; p++) s += act[p * Cn + c];
            g[c] = s / (float)(T1 * F1);
        }
        const float* wfc = weights + 41 * Cn + 4 * (11 * Cn + Cn * Cn);
        const float* bfc = wfc + Cn * (int)NCLS;
        for (uint32_t k = 0; k < NCLS; k++) {
            float s = bfc[k];
            for (int c = 0; c < Cn; c++) s += g[c] * wfc[c * (int)NCLS + (int)k];
            logits[(size_t)b * NCLS + k] = s;
        }
    }
}
