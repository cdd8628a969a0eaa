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
TVM_DLL int32_t __tvm_ffi_l1_depthwise_conv3x3(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_depthwise_conv3x3(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 4))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "4", " arguments", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t Wt_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((Wt_type_index == 0) || (Wt_type_index == 4)) || (Wt_type_index == 7)) || (Wt_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (Wt_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* Wt_handle = (void*)condval_1;
  int32_t bias_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((bias_type_index == 0) || (bias_type_index == 4)) || (bias_type_index == 7)) || (bias_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (bias_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* bias_handle = (void*)condval_2;
  int32_t Y_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (Y_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* Y_handle = (void*)condval_3;
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_depthwise_conv3x3_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l1_depthwise_conv3x3_X_shape)[0]));
  int32_t H = ((int32_t)(((int64_t*)l1_depthwise_conv3x3_X_shape)[1]));
  int32_t W = ((int32_t)(((int64_t*)l1_depthwise_conv3x3_X_shape)[2]));
  int32_t C = ((int32_t)(((int64_t*)l1_depthwise_conv3x3_X_shape)[3]));
  int64_t* l1_depthwise_conv3x3_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(Wt_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)Wt_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt", ".ndim on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Wt_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Wt_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Wt_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt", ".dtype on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_depthwise_conv3x3_Wt_shape = (int64_t*)(((DLTensor*)Wt_handle)[0].shape);
  int64_t* l1_depthwise_conv3x3_Wt_strides = (int64_t*)(((DLTensor*)Wt_handle)[0].strides);
  if (!(((((DLTensor*)Wt_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt", ".device_type on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(bias_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)bias_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".ndim on argument #", "2", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)bias_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)bias_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)bias_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".dtype on argument #", "2", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_depthwise_conv3x3_bias_shape = (int64_t*)(((DLTensor*)bias_handle)[0].shape);
  int64_t* l1_depthwise_conv3x3_bias_strides = (int64_t*)(((DLTensor*)bias_handle)[0].strides);
  if (!(((((DLTensor*)bias_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".device_type on argument #", "2", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_depthwise_conv3x3_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l1_depthwise_conv3x3_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_depthwise_conv3x3_X_strides == NULL)) {
    if (!((((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_X_strides)[3])))) && ((W == 1) || (C == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_X_strides)[2]))))) && ((H == 1) || ((C * W) == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_X_strides)[1]))))) && ((N == 1) || (((C * W) * H) == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((((N * H) * W) * C) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Wt_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt.shape[2]", " on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "X.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_depthwise_conv3x3_Wt_strides == NULL)) {
    if (!(((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Wt_strides)[2])))) && (C == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Wt_strides)[1])))) && ((C * 3) == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Wt_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Wt", ".strides on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Wt_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt.device_id", " on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((9 * C) == 0) || !(((float*)(((DLTensor*)Wt_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Wt", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_bias_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "X.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_depthwise_conv3x3_bias_strides == NULL)) {
    if (!(((C == 1) || (1 == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_bias_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "bias", ".strides on argument #", "2", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)bias_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias.device_id", " on argument #", "2", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((C == 0) || !(((float*)(((DLTensor*)bias_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"bias", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[1]", " on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[2]", " on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "X.shape[2]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Y_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[3]", " on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "X.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_depthwise_conv3x3_Y_strides == NULL)) {
    if (!((((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Y_strides)[3])))) && ((W == 1) || (C == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Y_strides)[2]))))) && ((H == 1) || ((C * W) == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Y_strides)[1]))))) && ((N == 1) || (((C * W) * H) == ((int32_t)(((int64_t*)l1_depthwise_conv3x3_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((N * H) * W) * C) == 0) || !(((float*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_depthwise_conv3x3_Wt_shape)[0])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wt.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_depthwise_conv3x3_Wt_shape)[1])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wt.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Wt_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wt.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)bias_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "bias.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_depthwise_conv3x3(X: Tensor([N, H, W, C], float32), Wt: Tensor([3, 3, C], float32), bias: Tensor([C], float32), Y: Tensor([N, H, W, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* Wt = ((float*)((float*)(((DLTensor*)Wt_handle)[0].data)));
  float* bias = ((float*)((float*)(((DLTensor*)bias_handle)[0].data)));
  float* Y = ((float*)((float*)(((DLTensor*)Y_handle)[0].data)));
  float conv_ptr[1];
  for (int32_t b = 0; b < N; ++b) {
    for (int32_t i = 0; i < H; ++i) {
      for (int32_t j = 0; j < W; ++j) {
        for (int32_t ch = 0; ch < C; ++ch) {
          for (int32_t ax0 = 0; ax0 < 3; ++ax0) {
            for (int32_t ax1 = 0; ax1 < 3; ++ax1) {
              if ((ax0 == 0) && (ax1 == 0)) {
                conv_ptr[0] = 0.000000e+00f;
              }
              float condval_4;
              if ((((1 <= (i + ax0)) && ((i + ax0) <= H)) && (1 <= (j + ax1))) && ((j + ax1) <= W)) {
                condval_4 = X[(((((((((((((b * H) + i) + ax0) - 1) * W) + j) + ax1) - 1) * C) + ch) + (((0 - W) - 1) * C)) + C) + (W * C))];
              } else {
                condval_4 = 0.000000e+00f;
              }
              conv_ptr[0] = (conv_ptr[0] + (condval_4 * Wt[((((ax0 * C) * 3) + (ax1 * C)) + ch)]));
            }
          }
          Y[((((((b * H) + i) * W) + j) * C) + ch)] = (conv_ptr[0] + bias[ch]);
        }
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
  return __tvm_ffi_l1_depthwise_conv3x3(self, args, num_args, result);
}
