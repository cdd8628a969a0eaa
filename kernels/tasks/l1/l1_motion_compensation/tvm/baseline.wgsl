// Function: l1_motion_compensation_kernel
//----------------------------------------
// Function: l1_motion_compensation_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> MV_ptr : array<i32>;
@group(0) @binding(1) var<storage, read_write> Pred_ptr : array<u32>;
@group(0) @binding(2) var<storage, read> Ref_ptr : array<u32>;

struct PODArgs {
  B: i32,
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_motion_compensation_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.W) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    Pred_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] = u32((((((4i - (MV_ptr[(((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i)) + 1i)] & 3i)) * (((4i - (MV_ptr[((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i))] & 3i)) * i32(Ref_ptr[(max(min((((v__1 * 256i) + i32(threadIdx.x)) + (MV_ptr[((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i))]>>2u)), (podArgs.W - 1i)), 0i) + (max(min((i32(blockIdx.y) + (MV_ptr[(((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i)) + 1i)]>>2u)), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i)))])) + ((MV_ptr[((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i))] & 3i) * i32(Ref_ptr[(max(min(((((v__1 * 256i) + i32(threadIdx.x)) + (MV_ptr[((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i))]>>2u)) + 1i), (podArgs.W - 1i)), 0i) + (max(min((i32(blockIdx.y) + (MV_ptr[(((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i)) + 1i)]>>2u)), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i)))])))) + ((MV_ptr[(((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i)) + 1i)] & 3i) * (((4i - (MV_ptr[((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i))] & 3i)) * i32(Ref_ptr[(max(min((((v__1 * 256i) + i32(threadIdx.x)) + (MV_ptr[((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i))]>>2u)), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + (MV_ptr[(((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i)) + 1i)]>>2u)) + 1i), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i)))])) + ((MV_ptr[((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i))] & 3i) * i32(Ref_ptr[(max(min(((((v__1 * 256i) + i32(threadIdx.x)) + (MV_ptr[((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i))]>>2u)) + 1i), (podArgs.W - 1i)), 0i) + (max(min(((i32(blockIdx.y) + (MV_ptr[(((((i32(blockIdx.y) / max(podArgs.B, 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 2i) + ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.B, 1i)) * 2i)) + 1i)]>>2u)) + 1i), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i)))]))))) + 8i)>>4u));
  }
}


