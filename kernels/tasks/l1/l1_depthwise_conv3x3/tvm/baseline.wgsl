// Function: l1_depthwise_conv3x3_kernel
//----------------------------------------
// Function: l1_depthwise_conv3x3_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> Wt_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> Y_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> bias_ptr : array<f32>;

struct PODArgs {
  C: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_depthwise_conv3x3_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var conv_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
      let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / ((podArgs.H * podArgs.W) * podArgs.C));
            let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
let rmod_2 : i32 = (select((rmod_1 + ((podArgs.H * podArgs.W) * podArgs.C)), rmod_1, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod_1 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod_1 <= 0i)))) % (podArgs.W * podArgs.C));
            let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
let rdiv_1 : i32 = (select((rmod_3 + ((podArgs.H * podArgs.W) * podArgs.C)), rmod_3, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod_3 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod_3 <= 0i)))) / (podArgs.W * podArgs.C));
      if ((select((rdiv - 1i), rdiv, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod <= 0i)))) < podArgs.N) && (select((rdiv_1 - 1i), rdiv_1, ((((podArgs.W * podArgs.C) >= 0i) && (rmod_2 >= 0i)) || (((podArgs.W * podArgs.C) < 0i) && (rmod_2 <= 0i)))) < podArgs.H)) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          conv_local[0i] = 0.000000e+00f;
        }
                let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
let rmod_5 : i32 = (select((rmod_4 + ((podArgs.H * podArgs.W) * podArgs.C)), rmod_4, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod_4 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod_4 <= 0i)))) % (podArgs.W * podArgs.C));
                let rmod_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
let rdiv_2 : i32 = (select((rmod_6 + ((podArgs.H * podArgs.W) * podArgs.C)), rmod_6, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod_6 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod_6 <= 0i)))) / (podArgs.W * podArgs.C));
                let rmod_7 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
let rmod_8 : i32 = (select((rmod_7 + ((podArgs.H * podArgs.W) * podArgs.C)), rmod_7, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod_7 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod_7 <= 0i)))) % (podArgs.W * podArgs.C));
                let rmod_9 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
let rdiv_3 : i32 = (select((rmod_9 + ((podArgs.H * podArgs.W) * podArgs.C)), rmod_9, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod_9 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod_9 <= 0i)))) / (podArgs.W * podArgs.C));
                let rmod_10 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.W * podArgs.C));
let rmod_11 : i32 = (select((rmod_10 + (podArgs.W * podArgs.C)), rmod_10, ((((podArgs.W * podArgs.C) >= 0i) && (rmod_10 >= 0i)) || (((podArgs.W * podArgs.C) < 0i) && (rmod_10 <= 0i)))) % podArgs.C);
                let rmod_12 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.W * podArgs.C));
let rdiv_4 : i32 = (select((rmod_12 + (podArgs.W * podArgs.C)), rmod_12, ((((podArgs.W * podArgs.C) >= 0i) && (rmod_12 >= 0i)) || (((podArgs.W * podArgs.C) < 0i) && (rmod_12 <= 0i)))) / podArgs.C);
                let rmod_13 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.W * podArgs.C));
let rmod_14 : i32 = (select((rmod_13 + (podArgs.W * podArgs.C)), rmod_13, ((((podArgs.W * podArgs.C) >= 0i) && (rmod_13 >= 0i)) || (((podArgs.W * podArgs.C) < 0i) && (rmod_13 <= 0i)))) % podArgs.C);
                let rmod_15 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.W * podArgs.C));
let rdiv_5 : i32 = (select((rmod_15 + (podArgs.W * podArgs.C)), rmod_15, ((((podArgs.W * podArgs.C) >= 0i) && (rmod_15 >= 0i)) || (((podArgs.W * podArgs.C) < 0i) && (rmod_15 <= 0i)))) / podArgs.C);
        var condval : f32;
        if (((((1i <= (select((rdiv_2 - 1i), rdiv_2, ((((podArgs.W * podArgs.C) >= 0i) && (rmod_5 >= 0i)) || (((podArgs.W * podArgs.C) < 0i) && (rmod_5 <= 0i)))) + ax0)) && ((select((rdiv_3 - 1i), rdiv_3, ((((podArgs.W * podArgs.C) >= 0i) && (rmod_8 >= 0i)) || (((podArgs.W * podArgs.C) < 0i) && (rmod_8 <= 0i)))) + ax0) <= podArgs.H)) && (1i <= (select((rdiv_4 - 1i), rdiv_4, (((podArgs.C >= 0i) && (rmod_11 >= 0i)) || ((podArgs.C < 0i) && (rmod_11 <= 0i)))) + ax1))) && ((select((rdiv_5 - 1i), rdiv_5, (((podArgs.C >= 0i) && (rmod_14 >= 0i)) || ((podArgs.C < 0i) && (rmod_14 <= 0i)))) + ax1) <= podArgs.W))) {
          let rmod_16 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
          let rdiv_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / ((podArgs.H * podArgs.W) * podArgs.C));
                    let rmod_17 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
let rmod_18 : i32 = (select((rmod_17 + ((podArgs.H * podArgs.W) * podArgs.C)), rmod_17, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod_17 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod_17 <= 0i)))) % (podArgs.W * podArgs.C));
                    let rmod_19 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.C));
let rdiv_7 : i32 = (select((rmod_19 + ((podArgs.H * podArgs.W) * podArgs.C)), rmod_19, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod_19 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod_19 <= 0i)))) / (podArgs.W * podArgs.C));
                    let rmod_20 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.W * podArgs.C));
let rmod_21 : i32 = (select((rmod_20 + (podArgs.W * podArgs.C)), rmod_20, ((((podArgs.W * podArgs.C) >= 0i) && (rmod_20 >= 0i)) || (((podArgs.W * podArgs.C) < 0i) && (rmod_20 <= 0i)))) % podArgs.C);
                    let rmod_22 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.W * podArgs.C));
let rdiv_8 : i32 = (select((rmod_22 + (podArgs.W * podArgs.C)), rmod_22, ((((podArgs.W * podArgs.C) >= 0i) && (rmod_22 >= 0i)) || (((podArgs.W * podArgs.C) < 0i) && (rmod_22 <= 0i)))) / podArgs.C);
          let rmod_23 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
          condval = X_ptr[((((((((((select((rdiv_6 - 1i), rdiv_6, (((((podArgs.H * podArgs.W) * podArgs.C) >= 0i) && (rmod_16 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.C) < 0i) && (rmod_16 <= 0i)))) * podArgs.H) + select((rdiv_7 - 1i), rdiv_7, ((((podArgs.W * podArgs.C) >= 0i) && (rmod_18 >= 0i)) || (((podArgs.W * podArgs.C) < 0i) && (rmod_18 <= 0i))))) + ax0) - 1i) * podArgs.W) + select((rdiv_8 - 1i), rdiv_8, (((podArgs.C >= 0i) && (rmod_21 >= 0i)) || ((podArgs.C < 0i) && (rmod_21 <= 0i))))) + ax1) - 1i) * podArgs.C) + select((rmod_23 + podArgs.C), rmod_23, (((podArgs.C >= 0i) && (rmod_23 >= 0i)) || ((podArgs.C < 0i) && (rmod_23 <= 0i)))))];
} else {
          condval = 0.000000e+00f;
}
        let rmod_24 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
        conv_local[0i] = fma(condval, Wt_ptr[((((ax0 * 3i) + ax1) * podArgs.C) + select((rmod_24 + podArgs.C), rmod_24, (((podArgs.C >= 0i) && (rmod_24 >= 0i)) || ((podArgs.C < 0i) && (rmod_24 <= 0i)))))], conv_local[0i]);
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((podArgs.N * podArgs.H) * podArgs.W) * podArgs.C)) {
    let rmod_25 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.C);
    Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (conv_local[0i] + bias_ptr[select((rmod_25 + podArgs.C), rmod_25, (((podArgs.C >= 0i) && (rmod_25 >= 0i)) || ((podArgs.C < 0i) && (rmod_25 <= 0i))))]);
  }
}


