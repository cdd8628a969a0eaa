// Reference (OpenCL C): one work-item per output element, 16×16 work-groups, K loop from global
// memory (the WGSL reference's algorithm).
// @plan
// pass gemm threads(N, M, 1)
// @end
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void gemm(__global const float* A, __global const float* B, __global float* C, uint M, uint N, uint K) {
    uint n = get_global_id(0);
    uint m = get_global_id(1);
    if (m >= M || n >= N) {
        return;
    }
    float acc = 0.0f;
    for (uint k = 0; k < K; k++) {
        acc += A[m * K + k] * B[k * N + n];
    }
    C[m * N + n] = acc;
}
