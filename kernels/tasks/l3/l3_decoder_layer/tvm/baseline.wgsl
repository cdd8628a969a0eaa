// Function: l3_decoder_layer_kernel
//----------------------------------------
// Function: l3_decoder_layer_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> qh_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> rope_cs_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  D: i32,
  DH: i32,
  G: i32,
  HKV: i32,
  T: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_decoder_layer_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var ss_q_local : array<f32, 1>;
  var q_own_local : array<f32, 1>;
  var q_other_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ss_q_local[0i] = 0.000000e+00f;
    }
    ss_q_local[0i] = fma(x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)], x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)], ss_q_local[0i]);
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.G, 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))) {
      if (ax0_1 == 0i) {
        q_own_local[0i] = 0.000000e+00f;
      }
      q_own_local[0i] = fma(((x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] / sqrt(((ss_q_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[ax0_1])), weights_ptr[((((v__1 * 256i) + max(podArgs.D, 1i)) + (ax0_1 * (((max(podArgs.HKV, 1i) * max(podArgs.DH, 1i)) * 2i) + ((max(podArgs.G, 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))))) + i32(threadIdx.x))], q_own_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.G, 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))) {
      if (ax0_2 == 0i) {
        q_other_local[0i] = 0.000000e+00f;
      }
      var condval : i32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) < (max(podArgs.DH, 1i)>>1u))) {
        condval = (((v__1 * 256i) + (max(podArgs.DH, 1i)>>1u)) + i32(threadIdx.x));
} else {
        condval = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.DH, 1i)>>1u));
}
      q_other_local[0i] = fma(((x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_2)] / sqrt(((ss_q_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[ax0_2])), weights_ptr[((max(podArgs.D, 1i) + (ax0_2 * (((max(podArgs.HKV, 1i) * max(podArgs.DH, 1i)) * 2i) + ((max(podArgs.G, 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))))) + condval)], q_other_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.G, 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))) {
    var condval_1 : f32;
    if (((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) < (max(podArgs.DH, 1i)>>1u))) {
      condval_1 = ((q_own_local[0i] * rope_cs_ptr[((i32(blockIdx.y) * max(podArgs.DH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) % (max(podArgs.DH, 1i)>>1u)))]) - (q_other_local[0i] * rope_cs_ptr[(((max(podArgs.DH, 1i)>>1u) + (i32(blockIdx.y) * max(podArgs.DH, 1i))) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) % (max(podArgs.DH, 1i)>>1u)))]));
} else {
      condval_1 = fma(q_other_local[0i], rope_cs_ptr[(((max(podArgs.DH, 1i)>>1u) + (i32(blockIdx.y) * max(podArgs.DH, 1i))) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) % (max(podArgs.DH, 1i)>>1u)))], (q_own_local[0i] * rope_cs_ptr[((i32(blockIdx.y) * max(podArgs.DH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) % (max(podArgs.DH, 1i)>>1u)))]));
}
    qh_ptr[(((v__1 * 256i) + (((i32(blockIdx.y) * max(podArgs.G, 1i)) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))) + i32(threadIdx.x))] = condval_1;
  }
}


// Function: l3_decoder_layer_kernel_1
//----------------------------------------
// Function: l3_decoder_layer_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> kv_new_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> rope_cs_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  D: i32,
  DH: i32,
  G: i32,
  HKV: i32,
  T: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_decoder_layer_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var ss_kv_local : array<f32, 1>;
  var kv_own_local : array<f32, 1>;
  var kv_other_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ss_kv_local[0i] = 0.000000e+00f;
    }
    ss_kv_local[0i] = fma(x_ptr[(((i32(blockIdx.y) % max(podArgs.T, 1i)) * max(podArgs.D, 1i)) + ax0)], x_ptr[(((i32(blockIdx.y) % max(podArgs.T, 1i)) * max(podArgs.D, 1i)) + ax0)], ss_kv_local[0i]);
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.HKV, 1i) * max(podArgs.DH, 1i))) {
      if (ax0_1 == 0i) {
        kv_own_local[0i] = 0.000000e+00f;
      }
      kv_own_local[0i] = fma(((x_ptr[(((i32(blockIdx.y) % max(podArgs.T, 1i)) * max(podArgs.D, 1i)) + ax0_1)] / sqrt(((ss_kv_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[ax0_1])), weights_ptr[((((((v__1 * 256i) + max(podArgs.D, 1i)) + (ax0_1 * (((max(podArgs.HKV, 1i) * max(podArgs.DH, 1i)) * 2i) + ((max(podArgs.G, 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))))) + ((max(podArgs.G, 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))) + (((i32(blockIdx.y) / max(podArgs.T, 1i)) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))) + i32(threadIdx.x))], kv_own_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.HKV, 1i) * max(podArgs.DH, 1i))) {
      if (ax0_2 == 0i) {
        kv_other_local[0i] = 0.000000e+00f;
      }
      var condval : i32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) < (max(podArgs.DH, 1i)>>1u))) {
        condval = (((v__1 * 256i) + (max(podArgs.DH, 1i)>>1u)) + i32(threadIdx.x));
} else {
        condval = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.DH, 1i)>>1u));
}
      kv_other_local[0i] = fma(((x_ptr[(((i32(blockIdx.y) % max(podArgs.T, 1i)) * max(podArgs.D, 1i)) + ax0_2)] / sqrt(((ss_kv_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[ax0_2])), weights_ptr[(((max(podArgs.D, 1i) + (ax0_2 * (((max(podArgs.HKV, 1i) * max(podArgs.DH, 1i)) * 2i) + ((max(podArgs.G, 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))))) + ((max(podArgs.G, 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))) + condval)], kv_other_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.HKV, 1i) * max(podArgs.DH, 1i))) {
    var condval_1 : f32;
    if (((i32(blockIdx.y) / max(podArgs.T, 1i)) == 0i)) {
      var condval_2 : f32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) < (max(podArgs.DH, 1i)>>1u))) {
        condval_2 = ((kv_own_local[0i] * rope_cs_ptr[(((i32(blockIdx.y) % max(podArgs.T, 1i)) * max(podArgs.DH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) % (max(podArgs.DH, 1i)>>1u)))]) - (kv_other_local[0i] * rope_cs_ptr[(((max(podArgs.DH, 1i)>>1u) + ((i32(blockIdx.y) % max(podArgs.T, 1i)) * max(podArgs.DH, 1i))) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) % (max(podArgs.DH, 1i)>>1u)))]));
} else {
        condval_2 = fma(kv_other_local[0i], rope_cs_ptr[(((max(podArgs.DH, 1i)>>1u) + ((i32(blockIdx.y) % max(podArgs.T, 1i)) * max(podArgs.DH, 1i))) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) % (max(podArgs.DH, 1i)>>1u)))], (kv_own_local[0i] * rope_cs_ptr[(((i32(blockIdx.y) % max(podArgs.T, 1i)) * max(podArgs.DH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.DH, 1i)) % (max(podArgs.DH, 1i)>>1u)))]));
}
      condval_1 = condval_2;
} else {
      condval_1 = kv_own_local[0i];
}
    kv_new_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))) + i32(threadIdx.x))] = condval_1;
  }
}


// Function: l3_decoder_layer_kernel_2
//----------------------------------------
// Function: l3_decoder_layer_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> kv_cache_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> kv_new_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> oh_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> qh_ptr : array<f32>;

struct PODArgs {
  DH: i32,
  G: i32,
  HKV: i32,
  P: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 32>;
var<workgroup> red_buf0_1 : array<f32, 32>;
var<workgroup> red_buf0_2 : array<f32, 32>;
@compute @workgroup_size(32, 1, 1)
fn l3_decoder_layer_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var in_thread_row_max_local : array<f32, 1>;
  var dot1_local : array<f32, 1>;
  var in_thread_pv_local : array<f32, 1>;
  var dot3_local : array<f32, 1>;
  var in_thread_row_sum_local : array<f32, 1>;
  var dot2_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  in_thread_row_max_local[0i] = -3.402823e+38f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((min((max(podArgs.T, 1i) + podArgs.P), 65536i) + 31i)>>5u); ax0_0++) {
    for (var ax0 : i32 = 0i; ax0 < max(podArgs.DH, 1i); ax0++) {
      if (((ax0_0 * 32i) + i32(threadIdx.x)) < (max(podArgs.T, 1i) + podArgs.P)) {
        if (ax0 == 0i) {
          dot1_local[0i] = 0.000000e+00f;
        }
        var condval : f32;
        if ((((ax0_0 * 32i) + i32(threadIdx.x)) < podArgs.P)) {
          condval = kv_cache_ptr[((((max(min(((ax0_0 * 32i) + i32(threadIdx.x)), (podArgs.P - 1i)), 0i) * max(podArgs.HKV, 1i)) + ((v__1 / max(podArgs.DH, 1i)) / max(podArgs.G, 1i))) * max(podArgs.DH, 1i)) + ax0)];
} else {
          condval = kv_new_ptr[(((((max((((ax0_0 * 32i) + i32(threadIdx.x)) - podArgs.P), 0i) % max(podArgs.T, 1i)) * max(podArgs.HKV, 1i)) + ((v__1 / max(podArgs.DH, 1i)) / max(podArgs.G, 1i))) * max(podArgs.DH, 1i)) + ax0)];
}
        dot1_local[0i] = fma(qh_ptr[(((((i32(blockIdx.y) * max(podArgs.G, 1i)) * max(podArgs.HKV, 1i)) + (v__1 / max(podArgs.DH, 1i))) * max(podArgs.DH, 1i)) + ax0)], condval, dot1_local[0i]);
      }
    }
    if (((ax0_0 * 32i) + i32(threadIdx.x)) < (max(podArgs.T, 1i) + podArgs.P)) {
      var condval_1 : f32;
      if ((((ax0_0 * 32i) + i32(threadIdx.x)) <= (podArgs.P + i32(blockIdx.y)))) {
        condval_1 = (dot1_local[0i] * (1.000000e+00f / sqrt(f32(max(podArgs.DH, 1i)))));
} else {
        condval_1 = -3.402823e+38f;
}
      in_thread_row_max_local[0i] = max(in_thread_row_max_local[0i], condval_1);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_row_max_local[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  in_thread_pv_local[0i] = 0.000000e+00f;
  for (var ax0_0_1 : i32 = 0i; ax0_0_1 < ((min((max(podArgs.T, 1i) + podArgs.P), 65536i) + 31i)>>5u); ax0_0_1++) {
    for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.DH, 1i); ax0_1++) {
      if (((ax0_0_1 * 32i) + i32(threadIdx.x)) < (max(podArgs.T, 1i) + podArgs.P)) {
        if (ax0_1 == 0i) {
          dot3_local[0i] = 0.000000e+00f;
        }
        var condval_2 : f32;
        if ((((ax0_0_1 * 32i) + i32(threadIdx.x)) < podArgs.P)) {
          condval_2 = kv_cache_ptr[((((max(min(((ax0_0_1 * 32i) + i32(threadIdx.x)), (podArgs.P - 1i)), 0i) * max(podArgs.HKV, 1i)) + ((v__1 / max(podArgs.DH, 1i)) / max(podArgs.G, 1i))) * max(podArgs.DH, 1i)) + ax0_1)];
} else {
          condval_2 = kv_new_ptr[(((((max((((ax0_0_1 * 32i) + i32(threadIdx.x)) - podArgs.P), 0i) % max(podArgs.T, 1i)) * max(podArgs.HKV, 1i)) + ((v__1 / max(podArgs.DH, 1i)) / max(podArgs.G, 1i))) * max(podArgs.DH, 1i)) + ax0_1)];
}
        dot3_local[0i] = fma(qh_ptr[(((((i32(blockIdx.y) * max(podArgs.G, 1i)) * max(podArgs.HKV, 1i)) + (v__1 / max(podArgs.DH, 1i))) * max(podArgs.DH, 1i)) + ax0_1)], condval_2, dot3_local[0i]);
      }
    }
    if (((ax0_0_1 * 32i) + i32(threadIdx.x)) < (max(podArgs.T, 1i) + podArgs.P)) {
      var condval_3 : f32;
      if ((((ax0_0_1 * 32i) + i32(threadIdx.x)) <= (podArgs.P + i32(blockIdx.y)))) {
        var condval_4 : f32;
        if ((((ax0_0_1 * 32i) + i32(threadIdx.x)) < podArgs.P)) {
          condval_4 = kv_cache_ptr[(((((max(min(((ax0_0_1 * 32i) + i32(threadIdx.x)), (podArgs.P - 1i)), 0i) + podArgs.P) * max(podArgs.HKV, 1i)) + ((v__1 / max(podArgs.DH, 1i)) / max(podArgs.G, 1i))) * max(podArgs.DH, 1i)) + (v__1 % max(podArgs.DH, 1i)))];
} else {
          condval_4 = kv_new_ptr[(((((max(podArgs.T, 1i) + (max((((ax0_0_1 * 32i) + i32(threadIdx.x)) - podArgs.P), 0i) % max(podArgs.T, 1i))) * max(podArgs.HKV, 1i)) + ((v__1 / max(podArgs.DH, 1i)) / max(podArgs.G, 1i))) * max(podArgs.DH, 1i)) + (v__1 % max(podArgs.DH, 1i)))];
}
        condval_3 = (exp(((dot3_local[0i] * (1.000000e+00f / sqrt(f32(max(podArgs.DH, 1i))))) - red_buf0[0i])) * condval_4);
} else {
        condval_3 = 0.000000e+00f;
}
      in_thread_pv_local[0i] = (in_thread_pv_local[0i] + condval_3);
    }
  }
  workgroupBarrier();
  red_buf0_1[i32(threadIdx.x)] = in_thread_pv_local[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  in_thread_row_sum_local[0i] = 0.000000e+00f;
  for (var ax0_0_2 : i32 = 0i; ax0_0_2 < ((min((max(podArgs.T, 1i) + podArgs.P), 65536i) + 31i)>>5u); ax0_0_2++) {
    for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.DH, 1i); ax0_2++) {
      if (((ax0_0_2 * 32i) + i32(threadIdx.x)) < (max(podArgs.T, 1i) + podArgs.P)) {
        if (ax0_2 == 0i) {
          dot2_local[0i] = 0.000000e+00f;
        }
        var condval_5 : f32;
        if ((((ax0_0_2 * 32i) + i32(threadIdx.x)) < podArgs.P)) {
          condval_5 = kv_cache_ptr[((((max(min(((ax0_0_2 * 32i) + i32(threadIdx.x)), (podArgs.P - 1i)), 0i) * max(podArgs.HKV, 1i)) + ((v__1 / max(podArgs.DH, 1i)) / max(podArgs.G, 1i))) * max(podArgs.DH, 1i)) + ax0_2)];
} else {
          condval_5 = kv_new_ptr[(((((max((((ax0_0_2 * 32i) + i32(threadIdx.x)) - podArgs.P), 0i) % max(podArgs.T, 1i)) * max(podArgs.HKV, 1i)) + ((v__1 / max(podArgs.DH, 1i)) / max(podArgs.G, 1i))) * max(podArgs.DH, 1i)) + ax0_2)];
}
        dot2_local[0i] = fma(qh_ptr[(((((i32(blockIdx.y) * max(podArgs.G, 1i)) * max(podArgs.HKV, 1i)) + (v__1 / max(podArgs.DH, 1i))) * max(podArgs.DH, 1i)) + ax0_2)], condval_5, dot2_local[0i]);
      }
    }
    if (((ax0_0_2 * 32i) + i32(threadIdx.x)) < (max(podArgs.T, 1i) + podArgs.P)) {
      var condval_6 : f32;
      if ((((ax0_0_2 * 32i) + i32(threadIdx.x)) <= (podArgs.P + i32(blockIdx.y)))) {
        condval_6 = exp(((dot2_local[0i] * (1.000000e+00f / sqrt(f32(max(podArgs.DH, 1i))))) - red_buf0[0i]));
} else {
        condval_6 = 0.000000e+00f;
}
      in_thread_row_sum_local[0i] = (in_thread_row_sum_local[0i] + condval_6);
    }
  }
  workgroupBarrier();
  red_buf0_2[i32(threadIdx.x)] = in_thread_row_sum_local[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0_2[i32(threadIdx.x)] = (red_buf0_2[i32(threadIdx.x)] + red_buf0_2[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0_2[i32(threadIdx.x)] = (red_buf0_2[i32(threadIdx.x)] + red_buf0_2[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0_2[i32(threadIdx.x)] = (red_buf0_2[i32(threadIdx.x)] + red_buf0_2[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0_2[i32(threadIdx.x)] = (red_buf0_2[i32(threadIdx.x)] + red_buf0_2[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0_2[i32(threadIdx.x)] = (red_buf0_2[i32(threadIdx.x)] + red_buf0_2[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    oh_ptr[((((i32(blockIdx.y) * max(podArgs.G, 1i)) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i)) + v__1)] = (red_buf0_1[0i] / red_buf0_2[0i]);
  }
}


// Function: l3_decoder_layer_kernel_3
//----------------------------------------
// Function: l3_decoder_layer_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> oh_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> qh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  D: i32,
  DH: i32,
  G: i32,
  HKV: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_decoder_layer_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var proj_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < ((max(podArgs.G, 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i)); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        proj_local[0i] = 0.000000e+00f;
      }
      proj_local[0i] = fma(oh_ptr[((((i32(blockIdx.y) * max(podArgs.G, 1i)) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i)) + ax0)], weights_ptr[((((v__1 * 256i) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x)) + (((((max(podArgs.HKV, 1i) * max(podArgs.DH, 1i)) * 2i) + ((max(podArgs.G, 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i))) + 1i) * max(podArgs.D, 1i)))], proj_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    qh_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = (x_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] + proj_local[0i]);
  }
}


// Function: l3_decoder_layer_kernel_4
//----------------------------------------
// Function: l3_decoder_layer_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> oh_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> qh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  D: i32,
  DH: i32,
  F: i32,
  G: i32,
  HKV: i32,
  T: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_decoder_layer_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var ss2_local : array<f32, 1>;
  var gate_local : array<f32, 1>;
  var up_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ss2_local[0i] = 0.000000e+00f;
    }
    ss2_local[0i] = fma(qh_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)], qh_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)], ss2_local[0i]);
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_1 == 0i) {
        gate_local[0i] = 0.000000e+00f;
      }
      gate_local[0i] = fma(((qh_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] / sqrt(((ss2_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[(ax0_1 + ((((((max(podArgs.G, 1i) + 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i)) * 2i) + 1i) * max(podArgs.D, 1i)))])), weights_ptr[((((v__1 * 256i) + ((ax0_1 * max(podArgs.F, 1i)) * 2i)) + ((((((max(podArgs.G, 1i) + 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i)) * 2i) + 2i) * max(podArgs.D, 1i))) + i32(threadIdx.x))], gate_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_2 == 0i) {
        up_local[0i] = 0.000000e+00f;
      }
      up_local[0i] = fma(((qh_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_2)] / sqrt(((ss2_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[(ax0_2 + ((((((max(podArgs.G, 1i) + 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i)) * 2i) + 1i) * max(podArgs.D, 1i)))])), weights_ptr[(((((v__1 * 256i) + ((ax0_2 * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + ((((((max(podArgs.G, 1i) + 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i)) * 2i) + 2i) * max(podArgs.D, 1i))) + i32(threadIdx.x))], up_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    oh_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.F, 1i))) + i32(threadIdx.x))] = ((gate_local[0i] / (1.000000e+00f + exp((gate_local[0i] * -1.000000e+00f)))) * up_local[0i]);
  }
}


// Function: l3_decoder_layer_kernel_5
//----------------------------------------
// Function: l3_decoder_layer_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> oh_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> qh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  D: i32,
  DH: i32,
  F: i32,
  G: i32,
  HKV: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_decoder_layer_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var down_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.F, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        down_local[0i] = 0.000000e+00f;
      }
      down_local[0i] = fma(oh_ptr[((i32(blockIdx.y) * max(podArgs.F, 1i)) + ax0)], weights_ptr[(((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x)) + ((((((max(podArgs.G, 1i) + 1i) * max(podArgs.HKV, 1i)) * max(podArgs.DH, 1i)) * 2i) + 2i) * max(podArgs.D, 1i)))], down_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    y_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = (qh_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] + down_local[0i]);
  }
}


