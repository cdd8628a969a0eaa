// Function: l1_gelu_kernel
//----------------------------------------
// Function: l1_gelu_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_gelu_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = ((5.000000e-01f * x_ptr[((v__1 * 256i) + i32(threadIdx.x))]) * (1.000000e+00f + select(((exp((2.000000e+00f * (7.978846e-01f * fma(((4.471500e-02f * x_ptr[((v__1 * 256i) + i32(threadIdx.x))]) * x_ptr[((v__1 * 256i) + i32(threadIdx.x))]), x_ptr[((v__1 * 256i) + i32(threadIdx.x))], x_ptr[((v__1 * 256i) + i32(threadIdx.x))])))) - 1.000000e+00f) / (exp((2.000000e+00f * (7.978846e-01f * fma(((4.471500e-02f * x_ptr[((v__1 * 256i) + i32(threadIdx.x))]) * x_ptr[((v__1 * 256i) + i32(threadIdx.x))]), x_ptr[((v__1 * 256i) + i32(threadIdx.x))], x_ptr[((v__1 * 256i) + i32(threadIdx.x))])))) + 1.000000e+00f)), ((1.000000e+00f - exp((-2.000000e+00f * (7.978846e-01f * fma(((4.471500e-02f * x_ptr[((v__1 * 256i) + i32(threadIdx.x))]) * x_ptr[((v__1 * 256i) + i32(threadIdx.x))]), x_ptr[((v__1 * 256i) + i32(threadIdx.x))], x_ptr[((v__1 * 256i) + i32(threadIdx.x))]))))) / (1.000000e+00f + exp((-2.000000e+00f * (7.978846e-01f * fma(((4.471500e-02f * x_ptr[((v__1 * 256i) + i32(threadIdx.x))]) * x_ptr[((v__1 * 256i) + i32(threadIdx.x))]), x_ptr[((v__1 * 256i) + i32(threadIdx.x))], x_ptr[((v__1 * 256i) + i32(threadIdx.x))])))))), ((7.978846e-01f * fma(((4.471500e-02f * x_ptr[((v__1 * 256i) + i32(threadIdx.x))]) * x_ptr[((v__1 * 256i) + i32(threadIdx.x))]), x_ptr[((v__1 * 256i) + i32(threadIdx.x))], x_ptr[((v__1 * 256i) + i32(threadIdx.x))])) >= 0.000000e+00f))));
  }
}


