// Function: l1_polyphase_resample_kernel
//----------------------------------------
// Function: l1_polyphase_resample_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> Y_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> h_ptr : array<f32>;

struct PODArgs {
  C: i32,
  L: i32,
  M: i32,
  N: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_polyphase_resample_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var t : i32 = 0i; t < podArgs.T; t++) {
    let rmod : i32 = ((((podArgs.N * podArgs.L) + podArgs.M) - 1i) % podArgs.M);
    let rdiv : i32 = ((((podArgs.N * podArgs.L) + podArgs.M) - 1i) / podArgs.M);
    if (((v__1 * 256i) + i32(threadIdx.x)) < (select((rdiv - 1i), rdiv, (((podArgs.M >= 0i) && (rmod >= 0i)) || ((podArgs.M < 0i) && (rmod <= 0i)))) * podArgs.C)) {
      if (t == 0i) {
        Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 0.000000e+00f;
      }
            let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
      let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C);
let rmod_2 : i32 = ((select((rdiv_1 - 1i), rdiv_1, (((podArgs.C >= 0i) && (rmod_1 >= 0i)) || ((podArgs.C < 0i) && (rmod_1 <= 0i)))) * podArgs.M) % podArgs.L);
            let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
      let rdiv_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C);
let rdiv_3 : i32 = ((select((rdiv_2 - 1i), rdiv_2, (((podArgs.C >= 0i) && (rmod_3 >= 0i)) || ((podArgs.C < 0i) && (rmod_3 <= 0i)))) * podArgs.M) / podArgs.L);
      var condval : f32;
      if ((t <= select((rdiv_3 - 1i), rdiv_3, (((podArgs.L >= 0i) && (rmod_2 >= 0i)) || ((podArgs.L < 0i) && (rmod_2 <= 0i)))))) {
                let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
        let rdiv_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C);
let rmod_5 : i32 = ((select((rdiv_4 - 1i), rdiv_4, (((podArgs.C >= 0i) && (rmod_4 >= 0i)) || ((podArgs.C < 0i) && (rmod_4 <= 0i)))) * podArgs.M) % podArgs.L);
                let rmod_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
        let rdiv_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C);
let rmod_7 : i32 = ((select((rdiv_5 - 1i), rdiv_5, (((podArgs.C >= 0i) && (rmod_6 >= 0i)) || ((podArgs.C < 0i) && (rmod_6 <= 0i)))) * podArgs.M) % podArgs.L);
                let rmod_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
        let rdiv_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.C);
let rdiv_7 : i32 = ((select((rdiv_6 - 1i), rdiv_6, (((podArgs.C >= 0i) && (rmod_8 >= 0i)) || ((podArgs.C < 0i) && (rmod_8 <= 0i)))) * podArgs.M) / podArgs.L);
        let rmod_9 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
        condval = (h_ptr[(select((rmod_5 + podArgs.L), rmod_5, (((podArgs.L >= 0i) && (rmod_5 >= 0i)) || ((podArgs.L < 0i) && (rmod_5 <= 0i)))) + (t * podArgs.L))] * X_ptr[((max((select((rdiv_7 - 1i), rdiv_7, (((podArgs.L >= 0i) && (rmod_7 >= 0i)) || ((podArgs.L < 0i) && (rmod_7 <= 0i)))) - t), 0i) * podArgs.C) + select((rmod_9 + podArgs.C), rmod_9, (((podArgs.C >= 0i) && (rmod_9 >= 0i)) || ((podArgs.C < 0i) && (rmod_9 <= 0i)))))]);
} else {
        condval = 0.000000e+00f;
}
      Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] + condval);
    }
  }
}


