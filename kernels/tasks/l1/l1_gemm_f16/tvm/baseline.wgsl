// Function: l1_gemm_f16_kernel
//----------------------------------------
// Function: l1_gemm_f16_kernel
//----------------------------------------
enable f16;

@group(0) @binding(0) var<storage, read> A_ptr : array<f16>;
@group(0) @binding(1) var<storage, read> B_ptr : array<f16>;
@group(0) @binding(2) var<storage, read_write> C_ptr : array<f16>;

struct PODArgs {
  K: i32,
  M: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_gemm_f16_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var acc_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.K; ax0++) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.N);
    if (select((rdiv - 1i), rdiv, (((podArgs.N >= 0i) && (rmod >= 0i)) || ((podArgs.N < 0i) && (rmod <= 0i)))) < podArgs.M) {
      if (ax0 == 0i) {
        acc_local[0i] = 0.000000e+00f;
      }
      let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
      let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.N);
      let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
      acc_local[0i] = fma(f32(A_ptr[((select((rdiv_1 - 1i), rdiv_1, (((podArgs.N >= 0i) && (rmod_1 >= 0i)) || ((podArgs.N < 0i) && (rmod_1 <= 0i)))) * podArgs.K) + ax0)]), f32(B_ptr[((ax0 * podArgs.N) + select((rmod_2 + podArgs.N), rmod_2, (((podArgs.N >= 0i) && (rmod_2 >= 0i)) || ((podArgs.N < 0i) && (rmod_2 <= 0i)))))]), acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.M * podArgs.N)) {
    C_ptr[((v__1 * 256i) + i32(threadIdx.x))] = f16(acc_local[0i]);
  }
}


