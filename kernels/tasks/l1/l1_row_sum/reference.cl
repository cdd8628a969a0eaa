// Reference (OpenCL C): one 64-work-item work-group per row, a grid-stride loop over rows when R
// exceeds the launch's 65,535 work-groups; strided partial sums and a __local tree reduction (the
// WGSL reference's algorithm).
// @plan
// pass row_sum threads(wg_x * min(R, 65535), 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void row_sum(__global const float* X, __global float* y, uint R, uint C) {
    __local float red[64];
    uint lid = get_local_id(0);
    for (uint r = get_group_id(0); r < R; r += get_num_groups(0)) {
        float acc = 0.0f;
        for (uint c = lid; c < C; c += 64) {
            acc += X[r * C + c];
        }
        red[lid] = acc;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint s = 32; s > 0; s >>= 1) {
            if (lid < s) {
                red[lid] = red[lid] + red[lid + s];
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }
        if (lid == 0) {
            y[r] = red[0];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
