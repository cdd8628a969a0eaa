// Function: l3_mobilenetv2_blocks_kernel
//----------------------------------------
// Function: l3_mobilenetv2_blocks_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> e0_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilenetv2_blocks_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var e0_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C, 1i))) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C, 1i))) == 0i)) {
      if (ax0 == 0i) {
        e0_acc_local[0i] = 0.000000e+00f;
      }
      e0_acc_local[0i] = fma(x_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C, 1i)))) * max(podArgs.C, 1i)) + ax0)], weights_ptr[(((ax0 * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.E, 1i) * max(podArgs.C, 1i))))], e0_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.W, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i))) {
    e0_ptr[(((v__1 * 256i) + (((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.E, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = min(max((e0_acc_local[0i] + weights_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.E, 1i) * max(podArgs.C, 1i))) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)))]), 0.000000e+00f), 6.000000e+00f);
  }
}


// Function: l3_mobilenetv2_blocks_kernel_1
//----------------------------------------
// Function: l3_mobilenetv2_blocks_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> e0_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> out0_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilenetv2_blocks_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var o0_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.E, 1i) * max(podArgs.C, 1i)); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
      if (ax0 == 0i) {
        o0_acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if (((((i32(blockIdx.y) % max(podArgs.H, 1i)) + 1i) < podArgs.H) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < podArgs.W))) {
        condval = e0_ptr[(((((((i32(blockIdx.y) + 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval = 0.000000e+00f;
}
      var condval_1 : f32;
      if (((((i32(blockIdx.y) % max(podArgs.H, 1i)) + 1i) < podArgs.H) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 1i)))) {
        condval_1 = e0_ptr[((((((i32(blockIdx.y) + 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_1 = 0.000000e+00f;
}
      var condval_2 : f32;
      if ((((((i32(blockIdx.y) % max(podArgs.H, 1i)) + 1i) < podArgs.H) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) <= podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 2i)))) {
        condval_2 = e0_ptr[(((((((i32(blockIdx.y) + 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_2 = 0.000000e+00f;
}
      var condval_3 : f32;
      if (((((i32(blockIdx.y) % max(podArgs.H, 1i)) < podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 1i)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < podArgs.W))) {
        condval_3 = e0_ptr[((((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_3 = 0.000000e+00f;
}
      var condval_4 : f32;
      if (((((i32(blockIdx.y) % max(podArgs.H, 1i)) < podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 1i)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 1i)))) {
        condval_4 = e0_ptr[(((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_4 = 0.000000e+00f;
}
      var condval_5 : f32;
      if ((((((i32(blockIdx.y) % max(podArgs.H, 1i)) < podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 1i)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) <= podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 2i)))) {
        condval_5 = e0_ptr[((((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_5 = 0.000000e+00f;
}
      var condval_6 : f32;
      if ((((1i <= (i32(blockIdx.y) % max(podArgs.H, 1i))) && (((i32(blockIdx.y) % max(podArgs.H, 1i)) <= podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 2i))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < podArgs.W))) {
        condval_6 = e0_ptr[(((((((i32(blockIdx.y) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_6 = 0.000000e+00f;
}
      var condval_7 : f32;
      if ((((1i <= (i32(blockIdx.y) % max(podArgs.H, 1i))) && (((i32(blockIdx.y) % max(podArgs.H, 1i)) <= podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 2i))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 1i)))) {
        condval_7 = e0_ptr[((((((i32(blockIdx.y) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_7 = 0.000000e+00f;
}
      var condval_8 : f32;
      if (((((1i <= (i32(blockIdx.y) % max(podArgs.H, 1i))) && (((i32(blockIdx.y) % max(podArgs.H, 1i)) <= podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 2i))) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) <= podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 2i)))) {
        condval_8 = e0_ptr[(((((((i32(blockIdx.y) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_8 = 0.000000e+00f;
}
      o0_acc_local[0i] = fma(min(max(fma(condval, weights_ptr[((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 9i) + ax0) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)))], fma(condval_1, weights_ptr[((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 8i) + ax0) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)))], fma(condval_2, weights_ptr[((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 7i) + ax0) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)))], fma(condval_3, weights_ptr[((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 6i) + ax0) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)))], fma(condval_4, weights_ptr[((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 5i) + ax0) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)))], fma(condval_5, weights_ptr[((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 4i) + ax0) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)))], fma(condval_6, weights_ptr[((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 3i) + ax0) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)))], fma(condval_7, weights_ptr[((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 2i) + ax0) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)))], fma(condval_8, weights_ptr[(ax0 + (((max(podArgs.C, 1i) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)))], weights_ptr[((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 10i) + ax0) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)))]))))))))), 0.000000e+00f), 6.000000e+00f), weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 11i) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i))) + (ax0 * max(podArgs.C, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], o0_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.C, 1i))) {
    out0_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = ((o0_acc_local[0i] + weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 11i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i))) + ((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * max(podArgs.C, 1i)))]) + x_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))]);
  }
}


// Function: l3_mobilenetv2_blocks_kernel_2
//----------------------------------------
// Function: l3_mobilenetv2_blocks_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> e1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> out0_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilenetv2_blocks_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var e1_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C, 1i))) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C, 1i))) == 0i)) {
      if (ax0 == 0i) {
        e1_acc_local[0i] = 0.000000e+00f;
      }
      e1_acc_local[0i] = fma(out0_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C, 1i)))) * max(podArgs.C, 1i)) + ax0)], weights_ptr[((((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 11i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 2i)) + max(podArgs.C, 1i)) + ((ax0 * max(podArgs.E, 1i)) * max(podArgs.C, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.E, 1i) * max(podArgs.C, 1i))))], e1_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.W, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i))) {
    e1_ptr[(((v__1 * 256i) + (((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.E, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = min(max((e1_acc_local[0i] + weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 11i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.E, 1i) * max(podArgs.C, 1i))))]), 0.000000e+00f), 6.000000e+00f);
  }
}


// Function: l3_mobilenetv2_blocks_kernel_3
//----------------------------------------
// Function: l3_mobilenetv2_blocks_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> e1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> out0_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> out1_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilenetv2_blocks_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var o1_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.E, 1i) * max(podArgs.C, 1i)); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
      if (ax0 == 0i) {
        o1_acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if (((((i32(blockIdx.y) % max(podArgs.H, 1i)) + 1i) < podArgs.H) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < podArgs.W))) {
        condval = e1_ptr[(((((((i32(blockIdx.y) + 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval = 0.000000e+00f;
}
      var condval_1 : f32;
      if (((((i32(blockIdx.y) % max(podArgs.H, 1i)) + 1i) < podArgs.H) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 1i)))) {
        condval_1 = e1_ptr[((((((i32(blockIdx.y) + 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_1 = 0.000000e+00f;
}
      var condval_2 : f32;
      if ((((((i32(blockIdx.y) % max(podArgs.H, 1i)) + 1i) < podArgs.H) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) <= podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 2i)))) {
        condval_2 = e1_ptr[(((((((i32(blockIdx.y) + 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_2 = 0.000000e+00f;
}
      var condval_3 : f32;
      if (((((i32(blockIdx.y) % max(podArgs.H, 1i)) < podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 1i)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < podArgs.W))) {
        condval_3 = e1_ptr[((((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_3 = 0.000000e+00f;
}
      var condval_4 : f32;
      if (((((i32(blockIdx.y) % max(podArgs.H, 1i)) < podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 1i)) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 1i)))) {
        condval_4 = e1_ptr[(((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_4 = 0.000000e+00f;
}
      var condval_5 : f32;
      if ((((((i32(blockIdx.y) % max(podArgs.H, 1i)) < podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 1i)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) <= podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 2i)))) {
        condval_5 = e1_ptr[((((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_5 = 0.000000e+00f;
}
      var condval_6 : f32;
      if ((((1i <= (i32(blockIdx.y) % max(podArgs.H, 1i))) && (((i32(blockIdx.y) % max(podArgs.H, 1i)) <= podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 2i))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) + 1i) < podArgs.W))) {
        condval_6 = e1_ptr[(((((((i32(blockIdx.y) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_6 = 0.000000e+00f;
}
      var condval_7 : f32;
      if ((((1i <= (i32(blockIdx.y) % max(podArgs.H, 1i))) && (((i32(blockIdx.y) % max(podArgs.H, 1i)) <= podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 2i))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 1i)))) {
        condval_7 = e1_ptr[((((((i32(blockIdx.y) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_7 = 0.000000e+00f;
}
      var condval_8 : f32;
      if (((((1i <= (i32(blockIdx.y) % max(podArgs.H, 1i))) && (((i32(blockIdx.y) % max(podArgs.H, 1i)) <= podArgs.H) || ((i32(blockIdx.y) % max(podArgs.H, 1i)) < 2i))) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)))) && (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) <= podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < 2i)))) {
        condval_8 = e1_ptr[(((((((i32(blockIdx.y) - 1i) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_8 = 0.000000e+00f;
}
      o1_acc_local[0i] = fma(min(max(fma(condval, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 20i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + ax0)], fma(condval_1, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 19i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + ax0)], fma(condval_2, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 18i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + ax0)], fma(condval_3, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 17i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + ax0)], fma(condval_4, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 16i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + ax0)], fma(condval_5, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 15i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + ax0)], fma(condval_6, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 14i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + ax0)], fma(condval_7, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 13i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + ax0)], fma(condval_8, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 12i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + ax0)], weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 21i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + ax0)]))))))))), 0.000000e+00f), 6.000000e+00f), weights_ptr[((((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 22i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + (ax0 * max(podArgs.C, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], o1_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.C, 1i))) {
    out1_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = ((o1_acc_local[0i] + weights_ptr[((((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 22i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 3i)) + max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * max(podArgs.C, 1i)))]) + out0_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))]);
  }
}


// Function: l3_mobilenetv2_blocks_kernel_4
//----------------------------------------
// Function: l3_mobilenetv2_blocks_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> e2_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> out1_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilenetv2_blocks_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var e2_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C, 1i))) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C, 1i))) == 0i)) {
      if (ax0 == 0i) {
        e2_acc_local[0i] = 0.000000e+00f;
      }
      e2_acc_local[0i] = fma(out1_ptr[((((i32(blockIdx.y) * max(podArgs.W, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.E, 1i) * max(podArgs.C, 1i)))) * max(podArgs.C, 1i)) + ax0)], weights_ptr[((((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 22i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 4i)) + (max(podArgs.C, 1i) * 2i)) + ((ax0 * max(podArgs.E, 1i)) * max(podArgs.C, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.E, 1i) * max(podArgs.C, 1i))))], e2_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.W, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i))) {
    e2_ptr[(((v__1 * 256i) + (((i32(blockIdx.y) * max(podArgs.W, 1i)) * max(podArgs.E, 1i)) * max(podArgs.C, 1i))) + i32(threadIdx.x))] = min(max((e2_acc_local[0i] + weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 22i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.E, 1i) * max(podArgs.C, 1i))))]), 0.000000e+00f), 6.000000e+00f);
  }
}


// Function: l3_mobilenetv2_blocks_kernel_5
//----------------------------------------
// Function: l3_mobilenetv2_blocks_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> e2_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  C2: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilenetv2_blocks_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var o2_acc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.E, 1i) * max(podArgs.C, 1i)); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) < ((max(podArgs.W, 1i) + 1i)>>1u)) {
      if (ax0 == 0i) {
        o2_acc_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if ((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + 1i) < podArgs.H) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + 1i) < podArgs.W))) {
        condval = e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 1i)>>1u)) * max(podArgs.H, 1i))) + 1i) * max(podArgs.W, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval = 0.000000e+00f;
}
      var condval_1 : f32;
      if ((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + 1i) < podArgs.H) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) < 1i)))) {
        condval_1 = e2_ptr[((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 1i)>>1u)) * max(podArgs.H, 1i))) + 1i) * max(podArgs.W, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_1 = 0.000000e+00f;
}
      var condval_2 : f32;
      if (((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + 1i) < podArgs.H) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) <= podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) < 1i)))) {
        condval_2 = e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 1i)>>1u)) * max(podArgs.H, 1i))) + 1i) * max(podArgs.W, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_2 = 0.000000e+00f;
}
      var condval_3 : f32;
      if ((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) < podArgs.H) || ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) < 1i)) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + 1i) < podArgs.W))) {
        condval_3 = e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 1i)>>1u)) * max(podArgs.H, 1i))) * max(podArgs.W, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_3 = 0.000000e+00f;
}
      var condval_4 : f32;
      if ((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) < podArgs.H) || ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) < 1i)) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) < 1i)))) {
        condval_4 = e2_ptr[((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 1i)>>1u)) * max(podArgs.H, 1i))) * max(podArgs.W, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_4 = 0.000000e+00f;
}
      var condval_5 : f32;
      if (((((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) < podArgs.H) || ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) < 1i)) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) <= podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) < 1i)))) {
        condval_5 = e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 1i)>>1u)) * max(podArgs.H, 1i))) * max(podArgs.W, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_5 = 0.000000e+00f;
}
      var condval_6 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u))) && ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) <= podArgs.H) || ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) < 1i))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + 1i) < podArgs.W))) {
        condval_6 = e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 1i)>>1u)) * max(podArgs.H, 1i))) - 1i) * max(podArgs.W, 1i))) + 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_6 = 0.000000e+00f;
}
      var condval_7 : f32;
      if ((((1i <= (i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u))) && ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) <= podArgs.H) || ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) < 1i))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) < podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) < 1i)))) {
        condval_7 = e2_ptr[((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 1i)>>1u)) * max(podArgs.H, 1i))) - 1i) * max(podArgs.W, 1i))) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_7 = 0.000000e+00f;
}
      var condval_8 : f32;
      if (((((1i <= (i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u))) && ((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) <= podArgs.H) || ((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) < 1i))) && (1i <= (((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)))) && ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) <= podArgs.W) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) < 1i)))) {
        condval_8 = e2_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C2, 1i)) * 2i) + (((((i32(blockIdx.y) % ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + ((i32(blockIdx.y) / ((max(podArgs.H, 1i) + 1i)>>1u)) * max(podArgs.H, 1i))) - 1i) * max(podArgs.W, 1i))) - 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) + ax0)];
} else {
        condval_8 = 0.000000e+00f;
}
      o2_acc_local[0i] = fma(min(max(fma(condval, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 31i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + ax0)], fma(condval_1, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 30i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + ax0)], fma(condval_2, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 29i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + ax0)], fma(condval_3, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 28i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + ax0)], fma(condval_4, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 27i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + ax0)], fma(condval_5, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 26i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + ax0)], fma(condval_6, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 25i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + ax0)], fma(condval_7, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 24i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + ax0)], fma(condval_8, weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 23i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + ax0)], weights_ptr[(((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 32i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + ax0)]))))))))), 0.000000e+00f), 6.000000e+00f), weights_ptr[((((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 33i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + (ax0 * max(podArgs.C2, 1i))) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i)))], o2_acc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.W, 1i) + 1i)>>1u) * max(podArgs.C2, 1i))) {
    y_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * ((max(podArgs.W, 1i) + 1i)>>1u)) * max(podArgs.C2, 1i))) + i32(threadIdx.x))] = (o2_acc_local[0i] + weights_ptr[((((((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * 33i) + (((max(podArgs.C, 1i) * max(podArgs.E, 1i)) * max(podArgs.C, 1i)) * 5i)) + (max(podArgs.C, 1i) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C2, 1i))) + ((max(podArgs.E, 1i) * max(podArgs.C, 1i)) * max(podArgs.C2, 1i)))]);
  }
}


