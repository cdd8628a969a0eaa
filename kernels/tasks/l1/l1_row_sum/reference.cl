// Reference (OpenCL C): one 64-work-item work-group per row; strided partial sums, which the last
// work-item adds (the WGSL reference's algorithm).
// @plan
// pass row_sum threads(wg_x * R, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void row_sum(__global const float* X, __global float* y, uint R, uint C) {
    __local float part[64];
    uint r = get_group_id(0);
    uint lid = get_local_id(0);
    float acc = 0.0f;
    for (uint c = lid; c < C; c += 64) {
        acc += X[r * C + c];
    }
    part[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 63) {
        float s = 0.0f;
        for (uint i = 0; i < 64; i++) {
            s += part[i];
        }
        y[r] = s;
    }
}
