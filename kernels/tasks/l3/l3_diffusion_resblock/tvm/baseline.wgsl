// Function: l3_diffusion_resblock_kernel
//----------------------------------------
// Function: l3_diffusion_resblock_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> mean_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  CI: i32,
  G: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l3_diffusion_resblock_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_gsum1_local : array<f32, 1>;
  in_thread_gsum1_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CI, 1i) / max(podArgs.G, 1i))) + 63i)>>6u); ax0_0++) {
    if (((ax0_0 * 64i) + i32(threadIdx.x)) < ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CI, 1i) / max(podArgs.G, 1i)))) {
      in_thread_gsum1_local[0i] = (in_thread_gsum1_local[0i] + x_ptr[(((((((ax0_0 * 64i) + i32(threadIdx.x)) / (max(podArgs.CI, 1i) / max(podArgs.G, 1i))) + (((v__1 / max(podArgs.G, 1i)) * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) * max(podArgs.CI, 1i)) + ((v__1 % max(podArgs.G, 1i)) * (max(podArgs.CI, 1i) / max(podArgs.G, 1i)))) + (((ax0_0 * 64i) + i32(threadIdx.x)) % (max(podArgs.CI, 1i) / max(podArgs.G, 1i))))]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_gsum1_local[0i];
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
    mean_ptr[v__1] = (red_buf0[0i] / f32(((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CI, 1i) / max(podArgs.G, 1i)))));
  }
}


// Function: l3_diffusion_resblock_kernel_1
//----------------------------------------
// Function: l3_diffusion_resblock_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> mean_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> rstd_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  CI: i32,
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
fn l3_diffusion_resblock_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_gsq1_local : array<f32, 1>;
  in_thread_gsq1_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CI, 1i) / max(podArgs.G, 1i))) + 63i)>>6u); ax0_0++) {
    if (((ax0_0 * 64i) + i32(threadIdx.x)) < ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CI, 1i) / max(podArgs.G, 1i)))) {
      in_thread_gsq1_local[0i] = fma((x_ptr[(((((((ax0_0 * 64i) + i32(threadIdx.x)) / (max(podArgs.CI, 1i) / max(podArgs.G, 1i))) + (((v__1 / max(podArgs.G, 1i)) * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) * max(podArgs.CI, 1i)) + ((v__1 % max(podArgs.G, 1i)) * (max(podArgs.CI, 1i) / max(podArgs.G, 1i)))) + (((ax0_0 * 64i) + i32(threadIdx.x)) % (max(podArgs.CI, 1i) / max(podArgs.G, 1i))))] - mean_ptr[v__1]), (x_ptr[(((((((ax0_0 * 64i) + i32(threadIdx.x)) / (max(podArgs.CI, 1i) / max(podArgs.G, 1i))) + (((v__1 / max(podArgs.G, 1i)) * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) * max(podArgs.CI, 1i)) + ((v__1 % max(podArgs.G, 1i)) * (max(podArgs.CI, 1i) / max(podArgs.G, 1i)))) + (((ax0_0 * 64i) + i32(threadIdx.x)) % (max(podArgs.CI, 1i) / max(podArgs.G, 1i))))] - mean_ptr[v__1]), in_thread_gsq1_local[0i]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_gsq1_local[0i];
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
    rstd_ptr[v__1] = (1.000000e+00f / sqrt(((red_buf0[0i] / f32(((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CI, 1i) / max(podArgs.G, 1i))))) + podArgs.eps)));
  }
}


// Function: l3_diffusion_resblock_kernel_2
//----------------------------------------
// Function: l3_diffusion_resblock_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> h1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> mean_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> rstd_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> temb_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(5) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  CI: i32,
  CO: i32,
  G: i32,
  H: i32,
  N: i32,
  TE: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(6) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_diffusion_resblock_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var c1acc_local : array<f32, 1>;
  var tpacc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.CI, 1i); ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            c1acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= ((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0)) && ((((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) <= podArgs.H) || (((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) < 2i))) && (1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) + ax1))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) + ax1) <= podArgs.W) || (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) + ax1) < 2i)))) {
            condval = (fma(((x_ptr[((((min(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) + ax1), max(podArgs.W, 1i)) + (((min(((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0), max(podArgs.H, 1i)) + ((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.H, 1i))) - 1i) * max(podArgs.W, 1i))) - 1i) * max(podArgs.CI, 1i)) + ax2)] - mean_ptr[(((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.G, 1i)) + (ax2 / (max(podArgs.CI, 1i) / max(podArgs.G, 1i))))]) * rstd_ptr[(((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.G, 1i)) + (ax2 / (max(podArgs.CI, 1i) / max(podArgs.G, 1i))))]), (1.000000e+00f + weights_ptr[ax2]), weights_ptr[(max(podArgs.CI, 1i) + ax2)]) / (1.000000e+00f + exp(min((fma(((x_ptr[((((min(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) + ax1), max(podArgs.W, 1i)) + (((min(((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0), max(podArgs.H, 1i)) + ((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.H, 1i))) - 1i) * max(podArgs.W, 1i))) - 1i) * max(podArgs.CI, 1i)) + ax2)] - mean_ptr[(((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.G, 1i)) + (ax2 / (max(podArgs.CI, 1i) / max(podArgs.G, 1i))))]) * rstd_ptr[(((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.G, 1i)) + (ax2 / (max(podArgs.CI, 1i) / max(podArgs.G, 1i))))]), (1.000000e+00f + weights_ptr[ax2]), weights_ptr[(max(podArgs.CI, 1i) + ax2)]) * -1.000000e+00f), 8.000000e+01f))));
} else {
            condval = 0.000000e+00f;
}
          c1acc_local[0i] = fma(condval, weights_ptr[(((max(podArgs.CI, 1i) * 2i) + (((((ax0 * 3i) + ax1) * max(podArgs.CI, 1i)) + ax2) * max(podArgs.CO, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)))], c1acc_local[0i]);
        }
      }
    }
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.TE, 1i); ax0_1++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) == 0i)) {
      if (ax0_1 == 0i) {
        tpacc_local[0i] = 0.000000e+00f;
      }
      tpacc_local[0i] = fma((temb_ptr[(((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.TE, 1i)) + ax0_1)] / (1.000000e+00f + exp(min((temb_ptr[(((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.TE, 1i)) + ax0_1)] * -1.000000e+00f), 8.000000e+01f)))), weights_ptr[((((((max(podArgs.CI, 1i) * max(podArgs.CO, 1i)) * 9i) + (max(podArgs.CI, 1i) * 2i)) + max(podArgs.CO, 1i)) + (ax0_1 * max(podArgs.CO, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)))], tpacc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.CO, 1i))) {
    h1_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.CO, 1i))) + i32(threadIdx.x))] = ((c1acc_local[0i] + weights_ptr[((((max(podArgs.CI, 1i) * max(podArgs.CO, 1i)) * 9i) + (max(podArgs.CI, 1i) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)))]) + (tpacc_local[0i] + weights_ptr[((((((max(podArgs.CI, 1i) * max(podArgs.CO, 1i)) * 9i) + (max(podArgs.CI, 1i) * 2i)) + max(podArgs.CO, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))) + (max(podArgs.TE, 1i) * max(podArgs.CO, 1i)))]));
  }
}


// Function: l3_diffusion_resblock_kernel_3
//----------------------------------------
// Function: l3_diffusion_resblock_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> h1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> mean_ptr : array<f32>;

struct PODArgs {
  CO: i32,
  G: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l3_diffusion_resblock_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_gsum2_local : array<f32, 1>;
  in_thread_gsum2_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CO, 1i) / max(podArgs.G, 1i))) + 63i)>>6u); ax0_0++) {
    if (((ax0_0 * 64i) + i32(threadIdx.x)) < ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CO, 1i) / max(podArgs.G, 1i)))) {
      in_thread_gsum2_local[0i] = (in_thread_gsum2_local[0i] + h1_ptr[(((((((ax0_0 * 64i) + i32(threadIdx.x)) / (max(podArgs.CO, 1i) / max(podArgs.G, 1i))) + (((v__1 / max(podArgs.G, 1i)) * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) * max(podArgs.CO, 1i)) + ((v__1 % max(podArgs.G, 1i)) * (max(podArgs.CO, 1i) / max(podArgs.G, 1i)))) + (((ax0_0 * 64i) + i32(threadIdx.x)) % (max(podArgs.CO, 1i) / max(podArgs.G, 1i))))]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_gsum2_local[0i];
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
    mean_ptr[v__1] = (red_buf0[0i] / f32(((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CO, 1i) / max(podArgs.G, 1i)))));
  }
}


// Function: l3_diffusion_resblock_kernel_4
//----------------------------------------
// Function: l3_diffusion_resblock_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read> h1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> mean_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> rstd_ptr : array<f32>;

struct PODArgs {
  CO: i32,
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
fn l3_diffusion_resblock_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_gsq2_local : array<f32, 1>;
  in_thread_gsq2_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CO, 1i) / max(podArgs.G, 1i))) + 63i)>>6u); ax0_0++) {
    if (((ax0_0 * 64i) + i32(threadIdx.x)) < ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CO, 1i) / max(podArgs.G, 1i)))) {
      in_thread_gsq2_local[0i] = fma((h1_ptr[(((((((ax0_0 * 64i) + i32(threadIdx.x)) / (max(podArgs.CO, 1i) / max(podArgs.G, 1i))) + (((v__1 / max(podArgs.G, 1i)) * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) * max(podArgs.CO, 1i)) + ((v__1 % max(podArgs.G, 1i)) * (max(podArgs.CO, 1i) / max(podArgs.G, 1i)))) + (((ax0_0 * 64i) + i32(threadIdx.x)) % (max(podArgs.CO, 1i) / max(podArgs.G, 1i))))] - mean_ptr[v__1]), (h1_ptr[(((((((ax0_0 * 64i) + i32(threadIdx.x)) / (max(podArgs.CO, 1i) / max(podArgs.G, 1i))) + (((v__1 / max(podArgs.G, 1i)) * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) * max(podArgs.CO, 1i)) + ((v__1 % max(podArgs.G, 1i)) * (max(podArgs.CO, 1i) / max(podArgs.G, 1i)))) + (((ax0_0 * 64i) + i32(threadIdx.x)) % (max(podArgs.CO, 1i) / max(podArgs.G, 1i))))] - mean_ptr[v__1]), in_thread_gsq2_local[0i]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_gsq2_local[0i];
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
    rstd_ptr[v__1] = (1.000000e+00f / sqrt(((red_buf0[0i] / f32(((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * (max(podArgs.CO, 1i) / max(podArgs.G, 1i))))) + podArgs.eps)));
  }
}


// Function: l3_diffusion_resblock_kernel_5
//----------------------------------------
// Function: l3_diffusion_resblock_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> h1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> mean_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> r_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> rstd_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(5) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  CI: i32,
  CO: i32,
  G: i32,
  H: i32,
  N: i32,
  TE: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(6) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_diffusion_resblock_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var c2acc_local : array<f32, 1>;
  var skacc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.CO, 1i); ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            c2acc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= ((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0)) && ((((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) <= podArgs.H) || (((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0) < 2i))) && (1i <= ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) + ax1))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) + ax1) <= podArgs.W) || (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) + ax1) < 2i)))) {
            condval = (fma(((h1_ptr[((((min(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) + ax1), max(podArgs.W, 1i)) + (((min(((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0), max(podArgs.H, 1i)) + ((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.H, 1i))) - 1i) * max(podArgs.W, 1i))) - 1i) * max(podArgs.CO, 1i)) + ax2)] - mean_ptr[(((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.G, 1i)) + (ax2 / (max(podArgs.CO, 1i) / max(podArgs.G, 1i))))]) * rstd_ptr[(((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.G, 1i)) + (ax2 / (max(podArgs.CO, 1i) / max(podArgs.G, 1i))))]), (1.000000e+00f + weights_ptr[((((((max(podArgs.CI, 1i) * max(podArgs.CO, 1i)) * 9i) + (max(podArgs.CI, 1i) * 2i)) + (max(podArgs.CO, 1i) * 2i)) + ax2) + (max(podArgs.TE, 1i) * max(podArgs.CO, 1i)))]), weights_ptr[((((((max(podArgs.CI, 1i) * max(podArgs.CO, 1i)) * 9i) + (max(podArgs.CO, 1i) * 3i)) + (max(podArgs.CI, 1i) * 2i)) + ax2) + (max(podArgs.TE, 1i) * max(podArgs.CO, 1i)))]) / (1.000000e+00f + exp(min((fma(((h1_ptr[((((min(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) + ax1), max(podArgs.W, 1i)) + (((min(((i32(blockIdx.y) % max(podArgs.H, 1i)) + ax0), max(podArgs.H, 1i)) + ((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.H, 1i))) - 1i) * max(podArgs.W, 1i))) - 1i) * max(podArgs.CO, 1i)) + ax2)] - mean_ptr[(((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.G, 1i)) + (ax2 / (max(podArgs.CO, 1i) / max(podArgs.G, 1i))))]) * rstd_ptr[(((i32(blockIdx.y) / max(podArgs.H, 1i)) * max(podArgs.G, 1i)) + (ax2 / (max(podArgs.CO, 1i) / max(podArgs.G, 1i))))]), (1.000000e+00f + weights_ptr[((((((max(podArgs.CI, 1i) * max(podArgs.CO, 1i)) * 9i) + (max(podArgs.CI, 1i) * 2i)) + (max(podArgs.CO, 1i) * 2i)) + ax2) + (max(podArgs.TE, 1i) * max(podArgs.CO, 1i)))]), weights_ptr[((((((max(podArgs.CI, 1i) * max(podArgs.CO, 1i)) * 9i) + (max(podArgs.CO, 1i) * 3i)) + (max(podArgs.CI, 1i) * 2i)) + ax2) + (max(podArgs.TE, 1i) * max(podArgs.CO, 1i)))]) * -1.000000e+00f), 8.000000e+01f))));
} else {
            condval = 0.000000e+00f;
}
          c2acc_local[0i] = fma(condval, weights_ptr[(((((((max(podArgs.CI, 1i) * max(podArgs.CO, 1i)) * 9i) + (max(podArgs.CO, 1i) * 4i)) + (max(podArgs.CI, 1i) * 2i)) + (max(podArgs.TE, 1i) * max(podArgs.CO, 1i))) + (((((ax0 * 3i) + ax1) * max(podArgs.CO, 1i)) + ax2) * max(podArgs.CO, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)))], c2acc_local[0i]);
        }
      }
    }
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.CI, 1i); ax0_1++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) == 0i)) {
      if (ax0_1 == 0i) {
        skacc_local[0i] = 0.000000e+00f;
      }
      skacc_local[0i] = fma(x_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i))) * max(podArgs.CI, 1i)) + ax0_1)], weights_ptr[((((((((max(podArgs.CI, 1i) + max(podArgs.CO, 1i)) * max(podArgs.CO, 1i)) * 9i) + (max(podArgs.CO, 1i) * 5i)) + (max(podArgs.CI, 1i) * 2i)) + (max(podArgs.TE, 1i) * max(podArgs.CO, 1i))) + (ax0_1 * max(podArgs.CO, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)))], skacc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.CO, 1i))) {
    var condval_1 : f32;
    if ((max(podArgs.CI, 1i) == max(podArgs.CO, 1i))) {
      condval_1 = x_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)), max((podArgs.CI - 1i), 0i)) + (((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i))) * max(podArgs.CI, 1i)))];
} else {
      condval_1 = (skacc_local[0i] + weights_ptr[(((((((max(podArgs.CI, 1i) * max(podArgs.CO, 1i)) * 10i) + ((max(podArgs.CO, 1i) * max(podArgs.CO, 1i)) * 9i)) + (max(podArgs.CO, 1i) * 5i)) + (max(podArgs.CI, 1i) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))) + (max(podArgs.TE, 1i) * max(podArgs.CO, 1i)))]);
}
    r_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.CO, 1i))) + i32(threadIdx.x))] = (condval_1 + (c2acc_local[0i] + weights_ptr[(((((((max(podArgs.CI, 1i) + max(podArgs.CO, 1i)) * max(podArgs.CO, 1i)) * 9i) + (max(podArgs.CO, 1i) * 4i)) + (max(podArgs.CI, 1i) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))) + (max(podArgs.TE, 1i) * max(podArgs.CO, 1i)))]));
  }
}


// Function: l3_diffusion_resblock_kernel_6
//----------------------------------------
// Function: l3_diffusion_resblock_kernel_6
//----------------------------------------
@group(0) @binding(0) var<storage, read> r_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  CI: i32,
  CO: i32,
  H: i32,
  N: i32,
  TE: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_diffusion_resblock_kernel_6(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var dacc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.CO, 1i); ax2++) {
        if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) < ((max(podArgs.W, 1i) + 1i)>>1u)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            dacc_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((1i <= (((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ax0)) && (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ax0) <= podArgs.H) || (((ax0>>1u) + (i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u))) < 1i))) && (1i <= (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) * 2i) + ax1))) && (((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) * 2i) + ax1) <= podArgs.W) || (((ax1>>1u) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i))) < 1i)))) {
            condval = r_ptr[((((min((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) * 2i) + ax1), max(podArgs.W, 1i)) + (((min((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ax0), max(podArgs.H, 1i)) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 1i)>>1u)) * max(podArgs.H, 1i))) - 1i) * max(podArgs.W, 1i))) - 1i) * max(podArgs.CO, 1i)) + ax2)];
} else {
            condval = 0.000000e+00f;
}
          dacc_local[0i] = fma(condval, weights_ptr[((((((((max(podArgs.CI, 1i) * max(podArgs.CO, 1i)) * 10i) + ((max(podArgs.CO, 1i) * max(podArgs.CO, 1i)) * 9i)) + (max(podArgs.CO, 1i) * 6i)) + (max(podArgs.CI, 1i) * 2i)) + (max(podArgs.TE, 1i) * max(podArgs.CO, 1i))) + (((((ax0 * 3i) + ax1) * max(podArgs.CO, 1i)) + ax2) * max(podArgs.CO, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)))], dacc_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.W, 1i) + 1i)>>1u) * max(podArgs.CO, 1i))) {
    y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 1i)>>1u)) * max(podArgs.CO, 1i))) + i32(threadIdx.x))] = (dacc_local[0i] + weights_ptr[(((((((max(podArgs.CO, 1i) * max(podArgs.CO, 1i)) * 18i) + ((max(podArgs.CI, 1i) * max(podArgs.CO, 1i)) * 10i)) + (max(podArgs.CO, 1i) * 6i)) + (max(podArgs.CI, 1i) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))) + (max(podArgs.TE, 1i) * max(podArgs.CO, 1i)))]);
  }
}


