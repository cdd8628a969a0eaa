// Function: l1_global_avgpool_kernel
//----------------------------------------
// Function: l1_global_avgpool_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> Y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 256>;
@compute @workgroup_size(64, 4, 1)
fn l1_global_avgpool_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_Y : array<f32, 1>;
  in_thread_Y[0i] = 0.000000e+00f;
  for (var kh_kw_fused_0 : i32 = 0i; kh_kw_fused_0 < (((podArgs.H * podArgs.W) + 63i)>>6u); kh_kw_fused_0++) {
    if ((((v__1 * 4i) + i32(threadIdx.y)) < (podArgs.N * podArgs.C)) && (((kh_kw_fused_0 * 64i) + i32(threadIdx.x)) < (podArgs.H * podArgs.W))) {
      let rmod : i32 = (((v__1 * 4i) + i32(threadIdx.y)) % podArgs.C);
      let rdiv : i32 = (((v__1 * 4i) + i32(threadIdx.y)) / podArgs.C);
      let rmod_1 : i32 = (((v__1 * 4i) + i32(threadIdx.y)) % podArgs.C);
      in_thread_Y[0i] = fma(X_ptr[(((((kh_kw_fused_0 * 64i) + ((select((rdiv - 1i), rdiv, (((podArgs.C >= 0i) && (rmod >= 0i)) || ((podArgs.C < 0i) && (rmod <= 0i)))) * podArgs.H) * podArgs.W)) + i32(threadIdx.x)) * podArgs.C) + select((rmod_1 + podArgs.C), rmod_1, (((podArgs.C >= 0i) && (rmod_1 >= 0i)) || ((podArgs.C < 0i) && (rmod_1 <= 0i)))))], (1.000000e+00f / f32((podArgs.H * podArgs.W))), in_thread_Y[0i]);
    }
  }
  workgroupBarrier();
  red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] = in_thread_Y[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] = (red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] + red_buf0[(((i32(threadIdx.y) * 64i) + i32(threadIdx.x)) + 32i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] = (red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] + red_buf0[(((i32(threadIdx.y) * 64i) + i32(threadIdx.x)) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] = (red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] + red_buf0[(((i32(threadIdx.y) * 64i) + i32(threadIdx.x)) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] = (red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] + red_buf0[(((i32(threadIdx.y) * 64i) + i32(threadIdx.x)) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] = (red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] + red_buf0[(((i32(threadIdx.y) * 64i) + i32(threadIdx.x)) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] = (red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] + red_buf0[(((i32(threadIdx.y) * 64i) + i32(threadIdx.x)) + 1i)]);
  }
  workgroupBarrier();
  if ((((v__1 * 4i) + i32(threadIdx.y)) < (podArgs.N * podArgs.C)) && (i32(threadIdx.x) == 0i)) {
    Y_ptr[((v__1 * 4i) + i32(threadIdx.y))] = red_buf0[(i32(threadIdx.y) * 64i)];
  }
}


