// tvm target: {"kind":"c","tag":"","keys":["cpu"]}
#define TVM_EXPORTS
#include "tvm/ffi/extra/c_env_api.h"
#include "tvm/runtime/base.h"
#include "tvm/runtime/c_backend_api.h"
#include "tvm/ffi/c_api.h"
#include <math.h>
#include <stdbool.h>
void* __tvm_ffi__library_ctx = NULL;
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_camera_isp(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float powf(float, float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_camera_isp(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 7))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "7", " arguments", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t raw_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((raw_type_index == 0) || (raw_type_index == 4)) || (raw_type_index == 7)) || (raw_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (raw_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* raw_handle = (void*)condval;
  int32_t rgb_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((rgb_type_index == 0) || (rgb_type_index == 4)) || (rgb_type_index == 7)) || (rgb_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (rgb_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* rgb_handle = (void*)condval_1;
  int32_t H_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[2].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[3].v_int64));
  int32_t r_gain_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!((((r_gain_type_index == 3) || (r_gain_type_index == 1)) || (r_gain_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float r_gain = ((r_gain_type_index == 3) ? ((float)(((TVMFFIAny*)args)[4].v_float64)) : ((float)(((TVMFFIAny*)args)[4].v_int64)));
  int32_t g_gain_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!((((g_gain_type_index == 3) || (g_gain_type_index == 1)) || (g_gain_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float g_gain = ((g_gain_type_index == 3) ? ((float)(((TVMFFIAny*)args)[5].v_float64)) : ((float)(((TVMFFIAny*)args)[5].v_int64)));
  int32_t b_gain_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!((((b_gain_type_index == 3) || (b_gain_type_index == 1)) || (b_gain_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float b_gain = ((b_gain_type_index == 3) ? ((float)(((TVMFFIAny*)args)[6].v_float64)) : ((float)(((TVMFFIAny*)args)[6].v_int64)));
  if (!(!(raw_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)raw_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw", ".ndim on argument #", "0", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)raw_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)raw_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)raw_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw", ".dtype on argument #", "0", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_camera_isp_raw_shape = (int64_t*)(((DLTensor*)raw_handle)[0].shape);
  int64_t* l2_camera_isp_raw_strides = (int64_t*)(((DLTensor*)raw_handle)[0].strides);
  if (!(((((DLTensor*)raw_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw", ".device_type on argument #", "0", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)raw_handle)[0].device.device_id);
  if (!(!(rgb_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)rgb_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb", ".ndim on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)rgb_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)rgb_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)rgb_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb", ".dtype on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_camera_isp_rgb_shape = (int64_t*)(((DLTensor*)rgb_handle)[0].shape);
  int64_t* l2_camera_isp_rgb_strides = (int64_t*)(((DLTensor*)rgb_handle)[0].strides);
  if (!(((((DLTensor*)rgb_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb", ".device_type on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_camera_isp_raw_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw.shape[0]", " on argument #", "0", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_camera_isp_raw_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw.shape[1]", " on argument #", "0", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_camera_isp_raw_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l2_camera_isp_raw_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l2_camera_isp_raw_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "raw", ".strides on argument #", "0", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((H * W) == 0) || !(((float*)(((DLTensor*)raw_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"raw", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_camera_isp_rgb_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_camera_isp_rgb_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_camera_isp_rgb_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l2_camera_isp_rgb_strides)[2]))) && ((W == 1) || (3 == ((int32_t)(((int64_t*)l2_camera_isp_rgb_strides)[1]))))) && ((H == 1) || ((3 * W) == ((int32_t)(((int64_t*)l2_camera_isp_rgb_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "rgb", ".strides on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)rgb_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb.device_id", " on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "raw.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * W) * 3) == 0) || !(((float*)(((DLTensor*)rgb_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"rgb", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)raw_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "raw.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_camera_isp_rgb_shape)[2])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "rgb.shape[2]", " on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)rgb_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "rgb.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_camera_isp(raw: Tensor([H, W], float32), rgb: Tensor([H, W, 3], float32), H: int32, W: int32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* raw = ((float*)((float*)(((DLTensor*)raw_handle)[0].data)));
  float* rgb = ((float*)((float*)(((DLTensor*)rgb_handle)[0].data)));
  for (int32_t y = 0; y < H; ++y) {
    for (int32_t x = 0; x < W; ++x) {
      for (int32_t ch = 0; ch < 3; ++ch) {
        float condval_3;
        if (ch == 0) {
          float condval_4;
          if ((y % 2) == 0) {
            float condval_5;
            if ((x % 2) == 0) {
              condval_5 = raw[((y * W) + x)];
            } else {
              int32_t v_ = x - 1;
              int32_t v__1 = 1 - x;
              int32_t v__2 = (v_) > (v__1) ? (v_) : (v__1);
              int32_t v__3 = ((W * 2) - x) - 1;
              int32_t v__4 = ((H * 2) - y) - 2;
              int32_t v__5 = x + 1;
              int32_t v__6 = ((W * 2) - x) - 3;
              condval_5 = ((raw[(((v__2) < (v__3) ? (v__2) : (v__3)) + (((y) < (v__4) ? (y) : (v__4)) * W))] + raw[(((v__5) < (v__6) ? (v__5) : (v__6)) + (((y) < (v__4) ? (y) : (v__4)) * W))]) * 5.000000e-01f);
            }
            condval_4 = condval_5;
          } else {
            float condval_6;
            if ((x % 2) == 0) {
              int32_t v__7 = ((W * 2) - x) - 2;
              int32_t v__8 = y - 1;
              int32_t v__9 = 1 - y;
              int32_t v__10 = (v__8) > (v__9) ? (v__8) : (v__9);
              int32_t v__11 = ((H * 2) - y) - 1;
              int32_t v__12 = y + 1;
              int32_t v__13 = ((H * 2) - y) - 3;
              condval_6 = ((raw[(((x) < (v__7) ? (x) : (v__7)) + (((v__10) < (v__11) ? (v__10) : (v__11)) * W))] + raw[(((x) < (v__7) ? (x) : (v__7)) + (((v__12) < (v__13) ? (v__12) : (v__13)) * W))]) * 5.000000e-01f);
            } else {
              int32_t v__14 = x - 1;
              int32_t v__15 = 1 - x;
              int32_t v__16 = (v__14) > (v__15) ? (v__14) : (v__15);
              int32_t v__17 = ((W * 2) - x) - 1;
              int32_t v__18 = y - 1;
              int32_t v__19 = 1 - y;
              int32_t v__20 = (v__18) > (v__19) ? (v__18) : (v__19);
              int32_t v__21 = ((H * 2) - y) - 1;
              int32_t v__22 = x + 1;
              int32_t v__23 = ((W * 2) - x) - 3;
              int32_t v__24 = y + 1;
              int32_t v__25 = ((H * 2) - y) - 3;
              condval_6 = ((((raw[(((v__16) < (v__17) ? (v__16) : (v__17)) + (((v__20) < (v__21) ? (v__20) : (v__21)) * W))] + raw[(((v__22) < (v__23) ? (v__22) : (v__23)) + (((v__20) < (v__21) ? (v__20) : (v__21)) * W))]) + raw[(((v__16) < (v__17) ? (v__16) : (v__17)) + (((v__24) < (v__25) ? (v__24) : (v__25)) * W))]) + raw[(((v__22) < (v__23) ? (v__22) : (v__23)) + (((v__24) < (v__25) ? (v__24) : (v__25)) * W))]) * 2.500000e-01f);
            }
            condval_4 = condval_6;
          }
          condval_3 = (condval_4 * r_gain);
        } else {
          float condval_7;
          if (ch == 1) {
            float condval_8;
            if (((y % 2) == 0) == ((x % 2) == 0)) {
              int32_t v__26 = ((W * 2) - x) - 2;
              int32_t v__27 = y - 1;
              int32_t v__28 = 1 - y;
              int32_t v__29 = (v__27) > (v__28) ? (v__27) : (v__28);
              int32_t v__30 = ((H * 2) - y) - 1;
              int32_t v__31 = y + 1;
              int32_t v__32 = ((H * 2) - y) - 3;
              int32_t v__33 = x - 1;
              int32_t v__34 = 1 - x;
              int32_t v__35 = (v__33) > (v__34) ? (v__33) : (v__34);
              int32_t v__36 = ((W * 2) - x) - 1;
              int32_t v__37 = ((H * 2) - y) - 2;
              int32_t v__38 = x + 1;
              int32_t v__39 = ((W * 2) - x) - 3;
              condval_8 = ((((raw[(((x) < (v__26) ? (x) : (v__26)) + (((v__29) < (v__30) ? (v__29) : (v__30)) * W))] + raw[(((x) < (v__26) ? (x) : (v__26)) + (((v__31) < (v__32) ? (v__31) : (v__32)) * W))]) + raw[(((v__35) < (v__36) ? (v__35) : (v__36)) + (((y) < (v__37) ? (y) : (v__37)) * W))]) + raw[(((v__38) < (v__39) ? (v__38) : (v__39)) + (((y) < (v__37) ? (y) : (v__37)) * W))]) * 2.500000e-01f);
            } else {
              condval_8 = raw[((y * W) + x)];
            }
            condval_7 = (condval_8 * g_gain);
          } else {
            float condval_9;
            if ((y % 2) == 0) {
              float condval_10;
              if ((x % 2) == 0) {
                int32_t v__40 = x - 1;
                int32_t v__41 = 1 - x;
                int32_t v__42 = (v__40) > (v__41) ? (v__40) : (v__41);
                int32_t v__43 = ((W * 2) - x) - 1;
                int32_t v__44 = y - 1;
                int32_t v__45 = 1 - y;
                int32_t v__46 = (v__44) > (v__45) ? (v__44) : (v__45);
                int32_t v__47 = ((H * 2) - y) - 1;
                int32_t v__48 = x + 1;
                int32_t v__49 = ((W * 2) - x) - 3;
                int32_t v__50 = y + 1;
                int32_t v__51 = ((H * 2) - y) - 3;
                condval_10 = ((((raw[(((v__42) < (v__43) ? (v__42) : (v__43)) + (((v__46) < (v__47) ? (v__46) : (v__47)) * W))] + raw[(((v__48) < (v__49) ? (v__48) : (v__49)) + (((v__46) < (v__47) ? (v__46) : (v__47)) * W))]) + raw[(((v__42) < (v__43) ? (v__42) : (v__43)) + (((v__50) < (v__51) ? (v__50) : (v__51)) * W))]) + raw[(((v__48) < (v__49) ? (v__48) : (v__49)) + (((v__50) < (v__51) ? (v__50) : (v__51)) * W))]) * 2.500000e-01f);
              } else {
                int32_t v__52 = ((W * 2) - x) - 2;
                int32_t v__53 = y - 1;
                int32_t v__54 = 1 - y;
                int32_t v__55 = (v__53) > (v__54) ? (v__53) : (v__54);
                int32_t v__56 = ((H * 2) - y) - 1;
                int32_t v__57 = y + 1;
                int32_t v__58 = ((H * 2) - y) - 3;
                condval_10 = ((raw[(((x) < (v__52) ? (x) : (v__52)) + (((v__55) < (v__56) ? (v__55) : (v__56)) * W))] + raw[(((x) < (v__52) ? (x) : (v__52)) + (((v__57) < (v__58) ? (v__57) : (v__58)) * W))]) * 5.000000e-01f);
              }
              condval_9 = condval_10;
            } else {
              float condval_11;
              if ((x % 2) == 0) {
                int32_t v__59 = x - 1;
                int32_t v__60 = 1 - x;
                int32_t v__61 = (v__59) > (v__60) ? (v__59) : (v__60);
                int32_t v__62 = ((W * 2) - x) - 1;
                int32_t v__63 = ((H * 2) - y) - 2;
                int32_t v__64 = x + 1;
                int32_t v__65 = ((W * 2) - x) - 3;
                condval_11 = ((raw[(((v__61) < (v__62) ? (v__61) : (v__62)) + (((y) < (v__63) ? (y) : (v__63)) * W))] + raw[(((v__64) < (v__65) ? (v__64) : (v__65)) + (((y) < (v__63) ? (y) : (v__63)) * W))]) * 5.000000e-01f);
              } else {
                condval_11 = raw[((y * W) + x)];
              }
              condval_9 = condval_11;
            }
            condval_7 = (condval_9 * b_gain);
          }
          condval_3 = condval_7;
        }
        float condval_2;
        if (((condval_3) < (1.000000e+00f) ? (condval_3) : (1.000000e+00f)) <= 3.130800e-03f) {
          float condval_12;
          if (ch == 0) {
            float condval_13;
            if ((y % 2) == 0) {
              float condval_14;
              if ((x % 2) == 0) {
                condval_14 = raw[((y * W) + x)];
              } else {
                int32_t v__66 = x - 1;
                int32_t v__67 = 1 - x;
                int32_t v__68 = (v__66) > (v__67) ? (v__66) : (v__67);
                int32_t v__69 = ((W * 2) - x) - 1;
                int32_t v__70 = ((H * 2) - y) - 2;
                int32_t v__71 = x + 1;
                int32_t v__72 = ((W * 2) - x) - 3;
                condval_14 = ((raw[(((v__68) < (v__69) ? (v__68) : (v__69)) + (((y) < (v__70) ? (y) : (v__70)) * W))] + raw[(((v__71) < (v__72) ? (v__71) : (v__72)) + (((y) < (v__70) ? (y) : (v__70)) * W))]) * 5.000000e-01f);
              }
              condval_13 = condval_14;
            } else {
              float condval_15;
              if ((x % 2) == 0) {
                int32_t v__73 = ((W * 2) - x) - 2;
                int32_t v__74 = y - 1;
                int32_t v__75 = 1 - y;
                int32_t v__76 = (v__74) > (v__75) ? (v__74) : (v__75);
                int32_t v__77 = ((H * 2) - y) - 1;
                int32_t v__78 = y + 1;
                int32_t v__79 = ((H * 2) - y) - 3;
                condval_15 = ((raw[(((x) < (v__73) ? (x) : (v__73)) + (((v__76) < (v__77) ? (v__76) : (v__77)) * W))] + raw[(((x) < (v__73) ? (x) : (v__73)) + (((v__78) < (v__79) ? (v__78) : (v__79)) * W))]) * 5.000000e-01f);
              } else {
                int32_t v__80 = x - 1;
                int32_t v__81 = 1 - x;
                int32_t v__82 = (v__80) > (v__81) ? (v__80) : (v__81);
                int32_t v__83 = ((W * 2) - x) - 1;
                int32_t v__84 = y - 1;
                int32_t v__85 = 1 - y;
                int32_t v__86 = (v__84) > (v__85) ? (v__84) : (v__85);
                int32_t v__87 = ((H * 2) - y) - 1;
                int32_t v__88 = x + 1;
                int32_t v__89 = ((W * 2) - x) - 3;
                int32_t v__90 = y + 1;
                int32_t v__91 = ((H * 2) - y) - 3;
                condval_15 = ((((raw[(((v__82) < (v__83) ? (v__82) : (v__83)) + (((v__86) < (v__87) ? (v__86) : (v__87)) * W))] + raw[(((v__88) < (v__89) ? (v__88) : (v__89)) + (((v__86) < (v__87) ? (v__86) : (v__87)) * W))]) + raw[(((v__82) < (v__83) ? (v__82) : (v__83)) + (((v__90) < (v__91) ? (v__90) : (v__91)) * W))]) + raw[(((v__88) < (v__89) ? (v__88) : (v__89)) + (((v__90) < (v__91) ? (v__90) : (v__91)) * W))]) * 2.500000e-01f);
              }
              condval_13 = condval_15;
            }
            condval_12 = (condval_13 * r_gain);
          } else {
            float condval_16;
            if (ch == 1) {
              float condval_17;
              if (((y % 2) == 0) == ((x % 2) == 0)) {
                int32_t v__92 = ((W * 2) - x) - 2;
                int32_t v__93 = y - 1;
                int32_t v__94 = 1 - y;
                int32_t v__95 = (v__93) > (v__94) ? (v__93) : (v__94);
                int32_t v__96 = ((H * 2) - y) - 1;
                int32_t v__97 = y + 1;
                int32_t v__98 = ((H * 2) - y) - 3;
                int32_t v__99 = x - 1;
                int32_t v__100 = 1 - x;
                int32_t v__101 = (v__99) > (v__100) ? (v__99) : (v__100);
                int32_t v__102 = ((W * 2) - x) - 1;
                int32_t v__103 = ((H * 2) - y) - 2;
                int32_t v__104 = x + 1;
                int32_t v__105 = ((W * 2) - x) - 3;
                condval_17 = ((((raw[(((x) < (v__92) ? (x) : (v__92)) + (((v__95) < (v__96) ? (v__95) : (v__96)) * W))] + raw[(((x) < (v__92) ? (x) : (v__92)) + (((v__97) < (v__98) ? (v__97) : (v__98)) * W))]) + raw[(((v__101) < (v__102) ? (v__101) : (v__102)) + (((y) < (v__103) ? (y) : (v__103)) * W))]) + raw[(((v__104) < (v__105) ? (v__104) : (v__105)) + (((y) < (v__103) ? (y) : (v__103)) * W))]) * 2.500000e-01f);
              } else {
                condval_17 = raw[((y * W) + x)];
              }
              condval_16 = (condval_17 * g_gain);
            } else {
              float condval_18;
              if ((y % 2) == 0) {
                float condval_19;
                if ((x % 2) == 0) {
                  int32_t v__106 = x - 1;
                  int32_t v__107 = 1 - x;
                  int32_t v__108 = (v__106) > (v__107) ? (v__106) : (v__107);
                  int32_t v__109 = ((W * 2) - x) - 1;
                  int32_t v__110 = y - 1;
                  int32_t v__111 = 1 - y;
                  int32_t v__112 = (v__110) > (v__111) ? (v__110) : (v__111);
                  int32_t v__113 = ((H * 2) - y) - 1;
                  int32_t v__114 = x + 1;
                  int32_t v__115 = ((W * 2) - x) - 3;
                  int32_t v__116 = y + 1;
                  int32_t v__117 = ((H * 2) - y) - 3;
                  condval_19 = ((((raw[(((v__108) < (v__109) ? (v__108) : (v__109)) + (((v__112) < (v__113) ? (v__112) : (v__113)) * W))] + raw[(((v__114) < (v__115) ? (v__114) : (v__115)) + (((v__112) < (v__113) ? (v__112) : (v__113)) * W))]) + raw[(((v__108) < (v__109) ? (v__108) : (v__109)) + (((v__116) < (v__117) ? (v__116) : (v__117)) * W))]) + raw[(((v__114) < (v__115) ? (v__114) : (v__115)) + (((v__116) < (v__117) ? (v__116) : (v__117)) * W))]) * 2.500000e-01f);
                } else {
                  int32_t v__118 = ((W * 2) - x) - 2;
                  int32_t v__119 = y - 1;
                  int32_t v__120 = 1 - y;
                  int32_t v__121 = (v__119) > (v__120) ? (v__119) : (v__120);
                  int32_t v__122 = ((H * 2) - y) - 1;
                  int32_t v__123 = y + 1;
                  int32_t v__124 = ((H * 2) - y) - 3;
                  condval_19 = ((raw[(((x) < (v__118) ? (x) : (v__118)) + (((v__121) < (v__122) ? (v__121) : (v__122)) * W))] + raw[(((x) < (v__118) ? (x) : (v__118)) + (((v__123) < (v__124) ? (v__123) : (v__124)) * W))]) * 5.000000e-01f);
                }
                condval_18 = condval_19;
              } else {
                float condval_20;
                if ((x % 2) == 0) {
                  int32_t v__125 = x - 1;
                  int32_t v__126 = 1 - x;
                  int32_t v__127 = (v__125) > (v__126) ? (v__125) : (v__126);
                  int32_t v__128 = ((W * 2) - x) - 1;
                  int32_t v__129 = ((H * 2) - y) - 2;
                  int32_t v__130 = x + 1;
                  int32_t v__131 = ((W * 2) - x) - 3;
                  condval_20 = ((raw[(((v__127) < (v__128) ? (v__127) : (v__128)) + (((y) < (v__129) ? (y) : (v__129)) * W))] + raw[(((v__130) < (v__131) ? (v__130) : (v__131)) + (((y) < (v__129) ? (y) : (v__129)) * W))]) * 5.000000e-01f);
                } else {
                  condval_20 = raw[((y * W) + x)];
                }
                condval_18 = condval_20;
              }
              condval_16 = (condval_18 * b_gain);
            }
            condval_12 = condval_16;
          }
          condval_2 = (1.292000e+01f * ((condval_12) < (1.000000e+00f) ? (condval_12) : (1.000000e+00f)));
        } else {
          float condval_21;
          if (ch == 0) {
            float condval_22;
            if ((y % 2) == 0) {
              float condval_23;
              if ((x % 2) == 0) {
                condval_23 = raw[((y * W) + x)];
              } else {
                int32_t v__132 = x - 1;
                int32_t v__133 = 1 - x;
                int32_t v__134 = (v__132) > (v__133) ? (v__132) : (v__133);
                int32_t v__135 = ((W * 2) - x) - 1;
                int32_t v__136 = ((H * 2) - y) - 2;
                int32_t v__137 = x + 1;
                int32_t v__138 = ((W * 2) - x) - 3;
                condval_23 = ((raw[(((v__134) < (v__135) ? (v__134) : (v__135)) + (((y) < (v__136) ? (y) : (v__136)) * W))] + raw[(((v__137) < (v__138) ? (v__137) : (v__138)) + (((y) < (v__136) ? (y) : (v__136)) * W))]) * 5.000000e-01f);
              }
              condval_22 = condval_23;
            } else {
              float condval_24;
              if ((x % 2) == 0) {
                int32_t v__139 = ((W * 2) - x) - 2;
                int32_t v__140 = y - 1;
                int32_t v__141 = 1 - y;
                int32_t v__142 = (v__140) > (v__141) ? (v__140) : (v__141);
                int32_t v__143 = ((H * 2) - y) - 1;
                int32_t v__144 = y + 1;
                int32_t v__145 = ((H * 2) - y) - 3;
                condval_24 = ((raw[(((x) < (v__139) ? (x) : (v__139)) + (((v__142) < (v__143) ? (v__142) : (v__143)) * W))] + raw[(((x) < (v__139) ? (x) : (v__139)) + (((v__144) < (v__145) ? (v__144) : (v__145)) * W))]) * 5.000000e-01f);
              } else {
                int32_t v__146 = x - 1;
                int32_t v__147 = 1 - x;
                int32_t v__148 = (v__146) > (v__147) ? (v__146) : (v__147);
                int32_t v__149 = ((W * 2) - x) - 1;
                int32_t v__150 = y - 1;
                int32_t v__151 = 1 - y;
                int32_t v__152 = (v__150) > (v__151) ? (v__150) : (v__151);
                int32_t v__153 = ((H * 2) - y) - 1;
                int32_t v__154 = x + 1;
                int32_t v__155 = ((W * 2) - x) - 3;
                int32_t v__156 = y + 1;
                int32_t v__157 = ((H * 2) - y) - 3;
                condval_24 = ((((raw[(((v__148) < (v__149) ? (v__148) : (v__149)) + (((v__152) < (v__153) ? (v__152) : (v__153)) * W))] + raw[(((v__154) < (v__155) ? (v__154) : (v__155)) + (((v__152) < (v__153) ? (v__152) : (v__153)) * W))]) + raw[(((v__148) < (v__149) ? (v__148) : (v__149)) + (((v__156) < (v__157) ? (v__156) : (v__157)) * W))]) + raw[(((v__154) < (v__155) ? (v__154) : (v__155)) + (((v__156) < (v__157) ? (v__156) : (v__157)) * W))]) * 2.500000e-01f);
              }
              condval_22 = condval_24;
            }
            condval_21 = (condval_22 * r_gain);
          } else {
            float condval_25;
            if (ch == 1) {
              float condval_26;
              if (((y % 2) == 0) == ((x % 2) == 0)) {
                int32_t v__158 = ((W * 2) - x) - 2;
                int32_t v__159 = y - 1;
                int32_t v__160 = 1 - y;
                int32_t v__161 = (v__159) > (v__160) ? (v__159) : (v__160);
                int32_t v__162 = ((H * 2) - y) - 1;
                int32_t v__163 = y + 1;
                int32_t v__164 = ((H * 2) - y) - 3;
                int32_t v__165 = x - 1;
                int32_t v__166 = 1 - x;
                int32_t v__167 = (v__165) > (v__166) ? (v__165) : (v__166);
                int32_t v__168 = ((W * 2) - x) - 1;
                int32_t v__169 = ((H * 2) - y) - 2;
                int32_t v__170 = x + 1;
                int32_t v__171 = ((W * 2) - x) - 3;
                condval_26 = ((((raw[(((x) < (v__158) ? (x) : (v__158)) + (((v__161) < (v__162) ? (v__161) : (v__162)) * W))] + raw[(((x) < (v__158) ? (x) : (v__158)) + (((v__163) < (v__164) ? (v__163) : (v__164)) * W))]) + raw[(((v__167) < (v__168) ? (v__167) : (v__168)) + (((y) < (v__169) ? (y) : (v__169)) * W))]) + raw[(((v__170) < (v__171) ? (v__170) : (v__171)) + (((y) < (v__169) ? (y) : (v__169)) * W))]) * 2.500000e-01f);
              } else {
                condval_26 = raw[((y * W) + x)];
              }
              condval_25 = (condval_26 * g_gain);
            } else {
              float condval_27;
              if ((y % 2) == 0) {
                float condval_28;
                if ((x % 2) == 0) {
                  int32_t v__172 = x - 1;
                  int32_t v__173 = 1 - x;
                  int32_t v__174 = (v__172) > (v__173) ? (v__172) : (v__173);
                  int32_t v__175 = ((W * 2) - x) - 1;
                  int32_t v__176 = y - 1;
                  int32_t v__177 = 1 - y;
                  int32_t v__178 = (v__176) > (v__177) ? (v__176) : (v__177);
                  int32_t v__179 = ((H * 2) - y) - 1;
                  int32_t v__180 = x + 1;
                  int32_t v__181 = ((W * 2) - x) - 3;
                  int32_t v__182 = y + 1;
                  int32_t v__183 = ((H * 2) - y) - 3;
                  condval_28 = ((((raw[(((v__174) < (v__175) ? (v__174) : (v__175)) + (((v__178) < (v__179) ? (v__178) : (v__179)) * W))] + raw[(((v__180) < (v__181) ? (v__180) : (v__181)) + (((v__178) < (v__179) ? (v__178) : (v__179)) * W))]) + raw[(((v__174) < (v__175) ? (v__174) : (v__175)) + (((v__182) < (v__183) ? (v__182) : (v__183)) * W))]) + raw[(((v__180) < (v__181) ? (v__180) : (v__181)) + (((v__182) < (v__183) ? (v__182) : (v__183)) * W))]) * 2.500000e-01f);
                } else {
                  int32_t v__184 = ((W * 2) - x) - 2;
                  int32_t v__185 = y - 1;
                  int32_t v__186 = 1 - y;
                  int32_t v__187 = (v__185) > (v__186) ? (v__185) : (v__186);
                  int32_t v__188 = ((H * 2) - y) - 1;
                  int32_t v__189 = y + 1;
                  int32_t v__190 = ((H * 2) - y) - 3;
                  condval_28 = ((raw[(((x) < (v__184) ? (x) : (v__184)) + (((v__187) < (v__188) ? (v__187) : (v__188)) * W))] + raw[(((x) < (v__184) ? (x) : (v__184)) + (((v__189) < (v__190) ? (v__189) : (v__190)) * W))]) * 5.000000e-01f);
                }
                condval_27 = condval_28;
              } else {
                float condval_29;
                if ((x % 2) == 0) {
                  int32_t v__191 = x - 1;
                  int32_t v__192 = 1 - x;
                  int32_t v__193 = (v__191) > (v__192) ? (v__191) : (v__192);
                  int32_t v__194 = ((W * 2) - x) - 1;
                  int32_t v__195 = ((H * 2) - y) - 2;
                  int32_t v__196 = x + 1;
                  int32_t v__197 = ((W * 2) - x) - 3;
                  condval_29 = ((raw[(((v__193) < (v__194) ? (v__193) : (v__194)) + (((y) < (v__195) ? (y) : (v__195)) * W))] + raw[(((v__196) < (v__197) ? (v__196) : (v__197)) + (((y) < (v__195) ? (y) : (v__195)) * W))]) * 5.000000e-01f);
                } else {
                  condval_29 = raw[((y * W) + x)];
                }
                condval_27 = condval_29;
              }
              condval_25 = (condval_27 * b_gain);
            }
            condval_21 = condval_25;
          }
          condval_2 = ((1.055000e+00f * powf(((condval_21) < (1.000000e+00f) ? (condval_21) : (1.000000e+00f)), 4.166667e-01f)) - 5.500000e-02f);
        }
        rgb[(((x * 3) + ((y * W) * 3)) + ch)] = condval_2;
      }
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l2_camera_isp(self, args, num_args, result);
}
