// Function: l2_rope_qk_kernel
//----------------------------------------
// Function: l2_rope_qk_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> K_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> Q_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> cos_t_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> scores_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> sin_t_ptr : array<f32>;

struct PODArgs {
  D: i32,
  H: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_rope_qk_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var dot_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.D; ax0++) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.S * podArgs.S));
    if (select((rdiv - 1i), rdiv, ((((podArgs.S * podArgs.S) >= 0i) && (rmod >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod <= 0i)))) < podArgs.H) {
      if (ax0 == 0i) {
        dot_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if ((ax0 < (podArgs.D>>1u))) {
                let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rmod_2 : i32 = (select((rmod_1 + (podArgs.S * podArgs.S)), rmod_1, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_1 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_1 <= 0i)))) % podArgs.S);
                let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rdiv_1 : i32 = (select((rmod_3 + (podArgs.S * podArgs.S)), rmod_3, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_3 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_3 <= 0i)))) / podArgs.S);
        let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
        let rdiv_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.S * podArgs.S));
                let rmod_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rmod_6 : i32 = (select((rmod_5 + (podArgs.S * podArgs.S)), rmod_5, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_5 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_5 <= 0i)))) % podArgs.S);
                let rmod_7 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rdiv_3 : i32 = (select((rmod_7 + (podArgs.S * podArgs.S)), rmod_7, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_7 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_7 <= 0i)))) / podArgs.S);
                let rmod_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rmod_9 : i32 = (select((rmod_8 + (podArgs.S * podArgs.S)), rmod_8, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_8 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_8 <= 0i)))) % podArgs.S);
                let rmod_10 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rdiv_4 : i32 = (select((rmod_10 + (podArgs.S * podArgs.S)), rmod_10, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_10 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_10 <= 0i)))) / podArgs.S);
        let rmod_11 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
        let rdiv_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.S * podArgs.S));
                let rmod_12 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rmod_13 : i32 = (select((rmod_12 + (podArgs.S * podArgs.S)), rmod_12, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_12 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_12 <= 0i)))) % podArgs.S);
                let rmod_14 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rdiv_6 : i32 = (select((rmod_14 + (podArgs.S * podArgs.S)), rmod_14, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_14 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_14 <= 0i)))) / podArgs.S);
        condval = ((Q_ptr[((((select((rdiv_1 - 1i), rdiv_1, (((podArgs.S >= 0i) && (rmod_2 >= 0i)) || ((podArgs.S < 0i) && (rmod_2 <= 0i)))) * podArgs.H) + select((rdiv_2 - 1i), rdiv_2, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_4 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_4 <= 0i))))) * podArgs.D) + ax0)] * cos_t_ptr[((select((rdiv_3 - 1i), rdiv_3, (((podArgs.S >= 0i) && (rmod_6 >= 0i)) || ((podArgs.S < 0i) && (rmod_6 <= 0i)))) * (podArgs.D>>1u)) + ax0)]) - (Q_ptr[(((podArgs.D>>1u) + (((select((rdiv_4 - 1i), rdiv_4, (((podArgs.S >= 0i) && (rmod_9 >= 0i)) || ((podArgs.S < 0i) && (rmod_9 <= 0i)))) * podArgs.H) + select((rdiv_5 - 1i), rdiv_5, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_11 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_11 <= 0i))))) * podArgs.D)) + ax0)] * sin_t_ptr[((select((rdiv_6 - 1i), rdiv_6, (((podArgs.S >= 0i) && (rmod_13 >= 0i)) || ((podArgs.S < 0i) && (rmod_13 <= 0i)))) * (podArgs.D>>1u)) + ax0)]));
} else {
                let rmod_15 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rmod_16 : i32 = (select((rmod_15 + (podArgs.S * podArgs.S)), rmod_15, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_15 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_15 <= 0i)))) % podArgs.S);
                let rmod_17 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rdiv_7 : i32 = (select((rmod_17 + (podArgs.S * podArgs.S)), rmod_17, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_17 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_17 <= 0i)))) / podArgs.S);
        let rmod_18 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
        let rdiv_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.S * podArgs.S));
                let rmod_19 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rmod_20 : i32 = (select((rmod_19 + (podArgs.S * podArgs.S)), rmod_19, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_19 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_19 <= 0i)))) % podArgs.S);
                let rmod_21 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rdiv_9 : i32 = (select((rmod_21 + (podArgs.S * podArgs.S)), rmod_21, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_21 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_21 <= 0i)))) / podArgs.S);
                let rmod_22 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rmod_23 : i32 = (select((rmod_22 + (podArgs.S * podArgs.S)), rmod_22, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_22 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_22 <= 0i)))) % podArgs.S);
                let rmod_24 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rdiv_10 : i32 = (select((rmod_24 + (podArgs.S * podArgs.S)), rmod_24, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_24 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_24 <= 0i)))) / podArgs.S);
        let rmod_25 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
        let rdiv_11 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.S * podArgs.S));
                let rmod_26 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rmod_27 : i32 = (select((rmod_26 + (podArgs.S * podArgs.S)), rmod_26, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_26 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_26 <= 0i)))) % podArgs.S);
                let rmod_28 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
let rdiv_12 : i32 = (select((rmod_28 + (podArgs.S * podArgs.S)), rmod_28, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_28 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_28 <= 0i)))) / podArgs.S);
        condval = fma(Q_ptr[(((((select((rdiv_7 - 1i), rdiv_7, (((podArgs.S >= 0i) && (rmod_16 >= 0i)) || ((podArgs.S < 0i) && (rmod_16 <= 0i)))) * podArgs.H) + select((rdiv_8 - 1i), rdiv_8, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_18 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_18 <= 0i))))) * podArgs.D) + ax0) - (podArgs.D>>1u))], sin_t_ptr[(((select((rdiv_9 - 1i), rdiv_9, (((podArgs.S >= 0i) && (rmod_20 >= 0i)) || ((podArgs.S < 0i) && (rmod_20 <= 0i)))) * (podArgs.D>>1u)) + ax0) - (podArgs.D>>1u))], (Q_ptr[((((select((rdiv_10 - 1i), rdiv_10, (((podArgs.S >= 0i) && (rmod_23 >= 0i)) || ((podArgs.S < 0i) && (rmod_23 <= 0i)))) * podArgs.H) + select((rdiv_11 - 1i), rdiv_11, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_25 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_25 <= 0i))))) * podArgs.D) + ax0)] * cos_t_ptr[(((select((rdiv_12 - 1i), rdiv_12, (((podArgs.S >= 0i) && (rmod_27 >= 0i)) || ((podArgs.S < 0i) && (rmod_27 <= 0i)))) * (podArgs.D>>1u)) + ax0) - (podArgs.D>>1u))]));
}
      var condval_1 : f32;
      if ((ax0 < (podArgs.D>>1u))) {
        let rmod_29 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.S);
        let rmod_30 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
        let rdiv_13 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.S * podArgs.S));
        let rmod_31 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.S);
        let rmod_32 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.S);
        let rmod_33 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
        let rdiv_14 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.S * podArgs.S));
        let rmod_34 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.S);
        condval_1 = ((K_ptr[((((select((rmod_29 + podArgs.S), rmod_29, (((podArgs.S >= 0i) && (rmod_29 >= 0i)) || ((podArgs.S < 0i) && (rmod_29 <= 0i)))) * podArgs.H) + select((rdiv_13 - 1i), rdiv_13, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_30 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_30 <= 0i))))) * podArgs.D) + ax0)] * cos_t_ptr[((select((rmod_31 + podArgs.S), rmod_31, (((podArgs.S >= 0i) && (rmod_31 >= 0i)) || ((podArgs.S < 0i) && (rmod_31 <= 0i)))) * (podArgs.D>>1u)) + ax0)]) - (K_ptr[(((podArgs.D>>1u) + (((select((rmod_32 + podArgs.S), rmod_32, (((podArgs.S >= 0i) && (rmod_32 >= 0i)) || ((podArgs.S < 0i) && (rmod_32 <= 0i)))) * podArgs.H) + select((rdiv_14 - 1i), rdiv_14, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_33 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_33 <= 0i))))) * podArgs.D)) + ax0)] * sin_t_ptr[((select((rmod_34 + podArgs.S), rmod_34, (((podArgs.S >= 0i) && (rmod_34 >= 0i)) || ((podArgs.S < 0i) && (rmod_34 <= 0i)))) * (podArgs.D>>1u)) + ax0)]));
} else {
        let rmod_35 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.S);
        let rmod_36 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
        let rdiv_15 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.S * podArgs.S));
        let rmod_37 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.S);
        let rmod_38 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.S);
        let rmod_39 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.S * podArgs.S));
        let rdiv_16 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.S * podArgs.S));
        let rmod_40 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.S);
        condval_1 = fma(K_ptr[(((((select((rmod_35 + podArgs.S), rmod_35, (((podArgs.S >= 0i) && (rmod_35 >= 0i)) || ((podArgs.S < 0i) && (rmod_35 <= 0i)))) * podArgs.H) + select((rdiv_15 - 1i), rdiv_15, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_36 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_36 <= 0i))))) * podArgs.D) + ax0) - (podArgs.D>>1u))], sin_t_ptr[(((select((rmod_37 + podArgs.S), rmod_37, (((podArgs.S >= 0i) && (rmod_37 >= 0i)) || ((podArgs.S < 0i) && (rmod_37 <= 0i)))) * (podArgs.D>>1u)) + ax0) - (podArgs.D>>1u))], (K_ptr[((((select((rmod_38 + podArgs.S), rmod_38, (((podArgs.S >= 0i) && (rmod_38 >= 0i)) || ((podArgs.S < 0i) && (rmod_38 <= 0i)))) * podArgs.H) + select((rdiv_16 - 1i), rdiv_16, ((((podArgs.S * podArgs.S) >= 0i) && (rmod_39 >= 0i)) || (((podArgs.S * podArgs.S) < 0i) && (rmod_39 <= 0i))))) * podArgs.D) + ax0)] * cos_t_ptr[(((select((rmod_40 + podArgs.S), rmod_40, (((podArgs.S >= 0i) && (rmod_40 >= 0i)) || ((podArgs.S < 0i) && (rmod_40 <= 0i)))) * (podArgs.D>>1u)) + ax0) - (podArgs.D>>1u))]));
}
      dot_local[0i] = fma(condval, condval_1, dot_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((podArgs.H * podArgs.S) * podArgs.S)) {
    scores_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (dot_local[0i] / sqrt(f32(podArgs.D)));
  }
}


