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
TVM_DLL int32_t __tvm_ffi_l2_quant_linear(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float nearbyintf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_quant_linear(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 8))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "8", " arguments", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t x_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (x_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* x_handle = (void*)condval;
  int32_t w_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((w_type_index == 0) || (w_type_index == 4)) || (w_type_index == 7)) || (w_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (w_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* w_handle = (void*)condval_1;
  int32_t bias_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((bias_type_index == 0) || (bias_type_index == 4)) || (bias_type_index == 7)) || (bias_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t scale_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((scale_type_index == 0) || (scale_type_index == 4)) || (scale_type_index == 7)) || (scale_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (scale_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* scale_handle = (void*)condval_3;
  int32_t y_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (y_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* y_handle = (void*)condval_4;
  int32_t K_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((K_type_index == 1) || (K_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t K = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t x_zp_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((x_zp_type_index == 1) || (x_zp_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t x_zp = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t y_zp_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((y_zp_type_index == 1) || (y_zp_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t y_zp = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "0", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "0", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_quant_linear_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l2_quant_linear_x_shape)[0]));
  int64_t* l2_quant_linear_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "0", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)x_handle)[0].device.device_id);
  if (!(!(w_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)w_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w", ".ndim on argument #", "1", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)w_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)w_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)w_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w", ".dtype on argument #", "1", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_quant_linear_w_shape = (int64_t*)(((DLTensor*)w_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l2_quant_linear_w_shape)[0]));
  int64_t* l2_quant_linear_w_strides = (int64_t*)(((DLTensor*)w_handle)[0].strides);
  if (!(((((DLTensor*)w_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w", ".device_type on argument #", "1", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(bias_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)bias_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".ndim on argument #", "2", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)bias_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)bias_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)bias_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".dtype on argument #", "2", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_quant_linear_bias_shape = (int64_t*)(((DLTensor*)bias_handle)[0].shape);
  int64_t* l2_quant_linear_bias_strides = (int64_t*)(((DLTensor*)bias_handle)[0].strides);
  if (!(((((DLTensor*)bias_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".device_type on argument #", "2", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(scale_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)scale_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scale", ".ndim on argument #", "3", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)scale_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)scale_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)scale_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scale", ".dtype on argument #", "3", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_quant_linear_scale_shape = (int64_t*)(((DLTensor*)scale_handle)[0].shape);
  int64_t* l2_quant_linear_scale_strides = (int64_t*)(((DLTensor*)scale_handle)[0].strides);
  if (!(((((DLTensor*)scale_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scale", ".device_type on argument #", "3", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "4", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "4", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_quant_linear_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l2_quant_linear_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "4", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_quant_linear_x_strides == NULL)) {
    if (!(((((K >> 2) == 1) || (1 == ((int32_t)(((int64_t*)l2_quant_linear_x_strides)[1])))) && ((M == 1) || ((K >> 2) == ((int32_t)(((int64_t*)l2_quant_linear_x_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "0", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((M * (K >> 2)) == 0) || !(((uint32_t*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l2_quant_linear_w_strides == NULL)) {
    if (!(((((K >> 2) == 1) || (1 == ((int32_t)(((int64_t*)l2_quant_linear_w_strides)[1])))) && ((N == 1) || ((K >> 2) == ((int32_t)(((int64_t*)l2_quant_linear_w_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "w", ".strides on argument #", "1", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)w_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w.device_id", " on argument #", "1", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((N * (K >> 2)) == 0) || !(((uint32_t*)(((DLTensor*)w_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"w", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_quant_linear_bias_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to match ", "w.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_quant_linear_bias_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l2_quant_linear_bias_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "bias", ".strides on argument #", "2", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)bias_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias.device_id", " on argument #", "2", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((int32_t*)(((DLTensor*)bias_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"bias", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_quant_linear_scale_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scale.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to match ", "w.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_quant_linear_scale_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l2_quant_linear_scale_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "scale", ".strides on argument #", "3", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)scale_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scale.device_id", " on argument #", "3", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((float*)(((DLTensor*)scale_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"scale", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l2_quant_linear_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "4", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to match ", "x.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_quant_linear_y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[1]", " on argument #", "4", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to match ", "w.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_quant_linear_y_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l2_quant_linear_y_strides)[1])))) && ((M == 1) || (N == ((int32_t)(((int64_t*)l2_quant_linear_y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "4", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "4", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((M * N) == 0) || !(((int32_t*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((K >> 2) == ((int32_t)(((int64_t*)l2_quant_linear_x_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.shape[1]", " on argument #", "0", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "floordiv(K, 4)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((K >> 2) == ((int32_t)(((int64_t*)l2_quant_linear_w_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "w.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "floordiv(K, 4)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)w_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "w.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)bias_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "bias.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)scale_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "scale.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "4", " when calling:\n  `", "l2_quant_linear(x: Tensor([M, K // 4], uint32), w: Tensor([N, K // 4], uint32), bias: Tensor([N], int32), scale: Tensor([N], float32), y: Tensor([M, N], int32), K: int32, x_zp: int32, y_zp: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* x = ((uint32_t*)((uint32_t*)(((DLTensor*)x_handle)[0].data)));
  uint32_t* w = ((uint32_t*)((uint32_t*)(((DLTensor*)w_handle)[0].data)));
  int32_t* bias = ((int32_t*)((int32_t*)(((DLTensor*)bias_handle)[0].data)));
  float* scale = ((float*)((float*)(((DLTensor*)scale_handle)[0].data)));
  int32_t* y = ((int32_t*)((int32_t*)(((DLTensor*)y_handle)[0].data)));
  int32_t acc_ptr[1];
  for (int32_t i = 0; i < M; ++i) {
    for (int32_t j = 0; j < N; ++j) {
      for (int32_t ax0 = 0; ax0 < K; ++ax0) {
        if (ax0 == 0) {
          acc_ptr[0] = 0;
        }
        acc_ptr[0] = (acc_ptr[0] + (((((int32_t)(x[((ax0 >> 2) + (i * (K >> 2)))] << ((uint32_t)(24 - ((ax0 & 3) * 8))))) >> 24) - x_zp) * (((int32_t)(w[((ax0 >> 2) + (j * (K >> 2)))] << ((uint32_t)(24 - ((ax0 & 3) * 8))))) >> 24)));
      }
      int32_t v_ = ((int32_t)nearbyintf((((float)(acc_ptr[0] + bias[j])) * scale[j]))) + y_zp;
      int32_t v__1 = (v_) > (-128) ? (v_) : (-128);
      y[((i * N) + j)] = ((v__1) < (127) ? (v__1) : (127));
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l2_quant_linear(self, args, num_args, result);
}
