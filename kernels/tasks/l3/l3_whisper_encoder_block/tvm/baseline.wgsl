// Function: l3_whisper_encoder_block_kernel
//----------------------------------------
// Function: l3_whisper_encoder_block_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> mel_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> x_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NM: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_whisper_encoder_block_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var conv_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < max(podArgs.NM, 1i); ax1++) {
      if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          conv_local[0i] = 0.000000e+00f;
        }
        var condval : f32;
        if ((1i <= ((i32(blockIdx.y) * 2i) + ax0))) {
          condval = mel_ptr[(((((i32(blockIdx.y) * max(podArgs.NM, 1i)) * 2i) + (ax0 * max(podArgs.NM, 1i))) + ax1) - max(podArgs.NM, 1i))];
} else {
          condval = 0.000000e+00f;
}
        conv_local[0i] = fma(condval, weights_ptr[((((v__1 * 256i) + ((ax0 * max(podArgs.NM, 1i)) * max(podArgs.D, 1i))) + (ax1 * max(podArgs.D, 1i))) + i32(threadIdx.x))], conv_local[0i]);
      }
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
    conv_local[0i] = (conv_local[0i] + weights_ptr[(((v__1 * 256i) + ((max(podArgs.NM, 1i) * max(podArgs.D, 1i)) * 3i)) + i32(threadIdx.x))]);
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    var condval_1 : f32;
    if (((conv_local[0i] * 7.071068e-01f) < 0.000000e+00f)) {
      condval_1 = ((1.000000e+00f - (((1.000000e+00f / fma(3.275911e-01f, max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)) * fma((1.000000e+00f / fma(3.275911e-01f, max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), 1.061405e+00f, -1.453152e+00f), 1.421414e+00f), -2.844967e-01f), 2.548296e-01f)) * exp(((max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)) * -1.000000e+00f) * max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)))))) * -1.000000e+00f);
} else {
      condval_1 = (1.000000e+00f - (((1.000000e+00f / fma(3.275911e-01f, max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)) * fma((1.000000e+00f / fma(3.275911e-01f, max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), 1.061405e+00f, -1.453152e+00f), 1.421414e+00f), -2.844967e-01f), 2.548296e-01f)) * exp(((max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f)) * -1.000000e+00f) * max((conv_local[0i] * 7.071068e-01f), ((conv_local[0i] * 7.071068e-01f) * -1.000000e+00f))))));
}
    var condval_3 : i32;
    if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
      condval_3 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
      condval_3 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
    var condval_4 : i32;
    if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
      condval_4 = 0i;
} else {
      condval_4 = 1i;
}
    var condval_2 : f32;
    if ((((i32(round(((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_3)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) * 6.366198e-01f))) + condval_4) % 4i) == 0i)) {
      var condval_5 : i32;
      if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
        condval_5 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
        condval_5 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
      var condval_6 : i32;
      if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
        condval_6 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
        condval_6 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
      var condval_7 : i32;
      if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
        condval_7 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
        condval_7 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
      condval_2 = sin((((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_5)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) - (round(((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_6)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) * 6.366198e-01f)) * 1.570312e+00f)) - (round(((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_7)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) * 6.366198e-01f)) * 4.838268e-04f)));
} else {
      var condval_9 : i32;
      if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
        condval_9 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
        condval_9 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
      var condval_10 : i32;
      if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
        condval_10 = 0i;
} else {
        condval_10 = 1i;
}
      var condval_8 : f32;
      if ((((i32(round(((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_9)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) * 6.366198e-01f))) + condval_10) & 3i) == 1i)) {
        var condval_11 : i32;
        if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
          condval_11 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
          condval_11 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
        var condval_12 : i32;
        if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
          condval_12 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
          condval_12 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
        var condval_13 : i32;
        if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
          condval_13 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
          condval_13 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
        condval_8 = cos((((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_11)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) - (round(((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_12)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) * 6.366198e-01f)) * 1.570312e+00f)) - (round(((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_13)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) * 6.366198e-01f)) * 4.838268e-04f)));
} else {
        var condval_15 : i32;
        if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
          condval_15 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
          condval_15 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
        var condval_16 : i32;
        if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
          condval_16 = 0i;
} else {
          condval_16 = 1i;
}
        var condval_14 : f32;
        if ((((i32(round(((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_15)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) * 6.366198e-01f))) + condval_16) & 3i) == 2i)) {
          var condval_17 : i32;
          if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
            condval_17 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
            condval_17 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
          var condval_18 : i32;
          if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
            condval_18 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
            condval_18 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
          var condval_19 : i32;
          if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
            condval_19 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
            condval_19 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
          condval_14 = (sin((((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_17)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) - (round(((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_18)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) * 6.366198e-01f)) * 1.570312e+00f)) - (round(((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_19)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) * 6.366198e-01f)) * 4.838268e-04f))) * -1.000000e+00f);
} else {
          var condval_20 : i32;
          if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
            condval_20 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
            condval_20 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
          var condval_21 : i32;
          if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
            condval_21 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
            condval_21 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
          var condval_22 : i32;
          if ((((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i)>>1u))) {
            condval_22 = ((v__1 * 256i) + i32(threadIdx.x));
} else {
            condval_22 = (((v__1 * 256i) + i32(threadIdx.x)) - (max(podArgs.D, 1i)>>1u));
}
          condval_14 = (cos((((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_20)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) - (round(((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_21)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) * 6.366198e-01f)) * 1.570312e+00f)) - (round(((f32(i32(blockIdx.y)) * exp(((-9.210340e+00f * f32(condval_22)) / f32(((max(podArgs.D, 1i)>>1u) - 1i))))) * 6.366198e-01f)) * 4.838268e-04f))) * -1.000000e+00f);
}
        condval_8 = condval_14;
}
      condval_2 = condval_8;
}
    x_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = fma((5.000000e-01f * conv_local[0i]), (1.000000e+00f + condval_1), condval_2);
  }
}


// Function: l3_whisper_encoder_block_kernel_1
//----------------------------------------
// Function: l3_whisper_encoder_block_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> qkv_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NM: i32,
  S: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_whisper_encoder_block_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var ln1_mean_local : array<f32, 1>;
  var ln1_var_local : array<f32, 1>;
  var qkv_dot_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ln1_mean_local[0i] = 0.000000e+00f;
    }
    ln1_mean_local[0i] = (ln1_mean_local[0i] + (x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)] - x_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]));
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if (ax0_1 == 0i) {
      ln1_var_local[0i] = 0.000000e+00f;
    }
    ln1_var_local[0i] = fma(((x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - x_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln1_mean_local[0i] / f32(max(podArgs.D, 1i)))), ((x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - x_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln1_mean_local[0i] / f32(max(podArgs.D, 1i)))), ln1_var_local[0i]);
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i) * 3i)) {
      if (ax0_2 == 0i) {
        qkv_dot_local[0i] = 0.000000e+00f;
      }
      qkv_dot_local[0i] = fma(fma((((x_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_2)] - x_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln1_mean_local[0i] / f32(max(podArgs.D, 1i)))) / sqrt(((ln1_var_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))), (1.000000e+00f + weights_ptr[((((max(podArgs.NM, 1i) * max(podArgs.D, 1i)) * 3i) + max(podArgs.D, 1i)) + ax0_2)]), weights_ptr[((((max(podArgs.NM, 1i) * max(podArgs.D, 1i)) * 3i) + (max(podArgs.D, 1i) * 2i)) + ax0_2)]), weights_ptr[((((v__1 * 256i) + (((max(podArgs.NM, 1i) + 1i) * max(podArgs.D, 1i)) * 3i)) + ((ax0_2 * max(podArgs.D, 1i)) * 3i)) + i32(threadIdx.x))], qkv_dot_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.D, 1i) * 3i)) {
    qkv_ptr[(((v__1 * 256i) + ((i32(blockIdx.y) * max(podArgs.D, 1i)) * 3i)) + i32(threadIdx.x))] = (qkv_dot_local[0i] + weights_ptr[(((v__1 * 256i) + ((((max(podArgs.NM, 1i) + max(podArgs.D, 1i)) + 1i) * max(podArgs.D, 1i)) * 3i)) + i32(threadIdx.x))]);
  }
}


// Function: l3_whisper_encoder_block_kernel_2
//----------------------------------------
// Function: l3_whisper_encoder_block_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> qkv_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> sh_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NH: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_whisper_encoder_block_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var dot_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < (max(podArgs.D, 1i) / max(podArgs.NH, 1i)); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.S) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        dot_local[0i] = 0.000000e+00f;
      }
      dot_local[0i] = fma(qkv_ptr[(((((i32(blockIdx.y) / max(podArgs.NH, 1i)) * max(podArgs.D, 1i)) * 3i) + ((i32(blockIdx.y) % max(podArgs.NH, 1i)) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) + ax0)], qkv_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) * max(podArgs.D, 1i)) * 3i) + max(podArgs.D, 1i)) + ((i32(blockIdx.y) % max(podArgs.NH, 1i)) * (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) + ax0)], dot_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.S) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    sh_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.S, 1i))) + i32(threadIdx.x))] = (dot_local[0i] * (1.000000e+00f / sqrt(f32((max(podArgs.D, 1i) / max(podArgs.NH, 1i))))));
  }
}


// Function: l3_whisper_encoder_block_kernel_3
//----------------------------------------
// Function: l3_whisper_encoder_block_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> o_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> qkv_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> sh_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NH: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_whisper_encoder_block_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var row_max_local : array<f32, 1>;
  var pv_local : array<f32, 1>;
  var row_sum_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.S, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < podArgs.S) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) == 0i)) {
      if (ax0 == 0i) {
        row_max_local[0i] = -3.402823e+38f;
      }
      row_max_local[0i] = max(row_max_local[0i], sh_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) * max(podArgs.NH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) * max(podArgs.S, 1i)) + ax0)]);
    }
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.S, 1i); ax0_1++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < podArgs.S) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) == 0i)) {
      if (ax0_1 == 0i) {
        pv_local[0i] = 0.000000e+00f;
      }
      pv_local[0i] = fma(exp((sh_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) * max(podArgs.NH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) * max(podArgs.S, 1i)) + ax0_1)] - row_max_local[0i])), qkv_ptr[((((ax0_1 * max(podArgs.D, 1i)) * 3i) + (max(podArgs.D, 1i) * 2i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)))], pv_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.S, 1i); ax0_2++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) < podArgs.S) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) == 0i)) {
      if (ax0_2 == 0i) {
        row_sum_local[0i] = 0.000000e+00f;
      }
      row_sum_local[0i] = (row_sum_local[0i] + exp((sh_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.D, 1i)) * max(podArgs.NH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.D, 1i)) / (max(podArgs.D, 1i) / max(podArgs.NH, 1i)))) * max(podArgs.S, 1i)) + ax0_2)] - row_max_local[0i])));
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.S, 1i) * max(podArgs.D, 1i))) {
    o_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (pv_local[0i] / row_sum_local[0i]);
  }
}


// Function: l3_whisper_encoder_block_kernel_4
//----------------------------------------
// Function: l3_whisper_encoder_block_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> h1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> o_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  D: i32,
  NM: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_whisper_encoder_block_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var proj_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        proj_local[0i] = 0.000000e+00f;
      }
      proj_local[0i] = fma(o_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)], weights_ptr[((((((v__1 * 256i) + (max(podArgs.D, 1i) * 6i)) + ((max(podArgs.NM, 1i) * max(podArgs.D, 1i)) * 3i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 3i)) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x))], proj_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    h1_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = ((x_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] + proj_local[0i]) + weights_ptr[(((((v__1 * 256i) + (max(podArgs.D, 1i) * 6i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.NM, 1i) * max(podArgs.D, 1i)) * 3i)) + i32(threadIdx.x))]);
  }
}


// Function: l3_whisper_encoder_block_kernel_5
//----------------------------------------
// Function: l3_whisper_encoder_block_kernel_5
//----------------------------------------
@group(0) @binding(0) var<storage, read> h1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> sh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;

struct PODArgs {
  D: i32,
  F: i32,
  NM: i32,
  S: i32,
  eps: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_whisper_encoder_block_kernel_5(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var ln2_mean_local : array<f32, 1>;
  var ln2_var_local : array<f32, 1>;
  var up_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.D, 1i); ax0++) {
    if (ax0 == 0i) {
      ln2_mean_local[0i] = 0.000000e+00f;
    }
    ln2_mean_local[0i] = (ln2_mean_local[0i] + (h1_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0)] - h1_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]));
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.D, 1i); ax0_1++) {
    if (ax0_1 == 0i) {
      ln2_var_local[0i] = 0.000000e+00f;
    }
    ln2_var_local[0i] = fma(((h1_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - h1_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln2_mean_local[0i] / f32(max(podArgs.D, 1i)))), ((h1_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_1)] - h1_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln2_mean_local[0i] / f32(max(podArgs.D, 1i)))), ln2_var_local[0i]);
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.D, 1i); ax0_2++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0_2 == 0i) {
        up_local[0i] = 0.000000e+00f;
      }
      up_local[0i] = fma(fma((((h1_ptr[((i32(blockIdx.y) * max(podArgs.D, 1i)) + ax0_2)] - h1_ptr[(i32(blockIdx.y) * max(podArgs.D, 1i))]) - (ln2_mean_local[0i] / f32(max(podArgs.D, 1i)))) / sqrt(((ln2_var_local[0i] / f32(max(podArgs.D, 1i))) + podArgs.eps))), (1.000000e+00f + weights_ptr[((((max(podArgs.D, 1i) * 7i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.NM, 1i) * max(podArgs.D, 1i)) * 3i)) + ax0_2)]), weights_ptr[((((max(podArgs.D, 1i) * 8i) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.NM, 1i) * max(podArgs.D, 1i)) * 3i)) + ax0_2)]), weights_ptr[((((((v__1 * 256i) + (max(podArgs.D, 1i) * 9i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.NM, 1i) * max(podArgs.D, 1i)) * 3i)) + (ax0_2 * max(podArgs.F, 1i))) + i32(threadIdx.x))], up_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
    up_local[0i] = (up_local[0i] + weights_ptr[((((((v__1 * 256i) + (max(podArgs.D, 1i) * 9i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.NM, 1i) * max(podArgs.D, 1i)) * 3i)) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.F, 1i)))]);
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.F) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    var condval : f32;
    if (((up_local[0i] * 7.071068e-01f) < 0.000000e+00f)) {
      condval = ((1.000000e+00f - (((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)) * fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), 1.061405e+00f, -1.453152e+00f), 1.421414e+00f), -2.844967e-01f), 2.548296e-01f)) * exp(((max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)) * -1.000000e+00f) * max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)))))) * -1.000000e+00f);
} else {
      condval = (1.000000e+00f - (((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)) * fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), fma((1.000000e+00f / fma(3.275911e-01f, max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)), 1.000000e+00f)), 1.061405e+00f, -1.453152e+00f), 1.421414e+00f), -2.844967e-01f), 2.548296e-01f)) * exp(((max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f)) * -1.000000e+00f) * max((up_local[0i] * 7.071068e-01f), ((up_local[0i] * 7.071068e-01f) * -1.000000e+00f))))));
}
    sh_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.F, 1i))) + i32(threadIdx.x))] = ((5.000000e-01f * up_local[0i]) * (1.000000e+00f + condval));
  }
}


// Function: l3_whisper_encoder_block_kernel_6
//----------------------------------------
// Function: l3_whisper_encoder_block_kernel_6
//----------------------------------------
@group(0) @binding(0) var<storage, read> h1_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> sh_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> weights_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  D: i32,
  F: i32,
  NM: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l3_whisper_encoder_block_kernel_6(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var down_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.F, 1i); ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) == 0i)) {
      if (ax0 == 0i) {
        down_local[0i] = 0.000000e+00f;
      }
      down_local[0i] = fma(sh_ptr[((i32(blockIdx.y) * max(podArgs.F, 1i)) + ax0)], weights_ptr[((((((((v__1 * 256i) + (max(podArgs.D, 1i) * 9i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.NM, 1i) * max(podArgs.D, 1i)) * 3i)) + max(podArgs.F, 1i)) + (ax0 * max(podArgs.D, 1i))) + i32(threadIdx.x)) + (max(podArgs.D, 1i) * max(podArgs.F, 1i)))], down_local[0i]);
    }
  }
  if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.D) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
    y_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] = ((h1_ptr[(((v__1 * 256i) + (i32(blockIdx.y) * max(podArgs.D, 1i))) + i32(threadIdx.x))] + down_local[0i]) + weights_ptr[(((((((v__1 * 256i) + (max(podArgs.D, 1i) * 9i)) + ((max(podArgs.D, 1i) * max(podArgs.D, 1i)) * 4i)) + ((max(podArgs.NM, 1i) * max(podArgs.D, 1i)) * 3i)) + ((max(podArgs.D, 1i) * max(podArgs.F, 1i)) * 2i)) + max(podArgs.F, 1i)) + i32(threadIdx.x))]);
  }
}


