// Function: l1_group_norm_kernel
//----------------------------------------
// Function: l1_group_norm_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> mean_ptr : array<f32>;

struct PODArgs {
  C: i32,
  G: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l1_group_norm_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_gsum_local : array<f32, 1>;
  in_thread_gsum_local[0i] = 0.000000e+00f;
  let rmod : i32 = (podArgs.C % podArgs.G);
  let rdiv : i32 = (podArgs.C / podArgs.G);
  for (var ax0_0 : i32 = 0i; ax0_0 < ((((podArgs.H * podArgs.W) * select((rdiv - 1i), rdiv, (((podArgs.G >= 0i) && (rmod >= 0i)) || ((podArgs.G < 0i) && (rmod <= 0i))))) + 63i)>>6u); ax0_0++) {
    let rmod_1 : i32 = (podArgs.C % podArgs.G);
    let rdiv_1 : i32 = (podArgs.C / podArgs.G);
    if (((ax0_0 * 64i) + i32(threadIdx.x)) < ((podArgs.H * podArgs.W) * select((rdiv_1 - 1i), rdiv_1, (((podArgs.G >= 0i) && (rmod_1 >= 0i)) || ((podArgs.G < 0i) && (rmod_1 <= 0i)))))) {
            let rmod_2 : i32 = (podArgs.C % podArgs.G);
      let rdiv_2 : i32 = (podArgs.C / podArgs.G);
let rmod_3 : i32 = (((ax0_0 * 64i) + i32(threadIdx.x)) % select((rdiv_2 - 1i), rdiv_2, (((podArgs.G >= 0i) && (rmod_2 >= 0i)) || ((podArgs.G < 0i) && (rmod_2 <= 0i)))));
            let rmod_4 : i32 = (podArgs.C % podArgs.G);
      let rdiv_3 : i32 = (podArgs.C / podArgs.G);
let rdiv_4 : i32 = (((ax0_0 * 64i) + i32(threadIdx.x)) / select((rdiv_3 - 1i), rdiv_3, (((podArgs.G >= 0i) && (rmod_4 >= 0i)) || ((podArgs.G < 0i) && (rmod_4 <= 0i)))));
      let rmod_5 : i32 = (podArgs.C % podArgs.G);
      let rdiv_5 : i32 = (podArgs.C / podArgs.G);
      let rmod_6 : i32 = (podArgs.C % podArgs.G);
      let rdiv_6 : i32 = (podArgs.C / podArgs.G);
      let rmod_7 : i32 = (v__1 % podArgs.G);
      let rdiv_7 : i32 = (v__1 / podArgs.G);
      let rmod_8 : i32 = (v__1 % podArgs.G);
      let rmod_9 : i32 = (podArgs.C % podArgs.G);
      let rdiv_8 : i32 = (podArgs.C / podArgs.G);
            let rmod_10 : i32 = (podArgs.C % podArgs.G);
      let rdiv_9 : i32 = (podArgs.C / podArgs.G);
let rmod_11 : i32 = (((ax0_0 * 64i) + i32(threadIdx.x)) % select((rdiv_9 - 1i), rdiv_9, (((podArgs.G >= 0i) && (rmod_10 >= 0i)) || ((podArgs.G < 0i) && (rmod_10 <= 0i)))));
      let rmod_12 : i32 = (podArgs.C % podArgs.G);
      let rdiv_10 : i32 = (podArgs.C / podArgs.G);
      let rmod_13 : i32 = (podArgs.C % podArgs.G);
      let rdiv_11 : i32 = (podArgs.C / podArgs.G);
      let rmod_14 : i32 = (podArgs.C % podArgs.G);
      let rdiv_12 : i32 = (podArgs.C / podArgs.G);
      in_thread_gsum_local[0i] = (in_thread_gsum_local[0i] + X_ptr[((((select((rdiv_4 - 1i), rdiv_4, (((select((rdiv_5 - 1i), rdiv_5, (((podArgs.G >= 0i) && (rmod_5 >= 0i)) || ((podArgs.G < 0i) && (rmod_5 <= 0i)))) >= 0i) && (rmod_3 >= 0i)) || ((select((rdiv_6 - 1i), rdiv_6, (((podArgs.G >= 0i) && (rmod_6 >= 0i)) || ((podArgs.G < 0i) && (rmod_6 <= 0i)))) < 0i) && (rmod_3 <= 0i)))) + ((select((rdiv_7 - 1i), rdiv_7, (((podArgs.G >= 0i) && (rmod_7 >= 0i)) || ((podArgs.G < 0i) && (rmod_7 <= 0i)))) * podArgs.H) * podArgs.W)) * podArgs.C) + (select((rmod_8 + podArgs.G), rmod_8, (((podArgs.G >= 0i) && (rmod_8 >= 0i)) || ((podArgs.G < 0i) && (rmod_8 <= 0i)))) * select((rdiv_8 - 1i), rdiv_8, (((podArgs.G >= 0i) && (rmod_9 >= 0i)) || ((podArgs.G < 0i) && (rmod_9 <= 0i)))))) + select((rmod_11 + select((rdiv_10 - 1i), rdiv_10, (((podArgs.G >= 0i) && (rmod_12 >= 0i)) || ((podArgs.G < 0i) && (rmod_12 <= 0i))))), rmod_11, (((select((rdiv_11 - 1i), rdiv_11, (((podArgs.G >= 0i) && (rmod_13 >= 0i)) || ((podArgs.G < 0i) && (rmod_13 <= 0i)))) >= 0i) && (rmod_11 >= 0i)) || ((select((rdiv_12 - 1i), rdiv_12, (((podArgs.G >= 0i) && (rmod_14 >= 0i)) || ((podArgs.G < 0i) && (rmod_14 <= 0i)))) < 0i) && (rmod_11 <= 0i)))))]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_gsum_local[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 32i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    let rmod_15 : i32 = (podArgs.C % podArgs.G);
    let rdiv_13 : i32 = (podArgs.C / podArgs.G);
    mean_ptr[v__1] = (red_buf0[0i] / f32(((podArgs.H * podArgs.W) * select((rdiv_13 - 1i), rdiv_13, (((podArgs.G >= 0i) && (rmod_15 >= 0i)) || ((podArgs.G < 0i) && (rmod_15 <= 0i)))))));
  }
}


// Function: l1_group_norm_kernel_1
//----------------------------------------
// Function: l1_group_norm_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> mean_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> rstd_ptr : array<f32>;

struct PODArgs {
  C: i32,
  G: i32,
  H: i32,
  N: i32,
  W: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l1_group_norm_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_gsq_local : array<f32, 1>;
  in_thread_gsq_local[0i] = 0.000000e+00f;
  let rmod : i32 = (podArgs.C % podArgs.G);
  let rdiv : i32 = (podArgs.C / podArgs.G);
  for (var ax0_0 : i32 = 0i; ax0_0 < ((((podArgs.H * podArgs.W) * select((rdiv - 1i), rdiv, (((podArgs.G >= 0i) && (rmod >= 0i)) || ((podArgs.G < 0i) && (rmod <= 0i))))) + 63i)>>6u); ax0_0++) {
    let rmod_1 : i32 = (podArgs.C % podArgs.G);
    let rdiv_1 : i32 = (podArgs.C / podArgs.G);
    if (((ax0_0 * 64i) + i32(threadIdx.x)) < ((podArgs.H * podArgs.W) * select((rdiv_1 - 1i), rdiv_1, (((podArgs.G >= 0i) && (rmod_1 >= 0i)) || ((podArgs.G < 0i) && (rmod_1 <= 0i)))))) {
            let rmod_2 : i32 = (podArgs.C % podArgs.G);
      let rdiv_2 : i32 = (podArgs.C / podArgs.G);
let rmod_3 : i32 = (((ax0_0 * 64i) + i32(threadIdx.x)) % select((rdiv_2 - 1i), rdiv_2, (((podArgs.G >= 0i) && (rmod_2 >= 0i)) || ((podArgs.G < 0i) && (rmod_2 <= 0i)))));
            let rmod_4 : i32 = (podArgs.C % podArgs.G);
      let rdiv_3 : i32 = (podArgs.C / podArgs.G);
let rdiv_4 : i32 = (((ax0_0 * 64i) + i32(threadIdx.x)) / select((rdiv_3 - 1i), rdiv_3, (((podArgs.G >= 0i) && (rmod_4 >= 0i)) || ((podArgs.G < 0i) && (rmod_4 <= 0i)))));
      let rmod_5 : i32 = (podArgs.C % podArgs.G);
      let rdiv_5 : i32 = (podArgs.C / podArgs.G);
      let rmod_6 : i32 = (podArgs.C % podArgs.G);
      let rdiv_6 : i32 = (podArgs.C / podArgs.G);
      let rmod_7 : i32 = (v__1 % podArgs.G);
      let rdiv_7 : i32 = (v__1 / podArgs.G);
      let rmod_8 : i32 = (v__1 % podArgs.G);
      let rmod_9 : i32 = (podArgs.C % podArgs.G);
      let rdiv_8 : i32 = (podArgs.C / podArgs.G);
            let rmod_10 : i32 = (podArgs.C % podArgs.G);
      let rdiv_9 : i32 = (podArgs.C / podArgs.G);
let rmod_11 : i32 = (((ax0_0 * 64i) + i32(threadIdx.x)) % select((rdiv_9 - 1i), rdiv_9, (((podArgs.G >= 0i) && (rmod_10 >= 0i)) || ((podArgs.G < 0i) && (rmod_10 <= 0i)))));
      let rmod_12 : i32 = (podArgs.C % podArgs.G);
      let rdiv_10 : i32 = (podArgs.C / podArgs.G);
      let rmod_13 : i32 = (podArgs.C % podArgs.G);
      let rdiv_11 : i32 = (podArgs.C / podArgs.G);
      let rmod_14 : i32 = (podArgs.C % podArgs.G);
      let rdiv_12 : i32 = (podArgs.C / podArgs.G);
            let rmod_15 : i32 = (podArgs.C % podArgs.G);
      let rdiv_13 : i32 = (podArgs.C / podArgs.G);
let rmod_16 : i32 = (((ax0_0 * 64i) + i32(threadIdx.x)) % select((rdiv_13 - 1i), rdiv_13, (((podArgs.G >= 0i) && (rmod_15 >= 0i)) || ((podArgs.G < 0i) && (rmod_15 <= 0i)))));
            let rmod_17 : i32 = (podArgs.C % podArgs.G);
      let rdiv_14 : i32 = (podArgs.C / podArgs.G);
let rdiv_15 : i32 = (((ax0_0 * 64i) + i32(threadIdx.x)) / select((rdiv_14 - 1i), rdiv_14, (((podArgs.G >= 0i) && (rmod_17 >= 0i)) || ((podArgs.G < 0i) && (rmod_17 <= 0i)))));
      let rmod_18 : i32 = (podArgs.C % podArgs.G);
      let rdiv_16 : i32 = (podArgs.C / podArgs.G);
      let rmod_19 : i32 = (podArgs.C % podArgs.G);
      let rdiv_17 : i32 = (podArgs.C / podArgs.G);
      let rmod_20 : i32 = (v__1 % podArgs.G);
      let rdiv_18 : i32 = (v__1 / podArgs.G);
      let rmod_21 : i32 = (v__1 % podArgs.G);
      let rmod_22 : i32 = (podArgs.C % podArgs.G);
      let rdiv_19 : i32 = (podArgs.C / podArgs.G);
            let rmod_23 : i32 = (podArgs.C % podArgs.G);
      let rdiv_20 : i32 = (podArgs.C / podArgs.G);
let rmod_24 : i32 = (((ax0_0 * 64i) + i32(threadIdx.x)) % select((rdiv_20 - 1i), rdiv_20, (((podArgs.G >= 0i) && (rmod_23 >= 0i)) || ((podArgs.G < 0i) && (rmod_23 <= 0i)))));
      let rmod_25 : i32 = (podArgs.C % podArgs.G);
      let rdiv_21 : i32 = (podArgs.C / podArgs.G);
      let rmod_26 : i32 = (podArgs.C % podArgs.G);
      let rdiv_22 : i32 = (podArgs.C / podArgs.G);
      let rmod_27 : i32 = (podArgs.C % podArgs.G);
      let rdiv_23 : i32 = (podArgs.C / podArgs.G);
      in_thread_gsq_local[0i] = fma((X_ptr[((((select((rdiv_4 - 1i), rdiv_4, (((select((rdiv_5 - 1i), rdiv_5, (((podArgs.G >= 0i) && (rmod_5 >= 0i)) || ((podArgs.G < 0i) && (rmod_5 <= 0i)))) >= 0i) && (rmod_3 >= 0i)) || ((select((rdiv_6 - 1i), rdiv_6, (((podArgs.G >= 0i) && (rmod_6 >= 0i)) || ((podArgs.G < 0i) && (rmod_6 <= 0i)))) < 0i) && (rmod_3 <= 0i)))) + ((select((rdiv_7 - 1i), rdiv_7, (((podArgs.G >= 0i) && (rmod_7 >= 0i)) || ((podArgs.G < 0i) && (rmod_7 <= 0i)))) * podArgs.H) * podArgs.W)) * podArgs.C) + (select((rmod_8 + podArgs.G), rmod_8, (((podArgs.G >= 0i) && (rmod_8 >= 0i)) || ((podArgs.G < 0i) && (rmod_8 <= 0i)))) * select((rdiv_8 - 1i), rdiv_8, (((podArgs.G >= 0i) && (rmod_9 >= 0i)) || ((podArgs.G < 0i) && (rmod_9 <= 0i)))))) + select((rmod_11 + select((rdiv_10 - 1i), rdiv_10, (((podArgs.G >= 0i) && (rmod_12 >= 0i)) || ((podArgs.G < 0i) && (rmod_12 <= 0i))))), rmod_11, (((select((rdiv_11 - 1i), rdiv_11, (((podArgs.G >= 0i) && (rmod_13 >= 0i)) || ((podArgs.G < 0i) && (rmod_13 <= 0i)))) >= 0i) && (rmod_11 >= 0i)) || ((select((rdiv_12 - 1i), rdiv_12, (((podArgs.G >= 0i) && (rmod_14 >= 0i)) || ((podArgs.G < 0i) && (rmod_14 <= 0i)))) < 0i) && (rmod_11 <= 0i)))))] - mean_ptr[v__1]), (X_ptr[((((select((rdiv_15 - 1i), rdiv_15, (((select((rdiv_16 - 1i), rdiv_16, (((podArgs.G >= 0i) && (rmod_18 >= 0i)) || ((podArgs.G < 0i) && (rmod_18 <= 0i)))) >= 0i) && (rmod_16 >= 0i)) || ((select((rdiv_17 - 1i), rdiv_17, (((podArgs.G >= 0i) && (rmod_19 >= 0i)) || ((podArgs.G < 0i) && (rmod_19 <= 0i)))) < 0i) && (rmod_16 <= 0i)))) + ((select((rdiv_18 - 1i), rdiv_18, (((podArgs.G >= 0i) && (rmod_20 >= 0i)) || ((podArgs.G < 0i) && (rmod_20 <= 0i)))) * podArgs.H) * podArgs.W)) * podArgs.C) + (select((rmod_21 + podArgs.G), rmod_21, (((podArgs.G >= 0i) && (rmod_21 >= 0i)) || ((podArgs.G < 0i) && (rmod_21 <= 0i)))) * select((rdiv_19 - 1i), rdiv_19, (((podArgs.G >= 0i) && (rmod_22 >= 0i)) || ((podArgs.G < 0i) && (rmod_22 <= 0i)))))) + select((rmod_24 + select((rdiv_21 - 1i), rdiv_21, (((podArgs.G >= 0i) && (rmod_25 >= 0i)) || ((podArgs.G < 0i) && (rmod_25 <= 0i))))), rmod_24, (((select((rdiv_22 - 1i), rdiv_22, (((podArgs.G >= 0i) && (rmod_26 >= 0i)) || ((podArgs.G < 0i) && (rmod_26 <= 0i)))) >= 0i) && (rmod_24 >= 0i)) || ((select((rdiv_23 - 1i), rdiv_23, (((podArgs.G >= 0i) && (rmod_27 >= 0i)) || ((podArgs.G < 0i) && (rmod_27 <= 0i)))) < 0i) && (rmod_24 <= 0i)))))] - mean_ptr[v__1]), in_thread_gsq_local[0i]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_gsq_local[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 32i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    let rmod_28 : i32 = (podArgs.C % podArgs.G);
    let rdiv_24 : i32 = (podArgs.C / podArgs.G);
    rstd_ptr[v__1] = (1.000000e+00f / sqrt(((red_buf0[0i] / f32(((podArgs.H * podArgs.W) * select((rdiv_24 - 1i), rdiv_24, (((podArgs.G >= 0i) && (rmod_28 >= 0i)) || ((podArgs.G < 0i) && (rmod_28 <= 0i))))))) + podArgs.eps)));
  }
}


// Function: l1_group_norm_kernel_2
//----------------------------------------
// Function: l1_group_norm_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> Y_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> beta_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> gamma_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> mean_ptr : array<f32>;
@group(0) @binding(5) var<storage, read> rstd_ptr : array<f32>;

struct PODArgs {
  C: i32,
  G: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(6) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_group_norm_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((podArgs.N * podArgs.H) * podArgs.W) * podArgs.C)) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / ((podArgs.H * podArgs.W) * podArgs.C));
        let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
    let rmod_2 : i32 = (podArgs.C % podArgs.G);
    let rdiv_1 : i32 = (podArgs.C / podArgs.G);
let rmod_3 : i32 = (select((rmod_1 + podArgs.C), rmod_1, (((podArgs.C >= 0i) && (rmod_1 >= 0i)) || ((podArgs.C < 0i) && (rmod_1 <= 0i)))) % select((rdiv_1 - 1i), rdiv_1, (((podArgs.G >= 0i) && (rmod_2 >= 0i)) || ((podArgs.G < 0i) && (rmod_2 <= 0i)))));
        let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
    let rmod_5 : i32 = (podArgs.C % podArgs.G);
    let rdiv_2 : i32 = (podArgs.C / podArgs.G);
let rdiv_3 : i32 = (select((rmod_4 + podArgs.C), rmod_4, (((podArgs.C >= 0i) && (rmod_4 >= 0i)) || ((podArgs.C < 0i) && (rmod_4 <= 0i)))) / select((rdiv_2 - 1i), rdiv_2, (((podArgs.G >= 0i) && (rmod_5 >= 0i)) || ((podArgs.G < 0i) && (rmod_5 <= 0i)))));
    let rmod_6 : i32 = (podArgs.C % podArgs.G);
    let rdiv_4 : i32 = (podArgs.C / podArgs.G);
    let rmod_7 : i32 = (podArgs.C % podArgs.G);
    let rdiv_5 : i32 = (podArgs.C / podArgs.G);
    let rmod_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
    let rdiv_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / ((podArgs.H * podArgs.W) * podArgs.C));
        let rmod_9 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
    let rmod_10 : i32 = (podArgs.C % podArgs.G);
    let rdiv_7 : i32 = (podArgs.C / podArgs.G);
let rmod_11 : i32 = (select((rmod_9 + podArgs.C), rmod_9, (((podArgs.C >= 0i) && (rmod_9 >= 0i)) || ((podArgs.C < 0i) && (rmod_9 <= 0i)))) % select((rdiv_7 - 1i), rdiv_7, (((podArgs.G >= 0i) && (rmod_10 >= 0i)) || ((podArgs.G < 0i) && (rmod_10 <= 0i)))));
        let rmod_12 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
    let rmod_13 : i32 = (podArgs.C % podArgs.G);
    let rdiv_8 : i32 = (podArgs.C / podArgs.G);
let rdiv_9 : i32 = (select((rmod_12 + podArgs.C), rmod_12, (((podArgs.C >= 0i) && (rmod_12 >= 0i)) || ((podArgs.C < 0i) && (rmod_12 <= 0i)))) / select((rdiv_8 - 1i), rdiv_8, (((podArgs.G >= 0i) && (rmod_13 >= 0i)) || ((podArgs.G < 0i) && (rmod_13 <= 0i)))));
    let rmod_14 : i32 = (podArgs.C % podArgs.G);
    let rdiv_10 : i32 = (podArgs.C / podArgs.G);
    let rmod_15 : i32 = (podArgs.C % podArgs.G);
    let rdiv_11 : i32 = (podArgs.C / podArgs.G);
    let rmod_16 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
    let rmod_17 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
    Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = fma(((X_ptr[((v__1 * 256i) + i32(threadIdx.x))] - mean_ptr[((select((rdiv - 1i), rdiv, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod <= 0i)))) * podArgs.G) + select((rdiv_3 - 1i), rdiv_3, (((select((rdiv_4 - 1i), rdiv_4, (((podArgs.G >= 0i) && (rmod_6 >= 0i)) || ((podArgs.G < 0i) && (rmod_6 <= 0i)))) >= 0i) && (rmod_3 >= 0i)) || ((select((rdiv_5 - 1i), rdiv_5, (((podArgs.G >= 0i) && (rmod_7 >= 0i)) || ((podArgs.G < 0i) && (rmod_7 <= 0i)))) < 0i) && (rmod_3 <= 0i)))))]) * rstd_ptr[((select((rdiv_6 - 1i), rdiv_6, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod_8 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod_8 <= 0i)))) * podArgs.G) + select((rdiv_9 - 1i), rdiv_9, (((select((rdiv_10 - 1i), rdiv_10, (((podArgs.G >= 0i) && (rmod_14 >= 0i)) || ((podArgs.G < 0i) && (rmod_14 <= 0i)))) >= 0i) && (rmod_11 >= 0i)) || ((select((rdiv_11 - 1i), rdiv_11, (((podArgs.G >= 0i) && (rmod_15 >= 0i)) || ((podArgs.G < 0i) && (rmod_15 <= 0i)))) < 0i) && (rmod_11 <= 0i)))))]), gamma_ptr[select((rmod_16 + podArgs.C), rmod_16, (((podArgs.C >= 0i) && (rmod_16 >= 0i)) || ((podArgs.C < 0i) && (rmod_16 <= 0i))))], beta_ptr[select((rmod_17 + podArgs.C), rmod_17, (((podArgs.C >= 0i) && (rmod_17 >= 0i)) || ((podArgs.C < 0i) && (rmod_17 <= 0i))))]);
  }
}


