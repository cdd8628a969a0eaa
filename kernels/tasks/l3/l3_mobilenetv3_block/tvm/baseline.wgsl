// Function: l3_mobilenetv3_block_kernel
//----------------------------------------
// Function: l3_mobilenetv3_block_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> e_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  CE: i32,
  CI: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilenetv3_block_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var e_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.CI, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CE, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CE, 1i)) == 0i)) {
      if (ax0 == 0i) {
        e_acc_local[0i] = 0.000000e+00f;
      }
      e_acc_local[0i] = fma(x_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CE, 1i))) * max(podArgs.CI, 1i)) + ax0)], weights_ptr[((ax0 * max(podArgs.CE, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CE, 1i)))], e_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.CE, 1i))) {
    e_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.CE, 1i))) + i32(threadIdx.x))] = ((e_acc_local[0i] + weights_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CE, 1i)) + (max(podArgs.CI, 1i) * max(podArgs.CE, 1i)))]) * (min(max(((e_acc_local[0i] + weights_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CE, 1i)) + (max(podArgs.CI, 1i) * max(podArgs.CE, 1i)))]) + 3.000000e+00f), 0.000000e+00f), 6.000000e+00f) / 6.000000e+00f));
  }
}


// Function: l3_mobilenetv3_block_kernel_1
//----------------------------------------
// Function: l3_mobilenetv3_block_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> d_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> e_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  CE: i32,
  CI: i32,
  H: i32,
  K: i32,
  N: i32,
  S: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilenetv3_block_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var d_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.K, 1i); ax0++) {
    for (var ax1 : i32 = 0i; ax1 < max(podArgs.K, 1i); ax1++) {
      if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CE, 1i)) <= (max((podArgs.W - 1i), 0i) / max(podArgs.S, 1i))) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          d_acc_local[0i] = 0.000000e+00f;
        }
        var condval : f32;
        if (((((0i <= ((((i32(blockIdx.y) % ((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) * max(podArgs.S, 1i)) + ax0) - (max(podArgs.K, 1i)>>1u))) && ((((((i32(blockIdx.y) % ((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) * max(podArgs.S, 1i)) + ax0) - (max(podArgs.K, 1i)>>1u)) < podArgs.H) || (((((i32(blockIdx.y) % ((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) * max(podArgs.S, 1i)) + ax0) - (max(podArgs.K, 1i)>>1u)) < 1i))) && (0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CE, 1i)) * max(podArgs.S, 1i)) + ax1) - (max(podArgs.K, 1i)>>1u)))) && ((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CE, 1i)) * max(podArgs.S, 1i)) + ax1) - (max(podArgs.K, 1i)>>1u)) < podArgs.W) || (((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CE, 1i)) * max(podArgs.S, 1i)) + ax1) - (max(podArgs.K, 1i)>>1u)) < 1i)))) {
          condval = e_ptr[(((min(((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CE, 1i)) * max(podArgs.S, 1i)) + ax1) - (max(podArgs.K, 1i)>>1u)), max((podArgs.W - 1i), 0i)) + ((min(((((i32(blockIdx.y) % ((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) * max(podArgs.S, 1i)) + ax0) - (max(podArgs.K, 1i)>>1u)), max((podArgs.H - 1i), 0i)) + ((i32(blockIdx.y) / ((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) * max(podArgs.H, 1i))) * max(podArgs.W, 1i))) * max(podArgs.CE, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CE, 1i)))];
} else {
          condval = 0.000000e+00f;
}
        d_acc_local[0i] = fma(condval, weights_ptr[(((((max(podArgs.CI, 1i) + (ax0 * max(podArgs.K, 1i))) + ax1) + 1i) * max(podArgs.CE, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CE, 1i)))], d_acc_local[0i]);
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max((podArgs.W - 1i), 0i) / max(podArgs.S, 1i)) + 1i) * max(podArgs.CE, 1i))) {
    d_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max((podArgs.W - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) * max(podArgs.CE, 1i))) + i32(threadIdx.x))] = ((d_acc_local[0i] + weights_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CE, 1i)) + (((max(podArgs.CI, 1i) + (max(podArgs.K, 1i) * max(podArgs.K, 1i))) + 1i) * max(podArgs.CE, 1i)))]) * (min(max(((d_acc_local[0i] + weights_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CE, 1i)) + (((max(podArgs.CI, 1i) + (max(podArgs.K, 1i) * max(podArgs.K, 1i))) + 1i) * max(podArgs.CE, 1i)))]) + 3.000000e+00f), 0.000000e+00f), 6.000000e+00f) / 6.000000e+00f));
  }
}


// Function: l3_mobilenetv3_block_kernel_2
//----------------------------------------
// Function: l3_mobilenetv3_block_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> d_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> m_ptr : array<f32>;

struct PODArgs {
  CE: i32,
  H: i32,
  N: i32,
  S: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 64>;
@compute @workgroup_size(64, 1, 1)
fn l3_mobilenetv3_block_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_pool_local : array<f32, 1>;
  in_thread_pool_local[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < (((((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) + 63i)>>6u); ax0_0++) {
    if (((ax0_0 * 64i) + i32(threadIdx.x)) < (((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.S, 1i)) + 1i))) {
      in_thread_pool_local[0i] = (in_thread_pool_local[0i] + d_ptr[(((((ax0_0 * 64i) + (((v__1 / max(podArgs.CE, 1i)) * ((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.S, 1i)) + 1i))) + i32(threadIdx.x)) * max(podArgs.CE, 1i)) + (v__1 % max(podArgs.CE, 1i)))]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_pool_local[0i];
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
    m_ptr[v__1] = (red_buf0[0i] / f32((((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.S, 1i)) + 1i))));
  }
}


// Function: l3_mobilenetv3_block_kernel_3
//----------------------------------------
// Function: l3_mobilenetv3_block_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> m_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> r_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  CE: i32,
  CI: i32,
  CS: i32,
  K: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilenetv3_block_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var r_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.CE, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.CS) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        r_acc_local[0i] = 0.000000e+00f;
      }
      r_acc_local[0i] = fma(m_ptr[((i32(blockIdx.y) * max(podArgs.CE, 1i)) + ax0)], weights_ptr[((((v__1 * 256i) + (ax0 * max(podArgs.CS, 1i))) + i32(threadIdx.x)) + (((max(podArgs.CI, 1i) + (max(podArgs.K, 1i) * max(podArgs.K, 1i))) + 2i) * max(podArgs.CE, 1i)))], r_acc_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.CS) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    r_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.CS, 1i))) + i32(threadIdx.x))] = max((r_acc_local[0i] + weights_ptr[(((v__1 * 256i) + i32(threadIdx.x)) + ((((max(podArgs.CS, 1i) + max(podArgs.CI, 1i)) + (max(podArgs.K, 1i) * max(podArgs.K, 1i))) + 2i) * max(podArgs.CE, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_mobilenetv3_block_kernel_4
//----------------------------------------
// Function: l3_mobilenetv3_block_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> g_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> r_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  CE: i32,
  CI: i32,
  CS: i32,
  K: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilenetv3_block_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var g_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.CS, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.CE) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        g_acc_local[0i] = 0.000000e+00f;
      }
      g_acc_local[0i] = fma(r_ptr[((i32(blockIdx.y) * max(podArgs.CS, 1i)) + ax0)], weights_ptr[(((((v__1 * 256i) + max(podArgs.CS, 1i)) + (ax0 * max(podArgs.CE, 1i))) + i32(threadIdx.x)) + ((((max(podArgs.CS, 1i) + max(podArgs.CI, 1i)) + (max(podArgs.K, 1i) * max(podArgs.K, 1i))) + 2i) * max(podArgs.CE, 1i)))], g_acc_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.CE) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    g_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.CE, 1i))) + i32(threadIdx.x))] = (min(max(((g_acc_local[0i] + weights_ptr[(((((v__1 * 256i) + max(podArgs.CS, 1i)) + i32(threadIdx.x)) + ((((max(podArgs.CS, 1i) + max(podArgs.CI, 1i)) + (max(podArgs.K, 1i) * max(podArgs.K, 1i))) + 2i) * max(podArgs.CE, 1i))) + (max(podArgs.CS, 1i) * max(podArgs.CE, 1i)))]) + 3.000000e+00f), 0.000000e+00f), 6.000000e+00f) / 6.000000e+00f);
  }
}


// Function: l3_mobilenetv3_block_kernel_5
//----------------------------------------
// Function: l3_mobilenetv3_block_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> d_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> g_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(4) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  CE: i32,
  CI: i32,
  CO: i32,
  CS: i32,
  H: i32,
  K: i32,
  N: i32,
  S: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilenetv3_block_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var y_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.CE, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i)) <= (max((podArgs.W - 1i), 0i) / max(podArgs.S, 1i))) {
      if (ax0 == 0i) {
        y_acc_local[0i] = 0.000000e+00f;
      }
      y_acc_local[0i] = fma((d_ptr[((((i32(blockIdx.y) * ((max((podArgs.W - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i))) * max(podArgs.CE, 1i)) + ax0)] * g_ptr[(((i32(blockIdx.y) / ((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) * max(podArgs.CE, 1i)) + ax0)]), weights_ptr[((((max(podArgs.CS, 1i) + ((((max(podArgs.CS, 1i) + max(podArgs.CI, 1i)) + (max(podArgs.K, 1i) * max(podArgs.K, 1i))) + 3i) * max(podArgs.CE, 1i))) + (max(podArgs.CS, 1i) * max(podArgs.CE, 1i))) + (ax0 * max(podArgs.CO, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)))], y_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max((podArgs.W - 1i), 0i) / max(podArgs.S, 1i)) + 1i) * max(podArgs.CO, 1i))) {
    var condval : f32;
    if (((max(podArgs.S, 1i) == 1i) && (max(podArgs.CI, 1i) == max(podArgs.CO, 1i)))) {
      condval = x_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i)), max((podArgs.CI - 1i), 0i)) + ((((((i32(blockIdx.y) / ((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) * max(podArgs.H, 1i)) + (i32(blockIdx.y) % ((max((podArgs.H - 1i), 0i) / max(podArgs.S, 1i)) + 1i))) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.CO, 1i))) * max(podArgs.CI, 1i)))];
} else {
      condval = 0.000000e+00f;
}
    y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max((podArgs.W - 1i), 0i) / max(podArgs.S, 1i)) + 1i)) * max(podArgs.CO, 1i))) + i32(threadIdx.x))] = ((y_acc_local[0i] + weights_ptr[((((max(podArgs.CS, 1i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.CO, 1i))) + ((((max(podArgs.CS, 1i) + max(podArgs.CI, 1i)) + (max(podArgs.K, 1i) * max(podArgs.K, 1i))) + 3i) * max(podArgs.CE, 1i))) + (max(podArgs.CS, 1i) * max(podArgs.CE, 1i))) + (max(podArgs.CE, 1i) * max(podArgs.CO, 1i)))]) + condval);
  }
}


