// Function: l1_stft_kernel
//----------------------------------------
// Function: l1_stft_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> cos_t_ptr : array<f32>;

struct PODArgs {
  NFFT: i32,
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_stft_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var x_cos_local : array<f32, 1>;
  var y_cos_local : array<f32, 1>;
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.NFFT) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
    x_cos_local[0i] = ((1.570796e+00f * f32((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) % max(podArgs.NFFT, 1i)))) / f32(max(podArgs.NFFT, 1i)));
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.NFFT) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
    y_cos_local[0i] = (x_cos_local[0i] * x_cos_local[0i]);
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.NFFT) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    var condval : f32;
    if ((((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) / max(podArgs.NFFT, 1i)) % 4i) == 0i)) {
      condval = fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], -1.147075e-11f, 2.087676e-09f), -2.755732e-07f), 2.480159e-05f), -1.388889e-03f), 4.166667e-02f), -5.000000e-01f), 1.000000e+00f);
} else {
      var condval_1 : f32;
      if ((((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) / max(podArgs.NFFT, 1i)) & 3i) == 1i)) {
        condval_1 = ((x_cos_local[0i] * fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], fma(y_cos_local[0i], -7.647164e-13f, 1.605904e-10f), -2.505211e-08f), 2.755732e-06f), -1.984127e-04f), 8.333333e-03f), -1.666667e-01f), 1.000000e+00f)) * -1.000000e+00f);
} else {
        var condval_2 : f32;
        if ((((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) / max(podArgs.NFFT, 1i)) & 3i) == 2i)) {
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


// Function: l1_stft_kernel_1
//----------------------------------------
// Function: l1_stft_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> sin_t_ptr : array<f32>;

struct PODArgs {
  NFFT: i32,
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_stft_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var x_sin_local : array<f32, 1>;
  var y_sin_local : array<f32, 1>;
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.NFFT) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
    x_sin_local[0i] = ((1.570796e+00f * f32((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) % max(podArgs.NFFT, 1i)))) / f32(max(podArgs.NFFT, 1i)));
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.NFFT) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
    y_sin_local[0i] = (x_sin_local[0i] * x_sin_local[0i]);
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.NFFT) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    var condval : f32;
    if (((((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) / max(podArgs.NFFT, 1i)) + 3i) % 4i) == 0i)) {
      condval = fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], -1.147075e-11f, 2.087676e-09f), -2.755732e-07f), 2.480159e-05f), -1.388889e-03f), 4.166667e-02f), -5.000000e-01f), 1.000000e+00f);
} else {
      var condval_1 : f32;
      if (((((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) / max(podArgs.NFFT, 1i)) + 3i) & 3i) == 1i)) {
        condval_1 = ((x_sin_local[0i] * fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], -7.647164e-13f, 1.605904e-10f), -2.505211e-08f), 2.755732e-06f), -1.984127e-04f), 8.333333e-03f), -1.666667e-01f), 1.000000e+00f)) * -1.000000e+00f);
} else {
        var condval_2 : f32;
        if (((((((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) / max(podArgs.NFFT, 1i)) + 3i) & 3i) == 2i)) {
          condval_2 = (fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], -1.147075e-11f, 2.087676e-09f), -2.755732e-07f), 2.480159e-05f), -1.388889e-03f), 4.166667e-02f), -5.000000e-01f), 1.000000e+00f) * -1.000000e+00f);
} else {
          condval_2 = (x_sin_local[0i] * fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], fma(y_sin_local[0i], -7.647164e-13f, 1.605904e-10f), -2.505211e-08f), 2.755732e-06f), -1.984127e-04f), 8.333333e-03f), -1.666667e-01f), 1.000000e+00f));
}
        condval_1 = condval_2;
}
      condval = condval_1;
}
    sin_t_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval;
  }
}


// Function: l1_stft_kernel_2
//----------------------------------------
// Function: l1_stft_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> Y_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> cos_t_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> sin_t_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  B: i32,
  HOP: i32,
  N: i32,
  NFFT: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_stft_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var S_v0_local : array<f32, 1>;
  var S_v1_local : array<f32, 1>;
  var xw_local : array<f32, 1>;
  var tw_local : array<i32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.NFFT, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) < podArgs.B) || ((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) == 0i)) {
      var condval : i32;
      if (((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) / ((max(podArgs.NFFT, 1i)>>1u) + 1i)) * max(podArgs.HOP, 1i)) + ax0) - (max(podArgs.NFFT, 1i)>>1u)) < 0i)) {
        condval = (((max(podArgs.NFFT, 1i)>>1u) - (((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) / ((max(podArgs.NFFT, 1i)>>1u) + 1i)) * max(podArgs.HOP, 1i))) - ax0);
} else {
        var condval_1 : i32;
        if (((podArgs.N <= (((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) / ((max(podArgs.NFFT, 1i)>>1u) + 1i)) * max(podArgs.HOP, 1i)) + ax0) - (max(podArgs.NFFT, 1i)>>1u))) && (1i <= (((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) / ((max(podArgs.NFFT, 1i)>>1u) + 1i)) * max(podArgs.HOP, 1i)) + ax0) - (max(podArgs.NFFT, 1i)>>1u))))) {
          condval_1 = (((((max(podArgs.N, 1i) * 2i) + (max(podArgs.NFFT, 1i)>>1u)) - (((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) / ((max(podArgs.NFFT, 1i)>>1u) + 1i)) * max(podArgs.HOP, 1i))) - ax0) - 2i);
} else {
          condval_1 = (((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) / ((max(podArgs.NFFT, 1i)>>1u) + 1i)) * max(podArgs.HOP, 1i)) + ax0) - (max(podArgs.NFFT, 1i)>>1u));
}
        condval = condval_1;
}
      xw_local[0i] = ((5.000000e-01f - (5.000000e-01f * cos_t_ptr[ax0])) * x_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) * max(podArgs.N, 1i)) + condval)]);
    }
    tw_local[0i] = (((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.NFFT, 1i)>>1u) + 1i)) * ax0) & max((podArgs.NFFT - 1i), 0i));
    if (((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) < podArgs.B) || ((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) == 0i)) {
      if (ax0 == 0i) {
        S_v0_local[0i] = 0.000000e+00f;
        S_v1_local[0i] = 0.000000e+00f;
      }
      let v_S_v0 : f32 = fma(xw_local[0i], cos_t_ptr[tw_local[0i]], S_v0_local[0i]);
      let v_S_v1 : f32 = fma((xw_local[0i] * -1.000000e+00f), sin_t_ptr[tw_local[0i]], S_v1_local[0i]);
      S_v0_local[0i] = v_S_v0;
      S_v1_local[0i] = v_S_v1;
    }
  }
  for (var c : i32 = 0i; c < 2i; c++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.B, 1i) * ((max(podArgs.N, 1i) / max(podArgs.HOP, 1i)) + 1i)) * ((max(podArgs.NFFT, 1i)>>1u) + 1i))) {
      var condval_2 : f32;
      if ((c == 0i)) {
        condval_2 = S_v0_local[0i];
} else {
        condval_2 = S_v1_local[0i];
}
      Y_ptr[(((v__1 * 512i) + (i32(threadIdx.x) * 2i)) + c)] = condval_2;
    }
  }
}


