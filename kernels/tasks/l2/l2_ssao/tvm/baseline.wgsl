// Function: l2_ssao_kernel
//----------------------------------------
// Function: l2_ssao_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> depth_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> kernel_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> normal_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> raw_ptr : array<f32>;

struct PODArgs {
  H: i32,
  S: i32,
  W: i32,
  beta: f32,
  radius: f32,
  sx: f32,
  sy: f32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_ssao_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var acc_local : array<f32, 1>;
  var sv_local : array<f32, 1>;
  var su_local : array<f32, 1>;
  var sds_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.S, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.W) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      var condval : f32;
      if ((0.000000e+00f < fma(kernel_ptr[((ax0 * 3i) + 2i)], normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 2i)], fma(kernel_ptr[((ax0 * 3i) + 1i)], normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)], (kernel_ptr[(ax0 * 3i)] * normal_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))]))))) {
        condval = 1.000000e+00f;
} else {
        condval = -1.000000e+00f;
}
      var condval_1 : f32;
      if ((0.000000e+00f < fma(kernel_ptr[((ax0 * 3i) + 2i)], normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 2i)], fma(kernel_ptr[((ax0 * 3i) + 1i)], normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)], (kernel_ptr[(ax0 * 3i)] * normal_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))]))))) {
        condval_1 = 1.000000e+00f;
} else {
        condval_1 = -1.000000e+00f;
}
      sv_local[0i] = max(min((((1.000000e+00f + ((podArgs.sy * fma((podArgs.radius * condval), kernel_ptr[((ax0 * 3i) + 1i)], ((depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] * (((2.000000e+00f * (f32(i32(blockIdx.y)) + 5.000000e-01f)) / f32(max(podArgs.H, 1i))) - 1.000000e+00f)) / podArgs.sy))) / fma((podArgs.radius * condval_1), kernel_ptr[((ax0 * 3i) + 2i)], depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))]))) * f32(max(podArgs.H, 1i))) * 5.000000e-01f), f32(max(podArgs.H, 1i))), 0.000000e+00f);
    }
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.W) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      var condval_2 : f32;
      if ((0.000000e+00f < fma(kernel_ptr[((ax0 * 3i) + 2i)], normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 2i)], fma(kernel_ptr[((ax0 * 3i) + 1i)], normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)], (kernel_ptr[(ax0 * 3i)] * normal_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))]))))) {
        condval_2 = 1.000000e+00f;
} else {
        condval_2 = -1.000000e+00f;
}
      var condval_3 : f32;
      if ((0.000000e+00f < fma(kernel_ptr[((ax0 * 3i) + 2i)], normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 2i)], fma(kernel_ptr[((ax0 * 3i) + 1i)], normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)], (kernel_ptr[(ax0 * 3i)] * normal_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))]))))) {
        condval_3 = 1.000000e+00f;
} else {
        condval_3 = -1.000000e+00f;
}
      su_local[0i] = max(min((((1.000000e+00f + ((podArgs.sx * fma((podArgs.radius * condval_2), kernel_ptr[(ax0 * 3i)], ((depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] * (((2.000000e+00f * (f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f)) / f32(max(podArgs.W, 1i))) - 1.000000e+00f)) / podArgs.sx))) / fma((podArgs.radius * condval_3), kernel_ptr[((ax0 * 3i) + 2i)], depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))]))) * f32(max(podArgs.W, 1i))) * 5.000000e-01f), f32(max(podArgs.W, 1i))), 0.000000e+00f);
    }
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.W) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      sds_local[0i] = fma(((sv_local[0i] - 5.000000e-01f) - floor((sv_local[0i] - 5.000000e-01f))), fma(((su_local[0i] - 5.000000e-01f) - floor((su_local[0i] - 5.000000e-01f))), depth_ptr[(max(min((i32(floor((su_local[0i] - 5.000000e-01f))) + 1i), max((podArgs.W - 1i), 0i)), 0i) + (max(min((i32(floor((sv_local[0i] - 5.000000e-01f))) + 1i), max((podArgs.H - 1i), 0i)), 0i) * max(podArgs.W, 1i)))], ((1.000000e+00f - ((su_local[0i] - 5.000000e-01f) - floor((su_local[0i] - 5.000000e-01f)))) * depth_ptr[(max(min(i32(floor((su_local[0i] - 5.000000e-01f))), max((podArgs.W - 1i), 0i)), 0i) + (max(min((i32(floor((sv_local[0i] - 5.000000e-01f))) + 1i), max((podArgs.H - 1i), 0i)), 0i) * max(podArgs.W, 1i)))])), ((1.000000e+00f - ((sv_local[0i] - 5.000000e-01f) - floor((sv_local[0i] - 5.000000e-01f)))) * fma(((su_local[0i] - 5.000000e-01f) - floor((su_local[0i] - 5.000000e-01f))), depth_ptr[(max(min((i32(floor((su_local[0i] - 5.000000e-01f))) + 1i), max((podArgs.W - 1i), 0i)), 0i) + (max(min(i32(floor((sv_local[0i] - 5.000000e-01f))), max((podArgs.H - 1i), 0i)), 0i) * max(podArgs.W, 1i)))], ((1.000000e+00f - ((su_local[0i] - 5.000000e-01f) - floor((su_local[0i] - 5.000000e-01f)))) * depth_ptr[(max(min(i32(floor((su_local[0i] - 5.000000e-01f))), max((podArgs.W - 1i), 0i)), 0i) + (max(min(i32(floor((sv_local[0i] - 5.000000e-01f))), max((podArgs.H - 1i), 0i)), 0i) * max(podArgs.W, 1i)))]))));
    }
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.W) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        acc_local[0i] = 0.000000e+00f;
      }
      acc_local[0i] = fma((max(((fma((sds_local[0i] - depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))]), normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 2i)], fma((((sds_local[0i] * (((2.000000e+00f * sv_local[0i]) / f32(max(podArgs.H, 1i))) - 1.000000e+00f)) / podArgs.sy) - ((depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] * (((2.000000e+00f * (f32(i32(blockIdx.y)) + 5.000000e-01f)) / f32(max(podArgs.H, 1i))) - 1.000000e+00f)) / podArgs.sy)), normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)], ((((sds_local[0i] * (((2.000000e+00f * su_local[0i]) / f32(max(podArgs.W, 1i))) - 1.000000e+00f)) / podArgs.sx) - ((depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] * (((2.000000e+00f * (f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f)) / f32(max(podArgs.W, 1i))) - 1.000000e+00f)) / podArgs.sx)) * normal_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))]))) * (1.000000e+00f / sqrt(fma(normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 2i)], normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 2i)], fma(normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)], normal_ptr[((((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i)) + 1i)], (normal_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))] * normal_ptr[(((v__1 * 768i) + ((i32(blockIdx.y) * max(podArgs.W, 1i)) * 3i)) + (i32(threadIdx.x) * 3i))])))))) - (podArgs.beta * depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))])), 0.000000e+00f) / (fma((sds_local[0i] - depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))]), (sds_local[0i] - depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))]), fma((((sds_local[0i] * (((2.000000e+00f * sv_local[0i]) / f32(max(podArgs.H, 1i))) - 1.000000e+00f)) / podArgs.sy) - ((depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] * (((2.000000e+00f * (f32(i32(blockIdx.y)) + 5.000000e-01f)) / f32(max(podArgs.H, 1i))) - 1.000000e+00f)) / podArgs.sy)), (((sds_local[0i] * (((2.000000e+00f * sv_local[0i]) / f32(max(podArgs.H, 1i))) - 1.000000e+00f)) / podArgs.sy) - ((depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] * (((2.000000e+00f * (f32(i32(blockIdx.y)) + 5.000000e-01f)) / f32(max(podArgs.H, 1i))) - 1.000000e+00f)) / podArgs.sy)), ((((sds_local[0i] * (((2.000000e+00f * su_local[0i]) / f32(max(podArgs.W, 1i))) - 1.000000e+00f)) / podArgs.sx) - ((depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] * (((2.000000e+00f * (f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f)) / f32(max(podArgs.W, 1i))) - 1.000000e+00f)) / podArgs.sx)) * (((sds_local[0i] * (((2.000000e+00f * su_local[0i]) / f32(max(podArgs.W, 1i))) - 1.000000e+00f)) / podArgs.sx) - ((depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] * (((2.000000e+00f * (f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f)) / f32(max(podArgs.W, 1i))) - 1.000000e+00f)) / podArgs.sx))))) + 1.000000e-01f)), (((podArgs.radius / max(max((sds_local[0i] - depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))]), (depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] - sds_local[0i])), podArgs.radius)) * (podArgs.radius / max(max((sds_local[0i] - depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))]), (depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] - sds_local[0i])), podArgs.radius))) * (3.000000e+00f - (2.000000e+00f * (podArgs.radius / max(max((sds_local[0i] - depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))]), (depth_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] - sds_local[0i])), podArgs.radius))))), acc_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.W) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    raw_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] = max((1.000000e+00f - ((podArgs.radius * acc_local[0i]) / f32(max(podArgs.S, 1i)))), 0.000000e+00f);
  }
}


// Function: l2_ssao_kernel_1
//----------------------------------------
// Function: l2_ssao_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> ao_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> raw_ptr : array<f32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_ssao_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var bsum_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 4i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 4i; ax1++) {
      if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.W) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          bsum_local[0i] = 0.000000e+00f;
        }
        bsum_local[0i] = (bsum_local[0i] + raw_ptr[(max(min(((((v__1 * 256i) + i32(threadIdx.x)) + ax1) - 2i), max((podArgs.W - 1i), 0i)), 0i) + (max(min(((i32(blockIdx.y) + ax0) - 2i), max((podArgs.H - 1i), 0i)), 0i) * max(podArgs.W, 1i)))]);
      }
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.W) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    ao_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.W, 1i))) + i32(threadIdx.x))] = (bsum_local[0i] / 1.600000e+01f);
  }
}


