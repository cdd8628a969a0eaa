// Function: l1_dct8x8_quant_kernel
//----------------------------------------
// Function: l1_dct8x8_quant_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> zigzag_ptr : array<i32>;

struct PODArgs {
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_dct8x8_quant_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (i32(threadIdx.x) < 64i) {
    zigzag_ptr[i32(threadIdx.x)] = select(select(select(select(select(select(63i, 62i, (i32(threadIdx.x) < 63i)), select(55i, 47i, (i32(threadIdx.x) < 61i)), (i32(threadIdx.x) < 62i)), select(select(54i, 61i, (i32(threadIdx.x) < 59i)), select(60i, 53i, (i32(threadIdx.x) < 57i)), (i32(threadIdx.x) < 58i)), (i32(threadIdx.x) < 60i)), select(select(select(46i, 39i, (i32(threadIdx.x) < 55i)), select(31i, 38i, (i32(threadIdx.x) < 53i)), (i32(threadIdx.x) < 54i)), select(select(45i, 52i, (i32(threadIdx.x) < 51i)), select(59i, 58i, (i32(threadIdx.x) < 49i)), (i32(threadIdx.x) < 50i)), (i32(threadIdx.x) < 52i)), (i32(threadIdx.x) < 56i)), select(select(select(select(51i, 44i, (i32(threadIdx.x) < 47i)), select(37i, 30i, (i32(threadIdx.x) < 45i)), (i32(threadIdx.x) < 46i)), select(select(23i, 15i, (i32(threadIdx.x) < 43i)), select(22i, 29i, (i32(threadIdx.x) < 41i)), (i32(threadIdx.x) < 42i)), (i32(threadIdx.x) < 44i)), select(select(select(36i, 43i, (i32(threadIdx.x) < 39i)), select(50i, 57i, (i32(threadIdx.x) < 37i)), (i32(threadIdx.x) < 38i)), select(select(56i, 49i, (i32(threadIdx.x) < 35i)), select(42i, 35i, (i32(threadIdx.x) < 33i)), (i32(threadIdx.x) < 34i)), (i32(threadIdx.x) < 36i)), (i32(threadIdx.x) < 40i)), (i32(threadIdx.x) < 48i)), select(select(select(select(select(28i, 21i, (i32(threadIdx.x) < 31i)), select(14i, 7i, (i32(threadIdx.x) < 29i)), (i32(threadIdx.x) < 30i)), select(select(6i, 13i, (i32(threadIdx.x) < 27i)), select(20i, 27i, (i32(threadIdx.x) < 25i)), (i32(threadIdx.x) < 26i)), (i32(threadIdx.x) < 28i)), select(select(select(34i, 41i, (i32(threadIdx.x) < 23i)), select(48i, 40i, (i32(threadIdx.x) < 21i)), (i32(threadIdx.x) < 22i)), select(select(33i, 26i, (i32(threadIdx.x) < 19i)), select(19i, 12i, (i32(threadIdx.x) < 17i)), (i32(threadIdx.x) < 18i)), (i32(threadIdx.x) < 20i)), (i32(threadIdx.x) < 24i)), select(select(select(select(5i, 4i, (i32(threadIdx.x) < 15i)), select(11i, 18i, (i32(threadIdx.x) < 13i)), (i32(threadIdx.x) < 14i)), select(select(25i, 32i, (i32(threadIdx.x) < 11i)), select(24i, 17i, (i32(threadIdx.x) < 9i)), (i32(threadIdx.x) < 10i)), (i32(threadIdx.x) < 12i)), select(select(select(10i, 3i, (i32(threadIdx.x) < 7i)), select(2i, 9i, (i32(threadIdx.x) < 5i)), (i32(threadIdx.x) < 6i)), select(select(16i, 8i, (i32(threadIdx.x) < 3i)), select(1i, 0i, (i32(threadIdx.x) < 1i)), (i32(threadIdx.x) < 2i)), (i32(threadIdx.x) < 4i)), (i32(threadIdx.x) < 8i)), (i32(threadIdx.x) < 16i)), (i32(threadIdx.x) < 32i));
  }
}


// Function: l1_dct8x8_quant_kernel_1
//----------------------------------------
// Function: l1_dct8x8_quant_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> cos32_ptr : array<i32>;

struct PODArgs {
  packGridDimX: u32
}
@group(0) @binding(1) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_dct8x8_quant_kernel_1(
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


// Function: l1_dct8x8_quant_kernel_2
//----------------------------------------
// Function: l1_dct8x8_quant_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> basis_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> cos32_ptr : array<i32>;

struct PODArgs {
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_dct8x8_quant_kernel_2(
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


// Function: l1_dct8x8_quant_kernel_3
//----------------------------------------
// Function: l1_dct8x8_quant_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> X_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> basis_ptr : array<i32>;
@group(0) @binding(2) var<storage, read_write> rows_ptr : array<i32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_dct8x8_quant_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var rows_acc_local : array<i32, 1>;
  for (var ax0 : i32 = 0i; ax0 < 8i; ax0++) {
    if ((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 7i)>>3u) * 64i)) < ((max(podArgs.H, 1i) + 7i)>>3u)) {
      if (ax0 == 0i) {
        rows_acc_local[0i] = 0i;
      }
      rows_acc_local[0i] = (rows_acc_local[0i] + (basis_ptr[(((i32(threadIdx.x) & 7i) * 8i) + ax0)] * (i32(X_ptr[(min(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 7i)>>3u) * 64i))>>6u) * 8i) + ax0), max((podArgs.W - 1i), 0i)) + (min((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 7i)>>3u) * 64i)) * 8i) + ((i32(threadIdx.x) & 63i)>>3u)), max((podArgs.H - 1i), 0i)) * max(podArgs.W, 1i)))]) - 128i)));
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((((max(podArgs.H, 1i) + 7i)>>3u) * ((max(podArgs.W, 1i) + 7i)>>3u)) * 64i)) {
    rows_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) + 7i)>>3u) * 64i))>>6u) * 64i) + (((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) + 7i)>>3u) * 64i)) * ((max(podArgs.W, 1i) + 7i)>>3u)) * 64i)) + (i32(threadIdx.x) & 63i))] = ((rows_acc_local[0i] + 1024i)>>11u);
  }
}


// Function: l1_dct8x8_quant_kernel_4
//----------------------------------------
// Function: l1_dct8x8_quant_kernel_4
//----------------------------------------
@group(0) @binding(0) var<storage, read> Q_ptr : array<u32>;
@group(0) @binding(1) var<storage, read_write> Y_ptr : array<i32>;
@group(0) @binding(2) var<storage, read> basis_ptr : array<i32>;
@group(0) @binding(3) var<storage, read> rows_ptr : array<i32>;
@group(0) @binding(4) var<storage, read> zigzag_ptr : array<i32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_dct8x8_quant_kernel_4(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var cols_acc_local : array<i32, 1>;
  for (var ax0 : i32 = 0i; ax0 < 8i; ax0++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < ((((max(podArgs.H, 1i) + 7i)>>3u) * ((max(podArgs.W, 1i) + 7i)>>3u)) * 64i)) {
      if (ax0 == 0i) {
        cols_acc_local[0i] = 0i;
      }
      cols_acc_local[0i] = (cols_acc_local[0i] + (basis_ptr[(((zigzag_ptr[(i32(threadIdx.x) & 63i)]>>3u) * 8i) + ax0)] * rows_ptr[((((v__1 * 256i) + ((i32(threadIdx.x)>>6u) * 64i)) + (ax0 * 8i)) + (zigzag_ptr[(i32(threadIdx.x) & 63i)] & 7i))]));
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((((max(podArgs.H, 1i) + 7i)>>3u) * ((max(podArgs.W, 1i) + 7i)>>3u)) * 64i)) {
    var condval : i32;
    if ((((cols_acc_local[0i] + 2048i)>>12u) < 0i)) {
      condval = ((((i32(Q_ptr[zigzag_ptr[(i32(threadIdx.x) & 63i)]]) * 4i) - ((cols_acc_local[0i] + 2048i)>>12u)) / (i32(Q_ptr[zigzag_ptr[(i32(threadIdx.x) & 63i)]]) * 8i)) * -1i);
} else {
      condval = ((((i32(Q_ptr[zigzag_ptr[(i32(threadIdx.x) & 63i)]]) * 4i) + ((cols_acc_local[0i] + 2048i)>>12u)) / (i32(Q_ptr[zigzag_ptr[(i32(threadIdx.x) & 63i)]]) * 8i)) + ((((i32(Q_ptr[zigzag_ptr[(i32(threadIdx.x) & 63i)]]) * 4i) + ((cols_acc_local[0i] + 2048i)>>12u)) % (i32(Q_ptr[zigzag_ptr[(i32(threadIdx.x) & 63i)]]) * 8i))>>31u));
}
    Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = condval;
  }
}


