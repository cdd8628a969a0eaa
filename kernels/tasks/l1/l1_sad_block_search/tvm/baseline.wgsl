// Function: l1_sad_block_search_kernel
//----------------------------------------
// Function: l1_sad_block_search_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> Cur_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> Ref_ptr : array<u32>;
@group(0) @binding(2) var<storage, read_write> cost_ptr : array<i32>;

struct PODArgs {
  B: i32,
  H: i32,
  R: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_sad_block_search_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var v : i32 = 0i; v < max(podArgs.B, 1i); v++) {
    for (var u : i32 = 0i; u < max(podArgs.B, 1i); u++) {
      if (((v__1 * 256i) + i32(threadIdx.x)) < (((((max((podArgs.H - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) {
        if ((v == 0i) && (u == 0i)) {
          cost_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) / (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)))) * ((max(podArgs.R, 1i) * 2i) + 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) / ((max(podArgs.R, 1i) * 2i) + 1i))) * ((max(podArgs.R, 1i) * 2i) + 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.R, 1i) * 2i) + 1i)))] = 0i;
        }
        var condval : i32;
        if (((((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + v) < podArgs.H) || ((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + v) < 1i)) && ((((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) / (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + u) < podArgs.W) || (((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) / (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + u) < 1i)))) {
          var condval_1 : i32;
          if ((0i <= (i32(Cur_ptr[(min(((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) / (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + u), max((podArgs.W - 1i), 0i)) + (min((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + v), max((podArgs.H - 1i), 0i)) * max(podArgs.W, 1i)))]) - i32(Ref_ptr[(max(min(((min(((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) / (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + u), max((podArgs.W - 1i), 0i)) + (((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.R, 1i) * 2i) + 1i))) - max(podArgs.R, 1i)), (podArgs.W - 1i)), 0i) + (max(min(((min((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + v), max((podArgs.H - 1i), 0i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) / ((max(podArgs.R, 1i) * 2i) + 1i))) - max(podArgs.R, 1i)), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i)))])))) {
            condval_1 = (i32(Cur_ptr[(min(((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) / (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + u), max((podArgs.W - 1i), 0i)) + (min((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + v), max((podArgs.H - 1i), 0i)) * max(podArgs.W, 1i)))]) - i32(Ref_ptr[(max(min(((min(((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) / (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + u), max((podArgs.W - 1i), 0i)) + (((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.R, 1i) * 2i) + 1i))) - max(podArgs.R, 1i)), (podArgs.W - 1i)), 0i) + (max(min(((min((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + v), max((podArgs.H - 1i), 0i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) / ((max(podArgs.R, 1i) * 2i) + 1i))) - max(podArgs.R, 1i)), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i)))]));
} else {
            condval_1 = (i32(Ref_ptr[(max(min(((min(((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) / (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + u), max((podArgs.W - 1i), 0i)) + (((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.R, 1i) * 2i) + 1i))) - max(podArgs.R, 1i)), (podArgs.W - 1i)), 0i) + (max(min(((min((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + v), max((podArgs.H - 1i), 0i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) / ((max(podArgs.R, 1i) * 2i) + 1i))) - max(podArgs.R, 1i)), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i)))]) - i32(Cur_ptr[(min(((((((v__1 * 256i) + i32(threadIdx.x)) % ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) / (((max(podArgs.R, 1i) * 2i) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + u), max((podArgs.W - 1i), 0i)) + (min((((((v__1 * 256i) + i32(threadIdx.x)) / ((((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max(podArgs.R, 1i) * 2i) + 1i)) * ((max(podArgs.R, 1i) * 2i) + 1i))) * max(podArgs.B, 1i)) + v), max((podArgs.H - 1i), 0i)) * max(podArgs.W, 1i)))]));
}
          condval = condval_1;
} else {
          condval = 0i;
}
        cost_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (cost_ptr[((v__1 * 256i) + i32(threadIdx.x))] + condval);
      }
    }
  }
}


// Function: l1_sad_block_search_kernel_1
//----------------------------------------
// Function: l1_sad_block_search_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> best_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> cost_ptr : array<i32>;

struct PODArgs {
  B: i32,
  H: i32,
  R: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_sad_block_search_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ky : i32 = 0i; ky < ((max(podArgs.R, 1i) * 2i) + 1i); ky++) {
    for (var kx : i32 = 0i; kx < ((max(podArgs.R, 1i) * 2i) + 1i); kx++) {
      if (((v__1 * 256i) + i32(threadIdx.x)) < (((max((podArgs.H - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i))) {
        if ((ky == 0i) && (kx == 0i)) {
          best_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 2147483647i;
        }
        best_ptr[((v__1 * 256i) + i32(threadIdx.x))] = min(best_ptr[((v__1 * 256i) + i32(threadIdx.x))], (((((cost_ptr[((((((v__1 * 256i) + i32(threadIdx.x)) * ((max(podArgs.R, 1i) * 2i) + 1i)) + ky) * ((max(podArgs.R, 1i) * 2i) + 1i)) + kx)] * 4096i) + (select((max(podArgs.R, 1i) - ky), (ky - max(podArgs.R, 1i)), (0i <= (ky - max(podArgs.R, 1i)))) * 128i)) + (select((max(podArgs.R, 1i) - kx), (kx - max(podArgs.R, 1i)), (0i <= (kx - max(podArgs.R, 1i)))) * 4i)) + (i32((0i < (ky - max(podArgs.R, 1i)))) * 2i)) + i32((0i < (kx - max(podArgs.R, 1i))))));
      }
    }
  }
}


// Function: l1_sad_block_search_kernel_2
//----------------------------------------
// Function: l1_sad_block_search_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> MV_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> best_ptr : array<i32>;

struct PODArgs {
  B: i32,
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_sad_block_search_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((((max((podArgs.H - 1i), 0i) / max(podArgs.B, 1i)) + 1i) * ((max((podArgs.W - 1i), 0i) / max(podArgs.B, 1i)) + 1i)) * 3i)) {
    var condval : i32;
    if (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) == 0i)) {
      var condval_1 : i32;
      if ((0i < (best_ptr[(((v__1 * 256i) + i32(threadIdx.x)) / 3i)] & 1i))) {
        condval_1 = ((best_ptr[(((v__1 * 256i) + i32(threadIdx.x)) / 3i)]>>2u) & 31i);
} else {
        condval_1 = (0i - ((best_ptr[(((v__1 * 256i) + i32(threadIdx.x)) / 3i)]>>2u) & 31i));
}
      condval = condval_1;
} else {
      var condval_2 : i32;
      if (((((v__1 * 256i) + i32(threadIdx.x)) % 3i) == 1i)) {
        var condval_3 : i32;
        if ((0i < (best_ptr[(((v__1 * 256i) + i32(threadIdx.x)) / 3i)] & 2i))) {
          condval_3 = ((best_ptr[(((v__1 * 256i) + i32(threadIdx.x)) / 3i)]>>7u) & 31i);
} else {
          condval_3 = (0i - ((best_ptr[(((v__1 * 256i) + i32(threadIdx.x)) / 3i)]>>7u) & 31i));
}
        condval_2 = condval_3;
} else {
        condval_2 = (best_ptr[(((v__1 * 256i) + i32(threadIdx.x)) / 3i)]>>12u);
}
      condval = condval_2;
}
    MV_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval;
  }
}


