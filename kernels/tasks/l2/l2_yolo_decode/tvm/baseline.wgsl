// Function: l2_yolo_decode_kernel
//----------------------------------------
// Function: l2_yolo_decode_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> anchors_ptr : array<f32>;
@group(0) @binding(1) var<storage, read_write> det_ptr : array<f32>;
@group(0) @binding(2) var<storage, read> pred_ptr : array<f32>;

struct PODArgs {
  A: i32,
  GH: i32,
  GW: i32,
  N: i32,
  NC: i32,
  conf_thres: f32,
  stride: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_yolo_decode_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var cls_v0_local : array<i32, 1>;
  var cls_v1_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < max(podArgs.NC, 1i); ax0++) {
    if ((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) < podArgs.N) || ((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) == 0i)) && ((((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) < podArgs.GH) || (((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) == 0i))) {
      if (ax0 == 0i) {
        cls_v0_local[0i] = 2147483647i;
        cls_v1_local[0i] = -3.402823e+38f;
      }
            var condval : i32;
      if (((pred_ptr[((((((((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) * max(podArgs.GH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i)))) * max(podArgs.GW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) / max(podArgs.A, 1i))) * max(podArgs.A, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.A, 1i))) * (max(podArgs.NC, 1i) + 5i)) + ax0) + 5i)] < cls_v1_local[0i]) || ((cls_v1_local[0i] == pred_ptr[((((((((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) * max(podArgs.GH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i)))) * max(podArgs.GW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) / max(podArgs.A, 1i))) * max(podArgs.A, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.A, 1i))) * (max(podArgs.NC, 1i) + 5i)) + ax0) + 5i)]) && (cls_v0_local[0i] < ax0)))) {
        condval = cls_v0_local[0i];
} else {
        condval = ax0;
}
let v_cls_v0 : i32 = condval;
            var condval_1 : f32;
      if (((pred_ptr[((((((((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) * max(podArgs.GH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i)))) * max(podArgs.GW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) / max(podArgs.A, 1i))) * max(podArgs.A, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.A, 1i))) * (max(podArgs.NC, 1i) + 5i)) + ax0) + 5i)] < cls_v1_local[0i]) || ((cls_v1_local[0i] == pred_ptr[((((((((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) * max(podArgs.GH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i)))) * max(podArgs.GW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) / max(podArgs.A, 1i))) * max(podArgs.A, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.A, 1i))) * (max(podArgs.NC, 1i) + 5i)) + ax0) + 5i)]) && (cls_v0_local[0i] < ax0)))) {
        condval_1 = cls_v1_local[0i];
} else {
        condval_1 = pred_ptr[((((((((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) * max(podArgs.GH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i)))) * max(podArgs.GW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) / max(podArgs.A, 1i))) * max(podArgs.A, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.A, 1i))) * (max(podArgs.NC, 1i) + 5i)) + ax0) + 5i)];
}
let v_cls_v1 : f32 = condval_1;
      cls_v0_local[0i] = v_cls_v0;
      cls_v1_local[0i] = v_cls_v1;
    }
  }
  for (var e : i32 = 0i; e < 6i; e++) {
    if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.N, 1i) * max(podArgs.GH, 1i)) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) {
      var condval_2 : f32;
      if ((podArgs.conf_thres < ((1.000000e+00f / (1.000000e+00f + exp((pred_ptr[((((v__1 * 256i) + i32(threadIdx.x)) * (max(podArgs.NC, 1i) + 5i)) + 4i)] * -1.000000e+00f)))) * (1.000000e+00f / (1.000000e+00f + exp((cls_v1_local[0i] * -1.000000e+00f))))))) {
        var condval_3 : f32;
        if ((e < 2i)) {
          var condval_4 : i32;
          if ((e == 0i)) {
            condval_4 = ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) / max(podArgs.A, 1i));
} else {
            condval_4 = ((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i)));
}
          condval_3 = ((((2.000000e+00f * (1.000000e+00f / (1.000000e+00f + exp((pred_ptr[(((((((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) * max(podArgs.GH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i)))) * max(podArgs.GW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) / max(podArgs.A, 1i))) * max(podArgs.A, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.A, 1i))) * (max(podArgs.NC, 1i) + 5i)) + e)] * -1.000000e+00f))))) - 5.000000e-01f) + f32(condval_4)) * f32(max(podArgs.stride, 1i)));
} else {
          var condval_5 : f32;
          if ((e < 4i)) {
            condval_5 = (((2.000000e+00f * (1.000000e+00f / (1.000000e+00f + exp((pred_ptr[(max(e, 2i) + ((((((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) * max(podArgs.GH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i)))) * max(podArgs.GW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) / max(podArgs.A, 1i))) * max(podArgs.A, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.A, 1i))) * (max(podArgs.NC, 1i) + 5i)))] * -1.000000e+00f))))) * (2.000000e+00f * (1.000000e+00f / (1.000000e+00f + exp((pred_ptr[(max(e, 2i) + ((((((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) * max(podArgs.GH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i)))) * max(podArgs.GW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) / max(podArgs.A, 1i))) * max(podArgs.A, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.A, 1i))) * (max(podArgs.NC, 1i) + 5i)))] * -1.000000e+00f)))))) * anchors_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.A, 1i)) * 2i) + max((e - 2i), 0i))]);
} else {
            var condval_6 : f32;
            if ((e == 4i)) {
              condval_6 = ((1.000000e+00f / (1.000000e+00f + exp((pred_ptr[(((((((((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) * max(podArgs.GH, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.GH, 1i) * max(podArgs.GW, 1i)) * max(podArgs.A, 1i))) / (max(podArgs.GW, 1i) * max(podArgs.A, 1i)))) * max(podArgs.GW, 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.GW, 1i) * max(podArgs.A, 1i))) / max(podArgs.A, 1i))) * max(podArgs.A, 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(podArgs.A, 1i))) * (max(podArgs.NC, 1i) + 5i)) + 4i)] * -1.000000e+00f)))) * (1.000000e+00f / (1.000000e+00f + exp((cls_v1_local[0i] * -1.000000e+00f)))));
} else {
              condval_6 = f32(cls_v0_local[0i]);
}
            condval_5 = condval_6;
}
          condval_3 = condval_5;
}
        condval_2 = condval_3;
} else {
        condval_2 = 0.000000e+00f;
}
      det_ptr[(((v__1 * 1536i) + (i32(threadIdx.x) * 6i)) + e)] = condval_2;
    }
  }
}


