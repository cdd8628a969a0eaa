// Function: l2_mbconv_hardswish_kernel
//----------------------------------------
// Function: l2_mbconv_hardswish_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> w1_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  Cin: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_mbconv_hardswish_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var pre_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.Cin, 1i); ax0++) {
    if ((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * max(podArgs.E, 1i))) < podArgs.N) || ((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * max(podArgs.E, 1i))) == 0i)) && ((((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * max(podArgs.E, 1i))) / (max(podArgs.W, 1i) * max(podArgs.E, 1i))) < podArgs.H) || (((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * max(podArgs.E, 1i))) / (max(podArgs.W, 1i) * max(podArgs.E, 1i))) == 0i))) {
      if (ax0 == 0i) {
        pre_local[0i] = 0.000000e+00f;
      }
      pre_local[0i] = fma(x_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * max(podArgs.E, 1i))) * max(podArgs.H, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.H, 1i) * max(podArgs.W, 1i)) * max(podArgs.E, 1i))) / (max(podArgs.W, 1i) * max(podArgs.E, 1i)))) * max(podArgs.W, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) * max(podArgs.E, 1i))) / max(podArgs.E, 1i))) * max(podArgs.Cin, 1i)) + ax0)], w1_ptr[((ax0 * max(podArgs.E, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.E, 1i)))], pre_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.N, 1i) * max(podArgs.H, 1i)) * max(podArgs.W, 1i)) * max(podArgs.E, 1i))) {
    a_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (((pre_local[0i] + w1_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.E, 1i)) + (max(podArgs.Cin, 1i) * max(podArgs.E, 1i)))]) * min(max(((pre_local[0i] + w1_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.E, 1i)) + (max(podArgs.Cin, 1i) * max(podArgs.E, 1i)))]) + 3.000000e+00f), 0.000000e+00f), 6.000000e+00f)) / 6.000000e+00f);
  }
}


// Function: l2_mbconv_hardswish_kernel_1
//----------------------------------------
// Function: l2_mbconv_hardswish_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> a_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> d_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> dw_ptr : array<f32>;

struct PODArgs {
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  stride: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_mbconv_hardswish_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var conv_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < 3i; ax0++) {
    for (var ax1 : i32 = 0i; ax1 < 3i; ax1++) {
      if ((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.E, 1i))) < podArgs.N) || ((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.E, 1i))) == 0i)) && (((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.E, 1i))) / (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.E, 1i))) <= (max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)))) {
        if ((ax0 == 0i) && (ax1 == 0i)) {
          conv_local[0i] = 0.000000e+00f;
        }
        var condval : f32;
        if (((((1i <= ((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.E, 1i))) / (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.E, 1i))) * max(podArgs.stride, 1i)) + ax0)) && ((((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.E, 1i))) / (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.E, 1i))) * max(podArgs.stride, 1i)) + ax0) <= podArgs.H) || (((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.E, 1i))) / (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.E, 1i))) * max(podArgs.stride, 1i)) + ax0) < 2i))) && (1i <= ((((((v__1 * 256i) + i32(threadIdx.x)) % (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.E, 1i))) / max(podArgs.E, 1i)) * max(podArgs.stride, 1i)) + ax1))) && ((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.E, 1i))) / max(podArgs.E, 1i)) * max(podArgs.stride, 1i)) + ax1) <= podArgs.W) || (((((((v__1 * 256i) + i32(threadIdx.x)) % (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.E, 1i))) / max(podArgs.E, 1i)) * max(podArgs.stride, 1i)) + ax1) < 2i)))) {
          condval = a_ptr[((((min(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.E, 1i))) / max(podArgs.E, 1i)) * max(podArgs.stride, 1i)) + ax1), max(podArgs.W, 1i)) + (((min(((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.E, 1i))) / (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.E, 1i))) * max(podArgs.stride, 1i)) + ax0), max(podArgs.H, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.E, 1i))) * max(podArgs.H, 1i))) - 1i) * max(podArgs.W, 1i))) - 1i) * max(podArgs.E, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.E, 1i)))];
} else {
          condval = 0.000000e+00f;
}
        conv_local[0i] = fma(condval, dw_ptr[((((ax0 * 3i) + ax1) * max(podArgs.E, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.E, 1i)))], conv_local[0i]);
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.N, 1i) * ((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.E, 1i))) {
    d_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (((conv_local[0i] + dw_ptr[((max(podArgs.E, 1i) * 9i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.E, 1i)))]) * min(max(((conv_local[0i] + dw_ptr[((max(podArgs.E, 1i) * 9i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.E, 1i)))]) + 3.000000e+00f), 0.000000e+00f), 6.000000e+00f)) / 6.000000e+00f);
  }
}


// Function: l2_mbconv_hardswish_kernel_2
//----------------------------------------
// Function: l2_mbconv_hardswish_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> d_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> w3_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> y_ptr : array<f32>;

struct PODArgs {
  Cin: i32,
  Cout: i32,
  E: i32,
  H: i32,
  N: i32,
  W: i32,
  stride: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_mbconv_hardswish_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var proj_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.E, 1i); ax0++) {
    if ((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.Cout, 1i))) < podArgs.N) || ((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.Cout, 1i))) == 0i)) && (((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.Cout, 1i))) / (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.Cout, 1i))) <= (max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)))) {
      if (ax0 == 0i) {
        proj_local[0i] = 0.000000e+00f;
      }
      proj_local[0i] = fma(d_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.Cout, 1i))) * ((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.Cout, 1i))) / (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.Cout, 1i)))) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.Cout, 1i))) / max(podArgs.Cout, 1i))) * max(podArgs.E, 1i)) + ax0)], w3_ptr[((ax0 * max(podArgs.Cout, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.Cout, 1i)))], proj_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.N, 1i) * ((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.Cout, 1i))) {
    var condval : f32;
    if (((max(podArgs.stride, 1i) == 1i) && (max(podArgs.Cin, 1i) == max(podArgs.Cout, 1i)))) {
      condval = x_ptr[(min((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.Cout, 1i)), max((podArgs.Cin - 1i), 0i)) + ((min(((((v__1 * 256i) + i32(threadIdx.x)) % (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.Cout, 1i))) / max(podArgs.Cout, 1i)), max((podArgs.W - 1i), 0i)) + ((min(((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.Cout, 1i))) / (((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * max(podArgs.Cout, 1i))), max((podArgs.H - 1i), 0i)) + ((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.H - 1i), 0i) / max(podArgs.stride, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.stride, 1i)) + 1i)) * max(podArgs.Cout, 1i))) * max(podArgs.H, 1i))) * max(podArgs.W, 1i))) * max(podArgs.Cin, 1i)))];
} else {
      condval = 0.000000e+00f;
}
    y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = ((proj_local[0i] + w3_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.Cout, 1i)) + (max(podArgs.E, 1i) * max(podArgs.Cout, 1i)))]) + condval);
  }
}


