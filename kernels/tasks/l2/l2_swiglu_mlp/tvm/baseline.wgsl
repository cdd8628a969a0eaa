// Function: l2_swiglu_mlp_kernel
//----------------------------------------
// Function: l2_swiglu_mlp_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> Wg_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> Wu_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> a_ptr : array<f32>;

struct PODArgs {
  D: i32,
  F: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_swiglu_mlp_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var g_local : array<f32, 1>;
  var u_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.D; ax0++) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.F);
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.F);
    if (select((rdiv - 1i), rdiv, (((podArgs.F >= 0i) && (rmod >= 0i)) || ((podArgs.F < 0i) && (rmod <= 0i)))) < podArgs.T) {
      if (ax0 == 0i) {
        g_local[0i] = 0.000000e+00f;
      }
      let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.F);
      let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.F);
      let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.F);
      g_local[0i] = fma(X_ptr[((select((rdiv_1 - 1i), rdiv_1, (((podArgs.F >= 0i) && (rmod_1 >= 0i)) || ((podArgs.F < 0i) && (rmod_1 <= 0i)))) * podArgs.D) + ax0)], Wg_ptr[((ax0 * podArgs.F) + select((rmod_2 + podArgs.F), rmod_2, (((podArgs.F >= 0i) && (rmod_2 >= 0i)) || ((podArgs.F < 0i) && (rmod_2 <= 0i)))))], g_local[0i]);
    }
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < podArgs.D; ax0_1++) {
    let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.F);
    let rdiv_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.F);
    if (select((rdiv_2 - 1i), rdiv_2, (((podArgs.F >= 0i) && (rmod_3 >= 0i)) || ((podArgs.F < 0i) && (rmod_3 <= 0i)))) < podArgs.T) {
      if (ax0_1 == 0i) {
        u_local[0i] = 0.000000e+00f;
      }
      let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.F);
      let rdiv_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.F);
      let rmod_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.F);
      u_local[0i] = fma(X_ptr[((select((rdiv_3 - 1i), rdiv_3, (((podArgs.F >= 0i) && (rmod_4 >= 0i)) || ((podArgs.F < 0i) && (rmod_4 <= 0i)))) * podArgs.D) + ax0_1)], Wu_ptr[((ax0_1 * podArgs.F) + select((rmod_5 + podArgs.F), rmod_5, (((podArgs.F >= 0i) && (rmod_5 >= 0i)) || ((podArgs.F < 0i) && (rmod_5 <= 0i)))))], u_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.T * podArgs.F)) {
    a_ptr[((v__1 * 256i) + i32(threadIdx.x))] = ((g_local[0i] / (1.000000e+00f + exp((g_local[0i] * -1.000000e+00f)))) * u_local[0i]);
  }
}


// Function: l2_swiglu_mlp_kernel_1
//----------------------------------------
// Function: l2_swiglu_mlp_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> Wd_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> Y_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> a_ptr : array<f32>;

struct PODArgs {
  D: i32,
  F: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_swiglu_mlp_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var k3 : i32 = 0i; k3 < podArgs.F; k3++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.T * podArgs.D)) {
      if (k3 == 0i) {
        Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.D);
      let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.D);
      let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.D);
      Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = fma(a_ptr[((select((rdiv - 1i), rdiv, (((podArgs.D >= 0i) && (rmod >= 0i)) || ((podArgs.D < 0i) && (rmod <= 0i)))) * podArgs.F) + k3)], Wd_ptr[((k3 * podArgs.D) + select((rmod_1 + podArgs.D), rmod_1, (((podArgs.D >= 0i) && (rmod_1 >= 0i)) || ((podArgs.D < 0i) && (rmod_1 <= 0i)))))], Y_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
    }
  }
}


