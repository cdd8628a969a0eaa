// Reference (OpenCL C): one 64-work-item work-group per row; the row maximum and the sum of
// exponentials from 64 strided partials that every work-item combines, then a normalising sweep
// (the WGSL reference's algorithm).
// @plan
// pass softmax threads(wg_x * R, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void softmax(__global const float* X, __global float* Y, uint R, uint C) {
    __local float part[64];
    uint lid = get_local_id(0);
    uint base = get_group_id(0) * C;
    float m = -3.0e38f;
    for (uint c = lid; c < C; c += 64) {
        m = fmax(m, X[base + c]);
    }
    part[lid] = m;
    barrier(CLK_LOCAL_MEM_FENCE);
    float row_max = part[0];
    for (uint i = 1; i < 64; i++) {
        row_max = fmax(row_max, part[i]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float sum = 0.0f;
    for (uint c = lid; c < C; c += 64) {
        sum += exp(X[base + c] - row_max);
    }
    part[lid] = sum;
    barrier(CLK_LOCAL_MEM_FENCE);
    float total = 0.0f;
    for (uint i = 0; i < 64; i++) {
        total += part[i];
    }
    float inv = 1.0f / total;
    for (uint c = lid; c < C; c += 64) {
        Y[base + c] = exp(X[base + c] - row_max) * inv;
    }
}
