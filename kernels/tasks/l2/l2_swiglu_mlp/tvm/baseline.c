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
TVM_DLL int32_t __tvm_ffi_l2_swiglu_mlp(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_swiglu_mlp(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 6))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "6", " arguments", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t Wg_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((Wg_type_index == 0) || (Wg_type_index == 4)) || (Wg_type_index == 7)) || (Wg_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (Wg_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* Wg_handle = (void*)condval_1;
  int32_t Wu_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((Wu_type_index == 0) || (Wu_type_index == 4)) || (Wu_type_index == 7)) || (Wu_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (Wu_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* Wu_handle = (void*)condval_2;
  int32_t Wd_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((Wd_type_index == 0) || (Wd_type_index == 4)) || (Wd_type_index == 7)) || (Wd_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (Wd_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* Wd_handle = (void*)condval_3;
  int32_t Y_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (Y_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* Y_handle = (void*)condval_4;
  int32_t a_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((a_type_index == 0) || (a_type_index == 4)) || (a_type_index == 7)) || (a_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_5;
  if (a_type_index == 70) {
    condval_5 = ((void*)((char*)(((TVMFFIAny*)args)[5].v_ptr) + 24));
  } else {
    condval_5 = (((TVMFFIAny*)args)[5].v_ptr);
  }
  void* a_handle = (void*)condval_5;
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_swiglu_mlp_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int32_t T = ((int32_t)(((int64_t*)l2_swiglu_mlp_X_shape)[0]));
  int32_t D = ((int32_t)(((int64_t*)l2_swiglu_mlp_X_shape)[1]));
  int64_t* l2_swiglu_mlp_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(Wg_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Wg_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wg", ".ndim on argument #", "1", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Wg_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Wg_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Wg_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wg", ".dtype on argument #", "1", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_swiglu_mlp_Wg_shape = (int64_t*)(((DLTensor*)Wg_handle)[0].shape);
  int32_t F = ((int32_t)(((int64_t*)l2_swiglu_mlp_Wg_shape)[1]));
  int64_t* l2_swiglu_mlp_Wg_strides = (int64_t*)(((DLTensor*)Wg_handle)[0].strides);
  if (!(((((DLTensor*)Wg_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wg", ".device_type on argument #", "1", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(Wu_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Wu_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wu", ".ndim on argument #", "2", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Wu_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Wu_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Wu_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wu", ".dtype on argument #", "2", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_swiglu_mlp_Wu_shape = (int64_t*)(((DLTensor*)Wu_handle)[0].shape);
  int64_t* l2_swiglu_mlp_Wu_strides = (int64_t*)(((DLTensor*)Wu_handle)[0].strides);
  if (!(((((DLTensor*)Wu_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wu", ".device_type on argument #", "2", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(Wd_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Wd_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wd", ".ndim on argument #", "3", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Wd_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Wd_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Wd_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wd", ".dtype on argument #", "3", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_swiglu_mlp_Wd_shape = (int64_t*)(((DLTensor*)Wd_handle)[0].shape);
  int64_t* l2_swiglu_mlp_Wd_strides = (int64_t*)(((DLTensor*)Wd_handle)[0].strides);
  if (!(((((DLTensor*)Wd_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wd", ".device_type on argument #", "3", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "4", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "4", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_swiglu_mlp_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l2_swiglu_mlp_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "4", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(a_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)a_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a", ".ndim on argument #", "5", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)a_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)a_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)a_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a", ".dtype on argument #", "5", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_swiglu_mlp_a_shape = (int64_t*)(((DLTensor*)a_handle)[0].shape);
  int64_t* l2_swiglu_mlp_a_strides = (int64_t*)(((DLTensor*)a_handle)[0].strides);
  if (!(((((DLTensor*)a_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a", ".device_type on argument #", "5", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_swiglu_mlp_X_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_swiglu_mlp_X_strides)[1])))) && ((T == 1) || (D == ((int32_t)(((int64_t*)l2_swiglu_mlp_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((T * D) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_swiglu_mlp_Wg_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wg.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_swiglu_mlp_Wg_strides == NULL)) {
    if (!((((F == 1) || (1 == ((int32_t)(((int64_t*)l2_swiglu_mlp_Wg_strides)[1])))) && ((D == 1) || (F == ((int32_t)(((int64_t*)l2_swiglu_mlp_Wg_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Wg", ".strides on argument #", "1", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Wg_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wg.device_id", " on argument #", "1", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((D * F) == 0) || !(((float*)(((DLTensor*)Wg_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Wg", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_swiglu_mlp_Wu_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wu.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((F == ((int32_t)(((int64_t*)l2_swiglu_mlp_Wu_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wu.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "Wg.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_swiglu_mlp_Wu_strides == NULL)) {
    if (!((((F == 1) || (1 == ((int32_t)(((int64_t*)l2_swiglu_mlp_Wu_strides)[1])))) && ((D == 1) || (F == ((int32_t)(((int64_t*)l2_swiglu_mlp_Wu_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Wu", ".strides on argument #", "2", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Wu_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wu.device_id", " on argument #", "2", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((D * F) == 0) || !(((float*)(((DLTensor*)Wu_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Wu", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((F == ((int32_t)(((int64_t*)l2_swiglu_mlp_Wd_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wd.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "Wg.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_swiglu_mlp_Wd_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wd.shape[1]", " on argument #", "3", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_swiglu_mlp_Wd_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_swiglu_mlp_Wd_strides)[1])))) && ((F == 1) || (D == ((int32_t)(((int64_t*)l2_swiglu_mlp_Wd_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Wd", ".strides on argument #", "3", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Wd_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wd.device_id", " on argument #", "3", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((F * D) == 0) || !(((float*)(((DLTensor*)Wd_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Wd", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((T == ((int32_t)(((int64_t*)l2_swiglu_mlp_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[0]", " on argument #", "4", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_swiglu_mlp_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[1]", " on argument #", "4", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_swiglu_mlp_Y_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_swiglu_mlp_Y_strides)[1])))) && ((T == 1) || (D == ((int32_t)(((int64_t*)l2_swiglu_mlp_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "4", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "4", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((T * D) == 0) || !(((float*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((T == ((int32_t)(((int64_t*)l2_swiglu_mlp_a_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a.shape[0]", " on argument #", "5", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((F == ((int32_t)(((int64_t*)l2_swiglu_mlp_a_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a.shape[1]", " on argument #", "5", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "Wg.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_swiglu_mlp_a_strides == NULL)) {
    if (!((((F == 1) || (1 == ((int32_t)(((int64_t*)l2_swiglu_mlp_a_strides)[1])))) && ((T == 1) || (F == ((int32_t)(((int64_t*)l2_swiglu_mlp_a_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "a", ".strides on argument #", "5", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)a_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a.device_id", " on argument #", "5", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((T * F) == 0) || !(((float*)(((DLTensor*)a_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"a", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Wg_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wg.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Wu_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wu.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Wd_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wd.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "4", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)a_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "a.byte_offset", " on argument #", "5", " when calling:\n  `", "l2_swiglu_mlp(X: Tensor([T, D], float32), Wg: Tensor([D, F], float32), Wu: Tensor([D, F], float32), Wd: Tensor([F, D], float32), Y: Tensor([T, D], float32), a: Tensor([T, F], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* Wg = ((float*)((float*)(((DLTensor*)Wg_handle)[0].data)));
  float* Wu = ((float*)((float*)(((DLTensor*)Wu_handle)[0].data)));
  float* Wd = ((float*)((float*)(((DLTensor*)Wd_handle)[0].data)));
  float* Y = ((float*)((float*)(((DLTensor*)Y_handle)[0].data)));
  float* a = ((float*)((float*)(((DLTensor*)a_handle)[0].data)));
  float g_ptr[1];
  float u_ptr[1];
  for (int32_t i = 0; i < T; ++i) {
    for (int32_t j = 0; j < F; ++j) {
      for (int32_t ax0 = 0; ax0 < D; ++ax0) {
        if (ax0 == 0) {
          g_ptr[0] = 0.000000e+00f;
        }
        g_ptr[0] = (g_ptr[0] + (X[((i * D) + ax0)] * Wg[((ax0 * F) + j)]));
      }
      for (int32_t ax0_1 = 0; ax0_1 < D; ++ax0_1) {
        if (ax0_1 == 0) {
          u_ptr[0] = 0.000000e+00f;
        }
        u_ptr[0] = (u_ptr[0] + (X[((i * D) + ax0_1)] * Wu[((ax0_1 * F) + j)]));
      }
      a[((i * F) + j)] = ((g_ptr[0] / (1.000000e+00f + expf((g_ptr[0] * -1.000000e+00f)))) * u_ptr[0]);
    }
  }
  for (int32_t i_1 = 0; i_1 < T; ++i_1) {
    for (int32_t j_1 = 0; j_1 < D; ++j_1) {
      for (int32_t k3 = 0; k3 < F; ++k3) {
        if (k3 == 0) {
          Y[((i_1 * D) + j_1)] = 0.000000e+00f;
        }
        Y[((i_1 * D) + j_1)] = (Y[((i_1 * D) + j_1)] + (a[((i_1 * F) + k3)] * Wd[((k3 * D) + j_1)]));
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
  return __tvm_ffi_l2_swiglu_mlp(self, args, num_args, result);
}
