// Function: l1_gemv_q4_0_kernel
//----------------------------------------
// Function: l1_gemv_q4_0_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> Wq_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> d_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  K: i32,
  M: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 256>;
@compute @workgroup_size(256, 1, 1)
fn l1_gemv_q4_0_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_y : array<f32, 1>;
  in_thread_y[0i] = 0.000000e+00f;
  for (var r_0 : i32 = 0i; r_0 < ((podArgs.K + 255i)>>8u); r_0++) {
    if (((r_0 * 256i) + i32(threadIdx.x)) < podArgs.K) {
      in_thread_y[0i] = fma(((f32(((Wq_ptr[((((r_0 * 32i) + ((i32(threadIdx.x)>>5u) * 4i)) + ((i32(threadIdx.x) & 15i)>>2u)) + (v__1 * (podArgs.K>>3u)))]>>u32((((i32(threadIdx.x) & 3i) * 8i) + (((i32(threadIdx.x) & 31i)>>4u) * 4i)))) & 15u)) - 8.000000e+00f) * d_ptr[(((r_0 * 8i) + (i32(threadIdx.x)>>5u)) + (v__1 * (podArgs.K>>5u)))]), x_ptr[((r_0 * 256i) + i32(threadIdx.x))], in_thread_y[0i]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_y[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 128i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 128i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 64i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 64i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 32i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    y_ptr[v__1] = red_buf0[0i];
  }
}


