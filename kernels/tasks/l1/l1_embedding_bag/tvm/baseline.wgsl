// Function: l1_embedding_bag_kernel
//----------------------------------------
// Function: l1_embedding_bag_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> indices_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> offsets_ptr : array<u32>;
@group(0) @binding(2) var<storage, read_write> out_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> table_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> weight_ptr : array<f32>;

struct PODArgs {
  B: i32,
  D: i32,
  MODE: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(32, 8, 1)
fn l1_embedding_bag_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if ((((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) < podArgs.B) && (((v__1 * 32i) + i32(threadIdx.x)) < podArgs.D)) {
    for (var i : i32 = 0i; i < ((i32(offsets_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]) + 1i) - i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])); i++) {
      if ((i + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) == i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) {
        out_ptr[(((v__1 * 32i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      var condval : f32;
      if (((i + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) < i32(offsets_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]))) {
        var condval_1 : f32;
        if ((podArgs.MODE == 0i)) {
          condval_1 = weight_ptr[(i + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))]))];
} else {
          condval_1 = (1.000000e+00f / f32((i32(offsets_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]) - i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))]))));
}
        condval = (condval_1 * table_ptr[(((v__1 * 32i) + (i32(indices_ptr[(i + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))]))]) * podArgs.D)) + i32(threadIdx.x))]);
} else {
        condval = 0.000000e+00f;
}
      out_ptr[(((v__1 * 32i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))] = (out_ptr[(((v__1 * 32i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))] + condval);
    }
  }
}


