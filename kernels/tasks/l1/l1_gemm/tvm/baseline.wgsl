// Function: l1_gemm_kernel
//----------------------------------------
// Function: l1_gemm_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> A_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> B_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> C_ptr : array<f32>;

struct PODArgs {
  K: i32,
  M: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(32, 8, 1)
fn l1_gemm_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var k : i32 = 0i; k < podArgs.K; k++) {
    if ((((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) < podArgs.M) && (((v__1 * 32i) + i32(threadIdx.x)) < podArgs.N)) {
      if (k == 0i) {
        C_ptr[((((v__1 * 32i) + ((i32(blockIdx.y) * podArgs.N) * 8i)) + (i32(threadIdx.y) * podArgs.N)) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      C_ptr[(((v__1 * 32i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.N)) + i32(threadIdx.x))] = fma(A_ptr[((((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.K) + k)], B_ptr[(((v__1 * 32i) + (k * podArgs.N)) + i32(threadIdx.x))], C_ptr[(((v__1 * 32i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.N)) + i32(threadIdx.x))]);
    }
  }
}


