// Function: l1_nv12_to_rgb_kernel
//----------------------------------------
// Function: l1_nv12_to_rgb_kernel
//----------------------------------------
@group(0) @binding(0) var<storage, read> UV_ptr : array<u32>;
@group(0) @binding(1) var<storage, read> Yp_ptr : array<u32>;
@group(0) @binding(2) var<storage, read_write> rgba_ptr : array<u32>;

struct PODArgs {
  H: i32,
  W: i32,
  packGridDimX: u32
}
@group(0) @binding(3) var<uniform> podArgs : PODArgs;

@compute @workgroup_size(256, 1, 1)
fn l1_nv12_to_rgb_kernel(
  @builtin(workgroup_id) blockIdx : vec3<u32>,
  @builtin(num_workgroups) gridDim : vec3<u32>,
  @builtin(local_invocation_id) threadIdx : vec3<u32>
) {
  if (blockIdx.z * gridDim.x + blockIdx.x > podArgs.packGridDimX) { return; }
  let v__1 : i32 = i32(blockIdx.z * gridDim.x + blockIdx.x);
  if (((v__1 * 256i) + i32(threadIdx.x)) < (podArgs.H * podArgs.W)) {
    let rmod : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rdiv : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.W);
    let rmod_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rdiv_1 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.W);
    let rmod_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_7 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rdiv_2 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.W);
    let rmod_8 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_9 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_10 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rdiv_3 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.W);
    let rmod_11 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_12 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_13 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rdiv_4 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.W);
    let rmod_14 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_15 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_16 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rdiv_5 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.W);
    let rmod_17 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_18 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rmod_19 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    let rdiv_6 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) / podArgs.W);
    let rmod_20 : i32 = (((v__1 * 256i) + i32(threadIdx.x)) % podArgs.W);
    rgba_ptr[((v__1 * 256i) + i32(threadIdx.x))] = (u32(((min(max(((((i32(((UV_ptr[((select((rmod + podArgs.W), rmod, (((podArgs.W >= 0i) && (rmod >= 0i)) || ((podArgs.W < 0i) && (rmod <= 0i))))>>2u) + ((select((rdiv - 1i), rdiv, (((podArgs.W >= 0i) && (rmod_1 >= 0i)) || ((podArgs.W < 0i) && (rmod_1 <= 0i))))>>1u) * (podArgs.W>>2u)))]>>u32(((((select((rmod_2 + podArgs.W), rmod_2, (((podArgs.W >= 0i) && (rmod_2 >= 0i)) || ((podArgs.W < 0i) && (rmod_2 <= 0i)))) & 3i)>>1u) * 16i) + 8i))) & 255u)) * 409i) + (i32(((Yp_ptr[((select((rmod_3 + podArgs.W), rmod_3, (((podArgs.W >= 0i) && (rmod_3 >= 0i)) || ((podArgs.W < 0i) && (rmod_3 <= 0i))))>>2u) + (select((rdiv_1 - 1i), rdiv_1, (((podArgs.W >= 0i) && (rmod_4 >= 0i)) || ((podArgs.W < 0i) && (rmod_4 <= 0i)))) * (podArgs.W>>2u)))]>>u32(((select((rmod_5 + podArgs.W), rmod_5, (((podArgs.W >= 0i) && (rmod_5 >= 0i)) || ((podArgs.W < 0i) && (rmod_5 <= 0i)))) & 3i) * 8i))) & 255u)) * 298i)) - 56992i)>>8u), 0i), 255i) | (min(max((((((i32(((Yp_ptr[((select((rmod_6 + podArgs.W), rmod_6, (((podArgs.W >= 0i) && (rmod_6 >= 0i)) || ((podArgs.W < 0i) && (rmod_6 <= 0i))))>>2u) + (select((rdiv_2 - 1i), rdiv_2, (((podArgs.W >= 0i) && (rmod_7 >= 0i)) || ((podArgs.W < 0i) && (rmod_7 <= 0i)))) * (podArgs.W>>2u)))]>>u32(((select((rmod_8 + podArgs.W), rmod_8, (((podArgs.W >= 0i) && (rmod_8 >= 0i)) || ((podArgs.W < 0i) && (rmod_8 <= 0i)))) & 3i) * 8i))) & 255u)) * 298i) + 34784i) - (i32(((UV_ptr[((select((rmod_9 + podArgs.W), rmod_9, (((podArgs.W >= 0i) && (rmod_9 >= 0i)) || ((podArgs.W < 0i) && (rmod_9 <= 0i))))>>2u) + ((select((rdiv_3 - 1i), rdiv_3, (((podArgs.W >= 0i) && (rmod_10 >= 0i)) || ((podArgs.W < 0i) && (rmod_10 <= 0i))))>>1u) * (podArgs.W>>2u)))]>>u32((((select((rmod_11 + podArgs.W), rmod_11, (((podArgs.W >= 0i) && (rmod_11 >= 0i)) || ((podArgs.W < 0i) && (rmod_11 <= 0i)))) & 3i)>>1u) * 16i))) & 255u)) * 100i)) - (i32(((UV_ptr[((select((rmod_12 + podArgs.W), rmod_12, (((podArgs.W >= 0i) && (rmod_12 >= 0i)) || ((podArgs.W < 0i) && (rmod_12 <= 0i))))>>2u) + ((select((rdiv_4 - 1i), rdiv_4, (((podArgs.W >= 0i) && (rmod_13 >= 0i)) || ((podArgs.W < 0i) && (rmod_13 <= 0i))))>>1u) * (podArgs.W>>2u)))]>>u32(((((select((rmod_14 + podArgs.W), rmod_14, (((podArgs.W >= 0i) && (rmod_14 >= 0i)) || ((podArgs.W < 0i) && (rmod_14 <= 0i)))) & 3i)>>1u) * 16i) + 8i))) & 255u)) * 208i))>>8u), 0i), 255i)<<8u)) | (min(max(((((i32(((UV_ptr[((select((rmod_15 + podArgs.W), rmod_15, (((podArgs.W >= 0i) && (rmod_15 >= 0i)) || ((podArgs.W < 0i) && (rmod_15 <= 0i))))>>2u) + ((select((rdiv_5 - 1i), rdiv_5, (((podArgs.W >= 0i) && (rmod_16 >= 0i)) || ((podArgs.W < 0i) && (rmod_16 <= 0i))))>>1u) * (podArgs.W>>2u)))]>>u32((((select((rmod_17 + podArgs.W), rmod_17, (((podArgs.W >= 0i) && (rmod_17 >= 0i)) || ((podArgs.W < 0i) && (rmod_17 <= 0i)))) & 3i)>>1u) * 16i))) & 255u)) * 516i) + (i32(((Yp_ptr[((select((rmod_18 + podArgs.W), rmod_18, (((podArgs.W >= 0i) && (rmod_18 >= 0i)) || ((podArgs.W < 0i) && (rmod_18 <= 0i))))>>2u) + (select((rdiv_6 - 1i), rdiv_6, (((podArgs.W >= 0i) && (rmod_19 >= 0i)) || ((podArgs.W < 0i) && (rmod_19 <= 0i)))) * (podArgs.W>>2u)))]>>u32(((select((rmod_20 + podArgs.W), rmod_20, (((podArgs.W >= 0i) && (rmod_20 >= 0i)) || ((podArgs.W < 0i) && (rmod_20 <= 0i)))) & 3i) * 8i))) & 255u)) * 298i)) - 70688i)>>8u), 0i), 255i)<<16u))) | 4278190080u);
  }
}


