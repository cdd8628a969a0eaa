// Reference (OpenCL C): eleven kernels, one per layer (conv1, four depthwise + pointwise pairs,
// pool, FC), one work-item per output element, activations in scratch buffers (the WGSL
// reference's algorithm; every kernel takes the whole contract's arguments).
// @plan
// pass conv1 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass dw0 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass pw0 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass dw1 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass pw1 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass dw2 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass pw2 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass dw3 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass pw3 threads(B * ((T + 1) / 2) * ((F + 1) / 2) * C, 1, 1)
// pass pool threads(B * C, 1, 1)
// pass fc threads(B * NCLS, 1, 1)
// scratch act f32 B * ((T + 1) / 2) * ((F + 1) / 2) * C
// scratch dwo f32 B * ((T + 1) / 2) * ((F + 1) / 2) * C
// scratch pooled f32 B * C
// @end

#define ARGS __global const float* mfcc, __global const float* weights, __global float* logits, \
    uint B, uint T, uint F, uint C, uint NCLS, __global float* act, __global float* dwo, __global float* pooled
#define T1 ((T + 1) / 2)
#define F1 ((F + 1) / 2)
#define LAYER_BASE(l) (41 * C + (l) * (11 * C + C * C))

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void conv1(ARGS) {
    uint i = get_global_id(0);
    if (i >= B * T1 * F1 * C) {
        return;
    }
    uint c = i % C;
    uint f = (i / C) % F1;
    uint t = (i / (C * F1)) % T1;
    uint b = i / (C * F1 * T1);
    int pt = (int)(((T1 - 1) * 2 + 10 - T) / 2);
    int pf = (int)(((F1 - 1) * 2 + 4 - F) / 2);
    float acc = weights[40 * C + c];
    for (uint ki = 0; ki < 10; ki++) {
        int ti = (int)(2 * t + ki) - pt;
        if (ti < 0 || ti >= (int)T) {
            continue;
        }
        for (uint kj = 0; kj < 4; kj++) {
            int fj = (int)(2 * f + kj) - pf;
            if (fj >= 0 && fj < (int)F) {
                acc += mfcc[(b * T + (uint)ti) * F + (uint)fj] * weights[(ki * 4 + kj) * C + c];
            }
        }
    }
    act[i] = fmax(acc, 0.0f);
}

void depthwise(uint l, uint i, __global const float* weights, __global const float* act, __global float* dwo,
               uint B, uint T, uint F, uint C) {
    if (i >= B * T1 * F1 * C) {
        return;
    }
    uint c = i % C;
    uint f = (i / C) % F1;
    uint t = (i / (C * F1)) % T1;
    uint b = i / (C * F1 * T1);
    uint base = LAYER_BASE(l);
    float acc = weights[base + 9 * C + c];
    for (uint ki = 0; ki < 3; ki++) {
        int ti = (int)(t + ki) - 1;
        for (uint kj = 0; kj < 3; kj++) {
            int fj = (int)(f + kj) - 1;
            if (ti >= 0 && ti < (int)T1 && fj >= 0 && fj < (int)F1) {
                acc += act[((b * T1 + (uint)ti) * F1 + (uint)fj) * C + c] * weights[base + (ki * 3 + kj) * C + c];
            }
        }
    }
    dwo[i] = fmax(acc, 0.0f);
}

void pointwise(uint l, uint i, __global const float* weights, __global const float* dwo, __global float* act,
               uint B, uint T, uint F, uint C) {
    if (i >= B * T1 * F1 * C) {
        return;
    }
    uint co = i % C;
    uint pix = i / C;
    uint w = LAYER_BASE(l) + 10 * C;
    float acc = weights[w + C * C + co];
    for (uint ci = 0; ci < C; ci++) {
        acc += dwo[pix * C + ci] * weights[w + ci * C + co];
    }
    act[i] = fmax(acc, 0.0f);
}

#define DW(name, l) __kernel __attribute__((reqd_work_group_size(256, 1, 1))) \
    void name(ARGS) { depthwise(l, get_global_id(0), weights, act, dwo, B, T, F, C); }
#define PW(name, l) __kernel __attribute__((reqd_work_group_size(256, 1, 1))) \
    void name(ARGS) { pointwise(l, get_global_id(0), weights, dwo, act, B, T, F, C); }
DW(dw0, 0) PW(pw0, 0)
DW(dw1, 1) PW(pw1, 1)
DW(dw2, 2) PW(pw2, 2)
DW(dw3, 3) PW(pw3, 3)

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void pool(ARGS) {
    uint i = get_global_id(0);
    if (i >= B * C) {
        return;
    }
    uint c = i % C;
    uint b = i / C;
    uint npix = T1 * F1;
    float acc = 0.0f;
    for (uint q = 0; q < npix; q++) {
        acc += act[(b * npix + q) * C + c];
    }
    pooled[i] = acc / (float)npix;
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void fc(ARGS) {
    uint i = get_global_id(0);
    if (i >= B * NCLS) {
        return;
    }
    uint k = i % NCLS;
    uint b = i / NCLS;
    uint w = LAYER_BASE(4);
    float acc = weights[w + C * NCLS + k];
    for (uint c = 0; c < C; c++) {
        acc += pooled[b * C + c] * weights[w + c * NCLS + k];
    }
    logits[i] = acc;
}
