// Function: l3_mobilebert_ffn_stack_kernel
//----------------------------------------
// Function: l3_mobilebert_ffn_stack_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> ha_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilebert_ffn_stack_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var p_in_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        p_in_local[0i] = 0.000000e+00f;
      }
      p_in_local[0i] = fma(x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)], weights_ptr[(((v__1 * 256i) + (ax0 * max(podArgs.B, 1i))) + i32(threadIdx.x))], p_in_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    ha_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.B, 1i))) + i32(threadIdx.x))] = fma((p_in_local[0i] + weights_ptr[(((v__1 * 256i) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i)))]), (1.000000e+00f + weights_ptr[(((v__1 * 256i) + i32(threadIdx.x)) + ((max(podArgs.D, 1i) + 1i) * max(podArgs.B, 1i)))]), weights_ptr[(((v__1 * 256i) + i32(threadIdx.x)) + ((max(podArgs.D, 1i) + 2i) * max(podArgs.B, 1i)))]);
  }
}


// Function: l3_mobilebert_ffn_stack_kernel_1
//----------------------------------------
// Function: l3_mobilebert_ffn_stack_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> ha_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> mid_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  I: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilebert_ffn_stack_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var p1_0_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.B, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.I) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        p1_0_local[0i] = 0.000000e+00f;
      }
      p1_0_local[0i] = fma(ha_ptr[((i32(blockIdx.y) * max(podArgs.B, 1i)) + ax0)], weights_ptr[((((v__1 * 256i) + (ax0 * max(podArgs.I, 1i))) + i32(threadIdx.x)) + ((max(podArgs.D, 1i) + 3i) * max(podArgs.B, 1i)))], p1_0_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.I) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    mid_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.I, 1i))) + i32(threadIdx.x))] = max((p1_0_local[0i] + weights_ptr[(((v__1 * 256i) + i32(threadIdx.x)) + (((max(podArgs.I, 1i) + max(podArgs.D, 1i)) + 3i) * max(podArgs.B, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_mobilebert_ffn_stack_kernel_2
//----------------------------------------
// Function: l3_mobilebert_ffn_stack_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> ha_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> hb_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> mid_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  I: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilebert_ffn_stack_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var p2_0_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.I, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        p2_0_local[0i] = 0.000000e+00f;
      }
      p2_0_local[0i] = fma(mid_ptr[((i32(blockIdx.y) * max(podArgs.I, 1i)) + ax0)], weights_ptr[(((((v__1 * 256i) + max(podArgs.I, 1i)) + (ax0 * max(podArgs.B, 1i))) + i32(threadIdx.x)) + (((max(podArgs.D, 1i) + max(podArgs.I, 1i)) + 3i) * max(podArgs.B, 1i)))], p2_0_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    hb_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.B, 1i))) + i32(threadIdx.x))] = fma(((ha_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.B, 1i))) + i32(threadIdx.x))] + p2_0_local[0i]) + weights_ptr[(((((v__1 * 256i) + max(podArgs.I, 1i)) + i32(threadIdx.x)) + (((max(podArgs.D, 1i) + max(podArgs.I, 1i)) + 3i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]), (1.000000e+00f + weights_ptr[(((((v__1 * 256i) + max(podArgs.I, 1i)) + i32(threadIdx.x)) + (((max(podArgs.D, 1i) + max(podArgs.I, 1i)) + 4i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]), weights_ptr[(((((v__1 * 256i) + max(podArgs.I, 1i)) + i32(threadIdx.x)) + (((max(podArgs.D, 1i) + max(podArgs.I, 1i)) + 5i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]);
  }
}


// Function: l3_mobilebert_ffn_stack_kernel_3
//----------------------------------------
// Function: l3_mobilebert_ffn_stack_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> hb_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> mid_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  I: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilebert_ffn_stack_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var p1_1_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.B, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.I) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        p1_1_local[0i] = 0.000000e+00f;
      }
      p1_1_local[0i] = fma(hb_ptr[((i32(blockIdx.y) * max(podArgs.B, 1i)) + ax0)], weights_ptr[((((((v__1 * 256i) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 2i)) + max(podArgs.I, 1i)) + (ax0 * max(podArgs.I, 1i))) + i32(threadIdx.x)) + ((max(podArgs.D, 1i) + 6i) * max(podArgs.B, 1i)))], p1_1_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.I) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    mid_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.I, 1i))) + i32(threadIdx.x))] = max((p1_1_local[0i] + weights_ptr[(((((v__1 * 256i) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 3i)) + max(podArgs.I, 1i)) + i32(threadIdx.x)) + ((max(podArgs.D, 1i) + 6i) * max(podArgs.B, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_mobilebert_ffn_stack_kernel_4
//----------------------------------------
// Function: l3_mobilebert_ffn_stack_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> ha_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> hb_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> mid_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  I: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilebert_ffn_stack_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var p2_1_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.I, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        p2_1_local[0i] = 0.000000e+00f;
      }
      p2_1_local[0i] = fma(mid_ptr[((i32(blockIdx.y) * max(podArgs.I, 1i)) + ax0)], weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 6i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 3i)) + (max(podArgs.I, 1i) * 2i)) + (ax0 * max(podArgs.B, 1i))) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i)))], p2_1_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    ha_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.B, 1i))) + i32(threadIdx.x))] = fma(((hb_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.B, 1i))) + i32(threadIdx.x))] + p2_1_local[0i]) + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 6i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 3i)) + (max(podArgs.I, 1i) * 2i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]), (1.000000e+00f + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 7i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 3i)) + (max(podArgs.I, 1i) * 2i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]), weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 8i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 3i)) + (max(podArgs.I, 1i) * 2i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]);
  }
}


// Function: l3_mobilebert_ffn_stack_kernel_5
//----------------------------------------
// Function: l3_mobilebert_ffn_stack_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> ha_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> mid_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  I: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilebert_ffn_stack_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var p1_2_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.B, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.I) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        p1_2_local[0i] = 0.000000e+00f;
      }
      p1_2_local[0i] = fma(ha_ptr[((i32(blockIdx.y) * max(podArgs.B, 1i)) + ax0)], weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 9i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 4i)) + (max(podArgs.I, 1i) * 2i)) + (ax0 * max(podArgs.I, 1i))) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i)))], p1_2_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.I) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    mid_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.I, 1i))) + i32(threadIdx.x))] = max((p1_2_local[0i] + weights_ptr[((((((v__1 * 256i) + (max(podArgs.B, 1i) * 9i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 5i)) + (max(podArgs.I, 1i) * 2i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_mobilebert_ffn_stack_kernel_6
//----------------------------------------
// Function: l3_mobilebert_ffn_stack_kernel_6
//----------------------------------------
@group(0) @binding(0) var<storage, read> ha_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> hb_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> mid_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  I: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilebert_ffn_stack_kernel_6(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var p2_2_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.I, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        p2_2_local[0i] = 0.000000e+00f;
      }
      p2_2_local[0i] = fma(mid_ptr[((i32(blockIdx.y) * max(podArgs.I, 1i)) + ax0)], weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 9i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 5i)) + (max(podArgs.I, 1i) * 3i)) + (ax0 * max(podArgs.B, 1i))) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i)))], p2_2_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    hb_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.B, 1i))) + i32(threadIdx.x))] = fma(((ha_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.B, 1i))) + i32(threadIdx.x))] + p2_2_local[0i]) + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 9i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 5i)) + (max(podArgs.I, 1i) * 3i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]), (1.000000e+00f + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 10i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 5i)) + (max(podArgs.I, 1i) * 3i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]), weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 11i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 5i)) + (max(podArgs.I, 1i) * 3i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]);
  }
}


// Function: l3_mobilebert_ffn_stack_kernel_7
//----------------------------------------
// Function: l3_mobilebert_ffn_stack_kernel_7
//----------------------------------------
@group(0) @binding(0) var<storage, read> hb_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> mid_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  I: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilebert_ffn_stack_kernel_7(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var p1_3_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.B, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.I) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        p1_3_local[0i] = 0.000000e+00f;
      }
      p1_3_local[0i] = fma(hb_ptr[((i32(blockIdx.y) * max(podArgs.B, 1i)) + ax0)], weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 12i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 6i)) + (max(podArgs.I, 1i) * 3i)) + (ax0 * max(podArgs.I, 1i))) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i)))], p1_3_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.I) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    mid_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.I, 1i))) + i32(threadIdx.x))] = max((p1_3_local[0i] + weights_ptr[((((((v__1 * 256i) + (max(podArgs.B, 1i) * 12i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 7i)) + (max(podArgs.I, 1i) * 3i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i)))]), 0.000000e+00f);
  }
}


// Function: l3_mobilebert_ffn_stack_kernel_8
//----------------------------------------
// Function: l3_mobilebert_ffn_stack_kernel_8
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> ha_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> hb_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> mid_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  I: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilebert_ffn_stack_kernel_8(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var p2_3_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.I, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        p2_3_local[0i] = 0.000000e+00f;
      }
      p2_3_local[0i] = fma(mid_ptr[((i32(blockIdx.y) * max(podArgs.I, 1i)) + ax0)], weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 12i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 7i)) + (max(podArgs.I, 1i) * 4i)) + (ax0 * max(podArgs.B, 1i))) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i)))], p2_3_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    ha_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.B, 1i))) + i32(threadIdx.x))] = fma(((hb_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.B, 1i))) + i32(threadIdx.x))] + p2_3_local[0i]) + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 12i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 7i)) + (max(podArgs.I, 1i) * 4i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]), (1.000000e+00f + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 13i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 7i)) + (max(podArgs.I, 1i) * 4i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]), weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 14i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 7i)) + (max(podArgs.I, 1i) * 4i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.I, 1i) * max(podArgs.B, 1i)))]);
  }
}


// Function: l3_mobilebert_ffn_stack_kernel_9
//----------------------------------------
// Function: l3_mobilebert_ffn_stack_kernel_9
//----------------------------------------
@group(0) @binding(0) var<storage, read> ha_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  I: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_mobilebert_ffn_stack_kernel_9(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var p_out_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.B, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        p_out_local[0i] = 0.000000e+00f;
      }
      p_out_local[0i] = fma(ha_ptr[((i32(blockIdx.y) * max(podArgs.B, 1i)) + ax0)], weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 15i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 8i)) + (max(podArgs.I, 1i) * 4i)) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i)))], p_out_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    y_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = fma(((x_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] + p_out_local[0i]) + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.B, 1i) * 15i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 8i)) + (max(podArgs.I, 1i) * 4i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.B, 1i) * max(podArgs.D, 1i)))]), (1.000000e+00f + weights_ptr[((((((((v__1 * 256i) + (max(podArgs.B, 1i) * 15i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 8i)) + (max(podArgs.I, 1i) * 4i)) + max(podArgs.D, 1i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.B, 1i) * max(podArgs.D, 1i)))]), weights_ptr[((((((((v__1 * 256i) + (max(podArgs.B, 1i) * 15i)) + ((max(podArgs.B, 1i) * max(podArgs.I, 1i)) * 8i)) + (max(podArgs.I, 1i) * 4i)) + (max(podArgs.D, 1i) * 2i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.B, 1i))) + (max(podArgs.B, 1i) * max(podArgs.D, 1i)))]);
  }
}


