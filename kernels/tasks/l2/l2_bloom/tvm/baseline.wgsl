// Function: l2_bloom_kernel
//----------------------------------------
// Function: l2_bloom_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> bright_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> img_ptr : array<f32>;

struct PODArgs {
  H: i32,
  W: i32,
  knee: f32,
  threshold: f32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_bloom_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * 4i)) {
    var condval : f32;
    if (((i32(threadIdx.x) & 3i) == 3i)) {
      condval = 0.000000e+00f;
} else {
      condval = (img_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + i32(threadIdx.x))] * (max(((min(max(((fma(7.220000e-02f, img_ptr[((((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + 2i)], fma(7.152000e-01f, img_ptr[((((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + 1i)], (2.126000e-01f * img_ptr[(((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i))]))) - podArgs.threshold) + podArgs.knee), 0.000000e+00f), (2.000000e+00f * podArgs.knee)) * min(max(((fma(7.220000e-02f, img_ptr[((((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + 2i)], fma(7.152000e-01f, img_ptr[((((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + 1i)], (2.126000e-01f * img_ptr[(((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i))]))) - podArgs.threshold) + podArgs.knee), 0.000000e+00f), (2.000000e+00f * podArgs.knee))) / fma(4.000000e+00f, podArgs.knee, 1.000000e-05f)), (fma(7.220000e-02f, img_ptr[((((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + 2i)], fma(7.152000e-01f, img_ptr[((((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + 1i)], (2.126000e-01f * img_ptr[(((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i))]))) - podArgs.threshold)) / max(fma(7.220000e-02f, img_ptr[((((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + 2i)], fma(7.152000e-01f, img_ptr[((((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + 1i)], (2.126000e-01f * img_ptr[(((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i))]))), 1.000000e-05f)));
}
    bright_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + i32(threadIdx.x))] = condval;
  }
}


// Function: l2_bloom_kernel_1
//----------------------------------------
// Function: l2_bloom_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> bright_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> hb_ptr : array<f32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_bloom_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var hsum_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 9i; ax0++) {
    if ((((v__1 * 64i) + (i32(threadIdx.x)>>2u)) < podArgs.W) || (((v__1 * 64i) + (i32(threadIdx.x)>>2u)) == 0i)) {
      if (ax0 == 0i) {
        hsum_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if ((ax0 < 4i)) {
        var condval_1 : f32;
        if ((ax0 < 2i)) {
          var condval_2 : f32;
          if ((ax0 < 1i)) {
            condval_2 = 3.906250e-03f;
} else {
            condval_2 = 3.125000e-02f;
}
          condval_1 = condval_2;
} else {
          var condval_3 : f32;
          if ((ax0 < 3i)) {
            condval_3 = 1.093750e-01f;
} else {
            condval_3 = 2.187500e-01f;
}
          condval_1 = condval_3;
}
        condval = condval_1;
} else {
        var condval_4 : f32;
        if ((ax0 < 6i)) {
          var condval_5 : f32;
          if ((ax0 < 5i)) {
            condval_5 = 2.734375e-01f;
} else {
            condval_5 = 2.187500e-01f;
}
          condval_4 = condval_5;
} else {
          var condval_6 : f32;
          if ((ax0 < 7i)) {
            condval_6 = 1.093750e-01f;
} else {
            var condval_7 : f32;
            if ((ax0 < 8i)) {
              condval_7 = 3.125000e-02f;
} else {
              condval_7 = 3.906250e-03f;
}
            condval_6 = condval_7;
}
          condval_4 = condval_6;
}
        condval = condval_4;
}
      hsum_local[0i] = fma(condval, bright_ptr[(((max(min(((((v__1 * 64i) + (i32(threadIdx.x)>>2u)) + ax0) - 4i), max((podArgs.W - 1i), 0i)), 0i) * 4i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + (i32(threadIdx.x) & 3i))], hsum_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * 4i)) {
    hb_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + i32(threadIdx.x))] = hsum_local[0i];
  }
}


// Function: l2_bloom_kernel_2
//----------------------------------------
// Function: l2_bloom_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> hb_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> img_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> out_ptr : array<f32>;

struct PODArgs {
  H: i32,
  W: i32,
  intensity: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_bloom_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var vb_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 9i; ax0++) {
    if ((((v__1 * 64i) + (i32(threadIdx.x)>>2u)) < podArgs.W) || (((v__1 * 64i) + (i32(threadIdx.x)>>2u)) == 0i)) {
      if (ax0 == 0i) {
        vb_local[0i] = 0.000000e+00f;
      }
      var condval : f32;
      if ((ax0 < 4i)) {
        var condval_1 : f32;
        if ((ax0 < 2i)) {
          var condval_2 : f32;
          if ((ax0 < 1i)) {
            condval_2 = 3.906250e-03f;
} else {
            condval_2 = 3.125000e-02f;
}
          condval_1 = condval_2;
} else {
          var condval_3 : f32;
          if ((ax0 < 3i)) {
            condval_3 = 1.093750e-01f;
} else {
            condval_3 = 2.187500e-01f;
}
          condval_1 = condval_3;
}
        condval = condval_1;
} else {
        var condval_4 : f32;
        if ((ax0 < 6i)) {
          var condval_5 : f32;
          if ((ax0 < 5i)) {
            condval_5 = 2.734375e-01f;
} else {
            condval_5 = 2.187500e-01f;
}
          condval_4 = condval_5;
} else {
          var condval_6 : f32;
          if ((ax0 < 7i)) {
            condval_6 = 1.093750e-01f;
} else {
            var condval_7 : f32;
            if ((ax0 < 8i)) {
              condval_7 = 3.125000e-02f;
} else {
              condval_7 = 3.906250e-03f;
}
            condval_6 = condval_7;
}
          condval_4 = condval_6;
}
        condval = condval_4;
}
      vb_local[0i] = fma(condval, hb_ptr[(((v__1 * 256i) + ((max(min(((i32(blockIdx.y) + ax0) - 4i), max((podArgs.H - 1i), 0i)), 0i) * max(podArgs.W, 1i)) * 4i)) + i32(threadIdx.x))], vb_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.W, 1i) * 4i)) {
    var condval_8 : f32;
    if (((i32(threadIdx.x) & 3i) == 3i)) {
      condval_8 = img_ptr[((((v__1 * 256i) + ((i32(threadIdx.x)>>2u) * 4i)) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + 3i)];
} else {
      condval_8 = fma(podArgs.intensity, vb_local[0i], img_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + i32(threadIdx.x))]);
}
    out_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 4i)) + i32(threadIdx.x))] = condval_8;
  }
}


