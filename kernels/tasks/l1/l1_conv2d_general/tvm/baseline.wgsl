// Function: l1_conv2d_general_kernel
//----------------------------------------
// Function: l1_conv2d_general_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> Wt_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> Y_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> bias_ptr : array<f32>;

struct PODArgs {
  Cgi: i32,
  Cgo: i32,
  D: i32,
  G: i32,
  H: i32,
  KH: i32,
  KW: i32,
  N: i32,
  P: i32,
  S: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_conv2d_general_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  var conv_local : array<f32, 1>;
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.KH, 1i); ax0++) {
    for (var ax1 : i32 = 0i; ax1 < max(podArgs.KW, 1i); ax1++) {
      for (var ax2 : i32 = 0i; ax2 < max(podArgs.Cgi, 1i); ax2++) {
        if (((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.G, 1i) * max(podArgs.Cgo, 1i))) <= ((((((podArgs.P * 2i) + max(podArgs.W, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KW - 1i), 0i))) - 1i) / max(podArgs.S, 1i)) + ((((((podArgs.P * 2i) + max(podArgs.W, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KW - 1i), 0i))) - 1i) % max(podArgs.S, 1i))>>31u))) || ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.G, 1i) * max(podArgs.Cgo, 1i))) == 0i)) {
          if (((ax0 == 0i) && (ax1 == 0i)) && (ax2 == 0i)) {
            conv_local[0i] = 0.000000e+00f;
          }
          var condval : f32;
          if (((((0i <= ((((i32(blockIdx.y) % max((((((((podArgs.P * 2i) + max(podArgs.H, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KH - 1i), 0i))) - 1i) / max(podArgs.S, 1i)) + ((((((podArgs.P * 2i) + max(podArgs.H, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KH - 1i), 0i))) - 1i) % max(podArgs.S, 1i))>>31u)) + 1i), 1i)) * max(podArgs.S, 1i)) + (ax0 * max(podArgs.D, 1i))) - podArgs.P)) && ((((((i32(blockIdx.y) % max((((((((podArgs.P * 2i) + max(podArgs.H, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KH - 1i), 0i))) - 1i) / max(podArgs.S, 1i)) + ((((((podArgs.P * 2i) + max(podArgs.H, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KH - 1i), 0i))) - 1i) % max(podArgs.S, 1i))>>31u)) + 1i), 1i)) * max(podArgs.S, 1i)) + (ax0 * max(podArgs.D, 1i))) - podArgs.P) < podArgs.H) || (((((i32(blockIdx.y) % max((((((((podArgs.P * 2i) + max(podArgs.H, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KH - 1i), 0i))) - 1i) / max(podArgs.S, 1i)) + ((((((podArgs.P * 2i) + max(podArgs.H, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KH - 1i), 0i))) - 1i) % max(podArgs.S, 1i))>>31u)) + 1i), 1i)) * max(podArgs.S, 1i)) + (ax0 * max(podArgs.D, 1i))) - podArgs.P) < 1i))) && (0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.G, 1i) * max(podArgs.Cgo, 1i))) * max(podArgs.S, 1i)) + (ax1 * max(podArgs.D, 1i))) - podArgs.P))) && ((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.G, 1i) * max(podArgs.Cgo, 1i))) * max(podArgs.S, 1i)) + (ax1 * max(podArgs.D, 1i))) - podArgs.P) < podArgs.W) || (((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.G, 1i) * max(podArgs.Cgo, 1i))) * max(podArgs.S, 1i)) + (ax1 * max(podArgs.D, 1i))) - podArgs.P) < 1i)))) {
            condval = X_ptr[(((((((((((((i32(blockIdx.y) / max((((((((podArgs.P * 2i) + max(podArgs.H, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KH - 1i), 0i))) - 1i) / max(podArgs.S, 1i)) + ((((((podArgs.P * 2i) + max(podArgs.H, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KH - 1i), 0i))) - 1i) % max(podArgs.S, 1i))>>31u)) + 1i), 1i)) * max(podArgs.H, 1i)) + ((i32(blockIdx.y) % max((((((((podArgs.P * 2i) + max(podArgs.H, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KH - 1i), 0i))) - 1i) / max(podArgs.S, 1i)) + ((((((podArgs.P * 2i) + max(podArgs.H, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KH - 1i), 0i))) - 1i) % max(podArgs.S, 1i))>>31u)) + 1i), 1i)) * max(podArgs.S, 1i))) + (ax0 * max(podArgs.D, 1i))) - podArgs.P) * max(podArgs.W, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.G, 1i) * max(podArgs.Cgo, 1i))) * max(podArgs.S, 1i))) + (ax1 * max(podArgs.D, 1i))) - podArgs.P) * max(podArgs.G, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.G, 1i) * max(podArgs.Cgo, 1i))) / max(podArgs.Cgo, 1i))) * max(podArgs.Cgi, 1i)) + ax2)];
} else {
            condval = 0.000000e+00f;
}
          conv_local[0i] = fma(condval, Wt_ptr[(((((((ax0 * max(podArgs.KW, 1i)) + ax1) * max(podArgs.Cgi, 1i)) + ax2) * max(podArgs.G, 1i)) * max(podArgs.Cgo, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.G, 1i) * max(podArgs.Cgo, 1i))))], conv_local[0i]);
        }
      }
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max((((((((podArgs.P * 2i) + max(podArgs.W, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KW - 1i), 0i))) - 1i) / max(podArgs.S, 1i)) + ((((((podArgs.P * 2i) + max(podArgs.W, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KW - 1i), 0i))) - 1i) % max(podArgs.S, 1i))>>31u)) + 1i), 1i) * max(podArgs.G, 1i)) * max(podArgs.Cgo, 1i))) {
    Y_ptr[(((v__1 * 256i) + (((i32(blockIdx.y) * max((((((((podArgs.P * 2i) + max(podArgs.W, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KW - 1i), 0i))) - 1i) / max(podArgs.S, 1i)) + ((((((podArgs.P * 2i) + max(podArgs.W, 1i)) - (max(podArgs.D, 1i) * max((podArgs.KW - 1i), 0i))) - 1i) % max(podArgs.S, 1i))>>31u)) + 1i), 1i)) * max(podArgs.G, 1i)) * max(podArgs.Cgo, 1i))) + i32(threadIdx.x))] = (conv_local[0i] + bias_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.G, 1i) * max(podArgs.Cgo, 1i)))]);
  }
}


