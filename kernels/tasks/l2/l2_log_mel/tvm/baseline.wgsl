// Function: l2_log_mel_kernel
//----------------------------------------
// Function: l2_log_mel_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> window_ptr : array<f32>;

struct PODArgs {
  NFFT: i32,
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_log_mel_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.NFFT) {
    window_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (5.000000e-01f - (5.000000e-01f * cos(((6.283185e+00f * f32(((v__1 * 256i) + i32(threadIdx.x)))) / f32(podArgs.NFFT)))));
  }
}


// Function: l2_log_mel_kernel_1
//----------------------------------------
// Function: l2_log_mel_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> cos_t_ptr : array<f32>;

struct PODArgs {
  NFFT: i32,
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_log_mel_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.NFFT) {
    cos_t_ptr[((v__1 * 256i) + i32(threadIdx.x))] = cos(((6.283185e+00f * f32(((v__1 * 256i) + i32(threadIdx.x)))) / f32(podArgs.NFFT)));
  }
}


// Function: l2_log_mel_kernel_2
//----------------------------------------
// Function: l2_log_mel_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> sin_t_ptr : array<f32>;

struct PODArgs {
  NFFT: i32,
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_log_mel_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.NFFT) {
    sin_t_ptr[((v__1 * 256i) + i32(threadIdx.x))] = sin(((6.283185e+00f * f32(((v__1 * 256i) + i32(threadIdx.x)))) / f32(podArgs.NFFT)));
  }
}


// Function: l2_log_mel_kernel_3
//----------------------------------------
// Function: l2_log_mel_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> P_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> cos_t_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> frames_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> sin_t_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> window_ptr : array<f32>;

struct PODArgs {
  F: i32,
  NFFT: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_log_mel_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var re_local : array<f32, 1>;
  var im_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.NFFT; ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / ((podArgs.NFFT>>1u) + 1i)) < podArgs.F) {
      if (ax0 == 0i) {
        re_local[0i] = 0.000000e+00f;
      }
      re_local[0i] = fma((frames_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / ((podArgs.NFFT>>1u) + 1i)) * podArgs.NFFT) + ax0)] * window_ptr[ax0]), cos_t_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.NFFT>>1u) + 1i)) * ax0) % podArgs.NFFT)], re_local[0i]);
    }
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < podArgs.NFFT; ax0_1++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / ((podArgs.NFFT>>1u) + 1i)) < podArgs.F) {
      if (ax0_1 == 0i) {
        im_local[0i] = 0.000000e+00f;
      }
      im_local[0i] = fma(((frames_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / ((podArgs.NFFT>>1u) + 1i)) * podArgs.NFFT) + ax0_1)] * -1.000000e+00f) * window_ptr[ax0_1]), sin_t_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.NFFT>>1u) + 1i)) * ax0_1) % podArgs.NFFT)], im_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.F * ((podArgs.NFFT>>1u) + 1i))) {
    P_ptr[((v__1 * 256i) + i32(threadIdx.x))] = fma(im_local[0i], im_local[0i], (re_local[0i] * re_local[0i]));
  }
}


// Function: l2_log_mel_kernel_4
//----------------------------------------
// Function: l2_log_mel_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read> P_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> fb_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> logmel_ptr : array<f32>;

struct PODArgs {
  F: i32,
  M: i32,
  NFFT: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_log_mel_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var mel_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < ((podArgs.NFFT>>1u) + 1i); ax0++) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.M);
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.M);
    if (select((rdiv - 1i), rdiv, (((podArgs.M >= 0i) && (rmod >= 0i)) || ((podArgs.M < 0i) && (rmod <= 0i)))) < podArgs.F) {
      if (ax0 == 0i) {
        mel_local[0i] = 0.000000e+00f;
      }
      let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.M);
      let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.M);
      let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.M);
      mel_local[0i] = fma(P_ptr[((select((rdiv_1 - 1i), rdiv_1, (((podArgs.M >= 0i) && (rmod_1 >= 0i)) || ((podArgs.M < 0i) && (rmod_1 <= 0i)))) * ((podArgs.NFFT>>1u) + 1i)) + ax0)], fb_ptr[((ax0 * podArgs.M) + select((rmod_2 + podArgs.M), rmod_2, (((podArgs.M >= 0i) && (rmod_2 >= 0i)) || ((podArgs.M < 0i) && (rmod_2 <= 0i)))))], mel_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.F * podArgs.M)) {
    logmel_ptr[((v__1 * 256i) + i32(threadIdx.x))] = log((podArgs.eps + mel_local[0i]));
  }
}


