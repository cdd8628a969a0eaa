// Function: l2_kalman_batch_kernel
//----------------------------------------
// Function: l2_kalman_batch_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> Pd_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> Po_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> x_out_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> z_ptr : array<f32>;

struct PODArgs {
  N: i32,
  dt: f32,
  q: f32,
  r_x: f32,
  r_y: f32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_kalman_batch_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var m13_x_out_local : array<f32, 1>;
  var m03_x_out_local : array<f32, 1>;
  var m01_x_out_local : array<f32, 1>;
  var m11_x_out_local : array<f32, 1>;
  var m00_x_out_local : array<f32, 1>;
  var inv_det_x_out_local : array<f32, 1>;
  var k13_x_out_local : array<f32, 1>;
  var m12_x_out_local : array<f32, 1>;
  var m02_x_out_local : array<f32, 1>;
  var k12_x_out_local : array<f32, 1>;
  var k11_x_out_local : array<f32, 1>;
  var k01_x_out_local : array<f32, 1>;
  var y1_x_out_local : array<f32, 1>;
  var k10_x_out_local : array<f32, 1>;
  var y0_x_out_local : array<f32, 1>;
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m13_x_out_local[0i] = (fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 4i)]) + (((podArgs.q * podArgs.dt) * podArgs.dt) / 2.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m03_x_out_local[0i] = fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 5i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 2i)]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m01_x_out_local[0i] = fma(fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 5i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 2i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 3i)], Po_ptr[((v__1 * 1536i) + (i32(threadIdx.x) * 6i))]));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m11_x_out_local[0i] = (fma(fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 4i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 4i)], Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i)])) + ((((podArgs.q * podArgs.dt) * podArgs.dt) * podArgs.dt) / 3.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m00_x_out_local[0i] = (fma(fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 1i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 1i)], Pd_ptr[((v__1 * 1024i) + (i32(threadIdx.x) * 4i))])) + ((((podArgs.q * podArgs.dt) * podArgs.dt) * podArgs.dt) / 3.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    inv_det_x_out_local[0i] = (1.000000e+00f / (((m00_x_out_local[0i] + podArgs.r_x) * (m11_x_out_local[0i] + podArgs.r_y)) - (m01_x_out_local[0i] * m01_x_out_local[0i])));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k13_x_out_local[0i] = (((m13_x_out_local[0i] * (m00_x_out_local[0i] + podArgs.r_x)) - (m03_x_out_local[0i] * m01_x_out_local[0i])) * inv_det_x_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m03_x_out_local[0i] = (((m03_x_out_local[0i] * (m11_x_out_local[0i] + podArgs.r_y)) - (m13_x_out_local[0i] * m01_x_out_local[0i])) * inv_det_x_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m12_x_out_local[0i] = fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 5i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 3i)]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m02_x_out_local[0i] = (fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 1i)]) + (((podArgs.q * podArgs.dt) * podArgs.dt) / 2.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k12_x_out_local[0i] = (((m12_x_out_local[0i] * (m00_x_out_local[0i] + podArgs.r_x)) - (m02_x_out_local[0i] * m01_x_out_local[0i])) * inv_det_x_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m02_x_out_local[0i] = (((m02_x_out_local[0i] * (m11_x_out_local[0i] + podArgs.r_y)) - (m12_x_out_local[0i] * m01_x_out_local[0i])) * inv_det_x_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k11_x_out_local[0i] = (((m11_x_out_local[0i] * (m00_x_out_local[0i] + podArgs.r_x)) - (m01_x_out_local[0i] * m01_x_out_local[0i])) * inv_det_x_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k01_x_out_local[0i] = (((m01_x_out_local[0i] * (m11_x_out_local[0i] + podArgs.r_y)) - (m11_x_out_local[0i] * m01_x_out_local[0i])) * inv_det_x_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    y1_x_out_local[0i] = (z_ptr[(((v__1 * 512i) + (i32(threadIdx.x) * 2i)) + 1i)] - fma(podArgs.dt, x_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)], x_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i)]));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k10_x_out_local[0i] = (((m01_x_out_local[0i] * (m00_x_out_local[0i] + podArgs.r_x)) - (m00_x_out_local[0i] * m01_x_out_local[0i])) * inv_det_x_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    y0_x_out_local[0i] = (z_ptr[((v__1 * 512i) + (i32(threadIdx.x) * 2i))] - fma(podArgs.dt, x_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)], x_ptr[((v__1 * 1024i) + (i32(threadIdx.x) * 4i))]));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m00_x_out_local[0i] = (((m00_x_out_local[0i] * (m11_x_out_local[0i] + podArgs.r_y)) - (m01_x_out_local[0i] * m01_x_out_local[0i])) * inv_det_x_out_local[0i]);
  }
  for (var c : i32 = 0i; c < 4i; c++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
      var condval : f32;
      if ((c == 0i)) {
        condval = fma(k10_x_out_local[0i], y1_x_out_local[0i], fma(m00_x_out_local[0i], y0_x_out_local[0i], fma(podArgs.dt, x_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)], x_ptr[((v__1 * 1024i) + (i32(threadIdx.x) * 4i))])));
} else {
        var condval_1 : f32;
        if ((c == 1i)) {
          condval_1 = fma(k11_x_out_local[0i], y1_x_out_local[0i], fma(k01_x_out_local[0i], y0_x_out_local[0i], fma(podArgs.dt, x_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)], x_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i)])));
} else {
          var condval_2 : f32;
          if ((c == 2i)) {
            condval_2 = fma(k12_x_out_local[0i], y1_x_out_local[0i], fma(m02_x_out_local[0i], y0_x_out_local[0i], x_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)]));
} else {
            condval_2 = fma(k13_x_out_local[0i], y1_x_out_local[0i], fma(m03_x_out_local[0i], y0_x_out_local[0i], x_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)]));
}
          condval_1 = condval_2;
}
        condval = condval_1;
}
      x_out_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + c)] = condval;
    }
  }
}


// Function: l2_kalman_batch_kernel_1
//----------------------------------------
// Function: l2_kalman_batch_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read> Pd_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> Pd_out_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> Po_ptr : array<f32>;

struct PODArgs {
  N: i32,
  dt: f32,
  q: f32,
  r_x: f32,
  r_y: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_kalman_batch_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var m13_Pd_out_local : array<f32, 1>;
  var m03_Pd_out_local : array<f32, 1>;
  var m01_Pd_out_local : array<f32, 1>;
  var m11_Pd_out_local : array<f32, 1>;
  var m00_Pd_out_local : array<f32, 1>;
  var inv_det_Pd_out_local : array<f32, 1>;
  var k13_Pd_out_local : array<f32, 1>;
  var k03_Pd_out_local : array<f32, 1>;
  var m33_Pd_out_local : array<f32, 1>;
  var m12_Pd_out_local : array<f32, 1>;
  var m02_Pd_out_local : array<f32, 1>;
  var k12_Pd_out_local : array<f32, 1>;
  var k02_Pd_out_local : array<f32, 1>;
  var m22_Pd_out_local : array<f32, 1>;
  var k11_Pd_out_local : array<f32, 1>;
  var k01_Pd_out_local : array<f32, 1>;
  var k10_Pd_out_local : array<f32, 1>;
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m13_Pd_out_local[0i] = (fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 4i)]) + (((podArgs.q * podArgs.dt) * podArgs.dt) / 2.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m03_Pd_out_local[0i] = fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 5i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 2i)]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m01_Pd_out_local[0i] = fma(fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 5i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 2i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 3i)], Po_ptr[((v__1 * 1536i) + (i32(threadIdx.x) * 6i))]));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m11_Pd_out_local[0i] = (fma(fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 4i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 4i)], Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i)])) + ((((podArgs.q * podArgs.dt) * podArgs.dt) * podArgs.dt) / 3.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m00_Pd_out_local[0i] = (fma(fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 1i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 1i)], Pd_ptr[((v__1 * 1024i) + (i32(threadIdx.x) * 4i))])) + ((((podArgs.q * podArgs.dt) * podArgs.dt) * podArgs.dt) / 3.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    inv_det_Pd_out_local[0i] = (1.000000e+00f / (((m00_Pd_out_local[0i] + podArgs.r_x) * (m11_Pd_out_local[0i] + podArgs.r_y)) - (m01_Pd_out_local[0i] * m01_Pd_out_local[0i])));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k13_Pd_out_local[0i] = (((m13_Pd_out_local[0i] * (m00_Pd_out_local[0i] + podArgs.r_x)) - (m03_Pd_out_local[0i] * m01_Pd_out_local[0i])) * inv_det_Pd_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k03_Pd_out_local[0i] = (((m03_Pd_out_local[0i] * (m11_Pd_out_local[0i] + podArgs.r_y)) - (m13_Pd_out_local[0i] * m01_Pd_out_local[0i])) * inv_det_Pd_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m33_Pd_out_local[0i] = fma(podArgs.q, podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m12_Pd_out_local[0i] = fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 5i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 3i)]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m02_Pd_out_local[0i] = (fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 1i)]) + (((podArgs.q * podArgs.dt) * podArgs.dt) / 2.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k12_Pd_out_local[0i] = (((m12_Pd_out_local[0i] * (m00_Pd_out_local[0i] + podArgs.r_x)) - (m02_Pd_out_local[0i] * m01_Pd_out_local[0i])) * inv_det_Pd_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k02_Pd_out_local[0i] = (((m02_Pd_out_local[0i] * (m11_Pd_out_local[0i] + podArgs.r_y)) - (m12_Pd_out_local[0i] * m01_Pd_out_local[0i])) * inv_det_Pd_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m22_Pd_out_local[0i] = fma(podArgs.q, podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k11_Pd_out_local[0i] = (((m11_Pd_out_local[0i] * (m00_Pd_out_local[0i] + podArgs.r_x)) - (m01_Pd_out_local[0i] * m01_Pd_out_local[0i])) * inv_det_Pd_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k01_Pd_out_local[0i] = (((m01_Pd_out_local[0i] * (m11_Pd_out_local[0i] + podArgs.r_y)) - (m11_Pd_out_local[0i] * m01_Pd_out_local[0i])) * inv_det_Pd_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k10_Pd_out_local[0i] = (((m01_Pd_out_local[0i] * (m00_Pd_out_local[0i] + podArgs.r_x)) - (m00_Pd_out_local[0i] * m01_Pd_out_local[0i])) * inv_det_Pd_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    inv_det_Pd_out_local[0i] = (((m00_Pd_out_local[0i] * (m11_Pd_out_local[0i] + podArgs.r_y)) - (m01_Pd_out_local[0i] * m01_Pd_out_local[0i])) * inv_det_Pd_out_local[0i]);
  }
  for (var c : i32 = 0i; c < 4i; c++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
      var condval : f32;
      if ((c == 0i)) {
        condval = ((m00_Pd_out_local[0i] - (inv_det_Pd_out_local[0i] * m00_Pd_out_local[0i])) - (k10_Pd_out_local[0i] * m01_Pd_out_local[0i]));
} else {
        var condval_1 : f32;
        if ((c == 1i)) {
          condval_1 = ((m11_Pd_out_local[0i] - (k01_Pd_out_local[0i] * m01_Pd_out_local[0i])) - (k11_Pd_out_local[0i] * m11_Pd_out_local[0i]));
} else {
          var condval_2 : f32;
          if ((c == 2i)) {
            condval_2 = ((m22_Pd_out_local[0i] - (k02_Pd_out_local[0i] * m02_Pd_out_local[0i])) - (k12_Pd_out_local[0i] * m12_Pd_out_local[0i]));
} else {
            condval_2 = ((m33_Pd_out_local[0i] - (k03_Pd_out_local[0i] * m03_Pd_out_local[0i])) - (k13_Pd_out_local[0i] * m13_Pd_out_local[0i]));
}
          condval_1 = condval_2;
}
        condval = condval_1;
}
      Pd_out_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + c)] = condval;
    }
  }
}


// Function: l2_kalman_batch_kernel_2
//----------------------------------------
// Function: l2_kalman_batch_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> Pd_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> Po_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> Po_out_ptr : array<f32>;

struct PODArgs {
  N: i32,
  dt: f32,
  q: f32,
  r_x: f32,
  r_y: f32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_kalman_batch_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var m12_Po_out_local : array<f32, 1>;
  var m02_Po_out_local : array<f32, 1>;
  var m11_Po_out_local : array<f32, 1>;
  var m00_Po_out_local : array<f32, 1>;
  var m01_Po_out_local : array<f32, 1>;
  var inv_det_Po_out_local : array<f32, 1>;
  var k12_Po_out_local : array<f32, 1>;
  var k02_Po_out_local : array<f32, 1>;
  var m23_Po_out_local : array<f32, 1>;
  var k11_Po_out_local : array<f32, 1>;
  var k01_Po_out_local : array<f32, 1>;
  var m13_Po_out_local : array<f32, 1>;
  var m03_Po_out_local : array<f32, 1>;
  var k10_Po_out_local : array<f32, 1>;
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m12_Po_out_local[0i] = fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 5i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 3i)]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m02_Po_out_local[0i] = (fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 1i)]) + (((podArgs.q * podArgs.dt) * podArgs.dt) / 2.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m11_Po_out_local[0i] = (fma(fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 4i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 4i)], Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i)])) + ((((podArgs.q * podArgs.dt) * podArgs.dt) * podArgs.dt) / 3.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m00_Po_out_local[0i] = (fma(fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 1i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 1i)], Pd_ptr[((v__1 * 1024i) + (i32(threadIdx.x) * 4i))])) + ((((podArgs.q * podArgs.dt) * podArgs.dt) * podArgs.dt) / 3.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m01_Po_out_local[0i] = fma(fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 5i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 2i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 3i)], Po_ptr[((v__1 * 1536i) + (i32(threadIdx.x) * 6i))]));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    inv_det_Po_out_local[0i] = (1.000000e+00f / (((m00_Po_out_local[0i] + podArgs.r_x) * (m11_Po_out_local[0i] + podArgs.r_y)) - (m01_Po_out_local[0i] * m01_Po_out_local[0i])));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k12_Po_out_local[0i] = (((m12_Po_out_local[0i] * (m00_Po_out_local[0i] + podArgs.r_x)) - (m02_Po_out_local[0i] * m01_Po_out_local[0i])) * inv_det_Po_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k02_Po_out_local[0i] = (((m02_Po_out_local[0i] * (m11_Po_out_local[0i] + podArgs.r_y)) - (m12_Po_out_local[0i] * m01_Po_out_local[0i])) * inv_det_Po_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m23_Po_out_local[0i] = Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 5i)];
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k11_Po_out_local[0i] = (((m11_Po_out_local[0i] * (m00_Po_out_local[0i] + podArgs.r_x)) - (m01_Po_out_local[0i] * m01_Po_out_local[0i])) * inv_det_Po_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k01_Po_out_local[0i] = (((m01_Po_out_local[0i] * (m11_Po_out_local[0i] + podArgs.r_y)) - (m11_Po_out_local[0i] * m01_Po_out_local[0i])) * inv_det_Po_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m13_Po_out_local[0i] = (fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 4i)]) + (((podArgs.q * podArgs.dt) * podArgs.dt) / 2.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m03_Po_out_local[0i] = fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 5i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 2i)]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    k10_Po_out_local[0i] = (((m01_Po_out_local[0i] * (m00_Po_out_local[0i] + podArgs.r_x)) - (m00_Po_out_local[0i] * m01_Po_out_local[0i])) * inv_det_Po_out_local[0i]);
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m00_Po_out_local[0i] = (((m00_Po_out_local[0i] * (m11_Po_out_local[0i] + podArgs.r_y)) - (m01_Po_out_local[0i] * m01_Po_out_local[0i])) * inv_det_Po_out_local[0i]);
  }
  for (var c : i32 = 0i; c < 6i; c++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
      var condval : f32;
      if ((c == 0i)) {
        condval = ((m01_Po_out_local[0i] - (m00_Po_out_local[0i] * m01_Po_out_local[0i])) - (k10_Po_out_local[0i] * m11_Po_out_local[0i]));
} else {
        var condval_1 : f32;
        if ((c == 1i)) {
          condval_1 = ((m02_Po_out_local[0i] - (m00_Po_out_local[0i] * m02_Po_out_local[0i])) - (k10_Po_out_local[0i] * m12_Po_out_local[0i]));
} else {
          var condval_2 : f32;
          if ((c == 2i)) {
            condval_2 = ((m03_Po_out_local[0i] - (m00_Po_out_local[0i] * m03_Po_out_local[0i])) - (k10_Po_out_local[0i] * m13_Po_out_local[0i]));
} else {
            var condval_3 : f32;
            if ((c == 3i)) {
              condval_3 = ((m12_Po_out_local[0i] - (k01_Po_out_local[0i] * m02_Po_out_local[0i])) - (k11_Po_out_local[0i] * m12_Po_out_local[0i]));
} else {
              var condval_4 : f32;
              if ((c == 4i)) {
                condval_4 = ((m13_Po_out_local[0i] - (k01_Po_out_local[0i] * m03_Po_out_local[0i])) - (k11_Po_out_local[0i] * m13_Po_out_local[0i]));
} else {
                condval_4 = ((m23_Po_out_local[0i] - (k02_Po_out_local[0i] * m03_Po_out_local[0i])) - (k12_Po_out_local[0i] * m13_Po_out_local[0i]));
}
              condval_3 = condval_4;
}
            condval_2 = condval_3;
}
          condval_1 = condval_2;
}
        condval = condval_1;
}
      Po_out_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + c)] = condval;
    }
  }
}


// Function: l2_kalman_batch_kernel_3
//----------------------------------------
// Function: l2_kalman_batch_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> Pd_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> Po_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> nis_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> x_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> z_ptr : array<f32>;

struct PODArgs {
  N: i32,
  dt: f32,
  q: f32,
  r_x: f32,
  r_y: f32,
  packGridDimX: u32
}
@group(0) @binding(5) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_kalman_batch_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var m00_nis_local : array<f32, 1>;
  var m01_nis_local : array<f32, 1>;
  var m11_nis_local : array<f32, 1>;
  var inv_det_nis_local : array<f32, 1>;
  var y1_nis_local : array<f32, 1>;
  var y0_nis_local : array<f32, 1>;
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m00_nis_local[0i] = (fma(fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 1i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 1i)], Pd_ptr[((v__1 * 1024i) + (i32(threadIdx.x) * 4i))])) + ((((podArgs.q * podArgs.dt) * podArgs.dt) * podArgs.dt) / 3.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m01_nis_local[0i] = fma(fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 5i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 2i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 3i)], Po_ptr[((v__1 * 1536i) + (i32(threadIdx.x) * 6i))]));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    m11_nis_local[0i] = (fma(fma(podArgs.dt, Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)], Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 4i)]), podArgs.dt, fma(podArgs.dt, Po_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + 4i)], Pd_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i)])) + ((((podArgs.q * podArgs.dt) * podArgs.dt) * podArgs.dt) / 3.000000e+00f));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    inv_det_nis_local[0i] = (1.000000e+00f / (((m00_nis_local[0i] + podArgs.r_x) * (m11_nis_local[0i] + podArgs.r_y)) - (m01_nis_local[0i] * m01_nis_local[0i])));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    y1_nis_local[0i] = (z_ptr[(((v__1 * 512i) + (i32(threadIdx.x) * 2i)) + 1i)] - fma(podArgs.dt, x_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 3i)], x_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 1i)]));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    y0_nis_local[0i] = (z_ptr[((v__1 * 512i) + (i32(threadIdx.x) * 2i))] - fma(podArgs.dt, x_ptr[(((v__1 * 1024i) + (i32(threadIdx.x) * 4i)) + 2i)], x_ptr[((v__1 * 1024i) + (i32(threadIdx.x) * 4i))]));
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < podArgs.N) {
    nis_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (fma(y1_nis_local[0i], (((m00_nis_local[0i] + podArgs.r_x) * y1_nis_local[0i]) - (m01_nis_local[0i] * y0_nis_local[0i])), (y0_nis_local[0i] * (((m11_nis_local[0i] + podArgs.r_y) * y0_nis_local[0i]) - (m01_nis_local[0i] * y1_nis_local[0i])))) * inv_det_nis_local[0i]);
  }
}


