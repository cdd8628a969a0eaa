// Function: l1_layernorm_f16_kernel
//----------------------------------------
// Function: l1_layernorm_f16_kernel
//----------------------------------------
enable f16;

@group(0) @binding(0) var<storage, read> X_ptr : array<f16>;
@group(0) @binding(1) var<storage, read_write> Y_ptr : array<f16>;
@group(0) @binding(2) var<storage, read> beta_ptr : array<f16>;
@group(0) @binding(3) var<storage, read> gamma_ptr : array<f16>;

struct PODArgs {
  C: i32,
  R: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 256>;
var<workgroup> row_sum_shared : array<f32, 1>;
var<workgroup> red_buf0_1 : array<f32, 256>;
var<workgroup> row_sq_shared : array<f32, 1>;
@compute @workgroup_size(256, 1, 1)
fn l1_layernorm_f16_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_row_sum_shared : array<f32, 1>;
  var in_thread_row_sq_shared : array<f32, 1>;
  in_thread_row_sum_shared[0i] = 0.000000e+00f;
  for (var ax0_0 : i32 = 0i; ax0_0 < ((podArgs.C + 255i)>>8u); ax0_0++) {
    if (((ax0_0 * 256i) + i32(threadIdx.x)) < podArgs.C) {
      in_thread_row_sum_shared[0i] = (in_thread_row_sum_shared[0i] + f32(X_ptr[(((ax0_0 * 256i) + (v__1 * podArgs.C)) + i32(threadIdx.x))]));
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_row_sum_shared[0i];
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
    row_sum_shared[0i] = red_buf0[0i];
  }
  in_thread_row_sq_shared[0i] = 0.000000e+00f;
  workgroupBarrier();
  for (var ax0_0_1 : i32 = 0i; ax0_0_1 < ((podArgs.C + 255i)>>8u); ax0_0_1++) {
    if (((ax0_0_1 * 256i) + i32(threadIdx.x)) < podArgs.C) {
      in_thread_row_sq_shared[0i] = fma((f32(X_ptr[(((ax0_0_1 * 256i) + (v__1 * podArgs.C)) + i32(threadIdx.x))]) - (row_sum_shared[0i] / f32(podArgs.C))), (f32(X_ptr[(((ax0_0_1 * 256i) + (v__1 * podArgs.C)) + i32(threadIdx.x))]) - (row_sum_shared[0i] / f32(podArgs.C))), in_thread_row_sq_shared[0i]);
    }
  }
  workgroupBarrier();
  red_buf0_1[i32(threadIdx.x)] = in_thread_row_sq_shared[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 128i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 128i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 64i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 64i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 32i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0_1[i32(threadIdx.x)] = (red_buf0_1[i32(threadIdx.x)] + red_buf0_1[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    row_sq_shared[0i] = red_buf0_1[0i];
  }
  workgroupBarrier();
  for (var j_0 : i32 = 0i; j_0 < ((podArgs.C + 255i)>>8u); j_0++) {
    if (((j_0 * 256i) + i32(threadIdx.x)) < podArgs.C) {
      Y_ptr[(((j_0 * 256i) + (v__1 * podArgs.C)) + i32(threadIdx.x))] = f16(fma(((f32(X_ptr[(((j_0 * 256i) + (v__1 * podArgs.C)) + i32(threadIdx.x))]) - (row_sum_shared[0i] / f32(podArgs.C))) / sqrt(((row_sq_shared[0i] / f32(podArgs.C)) + podArgs.eps))), f32(gamma_ptr[((j_0 * 256i) + i32(threadIdx.x))]), f32(beta_ptr[((j_0 * 256i) + i32(threadIdx.x))])));
    }
  }
}


