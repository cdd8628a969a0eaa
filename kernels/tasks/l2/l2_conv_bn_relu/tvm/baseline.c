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
TVM_DLL int32_t __tvm_ffi_l2_conv_bn_relu(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float sqrtf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_conv_bn_relu(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 8))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "8", " arguments", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t x_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
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
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
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
  int32_t gamma_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((gamma_type_index == 0) || (gamma_type_index == 4)) || (gamma_type_index == 7)) || (gamma_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
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
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
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
  int32_t mean_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((mean_type_index == 0) || (mean_type_index == 4)) || (mean_type_index == 7)) || (mean_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (mean_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* mean_handle = (void*)condval_4;
  int32_t variance_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((variance_type_index == 0) || (variance_type_index == 4)) || (variance_type_index == 7)) || (variance_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_5;
  if (variance_type_index == 70) {
    condval_5 = ((void*)((char*)(((TVMFFIAny*)args)[5].v_ptr) + 24));
  } else {
    condval_5 = (((TVMFFIAny*)args)[5].v_ptr);
  }
  void* variance_handle = (void*)condval_5;
  int32_t y_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_6;
  if (y_type_index == 70) {
    condval_6 = ((void*)((char*)(((TVMFFIAny*)args)[6].v_ptr) + 24));
  } else {
    condval_6 = (((TVMFFIAny*)args)[6].v_ptr);
  }
  void* y_handle = (void*)condval_6;
  int32_t eps_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!((((eps_type_index == 3) || (eps_type_index == 1)) || (eps_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float eps = ((eps_type_index == 3) ? ((float)(((TVMFFIAny*)args)[7].v_float64)) : ((float)(((TVMFFIAny*)args)[7].v_int64)));
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "0", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "0", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_conv_bn_relu_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l2_conv_bn_relu_x_shape)[0]));
  int32_t H = ((int32_t)(((int64_t*)l2_conv_bn_relu_x_shape)[1]));
  int32_t W = ((int32_t)(((int64_t*)l2_conv_bn_relu_x_shape)[2]));
  int32_t Cin = ((int32_t)(((int64_t*)l2_conv_bn_relu_x_shape)[3]));
  int64_t* l2_conv_bn_relu_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "0", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)x_handle)[0].device.device_id);
  if (!(!(w_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)w_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w", ".ndim on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)w_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)w_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)w_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w", ".dtype on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_conv_bn_relu_w_shape = (int64_t*)(((DLTensor*)w_handle)[0].shape);
  int32_t Cout = ((int32_t)(((int64_t*)l2_conv_bn_relu_w_shape)[3]));
  int64_t* l2_conv_bn_relu_w_strides = (int64_t*)(((DLTensor*)w_handle)[0].strides);
  if (!(((((DLTensor*)w_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w", ".device_type on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(gamma_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)gamma_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma", ".ndim on argument #", "2", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)gamma_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)gamma_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)gamma_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma", ".dtype on argument #", "2", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_conv_bn_relu_gamma_shape = (int64_t*)(((DLTensor*)gamma_handle)[0].shape);
  int64_t* l2_conv_bn_relu_gamma_strides = (int64_t*)(((DLTensor*)gamma_handle)[0].strides);
  if (!(((((DLTensor*)gamma_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma", ".device_type on argument #", "2", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(beta_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)beta_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta", ".ndim on argument #", "3", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)beta_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)beta_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)beta_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta", ".dtype on argument #", "3", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_conv_bn_relu_beta_shape = (int64_t*)(((DLTensor*)beta_handle)[0].shape);
  int64_t* l2_conv_bn_relu_beta_strides = (int64_t*)(((DLTensor*)beta_handle)[0].strides);
  if (!(((((DLTensor*)beta_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta", ".device_type on argument #", "3", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(mean_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)mean_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "mean", ".ndim on argument #", "4", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)mean_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)mean_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)mean_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "mean", ".dtype on argument #", "4", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_conv_bn_relu_mean_shape = (int64_t*)(((DLTensor*)mean_handle)[0].shape);
  int64_t* l2_conv_bn_relu_mean_strides = (int64_t*)(((DLTensor*)mean_handle)[0].strides);
  if (!(((((DLTensor*)mean_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "mean", ".device_type on argument #", "4", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(variance_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)variance_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "variance", ".ndim on argument #", "5", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)variance_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)variance_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)variance_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "variance", ".dtype on argument #", "5", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_conv_bn_relu_variance_shape = (int64_t*)(((DLTensor*)variance_handle)[0].shape);
  int64_t* l2_conv_bn_relu_variance_strides = (int64_t*)(((DLTensor*)variance_handle)[0].strides);
  if (!(((((DLTensor*)variance_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "variance", ".device_type on argument #", "5", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_conv_bn_relu_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l2_conv_bn_relu_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_conv_bn_relu_x_strides == NULL)) {
    if (!((((((Cin == 1) || (1 == ((int32_t)(((int64_t*)l2_conv_bn_relu_x_strides)[3])))) && ((W == 1) || (Cin == ((int32_t)(((int64_t*)l2_conv_bn_relu_x_strides)[2]))))) && ((H == 1) || ((Cin * W) == ((int32_t)(((int64_t*)l2_conv_bn_relu_x_strides)[1]))))) && ((N == 1) || (((Cin * W) * H) == ((int32_t)(((int64_t*)l2_conv_bn_relu_x_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "0", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((((N * H) * W) * Cin) == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((Cin == ((int32_t)(((int64_t*)l2_conv_bn_relu_w_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w.shape[2]", " on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "x.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_conv_bn_relu_w_strides == NULL)) {
    if (!((((((Cout == 1) || (1 == ((int32_t)(((int64_t*)l2_conv_bn_relu_w_strides)[3])))) && ((Cin == 1) || (Cout == ((int32_t)(((int64_t*)l2_conv_bn_relu_w_strides)[2]))))) && ((Cout * Cin) == ((int32_t)(((int64_t*)l2_conv_bn_relu_w_strides)[1])))) && (((Cout * Cin) * 3) == ((int32_t)(((int64_t*)l2_conv_bn_relu_w_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "w", ".strides on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)w_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w.device_id", " on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((9 * Cin) * Cout) == 0) || !(((float*)(((DLTensor*)w_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"w", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((Cout == ((int32_t)(((int64_t*)l2_conv_bn_relu_gamma_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "w.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_conv_bn_relu_gamma_strides == NULL)) {
    if (!(((Cout == 1) || (1 == ((int32_t)(((int64_t*)l2_conv_bn_relu_gamma_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "gamma", ".strides on argument #", "2", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)gamma_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "gamma.device_id", " on argument #", "2", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((Cout == 0) || !(((float*)(((DLTensor*)gamma_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"gamma", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((Cout == ((int32_t)(((int64_t*)l2_conv_bn_relu_beta_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "w.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_conv_bn_relu_beta_strides == NULL)) {
    if (!(((Cout == 1) || (1 == ((int32_t)(((int64_t*)l2_conv_bn_relu_beta_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "beta", ".strides on argument #", "3", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)beta_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "beta.device_id", " on argument #", "3", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((Cout == 0) || !(((float*)(((DLTensor*)beta_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"beta", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((Cout == ((int32_t)(((int64_t*)l2_conv_bn_relu_mean_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "mean.shape[0]", " on argument #", "4", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "w.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_conv_bn_relu_mean_strides == NULL)) {
    if (!(((Cout == 1) || (1 == ((int32_t)(((int64_t*)l2_conv_bn_relu_mean_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "mean", ".strides on argument #", "4", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)mean_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "mean.device_id", " on argument #", "4", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((Cout == 0) || !(((float*)(((DLTensor*)mean_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"mean", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((Cout == ((int32_t)(((int64_t*)l2_conv_bn_relu_variance_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "variance.shape[0]", " on argument #", "5", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "w.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_conv_bn_relu_variance_strides == NULL)) {
    if (!(((Cout == 1) || (1 == ((int32_t)(((int64_t*)l2_conv_bn_relu_variance_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "variance", ".strides on argument #", "5", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)variance_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "variance.device_id", " on argument #", "5", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((Cout == 0) || !(((float*)(((DLTensor*)variance_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"variance", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_conv_bn_relu_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "x.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_conv_bn_relu_y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[1]", " on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "x.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_conv_bn_relu_y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[2]", " on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "x.shape[2]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((Cout == ((int32_t)(((int64_t*)l2_conv_bn_relu_y_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[3]", " on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "w.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_conv_bn_relu_y_strides == NULL)) {
    if (!((((((Cout == 1) || (1 == ((int32_t)(((int64_t*)l2_conv_bn_relu_y_strides)[3])))) && ((W == 1) || (Cout == ((int32_t)(((int64_t*)l2_conv_bn_relu_y_strides)[2]))))) && ((H == 1) || ((Cout * W) == ((int32_t)(((int64_t*)l2_conv_bn_relu_y_strides)[1]))))) && ((N == 1) || (((Cout * W) * H) == ((int32_t)(((int64_t*)l2_conv_bn_relu_y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((N * H) * W) * Cout) == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_conv_bn_relu_w_shape)[0])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "w.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_conv_bn_relu_w_shape)[1])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "w.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)w_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "w.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)gamma_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "gamma.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)beta_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "beta.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)mean_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "mean.byte_offset", " on argument #", "4", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)variance_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "variance.byte_offset", " on argument #", "5", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "6", " when calling:\n  `", "l2_conv_bn_relu(x: Tensor([N, H, W, Cin], float32), w: Tensor([3, 3, Cin, Cout], float32), gamma: Tensor([Cout], float32), beta: Tensor([Cout], float32), mean: Tensor([Cout], float32), variance: Tensor([Cout], float32), y: Tensor([N, H, W, Cout], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  float* w = ((float*)((float*)(((DLTensor*)w_handle)[0].data)));
  float* gamma = ((float*)((float*)(((DLTensor*)gamma_handle)[0].data)));
  float* beta = ((float*)((float*)(((DLTensor*)beta_handle)[0].data)));
  float* mean = ((float*)((float*)(((DLTensor*)mean_handle)[0].data)));
  float* variance = ((float*)((float*)(((DLTensor*)variance_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  float conv_ptr[1];
  for (int32_t b = 0; b < N; ++b) {
    for (int32_t i = 0; i < H; ++i) {
      for (int32_t j = 0; j < W; ++j) {
        for (int32_t co = 0; co < Cout; ++co) {
          for (int32_t ax0 = 0; ax0 < 3; ++ax0) {
            for (int32_t ax1 = 0; ax1 < 3; ++ax1) {
              for (int32_t ax2 = 0; ax2 < Cin; ++ax2) {
                if (((ax0 == 0) && (ax1 == 0)) && (ax2 == 0)) {
                  conv_ptr[0] = 0.000000e+00f;
                }
                float condval_7;
                if ((((1 <= (i + ax0)) && ((i + ax0) <= H)) && (1 <= (j + ax1))) && ((j + ax1) <= W)) {
                  condval_7 = x[(((((((((((((b * H) + i) + ax0) - 1) * W) + j) + ax1) - 1) * Cin) + ax2) + (((0 - W) - 1) * Cin)) + Cin) + (W * Cin))];
                } else {
                  condval_7 = 0.000000e+00f;
                }
                conv_ptr[0] = (conv_ptr[0] + (condval_7 * w[((((((ax0 * Cin) * Cout) * 3) + ((ax1 * Cin) * Cout)) + (ax2 * Cout)) + co)]));
              }
            }
          }
          float v_ = (((conv_ptr[0] - mean[co]) * gamma[co]) / sqrtf((variance[co] + eps))) + beta[co];
          y[((((((b * H) + i) * W) + j) * Cout) + co)] = ((v_) > (0.000000e+00f) ? (v_) : (0.000000e+00f));
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
  return __tvm_ffi_l2_conv_bn_relu(self, args, num_args, result);
}
