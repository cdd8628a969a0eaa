// Function: l1_gemv_kernel
//----------------------------------------
// Function: l1_gemv_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> W_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  K: i32,
  M: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 256>;
@compute @workgroup_size(64, 4, 1)
fn l1_gemv_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_y : array<f32, 1>;
  in_thread_y[0i] = 0.000000e+00f;
  for (var k_0 : i32 = 0i; k_0 < ((podArgs.K + 63i)>>6u); k_0++) {
    if ((((v__1 * 4i) + i32(threadIdx.y)) < podArgs.M) && (((k_0 * 64i) + i32(threadIdx.x)) < podArgs.K)) {
      in_thread_y[0i] = fma(W_ptr[(((k_0 * 64i) + (((v__1 * 4i) + i32(threadIdx.y)) * podArgs.K)) + i32(threadIdx.x))], x_ptr[((k_0 * 64i) + i32(threadIdx.x))], in_thread_y[0i]);
    }
  }
  workgroupBarrier();
  red_buf0[((i32(threadIdx.y) * 64i) + i32(threadIdx.x))] = in_thread_y[0i];
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
  if ((((v__1 * 4i) + i32(threadIdx.y)) < podArgs.M) && (i32(threadIdx.x) == 0i)) {
    y_ptr[((v__1 * 4i) + i32(threadIdx.y))] = red_buf0[(i32(threadIdx.y) * 64i)];
  }
}


