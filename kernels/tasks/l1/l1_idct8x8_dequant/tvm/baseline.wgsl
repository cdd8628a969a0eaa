// Function: l1_idct8x8_dequant_kernel
//----------------------------------------
// Function: l1_idct8x8_dequant_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> cos32_ptr : array<i32>;

struct PODArgs {
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_idct8x8_dequant_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (i32(threadIdx.x) < 32i) {
    cos32_ptr[i32(threadIdx.x)] = select(select(select(select(select(4017i, 3784i, (i32(threadIdx.x) < 31i)), select(3406i, 2896i, (i32(threadIdx.x) < 29i)), (i32(threadIdx.x) < 30i)), select(select(2276i, 1567i, (i32(threadIdx.x) < 27i)), select(799i, 0i, (i32(threadIdx.x) < 25i)), (i32(threadIdx.x) < 26i)), (i32(threadIdx.x) < 28i)), select(select(select(-799i, -1567i, (i32(threadIdx.x) < 23i)), select(-2276i, -2896i, (i32(threadIdx.x) < 21i)), (i32(threadIdx.x) < 22i)), select(select(-3406i, -3784i, (i32(threadIdx.x) < 19i)), select(-4017i, -4096i, (i32(threadIdx.x) < 17i)), (i32(threadIdx.x) < 18i)), (i32(threadIdx.x) < 20i)), (i32(threadIdx.x) < 24i)), select(select(select(select(-4017i, -3784i, (i32(threadIdx.x) < 15i)), select(-3406i, -2896i, (i32(threadIdx.x) < 13i)), (i32(threadIdx.x) < 14i)), select(select(-2276i, -1567i, (i32(threadIdx.x) < 11i)), select(-799i, 0i, (i32(threadIdx.x) < 9i)), (i32(threadIdx.x) < 10i)), (i32(threadIdx.x) < 12i)), select(select(select(799i, 1567i, (i32(threadIdx.x) < 7i)), select(2276i, 2896i, (i32(threadIdx.x) < 5i)), (i32(threadIdx.x) < 6i)), select(select(3406i, 3784i, (i32(threadIdx.x) < 3i)), select(4017i, 4096i, (i32(threadIdx.x) < 1i)), (i32(threadIdx.x) < 2i)), (i32(threadIdx.x) < 4i)), (i32(threadIdx.x) < 8i)), (i32(threadIdx.x) < 16i));
  }
}


// Function: l1_idct8x8_dequant_kernel_1
//----------------------------------------
// Function: l1_idct8x8_dequant_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> basis_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> cos32_ptr : array<i32>;

struct PODArgs {
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_idct8x8_dequant_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (i32(threadIdx.x) < 64i) {
    var condval : i32;
    if (((i32(threadIdx.x)>>3u) == 0i)) {
      condval = 2896i;
} else {
      condval = cos32_ptr[(((((i32(threadIdx.x) & 7i) * 2i) + 1i) * (i32(threadIdx.x)>>3u)) & 31i)];
}
    basis_ptr[i32(threadIdx.x)] = condval;
  }
}


// Function: l1_idct8x8_dequant_kernel_2
//----------------------------------------
// Function: l1_idct8x8_dequant_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> Q_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> Z_ptr : array<i32>;
@group(0) @binding(2) var<storage, read> basis_ptr : array<i32>;
@group(0) @binding(3) var<storage, read_write> cols_ptr : array<i32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_idct8x8_dequant_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var rv : i32 = 0i; rv < 8i; rv++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < ((((max(podArgs.H, 1i) + 7i)>>3u) * ((max(podArgs.W, 1i) + 7i)>>3u)) * 64i)) {
      if (rv == 0i) {
        cols_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 7i)>>3u) * 64i))>>6u) * 64i) + (((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 7i)>>3u) * 64i)) * ((max(podArgs.W, 1i) + 7i)>>3u)) * 64i)) + (i32(threadIdx.x) & 63i))] = 0i;
      }
      cols_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 7i)>>3u) * 64i))>>6u) * 64i) + (((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 7i)>>3u) * 64i)) * ((max(podArgs.W, 1i) + 7i)>>3u)) * 64i)) + (i32(threadIdx.x) & 63i))] = (cols_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 7i)>>3u) * 64i))>>6u) * 64i) + (((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 7i)>>3u) * 64i)) * ((max(podArgs.W, 1i) + 7i)>>3u)) * 64i)) + (i32(threadIdx.x) & 63i))] + ((basis_ptr[((rv * 8i) + ((i32(threadIdx.x) & 63i)>>3u))] * Z_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 7i)>>3u) * 64i))>>6u) * 64i) + (((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 7i)>>3u) * 64i)) * ((max(podArgs.W, 1i) + 7i)>>3u)) * 64i)) + select(select(select(select(select(select(63i, 62i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 63i)), select(58i, 57i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 61i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 31i)), select(select(49i, 48i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 59i)), select(36i, 35i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 57i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 29i)), (((rv * 2i) + ((i32(threadIdx.x) & 7i)>>2u)) < 15i)), select(select(select(61i, 59i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 55i)), select(56i, 50i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 53i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 27i)), select(select(47i, 37i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 51i)), select(34i, 21i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 49i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 25i)), (((rv * 2i) + ((i32(threadIdx.x) & 7i)>>2u)) < 13i)), (rv < 7i)), select(select(select(select(60i, 55i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 47i)), select(51i, 46i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 45i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 23i)), select(select(38i, 33i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 43i)), select(22i, 20i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 41i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 21i)), (((rv * 2i) + ((i32(threadIdx.x) & 7i)>>2u)) < 11i)), select(select(select(54i, 52i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 39i)), select(45i, 39i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 37i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 19i)), select(select(32i, 23i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 35i)), select(19i, 10i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 33i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 17i)), (((rv * 2i) + ((i32(threadIdx.x) & 7i)>>2u)) < 9i)), (rv < 5i)), (rv < 6i)), select(select(select(select(select(53i, 44i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 31i)), select(40i, 31i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 29i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 15i)), select(select(24i, 18i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 27i)), select(11i, 9i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 25i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 13i)), (((rv * 2i) + ((i32(threadIdx.x) & 7i)>>2u)) < 7i)), select(select(select(43i, 41i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 23i)), select(30i, 25i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 21i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 11i)), select(select(17i, 12i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 19i)), select(8i, 3i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 17i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 9i)), (((rv * 2i) + ((i32(threadIdx.x) & 7i)>>2u)) < 5i)), (rv < 3i)), select(select(select(select(42i, 29i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 15i)), select(26i, 16i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 13i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 7i)), select(select(13i, 7i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 11i)), select(4i, 2i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 9i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 5i)), (((rv * 2i) + ((i32(threadIdx.x) & 7i)>>2u)) < 3i)), select(select(select(28i, 27i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 7i)), select(15i, 14i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 5i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 3i)), select(select(6i, 5i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 3i)), select(1i, 0i, (((rv * 8i) + (i32(threadIdx.x) & 7i)) < 1i)), (((rv * 4i) + ((i32(threadIdx.x) & 7i)>>1u)) < 1i)), (((rv * 2i) + ((i32(threadIdx.x) & 7i)>>2u)) < 1i)), (rv < 1i)), (rv < 2i)), (rv < 4i)))]) * i32(Q_ptr[((rv * 8i) + (i32(threadIdx.x) & 7i))])));
    }
  }
}


// Function: l1_idct8x8_dequant_kernel_3
//----------------------------------------
// Function: l1_idct8x8_dequant_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> basis_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> cols_ptr : array<i32>;
@group(0) @binding(2) var<storage, read_write> rows_acc_ptr : array<i32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_idct8x8_dequant_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var ru : i32 = 0i; ru < 8i; ru++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.H, 1i) * max(podArgs.W, 1i))) {
      if (ru == 0i) {
        rows_acc_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 0i;
      }
      rows_acc_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (rows_acc_ptr[((v__1 * 256i) + i32(threadIdx.x))] + (basis_ptr[((ru * 8i) + ((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.W, 1i)) & 7i))] * ((cols_ptr[((((((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.W, 1i))>>3u) * 64i) + ((((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.W, 1i))>>3u) * ((max(podArgs.W, 1i) + 7i)>>3u)) * 64i)) + (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.W, 1i)) & 7i) * 8i)) + ru)] + 1024i)>>11u)));
    }
  }
}


// Function: l1_idct8x8_dequant_kernel_4
//----------------------------------------
// Function: l1_idct8x8_dequant_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> X_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> rows_acc_ptr : array<i32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_idct8x8_dequant_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.H, 1i) * max(podArgs.W, 1i))) {
    X_ptr[((v__1 * 256i) + i32(threadIdx.x))] = u32(min(max((((rows_acc_ptr[((v__1 * 256i) + i32(threadIdx.x))] + 4096i)>>13u) + 128i), 0i), 255i));
  }
}


