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
TVM_DLL int32_t __tvm_ffi_l1_argmax(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_argmax(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 4))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "4", " arguments", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t idx_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((idx_type_index == 0) || (idx_type_index == 4)) || (idx_type_index == 7)) || (idx_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (idx_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* idx_handle = (void*)condval_1;
  int32_t arg_v0_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((arg_v0_type_index == 0) || (arg_v0_type_index == 4)) || (arg_v0_type_index == 7)) || (arg_v0_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (arg_v0_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* arg_v0_handle = (void*)condval_2;
  int32_t arg_v1_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((arg_v1_type_index == 0) || (arg_v1_type_index == 4)) || (arg_v1_type_index == 7)) || (arg_v1_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (arg_v1_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* arg_v1_handle = (void*)condval_3;
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_argmax_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int32_t R = ((int32_t)(((int64_t*)l1_argmax_X_shape)[0]));
  int32_t C = ((int32_t)(((int64_t*)l1_argmax_X_shape)[1]));
  int64_t* l1_argmax_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(idx_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)idx_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "idx", ".ndim on argument #", "1", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)idx_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)idx_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)idx_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "idx", ".dtype on argument #", "1", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_argmax_idx_shape = (int64_t*)(((DLTensor*)idx_handle)[0].shape);
  int64_t* l1_argmax_idx_strides = (int64_t*)(((DLTensor*)idx_handle)[0].strides);
  if (!(((((DLTensor*)idx_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "idx", ".device_type on argument #", "1", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(arg_v0_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)arg_v0_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0", ".ndim on argument #", "2", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)arg_v0_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)arg_v0_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)arg_v0_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0", ".dtype on argument #", "2", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_argmax_arg_v0_shape = (int64_t*)(((DLTensor*)arg_v0_handle)[0].shape);
  int64_t* l1_argmax_arg_v0_strides = (int64_t*)(((DLTensor*)arg_v0_handle)[0].strides);
  if (!(((((DLTensor*)arg_v0_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0", ".device_type on argument #", "2", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(arg_v1_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)arg_v1_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1", ".ndim on argument #", "3", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)arg_v1_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)arg_v1_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)arg_v1_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1", ".dtype on argument #", "3", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_argmax_arg_v1_shape = (int64_t*)(((DLTensor*)arg_v1_handle)[0].shape);
  int64_t* l1_argmax_arg_v1_strides = (int64_t*)(((DLTensor*)arg_v1_handle)[0].strides);
  if (!(((((DLTensor*)arg_v1_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1", ".device_type on argument #", "3", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_argmax_X_strides == NULL)) {
    if (!((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_argmax_X_strides)[1])))) && ((R == 1) || (C == ((int32_t)(((int64_t*)l1_argmax_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((R * C) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((R == ((int32_t)(((int64_t*)l1_argmax_idx_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "idx.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_argmax_idx_strides == NULL)) {
    if (!(((R == 1) || (1 == ((int32_t)(((int64_t*)l1_argmax_idx_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "idx", ".strides on argument #", "1", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)idx_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "idx.device_id", " on argument #", "1", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((R == 0) || !(((uint32_t*)(((DLTensor*)idx_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"idx", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((R == ((int32_t)(((int64_t*)l1_argmax_arg_v0_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_argmax_arg_v0_strides == NULL)) {
    if (!(((R == 1) || (1 == ((int32_t)(((int64_t*)l1_argmax_arg_v0_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "arg.v0", ".strides on argument #", "2", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)arg_v0_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0.device_id", " on argument #", "2", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((R == 0) || !(((int32_t*)(((DLTensor*)arg_v0_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"arg.v0", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((R == ((int32_t)(((int64_t*)l1_argmax_arg_v1_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_argmax_arg_v1_strides == NULL)) {
    if (!(((R == 1) || (1 == ((int32_t)(((int64_t*)l1_argmax_arg_v1_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "arg.v1", ".strides on argument #", "3", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)arg_v1_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1.device_id", " on argument #", "3", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((R == 0) || !(((float*)(((DLTensor*)arg_v1_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"arg.v1", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)idx_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "idx.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)arg_v0_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "arg.v0.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)arg_v1_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "arg.v1.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_argmax(X: Tensor([R, C], float32), idx: Tensor([R], uint32), arg.v0: Tensor([R], int32), arg.v1: Tensor([R], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  uint32_t* idx = ((uint32_t*)((uint32_t*)(((DLTensor*)idx_handle)[0].data)));
  int32_t* arg_v0 = ((int32_t*)((int32_t*)(((DLTensor*)arg_v0_handle)[0].data)));
  float* arg_v1 = ((float*)((float*)(((DLTensor*)arg_v1_handle)[0].data)));
  for (int32_t i = 0; i < R; ++i) {
    for (int32_t k = 0; k < C; ++k) {
      if (k == 0) {
        arg_v0[i] = -1;
        arg_v1[i] = -3.402823e+38f;
      }
      int32_t condval_4;
      if ((X[((i * C) + k)] < arg_v1[i]) || ((arg_v1[i] == X[((i * C) + k)]) && (arg_v0[i] < k))) {
        condval_4 = arg_v0[i];
      } else {
        condval_4 = k;
      }
      int32_t v_arg_v0 = condval_4;
      float condval_5;
      if (X[((i * C) + k)] < arg_v1[i]) {
        condval_5 = arg_v1[i];
      } else {
        condval_5 = X[((i * C) + k)];
      }
      float v_arg_v1 = condval_5;
      arg_v0[i] = v_arg_v0;
      arg_v1[i] = v_arg_v1;
    }
  }
  for (int32_t i_1 = 0; i_1 < R; ++i_1) {
    idx[i_1] = ((uint32_t)arg_v0[i_1]);
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_argmax(self, args, num_args, result);
}
