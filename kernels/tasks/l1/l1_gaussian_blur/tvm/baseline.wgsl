// Function: l1_gaussian_blur_kernel
//----------------------------------------
// Function: l1_gaussian_blur_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> T_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> X_ptr : array<f32>;

struct PODArgs {
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_gaussian_blur_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((podArgs.N * podArgs.H) * podArgs.W)) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.H * podArgs.W));
        let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rmod_3 : i32 = (select((rmod_2 + (podArgs.H * podArgs.W)), rmod_2, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_2 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_2 <= 0i)))) % podArgs.W);
        let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rdiv_1 : i32 = (select((rmod_4 + (podArgs.H * podArgs.W)), rmod_4, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_4 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_4 <= 0i)))) / podArgs.W);
    let rmod_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
    let rdiv_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.H * podArgs.W));
        let rmod_7 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rmod_8 : i32 = (select((rmod_7 + (podArgs.H * podArgs.W)), rmod_7, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_7 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_7 <= 0i)))) % podArgs.W);
        let rmod_9 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rdiv_3 : i32 = (select((rmod_9 + (podArgs.H * podArgs.W)), rmod_9, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_9 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_9 <= 0i)))) / podArgs.W);
    let rmod_10 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_11 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
    let rdiv_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.H * podArgs.W));
        let rmod_12 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rmod_13 : i32 = (select((rmod_12 + (podArgs.H * podArgs.W)), rmod_12, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_12 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_12 <= 0i)))) % podArgs.W);
        let rmod_14 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rdiv_5 : i32 = (select((rmod_14 + (podArgs.H * podArgs.W)), rmod_14, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_14 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_14 <= 0i)))) / podArgs.W);
    let rmod_15 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_16 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
    let rdiv_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.H * podArgs.W));
        let rmod_17 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rmod_18 : i32 = (select((rmod_17 + (podArgs.H * podArgs.W)), rmod_17, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_17 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_17 <= 0i)))) % podArgs.W);
        let rmod_19 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rdiv_7 : i32 = (select((rmod_19 + (podArgs.H * podArgs.W)), rmod_19, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_19 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_19 <= 0i)))) / podArgs.W);
    let rmod_20 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_21 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
    let rdiv_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.H * podArgs.W));
        let rmod_22 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rmod_23 : i32 = (select((rmod_22 + (podArgs.H * podArgs.W)), rmod_22, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_22 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_22 <= 0i)))) % podArgs.W);
        let rmod_24 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rdiv_9 : i32 = (select((rmod_24 + (podArgs.H * podArgs.W)), rmod_24, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_24 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_24 <= 0i)))) / podArgs.W);
    T_ptr[((v__1 * 256i) + i32(threadIdx.x))] = fma(6.250000e-02f, X_ptr[(min((select((rmod + podArgs.W), rmod, (((podArgs.W >= 0i) && (rmod >= 0i)) || ((podArgs.W < 0i) && (rmod <= 0i)))) + 2i), (podArgs.W - 1i)) + (((select((rdiv - 1i), rdiv, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_1 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_1 <= 0i)))) * podArgs.H) + select((rdiv_1 - 1i), rdiv_1, (((podArgs.W >= 0i) && (rmod_3 >= 0i)) || ((podArgs.W < 0i) && (rmod_3 <= 0i))))) * podArgs.W))], fma(2.500000e-01f, X_ptr[(min((select((rmod_5 + podArgs.W), rmod_5, (((podArgs.W >= 0i) && (rmod_5 >= 0i)) || ((podArgs.W < 0i) && (rmod_5 <= 0i)))) + 1i), (podArgs.W - 1i)) + (((select((rdiv_2 - 1i), rdiv_2, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_6 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_6 <= 0i)))) * podArgs.H) + select((rdiv_3 - 1i), rdiv_3, (((podArgs.W >= 0i) && (rmod_8 >= 0i)) || ((podArgs.W < 0i) && (rmod_8 <= 0i))))) * podArgs.W))], fma(3.750000e-01f, X_ptr[(min(select((rmod_10 + podArgs.W), rmod_10, (((podArgs.W >= 0i) && (rmod_10 >= 0i)) || ((podArgs.W < 0i) && (rmod_10 <= 0i)))), (podArgs.W - 1i)) + (((select((rdiv_4 - 1i), rdiv_4, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_11 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_11 <= 0i)))) * podArgs.H) + select((rdiv_5 - 1i), rdiv_5, (((podArgs.W >= 0i) && (rmod_13 >= 0i)) || ((podArgs.W < 0i) && (rmod_13 <= 0i))))) * podArgs.W))], fma(2.500000e-01f, X_ptr[(min(max((select((rmod_15 + podArgs.W), rmod_15, (((podArgs.W >= 0i) && (rmod_15 >= 0i)) || ((podArgs.W < 0i) && (rmod_15 <= 0i)))) - 1i), 0i), (podArgs.W - 1i)) + (((select((rdiv_6 - 1i), rdiv_6, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_16 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_16 <= 0i)))) * podArgs.H) + select((rdiv_7 - 1i), rdiv_7, (((podArgs.W >= 0i) && (rmod_18 >= 0i)) || ((podArgs.W < 0i) && (rmod_18 <= 0i))))) * podArgs.W))], (6.250000e-02f * X_ptr[(min(max((select((rmod_20 + podArgs.W), rmod_20, (((podArgs.W >= 0i) && (rmod_20 >= 0i)) || ((podArgs.W < 0i) && (rmod_20 <= 0i)))) - 2i), 0i), (podArgs.W - 1i)) + (((select((rdiv_8 - 1i), rdiv_8, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_21 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_21 <= 0i)))) * podArgs.H) + select((rdiv_9 - 1i), rdiv_9, (((podArgs.W >= 0i) && (rmod_23 >= 0i)) || ((podArgs.W < 0i) && (rmod_23 <= 0i))))) * podArgs.W))])))));
  }
}


// Function: l1_gaussian_blur_kernel_1
//----------------------------------------
// Function: l1_gaussian_blur_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> T_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> Y_ptr : array<f32>;

struct PODArgs {
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_gaussian_blur_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((podArgs.N * podArgs.H) * podArgs.W)) {
        let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rmod_1 : i32 = (select((rmod + (podArgs.H * podArgs.W)), rmod, ((((podArgs.H * podArgs.W) >= 0i) && (rmod >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod <= 0i)))) % podArgs.W);
        let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rdiv : i32 = (select((rmod_2 + (podArgs.H * podArgs.W)), rmod_2, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_2 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_2 <= 0i)))) / podArgs.W);
    let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
    let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.H * podArgs.W));
    let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
        let rmod_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rmod_6 : i32 = (select((rmod_5 + (podArgs.H * podArgs.W)), rmod_5, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_5 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_5 <= 0i)))) % podArgs.W);
        let rmod_7 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rdiv_2 : i32 = (select((rmod_7 + (podArgs.H * podArgs.W)), rmod_7, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_7 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_7 <= 0i)))) / podArgs.W);
    let rmod_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
    let rdiv_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.H * podArgs.W));
    let rmod_9 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
        let rmod_10 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rmod_11 : i32 = (select((rmod_10 + (podArgs.H * podArgs.W)), rmod_10, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_10 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_10 <= 0i)))) % podArgs.W);
        let rmod_12 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rdiv_4 : i32 = (select((rmod_12 + (podArgs.H * podArgs.W)), rmod_12, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_12 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_12 <= 0i)))) / podArgs.W);
    let rmod_13 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
    let rdiv_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.H * podArgs.W));
    let rmod_14 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
        let rmod_15 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rmod_16 : i32 = (select((rmod_15 + (podArgs.H * podArgs.W)), rmod_15, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_15 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_15 <= 0i)))) % podArgs.W);
        let rmod_17 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rdiv_6 : i32 = (select((rmod_17 + (podArgs.H * podArgs.W)), rmod_17, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_17 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_17 <= 0i)))) / podArgs.W);
    let rmod_18 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
    let rdiv_7 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.H * podArgs.W));
    let rmod_19 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
        let rmod_20 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rmod_21 : i32 = (select((rmod_20 + (podArgs.H * podArgs.W)), rmod_20, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_20 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_20 <= 0i)))) % podArgs.W);
        let rmod_22 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
let rdiv_8 : i32 = (select((rmod_22 + (podArgs.H * podArgs.W)), rmod_22, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_22 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_22 <= 0i)))) / podArgs.W);
    let rmod_23 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.H * podArgs.W));
    let rdiv_9 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (podArgs.H * podArgs.W));
    let rmod_24 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = fma(6.250000e-02f, T_ptr[(((min((select((rdiv - 1i), rdiv, (((podArgs.W >= 0i) && (rmod_1 >= 0i)) || ((podArgs.W < 0i) && (rmod_1 <= 0i)))) + 2i), (podArgs.H - 1i)) + (select((rdiv_1 - 1i), rdiv_1, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_3 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_3 <= 0i)))) * podArgs.H)) * podArgs.W) + select((rmod_4 + podArgs.W), rmod_4, (((podArgs.W >= 0i) && (rmod_4 >= 0i)) || ((podArgs.W < 0i) && (rmod_4 <= 0i)))))], fma(2.500000e-01f, T_ptr[(((min((select((rdiv_2 - 1i), rdiv_2, (((podArgs.W >= 0i) && (rmod_6 >= 0i)) || ((podArgs.W < 0i) && (rmod_6 <= 0i)))) + 1i), (podArgs.H - 1i)) + (select((rdiv_3 - 1i), rdiv_3, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_8 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_8 <= 0i)))) * podArgs.H)) * podArgs.W) + select((rmod_9 + podArgs.W), rmod_9, (((podArgs.W >= 0i) && (rmod_9 >= 0i)) || ((podArgs.W < 0i) && (rmod_9 <= 0i)))))], fma(3.750000e-01f, T_ptr[(((min(select((rdiv_4 - 1i), rdiv_4, (((podArgs.W >= 0i) && (rmod_11 >= 0i)) || ((podArgs.W < 0i) && (rmod_11 <= 0i)))), (podArgs.H - 1i)) + (select((rdiv_5 - 1i), rdiv_5, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_13 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_13 <= 0i)))) * podArgs.H)) * podArgs.W) + select((rmod_14 + podArgs.W), rmod_14, (((podArgs.W >= 0i) && (rmod_14 >= 0i)) || ((podArgs.W < 0i) && (rmod_14 <= 0i)))))], fma(2.500000e-01f, T_ptr[(((min(max((select((rdiv_6 - 1i), rdiv_6, (((podArgs.W >= 0i) && (rmod_16 >= 0i)) || ((podArgs.W < 0i) && (rmod_16 <= 0i)))) - 1i), 0i), (podArgs.H - 1i)) + (select((rdiv_7 - 1i), rdiv_7, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_18 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_18 <= 0i)))) * podArgs.H)) * podArgs.W) + select((rmod_19 + podArgs.W), rmod_19, (((podArgs.W >= 0i) && (rmod_19 >= 0i)) || ((podArgs.W < 0i) && (rmod_19 <= 0i)))))], (6.250000e-02f * T_ptr[(((min(max((select((rdiv_8 - 1i), rdiv_8, (((podArgs.W >= 0i) && (rmod_21 >= 0i)) || ((podArgs.W < 0i) && (rmod_21 <= 0i)))) - 2i), 0i), (podArgs.H - 1i)) + (select((rdiv_9 - 1i), rdiv_9, ((((podArgs.H * podArgs.W) >= 0i) && (rmod_23 >= 0i)) || (((podArgs.H * podArgs.W) < 0i) && (rmod_23 <= 0i)))) * podArgs.H)) * podArgs.W) + select((rmod_24 + podArgs.W), rmod_24, (((podArgs.W >= 0i) && (rmod_24 >= 0i)) || ((podArgs.W < 0i) && (rmod_24 <= 0i)))))])))));
  }
}


