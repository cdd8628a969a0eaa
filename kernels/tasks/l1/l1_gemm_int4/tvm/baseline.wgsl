// Function: l1_gemm_int4_kernel
//----------------------------------------
// Function: l1_gemm_int4_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> Wq_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> scales_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> zeros_ptr : array<u32>;

struct PODArgs {
  G: i32,
  K: i32,
  M: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_gemm_int4_kernel(
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
      let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
      let rmod_4 : i32 = (podArgs.K % podArgs.G);
      let rdiv_2 : i32 = (podArgs.K / podArgs.G);
      let rmod_5 : i32 = (ax0 % podArgs.G);
      let rdiv_3 : i32 = (ax0 / podArgs.G);
      let rmod_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
      let rmod_7 : i32 = (podArgs.K % podArgs.G);
      let rdiv_4 : i32 = (podArgs.K / podArgs.G);
      let rmod_8 : i32 = (ax0 % podArgs.G);
      let rdiv_5 : i32 = (ax0 / podArgs.G);
      acc_local[0i] = fma(x_ptr[((select((rdiv_1 - 1i), rdiv_1, (((podArgs.N >= 0i) && (rmod_1 >= 0i)) || ((podArgs.N < 0i) && (rmod_1 <= 0i)))) * podArgs.K) + ax0)], (f32((i32(((Wq_ptr[((ax0>>3u) + (select((rmod_2 + podArgs.N), rmod_2, (((podArgs.N >= 0i) && (rmod_2 >= 0i)) || ((podArgs.N < 0i) && (rmod_2 <= 0i)))) * (podArgs.K>>3u)))]>>u32(((ax0 & 7i) * 4i))) & 15u)) - i32(zeros_ptr[((select((rmod_3 + podArgs.N), rmod_3, (((podArgs.N >= 0i) && (rmod_3 >= 0i)) || ((podArgs.N < 0i) && (rmod_3 <= 0i)))) * select((rdiv_2 - 1i), rdiv_2, (((podArgs.G >= 0i) && (rmod_4 >= 0i)) || ((podArgs.G < 0i) && (rmod_4 <= 0i))))) + select((rdiv_3 - 1i), rdiv_3, (((podArgs.G >= 0i) && (rmod_5 >= 0i)) || ((podArgs.G < 0i) && (rmod_5 <= 0i)))))]))) * scales_ptr[((select((rmod_6 + podArgs.N), rmod_6, (((podArgs.N >= 0i) && (rmod_6 >= 0i)) || ((podArgs.N < 0i) && (rmod_6 <= 0i)))) * select((rdiv_4 - 1i), rdiv_4, (((podArgs.G >= 0i) && (rmod_7 >= 0i)) || ((podArgs.G < 0i) && (rmod_7 <= 0i))))) + select((rdiv_5 - 1i), rdiv_5, (((podArgs.G >= 0i) && (rmod_8 >= 0i)) || ((podArgs.G < 0i) && (rmod_8 <= 0i)))))]), acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.M * podArgs.N)) {
    y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = acc_local[0i];
  }
}


