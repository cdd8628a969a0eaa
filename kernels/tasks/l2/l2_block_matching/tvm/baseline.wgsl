// Function: l2_block_matching_kernel
//----------------------------------------
// Function: l2_block_matching_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> cost_ptr : array<i32>;
@group(0) @binding(1) var<storage, read> cur_ptr : array<u32>;
@group(0) @binding(2) var<storage, read> prev_ptr : array<u32>;

struct PODArgs {
  B: i32,
  H: i32,
  R: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_block_matching_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var v : i32 = 0i; v < max(podArgs.B, 1i); v++) {
    for (var u : i32 = 0i; u < max(podArgs.B, 1i); u++) {
      if (((v__1 * 256i) + i32(threadIdx.x)) < ((((max(podArgs.H, 1i) / max(podArgs.B, 1i)) * (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) {
        if ((v == 0i) && (u == 0i)) {
          cost_ptr[(((((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) * (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + ((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) / (max(((podArgs.R * 2i) + 1i), 1i) * max(((podArgs.R * 2i) + 1i), 1i)))) * max(((podArgs.R * 2i) + 1i), 1i)) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(((podArgs.R * 2i) + 1i), 1i) * max(((podArgs.R * 2i) + 1i), 1i))) / max(((podArgs.R * 2i) + 1i), 1i))) * max(((podArgs.R * 2i) + 1i), 1i)) + (((v__1 * 256i) + i32(threadIdx.x)) % max(((podArgs.R * 2i) + 1i), 1i)))] = 0i;
        }
        var condval : i32;
        if ((0i <= (i32(cur_ptr[((((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i)) + v) * max(podArgs.W, 1i)) + (((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) / (max(((podArgs.R * 2i) + 1i), 1i) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i))) + u)]) - i32(prev_ptr[(max(min(((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) / (max(((podArgs.R * 2i) + 1i), 1i) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i)) + u) + (((v__1 * 256i) + i32(threadIdx.x)) % max(((podArgs.R * 2i) + 1i), 1i))) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min((((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i)) + v) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(((podArgs.R * 2i) + 1i), 1i) * max(((podArgs.R * 2i) + 1i), 1i))) / max(((podArgs.R * 2i) + 1i), 1i))) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i)))])))) {
          condval = (i32(cur_ptr[((((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i)) + v) * max(podArgs.W, 1i)) + (((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) / (max(((podArgs.R * 2i) + 1i), 1i) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i))) + u)]) - i32(prev_ptr[(max(min(((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) / (max(((podArgs.R * 2i) + 1i), 1i) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i)) + u) + (((v__1 * 256i) + i32(threadIdx.x)) % max(((podArgs.R * 2i) + 1i), 1i))) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min((((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i)) + v) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(((podArgs.R * 2i) + 1i), 1i) * max(((podArgs.R * 2i) + 1i), 1i))) / max(((podArgs.R * 2i) + 1i), 1i))) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i)))]));
} else {
          condval = (i32(prev_ptr[(max(min(((((((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) / (max(((podArgs.R * 2i) + 1i), 1i) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i)) + u) + (((v__1 * 256i) + i32(threadIdx.x)) % max(((podArgs.R * 2i) + 1i), 1i))) - podArgs.R), (podArgs.W - 1i)), 0i) + (max(min((((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i)) + v) + ((((v__1 * 256i) + i32(threadIdx.x)) % (max(((podArgs.R * 2i) + 1i), 1i) * max(((podArgs.R * 2i) + 1i), 1i))) / max(((podArgs.R * 2i) + 1i), 1i))) - podArgs.R), (podArgs.H - 1i)), 0i) * max(podArgs.W, 1i)))]) - i32(cur_ptr[((((((((v__1 * 256i) + i32(threadIdx.x)) / (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i)) + v) * max(podArgs.W, 1i)) + (((((v__1 * 256i) + i32(threadIdx.x)) % (((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) / (max(((podArgs.R * 2i) + 1i), 1i) * max(((podArgs.R * 2i) + 1i), 1i))) * max(podArgs.B, 1i))) + u)]));
}
        cost_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (cost_ptr[((v__1 * 256i) + i32(threadIdx.x))] + condval);
      }
    }
  }
}


// Function: l2_block_matching_kernel_1
//----------------------------------------
// Function: l2_block_matching_kernel_1
//----------------------------------------
@group(0) @binding(0) var<storage, read_write> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read_write> arg_v1_ptr : array<i32>;
@group(0) @binding(2) var<storage, read> cost_ptr : array<i32>;

struct PODArgs {
  B: i32,
  H: i32,
  R: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_block_matching_kernel_1(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  for (var cy : i32 = 0i; cy < max(((podArgs.R * 2i) + 1i), 1i); cy++) {
    for (var cx : i32 = 0i; cx < max(((podArgs.R * 2i) + 1i), 1i); cx++) {
      if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.H, 1i) / max(podArgs.B, 1i)) * (max(podArgs.W, 1i) / max(podArgs.B, 1i)))) {
        if ((cy == 0i) && (cx == 0i)) {
          arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 2147483647i;
          arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] = 2147483647i;
        }
                var condval_1 : i32;
        if (((((0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * max(podArgs.B, 1i)) + cy) - podArgs.R)) && (((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cy) - podArgs.R) <= podArgs.H) || ((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cy) - podArgs.R) <= 1i))) && (0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * max(podArgs.B, 1i)) + cx) - podArgs.R))) && (((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cx) - podArgs.R) <= podArgs.W) || ((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cx) - podArgs.R) <= 1i)))) {
          condval_1 = cost_ptr[((((((v__1 * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * 256i) + ((i32(threadIdx.x) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) + (cy * max(((podArgs.R * 2i) + 1i), 1i))) + cx)];
} else {
          condval_1 = 2147483647i;
}
        var condval_2 : i32;
        if (((((0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * max(podArgs.B, 1i)) + cy) - podArgs.R)) && (((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cy) - podArgs.R) <= podArgs.H) || ((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cy) - podArgs.R) <= 1i))) && (0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * max(podArgs.B, 1i)) + cx) - podArgs.R))) && (((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cx) - podArgs.R) <= podArgs.W) || ((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cx) - podArgs.R) <= 1i)))) {
          condval_2 = cost_ptr[((((((v__1 * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * 256i) + ((i32(threadIdx.x) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) + (cy * max(((podArgs.R * 2i) + 1i), 1i))) + cx)];
} else {
          condval_2 = 2147483647i;
}
        var condval : i32;
        if (((arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] < condval_1) || ((arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] == condval_2) && (arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))] < (((((select((podArgs.R - cx), (cx - podArgs.R), (0i <= (cx - podArgs.R))) + select((podArgs.R - cy), (cy - podArgs.R), (0i <= (cy - podArgs.R)))) * max(((podArgs.R * 2i) + 1i), 1i)) + cy) * max(((podArgs.R * 2i) + 1i), 1i)) + cx))))) {
          condval = arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))];
} else {
          condval = (((((select((podArgs.R - cx), (cx - podArgs.R), (0i <= (cx - podArgs.R))) + select((podArgs.R - cy), (cy - podArgs.R), (0i <= (cy - podArgs.R)))) * max(((podArgs.R * 2i) + 1i), 1i)) + cy) * max(((podArgs.R * 2i) + 1i), 1i)) + cx);
}
let v_arg_v0 : i32 = condval;
                var condval_4 : i32;
        if (((((0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * max(podArgs.B, 1i)) + cy) - podArgs.R)) && (((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cy) - podArgs.R) <= podArgs.H) || ((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cy) - podArgs.R) <= 1i))) && (0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * max(podArgs.B, 1i)) + cx) - podArgs.R))) && (((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cx) - podArgs.R) <= podArgs.W) || ((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cx) - podArgs.R) <= 1i)))) {
          condval_4 = cost_ptr[((((((v__1 * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * 256i) + ((i32(threadIdx.x) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) + (cy * max(((podArgs.R * 2i) + 1i), 1i))) + cx)];
} else {
          condval_4 = 2147483647i;
}
        var condval_5 : i32;
        if (((((0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * max(podArgs.B, 1i)) + cy) - podArgs.R)) && (((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cy) - podArgs.R) <= podArgs.H) || ((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cy) - podArgs.R) <= 1i))) && (0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * max(podArgs.B, 1i)) + cx) - podArgs.R))) && (((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cx) - podArgs.R) <= podArgs.W) || ((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cx) - podArgs.R) <= 1i)))) {
          condval_5 = cost_ptr[((((((v__1 * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * 256i) + ((i32(threadIdx.x) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) + (cy * max(((podArgs.R * 2i) + 1i), 1i))) + cx)];
} else {
          condval_5 = 2147483647i;
}
        var condval_3 : i32;
        if (((arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] < condval_4) || ((arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] == condval_5) && (arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))] < (((((select((podArgs.R - cx), (cx - podArgs.R), (0i <= (cx - podArgs.R))) + select((podArgs.R - cy), (cy - podArgs.R), (0i <= (cy - podArgs.R)))) * max(((podArgs.R * 2i) + 1i), 1i)) + cy) * max(((podArgs.R * 2i) + 1i), 1i)) + cx))))) {
          condval_3 = arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))];
} else {
          var condval_6 : i32;
          if (((((0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * max(podArgs.B, 1i)) + cy) - podArgs.R)) && (((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cy) - podArgs.R) <= podArgs.H) || ((((((((v__1 * 256i) + i32(threadIdx.x)) / (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cy) - podArgs.R) <= 1i))) && (0i <= ((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * max(podArgs.B, 1i)) + cx) - podArgs.R))) && (((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cx) - podArgs.R) <= podArgs.W) || ((((((((v__1 * 256i) + i32(threadIdx.x)) % (max(podArgs.W, 1i) / max(podArgs.B, 1i))) + 1i) * max(podArgs.B, 1i)) + cx) - podArgs.R) <= 1i)))) {
            condval_6 = cost_ptr[((((((v__1 * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i)) * 256i) + ((i32(threadIdx.x) * max(((podArgs.R * 2i) + 1i), 1i)) * max(((podArgs.R * 2i) + 1i), 1i))) + (cy * max(((podArgs.R * 2i) + 1i), 1i))) + cx)];
} else {
            condval_6 = 2147483647i;
}
          condval_3 = condval_6;
}
let v_arg_v1 : i32 = condval_3;
        arg_v0_ptr[((v__1 * 256i) + i32(threadIdx.x))] = v_arg_v0;
        arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))] = v_arg_v1;
      }
    }
  }
}


// Function: l2_block_matching_kernel_2
//----------------------------------------
// Function: l2_block_matching_kernel_2
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v0_ptr : array<i32>;
@group(0) @binding(1) var<storage, read_write> mv_ptr : array<i32>;

struct PODArgs {
  B: i32,
  H: i32,
  R: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_block_matching_kernel_2(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((max(podArgs.H, 1i) / max(podArgs.B, 1i)) * (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * 2i)) {
    var condval : i32;
    if (((i32(threadIdx.x) % 2i) == 0i)) {
      condval = ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i)) * (max(podArgs.W, 1i) / max(podArgs.B, 1i))))] % max(((podArgs.R * 2i) + 1i), 1i)) + (max(((podArgs.R * 2i) + 1i), 1i) & ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i)) * (max(podArgs.W, 1i) / max(podArgs.B, 1i))))] % max(((podArgs.R * 2i) + 1i), 1i))>>31u)));
} else {
      condval = ((((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i)) * (max(podArgs.W, 1i) / max(podArgs.B, 1i))))] / max(((podArgs.R * 2i) + 1i), 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i)) * (max(podArgs.W, 1i) / max(podArgs.B, 1i))))] % max(((podArgs.R * 2i) + 1i), 1i))>>31u)) % max(((podArgs.R * 2i) + 1i), 1i)) + (max(((podArgs.R * 2i) + 1i), 1i) & ((((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i)) * (max(podArgs.W, 1i) / max(podArgs.B, 1i))))] / max(((podArgs.R * 2i) + 1i), 1i)) + ((arg_v0_ptr[(((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i))>>1u) + ((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i)) * (max(podArgs.W, 1i) / max(podArgs.B, 1i))))] % max(((podArgs.R * 2i) + 1i), 1i))>>31u)) % max(((podArgs.R * 2i) + 1i), 1i))>>31u)));
}
    mv_ptr[(((((((v__1 * 256i) + i32(threadIdx.x)) % ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i))>>1u) * 2i) + (((((v__1 * 256i) + i32(threadIdx.x)) / ((max(podArgs.W, 1i) / max(podArgs.B, 1i)) * 2i)) * (max(podArgs.W, 1i) / max(podArgs.B, 1i))) * 2i)) + (i32(threadIdx.x) & 1i))] = (condval - podArgs.R);
  }
}


// Function: l2_block_matching_kernel_3
//----------------------------------------
// Function: l2_block_matching_kernel_3
//----------------------------------------
@group(0) @binding(0) var<storage, read> arg_v1_ptr : array<i32>;
@group(0) @binding(1) var<storage, read_write> sad_ptr : array<u32>;

struct PODArgs {
  B: i32,
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(2) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l2_block_matching_kernel_3(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < ((max(podArgs.H, 1i) / max(podArgs.B, 1i)) * (max(podArgs.W, 1i) / max(podArgs.B, 1i)))) {
    sad_ptr[((v__1 * 256i) + i32(threadIdx.x))] = u32(arg_v1_ptr[((v__1 * 256i) + i32(threadIdx.x))]);
  }
}


