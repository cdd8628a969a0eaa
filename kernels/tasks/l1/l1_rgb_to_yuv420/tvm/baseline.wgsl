// Function: l1_rgb_to_yuv420_kernel
//----------------------------------------
// Function: l1_rgb_to_yuv420_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> RGB_ptr : array<u32>;
@group(0) @binding(1) var<storage, read_write> means_ptr : array<i32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_rgb_to_yuv420_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((((max(podArgs.H, 1i) + 1i)>>1u) * ((max(podArgs.W, 1i) + 1i)>>1u)) * 3i)) {
    means_ptr[((v__1 * 256i) + i32(threadIdx.x))] = ((((i32(((RGB_ptr[((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 3i) + (((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) * max(podArgs.W, 1i)) * 3i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % 3i)>>1u))>>1u)]>>u32((((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 6i) + (((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) * max(podArgs.W, 1i)) * 6i)) + (((v__1 * 256i) + i32(threadIdx.x)) % 3i)) & 3i) * 8i))) & 255u)) + (i32((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 2i) + 1i) < podArgs.W)) * i32(((RGB_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) * max(podArgs.W, 1i)) * 3i) + (((min(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 2i) + 1i), max((podArgs.W - 1i), 0i)) * 3i) + (((v__1 * 256i) + i32(threadIdx.x)) % 3i))>>1u))>>1u)]>>u32((((((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) * max(podArgs.W, 1i)) * 6i) + (min(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 2i) + 1i), max((podArgs.W - 1i), 0i)) * 3i)) + (((v__1 * 256i) + i32(threadIdx.x)) % 3i)) & 3i) * 8i))) & 255u)))) + (i32(((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) * 2i) + 1i) < podArgs.H)) * (i32(((RGB_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 3i) + ((((min((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) * 2i) + 1i), max((podArgs.H - 1i), 0i)) * max(podArgs.W, 1i)) * 3i) + (((v__1 * 256i) + i32(threadIdx.x)) % 3i))>>1u))>>1u)]>>u32((((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 6i) + ((min((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) * 2i) + 1i), max((podArgs.H - 1i), 0i)) * max(podArgs.W, 1i)) * 3i)) + (((v__1 * 256i) + i32(threadIdx.x)) % 3i)) & 3i) * 8i))) & 255u)) + (i32((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 2i) + 1i) < podArgs.W)) * i32(((RGB_ptr[((((min(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 2i) + 1i), max((podArgs.W - 1i), 0i)) * 3i) + ((min((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) * 2i) + 1i), max((podArgs.H - 1i), 0i)) * max(podArgs.W, 1i)) * 3i)) + (((v__1 * 256i) + i32(threadIdx.x)) % 3i))>>2u)]>>u32((((((min(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 2i) + 1i), max((podArgs.W - 1i), 0i)) * 3i) + ((min((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) * 2i) + 1i), max((podArgs.H - 1i), 0i)) * max(podArgs.W, 1i)) * 3i)) + (((v__1 * 256i) + i32(threadIdx.x)) % 3i)) & 3i) * 8i))) & 255u)))))) + ((1i<<u32((i32(((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) * 2i) + 1i) < podArgs.H)) + i32((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 2i) + 1i) < podArgs.W)))))>>1u))>>u32((i32(((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) * 2i) + 1i) < podArgs.H)) + i32((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 1i)>>1u) * 3i)) / 3i) * 2i) + 1i) < podArgs.W)))));
  }
}


// Function: l1_rgb_to_yuv420_kernel_1
//----------------------------------------
// Function: l1_rgb_to_yuv420_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> RGB_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> means_ptr : array<i32>;
@group(0) @binding(2) var<storage, read_write> stream_ptr : array<u32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_rgb_to_yuv420_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + (max(podArgs.W, 1i) * max(podArgs.H, 1i)))) {
    var condval : i32;
    if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * max(podArgs.H, 1i)))) {
      condval = (((((i32(((RGB_ptr[((v__1 * 192i) + (((i32(threadIdx.x) * 3i) + 1i)>>2u))]>>u32(((((i32(threadIdx.x) * 3i) + 1i) & 3i) * 8i))) & 255u)) * 129i) + (i32(((RGB_ptr[((v__1 * 192i) + ((i32(threadIdx.x) * 3i)>>2u))]>>u32((((i32(threadIdx.x) * 3i) & 3i) * 8i))) & 255u)) * 66i)) + (i32(((RGB_ptr[((v__1 * 192i) + (((i32(threadIdx.x) * 3i) + 2i)>>2u))]>>u32(((((i32(threadIdx.x) * 3i) + 2i) & 3i) * 8i))) & 255u)) * 25i)) + 4224i)>>8u);
} else {
      condval = (((((select(-38i, 112i, (((max(podArgs.W, 1i) * max(podArgs.H, 1i)) + (((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u))) <= ((v__1 * 256i) + i32(threadIdx.x)))) * means_ptr[(max(((((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.W, 1i) * max(podArgs.H, 1i))) - select(0i, (((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)), (((max(podArgs.W, 1i) * max(podArgs.H, 1i)) + (((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u))) <= ((v__1 * 256i) + i32(threadIdx.x))))), 0i) * 3i)]) + (select(-74i, -94i, (((max(podArgs.W, 1i) * max(podArgs.H, 1i)) + (((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u))) <= ((v__1 * 256i) + i32(threadIdx.x)))) * means_ptr[((max(((((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.W, 1i) * max(podArgs.H, 1i))) - select(0i, (((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)), (((max(podArgs.W, 1i) * max(podArgs.H, 1i)) + (((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u))) <= ((v__1 * 256i) + i32(threadIdx.x))))), 0i) * 3i) + 1i)])) + (select(112i, -18i, (((max(podArgs.W, 1i) * max(podArgs.H, 1i)) + (((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u))) <= ((v__1 * 256i) + i32(threadIdx.x)))) * means_ptr[((max(((((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.W, 1i) * max(podArgs.H, 1i))) - select(0i, (((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)), (((max(podArgs.W, 1i) * max(podArgs.H, 1i)) + (((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u))) <= ((v__1 * 256i) + i32(threadIdx.x))))), 0i) * 3i) + 2i)])) + 32896i)>>8u);
}
    stream_ptr[((v__1 * 256i) + i32(threadIdx.x))] = u32(condval);
  }
}


// Function: l1_rgb_to_yuv420_kernel_2
//----------------------------------------
// Function: l1_rgb_to_yuv420_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> I420_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> stream_ptr : array<u32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_rgb_to_yuv420_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((((max(podArgs.W, 1i) * max(podArgs.H, 1i)) + 3i)>>1u) + (((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)))>>1u)) {
    var condval : u32;
    if ((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) < (((((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + (max(podArgs.W, 1i) * max(podArgs.H, 1i))))) {
      condval = stream_ptr[min(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)), ((((((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + (max(podArgs.W, 1i) * max(podArgs.H, 1i))) - 1i))];
} else {
      condval = 0u;
}
    var condval_1 : u32;
    if (((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i) < (((((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + (max(podArgs.W, 1i) * max(podArgs.H, 1i))))) {
      condval_1 = stream_ptr[min((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i), ((((((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + (max(podArgs.W, 1i) * max(podArgs.H, 1i))) - 1i))];
} else {
      condval_1 = 0u;
}
    var condval_2 : u32;
    if (((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i) < (((((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + (max(podArgs.W, 1i) * max(podArgs.H, 1i))))) {
      condval_2 = stream_ptr[min((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i), ((((((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + (max(podArgs.W, 1i) * max(podArgs.H, 1i))) - 1i))];
} else {
      condval_2 = 0u;
}
    var condval_3 : u32;
    if (((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i) < (((((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + (max(podArgs.W, 1i) * max(podArgs.H, 1i))))) {
      condval_3 = stream_ptr[min((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i), ((((((max(podArgs.W, 1i) + 1i)>>1u) * ((max(podArgs.H, 1i) + 1i)>>1u)) * 2i) + (max(podArgs.W, 1i) * max(podArgs.H, 1i))) - 1i))];
} else {
      condval_3 = 0u;
}
    I420_ptr[((v__1 * 256i) + i32(threadIdx.x))] = ((((0u | (condval<<0u)) | (condval_1<<8u)) | (condval_2<<16u)) | (condval_3<<24u));
  }
}


