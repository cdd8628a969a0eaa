// Function: l1_argmax_kernel
//----------------------------------------
// Function: l1_argmax_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> arg_v0_ptr : array<i32>;
@group(0) @binding(2) var<storage, read_write> arg_v1_ptr : array<f32>;

struct PODArgs {
  C: i32,
  R: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<i32, 256>;
var<workgroup> red_buf1 : array<f32, 256>;
@compute @workgroup_size(256, 1, 1)
fn l1_argmax_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_arg_v0 : array<i32, 1>;
  var in_thread_arg_v1 : array<f32, 1>;
  in_thread_arg_v0[0i] = -1i;
  in_thread_arg_v1[0i] = -3.402823e+38f;
  for (var k_0 : i32 = 0i; k_0 < ((podArgs.C + 255i)>>8u); k_0++) {
    if (((k_0 * 256i) + i32(threadIdx.x)) < podArgs.C) {
            var condval : i32;
      if (((X_ptr[(((k_0 * 256i) + (v__1 * podArgs.C)) + i32(threadIdx.x))] < in_thread_arg_v1[0i]) || ((in_thread_arg_v1[0i] == X_ptr[(((k_0 * 256i) + (v__1 * podArgs.C)) + i32(threadIdx.x))]) && (in_thread_arg_v0[0i] < ((k_0 * 256i) + i32(threadIdx.x)))))) {
        condval = in_thread_arg_v0[0i];
} else {
        condval = ((k_0 * 256i) + i32(threadIdx.x));
}
let v_arg_v0 : i32 = condval;
            var condval_1 : f32;
      if ((X_ptr[(((k_0 * 256i) + (v__1 * podArgs.C)) + i32(threadIdx.x))] < in_thread_arg_v1[0i])) {
        condval_1 = in_thread_arg_v1[0i];
} else {
        condval_1 = X_ptr[(((k_0 * 256i) + (v__1 * podArgs.C)) + i32(threadIdx.x))];
}
let v_arg_v1 : f32 = condval_1;
      in_thread_arg_v0[0i] = v_arg_v0;
      in_thread_arg_v1[0i] = v_arg_v1;
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_arg_v0[0i];
  red_buf1[i32(threadIdx.x)] = in_thread_arg_v1[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 128i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 128i)], red_buf0[i32(threadIdx.x)], ((red_buf1[(i32(threadIdx.x) + 128i)] < red_buf1[i32(threadIdx.x)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 128i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 128i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 128i)], red_buf1[i32(threadIdx.x)], (red_buf1[(i32(threadIdx.x) + 128i)] < red_buf1[i32(threadIdx.x)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 64i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 64i)], red_buf0[i32(threadIdx.x)], ((red_buf1[(i32(threadIdx.x) + 64i)] < red_buf1[i32(threadIdx.x)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 64i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 64i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 64i)], red_buf1[i32(threadIdx.x)], (red_buf1[(i32(threadIdx.x) + 64i)] < red_buf1[i32(threadIdx.x)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 32i)], red_buf0[i32(threadIdx.x)], ((red_buf1[(i32(threadIdx.x) + 32i)] < red_buf1[i32(threadIdx.x)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 32i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 32i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 32i)], red_buf1[i32(threadIdx.x)], (red_buf1[(i32(threadIdx.x) + 32i)] < red_buf1[i32(threadIdx.x)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 16i)], red_buf0[i32(threadIdx.x)], ((red_buf1[(i32(threadIdx.x) + 16i)] < red_buf1[i32(threadIdx.x)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 16i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 16i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 16i)], red_buf1[i32(threadIdx.x)], (red_buf1[(i32(threadIdx.x) + 16i)] < red_buf1[i32(threadIdx.x)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 8i)], red_buf0[i32(threadIdx.x)], ((red_buf1[(i32(threadIdx.x) + 8i)] < red_buf1[i32(threadIdx.x)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 8i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 8i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 8i)], red_buf1[i32(threadIdx.x)], (red_buf1[(i32(threadIdx.x) + 8i)] < red_buf1[i32(threadIdx.x)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 4i)], red_buf0[i32(threadIdx.x)], ((red_buf1[(i32(threadIdx.x) + 4i)] < red_buf1[i32(threadIdx.x)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 4i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 4i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 4i)], red_buf1[i32(threadIdx.x)], (red_buf1[(i32(threadIdx.x) + 4i)] < red_buf1[i32(threadIdx.x)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 2i)], red_buf0[i32(threadIdx.x)], ((red_buf1[(i32(threadIdx.x) + 2i)] < red_buf1[i32(threadIdx.x)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 2i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 2i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 2i)], red_buf1[i32(threadIdx.x)], (red_buf1[(i32(threadIdx.x) + 2i)] < red_buf1[i32(threadIdx.x)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[i32(threadIdx.x)] = select(red_buf0[(i32(threadIdx.x) + 1i)], red_buf0[i32(threadIdx.x)], ((red_buf1[(i32(threadIdx.x) + 1i)] < red_buf1[i32(threadIdx.x)]) || ((red_buf1[i32(threadIdx.x)] == red_buf1[(i32(threadIdx.x) + 1i)]) && (red_buf0[i32(threadIdx.x)] < red_buf0[(i32(threadIdx.x) + 1i)]))));
    red_buf1[i32(threadIdx.x)] = select(red_buf1[(i32(threadIdx.x) + 1i)], red_buf1[i32(threadIdx.x)], (red_buf1[(i32(threadIdx.x) + 1i)] < red_buf1[i32(threadIdx.x)]));
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    arg_v0_ptr[v__1] = red_buf0[0i];
    arg_v1_ptr[v__1] = red_buf1[0i];
  }
}


// Function: l1_argmax_kernel_1
//----------------------------------------
// Function: l1_argmax_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read_write> idx_ptr : array<u32>;

struct PODArgs {
  R: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_argmax_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
    idx_ptr[((v__1 * 256i) + i32(threadIdx.x))] = u32(arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
  }
}


