// Function: l2_attention_kernel
//----------------------------------------
// Function: l2_attention_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> K_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> Q_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> scores_ptr : array<f32>;

struct PODArgs {
  D: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_attention_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var dot_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.D; ax0++) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.S);
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.S);
    if (select((rdiv - 1i), rdiv, (((podArgs.S >= 0i) && (rmod >= 0i)) || ((podArgs.S < 0i) && (rmod <= 0i)))) < podArgs.S) {
      if (ax0 == 0i) {
        dot_local[0i] = 0.000000e+00f;
      }
      let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.S);
      let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.S);
      let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.S);
      dot_local[0i] = fma(Q_ptr[((select((rdiv_1 - 1i), rdiv_1, (((podArgs.S >= 0i) && (rmod_1 >= 0i)) || ((podArgs.S < 0i) && (rmod_1 <= 0i)))) * podArgs.D) + ax0)], K_ptr[((select((rmod_2 + podArgs.S), rmod_2, (((podArgs.S >= 0i) && (rmod_2 >= 0i)) || ((podArgs.S < 0i) && (rmod_2 <= 0i)))) * podArgs.D) + ax0)], dot_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.S * podArgs.S)) {
    scores_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (dot_local[0i] / sqrt(f32(podArgs.D)));
  }
}


// Function: l2_attention_kernel_1
//----------------------------------------
// Function: l2_attention_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> row_max_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> scores_ptr : array<f32>;

struct PODArgs {
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 256>;
@compute @workgroup_size(256, 1, 1)
fn l2_attention_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_row_max : array<f32, 1>;
  in_thread_row_max[0i] = -3.402823e+38f;
  for (var k1_0 : i32 = 0i; k1_0 < ((podArgs.S + 255i)>>8u); k1_0++) {
    if (((k1_0 * 256i) + i32(threadIdx.x)) < podArgs.S) {
      in_thread_row_max[0i] = max(in_thread_row_max[0i], scores_ptr[(((k1_0 * 256i) + (v__1 * podArgs.S)) + i32(threadIdx.x))]);
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_row_max[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 128i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 128i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 64i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 64i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 32i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[i32(threadIdx.x)] = max(red_buf0[i32(threadIdx.x)], red_buf0[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    row_max_ptr[v__1] = red_buf0[0i];
  }
}


// Function: l2_attention_kernel_2
//----------------------------------------
// Function: l2_attention_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> row_max_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> row_sum_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> scores_ptr : array<f32>;

struct PODArgs {
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

var<workgroup> red_buf0 : array<f32, 256>;
@compute @workgroup_size(256, 1, 1)
fn l2_attention_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var in_thread_row_sum : array<f32, 1>;
  in_thread_row_sum[0i] = 0.000000e+00f;
  for (var k2_0 : i32 = 0i; k2_0 < ((podArgs.S + 255i)>>8u); k2_0++) {
    if (((k2_0 * 256i) + i32(threadIdx.x)) < podArgs.S) {
      in_thread_row_sum[0i] = (in_thread_row_sum[0i] + exp((scores_ptr[(((k2_0 * 256i) + (v__1 * podArgs.S)) + i32(threadIdx.x))] - row_max_ptr[v__1])));
    }
  }
  workgroupBarrier();
  red_buf0[i32(threadIdx.x)] = in_thread_row_sum[0i];
  workgroupBarrier();
  if (i32(threadIdx.x) < 128i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 128i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 64i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 64i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 32i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 32i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 16i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 16i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 8i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 8i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 4i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 4i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 2i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 2i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) < 1i) {
    red_buf0[i32(threadIdx.x)] = (red_buf0[i32(threadIdx.x)] + red_buf0[(i32(threadIdx.x) + 1i)]);
  }
  workgroupBarrier();
  if (i32(threadIdx.x) == 0i) {
    row_sum_ptr[v__1] = red_buf0[0i];
  }
}


// Function: l2_attention_kernel_3
//----------------------------------------
// Function: l2_attention_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> O_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> V_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> row_max_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> row_sum_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> scores_ptr : array<f32>;

struct PODArgs {
  D: i32,
  S: i32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_attention_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var pv_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.S; ax0++) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.D);
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.D);
    if (select((rdiv - 1i), rdiv, (((podArgs.D >= 0i) && (rmod >= 0i)) || ((podArgs.D < 0i) && (rmod <= 0i)))) < podArgs.S) {
      if (ax0 == 0i) {
        pv_local[0i] = 0.000000e+00f;
      }
      let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.D);
      let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.D);
      let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.D);
      let rdiv_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.D);
      let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.D);
      pv_local[0i] = fma(exp((scores_ptr[((select((rdiv_1 - 1i), rdiv_1, (((podArgs.D >= 0i) && (rmod_1 >= 0i)) || ((podArgs.D < 0i) && (rmod_1 <= 0i)))) * podArgs.S) + ax0)] - row_max_ptr[select((rdiv_2 - 1i), rdiv_2, (((podArgs.D >= 0i) && (rmod_2 >= 0i)) || ((podArgs.D < 0i) && (rmod_2 <= 0i))))])), V_ptr[((ax0 * podArgs.D) + select((rmod_3 + podArgs.D), rmod_3, (((podArgs.D >= 0i) && (rmod_3 >= 0i)) || ((podArgs.D < 0i) && (rmod_3 <= 0i)))))], pv_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.S * podArgs.D)) {
    let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.D);
    let rdiv_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.D);
    O_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (pv_local[0i] / row_sum_ptr[select((rdiv_3 - 1i), rdiv_3, (((podArgs.D >= 0i) && (rmod_4 >= 0i)) || ((podArgs.D < 0i) && (rmod_4 <= 0i))))]);
  }
}


