// Function: l1_vector_add_kernel
//----------------------------------------
// Function: l1_vector_add_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> b_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> c_ptr : array<f32>;

struct PODArgs {
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_vector_add_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    c_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (a_ptr[((v__1 * 256i) + i32(threadIdx.x))] + b_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
  }
}


