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
TVM_DLL int32_t __tvm_ffi_l1_bilateral_filter(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_bilateral_filter(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 8))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "8", " arguments", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (X_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* X_handle = (void*)condval;
  int32_t Y_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (Y_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* Y_handle = (void*)condval_1;
  int32_t H_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[2].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[3].v_int64));
  int32_t C_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((C_type_index == 1) || (C_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t C = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t R_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((R_type_index == 1) || (R_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t R = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t sigma_s_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!((((sigma_s_type_index == 3) || (sigma_s_type_index == 1)) || (sigma_s_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float sigma_s = ((sigma_s_type_index == 3) ? ((float)(((TVMFFIAny*)args)[6].v_float64)) : ((float)(((TVMFFIAny*)args)[6].v_int64)));
  int32_t sigma_r_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!((((sigma_r_type_index == 3) || (sigma_r_type_index == 1)) || (sigma_r_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float sigma_r = ((sigma_r_type_index == 3) ? ((float)(((TVMFFIAny*)args)[7].v_float64)) : ((float)(((TVMFFIAny*)args)[7].v_int64)));
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_bilateral_filter_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int64_t* l1_bilateral_filter_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_bilateral_filter_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l1_bilateral_filter_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_bilateral_filter_X_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_bilateral_filter_X_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_bilateral_filter_X_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[2]", " on argument #", "0", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected to match ", "C"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_bilateral_filter_X_strides == NULL)) {
    if (!(((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_bilateral_filter_X_strides)[2])))) && ((W == 1) || (C == ((int32_t)(((int64_t*)l1_bilateral_filter_X_strides)[1]))))) && ((H == 1) || ((C * W) == ((int32_t)(((int64_t*)l1_bilateral_filter_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((((H * W) * C) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_bilateral_filter_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_bilateral_filter_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_bilateral_filter_Y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[2]", " on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected to match ", "C"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_bilateral_filter_Y_strides == NULL)) {
    if (!(((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_bilateral_filter_Y_strides)[2])))) && ((W == 1) || (C == ((int32_t)(((int64_t*)l1_bilateral_filter_Y_strides)[1]))))) && ((H == 1) || ((C * W) == ((int32_t)(((int64_t*)l1_bilateral_filter_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * W) * C) == 0) || !(((float*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_bilateral_filter(X: Tensor([H, W, C], float32), Y: Tensor([H, W, C], float32), H: int32, W: int32, C: int32, R: int32, sigma_s: float32, sigma_r: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* Y = ((float*)((float*)(((DLTensor*)Y_handle)[0].data)));
  float num_ptr[1];
  float den_ptr[1];
  for (int32_t y = 0; y < H; ++y) {
    for (int32_t xx = 0; xx < W; ++xx) {
      for (int32_t ch = 0; ch < C; ++ch) {
        for (int32_t ax0 = 0; ax0 < ((R * 2) + 1); ++ax0) {
          for (int32_t ax1 = 0; ax1 < ((R * 2) + 1); ++ax1) {
            if ((ax0 == 0) && (ax1 == 0)) {
              num_ptr[0] = 0.000000e+00f;
            }
            int32_t v_ = (xx + ax1) - R;
            int32_t v__1 = (v_) > (0) ? (v_) : (0);
            int32_t v__2 = W - 1;
            int32_t v__3 = (y + ax0) - R;
            int32_t v__4 = (v__3) > (0) ? (v__3) : (0);
            int32_t v__5 = H - 1;
            int32_t v__6 = (xx + ax1) - R;
            int32_t v__7 = (v__6) > (0) ? (v__6) : (0);
            int32_t v__8 = W - 1;
            int32_t v__9 = (y + ax0) - R;
            int32_t v__10 = (v__9) > (0) ? (v__9) : (0);
            int32_t v__11 = H - 1;
            float condval_2;
            if (1 < C) {
              int32_t v__12 = (xx + ax1) - R;
              int32_t v__13 = (v__12) > (0) ? (v__12) : (0);
              int32_t v__14 = W - 1;
              int32_t v__15 = (y + ax0) - R;
              int32_t v__16 = (v__15) > (0) ? (v__15) : (0);
              int32_t v__17 = H - 1;
              condval_2 = (X[(((((v__13) < (v__14) ? (v__13) : (v__14)) + (((v__16) < (v__17) ? (v__16) : (v__17)) * W)) * C) + 1)] - X[((((y * W) + xx) * C) + 1)]);
            } else {
              condval_2 = 0.000000e+00f;
            }
            float condval_3;
            if (1 < C) {
              int32_t v__18 = (xx + ax1) - R;
              int32_t v__19 = (v__18) > (0) ? (v__18) : (0);
              int32_t v__20 = W - 1;
              int32_t v__21 = (y + ax0) - R;
              int32_t v__22 = (v__21) > (0) ? (v__21) : (0);
              int32_t v__23 = H - 1;
              condval_3 = (X[(((((v__19) < (v__20) ? (v__19) : (v__20)) + (((v__22) < (v__23) ? (v__22) : (v__23)) * W)) * C) + 1)] - X[((((y * W) + xx) * C) + 1)]);
            } else {
              condval_3 = 0.000000e+00f;
            }
            float condval_4;
            if (2 < C) {
              int32_t v__24 = (xx + ax1) - R;
              int32_t v__25 = (v__24) > (0) ? (v__24) : (0);
              int32_t v__26 = W - 1;
              int32_t v__27 = (y + ax0) - R;
              int32_t v__28 = (v__27) > (0) ? (v__27) : (0);
              int32_t v__29 = H - 1;
              condval_4 = (X[(((((v__25) < (v__26) ? (v__25) : (v__26)) + (((v__28) < (v__29) ? (v__28) : (v__29)) * W)) * C) + 2)] - X[((((y * W) + xx) * C) + 2)]);
            } else {
              condval_4 = 0.000000e+00f;
            }
            float condval_5;
            if (2 < C) {
              int32_t v__30 = (xx + ax1) - R;
              int32_t v__31 = (v__30) > (0) ? (v__30) : (0);
              int32_t v__32 = W - 1;
              int32_t v__33 = (y + ax0) - R;
              int32_t v__34 = (v__33) > (0) ? (v__33) : (0);
              int32_t v__35 = H - 1;
              condval_5 = (X[(((((v__31) < (v__32) ? (v__31) : (v__32)) + (((v__34) < (v__35) ? (v__34) : (v__35)) * W)) * C) + 2)] - X[((((y * W) + xx) * C) + 2)]);
            } else {
              condval_5 = 0.000000e+00f;
            }
            float condval_6;
            if (3 < C) {
              int32_t v__36 = (xx + ax1) - R;
              int32_t v__37 = (v__36) > (0) ? (v__36) : (0);
              int32_t v__38 = W - 1;
              int32_t v__39 = (y + ax0) - R;
              int32_t v__40 = (v__39) > (0) ? (v__39) : (0);
              int32_t v__41 = H - 1;
              condval_6 = (X[(((((v__37) < (v__38) ? (v__37) : (v__38)) + (((v__40) < (v__41) ? (v__40) : (v__41)) * W)) * C) + 3)] - X[((((y * W) + xx) * C) + 3)]);
            } else {
              condval_6 = 0.000000e+00f;
            }
            float condval_7;
            if (3 < C) {
              int32_t v__42 = (xx + ax1) - R;
              int32_t v__43 = (v__42) > (0) ? (v__42) : (0);
              int32_t v__44 = W - 1;
              int32_t v__45 = (y + ax0) - R;
              int32_t v__46 = (v__45) > (0) ? (v__45) : (0);
              int32_t v__47 = H - 1;
              condval_7 = (X[(((((v__43) < (v__44) ? (v__43) : (v__44)) + (((v__46) < (v__47) ? (v__46) : (v__47)) * W)) * C) + 3)] - X[((((y * W) + xx) * C) + 3)]);
            } else {
              condval_7 = 0.000000e+00f;
            }
            int32_t v__48 = (xx + ax1) - R;
            int32_t v__49 = (v__48) > (0) ? (v__48) : (0);
            int32_t v__50 = W - 1;
            int32_t v__51 = (y + ax0) - R;
            int32_t v__52 = (v__51) > (0) ? (v__51) : (0);
            int32_t v__53 = H - 1;
            num_ptr[0] = (num_ptr[0] + (expf((((((((float)(ax0 - R)) * ((float)(ax0 - R))) + (((float)(ax1 - R)) * ((float)(ax1 - R)))) / ((2.000000e+00f * sigma_s) * sigma_s)) * -1.000000e+00f) - ((((((X[((((v__1) < (v__2) ? (v__1) : (v__2)) + (((v__4) < (v__5) ? (v__4) : (v__5)) * W)) * C)] - X[(((y * W) + xx) * C)]) * (X[((((v__7) < (v__8) ? (v__7) : (v__8)) + (((v__10) < (v__11) ? (v__10) : (v__11)) * W)) * C)] - X[(((y * W) + xx) * C)])) + (condval_2 * condval_3)) + (condval_4 * condval_5)) + (condval_6 * condval_7)) / ((2.000000e+00f * sigma_r) * sigma_r)))) * X[(((((v__49) < (v__50) ? (v__49) : (v__50)) + (((v__52) < (v__53) ? (v__52) : (v__53)) * W)) * C) + ch)]));
          }
        }
        for (int32_t ax0_1 = 0; ax0_1 < ((R * 2) + 1); ++ax0_1) {
          for (int32_t ax1_1 = 0; ax1_1 < ((R * 2) + 1); ++ax1_1) {
            if ((ax0_1 == 0) && (ax1_1 == 0)) {
              den_ptr[0] = 0.000000e+00f;
            }
            int32_t v__54 = (xx + ax1_1) - R;
            int32_t v__55 = (v__54) > (0) ? (v__54) : (0);
            int32_t v__56 = W - 1;
            int32_t v__57 = (y + ax0_1) - R;
            int32_t v__58 = (v__57) > (0) ? (v__57) : (0);
            int32_t v__59 = H - 1;
            int32_t v__60 = (xx + ax1_1) - R;
            int32_t v__61 = (v__60) > (0) ? (v__60) : (0);
            int32_t v__62 = W - 1;
            int32_t v__63 = (y + ax0_1) - R;
            int32_t v__64 = (v__63) > (0) ? (v__63) : (0);
            int32_t v__65 = H - 1;
            float condval_8;
            if (1 < C) {
              int32_t v__66 = (xx + ax1_1) - R;
              int32_t v__67 = (v__66) > (0) ? (v__66) : (0);
              int32_t v__68 = W - 1;
              int32_t v__69 = (y + ax0_1) - R;
              int32_t v__70 = (v__69) > (0) ? (v__69) : (0);
              int32_t v__71 = H - 1;
              condval_8 = (X[(((((v__67) < (v__68) ? (v__67) : (v__68)) + (((v__70) < (v__71) ? (v__70) : (v__71)) * W)) * C) + 1)] - X[((((y * W) + xx) * C) + 1)]);
            } else {
              condval_8 = 0.000000e+00f;
            }
            float condval_9;
            if (1 < C) {
              int32_t v__72 = (xx + ax1_1) - R;
              int32_t v__73 = (v__72) > (0) ? (v__72) : (0);
              int32_t v__74 = W - 1;
              int32_t v__75 = (y + ax0_1) - R;
              int32_t v__76 = (v__75) > (0) ? (v__75) : (0);
              int32_t v__77 = H - 1;
              condval_9 = (X[(((((v__73) < (v__74) ? (v__73) : (v__74)) + (((v__76) < (v__77) ? (v__76) : (v__77)) * W)) * C) + 1)] - X[((((y * W) + xx) * C) + 1)]);
            } else {
              condval_9 = 0.000000e+00f;
            }
            float condval_10;
            if (2 < C) {
              int32_t v__78 = (xx + ax1_1) - R;
              int32_t v__79 = (v__78) > (0) ? (v__78) : (0);
              int32_t v__80 = W - 1;
              int32_t v__81 = (y + ax0_1) - R;
              int32_t v__82 = (v__81) > (0) ? (v__81) : (0);
              int32_t v__83 = H - 1;
              condval_10 = (X[(((((v__79) < (v__80) ? (v__79) : (v__80)) + (((v__82) < (v__83) ? (v__82) : (v__83)) * W)) * C) + 2)] - X[((((y * W) + xx) * C) + 2)]);
            } else {
              condval_10 = 0.000000e+00f;
            }
            float condval_11;
            if (2 < C) {
              int32_t v__84 = (xx + ax1_1) - R;
              int32_t v__85 = (v__84) > (0) ? (v__84) : (0);
              int32_t v__86 = W - 1;
              int32_t v__87 = (y + ax0_1) - R;
              int32_t v__88 = (v__87) > (0) ? (v__87) : (0);
              int32_t v__89 = H - 1;
              condval_11 = (X[(((((v__85) < (v__86) ? (v__85) : (v__86)) + (((v__88) < (v__89) ? (v__88) : (v__89)) * W)) * C) + 2)] - X[((((y * W) + xx) * C) + 2)]);
            } else {
              condval_11 = 0.000000e+00f;
            }
            float condval_12;
            if (3 < C) {
              int32_t v__90 = (xx + ax1_1) - R;
              int32_t v__91 = (v__90) > (0) ? (v__90) : (0);
              int32_t v__92 = W - 1;
              int32_t v__93 = (y + ax0_1) - R;
              int32_t v__94 = (v__93) > (0) ? (v__93) : (0);
              int32_t v__95 = H - 1;
              condval_12 = (X[(((((v__91) < (v__92) ? (v__91) : (v__92)) + (((v__94) < (v__95) ? (v__94) : (v__95)) * W)) * C) + 3)] - X[((((y * W) + xx) * C) + 3)]);
            } else {
              condval_12 = 0.000000e+00f;
            }
            float condval_13;
            if (3 < C) {
              int32_t v__96 = (xx + ax1_1) - R;
              int32_t v__97 = (v__96) > (0) ? (v__96) : (0);
              int32_t v__98 = W - 1;
              int32_t v__99 = (y + ax0_1) - R;
              int32_t v__100 = (v__99) > (0) ? (v__99) : (0);
              int32_t v__101 = H - 1;
              condval_13 = (X[(((((v__97) < (v__98) ? (v__97) : (v__98)) + (((v__100) < (v__101) ? (v__100) : (v__101)) * W)) * C) + 3)] - X[((((y * W) + xx) * C) + 3)]);
            } else {
              condval_13 = 0.000000e+00f;
            }
            den_ptr[0] = (den_ptr[0] + expf((((((((float)(ax0_1 - R)) * ((float)(ax0_1 - R))) + (((float)(ax1_1 - R)) * ((float)(ax1_1 - R)))) / ((2.000000e+00f * sigma_s) * sigma_s)) * -1.000000e+00f) - ((((((X[((((v__55) < (v__56) ? (v__55) : (v__56)) + (((v__58) < (v__59) ? (v__58) : (v__59)) * W)) * C)] - X[(((y * W) + xx) * C)]) * (X[((((v__61) < (v__62) ? (v__61) : (v__62)) + (((v__64) < (v__65) ? (v__64) : (v__65)) * W)) * C)] - X[(((y * W) + xx) * C)])) + (condval_8 * condval_9)) + (condval_10 * condval_11)) + (condval_12 * condval_13)) / ((2.000000e+00f * sigma_r) * sigma_r)))));
          }
        }
        Y[((((y * W) + xx) * C) + ch)] = (num_ptr[0] / den_ptr[0]);
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
  return __tvm_ffi_l1_bilateral_filter(self, args, num_args, result);
}
