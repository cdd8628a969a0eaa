// Function: l1_transpose_kernel
//----------------------------------------
// Function: l1_transpose_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> Y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  R: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(32, 8, 1)
fn l1_transpose_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if ((((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) < podArgs.C) && (((v__1 * 32i) + i32(threadIdx.x)) < podArgs.R)) {
    Y_ptr[(((v__1 * 32i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.R)) + i32(threadIdx.x))] = X_ptr[(((i32(blockIdx.y) * 8i) + (((v__1 * 32i) + i32(threadIdx.x)) * podArgs.C)) + i32(threadIdx.y))];
  }
}


