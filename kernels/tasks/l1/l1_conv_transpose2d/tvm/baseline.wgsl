// Function: l1_conv_transpose2d_kernel
//----------------------------------------
// Function: l1_conv_transpose2d_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> bias_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weight_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  CI: i32,
  CO: i32,
  H: i32,
  K: i32,
  N: i32,
  OP: i32,
  P: i32,
  S: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_conv_transpose2d_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var conv_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.CI, 1i); ax0++) {
    for (var ax1 : i32 = 0i; ax1 < max(podArgs.K, 1i); ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.K, 1i); ax2++) {
        let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
        let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
        let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
        let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
        let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
        let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
        if ((((0i <= select((rdiv - 1i), rdiv, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod <= 0i))))) && (select((rdiv_1 - 1i), rdiv_1, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_1 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_1 <= 0i)))) < (((max(podArgs.K, 1i) + (max((podArgs.H - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)))) && (0i <= select((rmod_2 + (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i))), rmod_2, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_2 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_2 <= 0i)))))) && (select((rmod_3 + (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i))), rmod_3, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_3 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_3 <= 0i)))) < (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)))) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            conv_local[0i] = 0.000000e+00f;
          }
          let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
          let rdiv_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
          let rmod_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
          let rdiv_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
          let rmod_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
          let rdiv_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
          let rmod_7 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
          let rmod_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
          let rmod_9 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
          var condval : f32;
          if (((((((0i <= ((select((rdiv_2 - 1i), rdiv_2, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_4 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_4 <= 0i)))) + podArgs.P) - ax1)) && (((select((rdiv_3 - 1i), rdiv_3, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_5 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_5 <= 0i)))) + podArgs.P) - ax1) < (max(podArgs.H, 1i) * max(podArgs.S, 1i)))) && ((((select((rdiv_4 - 1i), rdiv_4, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_6 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_6 <= 0i)))) + podArgs.P) - ax1) % max(podArgs.S, 1i)) == 0i)) && (0i <= ((select((rmod_7 + (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i))), rmod_7, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_7 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_7 <= 0i)))) + podArgs.P) - ax2))) && (((select((rmod_8 + (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i))), rmod_8, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_8 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_8 <= 0i)))) + podArgs.P) - ax2) < (max(podArgs.W, 1i) * max(podArgs.S, 1i)))) && ((((select((rmod_9 + (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i))), rmod_9, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_9 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_9 <= 0i)))) + podArgs.P) - ax2) % max(podArgs.S, 1i)) == 0i))) {
            let rmod_10 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
            let rdiv_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
            let rmod_11 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
            let rdiv_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
            let rmod_12 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
            let rmod_13 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
            condval = (x_ptr[(((((((i32(blockIdx.y) / max(podArgs.CO, 1i)) * max(podArgs.CI, 1i)) + ax0) * max(podArgs.H, 1i)) + ((((select((rdiv_5 - 1i), rdiv_5, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_10 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_10 <= 0i)))) + podArgs.P) - ax1) / max(podArgs.S, 1i)) + ((((select((rdiv_6 - 1i), rdiv_6, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_11 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_11 <= 0i)))) + podArgs.P) - ax1) % max(podArgs.S, 1i))>>31u))) * max(podArgs.W, 1i)) + ((((select((rmod_12 + (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i))), rmod_12, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_12 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_12 <= 0i)))) + podArgs.P) - ax2) / max(podArgs.S, 1i)) + ((((select((rmod_13 + (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i))), rmod_13, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_13 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_13 <= 0i)))) + podArgs.P) - ax2) % max(podArgs.S, 1i))>>31u)))] * weight_ptr[((((((ax0 * max(podArgs.CO, 1i)) + (i32(blockIdx.y) % max(podArgs.CO, 1i))) * max(podArgs.K, 1i)) + ax1) * max(podArgs.K, 1i)) + ax2)]);
} else {
            condval = 0.000000e+00f;
}
          conv_local[0i] = (conv_local[0i] + condval);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((((max(podArgs.K, 1i) + (max((podArgs.H - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) * (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)))) {
    let rmod_14 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
    let rdiv_7 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
    let rmod_15 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)));
    y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * (((max(podArgs.K, 1i) + (max((podArgs.H - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i))) * (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)))) + i32(threadIdx.x))] = (conv_local[(min(select((rdiv_7 - 1i), rdiv_7, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_14 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_14 <= 0i)))), 0i) + min(select((rmod_15 + (((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i))), rmod_15, ((((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) >= 0i) && (rmod_15 >= 0i)) || (((((max(podArgs.K, 1i) + (max((podArgs.W - 1i), 0i) * max(podArgs.S, 1i))) + podArgs.OP) - (podArgs.P * 2i)) < 0i) && (rmod_15 <= 0i)))), 0i))] + bias_ptr[(i32(blockIdx.y) % max(podArgs.CO, 1i))]);
  }
}


