// Function: l1_ray_aabb_kernel
//----------------------------------------
// Function: l1_ray_aabb_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read_write> arg_v1_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> ca_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> cb_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> dir_ptr : array<f32>;
@group(0) @binding(5) var<storage, read> orig_ptr : array<f32>;

struct PODArgs {
  B: i32,
  R: i32,
  packGridDimX: u32
}
@group(0) @binding(6) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_ray_aabb_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var entry0_local : array<f32, 1>;
  var entry1_local : array<f32, 1>;
  var entry2_local : array<f32, 1>;
  var leave0_local : array<f32, 1>;
  var leave1_local : array<f32, 1>;
  var leave2_local : array<f32, 1>;
  for (var b : i32 = 0i; b < podArgs.B; b++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
      var condval : f32;
      if ((dir_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))] != 0.000000e+00f)) {
        condval = min(((min(ca_ptr[(b * 3i)], cb_ptr[(b * 3i)]) - orig_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))]) / dir_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))]), ((max(ca_ptr[(b * 3i)], cb_ptr[(b * 3i)]) - orig_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))]) / dir_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))]));
} else {
        var condval_1 : f32;
        if (((min(ca_ptr[(b * 3i)], cb_ptr[(b * 3i)]) <= orig_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))]) && (orig_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))] <= max(ca_ptr[(b * 3i)], cb_ptr[(b * 3i)])))) {
          condval_1 = -1.000000e+30f;
} else {
          condval_1 = 1.000000e+30f;
}
        condval = condval_1;
}
      entry0_local[0i] = condval;
    }
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
      var condval_2 : f32;
      if ((dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)] != 0.000000e+00f)) {
        condval_2 = min(((min(ca_ptr[((b * 3i) + 1i)], cb_ptr[((b * 3i) + 1i)]) - orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]) / dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]), ((max(ca_ptr[((b * 3i) + 1i)], cb_ptr[((b * 3i) + 1i)]) - orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]) / dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]));
} else {
        var condval_3 : f32;
        if (((min(ca_ptr[((b * 3i) + 1i)], cb_ptr[((b * 3i) + 1i)]) <= orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]) && (orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)] <= max(ca_ptr[((b * 3i) + 1i)], cb_ptr[((b * 3i) + 1i)])))) {
          condval_3 = -1.000000e+30f;
} else {
          condval_3 = 1.000000e+30f;
}
        condval_2 = condval_3;
}
      entry1_local[0i] = condval_2;
    }
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
      var condval_4 : f32;
      if ((dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)] != 0.000000e+00f)) {
        condval_4 = min(((min(ca_ptr[((b * 3i) + 2i)], cb_ptr[((b * 3i) + 2i)]) - orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]) / dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]), ((max(ca_ptr[((b * 3i) + 2i)], cb_ptr[((b * 3i) + 2i)]) - orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]) / dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]));
} else {
        var condval_5 : f32;
        if (((min(ca_ptr[((b * 3i) + 2i)], cb_ptr[((b * 3i) + 2i)]) <= orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]) && (orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)] <= max(ca_ptr[((b * 3i) + 2i)], cb_ptr[((b * 3i) + 2i)])))) {
          condval_5 = -1.000000e+30f;
} else {
          condval_5 = 1.000000e+30f;
}
        condval_4 = condval_5;
}
      entry2_local[0i] = condval_4;
    }
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
      var condval_6 : f32;
      if ((dir_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))] != 0.000000e+00f)) {
        condval_6 = max(((min(ca_ptr[(b * 3i)], cb_ptr[(b * 3i)]) - orig_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))]) / dir_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))]), ((max(ca_ptr[(b * 3i)], cb_ptr[(b * 3i)]) - orig_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))]) / dir_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))]));
} else {
        var condval_7 : f32;
        if (((min(ca_ptr[(b * 3i)], cb_ptr[(b * 3i)]) <= orig_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))]) && (orig_ptr[((v__1 * 768i) + (i32(threadIdx.x) * 3i))] <= max(ca_ptr[(b * 3i)], cb_ptr[(b * 3i)])))) {
          condval_7 = 1.000000e+30f;
} else {
          condval_7 = -1.000000e+30f;
}
        condval_6 = condval_7;
}
      leave0_local[0i] = condval_6;
    }
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
      var condval_8 : f32;
      if ((dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)] != 0.000000e+00f)) {
        condval_8 = max(((min(ca_ptr[((b * 3i) + 1i)], cb_ptr[((b * 3i) + 1i)]) - orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]) / dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]), ((max(ca_ptr[((b * 3i) + 1i)], cb_ptr[((b * 3i) + 1i)]) - orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]) / dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]));
} else {
        var condval_9 : f32;
        if (((min(ca_ptr[((b * 3i) + 1i)], cb_ptr[((b * 3i) + 1i)]) <= orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)]) && (orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 1i)] <= max(ca_ptr[((b * 3i) + 1i)], cb_ptr[((b * 3i) + 1i)])))) {
          condval_9 = 1.000000e+30f;
} else {
          condval_9 = -1.000000e+30f;
}
        condval_8 = condval_9;
}
      leave1_local[0i] = condval_8;
    }
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
      var condval_10 : f32;
      if ((dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)] != 0.000000e+00f)) {
        condval_10 = max(((min(ca_ptr[((b * 3i) + 2i)], cb_ptr[((b * 3i) + 2i)]) - orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]) / dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]), ((max(ca_ptr[((b * 3i) + 2i)], cb_ptr[((b * 3i) + 2i)]) - orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]) / dir_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]));
} else {
        var condval_11 : f32;
        if (((min(ca_ptr[((b * 3i) + 2i)], cb_ptr[((b * 3i) + 2i)]) <= orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)]) && (orig_ptr[(((v__1 * 768i) + (i32(threadIdx.x) * 3i)) + 2i)] <= max(ca_ptr[((b * 3i) + 2i)], cb_ptr[((b * 3i) + 2i)])))) {
          condval_11 = 1.000000e+30f;
} else {
          condval_11 = -1.000000e+30f;
}
        condval_10 = condval_11;
}
      leave2_local[0i] = condval_10;
    }
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
      if (b == 0i) {
        arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))] = -1i;
        arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 3.402823e+38f;
      }
            var condval_13 : f32;
      if (((max(max(entry0_local[0i], entry1_local[0i]), entry2_local[0i]) <= min(min(leave0_local[0i], leave1_local[0i]), leave2_local[0i])) && (0.000000e+00f <= min(min(leave0_local[0i], leave1_local[0i]), leave2_local[0i])))) {
        condval_13 = max(max(max(entry0_local[0i], entry1_local[0i]), entry2_local[0i]), 0.000000e+00f);
} else {
        condval_13 = 1.000000e+30f;
}
      var condval_14 : f32;
      if (((max(max(entry0_local[0i], entry1_local[0i]), entry2_local[0i]) <= min(min(leave0_local[0i], leave1_local[0i]), leave2_local[0i])) && (0.000000e+00f <= min(min(leave0_local[0i], leave1_local[0i]), leave2_local[0i])))) {
        condval_14 = max(max(max(entry0_local[0i], entry1_local[0i]), entry2_local[0i]), 0.000000e+00f);
} else {
        condval_14 = 1.000000e+30f;
}
      var condval_12 : i32;
      if (((arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] < condval_13) || ((arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] == condval_14) && (arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))] < b)))) {
        condval_12 = arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))];
} else {
        condval_12 = b;
}
let v_arg_v0 : i32 = condval_12;
            var condval_16 : f32;
      if (((max(max(entry0_local[0i], entry1_local[0i]), entry2_local[0i]) <= min(min(leave0_local[0i], leave1_local[0i]), leave2_local[0i])) && (0.000000e+00f <= min(min(leave0_local[0i], leave1_local[0i]), leave2_local[0i])))) {
        condval_16 = max(max(max(entry0_local[0i], entry1_local[0i]), entry2_local[0i]), 0.000000e+00f);
} else {
        condval_16 = 1.000000e+30f;
}
      var condval_17 : f32;
      if (((max(max(entry0_local[0i], entry1_local[0i]), entry2_local[0i]) <= min(min(leave0_local[0i], leave1_local[0i]), leave2_local[0i])) && (0.000000e+00f <= min(min(leave0_local[0i], leave1_local[0i]), leave2_local[0i])))) {
        condval_17 = max(max(max(entry0_local[0i], entry1_local[0i]), entry2_local[0i]), 0.000000e+00f);
} else {
        condval_17 = 1.000000e+30f;
}
      var condval_15 : f32;
      if (((arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] < condval_16) || ((arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] == condval_17) && (arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))] < b)))) {
        condval_15 = arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))];
} else {
        var condval_18 : f32;
        if (((max(max(entry0_local[0i], entry1_local[0i]), entry2_local[0i]) <= min(min(leave0_local[0i], leave1_local[0i]), leave2_local[0i])) && (0.000000e+00f <= min(min(leave0_local[0i], leave1_local[0i]), leave2_local[0i])))) {
          condval_18 = max(max(max(entry0_local[0i], entry1_local[0i]), entry2_local[0i]), 0.000000e+00f);
} else {
          condval_18 = 1.000000e+30f;
}
        condval_15 = condval_18;
}
let v_arg_v1 : f32 = condval_15;
      arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))] = v_arg_v0;
      arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] = v_arg_v1;
    }
  }
}


// Function: l1_ray_aabb_kernel_1
//----------------------------------------
// Function: l1_ray_aabb_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> arg_v1_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> hit_ptr : array<u32>;

struct PODArgs {
  R: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_ray_aabb_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
    var condval : u32;
    if ((arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] < 1.000000e+30f)) {
      condval = u32(arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
} else {
      condval = 4294967295u;
}
    hit_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval;
  }
}


// Function: l1_ray_aabb_kernel_2
//----------------------------------------
// Function: l1_ray_aabb_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> dist_ptr : array<f32>;

struct PODArgs {
  R: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_ray_aabb_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.R) {
    var condval : f32;
    if ((arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] < 1.000000e+30f)) {
      condval = arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))];
} else {
      condval = -1.000000e+00f;
}
    dist_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval;
  }
}


