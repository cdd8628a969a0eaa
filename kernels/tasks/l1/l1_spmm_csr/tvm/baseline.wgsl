// Function: l1_spmm_csr_kernel
//----------------------------------------
// Function: l1_spmm_csr_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> B_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> C_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> col_idx_ptr : array<u32>;
@group(0) @binding(3) var<storage, read> row_ptr_ptr : array<u32>;
@group(0) @binding(4) var<storage, read> values_ptr : array<f32>;

struct PODArgs {
  M: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(32, 8, 1)
fn l1_spmm_csr_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if ((((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) < podArgs.M) && (((v__1 * 32i) + i32(threadIdx.x)) < podArgs.N)) {
    for (var j : i32 = 0i; j < ((i32(row_ptr_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]) + 1i) - i32(row_ptr_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])); j++) {
      if ((j + i32(row_ptr_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) == i32(row_ptr_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) {
        C_ptr[(((v__1 * 32i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.N)) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      var condval : f32;
      if (((j + i32(row_ptr_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) < i32(row_ptr_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]))) {
        condval = (values_ptr[(j + i32(row_ptr_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))]))] * B_ptr[(((v__1 * 32i) + (i32(col_idx_ptr[(j + i32(row_ptr_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))]))]) * podArgs.N)) + i32(threadIdx.x))]);
} else {
        condval = 0.000000e+00f;
}
      C_ptr[(((v__1 * 32i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.N)) + i32(threadIdx.x))] = (C_ptr[(((v__1 * 32i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.N)) + i32(threadIdx.x))] + condval);
    }
  }
}


