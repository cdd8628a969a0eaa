// Function: l2_ctc_greedy_decode_kernel
//----------------------------------------
// Function: l2_ctc_greedy_decode_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read_write> arg_v1_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> logits_ptr : array<f32>;

struct PODArgs {
  B: i32,
  T: i32,
  V: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<i32, 256>;
var<workgroup> red_buf1 : array<f32, 256>;
@compute @workgroup_size(256, 1, 1)
fn l2_ctc_greedy_decode_kernel(
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
  for (var k_0 : i32 = 0i; k_0 < ((podArgs.V + 255i)>>8u); k_0++) {
    if (((k_0 * 256i) + i32(threadIdx.x)) < podArgs.V) {
            var condval : i32;
      if (((logits_ptr[(((k_0 * 256i) + (v__1 * podArgs.V)) + i32(threadIdx.x))] < in_thread_arg_v1[0i]) || ((in_thread_arg_v1[0i] == logits_ptr[(((k_0 * 256i) + (v__1 * podArgs.V)) + i32(threadIdx.x))]) && (in_thread_arg_v0[0i] < ((k_0 * 256i) + i32(threadIdx.x)))))) {
        condval = in_thread_arg_v0[0i];
} else {
        condval = ((k_0 * 256i) + i32(threadIdx.x));
}
let v_arg_v0 : i32 = condval;
            var condval_1 : f32;
      if ((logits_ptr[(((k_0 * 256i) + (v__1 * podArgs.V)) + i32(threadIdx.x))] < in_thread_arg_v1[0i])) {
        condval_1 = in_thread_arg_v1[0i];
} else {
        condval_1 = logits_ptr[(((k_0 * 256i) + (v__1 * podArgs.V)) + i32(threadIdx.x))];
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


// Function: l2_ctc_greedy_decode_kernel_1
//----------------------------------------
// Function: l2_ctc_greedy_decode_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> frames_ptr : array<u32>;
@group(0) @binding(2) var<storage, read_write> work_ptr : array<f32>;

struct PODArgs {
  B: i32,
  BLANK_LAST: i32,
  T: i32,
  V: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_ctc_greedy_decode_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var j1 : i32 = 0i; j1 < podArgs.T; j1++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.B * podArgs.T)) {
      if (j1 == 0i) {
        work_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      var condval : f32;
      if ((j1 < (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.T))) {
        var condval_1 : i32;
        if ((((((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + j1) % podArgs.T) < i32(frames_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) + (j1 / podArgs.T))])) && (arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + j1)] != (podArgs.BLANK_LAST * (podArgs.V - 1i)))) && ((((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + j1) % podArgs.T) == 0i) || (arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + j1)] != arg_v0_ptr[max(((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + j1) - 1i), 0i)])))) {
          condval_1 = 1i;
} else {
          condval_1 = 0i;
}
        condval = f32(condval_1);
} else {
        condval = 0.000000e+00f;
}
      work_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (work_ptr[((v__1 * 256i) + i32(threadIdx.x))] + condval);
    }
  }
}


// Function: l2_ctc_greedy_decode_kernel_2
//----------------------------------------
// Function: l2_ctc_greedy_decode_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> frames_ptr : array<u32>;
@group(0) @binding(2) var<storage, read_write> tokens_ptr : array<u32>;
@group(0) @binding(3) var<storage, read> work_ptr : array<f32>;

struct PODArgs {
  B: i32,
  BLANK_LAST: i32,
  T: i32,
  V: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_ctc_greedy_decode_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var tok_local : array<i32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.T; ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) < podArgs.B) {
      if (ax0 == 0i) {
        tok_local[0i] = 0i;
      }
      var condval_1 : i32;
      if ((((((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + ax0) % podArgs.T) < i32(frames_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) + (ax0 / podArgs.T))])) && (arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + ax0)] != (podArgs.BLANK_LAST * (podArgs.V - 1i)))) && ((((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + ax0) % podArgs.T) == 0i) || (arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + ax0)] != arg_v0_ptr[max(((((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + ax0) - 1i), 0i)])))) {
        condval_1 = 1i;
} else {
        condval_1 = 0i;
}
      var condval : i32;
      if (((condval_1 == 1i) && (work_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + ax0)] == f32((((v__1 * 256i) + i32(threadIdx.x)) % podArgs.T))))) {
        condval = (arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / podArgs.T) * podArgs.T) + ax0)] + 1i);
} else {
        condval = 0i;
}
      tok_local[0i] = (tok_local[0i] + condval);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.B * podArgs.T)) {
    var condval_2 : u32;
    if ((0i < tok_local[0i])) {
      condval_2 = u32((tok_local[0i] - 1i));
} else {
      condval_2 = 4294967295u;
}
    tokens_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval_2;
  }
}


// Function: l2_ctc_greedy_decode_kernel_3
//----------------------------------------
// Function: l2_ctc_greedy_decode_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> frames_ptr : array<u32>;
@group(0) @binding(2) var<storage, read_write> lengths_ptr : array<u32>;

struct PODArgs {
  B: i32,
  BLANK_LAST: i32,
  T: i32,
  V: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_ctc_greedy_decode_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var j2 : i32 = 0i; j2 < podArgs.T; j2++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) {
      if (j2 == 0i) {
        lengths_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 0u;
      }
      var condval : i32;
      if (((((((((v__1 * 256i) + i32(threadIdx.x)) * podArgs.T) + j2) % podArgs.T) < i32(frames_ptr[((v__1 * 256i) + i32(threadIdx.x))])) && (arg_v0_ptr[((((v__1 * 256i) + i32(threadIdx.x)) * podArgs.T) + j2)] != (podArgs.BLANK_LAST * (podArgs.V - 1i)))) && (((((((v__1 * 256i) + i32(threadIdx.x)) * podArgs.T) + j2) % podArgs.T) == 0i) || (arg_v0_ptr[((((v__1 * 256i) + i32(threadIdx.x)) * podArgs.T) + j2)] != arg_v0_ptr[max((((((v__1 * 256i) + i32(threadIdx.x)) * podArgs.T) + j2) - 1i), 0i)])))) {
        condval = 1i;
} else {
        condval = 0i;
}
      lengths_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (lengths_ptr[((v__1 * 256i) + i32(threadIdx.x))] + u32(condval));
    }
  }
}


// Function: l2_ctc_greedy_decode_kernel_4
//----------------------------------------
// Function: l2_ctc_greedy_decode_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> logits_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> work_ptr : array<f32>;

struct PODArgs {
  B: i32,
  T: i32,
  V: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 256>;
@compute @workgroup_size(256, 1, 1)
fn l2_ctc_greedy_decode_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_work : array<f32, 1>;
  in_thread_work[0i] = 0.000000e+00f;
  for (var k2_0 : i32 = 0i; k2_0 < ((podArgs.V + 255i)>>8u); k2_0++) {
    if (((k2_0 * 256i) + i32(threadIdx.x)) < podArgs.V) {
      in_thread_work[0i] = (in_thread_work[0i] + exp((logits_ptr[(((k2_0 * 256i) + (v__1 * podArgs.V)) + i32(threadIdx.x))] - arg_v1_ptr[v__1])));
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_work[0i];
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
    work_ptr[v__1] = red_buf0[0i];
  }
}


// Function: l2_ctc_greedy_decode_kernel_5
//----------------------------------------
// Function: l2_ctc_greedy_decode_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> frames_ptr : array<u32>;
@group(0) @binding(1) var<storage, read_write> score_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> work_ptr : array<f32>;

struct PODArgs {
  B: i32,
  T: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_ctc_greedy_decode_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var j4 : i32 = 0i; j4 < podArgs.T; j4++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.B) {
      if (j4 == 0i) {
        score_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      var condval : f32;
      if ((j4 < i32(frames_ptr[((v__1 * 256i) + i32(threadIdx.x))]))) {
        condval = (log(work_ptr[((((v__1 * podArgs.T) * 256i) + (i32(threadIdx.x) * podArgs.T)) + j4)]) * -1.000000e+00f);
} else {
        condval = 0.000000e+00f;
}
      score_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (score_ptr[((v__1 * 256i) + i32(threadIdx.x))] + condval);
    }
  }
}


