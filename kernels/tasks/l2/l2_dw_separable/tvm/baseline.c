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
TVM_DLL int32_t __tvm_ffi_l2_dw_separable(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_dw_separable(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 7))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "7", " arguments", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t x_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t dw_w_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((dw_w_type_index == 0) || (dw_w_type_index == 4)) || (dw_w_type_index == 7)) || (dw_w_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (dw_w_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* dw_w_handle = (void*)condval_1;
  int32_t bn1_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((bn1_type_index == 0) || (bn1_type_index == 4)) || (bn1_type_index == 7)) || (bn1_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (bn1_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* bn1_handle = (void*)condval_2;
  int32_t pw_w_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((pw_w_type_index == 0) || (pw_w_type_index == 4)) || (pw_w_type_index == 7)) || (pw_w_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (pw_w_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* pw_w_handle = (void*)condval_3;
  int32_t bn2_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((bn2_type_index == 0) || (bn2_type_index == 4)) || (bn2_type_index == 7)) || (bn2_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (bn2_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* bn2_handle = (void*)condval_4;
  int32_t y_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t a_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((((a_type_index == 0) || (a_type_index == 4)) || (a_type_index == 7)) || (a_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_6;
  if (a_type_index == 70) {
    condval_6 = ((void*)((char*)(((TVMFFIAny*)args)[6].v_ptr) + 24));
  } else {
    condval_6 = (((TVMFFIAny*)args)[6].v_ptr);
  }
  void* a_handle = (void*)condval_6;
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "0", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "0", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_dw_separable_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l2_dw_separable_x_shape)[0]));
  int32_t H = ((int32_t)(((int64_t*)l2_dw_separable_x_shape)[1]));
  int32_t W = ((int32_t)(((int64_t*)l2_dw_separable_x_shape)[2]));
  int32_t C = ((int32_t)(((int64_t*)l2_dw_separable_x_shape)[3]));
  int64_t* l2_dw_separable_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "0", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)x_handle)[0].device.device_id);
  if (!(!(dw_w_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)dw_w_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "dw_w", ".ndim on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)dw_w_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)dw_w_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)dw_w_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "dw_w", ".dtype on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_dw_separable_dw_w_shape = (int64_t*)(((DLTensor*)dw_w_handle)[0].shape);
  int64_t* l2_dw_separable_dw_w_strides = (int64_t*)(((DLTensor*)dw_w_handle)[0].strides);
  if (!(((((DLTensor*)dw_w_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "dw_w", ".device_type on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(bn1_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)bn1_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bn1", ".ndim on argument #", "2", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)bn1_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)bn1_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)bn1_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bn1", ".dtype on argument #", "2", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_dw_separable_bn1_shape = (int64_t*)(((DLTensor*)bn1_handle)[0].shape);
  int64_t* l2_dw_separable_bn1_strides = (int64_t*)(((DLTensor*)bn1_handle)[0].strides);
  if (!(((((DLTensor*)bn1_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bn1", ".device_type on argument #", "2", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(pw_w_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)pw_w_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pw_w", ".ndim on argument #", "3", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)pw_w_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)pw_w_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)pw_w_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pw_w", ".dtype on argument #", "3", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_dw_separable_pw_w_shape = (int64_t*)(((DLTensor*)pw_w_handle)[0].shape);
  int32_t Cout = ((int32_t)(((int64_t*)l2_dw_separable_pw_w_shape)[1]));
  int64_t* l2_dw_separable_pw_w_strides = (int64_t*)(((DLTensor*)pw_w_handle)[0].strides);
  if (!(((((DLTensor*)pw_w_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pw_w", ".device_type on argument #", "3", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(bn2_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)bn2_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bn2", ".ndim on argument #", "4", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)bn2_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)bn2_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)bn2_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bn2", ".dtype on argument #", "4", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_dw_separable_bn2_shape = (int64_t*)(((DLTensor*)bn2_handle)[0].shape);
  int64_t* l2_dw_separable_bn2_strides = (int64_t*)(((DLTensor*)bn2_handle)[0].strides);
  if (!(((((DLTensor*)bn2_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bn2", ".device_type on argument #", "4", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_dw_separable_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l2_dw_separable_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(a_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)a_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a", ".ndim on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)a_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)a_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)a_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a", ".dtype on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_dw_separable_a_shape = (int64_t*)(((DLTensor*)a_handle)[0].shape);
  int64_t* l2_dw_separable_a_strides = (int64_t*)(((DLTensor*)a_handle)[0].strides);
  if (!(((((DLTensor*)a_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a", ".device_type on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_dw_separable_x_strides == NULL)) {
    if (!((((((C == 1) || (1 == ((int32_t)(((int64_t*)l2_dw_separable_x_strides)[3])))) && ((W == 1) || (C == ((int32_t)(((int64_t*)l2_dw_separable_x_strides)[2]))))) && ((H == 1) || ((C * W) == ((int32_t)(((int64_t*)l2_dw_separable_x_strides)[1]))))) && ((N == 1) || (((C * W) * H) == ((int32_t)(((int64_t*)l2_dw_separable_x_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "0", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((((N * H) * W) * C) == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l2_dw_separable_dw_w_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "dw_w.shape[2]", " on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_dw_separable_dw_w_strides == NULL)) {
    if (!(((((C == 1) || (1 == ((int32_t)(((int64_t*)l2_dw_separable_dw_w_strides)[2])))) && (C == ((int32_t)(((int64_t*)l2_dw_separable_dw_w_strides)[1])))) && ((C * 3) == ((int32_t)(((int64_t*)l2_dw_separable_dw_w_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "dw_w", ".strides on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)dw_w_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "dw_w.device_id", " on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((9 * C) == 0) || !(((float*)(((DLTensor*)dw_w_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"dw_w", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l2_dw_separable_bn1_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bn1.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_dw_separable_bn1_strides == NULL)) {
    if (!((((C == 1) || (1 == ((int32_t)(((int64_t*)l2_dw_separable_bn1_strides)[1])))) && (C == ((int32_t)(((int64_t*)l2_dw_separable_bn1_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "bn1", ".strides on argument #", "2", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)bn1_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bn1.device_id", " on argument #", "2", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((2 * C) == 0) || !(((float*)(((DLTensor*)bn1_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"bn1", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l2_dw_separable_pw_w_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pw_w.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_dw_separable_pw_w_strides == NULL)) {
    if (!((((Cout == 1) || (1 == ((int32_t)(((int64_t*)l2_dw_separable_pw_w_strides)[1])))) && ((C == 1) || (Cout == ((int32_t)(((int64_t*)l2_dw_separable_pw_w_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "pw_w", ".strides on argument #", "3", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)pw_w_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pw_w.device_id", " on argument #", "3", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((C * Cout) == 0) || !(((float*)(((DLTensor*)pw_w_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"pw_w", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((Cout == ((int32_t)(((int64_t*)l2_dw_separable_bn2_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bn2.shape[1]", " on argument #", "4", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "pw_w.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_dw_separable_bn2_strides == NULL)) {
    if (!((((Cout == 1) || (1 == ((int32_t)(((int64_t*)l2_dw_separable_bn2_strides)[1])))) && (Cout == ((int32_t)(((int64_t*)l2_dw_separable_bn2_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "bn2", ".strides on argument #", "4", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)bn2_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bn2.device_id", " on argument #", "4", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((2 * Cout) == 0) || !(((float*)(((DLTensor*)bn2_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"bn2", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_dw_separable_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_dw_separable_y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[1]", " on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_dw_separable_y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[2]", " on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.shape[2]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((Cout == ((int32_t)(((int64_t*)l2_dw_separable_y_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[3]", " on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "pw_w.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_dw_separable_y_strides == NULL)) {
    if (!((((((Cout == 1) || (1 == ((int32_t)(((int64_t*)l2_dw_separable_y_strides)[3])))) && ((W == 1) || (Cout == ((int32_t)(((int64_t*)l2_dw_separable_y_strides)[2]))))) && ((H == 1) || ((Cout * W) == ((int32_t)(((int64_t*)l2_dw_separable_y_strides)[1]))))) && ((N == 1) || (((Cout * W) * H) == ((int32_t)(((int64_t*)l2_dw_separable_y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((N * H) * W) * Cout) == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_dw_separable_a_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a.shape[0]", " on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_dw_separable_a_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a.shape[1]", " on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_dw_separable_a_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a.shape[2]", " on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.shape[2]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l2_dw_separable_a_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a.shape[3]", " on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_dw_separable_a_strides == NULL)) {
    if (!((((((C == 1) || (1 == ((int32_t)(((int64_t*)l2_dw_separable_a_strides)[3])))) && ((W == 1) || (C == ((int32_t)(((int64_t*)l2_dw_separable_a_strides)[2]))))) && ((H == 1) || ((C * W) == ((int32_t)(((int64_t*)l2_dw_separable_a_strides)[1]))))) && ((N == 1) || (((C * W) * H) == ((int32_t)(((int64_t*)l2_dw_separable_a_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "a", ".strides on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)a_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a.device_id", " on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((N * H) * W) * C) == 0) || !(((float*)(((DLTensor*)a_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"a", " data pointer is NULL on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_dw_separable_dw_w_shape)[0])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "dw_w.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_dw_separable_dw_w_shape)[1])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "dw_w.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)dw_w_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "dw_w.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_dw_separable_bn1_shape)[0])) == 2))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "bn1.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)bn1_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "bn1.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)pw_w_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "pw_w.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_dw_separable_bn2_shape)[0])) == 2))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "bn2.shape[0]", " on argument #", "4", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)bn2_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "bn2.byte_offset", " on argument #", "4", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "5", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)a_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "a.byte_offset", " on argument #", "6", " when calling:\n  `", "l2_dw_separable(x: Tensor([N, H, W, C], float32), dw_w: Tensor([3, 3, C], float32), bn1: Tensor([2, C], float32), pw_w: Tensor([C, Cout], float32), bn2: Tensor([2, Cout], float32), y: Tensor([N, H, W, Cout], float32), a: Tensor([N, H, W, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  float* dw_w = ((float*)((float*)(((DLTensor*)dw_w_handle)[0].data)));
  float* bn1 = ((float*)((float*)(((DLTensor*)bn1_handle)[0].data)));
  float* pw_w = ((float*)((float*)(((DLTensor*)pw_w_handle)[0].data)));
  float* bn2 = ((float*)((float*)(((DLTensor*)bn2_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  float* a = ((float*)((float*)(((DLTensor*)a_handle)[0].data)));
  float dw_ptr[1];
  float pw_ptr[1];
  for (int32_t b = 0; b < N; ++b) {
    for (int32_t i = 0; i < H; ++i) {
      for (int32_t j = 0; j < W; ++j) {
        for (int32_t ch = 0; ch < C; ++ch) {
          for (int32_t ax0 = 0; ax0 < 3; ++ax0) {
            for (int32_t ax1 = 0; ax1 < 3; ++ax1) {
              if ((ax0 == 0) && (ax1 == 0)) {
                dw_ptr[0] = 0.000000e+00f;
              }
              float condval_7;
              if ((((1 <= (i + ax0)) && ((i + ax0) <= H)) && (1 <= (j + ax1))) && ((j + ax1) <= W)) {
                condval_7 = x[(((((((((((((b * H) + i) + ax0) - 1) * W) + j) + ax1) - 1) * C) + ch) + (((0 - W) - 1) * C)) + C) + (W * C))];
              } else {
                condval_7 = 0.000000e+00f;
              }
              dw_ptr[0] = (dw_ptr[0] + (condval_7 * dw_w[((((ax0 * C) * 3) + (ax1 * C)) + ch)]));
            }
          }
          float v_ = (dw_ptr[0] * bn1[ch]) + bn1[(ch + C)];
          a[((((((b * H) + i) * W) + j) * C) + ch)] = ((v_) > (0.000000e+00f) ? (v_) : (0.000000e+00f));
        }
      }
    }
  }
  for (int32_t b_1 = 0; b_1 < N; ++b_1) {
    for (int32_t i_1 = 0; i_1 < H; ++i_1) {
      for (int32_t j_1 = 0; j_1 < W; ++j_1) {
        for (int32_t co = 0; co < Cout; ++co) {
          for (int32_t ax0_1 = 0; ax0_1 < C; ++ax0_1) {
            if (ax0_1 == 0) {
              pw_ptr[0] = 0.000000e+00f;
            }
            pw_ptr[0] = (pw_ptr[0] + (a[((((((b_1 * H) + i_1) * W) + j_1) * C) + ax0_1)] * pw_w[((ax0_1 * Cout) + co)]));
          }
          float v__1 = (pw_ptr[0] * bn2[co]) + bn2[(co + Cout)];
          y[((((((b_1 * H) + i_1) * W) + j_1) * Cout) + co)] = ((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f));
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
  return __tvm_ffi_l2_dw_separable(self, args, num_args, result);
}
