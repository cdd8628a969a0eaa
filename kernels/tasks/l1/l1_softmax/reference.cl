// Reference (OpenCL C): one 64-work-item work-group per row, a grid-stride loop over rows when R
// exceeds the launch's 65,535 work-groups; max, sum and normalise in three sweeps with __local
// tree reductions (the WGSL reference's algorithm).
// @plan
// pass softmax threads(wg_x * min(R, 65535), 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void softmax(__global const float* X, __global float* Y, uint R, uint C) {
    __local float red[64];
    uint lid = get_local_id(0);
    for (uint r = get_group_id(0); r < R; r += get_num_groups(0)) {
        uint base = r * C;
        float m = -3.0e38f;
        for (uint c = lid; c < C; c += 64) {
            m = fmax(m, X[base + c]);
        }
        red[lid] = m;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint s = 32; s > 0; s >>= 1) {
            if (lid < s) {
                red[lid] = fmax(red[lid], red[lid + s]);
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }
        float row_max = red[0];
        barrier(CLK_LOCAL_MEM_FENCE);
        float sum = 0.0f;
        for (uint c = lid; c < C; c += 64) {
            sum += exp(X[base + c] - row_max);
        }
        red[lid] = sum;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint s = 32; s > 0; s >>= 1) {
            if (lid < s) {
                red[lid] = red[lid] + red[lid + s];
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }
        float inv = 1.0f / red[0];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint c = lid; c < C; c += 64) {
            Y[base + c] = exp(X[base + c] - row_max) * inv;
        }
    }
}
