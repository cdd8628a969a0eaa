// Function: l2_gru_step_kernel
//----------------------------------------
// Function: l2_gru_step_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> b_hh_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> b_ih_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> h_ptr : array<f32>;
@group(0) @binding(3) var<storage, read_write> h_new_ptr : array<f32>;
@group(0) @binding(4) var<storage, read> w_hh_ptr : array<f32>;
@group(0) @binding(5) var<storage, read> w_ih_ptr : array<f32>;
@group(0) @binding(6) var<storage, read> x_ptr : array<f32>;

struct PODArgs {
  B: i32,
  H: i32,
  I: i32,
  packGridDimX: u32
}
@group(0) @binding(7) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_gru_step_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var ir_dot_local : array<f32, 1>;
  var iz_dot_local : array<f32, 1>;
  var in_dot_local : array<f32, 1>;
  var hr_dot_local : array<f32, 1>;
  var hz_dot_local : array<f32, 1>;
  var hn_dot_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.I, 1i); ax0++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) < podArgs.B) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) == 0i)) {
      if (ax0 == 0i) {
        ir_dot_local[0i] = 0.000000e+00f;
      }
      ir_dot_local[0i] = fma(w_ih_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)) * max(podArgs.I, 1i)) + ax0)], x_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) * max(podArgs.I, 1i)) + ax0)], ir_dot_local[0i]);
    }
  }
  for (var ax0_1 : i32 = 0i; ax0_1 < max(podArgs.I, 1i); ax0_1++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) < podArgs.B) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) == 0i)) {
      if (ax0_1 == 0i) {
        iz_dot_local[0i] = 0.000000e+00f;
      }
      iz_dot_local[0i] = fma(w_ih_ptr[(((max(podArgs.H, 1i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))) * max(podArgs.I, 1i)) + ax0_1)], x_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) * max(podArgs.I, 1i)) + ax0_1)], iz_dot_local[0i]);
    }
  }
  for (var ax0_2 : i32 = 0i; ax0_2 < max(podArgs.I, 1i); ax0_2++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) < podArgs.B) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) == 0i)) {
      if (ax0_2 == 0i) {
        in_dot_local[0i] = 0.000000e+00f;
      }
      in_dot_local[0i] = fma(w_ih_ptr[((((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))) * max(podArgs.I, 1i)) + ax0_2)], x_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) * max(podArgs.I, 1i)) + ax0_2)], in_dot_local[0i]);
    }
  }
  for (var ax0_3 : i32 = 0i; ax0_3 < max(podArgs.H, 1i); ax0_3++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) < podArgs.B) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) == 0i)) {
      if (ax0_3 == 0i) {
        hr_dot_local[0i] = 0.000000e+00f;
      }
      hr_dot_local[0i] = fma(w_hh_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)) * max(podArgs.H, 1i)) + ax0_3)], h_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) * max(podArgs.H, 1i)) + ax0_3)], hr_dot_local[0i]);
    }
  }
  for (var ax0_4 : i32 = 0i; ax0_4 < max(podArgs.H, 1i); ax0_4++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) < podArgs.B) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) == 0i)) {
      if (ax0_4 == 0i) {
        hz_dot_local[0i] = 0.000000e+00f;
      }
      hz_dot_local[0i] = fma(w_hh_ptr[(((max(podArgs.H, 1i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))) * max(podArgs.H, 1i)) + ax0_4)], h_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) * max(podArgs.H, 1i)) + ax0_4)], hz_dot_local[0i]);
    }
  }
  for (var ax0_5 : i32 = 0i; ax0_5 < max(podArgs.H, 1i); ax0_5++) {
    if (((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) < podArgs.B) || ((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) == 0i)) {
      if (ax0_5 == 0i) {
        hn_dot_local[0i] = 0.000000e+00f;
      }
      hn_dot_local[0i] = fma(w_hh_ptr[((((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))) * max(podArgs.H, 1i)) + ax0_5)], h_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) / max(podArgs.H, 1i)) * max(podArgs.H, 1i)) + ax0_5)], hn_dot_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (max(podArgs.B, 1i) * max(podArgs.H, 1i))) {
    var condval : f32;
    if ((fma((1.000000e+00f / (1.000000e+00f + exp((((ir_dot_local[0i] + b_ih_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))]) + (hr_dot_local[0i] + b_hh_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))])) * -1.000000e+00f)))), (hn_dot_local[0i] + b_hh_ptr[((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))]), (in_dot_local[0i] + b_ih_ptr[((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))])) < 0.000000e+00f)) {
      condval = -1.000000e+00f;
} else {
      condval = 1.000000e+00f;
}
    h_new_ptr[((v__1 * 256i) + i32(threadIdx.x))] = fma((1.000000e+00f / (1.000000e+00f + exp((((iz_dot_local[0i] + b_ih_ptr[(max(podArgs.H, 1i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))]) + (hz_dot_local[0i] + b_hh_ptr[(max(podArgs.H, 1i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))])) * -1.000000e+00f)))), h_ptr[((v__1 * 256i) + i32(threadIdx.x))], ((1.000000e+00f - (1.000000e+00f / (1.000000e+00f + exp((((iz_dot_local[0i] + b_ih_ptr[(max(podArgs.H, 1i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))]) + (hz_dot_local[0i] + b_hh_ptr[(max(podArgs.H, 1i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))])) * -1.000000e+00f))))) * ((condval * (1.000000e+00f - exp((-2.000000e+00f * max(fma((1.000000e+00f / (1.000000e+00f + exp((((ir_dot_local[0i] + b_ih_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))]) + (hr_dot_local[0i] + b_hh_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))])) * -1.000000e+00f)))), (hn_dot_local[0i] + b_hh_ptr[((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))]), (in_dot_local[0i] + b_ih_ptr[((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))])), (fma((1.000000e+00f / (1.000000e+00f + exp((((ir_dot_local[0i] + b_ih_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))]) + (hr_dot_local[0i] + b_hh_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))])) * -1.000000e+00f)))), (hn_dot_local[0i] + b_hh_ptr[((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))]), (in_dot_local[0i] + b_ih_ptr[((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))])) * -1.000000e+00f)))))) / (1.000000e+00f + exp((-2.000000e+00f * max(fma((1.000000e+00f / (1.000000e+00f + exp((((ir_dot_local[0i] + b_ih_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))]) + (hr_dot_local[0i] + b_hh_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))])) * -1.000000e+00f)))), (hn_dot_local[0i] + b_hh_ptr[((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))]), (in_dot_local[0i] + b_ih_ptr[((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))])), (fma((1.000000e+00f / (1.000000e+00f + exp((((ir_dot_local[0i] + b_ih_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))]) + (hr_dot_local[0i] + b_hh_ptr[(((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i))])) * -1.000000e+00f)))), (hn_dot_local[0i] + b_hh_ptr[((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))]), (in_dot_local[0i] + b_ih_ptr[((max(podArgs.H, 1i) * 2i) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.H, 1i)))])) * -1.000000e+00f))))))));
  }
}


