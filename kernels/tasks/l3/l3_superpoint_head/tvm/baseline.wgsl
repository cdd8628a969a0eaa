// Function: l3_superpoint_head_kernel
//----------------------------------------
// Function: l3_superpoint_head_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> F_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> hid_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  CH: i32,
  Hc: i32,
  N: i32,
  Wc: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_superpoint_head_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var hid_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.C, 1i); ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.Wc, 1i) * max(podArgs.CH, 1i))) < podArgs.Hc) || ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.Wc, 1i) * max(podArgs.CH, 1i))) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            hid_acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.Wc, 1i) * max(podArgs.CH, 1i))) + ax0)) && ((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.Wc, 1i) * max(podArgs.CH, 1i))) + ax0) <= podArgs.Hc) || (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.Wc, 1i) * max(podArgs.CH, 1i))) + ax0) < 2i))) && (1i <= (((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.Wc, 1i) * max(podArgs.CH, 1i))) / max(podArgs.CH, 1i)) + ax1))) && (((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.Wc, 1i) * max(podArgs.CH, 1i))) / max(podArgs.CH, 1i)) + ax1) <= podArgs.Wc) || ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.Wc, 1i) * max(podArgs.CH, 1i))) / max(podArgs.CH, 1i)) + ax1) < 2i)))) {
            condval = (F_ptr[((((min((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.Wc, 1i) * max(podArgs.CH, 1i))) / max(podArgs.CH, 1i)) + ax1), max(podArgs.Wc, 1i)) + (((min(((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.Wc, 1i) * max(podArgs.CH, 1i))) + ax0), max(podArgs.Hc, 1i)) + ((i32(blockIdx.y) % max(podArgs.N, 1i)) * max(podArgs.Hc, 1i))) - 1i) * max(podArgs.Wc, 1i))) - 1i) * max(podArgs.C, 1i)) + ax2)] * weights_ptr[((((i32(blockIdx.y) / max(podArgs.N, 1i)) * (((max(podArgs.CH, 1i) * 66i) + ((max(podArgs.C, 1i) * max(podArgs.CH, 1i)) * 9i)) + 65i)) + (((((ax0 * 3i) + ax1) * max(podArgs.C, 1i)) + ax2) * max(podArgs.CH, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CH, 1i)))]);
} else {
            condval = 0.000000e+00f;
}
          hid_acc_local[0i] = (hid_acc_local[0i] + condval);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.Hc, 1i) * max(podArgs.Wc, 1i)) * max(podArgs.CH, 1i))) {
    hid_ptr[(((v__1 * 256i) + (((i32(blockIdx.y) * max(podArgs.Hc, 1i)) * max(podArgs.Wc, 1i)) * max(podArgs.CH, 1i))) + i32(threadIdx.x))] = max((hid_acc_local[0i] + weights_ptr[((((max(podArgs.C, 1i) * max(podArgs.CH, 1i)) * 9i) + ((i32(blockIdx.y) / max(podArgs.N, 1i)) * (((max(podArgs.CH, 1i) * 66i) + ((max(podArgs.C, 1i) * max(podArgs.CH, 1i)) * 9i)) + 65i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CH, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_superpoint_head_kernel_1
//----------------------------------------
// Function: l3_superpoint_head_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> hid_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> l_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  CH: i32,
  Hc: i32,
  N: i32,
  Wc: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_superpoint_head_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var l_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.CH, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / 65i) < podArgs.Wc) || (((v__1 * 256i) + i32(threadIdx.x)) <= 64i)) {
      if (ax0 == 0i) {
        l_acc_local[0i] = 0.000000e+00f;
      }
      l_acc_local[0i] = fma(hid_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 65i) + (i32(blockIdx.y) * max(podArgs.Wc, 1i))) * max(podArgs.CH, 1i)) + ax0)], weights_ptr[((((ax0 * 65i) + ((max(podArgs.C, 1i) * max(podArgs.CH, 1i)) * 9i)) + max(podArgs.CH, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % 65i))], l_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.Wc, 1i) * 65i)) {
    l_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.Wc, 1i)) * 65i)) + i32(threadIdx.x))] = (l_acc_local[0i] + weights_ptr[(((max(podArgs.CH, 1i) * 66i) + ((max(podArgs.C, 1i) * max(podArgs.CH, 1i)) * 9i)) + (((v__1 * 256i) + i32(threadIdx.x)) % 65i))]);
  }
}


// Function: l3_superpoint_head_kernel_2
//----------------------------------------
// Function: l3_superpoint_head_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> heat_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> l_ptr : array<f32>;

struct PODArgs {
  Hc: i32,
  N: i32,
  Wc: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_superpoint_head_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var lmax_local : array<f32, 1>;
  var lsum_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 65i; ax0++) {
    if ((((v__1 * 32i) + (i32(threadIdx.x)>>3u)) < podArgs.Wc) || (((v__1 * 32i) + (i32(threadIdx.x)>>3u)) == 0i)) {
      if (ax0 == 0i) {
        lmax_local[0i] = -3.402823e+38f;
      }
      lmax_local[0i] = max(lmax_local[0i], l_ptr[((((v__1 * 2080i) + ((i32(threadIdx.x)>>3u) * 65i)) + (((((i32(blockIdx.y) % (max(podArgs.Hc, 1i) * 8i))>>3u) + ((i32(blockIdx.y) / (max(podArgs.Hc, 1i) * 8i)) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i)) * 65i)) + ax0)]);
    }
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < 65i; ax0_1++) {
    if ((((v__1 * 32i) + (i32(threadIdx.x)>>3u)) < podArgs.Wc) || (((v__1 * 32i) + (i32(threadIdx.x)>>3u)) == 0i)) {
      if (ax0_1 == 0i) {
        lsum_local[0i] = 0.000000e+00f;
      }
      lsum_local[0i] = (lsum_local[0i] + exp((l_ptr[((((v__1 * 2080i) + ((i32(threadIdx.x)>>3u) * 65i)) + (((((i32(blockIdx.y) % (max(podArgs.Hc, 1i) * 8i))>>3u) + ((i32(blockIdx.y) / (max(podArgs.Hc, 1i) * 8i)) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i)) * 65i)) + ax0_1)] - lmax_local[0i])));
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.Wc, 1i) * 8i)) {
    heat_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.Wc, 1i)) * 8i)) + i32(threadIdx.x))] = (exp((l_ptr[(((((v__1 * 2080i) + ((i32(threadIdx.x)>>3u) * 65i)) + (((((i32(blockIdx.y) % (max(podArgs.Hc, 1i) * 8i))>>3u) + ((i32(blockIdx.y) / (max(podArgs.Hc, 1i) * 8i)) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i)) * 65i)) + (((i32(blockIdx.y) % (max(podArgs.Hc, 1i) * 8i)) & 7i) * 8i)) + (i32(threadIdx.x) & 7i))] - lmax_local[0i])) / lsum_local[0i]);
  }
}


// Function: l3_superpoint_head_kernel_3
//----------------------------------------
// Function: l3_superpoint_head_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> E_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> hid_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  CH: i32,
  D: i32,
  Hc: i32,
  N: i32,
  Wc: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_superpoint_head_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var e_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.CH, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < podArgs.Wc) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) == 0i)) {
      if (ax0 == 0i) {
        e_acc_local[0i] = 0.000000e+00f;
      }
      e_acc_local[0i] = fma(hid_ptr[(((((i32(blockIdx.y) + (max(podArgs.N, 1i) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i))) * max(podArgs.CH, 1i)) + ax0)], weights_ptr[(((((max(podArgs.CH, 1i) * 67i) + ((max(podArgs.C, 1i) * max(podArgs.CH, 1i)) * 18i)) + (ax0 * max(podArgs.D, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i))) + 65i)], e_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.Wc, 1i) * max(podArgs.D, 1i))) {
    E_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.Wc, 1i)) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = (e_acc_local[0i] + weights_ptr[(((((max(podArgs.CH, 1i) * 67i) + ((max(podArgs.C, 1i) * max(podArgs.CH, 1i)) * 18i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i))) + (max(podArgs.CH, 1i) * max(podArgs.D, 1i))) + 65i)]);
  }
}


// Function: l3_superpoint_head_kernel_4
//----------------------------------------
// Function: l3_superpoint_head_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read> E_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> desc_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> kp_ptr : array<u32>;

struct PODArgs {
  D: i32,
  Hc: i32,
  K: i32,
  N: i32,
  Wc: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_superpoint_head_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var sq_local : array<f32, 1>;
  var cell_sq_local : array<i32, 2>;
  var frac_sq_local : array<f32, 2>;
  var s_sq_local : array<f32, 1>;
  var cell_out_local : array<i32, 2>;
  var frac_out_local : array<f32, 2>;
  var s_out_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    for (var ax0_1 : i32 = 0i; ax0_1 < 2i; ax0_1++) {
      if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < podArgs.K) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) == 0i)) {
        var condval : i32;
        if ((ax0_1 == 0i)) {
          condval = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) / (max(podArgs.Wc, 1i) * 8i));
} else {
          condval = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) % (max(podArgs.Wc, 1i) * 8i));
}
        cell_sq_local[ax0_1] = i32(floor(((f32(condval) - 3.500000e+00f) / 8.000000e+00f)));
      }
    }
    for (var ax0_2 : i32 = 0i; ax0_2 < 2i; ax0_2++) {
      if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < podArgs.K) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) == 0i)) {
        var condval_1 : i32;
        if ((ax0_2 == 0i)) {
          condval_1 = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) / (max(podArgs.Wc, 1i) * 8i));
} else {
          condval_1 = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) % (max(podArgs.Wc, 1i) * 8i));
}
        var condval_2 : i32;
        if ((ax0_2 == 0i)) {
          condval_2 = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) / (max(podArgs.Wc, 1i) * 8i));
} else {
          condval_2 = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) % (max(podArgs.Wc, 1i) * 8i));
}
        frac_sq_local[ax0_2] = (((f32(condval_1) - 3.500000e+00f) / 8.000000e+00f) - floor(((f32(condval_2) - 3.500000e+00f) / 8.000000e+00f)));
      }
    }
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < podArgs.K) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) == 0i)) {
      s_sq_local[0i] = fma(frac_sq_local[0i], fma(frac_sq_local[1i], E_ptr[(((max(min((cell_sq_local[1i] + 1i), (podArgs.Wc - 1i)), 0i) + ((max(min((cell_sq_local[0i] + 1i), (podArgs.Hc - 1i)), 0i) + (i32(blockIdx.y) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i))) * max(podArgs.D, 1i)) + ax0)], ((1.000000e+00f - frac_sq_local[1i]) * E_ptr[(((max(min(cell_sq_local[1i], (podArgs.Wc - 1i)), 0i) + ((max(min((cell_sq_local[0i] + 1i), (podArgs.Hc - 1i)), 0i) + (i32(blockIdx.y) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i))) * max(podArgs.D, 1i)) + ax0)])), ((1.000000e+00f - frac_sq_local[0i]) * fma(frac_sq_local[1i], E_ptr[(((max(min((cell_sq_local[1i] + 1i), (podArgs.Wc - 1i)), 0i) + ((max(min(cell_sq_local[0i], (podArgs.Hc - 1i)), 0i) + (i32(blockIdx.y) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i))) * max(podArgs.D, 1i)) + ax0)], ((1.000000e+00f - frac_sq_local[1i]) * E_ptr[(((max(min(cell_sq_local[1i], (podArgs.Wc - 1i)), 0i) + ((max(min(cell_sq_local[0i], (podArgs.Hc - 1i)), 0i) + (i32(blockIdx.y) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i))) * max(podArgs.D, 1i)) + ax0)]))));
    }
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < podArgs.K) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) == 0i)) {
      if (ax0 == 0i) {
        sq_local[0i] = 0.000000e+00f;
      }
      sq_local[0i] = fma(s_sq_local[0i], s_sq_local[0i], sq_local[0i]);
    }
  }
  for (var ax0_3 : i32 = 0i; ax0_3 < 2i; ax0_3++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < podArgs.K) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) == 0i)) {
      var condval_3 : i32;
      if ((ax0_3 == 0i)) {
        condval_3 = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) / (max(podArgs.Wc, 1i) * 8i));
} else {
        condval_3 = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) % (max(podArgs.Wc, 1i) * 8i));
}
      cell_out_local[ax0_3] = i32(floor(((f32(condval_3) - 3.500000e+00f) / 8.000000e+00f)));
    }
  }
  for (var ax0_4 : i32 = 0i; ax0_4 < 2i; ax0_4++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < podArgs.K) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) == 0i)) {
      var condval_4 : i32;
      if ((ax0_4 == 0i)) {
        condval_4 = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) / (max(podArgs.Wc, 1i) * 8i));
} else {
        condval_4 = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) % (max(podArgs.Wc, 1i) * 8i));
}
      var condval_5 : i32;
      if ((ax0_4 == 0i)) {
        condval_5 = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) / (max(podArgs.Wc, 1i) * 8i));
} else {
        condval_5 = (i32(kp_ptr[((i32(blockIdx.y) * max(podArgs.K, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)))]) % (max(podArgs.Wc, 1i) * 8i));
}
      frac_out_local[ax0_4] = (((f32(condval_4) - 3.500000e+00f) / 8.000000e+00f) - floor(((f32(condval_5) - 3.500000e+00f) / 8.000000e+00f)));
    }
  }
  if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < podArgs.K) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) == 0i)) {
    s_out_local[0i] = fma(frac_out_local[0i], fma(frac_out_local[1i], E_ptr[(((max(min((cell_out_local[1i] + 1i), (podArgs.Wc - 1i)), 0i) + ((max(min((cell_out_local[0i] + 1i), (podArgs.Hc - 1i)), 0i) + (i32(blockIdx.y) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i))) * max(podArgs.D, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)))], ((1.000000e+00f - frac_out_local[1i]) * E_ptr[(((max(min(cell_out_local[1i], (podArgs.Wc - 1i)), 0i) + ((max(min((cell_out_local[0i] + 1i), (podArgs.Hc - 1i)), 0i) + (i32(blockIdx.y) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i))) * max(podArgs.D, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)))])), ((1.000000e+00f - frac_out_local[0i]) * fma(frac_out_local[1i], E_ptr[(((max(min((cell_out_local[1i] + 1i), (podArgs.Wc - 1i)), 0i) + ((max(min(cell_out_local[0i], (podArgs.Hc - 1i)), 0i) + (i32(blockIdx.y) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i))) * max(podArgs.D, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)))], ((1.000000e+00f - frac_out_local[1i]) * E_ptr[(((max(min(cell_out_local[1i], (podArgs.Wc - 1i)), 0i) + ((max(min(cell_out_local[0i], (podArgs.Hc - 1i)), 0i) + (i32(blockIdx.y) * max(podArgs.Hc, 1i))) * max(podArgs.Wc, 1i))) * max(podArgs.D, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)))]))));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.K, 1i) * max(podArgs.D, 1i))) {
    desc_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.K, 1i)) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = (s_out_local[0i] / max(sqrt(sq_local[0i]), 1.000000e-12f));
  }
}


