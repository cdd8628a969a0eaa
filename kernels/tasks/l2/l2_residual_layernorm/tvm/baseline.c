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
TVM_DLL int32_t __tvm_ffi_l2_residual_layernorm(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float sqrtf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_residual_layernorm(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 7))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "7", " arguments", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
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
  int32_t R_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((R_type_index == 0) || (R_type_index == 4)) || (R_type_index == 7)) || (R_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (R_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* R_handle = (void*)condval_1;
  int32_t gamma_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((gamma_type_index == 0) || (gamma_type_index == 4)) || (gamma_type_index == 7)) || (gamma_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (gamma_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* gamma_handle = (void*)condval_2;
  int32_t beta_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((beta_type_index == 0) || (beta_type_index == 4)) || (beta_type_index == 7)) || (beta_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (beta_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* beta_handle = (void*)condval_3;
  int32_t h_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((h_type_index == 0) || (h_type_index == 4)) || (h_type_index == 7)) || (h_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (h_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* h_handle = (void*)condval_4;
  int32_t y_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_5;
  if (y_type_index == 70) {
    condval_5 = ((void*)((char*)(((TVMFFIAny*)args)[5].v_ptr) + 24));
  } else {
    condval_5 = (((TVMFFIAny*)args)[5].v_ptr);
  }
  void* y_handle = (void*)condval_5;
  int32_t eps_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!((((eps_type_index == 3) || (eps_type_index == 1)) || (eps_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float eps = ((eps_type_index == 3) ? ((float)(((TVMFFIAny*)args)[6].v_float64)) : ((float)(((TVMFFIAny*)args)[6].v_int64)));
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_residual_layernorm_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int32_t T = ((int32_t)(((int64_t*)l2_residual_layernorm_X_shape)[0]));
  int32_t D = ((int32_t)(((int64_t*)l2_residual_layernorm_X_shape)[1]));
  int64_t* l2_residual_layernorm_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(R_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)R_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "R", ".ndim on argument #", "1", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)R_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)R_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)R_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "R", ".dtype on argument #", "1", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_residual_layernorm_R_shape = (int64_t*)(((DLTensor*)R_handle)[0].shape);
  int64_t* l2_residual_layernorm_R_strides = (int64_t*)(((DLTensor*)R_handle)[0].strides);
  if (!(((((DLTensor*)R_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "R", ".device_type on argument #", "1", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(gamma_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)gamma_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma", ".ndim on argument #", "2", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)gamma_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)gamma_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)gamma_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma", ".dtype on argument #", "2", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_residual_layernorm_gamma_shape = (int64_t*)(((DLTensor*)gamma_handle)[0].shape);
  int64_t* l2_residual_layernorm_gamma_strides = (int64_t*)(((DLTensor*)gamma_handle)[0].strides);
  if (!(((((DLTensor*)gamma_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma", ".device_type on argument #", "2", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(beta_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)beta_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta", ".ndim on argument #", "3", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)beta_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)beta_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)beta_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta", ".dtype on argument #", "3", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_residual_layernorm_beta_shape = (int64_t*)(((DLTensor*)beta_handle)[0].shape);
  int64_t* l2_residual_layernorm_beta_strides = (int64_t*)(((DLTensor*)beta_handle)[0].strides);
  if (!(((((DLTensor*)beta_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta", ".device_type on argument #", "3", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(h_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)h_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".ndim on argument #", "4", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)h_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)h_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)h_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".dtype on argument #", "4", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_residual_layernorm_h_shape = (int64_t*)(((DLTensor*)h_handle)[0].shape);
  int64_t* l2_residual_layernorm_h_strides = (int64_t*)(((DLTensor*)h_handle)[0].strides);
  if (!(((((DLTensor*)h_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".device_type on argument #", "4", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "5", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "5", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_residual_layernorm_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l2_residual_layernorm_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "5", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_residual_layernorm_X_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_residual_layernorm_X_strides)[1])))) && ((T == 1) || (D == ((int32_t)(((int64_t*)l2_residual_layernorm_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((T * D) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((T == ((int32_t)(((int64_t*)l2_residual_layernorm_R_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "R.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_residual_layernorm_R_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "R.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_residual_layernorm_R_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_residual_layernorm_R_strides)[1])))) && ((T == 1) || (D == ((int32_t)(((int64_t*)l2_residual_layernorm_R_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "R", ".strides on argument #", "1", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)R_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "R.device_id", " on argument #", "1", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((T * D) == 0) || !(((float*)(((DLTensor*)R_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"R", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_residual_layernorm_gamma_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_residual_layernorm_gamma_strides == NULL)) {
    if (!(((D == 1) || (1 == ((int32_t)(((int64_t*)l2_residual_layernorm_gamma_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "gamma", ".strides on argument #", "2", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)gamma_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma.device_id", " on argument #", "2", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((D == 0) || !(((float*)(((DLTensor*)gamma_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"gamma", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_residual_layernorm_beta_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_residual_layernorm_beta_strides == NULL)) {
    if (!(((D == 1) || (1 == ((int32_t)(((int64_t*)l2_residual_layernorm_beta_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "beta", ".strides on argument #", "3", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)beta_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta.device_id", " on argument #", "3", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((D == 0) || !(((float*)(((DLTensor*)beta_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"beta", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((T == ((int32_t)(((int64_t*)l2_residual_layernorm_h_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h.shape[0]", " on argument #", "4", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_residual_layernorm_h_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h.shape[1]", " on argument #", "4", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_residual_layernorm_h_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_residual_layernorm_h_strides)[1])))) && ((T == 1) || (D == ((int32_t)(((int64_t*)l2_residual_layernorm_h_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "h", ".strides on argument #", "4", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)h_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h.device_id", " on argument #", "4", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((T * D) == 0) || !(((float*)(((DLTensor*)h_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"h", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((T == ((int32_t)(((int64_t*)l2_residual_layernorm_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "5", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_residual_layernorm_y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[1]", " on argument #", "5", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_residual_layernorm_y_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_residual_layernorm_y_strides)[1])))) && ((T == 1) || (D == ((int32_t)(((int64_t*)l2_residual_layernorm_y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "5", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "5", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((T * D) == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)R_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "R.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)gamma_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "gamma.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)beta_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "beta.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)h_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "h.byte_offset", " on argument #", "4", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "5", " when calling:\n  `", "l2_residual_layernorm(X: Tensor([T, D], float32), R: Tensor([T, D], float32), gamma: Tensor([D], float32), beta: Tensor([D], float32), h: Tensor([T, D], float32), y: Tensor([T, D], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* R = ((float*)((float*)(((DLTensor*)R_handle)[0].data)));
  float* gamma = ((float*)((float*)(((DLTensor*)gamma_handle)[0].data)));
  float* beta = ((float*)((float*)(((DLTensor*)beta_handle)[0].data)));
  float* h = ((float*)((float*)(((DLTensor*)h_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  float row_sum_ptr[1];
  float row_sq_ptr[1];
  for (int32_t i = 0; i < T; ++i) {
    for (int32_t j = 0; j < D; ++j) {
      h[((i * D) + j)] = (X[((i * D) + j)] + R[((i * D) + j)]);
    }
  }
  for (int32_t i_1 = 0; i_1 < T; ++i_1) {
    for (int32_t ax0 = 0; ax0 < D; ++ax0) {
      if (ax0 == 0) {
        row_sum_ptr[0] = 0.000000e+00f;
      }
      row_sum_ptr[0] = (row_sum_ptr[0] + h[((i_1 * D) + ax0)]);
    }
    for (int32_t ax0_1 = 0; ax0_1 < D; ++ax0_1) {
      if (ax0_1 == 0) {
        row_sq_ptr[0] = 0.000000e+00f;
      }
      row_sq_ptr[0] = (row_sq_ptr[0] + ((h[((i_1 * D) + ax0_1)] - (row_sum_ptr[0] / ((float)D))) * (h[((i_1 * D) + ax0_1)] - (row_sum_ptr[0] / ((float)D)))));
    }
    for (int32_t j_1 = 0; j_1 < D; ++j_1) {
      y[((i_1 * D) + j_1)] = ((((h[((i_1 * D) + j_1)] - (row_sum_ptr[0] / ((float)D))) / sqrtf(((row_sq_ptr[0] / ((float)D)) + eps))) * gamma[j_1]) + beta[j_1]);
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l2_residual_layernorm(self, args, num_args, result);
}
