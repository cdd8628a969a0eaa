// Function: l3_pose_heatmap_decode_kernel
//----------------------------------------
// Function: l3_pose_heatmap_decode_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> feat_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> hm_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  C: i32,
  H: i32,
  J: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_pose_heatmap_decode_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var hacc_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.C, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.W, 1i)) < podArgs.H) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.W, 1i)) == 0i)) {
      if (ax0 == 0i) {
        hacc_local[0i] = 0.000000e+00f;
      }
      hacc_local[0i] = fma(feat_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) + (((i32(blockIdx.y) / max(podArgs.J, 1i)) * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) * max(podArgs.C, 1i)) + ax0)], weights_ptr[((ax0 * max(podArgs.J, 1i)) + (i32(blockIdx.y) % max(podArgs.J, 1i)))], hacc_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.H, 1i) * max(podArgs.W, 1i))) {
    hm_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) + i32(threadIdx.x))] = (weights_ptr[((i32(blockIdx.y) % max(podArgs.J, 1i)) + (max(podArgs.C, 1i) * max(podArgs.J, 1i)))] + hacc_local[0i]);
  }
}


// Function: l3_pose_heatmap_decode_kernel_1
//----------------------------------------
// Function: l3_pose_heatmap_decode_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read_write> arg_v1_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> hm_ptr : array<f32>;

struct PODArgs {
  H: i32,
  J: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<i32, 256>;
var<workgroup> red_buf1 : array<f32, 256>;
@compute @workgroup_size(256, 1, 1)
fn l3_pose_heatmap_decode_kernel_1(
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
  for (var k_0 : i32 = 0i; k_0 < (((max(podArgs.H, 1i) * max(podArgs.W, 1i)) + 255i)>>8u); k_0++) {
    if (((k_0 * 256i) + i32(threadIdx.x)) < (max(podArgs.H, 1i) * max(podArgs.W, 1i))) {
            var condval : i32;
      if (((hm_ptr[(((k_0 * 256i) + ((v__1 * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) + i32(threadIdx.x))] < in_thread_arg_v1[0i]) || ((in_thread_arg_v1[0i] == hm_ptr[(((k_0 * 256i) + ((v__1 * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) + i32(threadIdx.x))]) && (in_thread_arg_v0[0i] < ((k_0 * 256i) + i32(threadIdx.x)))))) {
        condval = in_thread_arg_v0[0i];
} else {
        condval = ((k_0 * 256i) + i32(threadIdx.x));
}
let v_arg_v0 : i32 = condval;
            var condval_1 : f32;
      if ((hm_ptr[(((k_0 * 256i) + ((v__1 * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) + i32(threadIdx.x))] < in_thread_arg_v1[0i])) {
        condval_1 = in_thread_arg_v1[0i];
} else {
        condval_1 = hm_ptr[(((k_0 * 256i) + ((v__1 * max(podArgs.H, 1i)) * max(podArgs.W, 1i))) + i32(threadIdx.x))];
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


// Function: l3_pose_heatmap_decode_kernel_2
//----------------------------------------
// Function: l3_pose_heatmap_decode_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> arg_v1_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> boxes_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> hm_ptr : array<f32>;
@group(0) @binding(4) var<storage, read_write> preds_ptr : array<f32>;

struct PODArgs {
  H: i32,
  J: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_pose_heatmap_decode_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.N, 1i) * max(podArgs.J, 1i)) * 2i)) {
    var condval : f32;
    if (((i32(threadIdx.x) % 2i) == 0i)) {
      var condval_1 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_1 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
        condval_1 = 0i;
}
      var condval_3 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_3 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
        condval_3 = 0i;
}
      var condval_4 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_4 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
        condval_4 = 0i;
}
      var condval_5 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_5 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
        condval_5 = 0i;
}
      var condval_6 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_6 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
        condval_6 = 0i;
}
      var condval_7 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_7 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
        condval_7 = 0i;
}
      var condval_8 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_8 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
        condval_8 = 0i;
}
      var condval_2 : f32;
      if (((((1i < condval_3) && (((condval_4 + 1i) < podArgs.W) || (condval_5 < 0i))) && (1i < condval_6)) && (((condval_7 + 1i) < podArgs.H) || (condval_8 < 0i)))) {
        var condval_10 : i32;
        if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
          condval_10 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
          condval_10 = 0i;
}
        var condval_11 : i32;
        if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
          condval_11 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
          condval_11 = 0i;
}
        var condval_12 : i32;
        if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
          condval_12 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
          condval_12 = 0i;
}
        var condval_13 : i32;
        if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
          condval_13 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
          condval_13 = 0i;
}
        var condval_9 : f32;
        if ((0.000000e+00f < (hm_ptr[(min((condval_10 + 1i), max((podArgs.W - 1i), 0i)) + ((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i))) * max(podArgs.H, 1i)) + condval_11) * max(podArgs.W, 1i)))] - hm_ptr[((((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i))) * max(podArgs.H, 1i)) + condval_12) * max(podArgs.W, 1i)) + condval_13) - 1i)]))) {
          condval_9 = 1.000000e+00f;
} else {
          var condval_15 : i32;
          if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
            condval_15 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
            condval_15 = 0i;
}
          var condval_16 : i32;
          if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
            condval_16 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
            condval_16 = 0i;
}
          var condval_17 : i32;
          if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
            condval_17 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
            condval_17 = 0i;
}
          var condval_18 : i32;
          if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
            condval_18 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
            condval_18 = 0i;
}
          var condval_14 : f32;
          if (((hm_ptr[(min((condval_15 + 1i), max((podArgs.W - 1i), 0i)) + ((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i))) * max(podArgs.H, 1i)) + condval_16) * max(podArgs.W, 1i)))] - hm_ptr[((((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i))) * max(podArgs.H, 1i)) + condval_17) * max(podArgs.W, 1i)) + condval_18) - 1i)]) < 0.000000e+00f)) {
            condval_14 = -1.000000e+00f;
} else {
            condval_14 = 0.000000e+00f;
}
          condval_9 = condval_14;
}
        condval_2 = (2.500000e-01f * condval_9);
} else {
        condval_2 = 0.000000e+00f;
}
      condval = fma(((f32(condval_1) + condval_2) - (f32(max(podArgs.W, 1i)) * 5.000000e-01f)), (boxes_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * 4i) + 2i)] / f32(max(podArgs.W, 1i))), boxes_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * 4i)]);
} else {
      var condval_19 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_19 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
        condval_19 = 0i;
}
      var condval_21 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_21 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
        condval_21 = 0i;
}
      var condval_22 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_22 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
        condval_22 = 0i;
}
      var condval_23 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_23 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
        condval_23 = 0i;
}
      var condval_24 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_24 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
        condval_24 = 0i;
}
      var condval_25 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_25 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
        condval_25 = 0i;
}
      var condval_26 : i32;
      if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
        condval_26 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
        condval_26 = 0i;
}
      var condval_20 : f32;
      if (((((1i < condval_21) && (((condval_22 + 1i) < podArgs.W) || (condval_23 < 0i))) && (1i < condval_24)) && (((condval_25 + 1i) < podArgs.H) || (condval_26 < 0i)))) {
        var condval_28 : i32;
        if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
          condval_28 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
          condval_28 = 0i;
}
        var condval_29 : i32;
        if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
          condval_29 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
          condval_29 = 0i;
}
        var condval_30 : i32;
        if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
          condval_30 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
          condval_30 = 0i;
}
        var condval_31 : i32;
        if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
          condval_31 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
          condval_31 = 0i;
}
        var condval_27 : f32;
        if ((0.000000e+00f < (hm_ptr[(((min((condval_28 + 1i), max((podArgs.H - 1i), 0i)) + ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i))) * max(podArgs.H, 1i))) * max(podArgs.W, 1i)) + condval_29)] - hm_ptr[((((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i))) * max(podArgs.H, 1i)) + condval_30) - 1i) * max(podArgs.W, 1i)) + condval_31)]))) {
          condval_27 = 1.000000e+00f;
} else {
          var condval_33 : i32;
          if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
            condval_33 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
            condval_33 = 0i;
}
          var condval_34 : i32;
          if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
            condval_34 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
            condval_34 = 0i;
}
          var condval_35 : i32;
          if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
            condval_35 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] / max(podArgs.W, 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u));
} else {
            condval_35 = 0i;
}
          var condval_36 : i32;
          if ((0.000000e+00f < arg_v1_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))])) {
            condval_36 = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i)) + (max(podArgs.W, 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)))] % max(podArgs.W, 1i))>>31u)));
} else {
            condval_36 = 0i;
}
          var condval_32 : f32;
          if (((hm_ptr[(((min((condval_33 + 1i), max((podArgs.H - 1i), 0i)) + ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i))) * max(podArgs.H, 1i))) * max(podArgs.W, 1i)) + condval_34)] - hm_ptr[((((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i))) * max(podArgs.H, 1i)) + condval_35) - 1i) * max(podArgs.W, 1i)) + condval_36)]) < 0.000000e+00f)) {
            condval_32 = -1.000000e+00f;
} else {
            condval_32 = 0.000000e+00f;
}
          condval_27 = condval_32;
}
        condval_20 = (2.500000e-01f * condval_27);
} else {
        condval_20 = 0.000000e+00f;
}
      condval = fma(((f32(condval_19) + condval_20) - (f32(max(podArgs.H, 1i)) * 5.000000e-01f)), (boxes_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * 4i) + 2i)] / f32(max(podArgs.W, 1i))), boxes_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * 4i) + 1i)]);
}
    preds_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.J, 1i) * 2i))>>1u) * 2i) + (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.J, 1i) * 2i)) * max(podArgs.J, 1i)) * 2i)) + (i32(threadIdx.x) & 1i))] = condval;
  }
}


// Function: l3_pose_heatmap_decode_kernel_3
//----------------------------------------
// Function: l3_pose_heatmap_decode_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> maxvals_ptr : array<f32>;

struct PODArgs {
  J: i32,
  N: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_pose_heatmap_decode_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.N, 1i) * max(podArgs.J, 1i))) {
    maxvals_ptr[((v__1 * 256i) + i32(threadIdx.x))] = arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))];
  }
}


