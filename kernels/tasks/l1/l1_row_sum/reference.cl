// Reference (OpenCL C): one work-item per row, a sequential loop over the columns (the mapping a
// simple code generator emits for a reduction without a schedule).
// @plan
// pass row_sum threads(R, 1, 1)
// @end
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void row_sum(__global const float* X, __global float* y, uint R, uint C) {
    uint r = get_global_id(0);
    if (r >= R) {
        return;
    }
    float acc = 0.0f;
    for (uint c = 0; c < C; c++) {
        acc += X[r * C + c];
    }
    y[r] = acc;
}
