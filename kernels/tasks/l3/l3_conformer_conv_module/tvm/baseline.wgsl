// Function: l3_conformer_conv_module_kernel
//----------------------------------------
// Function: l3_conformer_conv_module_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> mean_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l3_conformer_conv_module_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_fsum_local : array<f32, 1>;
  in_thread_fsum_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((max(podArgs.D, 1i) + 63i)>>6u); ax0_0++) {
    if ((((ax0_0 * 64i) + i32(threadIdx.x)) < podArgs.D) || (((ax0_0 * 64i) + i32(threadIdx.x)) < 1i)) {
      in_thread_fsum_local[0i] = (in_thread_fsum_local[0i] + x_ptr[(((ax0_0 * 64i) + (v__1 * max(podArgs.D, 1i))) + i32(threadIdx.x))]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_fsum_local[0i];
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
    mean_ptr[v__1] = (red_buf0[0i] / f32(max(podArgs.D, 1i)));
  }
}


// Function: l3_conformer_conv_module_kernel_1
//----------------------------------------
// Function: l3_conformer_conv_module_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> mean_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> rstd_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  T: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l3_conformer_conv_module_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_fsq_local : array<f32, 1>;
  in_thread_fsq_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((max(podArgs.D, 1i) + 63i)>>6u); ax0_0++) {
    if ((((ax0_0 * 64i) + i32(threadIdx.x)) < podArgs.D) || (((ax0_0 * 64i) + i32(threadIdx.x)) < 1i)) {
      in_thread_fsq_local[0i] = fma((x_ptr[(((ax0_0 * 64i) + (v__1 * max(podArgs.D, 1i))) + i32(threadIdx.x))] - mean_ptr[v__1]), (x_ptr[(((ax0_0 * 64i) + (v__1 * max(podArgs.D, 1i))) + i32(threadIdx.x))] - mean_ptr[v__1]), in_thread_fsq_local[0i]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_fsq_local[0i];
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
    rstd_ptr[v__1] = (1.000000e+00f / sqrt(((red_buf0[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps)));
  }
}


// Function: l3_conformer_conv_module_kernel_2
//----------------------------------------
// Function: l3_conformer_conv_module_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> g_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> mean_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> rstd_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_conformer_conv_module_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var val_local : array<f32, 1>;
  var gate_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        val_local[0i] = 0.000000e+00f;
      }
      val_local[0i] = fma(fma(((x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)] - mean_ptr[i32(blockIdx.y)]) * rstd_ptr[i32(blockIdx.y)]), (1.000000e+00f + weights_ptr[ax0]), weights_ptr[(max(podArgs.D, 1i) + ax0)]), weights_ptr[(((v__1 * 256i) + (((ax0 + 1i) * max(podArgs.D, 1i)) * 2i)) + i32(threadIdx.x))], val_local[0i]);
    }
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_1 == 0i) {
        gate_local[0i] = 0.000000e+00f;
      }
      gate_local[0i] = fma(fma(((x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - mean_ptr[i32(blockIdx.y)]) * rstd_ptr[i32(blockIdx.y)]), (1.000000e+00f + weights_ptr[ax0_1]), weights_ptr[(max(podArgs.D, 1i) + ax0_1)]), weights_ptr[((((v__1 * 256i) + (max(podArgs.D, 1i) * 3i)) + ((ax0_1 * max(podArgs.D, 1i)) * 2i)) + i32(threadIdx.x))], gate_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    g_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = ((val_local[0i] + weights_ptr[(((v__1 * 256i) + (((max(podArgs.D, 1i) + 1i) * max(podArgs.D, 1i)) * 2i)) + i32(threadIdx.x))]) * (1.000000e+00f / (1.000000e+00f + exp(min(((gate_local[0i] + weights_ptr[((((v__1 * 256i) + (max(podArgs.D, 1i) * 3i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 2i)) + i32(threadIdx.x))]) * -1.000000e+00f), 8.000000e+01f)))));
  }
}


// Function: l3_conformer_conv_module_kernel_3
//----------------------------------------
// Function: l3_conformer_conv_module_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> g_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> s_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  K: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_conformer_conv_module_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var dacc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.K, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        dacc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if (((0i <= (((i32(blockIdx.y) % max(podArgs.T, 1i)) + ax0) - (max((podArgs.K - 1i), 0i)>>1u))) && (((((i32(blockIdx.y) % max(podArgs.T, 1i)) + ax0) - (max((podArgs.K - 1i), 0i)>>1u)) < podArgs.T) || ((((i32(blockIdx.y) % max(podArgs.T, 1i)) + ax0) - (max((podArgs.K - 1i), 0i)>>1u)) < 1i)))) {
        condval = g_ptr[(((v__1 * 256i) + ((min((((i32(blockIdx.y) % max(podArgs.T, 1i)) + ax0) - (max((podArgs.K - 1i), 0i)>>1u)), max((podArgs.T - 1i), 0i)) + ((i32(blockIdx.y) / max(podArgs.T, 1i)) * max(podArgs.T, 1i))) * max(podArgs.D, 1i))) + i32(threadIdx.x))];
} else {
        condval = 0.000000e+00f;
}
      dacc_local[0i] = fma(condval, weights_ptr[((((((v__1 * max(podArgs.K, 1i)) * 256i) + (max(podArgs.D, 1i) * 4i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 2i)) + (i32(threadIdx.x) * max(podArgs.K, 1i))) + ax0)], dacc_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    s_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = (fma((dacc_local[0i] + weights_ptr[(((((v__1 * 256i) + (max(podArgs.D, 1i) * 4i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 2i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.K, 1i)))]), (1.000000e+00f + weights_ptr[(((((v__1 * 256i) + (max(podArgs.D, 1i) * 5i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 2i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.K, 1i)))]), weights_ptr[(((((v__1 * 256i) + (max(podArgs.D, 1i) * 6i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 2i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.K, 1i)))]) * (1.000000e+00f / (1.000000e+00f + exp(min((fma((dacc_local[0i] + weights_ptr[(((((v__1 * 256i) + (max(podArgs.D, 1i) * 4i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 2i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.K, 1i)))]), (1.000000e+00f + weights_ptr[(((((v__1 * 256i) + (max(podArgs.D, 1i) * 5i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 2i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.K, 1i)))]), weights_ptr[(((((v__1 * 256i) + (max(podArgs.D, 1i) * 6i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 2i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.K, 1i)))]) * -1.000000e+00f), 8.000000e+01f)))));
  }
}


// Function: l3_conformer_conv_module_kernel_4
//----------------------------------------
// Function: l3_conformer_conv_module_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read> s_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  K: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_conformer_conv_module_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var oacc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        oacc_local[0i] = 0.000000e+00f;
      }
      oacc_local[0i] = fma(s_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)], weights_ptr[((((((v__1 * 256i) + (max(podArgs.D, 1i) * 7i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 2i)) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.K, 1i)))], oacc_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    y_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = (x_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] + (oacc_local[0i] + weights_ptr[(((((v__1 * 256i) + (max(podArgs.D, 1i) * 7i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 3i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.K, 1i)))]));
  }
}


