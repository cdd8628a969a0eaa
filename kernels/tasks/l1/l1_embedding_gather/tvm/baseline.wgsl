// Function: l1_embedding_gather_kernel
//----------------------------------------
// Function: l1_embedding_gather_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> ids_ptr : array<u32>;
@group(0) @binding(1) var<storage, read_write> out_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> table_ptr : array<f32>;

struct PODArgs {
  D: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_embedding_gather_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.T * podArgs.D)) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.D);
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.D);
    let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.D);
    out_ptr[((v__1 * 256i) + i32(threadIdx.x))] = table_ptr[((i32(ids_ptr[select((rdiv - 1i), rdiv, (((podArgs.D >= 0i) && (rmod >= 0i)) || ((podArgs.D < 0i) && (rmod <= 0i))))]) * podArgs.D) + select((rmod_1 + podArgs.D), rmod_1, (((podArgs.D >= 0i) && (rmod_1 >= 0i)) || ((podArgs.D < 0i) && (rmod_1 <= 0i)))))];
  }
}


