// Function: l1_resize_antialias_kernel
//----------------------------------------
// Function: l1_resize_antialias_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> NY_ptr : array<f32>;

struct PODArgs {
  H: i32,
  OH: i32,
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_resize_antialias_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ky : i32 = 0i; ky < 33i; ky++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.OH) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
      if (ky == 0i) {
        NY_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      var condval : f32;
      if ((((max(i32(floor(((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + ky) < i32(floor((fma((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f), (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f)))) && (((max(i32(floor(((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + ky) < podArgs.H) || ((max(i32(floor(((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + ky) < 1i)))) {
        condval = max((1.000000e+00f - (max(((f32((max(i32(floor(((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + ky)) + 5.000000e-01f) - ((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))))), (((f32((max(i32(floor(((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + ky)) + 5.000000e-01f) - ((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))))) * -1.000000e+00f)) / max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f))), 0.000000e+00f);
} else {
        condval = 0.000000e+00f;
}
      NY_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (NY_ptr[((v__1 * 256i) + i32(threadIdx.x))] + condval);
    }
  }
}


// Function: l1_resize_antialias_kernel_1
//----------------------------------------
// Function: l1_resize_antialias_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> NX_ptr : array<f32>;

struct PODArgs {
  OW: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_resize_antialias_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var kx : i32 = 0i; kx < 33i; kx++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) < podArgs.OW) || (((v__1 * 256i) + i32(threadIdx.x)) < 1i)) {
      if (kx == 0i) {
        NX_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 0.000000e+00f;
      }
      var condval : f32;
      if ((((max(i32(floor(((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + kx) < i32(floor((fma((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f), (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f)))) && (((max(i32(floor(((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + kx) < podArgs.W) || ((max(i32(floor(((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + kx) < 1i)))) {
        condval = max((1.000000e+00f - (max(((f32((max(i32(floor(((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + kx)) + 5.000000e-01f) - ((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))))), (((f32((max(i32(floor(((((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + kx)) + 5.000000e-01f) - ((f32(((v__1 * 256i) + i32(threadIdx.x))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))))) * -1.000000e+00f)) / max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f))), 0.000000e+00f);
} else {
        condval = 0.000000e+00f;
}
      NX_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (NX_ptr[((v__1 * 256i) + i32(threadIdx.x))] + condval);
    }
  }
}


// Function: l1_resize_antialias_kernel_2
//----------------------------------------
// Function: l1_resize_antialias_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> NX_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> T_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> X_ptr : array<f32>;

struct PODArgs {
  C: i32,
  H: i32,
  OW: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_resize_antialias_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var k : i32 = 0i; k < 33i; k++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.H, 1i) * max(podArgs.OW, 1i)) * max(podArgs.C, 1i))) {
      if (k == 0i) {
        T_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) * max(podArgs.OW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))] = 0.000000e+00f;
      }
      var condval : f32;
      if ((((max(i32(floor(((((f32(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k) < i32(floor((fma((f32(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) + 5.000000e-01f), (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f)))) && (((max(i32(floor(((((f32(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k) < podArgs.W) || ((max(i32(floor(((((f32(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k) < 1i)))) {
        condval = max((1.000000e+00f - (max(((f32((max(i32(floor(((((f32(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k)) + 5.000000e-01f) - ((f32(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))))), (((f32((max(i32(floor(((((f32(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k)) + 5.000000e-01f) - ((f32(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))))) * -1.000000e+00f)) / max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f))), 0.000000e+00f);
} else {
        condval = 0.000000e+00f;
}
      T_ptr[((v__1 * 256i) + i32(threadIdx.x))] = fma((condval / NX_ptr[((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))]), X_ptr[(((min((max(i32(floor(((((f32(((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) + 5.000000e-01f) * (f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i)))) - max((f32(max(podArgs.W, 1i)) / f32(max(podArgs.OW, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k), max((podArgs.W - 1i), 0i)) + ((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) * max(podArgs.W, 1i))) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], T_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
    }
  }
}


// Function: l1_resize_antialias_kernel_3
//----------------------------------------
// Function: l1_resize_antialias_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> NY_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> T_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> Y_ptr : array<f32>;

struct PODArgs {
  C: i32,
  H: i32,
  OH: i32,
  OW: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_resize_antialias_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var k : i32 = 0i; k < 33i; k++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.OH, 1i) * max(podArgs.OW, 1i)) * max(podArgs.C, 1i))) {
      if (k == 0i) {
        Y_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) * max(podArgs.OW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))] = 0.000000e+00f;
      }
      var condval : f32;
      if ((((max(i32(floor(((((f32((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i)))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k) < i32(floor((fma((f32((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i)))) + 5.000000e-01f), (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f)))) && (((max(i32(floor(((((f32((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i)))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k) < podArgs.H) || ((max(i32(floor(((((f32((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i)))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k) < 1i)))) {
        condval = max((1.000000e+00f - (max(((f32((max(i32(floor(((((f32((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i)))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k)) + 5.000000e-01f) - ((f32((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i)))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))))), (((f32((max(i32(floor(((((f32((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i)))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k)) + 5.000000e-01f) - ((f32((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i)))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))))) * -1.000000e+00f)) / max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f))), 0.000000e+00f);
} else {
        condval = 0.000000e+00f;
}
      Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = fma((condval / NY_ptr[(((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i)))]), T_ptr[((((min((max(i32(floor(((((f32((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.OW, 1i) * max(podArgs.C, 1i)))) + 5.000000e-01f) * (f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i)))) - max((f32(max(podArgs.H, 1i)) / f32(max(podArgs.OH, 1i))), 1.000000e+00f)) + 5.000000e-01f))), 0i) + k), max((podArgs.H - 1i), 0i)) * max(podArgs.OW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.OW, 1i) * max(podArgs.C, 1i))) / max(podArgs.C, 1i))) * max(podArgs.C, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.C, 1i)))], Y_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
    }
  }
}


