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
TVM_DLL int32_t __tvm_ffi_l1_layernorm_f16(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float sqrtf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_layernorm_f16(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 5))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "5", " arguments", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "Tensor"};
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
  int32_t gamma_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((gamma_type_index == 0) || (gamma_type_index == 4)) || (gamma_type_index == 7)) || (gamma_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (gamma_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* gamma_handle = (void*)condval_1;
  int32_t beta_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((beta_type_index == 0) || (beta_type_index == 4)) || (beta_type_index == 7)) || (beta_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (beta_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* beta_handle = (void*)condval_2;
  int32_t Y_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "Tensor"};
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
  int32_t eps_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!((((eps_type_index == 3) || (eps_type_index == 1)) || (eps_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float eps = ((eps_type_index == 3) ? ((float)(((TVMFFIAny*)args)[4].v_float64)) : ((float)(((TVMFFIAny*)args)[4].v_int64)));
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)16)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "float16"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_layernorm_f16_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int32_t R = ((int32_t)(((int64_t*)l1_layernorm_f16_X_shape)[0]));
  int32_t C = ((int32_t)(((int64_t*)l1_layernorm_f16_X_shape)[1]));
  int64_t* l1_layernorm_f16_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(gamma_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)gamma_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma", ".ndim on argument #", "1", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)gamma_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)gamma_handle)[0].dtype.bits) == (uint8_t)16)) && ((((DLTensor*)gamma_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma", ".dtype on argument #", "1", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "float16"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_layernorm_f16_gamma_shape = (int64_t*)(((DLTensor*)gamma_handle)[0].shape);
  int64_t* l1_layernorm_f16_gamma_strides = (int64_t*)(((DLTensor*)gamma_handle)[0].strides);
  if (!(((((DLTensor*)gamma_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma", ".device_type on argument #", "1", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(beta_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)beta_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta", ".ndim on argument #", "2", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)beta_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)beta_handle)[0].dtype.bits) == (uint8_t)16)) && ((((DLTensor*)beta_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta", ".dtype on argument #", "2", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "float16"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_layernorm_f16_beta_shape = (int64_t*)(((DLTensor*)beta_handle)[0].shape);
  int64_t* l1_layernorm_f16_beta_strides = (int64_t*)(((DLTensor*)beta_handle)[0].strides);
  if (!(((((DLTensor*)beta_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta", ".device_type on argument #", "2", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "3", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)16)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "3", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "float16"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_layernorm_f16_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l1_layernorm_f16_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "3", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_layernorm_f16_X_strides == NULL)) {
    if (!((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_layernorm_f16_X_strides)[1])))) && ((R == 1) || (C == ((int32_t)(((int64_t*)l1_layernorm_f16_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((R * C) == 0) || !(((half*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_layernorm_f16_gamma_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_layernorm_f16_gamma_strides == NULL)) {
    if (!(((C == 1) || (1 == ((int32_t)(((int64_t*)l1_layernorm_f16_gamma_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "gamma", ".strides on argument #", "1", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)gamma_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma.device_id", " on argument #", "1", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((C == 0) || !(((half*)(((DLTensor*)gamma_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"gamma", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_layernorm_f16_beta_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_layernorm_f16_beta_strides == NULL)) {
    if (!(((C == 1) || (1 == ((int32_t)(((int64_t*)l1_layernorm_f16_beta_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "beta", ".strides on argument #", "2", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)beta_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta.device_id", " on argument #", "2", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((C == 0) || !(((half*)(((DLTensor*)beta_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"beta", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((R == ((int32_t)(((int64_t*)l1_layernorm_f16_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_layernorm_f16_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[1]", " on argument #", "3", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_layernorm_f16_Y_strides == NULL)) {
    if (!((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_layernorm_f16_Y_strides)[1])))) && ((R == 1) || (C == ((int32_t)(((int64_t*)l1_layernorm_f16_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "3", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "3", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((R * C) == 0) || !(((half*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)gamma_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "gamma.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)beta_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "beta.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_layernorm_f16(X: Tensor([R, C], float16), gamma: Tensor([C], float16), beta: Tensor([C], float16), Y: Tensor([R, C], float16), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  half* X = ((half*)((half*)(((DLTensor*)X_handle)[0].data)));
  half* gamma = ((half*)((half*)(((DLTensor*)gamma_handle)[0].data)));
  half* beta = ((half*)((half*)(((DLTensor*)beta_handle)[0].data)));
  half* Y = ((half*)((half*)(((DLTensor*)Y_handle)[0].data)));
  float row_sum_ptr[1];
  float row_sq_ptr[1];
  for (int32_t i = 0; i < R; ++i) {
    for (int32_t ax0 = 0; ax0 < C; ++ax0) {
      if (ax0 == 0) {
        row_sum_ptr[0] = 0.000000e+00f;
      }
      row_sum_ptr[0] = (row_sum_ptr[0] + ((float)X[((i * C) + ax0)]));
    }
    for (int32_t ax0_1 = 0; ax0_1 < C; ++ax0_1) {
      if (ax0_1 == 0) {
        row_sq_ptr[0] = 0.000000e+00f;
      }
      row_sq_ptr[0] = (row_sq_ptr[0] + ((((float)X[((i * C) + ax0_1)]) - (row_sum_ptr[0] / ((float)C))) * (((float)X[((i * C) + ax0_1)]) - (row_sum_ptr[0] / ((float)C)))));
    }
    for (int32_t j = 0; j < C; ++j) {
      Y[((i * C) + j)] = ((half)((((((float)X[((i * C) + j)]) - (row_sum_ptr[0] / ((float)C))) / sqrtf(((row_sq_ptr[0] / ((float)C)) + eps))) * ((float)gamma[j])) + ((float)beta[j])));
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_layernorm_f16(self, args, num_args, result);
}
