// Function: l2_quant_linear_kernel
//----------------------------------------
// Function: l2_quant_linear_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> bias_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> scale_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> w_ptr : array<u32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<u32>;
@group(0) @binding(4) var<storage, read_write> y_ptr : array<i32>;

struct PODArgs {
  K: i32,
  M: i32,
  N: i32,
  x_zp: i32,
  y_zp: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_quant_linear_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var acc_local : array<i32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.K; ax0++) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.N);
    if (select((rdiv - 1i), rdiv, (((podArgs.N >= 0i) && (rmod >= 0i)) || ((podArgs.N < 0i) && (rmod <= 0i)))) < podArgs.M) {
      if (ax0 == 0i) {
        acc_local[0i] = 0i;
      }
      let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
      let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.N);
      let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
      acc_local[0i] = (acc_local[0i] + (((i32((x_ptr[((ax0>>2u) + (select((rdiv_1 - 1i), rdiv_1, (((podArgs.N >= 0i) && (rmod_1 >= 0i)) || ((podArgs.N < 0i) && (rmod_1 <= 0i)))) * (podArgs.K>>2u)))]<<u32((24i - ((ax0 & 3i) * 8i)))))>>24u) - podArgs.x_zp) * (i32((w_ptr[((ax0>>2u) + (select((rmod_2 + podArgs.N), rmod_2, (((podArgs.N >= 0i) && (rmod_2 >= 0i)) || ((podArgs.N < 0i) && (rmod_2 <= 0i)))) * (podArgs.K>>2u)))]<<u32((24i - ((ax0 & 3i) * 8i)))))>>24u)));
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.M * podArgs.N)) {
    let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.N);
    y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = min(max((i32(round((f32((acc_local[0i] + bias_ptr[select((rmod_3 + podArgs.N), rmod_3, (((podArgs.N >= 0i) && (rmod_3 >= 0i)) || ((podArgs.N < 0i) && (rmod_3 <= 0i))))])) * scale_ptr[select((rmod_4 + podArgs.N), rmod_4, (((podArgs.N >= 0i) && (rmod_4 >= 0i)) || ((podArgs.N < 0i) && (rmod_4 <= 0i))))]))) + podArgs.y_zp), -128i), 127i);
  }
}


