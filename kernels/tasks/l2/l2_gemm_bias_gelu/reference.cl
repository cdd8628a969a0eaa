// Reference (OpenCL C): one work-item per output element, 16×16 work-groups, K loop from global
// memory, bias and GELU applied before the single store (the WGSL reference's algorithm).
// @plan
// pass gemm_bias_gelu threads(N, M, 1)
// @end
float gelu(float u) {
    // tanh saturates long before ±15; the clamp keeps exp-based tanh lowerings finite.
    float t = clamp(0.7978845608028654f * (u + 0.044715f * u * u * u), -15.0f, 15.0f);
    return 0.5f * u * (1.0f + tanh(t));
}

__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void gemm_bias_gelu(__global const float* X, __global const float* W, __global const float* b, __global float* Y,
                    uint M, uint N, uint K) {
    uint n = get_global_id(0);
    uint m = get_global_id(1);
    if (m >= M || n >= N) {
        return;
    }
    float acc = 0.0f;
    for (uint k = 0; k < K; k++) {
        acc += X[m * K + k] * W[k * N + n];
    }
    Y[m * N + n] = gelu(acc + b[n]);
}
