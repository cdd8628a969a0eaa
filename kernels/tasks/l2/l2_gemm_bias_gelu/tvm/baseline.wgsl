// Function: l2_gemm_bias_gelu_kernel
//----------------------------------------
// Function: l2_gemm_bias_gelu_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> W_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> Y_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> b_ptr : array<f32>;

struct PODArgs {
  K: i32,
  M: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_gemm_bias_gelu_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var matmul_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.K; ax0++) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.N);
    if (select((rdiv - 1i), rdiv, (((podArgs.N >= 0i) && (rmod >= 0i)) || ((podArgs.N < 0i) && (rmod <= 0i)))) < podArgs.M) {
      if (ax0 == 0i) {
        matmul_local[0i] = 0.000000e+00f;
      }
      let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
      let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.N);
      let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
      matmul_local[0i] = fma(X_ptr[((select((rdiv_1 - 1i), rdiv_1, (((podArgs.N >= 0i) && (rmod_1 >= 0i)) || ((podArgs.N < 0i) && (rmod_1 <= 0i)))) * podArgs.K) + ax0)], W_ptr[((ax0 * podArgs.N) + select((rmod_2 + podArgs.N), rmod_2, (((podArgs.N >= 0i) && (rmod_2 >= 0i)) || ((podArgs.N < 0i) && (rmod_2 <= 0i)))))], matmul_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.M * podArgs.N)) {
    let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_7 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_9 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_10 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_11 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_12 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_13 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_14 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_15 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_16 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_17 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_18 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_19 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_20 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_21 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_22 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_23 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = ((5.000000e-01f * (matmul_local[0i] + b_ptr[select((rmod_3 + podArgs.N), rmod_3, (((podArgs.N >= 0i) && (rmod_3 >= 0i)) || ((podArgs.N < 0i) && (rmod_3 <= 0i))))])) * (1.000000e+00f + select(((exp((2.000000e+00f * (7.978846e-01f * fma(((4.471500e-02f * (matmul_local[0i] + b_ptr[select((rmod_4 + podArgs.N), rmod_4, (((podArgs.N >= 0i) && (rmod_4 >= 0i)) || ((podArgs.N < 0i) && (rmod_4 <= 0i))))])) * (matmul_local[0i] + b_ptr[select((rmod_5 + podArgs.N), rmod_5, (((podArgs.N >= 0i) && (rmod_5 >= 0i)) || ((podArgs.N < 0i) && (rmod_5 <= 0i))))])), (matmul_local[0i] + b_ptr[select((rmod_6 + podArgs.N), rmod_6, (((podArgs.N >= 0i) && (rmod_6 >= 0i)) || ((podArgs.N < 0i) && (rmod_6 <= 0i))))]), (matmul_local[0i] + b_ptr[select((rmod_7 + podArgs.N), rmod_7, (((podArgs.N >= 0i) && (rmod_7 >= 0i)) || ((podArgs.N < 0i) && (rmod_7 <= 0i))))]))))) - 1.000000e+00f) / (exp((2.000000e+00f * (7.978846e-01f * fma(((4.471500e-02f * (matmul_local[0i] + b_ptr[select((rmod_8 + podArgs.N), rmod_8, (((podArgs.N >= 0i) && (rmod_8 >= 0i)) || ((podArgs.N < 0i) && (rmod_8 <= 0i))))])) * (matmul_local[0i] + b_ptr[select((rmod_9 + podArgs.N), rmod_9, (((podArgs.N >= 0i) && (rmod_9 >= 0i)) || ((podArgs.N < 0i) && (rmod_9 <= 0i))))])), (matmul_local[0i] + b_ptr[select((rmod_10 + podArgs.N), rmod_10, (((podArgs.N >= 0i) && (rmod_10 >= 0i)) || ((podArgs.N < 0i) && (rmod_10 <= 0i))))]), (matmul_local[0i] + b_ptr[select((rmod_11 + podArgs.N), rmod_11, (((podArgs.N >= 0i) && (rmod_11 >= 0i)) || ((podArgs.N < 0i) && (rmod_11 <= 0i))))]))))) + 1.000000e+00f)), ((1.000000e+00f - exp((-2.000000e+00f * (7.978846e-01f * fma(((4.471500e-02f * (matmul_local[0i] + b_ptr[select((rmod_12 + podArgs.N), rmod_12, (((podArgs.N >= 0i) && (rmod_12 >= 0i)) || ((podArgs.N < 0i) && (rmod_12 <= 0i))))])) * (matmul_local[0i] + b_ptr[select((rmod_13 + podArgs.N), rmod_13, (((podArgs.N >= 0i) && (rmod_13 >= 0i)) || ((podArgs.N < 0i) && (rmod_13 <= 0i))))])), (matmul_local[0i] + b_ptr[select((rmod_14 + podArgs.N), rmod_14, (((podArgs.N >= 0i) && (rmod_14 >= 0i)) || ((podArgs.N < 0i) && (rmod_14 <= 0i))))]), (matmul_local[0i] + b_ptr[select((rmod_15 + podArgs.N), rmod_15, (((podArgs.N >= 0i) && (rmod_15 >= 0i)) || ((podArgs.N < 0i) && (rmod_15 <= 0i))))])))))) / (1.000000e+00f + exp((-2.000000e+00f * (7.978846e-01f * fma(((4.471500e-02f * (matmul_local[0i] + b_ptr[select((rmod_16 + podArgs.N), rmod_16, (((podArgs.N >= 0i) && (rmod_16 >= 0i)) || ((podArgs.N < 0i) && (rmod_16 <= 0i))))])) * (matmul_local[0i] + b_ptr[select((rmod_17 + podArgs.N), rmod_17, (((podArgs.N >= 0i) && (rmod_17 >= 0i)) || ((podArgs.N < 0i) && (rmod_17 <= 0i))))])), (matmul_local[0i] + b_ptr[select((rmod_18 + podArgs.N), rmod_18, (((podArgs.N >= 0i) && (rmod_18 >= 0i)) || ((podArgs.N < 0i) && (rmod_18 <= 0i))))]), (matmul_local[0i] + b_ptr[select((rmod_19 + podArgs.N), rmod_19, (((podArgs.N >= 0i) && (rmod_19 >= 0i)) || ((podArgs.N < 0i) && (rmod_19 <= 0i))))]))))))), ((7.978846e-01f * fma(((4.471500e-02f * (matmul_local[0i] + b_ptr[select((rmod_20 + podArgs.N), rmod_20, (((podArgs.N >= 0i) && (rmod_20 >= 0i)) || ((podArgs.N < 0i) && (rmod_20 <= 0i))))])) * (matmul_local[0i] + b_ptr[select((rmod_21 + podArgs.N), rmod_21, (((podArgs.N >= 0i) && (rmod_21 >= 0i)) || ((podArgs.N < 0i) && (rmod_21 <= 0i))))])), (matmul_local[0i] + b_ptr[select((rmod_22 + podArgs.N), rmod_22, (((podArgs.N >= 0i) && (rmod_22 >= 0i)) || ((podArgs.N < 0i) && (rmod_22 <= 0i))))]), (matmul_local[0i] + b_ptr[select((rmod_23 + podArgs.N), rmod_23, (((podArgs.N >= 0i) && (rmod_23 >= 0i)) || ((podArgs.N < 0i) && (rmod_23 <= 0i))))]))) >= 0.000000e+00f))));
  }
}


