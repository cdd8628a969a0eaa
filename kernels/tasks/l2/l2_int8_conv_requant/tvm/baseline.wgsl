// Function: l2_int8_conv_requant_kernel
//----------------------------------------
// Function: l2_int8_conv_requant_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> bias_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> multiplier_ptr : array<i32>;
@group(0) @binding(2) var<storage, read> shift_ptr : array<i32>;
@group(0) @binding(3) var<storage, read> w_ptr : array<u32>;
@group(0) @binding(4) var<storage, read> x_ptr : array<u32>;
@group(0) @binding(5) var<storage, read_write> y_ptr : array<i32>;

struct PODArgs {
  C: i32,
  CO: i32,
  H: i32,
  N: i32,
  STRIDE: i32,
  W: i32,
  in_zp: i32,
  out_zp: i32,
  q6: i32,
  packGridDimX: u32
}
@group(0) @binding(6) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_int8_conv_requant_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var acc_local : array<i32, 1>;
  var u_local : array<u32, 1>;
  var lo_local : array<u32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.C, 1i); ax2++) {
        if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) <= (max((podArgs.W - 1i), 0i) / max(podArgs.STRIDE, 1i))) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            acc_local[0i] = 0i;
          }
          var condval : i32;
          if (((((1i <= ((((i32(blockIdx.y) % ((max((podArgs.H - 1i), 0i) / max(podArgs.STRIDE, 1i)) + 1i)) * max(podArgs.STRIDE, 1i)) + ax0) + (max((podArgs.STRIDE - 1i), 0i) * (1i - (max(podArgs.H, 1i) & 1i))))) && ((((((i32(blockIdx.y) % ((max((podArgs.H - 1i), 0i) / max(podArgs.STRIDE, 1i)) + 1i)) * max(podArgs.STRIDE, 1i)) + ax0) + (max((podArgs.STRIDE - 1i), 0i) * (1i - (max(podArgs.H, 1i) & 1i)))) <= podArgs.H) || (((((i32(blockIdx.y) % ((max((podArgs.H - 1i), 0i) / max(podArgs.STRIDE, 1i)) + 1i)) * max(podArgs.STRIDE, 1i)) + ax0) + (max((podArgs.STRIDE - 1i), 0i) * (1i - (max(podArgs.H, 1i) & 1i)))) < 2i))) && (1i <= ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) * max(podArgs.STRIDE, 1i)) + ax1) + (max((podArgs.STRIDE - 1i), 0i) * (1i - (max(podArgs.W, 1i) & 1i)))))) && ((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) * max(podArgs.STRIDE, 1i)) + ax1) + (max((podArgs.STRIDE - 1i), 0i) * (1i - (max(podArgs.W, 1i) & 1i)))) <= podArgs.W) || (((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) * max(podArgs.STRIDE, 1i)) + ax1) + (max((podArgs.STRIDE - 1i), 0i) * (1i - (max(podArgs.W, 1i) & 1i)))) < 2i)))) {
            condval = (((i32((x_ptr[((ax2>>2u) + ((((((((((((i32(blockIdx.y) / ((max((podArgs.H - 1i), 0i) / max(podArgs.STRIDE, 1i)) + 1i)) * max(podArgs.H, 1i)) + ((i32(blockIdx.y) % ((max((podArgs.H - 1i), 0i) / max(podArgs.STRIDE, 1i)) + 1i)) * max(podArgs.STRIDE, 1i))) + ax0) + (max((podArgs.STRIDE - 1i), 0i) * (1i - (max(podArgs.H, 1i) & 1i)))) - 1i) * max(podArgs.W, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) * max(podArgs.STRIDE, 1i))) + ax1) + (max((podArgs.STRIDE - 1i), 0i) * (1i - (max(podArgs.W, 1i) & 1i)))) - 1i) * (max(podArgs.C, 1i)>>2u)))]<<u32((24i - ((ax2 & 3i) * 8i)))))>>24u) - podArgs.in_zp) * (i32((w_ptr[((ax2>>2u) + (((((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)) * 9i) + (ax0 * 3i)) + ax1) * (max(podArgs.C, 1i)>>2u)))]<<u32((24i - ((ax2 & 3i) * 8i)))))>>24u));
} else {
            condval = 0i;
}
          acc_local[0i] = (acc_local[0i] + condval);
        }
      }
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) <= (max((podArgs.W - 1i), 0i) / max(podArgs.STRIDE, 1i))) {
    acc_local[0i] = (acc_local[0i] + bias_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))]);
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) <= (max((podArgs.W - 1i), 0i) / max(podArgs.STRIDE, 1i))) {
    var condval_1 : i32;
    if ((acc_local[0i] < 0i)) {
      condval_1 = (acc_local[0i] * -1i);
} else {
      condval_1 = acc_local[0i];
}
    u_local[0i] = u32(condval_1);
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) <= (max((podArgs.W - 1i), 0i) / max(podArgs.STRIDE, 1i))) {
    lo_local[0i] = (((u_local[0i] & 65535u) * (u32(multiplier_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))]) & 65535u)) + ((((u_local[0i] & 65535u) * (u32(multiplier_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))])>>16u)) + ((u_local[0i]>>16u) * (u32(multiplier_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))]) & 65535u)))<<16u));
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) <= (max((podArgs.W - 1i), 0i) / max(podArgs.STRIDE, 1i))) {
    u_local[0i] = ((((u_local[0i]>>16u) * (u32(multiplier_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))])>>16u)) + ((((u_local[0i] & 65535u) * (u32(multiplier_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))])>>16u)) + ((u_local[0i]>>16u) * (u32(multiplier_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))]) & 65535u)))>>16u)) + u32((lo_local[0i] < ((u_local[0i] & 65535u) * (u32(multiplier_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))]) & 65535u)))));
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) <= (max((podArgs.W - 1i), 0i) / max(podArgs.STRIDE, 1i))) {
    var condval_2 : i32;
    if ((acc_local[0i] < 0i)) {
      condval_2 = (i32((((u_local[0i] + u32(((lo_local[0i] + 1073741823u) < lo_local[0i])))<<1u) | ((lo_local[0i] + 1073741823u)>>31u))) * -1i);
} else {
      var condval_3 : u32;
      if ((acc_local[0i] < 0i)) {
        condval_3 = 1073741823u;
} else {
        condval_3 = 1073741824u;
}
      var condval_4 : u32;
      if ((acc_local[0i] < 0i)) {
        condval_4 = 1073741823u;
} else {
        condval_4 = 1073741824u;
}
      condval_2 = i32((((u_local[0i] + u32(((lo_local[0i] + condval_3) < lo_local[0i])))<<1u) | ((lo_local[0i] + condval_4)>>31u)));
}
    acc_local[0i] = condval_2;
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max((podArgs.W - 1i), 0i) / max(podArgs.STRIDE, 1i)) + 1i) * max(podArgs.CO, 1i))) {
    y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max((podArgs.W - 1i), 0i) / max(podArgs.STRIDE, 1i)) + 1i)) * max(podArgs.CO, 1i))) + i32(threadIdx.x))] = min(max((((acc_local[0i]>>u32((shift_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))] * -1i))) + i32((((i32(((1u<<u32((shift_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))] * -1i))) - 1u))>>1u) + i32((acc_local[0i] < 0i))) < (acc_local[0i] & i32(((1u<<u32((shift_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))] * -1i))) - 1u)))))) + podArgs.out_zp), max(podArgs.out_zp, -128i)), min(podArgs.q6, 127i));
  }
}


