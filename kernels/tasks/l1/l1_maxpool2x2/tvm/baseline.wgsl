// Function: l1_maxpool2x2_kernel
//----------------------------------------
// Function: l1_maxpool2x2_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> Y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_maxpool2x2_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((podArgs.N * (podArgs.H>>1u)) * (podArgs.W>>1u)) * podArgs.C)) {
        let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.W>>1u) * podArgs.C));
let rmod_1 : i32 = (select((rmod + ((podArgs.W>>1u) * podArgs.C)), rmod, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod <= 0i)))) % podArgs.C);
        let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.W>>1u) * podArgs.C));
let rdiv : i32 = (select((rmod_2 + ((podArgs.W>>1u) * podArgs.C)), rmod_2, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod_2 >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod_2 <= 0i)))) / podArgs.C);
        let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
let rmod_4 : i32 = (select((rmod_3 + (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C)), rmod_3, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_3 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_3 <= 0i)))) % ((podArgs.W>>1u) * podArgs.C));
        let rmod_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
let rdiv_1 : i32 = (select((rmod_5 + (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C)), rmod_5, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_5 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_5 <= 0i)))) / ((podArgs.W>>1u) * podArgs.C));
    let rmod_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
    let rdiv_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
    let rmod_7 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
        let rmod_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.W>>1u) * podArgs.C));
let rmod_9 : i32 = (select((rmod_8 + ((podArgs.W>>1u) * podArgs.C)), rmod_8, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod_8 >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod_8 <= 0i)))) % podArgs.C);
        let rmod_10 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.W>>1u) * podArgs.C));
let rdiv_3 : i32 = (select((rmod_10 + ((podArgs.W>>1u) * podArgs.C)), rmod_10, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod_10 >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod_10 <= 0i)))) / podArgs.C);
        let rmod_11 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
let rmod_12 : i32 = (select((rmod_11 + (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C)), rmod_11, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_11 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_11 <= 0i)))) % ((podArgs.W>>1u) * podArgs.C));
        let rmod_13 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
let rdiv_4 : i32 = (select((rmod_13 + (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C)), rmod_13, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_13 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_13 <= 0i)))) / ((podArgs.W>>1u) * podArgs.C));
    let rmod_14 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
    let rdiv_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
    let rmod_15 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
        let rmod_16 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.W>>1u) * podArgs.C));
let rmod_17 : i32 = (select((rmod_16 + ((podArgs.W>>1u) * podArgs.C)), rmod_16, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod_16 >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod_16 <= 0i)))) % podArgs.C);
        let rmod_18 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.W>>1u) * podArgs.C));
let rdiv_6 : i32 = (select((rmod_18 + ((podArgs.W>>1u) * podArgs.C)), rmod_18, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod_18 >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod_18 <= 0i)))) / podArgs.C);
        let rmod_19 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
let rmod_20 : i32 = (select((rmod_19 + (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C)), rmod_19, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_19 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_19 <= 0i)))) % ((podArgs.W>>1u) * podArgs.C));
        let rmod_21 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
let rdiv_7 : i32 = (select((rmod_21 + (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C)), rmod_21, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_21 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_21 <= 0i)))) / ((podArgs.W>>1u) * podArgs.C));
    let rmod_22 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
    let rdiv_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
    let rmod_23 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
        let rmod_24 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.W>>1u) * podArgs.C));
let rmod_25 : i32 = (select((rmod_24 + ((podArgs.W>>1u) * podArgs.C)), rmod_24, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod_24 >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod_24 <= 0i)))) % podArgs.C);
        let rmod_26 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.W>>1u) * podArgs.C));
let rdiv_9 : i32 = (select((rmod_26 + ((podArgs.W>>1u) * podArgs.C)), rmod_26, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod_26 >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod_26 <= 0i)))) / podArgs.C);
        let rmod_27 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
let rmod_28 : i32 = (select((rmod_27 + (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C)), rmod_27, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_27 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_27 <= 0i)))) % ((podArgs.W>>1u) * podArgs.C));
        let rmod_29 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
let rdiv_10 : i32 = (select((rmod_29 + (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C)), rmod_29, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_29 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_29 <= 0i)))) / ((podArgs.W>>1u) * podArgs.C));
    let rmod_30 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
    let rdiv_11 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C));
    let rmod_31 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
    Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = max(max(X_ptr[((((select((rdiv - 1i), rdiv, (((podArgs.C >= 0i) && (rmod_1 >= 0i)) || ((podArgs.C < 0i) && (rmod_1 <= 0i)))) * 2i) + (((select((rdiv_1 - 1i), rdiv_1, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod_4 >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod_4 <= 0i)))) * 2i) + (select((rdiv_2 - 1i), rdiv_2, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_6 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_6 <= 0i)))) * podArgs.H)) * podArgs.W)) * podArgs.C) + select((rmod_7 + podArgs.C), rmod_7, (((podArgs.C >= 0i) && (rmod_7 >= 0i)) || ((podArgs.C < 0i) && (rmod_7 <= 0i)))))], X_ptr[(((((select((rdiv_3 - 1i), rdiv_3, (((podArgs.C >= 0i) && (rmod_9 >= 0i)) || ((podArgs.C < 0i) && (rmod_9 <= 0i)))) * 2i) + (((select((rdiv_4 - 1i), rdiv_4, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod_12 >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod_12 <= 0i)))) * 2i) + (select((rdiv_5 - 1i), rdiv_5, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_14 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_14 <= 0i)))) * podArgs.H)) * podArgs.W)) + 1i) * podArgs.C) + select((rmod_15 + podArgs.C), rmod_15, (((podArgs.C >= 0i) && (rmod_15 >= 0i)) || ((podArgs.C < 0i) && (rmod_15 <= 0i)))))]), max(X_ptr[((((select((rdiv_6 - 1i), rdiv_6, (((podArgs.C >= 0i) && (rmod_17 >= 0i)) || ((podArgs.C < 0i) && (rmod_17 <= 0i)))) * 2i) + ((((select((rdiv_7 - 1i), rdiv_7, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod_20 >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod_20 <= 0i)))) * 2i) + (select((rdiv_8 - 1i), rdiv_8, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_22 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_22 <= 0i)))) * podArgs.H)) + 1i) * podArgs.W)) * podArgs.C) + select((rmod_23 + podArgs.C), rmod_23, (((podArgs.C >= 0i) && (rmod_23 >= 0i)) || ((podArgs.C < 0i) && (rmod_23 <= 0i)))))], X_ptr[(((((select((rdiv_9 - 1i), rdiv_9, (((podArgs.C >= 0i) && (rmod_25 >= 0i)) || ((podArgs.C < 0i) && (rmod_25 <= 0i)))) * 2i) + ((((select((rdiv_10 - 1i), rdiv_10, (((((podArgs.W>>1u) * podArgs.C) >= 0i) && (rmod_28 >= 0i)) || ((((podArgs.W>>1u) * podArgs.C) < 0i) && (rmod_28 <= 0i)))) * 2i) + (select((rdiv_11 - 1i), rdiv_11, ((((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) >= 0i) && (rmod_30 >= 0i)) || (((((podArgs.H>>1u) * (podArgs.W>>1u)) * podArgs.C) < 0i) && (rmod_30 <= 0i)))) * podArgs.H)) + 1i) * podArgs.W)) + 1i) * podArgs.C) + select((rmod_31 + podArgs.C), rmod_31, (((podArgs.C >= 0i) && (rmod_31 >= 0i)) || ((podArgs.C < 0i) && (rmod_31 <= 0i)))))]));
  }
}


