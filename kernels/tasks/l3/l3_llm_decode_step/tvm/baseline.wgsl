// Function: l3_llm_decode_step_kernel
//----------------------------------------
// Function: l3_llm_decode_step_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> qh_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> rope_cs_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NH: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_llm_decode_step_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var ss_q_local : array<f32, 1>;
  var q_own_local : array<f32, 1>;
  var q_other_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ss_q_local[0i] = 0.000000e+00f;
    }
    ss_q_local[0i] = fma(x_ptr[ax0], x_ptr[ax0], ss_q_local[0i]);
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_1 == 0i) {
        q_own_local[0i] = 0.000000e+00f;
      }
      q_own_local[0i] = fma(((x_ptr[ax0_1] / sqrt(((ss_q_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[ax0_1])), weights_ptr[((((v__1 * 256i) + ((ax0_1 * max(podArgs.D, 1i)) * 3i)) + max(podArgs.D, 1i)) + i32(threadIdx.x))], q_own_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_2 == 0i) {
        q_other_local[0i] = 0.000000e+00f;
      }
      var condval : i32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) < ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u))) {
        condval = (((v__1 * 256i) + ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u)) + i32(threadIdx.x));
} else {
        condval = (((v__1 * 256i) + i32(threadIdx.x)) - ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u));
}
      q_other_local[0i] = fma(((x_ptr[ax0_2] / sqrt(((ss_q_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[ax0_2])), weights_ptr[((((ax0_2 * max(podArgs.D, 1i)) * 3i) + max(podArgs.D, 1i)) + condval)], q_other_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    var condval_1 : f32;
    if (((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) < ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u))) {
      condval_1 = ((q_own_local[0i] * rope_cs_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) % ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u))]) - (q_other_local[0i] * rope_cs_ptr[(((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) % ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u)))]));
} else {
      condval_1 = fma(q_other_local[0i], rope_cs_ptr[(((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) % ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u)))], (q_own_local[0i] * rope_cs_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) % ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u))]));
}
    qh_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval_1;
  }
}


// Function: l3_llm_decode_step_kernel_1
//----------------------------------------
// Function: l3_llm_decode_step_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> kv_new_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> rope_cs_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NH: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_llm_decode_step_kernel_1(
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
    ss_kv_local[0i] = fma(x_ptr[ax0], x_ptr[ax0], ss_kv_local[0i]);
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_1 == 0i) {
        kv_own_local[0i] = 0.000000e+00f;
      }
      kv_own_local[0i] = fma(((x_ptr[ax0_1] / sqrt(((ss_kv_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[ax0_1])), weights_ptr[(((((v__1 * 256i) + ((ax0_1 * max(podArgs.D, 1i)) * 3i)) + (max(podArgs.D, 1i) * 2i)) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))], kv_own_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_2 == 0i) {
        kv_other_local[0i] = 0.000000e+00f;
      }
      var condval : i32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) < ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u))) {
        condval = (((v__1 * 256i) + ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u)) + i32(threadIdx.x));
} else {
        condval = (((v__1 * 256i) + i32(threadIdx.x)) - ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u));
}
      kv_other_local[0i] = fma(((x_ptr[ax0_2] / sqrt(((ss_kv_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[ax0_2])), weights_ptr[((((ax0_2 * max(podArgs.D, 1i)) * 3i) + (max(podArgs.D, 1i) * 2i)) + condval)], kv_other_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    var condval_1 : f32;
    if ((i32(blockIdx.y) == 0i)) {
      var condval_2 : f32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) < ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u))) {
        condval_2 = ((kv_own_local[0i] * rope_cs_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) % ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u))]) - (kv_other_local[0i] * rope_cs_ptr[(((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) % ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u)))]));
} else {
        condval_2 = fma(kv_other_local[0i], rope_cs_ptr[(((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) % ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u)))], (kv_own_local[0i] * rope_cs_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) % ((max(podArgs.D, 1i) / max(podArgs.NH, 1i))>>1u))]));
}
      condval_1 = condval_2;
} else {
      condval_1 = kv_own_local[0i];
}
    kv_new_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = condval_1;
  }
}


// Function: l3_llm_decode_step_kernel_2
//----------------------------------------
// Function: l3_llm_decode_step_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> kv_cache_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> kv_new_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> oh_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> qh_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NH: i32,
  P: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_llm_decode_step_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var pv_v0_local : array<f32, 1>;
  var pv_v1_local : array<f32, 1>;
  var pv_v2_local : array<f32, 1>;
  var score_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < (min(podArgs.P, 65535i) + 1i); ax0++) {
    for (var ax0_1 : i32 = 0i; ax0_1 < (max(podArgs.D, 1i) / max(podArgs.NH, 1i)); ax0_1++) {
      if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
        if (ax0_1 == 0i) {
          score_local[0i] = 0.000000e+00f;
        }
        var condval : f32;
        if ((ax0 < podArgs.P)) {
          condval = kv_cache_ptr[(((max(min(ax0, (podArgs.P - 1i)), 0i) * max(podArgs.D, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) + ax0_1)];
} else {
          condval = kv_new_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) + ax0_1)];
}
        score_local[0i] = fma(qh_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i))) + ax0_1)], condval, score_local[0i]);
      }
    }
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        pv_v0_local[0i] = -3.402823e+38f;
        pv_v1_local[0i] = 0.000000e+00f;
        pv_v2_local[0i] = 0.000000e+00f;
      }
      let v_pv_v0 : f32 = max(pv_v0_local[0i], (score_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i)))))));
      let v_pv_v1 : f32 = fma(pv_v1_local[0i], exp((pv_v0_local[0i] - max(pv_v0_local[0i], (score_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i))))))))), exp(((score_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i)))))) - max(pv_v0_local[0i], (score_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i))))))))));
            var condval_1 : f32;
      if ((ax0 < podArgs.P)) {
        condval_1 = kv_cache_ptr[(((v__1 * 256i) + ((max(min(ax0, (podArgs.P - 1i)), 0i) + podArgs.P) * max(podArgs.D, 1i))) + i32(threadIdx.x))];
} else {
        condval_1 = kv_new_ptr[(((v__1 * 256i) + max(podArgs.D, 1i)) + i32(threadIdx.x))];
}
let v_pv_v2 : f32 = fma(condval_1, exp(((score_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i)))))) - max(pv_v0_local[0i], (score_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i))))))))), (pv_v2_local[0i] * exp((pv_v0_local[0i] - max(pv_v0_local[0i], (score_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i)))))))))));
      pv_v0_local[0i] = v_pv_v0;
      pv_v1_local[0i] = v_pv_v1;
      pv_v2_local[0i] = v_pv_v2;
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    oh_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (pv_v2_local[0i] / pv_v1_local[0i]);
  }
}


// Function: l3_llm_decode_step_kernel_3
//----------------------------------------
// Function: l3_llm_decode_step_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> oh_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> qh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  D: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_llm_decode_step_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var proj_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        proj_local[0i] = 0.000000e+00f;
      }
      proj_local[0i] = fma(oh_ptr[ax0], weights_ptr[(((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 3i)) + max(podArgs.D, 1i)) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x))], proj_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    qh_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (x_ptr[((v__1 * 256i) + i32(threadIdx.x))] + proj_local[0i]);
  }
}


// Function: l3_llm_decode_step_kernel_4
//----------------------------------------
// Function: l3_llm_decode_step_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> oh_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> qh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  D: i32,
  F: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_llm_decode_step_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var ss2_local : array<f32, 1>;
  var gate_local : array<f32, 1>;
  var up_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ss2_local[0i] = 0.000000e+00f;
    }
    ss2_local[0i] = fma(qh_ptr[ax0], qh_ptr[ax0], ss2_local[0i]);
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_1 == 0i) {
        gate_local[0i] = 0.000000e+00f;
      }
      gate_local[0i] = fma(((qh_ptr[ax0_1] / sqrt(((ss2_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[((((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i) + max(podArgs.D, 1i)) + ax0_1)])), weights_ptr[(((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + (max(podArgs.D, 1i) * 2i)) + ((ax0_1 * max(podArgs.F, 1i)) * 2i)) + i32(threadIdx.x))], gate_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_2 == 0i) {
        up_local[0i] = 0.000000e+00f;
      }
      up_local[0i] = fma(((qh_ptr[ax0_2] / sqrt(((ss2_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))) * (1.000000e+00f + weights_ptr[((((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i) + max(podArgs.D, 1i)) + ax0_2)])), weights_ptr[((((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + (max(podArgs.D, 1i) * 2i)) + ((ax0_2 * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + i32(threadIdx.x))], up_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    oh_ptr[((v__1 * 256i) + i32(threadIdx.x))] = ((gate_local[0i] / (1.000000e+00f + exp((gate_local[0i] * -1.000000e+00f)))) * up_local[0i]);
  }
}


// Function: l3_llm_decode_step_kernel_5
//----------------------------------------
// Function: l3_llm_decode_step_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> oh_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> qh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  D: i32,
  F: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_llm_decode_step_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var down_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.F, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        down_local[0i] = 0.000000e+00f;
      }
      down_local[0i] = fma(oh_ptr[ax0], weights_ptr[((((((v__1 * 256i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + (max(podArgs.D, 1i) * 2i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x))], down_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (qh_ptr[((v__1 * 256i) + i32(threadIdx.x))] + down_local[0i]);
  }
}


