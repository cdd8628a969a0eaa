// Reference (OpenCL C): one 256-work-item work-group per row; the sum is written once, then two
// __local tree reductions (mean, then the sum of squared deviations) and a normalising sweep
// (the WGSL reference's algorithm).
// @plan
// pass residual_layernorm dispatch(T, 1, 1)
// @end
float reduce_sum(__local float* red, uint lid, float v) {
    red[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = 128; s > 0; s >>= 1) {
        if (lid < s) {
            red[lid] += red[lid + s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float total = red[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    return total;
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void residual_layernorm(__global const float* X, __global const float* R, __global const float* gamma,
                        __global const float* beta, __global float* h, __global float* y, uint T, uint D, float eps) {
    __local float red[256];
    uint lid = get_local_id(0);
    uint base = get_group_id(0) * D;
    float s = 0.0f;
    for (uint j = lid; j < D; j += 256) {
        float v = X[base + j] + R[base + j];
        h[base + j] = v;
        s += v;
    }
    float mu = reduce_sum(red, lid, s) / (float)D;
    float q = 0.0f;
    for (uint j = lid; j < D; j += 256) {
        float d = h[base + j] - mu;
        q += d * d;
    }
    float inv = rsqrt(reduce_sum(red, lid, q) / (float)D + eps);
    for (uint j = lid; j < D; j += 256) {
        y[base + j] = (h[base + j] - mu) * inv * gamma[j] + beta[j];
    }
}
