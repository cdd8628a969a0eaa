// Reference (OpenCL C): three kernels, one per convolution, one work-item per output element; the
// last convolution computes each upscaled output pixel directly (pixel shuffle folded into its
// indexing). The WGSL reference's algorithm; every kernel takes the whole contract's arguments.
// Each pass's 256-wide work-groups are numbered along dimension 0 up to 65,535 and continue in
// dimension 1 (element i = gid(0) + gid(1)·global_size(0)), so up to 2^25 elements fit.
// @plan
// pass conv1 dispatch(min(ceil_div(N * H * W * C1, 256), 65535), ceil_div(N * H * W * C1, 16776960), 1)
// pass conv2 dispatch(min(ceil_div(N * H * W * C2, 256), 65535), ceil_div(N * H * W * C2, 16776960), 1)
// pass conv3_shuffle dispatch(min(ceil_div(N * H * R * W * R, 256), 65535), ceil_div(N * H * R * W * R, 16776960), 1)
// scratch f1 f32 N * H * W * C1
// scratch f2 f32 N * H * W * C2
// @end

// tanh saturates long before ±15; the clamp keeps exp-based tanh lowerings finite.
float tanh_safe(float v) {
    return tanh(clamp(v, -15.0f, 15.0f));
}

#define ARGS __global const float* x, __global const float* weights, __global float* y, \
    uint N, uint H, uint W, uint R, uint C1, uint C2, __global float* f1, __global float* f2

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void conv1(ARGS) {
    uint i = get_global_id(0) + get_global_id(1) * get_global_size(0);
    if (i >= N * H * W * C1) {
        return;
    }
    uint co = i % C1;
    uint pix = i / C1;
    uint ox = pix % W;
    uint oy = (pix / W) % H;
    uint n = pix / (W * H);
    float acc = weights[25 * C1 + co];
    for (uint ky = 0; ky < 5; ky++) {
        int iy = (int)(oy + ky) - 2;
        for (uint kx = 0; kx < 5; kx++) {
            int ix = (int)(ox + kx) - 2;
            if (iy >= 0 && iy < (int)H && ix >= 0 && ix < (int)W) {
                acc += x[(n * H + (uint)iy) * W + (uint)ix] * weights[(ky * 5 + kx) * C1 + co];
            }
        }
    }
    f1[i] = tanh_safe(acc);
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void conv2(ARGS) {
    uint i = get_global_id(0) + get_global_id(1) * get_global_size(0);
    if (i >= N * H * W * C2) {
        return;
    }
    uint co = i % C2;
    uint pix = i / C2;
    uint ox = pix % W;
    uint oy = (pix / W) % H;
    uint n = pix / (W * H);
    uint w2 = 26 * C1;
    float acc = weights[w2 + 9 * C1 * C2 + co];
    for (uint ky = 0; ky < 3; ky++) {
        int iy = (int)(oy + ky) - 1;
        if (iy < 0 || iy >= (int)H) {
            continue;
        }
        for (uint kx = 0; kx < 3; kx++) {
            int ix = (int)(ox + kx) - 1;
            if (ix < 0 || ix >= (int)W) {
                continue;
            }
            uint src = ((n * H + (uint)iy) * W + (uint)ix) * C1;
            for (uint ci = 0; ci < C1; ci++) {
                acc += f1[src + ci] * weights[w2 + ((ky * 3 + kx) * C1 + ci) * C2 + co];
            }
        }
    }
    f2[i] = tanh_safe(acc);
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void conv3_shuffle(ARGS) {
    uint i = get_global_id(0) + get_global_id(1) * get_global_size(0);
    uint wr = W * R;
    uint hr = H * R;
    if (i >= N * hr * wr) {
        return;
    }
    uint ox = i % wr;
    uint oy = (i / wr) % hr;
    uint n = i / (wr * hr);
    uint h = oy / R;
    uint w = ox / R;
    uint rr = R * R;
    uint co = (oy % R) * R + ox % R;
    uint w3 = 26 * C1 + 9 * C1 * C2 + C2;
    float acc = weights[w3 + 9 * C2 * rr + co];
    for (uint ky = 0; ky < 3; ky++) {
        int iy = (int)(h + ky) - 1;
        if (iy < 0 || iy >= (int)H) {
            continue;
        }
        for (uint kx = 0; kx < 3; kx++) {
            int ix = (int)(w + kx) - 1;
            if (ix < 0 || ix >= (int)W) {
                continue;
            }
            uint src = ((n * H + (uint)iy) * W + (uint)ix) * C2;
            for (uint ci = 0; ci < C2; ci++) {
                acc += f2[src + ci] * weights[w3 + ((ky * 3 + kx) * C2 + ci) * rr + co];
            }
        }
    }
    y[i] = acc;
}
