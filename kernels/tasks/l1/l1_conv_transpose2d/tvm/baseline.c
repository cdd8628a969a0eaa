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
TVM_DLL int32_t __tvm_ffi_l1_conv_transpose2d(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_conv_transpose2d(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 13))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "13", " arguments", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t x_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t weight_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((weight_type_index == 0) || (weight_type_index == 4)) || (weight_type_index == 7)) || (weight_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (weight_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* weight_handle = (void*)condval_1;
  int32_t bias_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((bias_type_index == 0) || (bias_type_index == 4)) || (bias_type_index == 7)) || (bias_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t y_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (y_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* y_handle = (void*)condval_3;
  int32_t N_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((N_type_index == 1) || (N_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t N = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t CI_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((CI_type_index == 1) || (CI_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t CI = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t CO_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((CO_type_index == 1) || (CO_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t CO = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t H_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  int32_t K_type_index = (((TVMFFIAny*)args)[9].type_index);
  if (!(((K_type_index == 1) || (K_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "9", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t K = ((int32_t)(((TVMFFIAny*)args)[9].v_int64));
  int32_t S_type_index = (((TVMFFIAny*)args)[10].type_index);
  if (!(((S_type_index == 1) || (S_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "10", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t S = ((int32_t)(((TVMFFIAny*)args)[10].v_int64));
  int32_t P_type_index = (((TVMFFIAny*)args)[11].type_index);
  if (!(((P_type_index == 1) || (P_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "11", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t P = ((int32_t)(((TVMFFIAny*)args)[11].v_int64));
  int32_t OP_type_index = (((TVMFFIAny*)args)[12].type_index);
  if (!(((OP_type_index == 1) || (OP_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "12", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t OP = ((int32_t)(((TVMFFIAny*)args)[12].v_int64));
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_conv_transpose2d_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int64_t* l1_conv_transpose2d_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)x_handle)[0].device.device_id);
  if (!(!(weight_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)weight_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight", ".ndim on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)weight_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)weight_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)weight_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight", ".dtype on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_conv_transpose2d_weight_shape = (int64_t*)(((DLTensor*)weight_handle)[0].shape);
  int64_t* l1_conv_transpose2d_weight_strides = (int64_t*)(((DLTensor*)weight_handle)[0].strides);
  if (!(((((DLTensor*)weight_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight", ".device_type on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(bias_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)bias_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".ndim on argument #", "2", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)bias_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)bias_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)bias_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".dtype on argument #", "2", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_conv_transpose2d_bias_shape = (int64_t*)(((DLTensor*)bias_handle)[0].shape);
  int64_t* l1_conv_transpose2d_bias_strides = (int64_t*)(((DLTensor*)bias_handle)[0].strides);
  if (!(((((DLTensor*)bias_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".device_type on argument #", "2", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_conv_transpose2d_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l1_conv_transpose2d_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_conv_transpose2d_x_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((CI == ((int32_t)(((int64_t*)l1_conv_transpose2d_x_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "CI"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_conv_transpose2d_x_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[2]", " on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_conv_transpose2d_x_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[3]", " on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_conv_transpose2d_x_strides == NULL)) {
    if (!((((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_conv_transpose2d_x_strides)[3])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_conv_transpose2d_x_strides)[2]))))) && ((CI == 1) || ((W * H) == ((int32_t)(((int64_t*)l1_conv_transpose2d_x_strides)[1]))))) && ((N == 1) || (((W * H) * CI) == ((int32_t)(((int64_t*)l1_conv_transpose2d_x_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((((N * CI) * H) * W) == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((CI == ((int32_t)(((int64_t*)l1_conv_transpose2d_weight_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "CI"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((CO == ((int32_t)(((int64_t*)l1_conv_transpose2d_weight_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "CO"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((K == ((int32_t)(((int64_t*)l1_conv_transpose2d_weight_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight.shape[2]", " on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "K"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((K == ((int32_t)(((int64_t*)l1_conv_transpose2d_weight_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight.shape[3]", " on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "K"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_conv_transpose2d_weight_strides == NULL)) {
    if (!((((((K == 1) || (1 == ((int32_t)(((int64_t*)l1_conv_transpose2d_weight_strides)[3])))) && ((K == 1) || (K == ((int32_t)(((int64_t*)l1_conv_transpose2d_weight_strides)[2]))))) && ((CO == 1) || ((K * K) == ((int32_t)(((int64_t*)l1_conv_transpose2d_weight_strides)[1]))))) && ((CI == 1) || (((K * K) * CO) == ((int32_t)(((int64_t*)l1_conv_transpose2d_weight_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "weight", ".strides on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)weight_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight.device_id", " on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((CI * CO) * K) * K) == 0) || !(((float*)(((DLTensor*)weight_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"weight", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((CO == ((int32_t)(((int64_t*)l1_conv_transpose2d_bias_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "CO"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_conv_transpose2d_bias_strides == NULL)) {
    if (!(((CO == 1) || (1 == ((int32_t)(((int64_t*)l1_conv_transpose2d_bias_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "bias", ".strides on argument #", "2", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)bias_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias.device_id", " on argument #", "2", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((CO == 0) || !(((float*)(((DLTensor*)bias_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"bias", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_conv_transpose2d_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((CO == ((int32_t)(((int64_t*)l1_conv_transpose2d_y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[1]", " on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "CO"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_conv_transpose2d_y_strides == NULL)) {
    if (!(((((((((((W - 1) * S) - (2 * P)) + K) + OP) == 1) || (1 == ((int32_t)(((int64_t*)l1_conv_transpose2d_y_strides)[3])))) && (((((((H - 1) * S) - (2 * P)) + K) + OP) == 1) || ((((((W - 1) * S) - (2 * P)) + K) + OP) == ((int32_t)(((int64_t*)l1_conv_transpose2d_y_strides)[2]))))) && ((CO == 1) || (((((((W - 1) * S) - (2 * P)) + K) + OP) * (((((H - 1) * S) - (2 * P)) + K) + OP)) == ((int32_t)(((int64_t*)l1_conv_transpose2d_y_strides)[1]))))) && ((N == 1) || ((((((((W - 1) * S) - (2 * P)) + K) + OP) * (((((H - 1) * S) - (2 * P)) + K) + OP)) * CO) == ((int32_t)(((int64_t*)l1_conv_transpose2d_y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((N * CO) * (((((H - 1) * S) - (2 * P)) + K) + OP)) * (((((W - 1) * S) - (2 * P)) + K) + OP)) == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)weight_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "weight.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)bias_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "bias.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((H - 1) * S) + K) + OP) - (P * 2)) == ((int32_t)(((int64_t*)l1_conv_transpose2d_y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.shape[2]", " on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "H - 1 * S - 2 * P + K + OP"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((W - 1) * S) + K) + OP) - (P * 2)) == ((int32_t)(((int64_t*)l1_conv_transpose2d_y_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.shape[3]", " on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "W - 1 * S - 2 * P + K + OP"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_conv_transpose2d(x: Tensor([N, CI, H, W], float32), weight: Tensor([CI, CO, K, K], float32), bias: Tensor([CO], float32), y: Tensor([N, CO, (H - 1) * S - 2 * P + K + OP, (W - 1) * S - 2 * P + K + OP], float32), N: int32, CI: int32, CO: int32, H: int32, W: int32, K: int32, S: int32, P: int32, OP: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  float* weight = ((float*)((float*)(((DLTensor*)weight_handle)[0].data)));
  float* bias = ((float*)((float*)(((DLTensor*)bias_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  float conv_ptr[1];
  for (int32_t b = 0; b < N; ++b) {
    for (int32_t o = 0; o < CO; ++o) {
      for (int32_t i = 0; i < (((((H - 1) * S) + K) + OP) - (P * 2)); ++i) {
        for (int32_t j = 0; j < (((((W - 1) * S) + K) + OP) - (P * 2)); ++j) {
          for (int32_t ax0 = 0; ax0 < CI; ++ax0) {
            for (int32_t ax1 = 0; ax1 < K; ++ax1) {
              for (int32_t ax2 = 0; ax2 < K; ++ax2) {
                if (((ax0 == 0) && (ax1 == 0)) && (ax2 == 0)) {
                  conv_ptr[0] = 0.000000e+00f;
                }
                float condval_4;
                if ((((((0 <= ((i + P) - ax1)) && (((i + P) - ax1) < (H * S))) && ((((i + P) - ax1) % S) == 0)) && (0 <= ((j + P) - ax2))) && (((j + P) - ax2) < (W * S))) && ((((j + P) - ax2) % S) == 0)) {
                  int32_t rmod = (((i + P) - ax1) % S);
                  int32_t rdiv = (((i + P) - ax1) / S);
                  int32_t rmod_1 = (((j + P) - ax2) % S);
                  int32_t rdiv_1 = (((j + P) - ax2) / S);
                  condval_4 = (x[((((((b * CI) + ax0) * H) + ((((S >= 0) && (rmod >= 0)) || ((S < 0) && (rmod <= 0))) ? rdiv : (rdiv - 1))) * W) + ((((S >= 0) && (rmod_1 >= 0)) || ((S < 0) && (rmod_1 <= 0))) ? rdiv_1 : (rdiv_1 - 1)))] * weight[((((((ax0 * CO) + o) * K) + ax1) * K) + ax2)]);
                } else {
                  condval_4 = 0.000000e+00f;
                }
                conv_ptr[0] = (conv_ptr[0] + condval_4);
              }
            }
          }
          y[((((((b * CO) + o) * (((((H - 1) * S) + K) + OP) - (P * 2))) + i) * (((((W - 1) * S) + K) + OP) - (P * 2))) + j)] = (conv_ptr[0] + bias[o]);
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
  return __tvm_ffi_l1_conv_transpose2d(self, args, num_args, result);
}
