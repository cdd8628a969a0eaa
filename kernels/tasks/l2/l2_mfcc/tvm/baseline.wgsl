// Function: l2_mfcc_kernel
//----------------------------------------
// Function: l2_mfcc_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> edges_ptr : array<f32>;

struct PODArgs {
  M: i32,
  sr: f32,
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_mfcc_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.M, 1i) + 2i)) {
    edges_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (7.000000e+02f * (exp(((((f32(((v__1 * 256i) + i32(threadIdx.x))) * ((2.595000e+03f * log((1.000000e+00f + ((podArgs.sr * 5.000000e-01f) / 7.000000e+02f)))) / 2.302585e+00f)) / (f32(max(podArgs.M, 1i)) + 1.000000e+00f)) / 2.595000e+03f) * 2.302585e+00f)) - 1.000000e+00f));
  }
}


// Function: l2_mfcc_kernel_1
//----------------------------------------
// Function: l2_mfcc_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> W_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> edges_ptr : array<f32>;

struct PODArgs {
  M: i32,
  NFFT: i32,
  sr: f32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_mfcc_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.M, 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) {
    W_ptr[((v__1 * 256i) + i32(threadIdx.x))] = max(0.000000e+00f, min(((((f32((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.NFFT, 1i)>>1u) + 1i))) * podArgs.sr) / f32(max(podArgs.NFFT, 1i))) - edges_ptr[(((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.NFFT, 1i)>>1u) + 1i))]) / (edges_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.NFFT, 1i)>>1u) + 1i)) + 1i)] - edges_ptr[(((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.NFFT, 1i)>>1u) + 1i))])), ((edges_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.NFFT, 1i)>>1u) + 1i)) + 2i)] - ((f32((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.NFFT, 1i)>>1u) + 1i))) * podArgs.sr) / f32(max(podArgs.NFFT, 1i)))) / (edges_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.NFFT, 1i)>>1u) + 1i)) + 2i)] - edges_ptr[((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.NFFT, 1i)>>1u) + 1i)) + 1i)]))));
  }
}


// Function: l2_mfcc_kernel_2
//----------------------------------------
// Function: l2_mfcc_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> L_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> W_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> power_ptr : array<f32>;

struct PODArgs {
  F: i32,
  M: i32,
  NFFT: i32,
  floor: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_mfcc_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var E_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < ((max(podArgs.NFFT, 1i)>>1u) + 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.M, 1i)) < podArgs.F) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.M, 1i)) == 0i)) {
      if (ax0 == 0i) {
        E_local[0i] = 0.000000e+00f;
      }
      E_local[0i] = fma(W_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.M, 1i)) * ((max(podArgs.NFFT, 1i)>>1u) + 1i)) + ax0)], power_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.M, 1i)) * ((max(podArgs.NFFT, 1i)>>1u) + 1i)) + ax0)], E_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.F, 1i) * max(podArgs.M, 1i))) {
    L_ptr[((v__1 * 256i) + i32(threadIdx.x))] = log(max(E_local[0i], podArgs.floor));
  }
}


// Function: l2_mfcc_kernel_3
//----------------------------------------
// Function: l2_mfcc_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> cos_t_ptr : array<f32>;

struct PODArgs {
  M: i32,
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_mfcc_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var x_cos_local : array<f32, 1>;
  var y_cos_local : array<f32, 1>;
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.M, 1i) * 4i)) {
    x_cos_local[0i] = ((3.141593e+00f * f32((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.M, 1i)))) / (2.000000e+00f * f32(max(podArgs.M, 1i))));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.M, 1i) * 4i)) {
    y_cos_local[0i] = (x_cos_local[0i] * x_cos_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.M, 1i) * 4i)) {
    var condval : f32;
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.M, 1i)) == 0i)) {
      condval = fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], -1.147075e-11f, 2.087676e-09f), -2.755732e-07f), 2.480159e-05f), -1.388889e-03f), 4.166667e-02f), -5.000000e-01f), 1.000000e+00f);
} else {
      var condval_1 : f32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.M, 1i)) == 1i)) {
        condval_1 = ((x_cos_local[0i] * fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], -7.647164e-13f, 1.605904e-10f), -2.505211e-08f), 2.755732e-06f), -1.984127e-04f), 8.333333e-03f), -1.666667e-01f), 1.000000e+00f)) * -1.000000e+00f);
} else {
        var condval_2 : f32;
        if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.M, 1i)) == 2i)) {
          condval_2 = (fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], -1.147075e-11f, 2.087676e-09f), -2.755732e-07f), 2.480159e-05f), -1.388889e-03f), 4.166667e-02f), -5.000000e-01f), 1.000000e+00f) * -1.000000e+00f);
} else {
          condval_2 = (x_cos_local[0i] * fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], -7.647164e-13f, 1.605904e-10f), -2.505211e-08f), 2.755732e-06f), -1.984127e-04f), 8.333333e-03f), -1.666667e-01f), 1.000000e+00f));
}
        condval_1 = condval_2;
}
      condval = condval_1;
}
    cos_t_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval;
  }
}


// Function: l2_mfcc_kernel_4
//----------------------------------------
// Function: l2_mfcc_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> lift_ptr : array<f32>;

struct PODArgs {
  C: i32,
  lifter: f32,
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_mfcc_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var x_lift_local : array<f32, 1>;
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.C) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
    var condval : f32;
    if ((5.000000e-01f < (((f32(((v__1 * 256i) + i32(threadIdx.x))) / podArgs.lifter) - (2.000000e+00f * floor(((f32(((v__1 * 256i) + i32(threadIdx.x))) / podArgs.lifter) * 5.000000e-01f)))) - 1.000000e+00f))) {
      condval = (1.000000e+00f - (((f32(((v__1 * 256i) + i32(threadIdx.x))) / podArgs.lifter) - (2.000000e+00f * floor(((f32(((v__1 * 256i) + i32(threadIdx.x))) / podArgs.lifter) * 5.000000e-01f)))) - 1.000000e+00f));
} else {
      var condval_1 : f32;
      if (((((f32(((v__1 * 256i) + i32(threadIdx.x))) / podArgs.lifter) - (2.000000e+00f * floor(((f32(((v__1 * 256i) + i32(threadIdx.x))) / podArgs.lifter) * 5.000000e-01f)))) - 1.000000e+00f) < -5.000000e-01f)) {
        condval_1 = (-1.000000e+00f - (((f32(((v__1 * 256i) + i32(threadIdx.x))) / podArgs.lifter) - (2.000000e+00f * floor(((f32(((v__1 * 256i) + i32(threadIdx.x))) / podArgs.lifter) * 5.000000e-01f)))) - 1.000000e+00f));
} else {
        condval_1 = (((f32(((v__1 * 256i) + i32(threadIdx.x))) / podArgs.lifter) - (2.000000e+00f * floor(((f32(((v__1 * 256i) + i32(threadIdx.x))) / podArgs.lifter) * 5.000000e-01f)))) - 1.000000e+00f);
}
      condval = condval_1;
}
    x_lift_local[0i] = (3.141593e+00f * condval);
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.C) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    lift_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (1.000000e+00f - (((podArgs.lifter * 5.000000e-01f) * x_lift_local[0i]) * fma((x_lift_local[0i] * x_lift_local[0i]), fma((x_lift_local[0i] * x_lift_local[0i]), fma((x_lift_local[0i] * x_lift_local[0i]), fma((x_lift_local[0i] * x_lift_local[0i]), fma((x_lift_local[0i] * x_lift_local[0i]), fma((x_lift_local[0i] * x_lift_local[0i]), fma((x_lift_local[0i] * x_lift_local[0i]), -7.647164e-13f, 1.605904e-10f), -2.505211e-08f), 2.755732e-06f), -1.984127e-04f), 8.333333e-03f), -1.666667e-01f), 1.000000e+00f)));
  }
}


// Function: l2_mfcc_kernel_5
//----------------------------------------
// Function: l2_mfcc_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> L_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> cos_t_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> lift_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> mfcc_ptr : array<f32>;

struct PODArgs {
  C: i32,
  F: i32,
  M: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_mfcc_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var D_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.M, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) < podArgs.F) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) == 0i)) {
      if (ax0 == 0i) {
        D_local[0i] = 0.000000e+00f;
      }
      D_local[0i] = fma(L_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.C, 1i)) * max(podArgs.M, 1i)) + ax0)], cos_t_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)) * ((ax0 * 2i) + 1i)) % (max(podArgs.M, 1i) * 4i))], D_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.F, 1i) * max(podArgs.C, 1i))) {
    var condval : f32;
    if (((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)) == 0i)) {
      condval = sqrt((1.000000e+00f / f32(max(podArgs.M, 1i))));
} else {
      condval = sqrt((2.000000e+00f / f32(max(podArgs.M, 1i))));
}
    mfcc_ptr[((v__1 * 256i) + i32(threadIdx.x))] = ((D_local[0i] * condval) * lift_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i))]);
  }
}


