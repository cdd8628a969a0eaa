// Function: l1_pointwise_conv_kernel
//----------------------------------------
// Function: l1_pointwise_conv_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> Wt_ptr : array<f32>;
@group(0) @binding(1) var<storage, read> X_ptr : array<f32>;
@group(0) @binding(2) var<storage, read_write> Y_ptr : array<f32>;
@group(0) @binding(3) var<storage, read> bias_ptr : array<f32>;

struct PODArgs {
  Cin: i32,
  Cout: i32,
  H: i32,
  N: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(4) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_pointwise_conv_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  var conv_local : array<f32, 1>;
  for (var ax0 : i32 = 0i; ax0 < podArgs.Cin; ax0++) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.Cout));
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / ((podArgs.H * podArgs.W) * podArgs.Cout));
        let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.Cout));
let rmod_2 : i32 = (select((rmod_1 + ((podArgs.H * podArgs.W) * podArgs.Cout)), rmod_1, (((((podArgs.H * podArgs.W) * podArgs.Cout) >= 0i) && (rmod_1 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.Cout) < 0i) && (rmod_1 <= 0i)))) % (podArgs.W * podArgs.Cout));
        let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.Cout));
let rdiv_1 : i32 = (select((rmod_3 + ((podArgs.H * podArgs.W) * podArgs.Cout)), rmod_3, (((((podArgs.H * podArgs.W) * podArgs.Cout) >= 0i) && (rmod_3 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.Cout) < 0i) && (rmod_3 <= 0i)))) / (podArgs.W * podArgs.Cout));
    if ((select((rdiv - 1i), rdiv, (((((podArgs.H * podArgs.W) * podArgs.Cout) >= 0i) && (rmod >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.Cout) < 0i) && (rmod <= 0i)))) < podArgs.N) && (select((rdiv_1 - 1i), rdiv_1, ((((podArgs.W * podArgs.Cout) >= 0i) && (rmod_2 >= 0i)) || (((podArgs.W * podArgs.Cout) < 0i) && (rmod_2 <= 0i)))) < podArgs.H)) {
      if (ax0 == 0i) {
        conv_local[0i] = 0.000000e+00f;
      }
      let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.Cout));
      let rdiv_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / ((podArgs.H * podArgs.W) * podArgs.Cout));
            let rmod_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.Cout));
let rmod_6 : i32 = (select((rmod_5 + ((podArgs.H * podArgs.W) * podArgs.Cout)), rmod_5, (((((podArgs.H * podArgs.W) * podArgs.Cout) >= 0i) && (rmod_5 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.Cout) < 0i) && (rmod_5 <= 0i)))) % (podArgs.W * podArgs.Cout));
            let rmod_7 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % ((podArgs.H * podArgs.W) * podArgs.Cout));
let rdiv_3 : i32 = (select((rmod_7 + ((podArgs.H * podArgs.W) * podArgs.Cout)), rmod_7, (((((podArgs.H * podArgs.W) * podArgs.Cout) >= 0i) && (rmod_7 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.Cout) < 0i) && (rmod_7 <= 0i)))) / (podArgs.W * podArgs.Cout));
            let rmod_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.W * podArgs.Cout));
let rmod_9 : i32 = (select((rmod_8 + (podArgs.W * podArgs.Cout)), rmod_8, ((((podArgs.W * podArgs.Cout) >= 0i) && (rmod_8 >= 0i)) || (((podArgs.W * podArgs.Cout) < 0i) && (rmod_8 <= 0i)))) % podArgs.Cout);
            let rmod_10 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % (podArgs.W * podArgs.Cout));
let rdiv_4 : i32 = (select((rmod_10 + (podArgs.W * podArgs.Cout)), rmod_10, ((((podArgs.W * podArgs.Cout) >= 0i) && (rmod_10 >= 0i)) || (((podArgs.W * podArgs.Cout) < 0i) && (rmod_10 <= 0i)))) / podArgs.Cout);
      let rmod_11 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.Cout);
      conv_local[0i] = fma(X_ptr[((((((select((rdiv_2 - 1i), rdiv_2, (((((podArgs.H * podArgs.W) * podArgs.Cout) >= 0i) && (rmod_4 >= 0i)) || ((((podArgs.H * podArgs.W) * podArgs.Cout) < 0i) && (rmod_4 <= 0i)))) * podArgs.H) + select((rdiv_3 - 1i), rdiv_3, ((((podArgs.W * podArgs.Cout) >= 0i) && (rmod_6 >= 0i)) || (((podArgs.W * podArgs.Cout) < 0i) && (rmod_6 <= 0i))))) * podArgs.W) + select((rdiv_4 - 1i), rdiv_4, (((podArgs.Cout >= 0i) && (rmod_9 >= 0i)) || ((podArgs.Cout < 0i) && (rmod_9 <= 0i))))) * podArgs.Cin) + ax0)], Wt_ptr[((ax0 * podArgs.Cout) + select((rmod_11 + podArgs.Cout), rmod_11, (((podArgs.Cout >= 0i) && (rmod_11 >= 0i)) || ((podArgs.Cout < 0i) && (rmod_11 <= 0i)))))], conv_local[0i]);
    }
  }
  if (((v__1 * 256i) + i32(threadIdx.x)) < (((podArgs.N * podArgs.H) * podArgs.W) * podArgs.Cout)) {
    let rmod_12 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.Cout);
    Y_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (conv_local[0i] + bias_ptr[select((rmod_12 + podArgs.Cout), rmod_12, (((podArgs.Cout >= 0i) && (rmod_12 >= 0i)) || ((podArgs.Cout < 0i) && (rmod_12 <= 0i))))]);
  }
}


