// Function: l1_segment_reduce_kernel
//----------------------------------------
// Function: l1_segment_reduce_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> offsets_ptr : array<u32>;
@group(0) @binding(1) var<storage, read_write> seg_max_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> values_ptr : array<f32>;

struct PODArgs {
  D: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(8, 8, 1)
fn l1_segment_reduce_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if ((((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) < podArgs.S) && (((v__1 * 8i) + i32(threadIdx.x)) < podArgs.D)) {
    for (var j : i32 = 0i; j < ((i32(offsets_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]) + 1i) - i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])); j++) {
      if ((j + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) == i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) {
        seg_max_ptr[(((v__1 * 8i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))] = -3.402823e+38f;
      }
      var condval : f32;
      if (((j + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) < i32(offsets_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]))) {
        condval = values_ptr[(((v__1 * 8i) + ((j + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) * podArgs.D)) + i32(threadIdx.x))];
} else {
        var condval_1 : f32;
        if ((i32(offsets_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]) == i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))]))) {
          condval_1 = 0.000000e+00f;
} else {
          condval_1 = -3.402823e+38f;
}
        condval = condval_1;
}
      seg_max_ptr[(((v__1 * 8i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))] = max(seg_max_ptr[(((v__1 * 8i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))], condval);
    }
  }
}


// Function: l1_segment_reduce_kernel_1
//----------------------------------------
// Function: l1_segment_reduce_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> offsets_ptr : array<u32>;
@group(0) @binding(1) var<storage, read_write> seg_mean_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> values_ptr : array<f32>;

struct PODArgs {
  D: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(8, 8, 1)
fn l1_segment_reduce_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if ((((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) < podArgs.S) && (((v__1 * 8i) + i32(threadIdx.x)) < podArgs.D)) {
    for (var j : i32 = 0i; j < ((i32(offsets_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]) + 1i) - i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])); j++) {
      if ((j + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) == i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) {
        seg_mean_ptr[(((v__1 * 8i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      var condval : f32;
      if (((j + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) < i32(offsets_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]))) {
        condval = (values_ptr[(((v__1 * 8i) + ((j + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) * podArgs.D)) + i32(threadIdx.x))] / f32((i32(offsets_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]) - i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))]))));
} else {
        condval = 0.000000e+00f;
}
      seg_mean_ptr[(((v__1 * 8i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))] = (seg_mean_ptr[(((v__1 * 8i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))] + condval);
    }
  }
}


// Function: l1_segment_reduce_kernel_2
//----------------------------------------
// Function: l1_segment_reduce_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> lse_sum_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> offsets_ptr : array<u32>;
@group(0) @binding(2) var<storage, read> seg_max_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> values_ptr : array<f32>;

struct PODArgs {
  D: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(8, 8, 1)
fn l1_segment_reduce_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if ((((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) < podArgs.S) && (((v__1 * 8i) + i32(threadIdx.x)) < podArgs.D)) {
    for (var j : i32 = 0i; j < ((i32(offsets_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]) + 1i) - i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])); j++) {
      if ((j + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) == i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) {
        lse_sum_ptr[(((v__1 * 8i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      var condval : f32;
      if (((j + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) < i32(offsets_ptr[(((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) + 1i)]))) {
        condval = exp((values_ptr[(((v__1 * 8i) + ((j + i32(offsets_ptr[((i32(blockIdx.y) * 8i) + i32(threadIdx.y))])) * podArgs.D)) + i32(threadIdx.x))] - seg_max_ptr[(((v__1 * 8i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))]));
} else {
        condval = 0.000000e+00f;
}
      lse_sum_ptr[(((v__1 * 8i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))] = (lse_sum_ptr[(((v__1 * 8i) + (((i32(blockIdx.y) * 8i) + i32(threadIdx.y)) * podArgs.D)) + i32(threadIdx.x))] + condval);
    }
  }
}


// Function: l1_segment_reduce_kernel_3
//----------------------------------------
// Function: l1_segment_reduce_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> lse_sum_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> offsets_ptr : array<u32>;
@group(0) @binding(2) var<storage, read_write> seg_lse_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> seg_max_ptr : array<f32>;

struct PODArgs {
  D: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_segment_reduce_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.S * podArgs.D)) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.D);
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.D);
    let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.D);
    let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.D);
    var condval : f32;
    if ((i32(offsets_ptr[select((rdiv - 1i), rdiv, (((podArgs.D >= 0i) && (rmod >= 0i)) || ((podArgs.D < 0i) && (rmod <= 0i))))]) < i32(offsets_ptr[(select((rdiv_1 - 1i), rdiv_1, (((podArgs.D >= 0i) && (rmod_1 >= 0i)) || ((podArgs.D < 0i) && (rmod_1 <= 0i)))) + 1i)]))) {
      condval = (seg_max_ptr[((v__1 * 256i) + i32(threadIdx.x))] + log(lse_sum_ptr[((v__1 * 256i) + i32(threadIdx.x))]));
} else {
      condval = 0.000000e+00f;
}
    seg_lse_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval;
  }
}


