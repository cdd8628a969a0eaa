// Function: l2_depth_normals_kernel
//----------------------------------------
// Function: l2_depth_normals_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> depth_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> points_ptr : array<f32>;

struct PODArgs {
  H: i32,
  W: i32,
  cx: f32,
  cy: f32,
  fx: f32,
  fy: f32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_depth_normals_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * 3i)) {
    var condval : f32;
    if (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) == 0i)) {
      condval = ((depth_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))] * ((f32((((v__1 * 256i) + i32(threadIdx.x)) / 3i)) + 5.000000e-01f) - podArgs.cx)) / podArgs.fx);
} else {
      var condval_1 : f32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) == 1i)) {
        condval_1 = ((depth_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))] * ((f32(i32(blockIdx.y)) + 5.000000e-01f) - podArgs.cy)) / podArgs.fy);
} else {
        condval_1 = depth_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))];
}
      condval = condval_1;
}
    points_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + i32(threadIdx.x))] = condval;
  }
}


// Function: l2_depth_normals_kernel_1
//----------------------------------------
// Function: l2_depth_normals_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> depth_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> n_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> points_ptr : array<f32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_depth_normals_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * 3i)) {
    var condval : f32;
    if ((((((((((2i < ((v__1 * 256i) + i32(threadIdx.x))) && (0i < i32(blockIdx.y))) && (((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i) < podArgs.W)) && ((i32(blockIdx.y) + 1i) < podArgs.H)) && (depth_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))] != 0.000000e+00f)) && (depth_ptr[(min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), max((podArgs.W - 1i), 0i)) + (i32(blockIdx.y) * max(podArgs.W, 1i)))] != 0.000000e+00f)) && (depth_ptr[(max(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) - 1i), 0i) + (i32(blockIdx.y) * max(podArgs.W, 1i)))] != 0.000000e+00f)) && (depth_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (min((i32(blockIdx.y) + 1i), max((podArgs.H - 1i), 0i)) * max(podArgs.W, 1i)))] != 0.000000e+00f)) && (depth_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + (max((i32(blockIdx.y) - 1i), 0i) * max(podArgs.W, 1i)))] != 0.000000e+00f))) {
      condval = (((points_ptr[(((min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), max((podArgs.W - 1i), 0i)) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) + 1i) % 3i))] - points_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) + 1i) % 3i)) - 3i)]) * (points_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((min((i32(blockIdx.y) + 1i), max((podArgs.H - 1i), 0i)) * max(podArgs.W, 1i)) * 3i)) + (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) + 2i) % 3i))] - points_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + (((i32(blockIdx.y) - 1i) * max(podArgs.W, 1i)) * 3i)) + (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) + 2i) % 3i))])) - ((points_ptr[(((min(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) + 1i), max((podArgs.W - 1i), 0i)) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) + 2i) % 3i))] - points_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) + 2i) % 3i)) - 3i)]) * (points_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((min((i32(blockIdx.y) + 1i), max((podArgs.H - 1i), 0i)) * max(podArgs.W, 1i)) * 3i)) + (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) + 1i) % 3i))] - points_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + (((i32(blockIdx.y) - 1i) * max(podArgs.W, 1i)) * 3i)) + (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) + 1i) % 3i))])));
} else {
      condval = 0.000000e+00f;
}
    n_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + i32(threadIdx.x))] = condval;
  }
}


// Function: l2_depth_normals_kernel_2
//----------------------------------------
// Function: l2_depth_normals_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> n_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> normals_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> points_ptr : array<f32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_depth_normals_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * 3i)) {
    var condval : f32;
    if ((0.000000e+00f < fma(n_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + 2i)], points_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + 2i)], fma(n_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + 1i)], points_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + 1i)], (n_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i))] * points_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i))]))))) {
      condval = (n_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + i32(threadIdx.x))] * -1.000000e+00f);
} else {
      condval = n_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + i32(threadIdx.x))];
}
    normals_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + i32(threadIdx.x))] = (condval / max(sqrt(fma(n_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + 2i)], n_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + 2i)], fma(n_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + 1i)], n_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + 1i)], (n_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i))] * n_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / 3i) * 3i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i))])))), 1.000000e-30f));
  }
}


