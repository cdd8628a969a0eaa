// Function: l2_squeeze_excite_kernel
//----------------------------------------
// Function: l2_squeeze_excite_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> pooled_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  C: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_squeeze_excite_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var psum_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.H, 1i); ax0++) {
    for (var ax1 : i32 = 0i; ax1 < max(podArgs.W, 1i); ax1++) {
      if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.N) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          psum_local[0i] = 0.000000e+00f;
        }
        psum_local[0i] = (psum_local[0i] + x_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) * max(podArgs.H, 1i)) + ax0) * max(podArgs.W, 1i)) + ax1) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]);
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.N, 1i) * max(podArgs.C, 1i))) {
    pooled_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (psum_local[0i] / f32((max(podArgs.H, 1i) * max(podArgs.W, 1i))));
  }
}


// Function: l2_squeeze_excite_kernel_1
//----------------------------------------
// Function: l2_squeeze_excite_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> fc1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> hidden_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> pooled_ptr : array<f32>;

struct PODArgs {
  C: i32,
  Cr: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_squeeze_excite_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var hsum_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.Cr, 1i)) < podArgs.N) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.Cr, 1i)) == 0i)) {
      if (ax0 == 0i) {
        hsum_local[0i] = 0.000000e+00f;
      }
      hsum_local[0i] = fma(pooled_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.Cr, 1i)) * max(podArgs.C, 1i)) + ax0)], fc1_ptr[((ax0 * max(podArgs.Cr, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.Cr, 1i)))], hsum_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.N, 1i) * max(podArgs.Cr, 1i))) {
    hidden_ptr[((v__1 * 256i) + i32(threadIdx.x))] = max((hsum_local[0i] + fc1_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.Cr, 1i)) + (max(podArgs.C, 1i) * max(podArgs.Cr, 1i)))]), 0.000000e+00f);
  }
}


// Function: l2_squeeze_excite_kernel_2
//----------------------------------------
// Function: l2_squeeze_excite_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> fc2_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> gate_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> hidden_ptr : array<f32>;

struct PODArgs {
  C: i32,
  Cr: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_squeeze_excite_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var vsum_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.Cr, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.N) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
      if (ax0 == 0i) {
        vsum_local[0i] = 0.000000e+00f;
      }
      vsum_local[0i] = fma(hidden_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) * max(podArgs.Cr, 1i)) + ax0)], fc2_ptr[((ax0 * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], vsum_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.N, 1i) * max(podArgs.C, 1i))) {
    gate_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (min(max(((vsum_local[0i] + fc2_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)) + (max(podArgs.Cr, 1i) * max(podArgs.C, 1i)))]) + 3.000000e+00f), 0.000000e+00f), 6.000000e+00f) / 6.000000e+00f);
  }
}


// Function: l2_squeeze_excite_kernel_3
//----------------------------------------
// Function: l2_squeeze_excite_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> gate_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_squeeze_excite_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.N, 1i) * max(podArgs.H, 1i)) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) {
    y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (x_ptr[((v__1 * 256i) + i32(threadIdx.x))] * gate_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))]);
  }
}


