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
TVM_DLL int32_t __tvm_ffi_l3_espcn_sr(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float tanhf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float tanhf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l3_espcn_sr(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 11))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "11", " arguments", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t x_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t weights_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((weights_type_index == 0) || (weights_type_index == 4)) || (weights_type_index == 7)) || (weights_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (weights_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* weights_handle = (void*)condval_1;
  int32_t y_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (y_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* y_handle = (void*)condval_2;
  int32_t f1_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((f1_type_index == 0) || (f1_type_index == 4)) || (f1_type_index == 7)) || (f1_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (f1_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* f1_handle = (void*)condval_3;
  int32_t f2_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((f2_type_index == 0) || (f2_type_index == 4)) || (f2_type_index == 7)) || (f2_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (f2_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* f2_handle = (void*)condval_4;
  int32_t N_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((N_type_index == 1) || (N_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t N = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t H_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t R_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((R_type_index == 1) || (R_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t R = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  int32_t C1_type_index = (((TVMFFIAny*)args)[9].type_index);
  if (!(((C1_type_index == 1) || (C1_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "9", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t C1 = ((int32_t)(((TVMFFIAny*)args)[9].v_int64));
  int32_t C2_type_index = (((TVMFFIAny*)args)[10].type_index);
  if (!(((C2_type_index == 1) || (C2_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "10", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t C2 = ((int32_t)(((TVMFFIAny*)args)[10].v_int64));
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "0", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "0", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l3_espcn_sr_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int64_t* l3_espcn_sr_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "0", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)x_handle)[0].device.device_id);
  if (!(!(weights_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)weights_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weights", ".ndim on argument #", "1", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)weights_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)weights_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)weights_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weights", ".dtype on argument #", "1", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l3_espcn_sr_weights_shape = (int64_t*)(((DLTensor*)weights_handle)[0].shape);
  int64_t* l3_espcn_sr_weights_strides = (int64_t*)(((DLTensor*)weights_handle)[0].strides);
  if (!(((((DLTensor*)weights_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weights", ".device_type on argument #", "1", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l3_espcn_sr_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l3_espcn_sr_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(f1_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)f1_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f1", ".ndim on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)f1_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)f1_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)f1_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f1", ".dtype on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l3_espcn_sr_f1_shape = (int64_t*)(((DLTensor*)f1_handle)[0].shape);
  int64_t* l3_espcn_sr_f1_strides = (int64_t*)(((DLTensor*)f1_handle)[0].strides);
  if (!(((((DLTensor*)f1_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f1", ".device_type on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(f2_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)f2_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f2", ".ndim on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)f2_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)f2_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)f2_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f2", ".dtype on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l3_espcn_sr_f2_shape = (int64_t*)(((DLTensor*)f2_handle)[0].shape);
  int64_t* l3_espcn_sr_f2_strides = (int64_t*)(((DLTensor*)f2_handle)[0].strides);
  if (!(((((DLTensor*)f2_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f2", ".device_type on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l3_espcn_sr_x_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[0]", " on argument #", "0", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l3_espcn_sr_x_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[1]", " on argument #", "0", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l3_espcn_sr_x_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[2]", " on argument #", "0", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l3_espcn_sr_x_strides == NULL)) {
    if (!(((((W == 1) || (1 == ((int32_t)(((int64_t*)l3_espcn_sr_x_strides)[2])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l3_espcn_sr_x_strides)[1]))))) && ((N == 1) || ((W * H) == ((int32_t)(((int64_t*)l3_espcn_sr_x_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "0", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((((N * H) * W) == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l3_espcn_sr_weights_strides == NULL)) {
    if (!((((((((26 * C1) + ((9 * C1) * C2)) + C2) + (((9 * C2) * R) * R)) + (R * R)) == 1) || (1 == ((int32_t)(((int64_t*)l3_espcn_sr_weights_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "weights", ".strides on argument #", "1", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)weights_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weights.device_id", " on argument #", "1", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((((26 * C1) + ((9 * C1) * C2)) + C2) + (((9 * C2) * R) * R)) + (R * R)) == 0) || !(((float*)(((DLTensor*)weights_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"weights", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l3_espcn_sr_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l3_espcn_sr_y_strides == NULL)) {
    if (!((((((W * R) == 1) || (1 == ((int32_t)(((int64_t*)l3_espcn_sr_y_strides)[2])))) && (((H * R) == 1) || ((W * R) == ((int32_t)(((int64_t*)l3_espcn_sr_y_strides)[1]))))) && ((N == 1) || (((W * R) * (H * R)) == ((int32_t)(((int64_t*)l3_espcn_sr_y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((N * (H * R)) * (W * R)) == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l3_espcn_sr_f1_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f1.shape[0]", " on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l3_espcn_sr_f1_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f1.shape[1]", " on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l3_espcn_sr_f1_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f1.shape[2]", " on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C1 == ((int32_t)(((int64_t*)l3_espcn_sr_f1_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f1.shape[3]", " on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "C1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l3_espcn_sr_f1_strides == NULL)) {
    if (!((((((C1 == 1) || (1 == ((int32_t)(((int64_t*)l3_espcn_sr_f1_strides)[3])))) && ((W == 1) || (C1 == ((int32_t)(((int64_t*)l3_espcn_sr_f1_strides)[2]))))) && ((H == 1) || ((C1 * W) == ((int32_t)(((int64_t*)l3_espcn_sr_f1_strides)[1]))))) && ((N == 1) || (((C1 * W) * H) == ((int32_t)(((int64_t*)l3_espcn_sr_f1_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "f1", ".strides on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)f1_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f1.device_id", " on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((N * H) * W) * C1) == 0) || !(((float*)(((DLTensor*)f1_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"f1", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l3_espcn_sr_f2_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f2.shape[0]", " on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l3_espcn_sr_f2_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f2.shape[1]", " on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l3_espcn_sr_f2_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f2.shape[2]", " on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C2 == ((int32_t)(((int64_t*)l3_espcn_sr_f2_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f2.shape[3]", " on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "C2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l3_espcn_sr_f2_strides == NULL)) {
    if (!((((((C2 == 1) || (1 == ((int32_t)(((int64_t*)l3_espcn_sr_f2_strides)[3])))) && ((W == 1) || (C2 == ((int32_t)(((int64_t*)l3_espcn_sr_f2_strides)[2]))))) && ((H == 1) || ((C2 * W) == ((int32_t)(((int64_t*)l3_espcn_sr_f2_strides)[1]))))) && ((N == 1) || (((C2 * W) * H) == ((int32_t)(((int64_t*)l3_espcn_sr_f2_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "f2", ".strides on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)f2_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "f2.device_id", " on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((N * H) * W) * C2) == 0) || !(((float*)(((DLTensor*)f2_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"f2", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "0", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((C1 * 26) + ((C1 * C2) * 9)) + (((C2 * R) * R) * 9)) + C2) + (R * R)) == ((int32_t)(((int64_t*)l3_espcn_sr_weights_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "weights.shape[0]", " on argument #", "1", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R * R + R * R"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)weights_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "weights.byte_offset", " on argument #", "1", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((H * R) == ((int32_t)(((int64_t*)l3_espcn_sr_y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.shape[1]", " on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "H * R"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((W * R) == ((int32_t)(((int64_t*)l3_espcn_sr_y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.shape[2]", " on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "W * R"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "2", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)f1_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "f1.byte_offset", " on argument #", "3", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)f2_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "f2.byte_offset", " on argument #", "4", " when calling:\n  `", "l3_espcn_sr(x: Tensor([N, H, W], float32), weights: Tensor([26 * C1 + 9 * C1 * C2 + C2 + 9 * C2 * R_1 * R_1 + R_1 * R_1], float32), y: Tensor([N, H * R_1, W * R_1], float32), f1: Tensor([N, H, W, C1], float32), f2: Tensor([N, H, W, C2], float32), N: int32, H: int32, W: int32, R: int32, C1: int32, C2: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  float* weights = ((float*)((float*)(((DLTensor*)weights_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  float* f1 = ((float*)((float*)(((DLTensor*)f1_handle)[0].data)));
  float* f2 = ((float*)((float*)(((DLTensor*)f2_handle)[0].data)));
  float f1_acc_ptr[1];
  float f2_acc_ptr[1];
  float f3_acc_ptr[1];
  for (int32_t b = 0; b < N; ++b) {
    for (int32_t i = 0; i < H; ++i) {
      for (int32_t j = 0; j < W; ++j) {
        for (int32_t co = 0; co < C1; ++co) {
          for (int32_t ax0 = 0; ax0 < 5; ++ax0) {
            for (int32_t ax1 = 0; ax1 < 5; ++ax1) {
              if ((ax0 == 0) && (ax1 == 0)) {
                f1_acc_ptr[0] = 0.000000e+00f;
              }
              float condval_5;
              if ((((2 <= (i + ax0)) && ((i + ax0) < (H + 2))) && (2 <= (j + ax1))) && ((j + ax1) < (W + 2))) {
                condval_5 = x[((((((((b * H) + i) + ax0) - 2) * W) + j) + ax1) - 2)];
              } else {
                condval_5 = 0.000000e+00f;
              }
              f1_acc_ptr[0] = (f1_acc_ptr[0] + (condval_5 * weights[((((ax0 * C1) * 5) + (ax1 * C1)) + co)]));
            }
          }
          f1[((((((b * H) + i) * W) + j) * C1) + co)] = tanhf((f1_acc_ptr[0] + weights[((C1 * 25) + co)]));
        }
      }
    }
  }
  for (int32_t b_1 = 0; b_1 < N; ++b_1) {
    for (int32_t i_1 = 0; i_1 < H; ++i_1) {
      for (int32_t j_1 = 0; j_1 < W; ++j_1) {
        for (int32_t co_1 = 0; co_1 < C2; ++co_1) {
          for (int32_t ax0_1 = 0; ax0_1 < 3; ++ax0_1) {
            for (int32_t ax1_1 = 0; ax1_1 < 3; ++ax1_1) {
              for (int32_t ax2 = 0; ax2 < C1; ++ax2) {
                if (((ax0_1 == 0) && (ax1_1 == 0)) && (ax2 == 0)) {
                  f2_acc_ptr[0] = 0.000000e+00f;
                }
                float condval_6;
                if ((((1 <= (i_1 + ax0_1)) && ((i_1 + ax0_1) <= H)) && (1 <= (j_1 + ax1_1))) && ((j_1 + ax1_1) <= W)) {
                  condval_6 = f1[(((((((((((((b_1 * H) + i_1) + ax0_1) - 1) * W) + j_1) + ax1_1) - 1) * C1) + ax2) + (((0 - W) - 1) * C1)) + C1) + (W * C1))];
                } else {
                  condval_6 = 0.000000e+00f;
                }
                f2_acc_ptr[0] = (f2_acc_ptr[0] + (condval_6 * weights[(((((C1 * 26) + (((ax0_1 * C1) * C2) * 3)) + ((ax1_1 * C1) * C2)) + (ax2 * C2)) + co_1)]));
              }
            }
          }
          f2[((((((b_1 * H) + i_1) * W) + j_1) * C2) + co_1)] = tanhf((f2_acc_ptr[0] + weights[(((C1 * 26) + ((C1 * C2) * 9)) + co_1)]));
        }
      }
    }
  }
  for (int32_t b_2 = 0; b_2 < N; ++b_2) {
    for (int32_t i_2 = 0; i_2 < (H * R); ++i_2) {
      for (int32_t j_2 = 0; j_2 < (W * R); ++j_2) {
        int32_t rmod = (i_2 % R);
        int32_t rdiv = (i_2 / R);
        int32_t rmod_1 = (i_2 % R);
        int32_t rdiv_1 = (i_2 / R);
        int32_t rmod_2 = (j_2 % R);
        int32_t rdiv_2 = (j_2 / R);
        int32_t rmod_3 = (j_2 % R);
        int32_t rdiv_3 = (j_2 / R);
        int32_t rmod_4 = (i_2 % R);
        int32_t rmod_5 = (j_2 % R);
        if (((((0 <= ((((R >= 0) && (rmod >= 0)) || ((R < 0) && (rmod <= 0))) ? rdiv : (rdiv - 1))) && (((((R >= 0) && (rmod_1 >= 0)) || ((R < 0) && (rmod_1 <= 0))) ? rdiv_1 : (rdiv_1 - 1)) < H)) && (0 <= ((((R >= 0) && (rmod_2 >= 0)) || ((R < 0) && (rmod_2 <= 0))) ? rdiv_2 : (rdiv_2 - 1)))) && (((((R >= 0) && (rmod_3 >= 0)) || ((R < 0) && (rmod_3 <= 0))) ? rdiv_3 : (rdiv_3 - 1)) < W)) && (0 <= ((((((R >= 0) && (rmod_4 >= 0)) || ((R < 0) && (rmod_4 <= 0))) ? rmod_4 : (rmod_4 + R)) * R) + ((((R >= 0) && (rmod_5 >= 0)) || ((R < 0) && (rmod_5 <= 0))) ? rmod_5 : (rmod_5 + R))))) {
          for (int32_t ax0_2 = 0; ax0_2 < 3; ++ax0_2) {
            for (int32_t ax1_2 = 0; ax1_2 < 3; ++ax1_2) {
              for (int32_t ax2_1 = 0; ax2_1 < C2; ++ax2_1) {
                if (((ax0_2 == 0) && (ax1_2 == 0)) && (ax2_1 == 0)) {
                  f3_acc_ptr[0] = 0.000000e+00f;
                }
                int32_t rmod_6 = (i_2 % R);
                int32_t rdiv_4 = (i_2 / R);
                int32_t rmod_7 = (i_2 % R);
                int32_t rdiv_5 = (i_2 / R);
                int32_t rmod_8 = (j_2 % R);
                int32_t rdiv_6 = (j_2 / R);
                int32_t rmod_9 = (j_2 % R);
                int32_t rdiv_7 = (j_2 / R);
                float condval_7;
                if ((((1 <= (((((R >= 0) && (rmod_6 >= 0)) || ((R < 0) && (rmod_6 <= 0))) ? rdiv_4 : (rdiv_4 - 1)) + ax0_2)) && ((((((R >= 0) && (rmod_7 >= 0)) || ((R < 0) && (rmod_7 <= 0))) ? rdiv_5 : (rdiv_5 - 1)) + ax0_2) <= H)) && (1 <= (((((R >= 0) && (rmod_8 >= 0)) || ((R < 0) && (rmod_8 <= 0))) ? rdiv_6 : (rdiv_6 - 1)) + ax1_2))) && ((((((R >= 0) && (rmod_9 >= 0)) || ((R < 0) && (rmod_9 <= 0))) ? rdiv_7 : (rdiv_7 - 1)) + ax1_2) <= W)) {
                  int32_t rmod_10 = (i_2 % R);
                  int32_t rdiv_8 = (i_2 / R);
                  int32_t rmod_11 = (j_2 % R);
                  int32_t rdiv_9 = (j_2 / R);
                  condval_7 = f2[(((((((((b_2 * H) + ((((R >= 0) && (rmod_10 >= 0)) || ((R < 0) && (rmod_10 <= 0))) ? rdiv_8 : (rdiv_8 - 1))) + ax0_2) * W) + ((((R >= 0) && (rmod_11 >= 0)) || ((R < 0) && (rmod_11 <= 0))) ? rdiv_9 : (rdiv_9 - 1))) + ax1_2) * C2) + ax2_1) + (((0 - W) - 1) * C2))];
                } else {
                  condval_7 = 0.000000e+00f;
                }
                int32_t rmod_12 = (i_2 % R);
                int32_t rmod_13 = (j_2 % R);
                f3_acc_ptr[0] = (f3_acc_ptr[0] + (condval_7 * weights[((((((((C1 * 26) + ((C1 * C2) * 9)) + ((((ax0_2 * C2) * R) * R) * 3)) + (((ax1_2 * C2) * R) * R)) + ((ax2_1 * R) * R)) + (((((R >= 0) && (rmod_12 >= 0)) || ((R < 0) && (rmod_12 <= 0))) ? rmod_12 : (rmod_12 + R)) * R)) + ((((R >= 0) && (rmod_13 >= 0)) || ((R < 0) && (rmod_13 <= 0))) ? rmod_13 : (rmod_13 + R))) + C2)]));
              }
            }
          }
        }
        int32_t rmod_14 = (i_2 % R);
        int32_t rdiv_10 = (i_2 / R);
        int32_t v_ = (((R >= 0) && (rmod_14 >= 0)) || ((R < 0) && (rmod_14 <= 0))) ? rdiv_10 : (rdiv_10 - 1);
        int32_t rmod_15 = (j_2 % R);
        int32_t rdiv_11 = (j_2 / R);
        int32_t v__1 = (((R >= 0) && (rmod_15 >= 0)) || ((R < 0) && (rmod_15 <= 0))) ? rdiv_11 : (rdiv_11 - 1);
        int32_t rmod_16 = (i_2 % R);
        int32_t rmod_17 = (j_2 % R);
        int32_t v__2 = (((((R >= 0) && (rmod_16 >= 0)) || ((R < 0) && (rmod_16 <= 0))) ? rmod_16 : (rmod_16 + R)) * R) + ((((R >= 0) && (rmod_17 >= 0)) || ((R < 0) && (rmod_17 <= 0))) ? rmod_17 : (rmod_17 + R));
        int32_t rmod_18 = (i_2 % R);
        int32_t rmod_19 = (j_2 % R);
        y[((((((b_2 * H) * R) + i_2) * W) * R) + j_2)] = (f3_acc_ptr[((((v_) < (0) ? (v_) : (0)) + ((v__1) < (0) ? (v__1) : (0))) + ((v__2) < (0) ? (v__2) : (0)))] + weights[((((((C1 * 26) + ((C1 * C2) * 9)) + (((C2 * R) * R) * 9)) + (((((R >= 0) && (rmod_18 >= 0)) || ((R < 0) && (rmod_18 <= 0))) ? rmod_18 : (rmod_18 + R)) * R)) + ((((R >= 0) && (rmod_19 >= 0)) || ((R < 0) && (rmod_19 <= 0))) ? rmod_19 : (rmod_19 + R))) + C2)]);
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
  return __tvm_ffi_l3_espcn_sr(self, args, num_args, result);
}
