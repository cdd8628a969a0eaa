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
TVM_DLL int32_t __tvm_ffi_l1_resize_antialias(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_resize_antialias(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 10))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "10", " arguments", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t Y_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (Y_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* Y_handle = (void*)condval_1;
  int32_t NX_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((NX_type_index == 0) || (NX_type_index == 4)) || (NX_type_index == 7)) || (NX_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (NX_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* NX_handle = (void*)condval_2;
  int32_t NY_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((NY_type_index == 0) || (NY_type_index == 4)) || (NY_type_index == 7)) || (NY_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (NY_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* NY_handle = (void*)condval_3;
  int32_t T_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((T_type_index == 0) || (T_type_index == 4)) || (T_type_index == 7)) || (T_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (T_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* T_handle = (void*)condval_4;
  int32_t H_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t C_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((C_type_index == 1) || (C_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t C = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t OH_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((OH_type_index == 1) || (OH_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t OH = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  int32_t OW_type_index = (((TVMFFIAny*)args)[9].type_index);
  if (!(((OW_type_index == 1) || (OW_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "9", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t OW = ((int32_t)(((TVMFFIAny*)args)[9].v_int64));
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_resize_antialias_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int64_t* l1_resize_antialias_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_resize_antialias_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l1_resize_antialias_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(NX_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)NX_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "NX", ".ndim on argument #", "2", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)NX_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)NX_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)NX_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "NX", ".dtype on argument #", "2", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_resize_antialias_NX_shape = (int64_t*)(((DLTensor*)NX_handle)[0].shape);
  int64_t* l1_resize_antialias_NX_strides = (int64_t*)(((DLTensor*)NX_handle)[0].strides);
  if (!(((((DLTensor*)NX_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "NX", ".device_type on argument #", "2", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(NY_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)NY_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "NY", ".ndim on argument #", "3", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)NY_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)NY_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)NY_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "NY", ".dtype on argument #", "3", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_resize_antialias_NY_shape = (int64_t*)(((DLTensor*)NY_handle)[0].shape);
  int64_t* l1_resize_antialias_NY_strides = (int64_t*)(((DLTensor*)NY_handle)[0].strides);
  if (!(((((DLTensor*)NY_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "NY", ".device_type on argument #", "3", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(T_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)T_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T", ".ndim on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)T_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)T_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)T_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T", ".dtype on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_resize_antialias_T_shape = (int64_t*)(((DLTensor*)T_handle)[0].shape);
  int64_t* l1_resize_antialias_T_strides = (int64_t*)(((DLTensor*)T_handle)[0].strides);
  if (!(((((DLTensor*)T_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T", ".device_type on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_resize_antialias_X_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_resize_antialias_X_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_resize_antialias_X_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[2]", " on argument #", "0", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "C"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_resize_antialias_X_strides == NULL)) {
    if (!(((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_resize_antialias_X_strides)[2])))) && ((W == 1) || (C == ((int32_t)(((int64_t*)l1_resize_antialias_X_strides)[1]))))) && ((H == 1) || ((C * W) == ((int32_t)(((int64_t*)l1_resize_antialias_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((((H * W) * C) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((OH == ((int32_t)(((int64_t*)l1_resize_antialias_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "OH"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((OW == ((int32_t)(((int64_t*)l1_resize_antialias_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "OW"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_resize_antialias_Y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[2]", " on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "C"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_resize_antialias_Y_strides == NULL)) {
    if (!(((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_resize_antialias_Y_strides)[2])))) && ((OW == 1) || (C == ((int32_t)(((int64_t*)l1_resize_antialias_Y_strides)[1]))))) && ((OH == 1) || ((C * OW) == ((int32_t)(((int64_t*)l1_resize_antialias_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((OH * OW) * C) == 0) || !(((float*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((OW == ((int32_t)(((int64_t*)l1_resize_antialias_NX_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "NX.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "OW"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_resize_antialias_NX_strides == NULL)) {
    if (!(((OW == 1) || (1 == ((int32_t)(((int64_t*)l1_resize_antialias_NX_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "NX", ".strides on argument #", "2", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)NX_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "NX.device_id", " on argument #", "2", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((OW == 0) || !(((float*)(((DLTensor*)NX_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"NX", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((OH == ((int32_t)(((int64_t*)l1_resize_antialias_NY_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "NY.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "OH"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_resize_antialias_NY_strides == NULL)) {
    if (!(((OH == 1) || (1 == ((int32_t)(((int64_t*)l1_resize_antialias_NY_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "NY", ".strides on argument #", "3", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)NY_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "NY.device_id", " on argument #", "3", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((OH == 0) || !(((float*)(((DLTensor*)NY_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"NY", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_resize_antialias_T_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T.shape[0]", " on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((OW == ((int32_t)(((int64_t*)l1_resize_antialias_T_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T.shape[1]", " on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "OW"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_resize_antialias_T_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T.shape[2]", " on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "C"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_resize_antialias_T_strides == NULL)) {
    if (!(((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_resize_antialias_T_strides)[2])))) && ((OW == 1) || (C == ((int32_t)(((int64_t*)l1_resize_antialias_T_strides)[1]))))) && ((H == 1) || ((C * OW) == ((int32_t)(((int64_t*)l1_resize_antialias_T_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "T", ".strides on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)T_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T.device_id", " on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * OW) * C) == 0) || !(((float*)(((DLTensor*)T_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"T", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)NX_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "NX.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)NY_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "NY.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)T_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "T.byte_offset", " on argument #", "4", " when calling:\n  `", "l1_resize_antialias(X: Tensor([H, W, C], float32), Y: Tensor([OH, OW, C], float32), NX: Tensor([OW], float32), NY: Tensor([OH], float32), T: Tensor([H, OW, C], float32), H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* Y = ((float*)((float*)(((DLTensor*)Y_handle)[0].data)));
  float* NX = ((float*)((float*)(((DLTensor*)NX_handle)[0].data)));
  float* NY = ((float*)((float*)(((DLTensor*)NY_handle)[0].data)));
  float* T = ((float*)((float*)(((DLTensor*)T_handle)[0].data)));
  for (int32_t i = 0; i < OH; ++i) {
    for (int32_t ky = 0; ky < 33; ++ky) {
      if (ky == 0) {
        NY[i] = 0.000000e+00f;
      }
      float v_ = ((float)H) / ((float)OH);
      int32_t v__1 = (int32_t)floorf(((((((float)i) + 5.000000e-01f) * (((float)H) / ((float)OH))) - ((v_) > (1.000000e+00f) ? (v_) : (1.000000e+00f))) + 5.000000e-01f));
      float v__2 = ((float)H) / ((float)OH);
      float v__3 = ((float)H) / ((float)OH);
      int32_t v__4 = (int32_t)floorf(((((((float)i) + 5.000000e-01f) * (((float)H) / ((float)OH))) - ((v__3) > (1.000000e+00f) ? (v__3) : (1.000000e+00f))) + 5.000000e-01f));
      float condval_5;
      if (((((v__1) > (0) ? (v__1) : (0)) + ky) < ((int32_t)floorf(((((((float)i) + 5.000000e-01f) * (((float)H) / ((float)OH))) + ((v__2) > (1.000000e+00f) ? (v__2) : (1.000000e+00f))) + 5.000000e-01f)))) && ((((v__4) > (0) ? (v__4) : (0)) + ky) < H)) {
        float v__5 = ((float)H) / ((float)OH);
        int32_t v__6 = (int32_t)floorf(((((((float)i) + 5.000000e-01f) * (((float)H) / ((float)OH))) - ((v__5) > (1.000000e+00f) ? (v__5) : (1.000000e+00f))) + 5.000000e-01f));
        float v__7 = (((float)(((v__6) > (0) ? (v__6) : (0)) + ky)) + 5.000000e-01f) - ((((float)i) + 5.000000e-01f) * (((float)H) / ((float)OH)));
        float v__8 = ((((float)(((v__6) > (0) ? (v__6) : (0)) + ky)) + 5.000000e-01f) - ((((float)i) + 5.000000e-01f) * (((float)H) / ((float)OH)))) * -1.000000e+00f;
        float v__9 = 1.000000e+00f - (((v__7) > (v__8) ? (v__7) : (v__8)) / ((v__5) > (1.000000e+00f) ? (v__5) : (1.000000e+00f)));
        condval_5 = ((v__9) > (0.000000e+00f) ? (v__9) : (0.000000e+00f));
      } else {
        condval_5 = 0.000000e+00f;
      }
      NY[i] = (NY[i] + condval_5);
    }
  }
  for (int32_t j = 0; j < OW; ++j) {
    for (int32_t kx = 0; kx < 33; ++kx) {
      if (kx == 0) {
        NX[j] = 0.000000e+00f;
      }
      float v__10 = ((float)W) / ((float)OW);
      int32_t v__11 = (int32_t)floorf(((((((float)j) + 5.000000e-01f) * (((float)W) / ((float)OW))) - ((v__10) > (1.000000e+00f) ? (v__10) : (1.000000e+00f))) + 5.000000e-01f));
      float v__12 = ((float)W) / ((float)OW);
      float v__13 = ((float)W) / ((float)OW);
      int32_t v__14 = (int32_t)floorf(((((((float)j) + 5.000000e-01f) * (((float)W) / ((float)OW))) - ((v__13) > (1.000000e+00f) ? (v__13) : (1.000000e+00f))) + 5.000000e-01f));
      float condval_6;
      if (((((v__11) > (0) ? (v__11) : (0)) + kx) < ((int32_t)floorf(((((((float)j) + 5.000000e-01f) * (((float)W) / ((float)OW))) + ((v__12) > (1.000000e+00f) ? (v__12) : (1.000000e+00f))) + 5.000000e-01f)))) && ((((v__14) > (0) ? (v__14) : (0)) + kx) < W)) {
        float v__15 = ((float)W) / ((float)OW);
        int32_t v__16 = (int32_t)floorf(((((((float)j) + 5.000000e-01f) * (((float)W) / ((float)OW))) - ((v__15) > (1.000000e+00f) ? (v__15) : (1.000000e+00f))) + 5.000000e-01f));
        float v__17 = (((float)(((v__16) > (0) ? (v__16) : (0)) + kx)) + 5.000000e-01f) - ((((float)j) + 5.000000e-01f) * (((float)W) / ((float)OW)));
        float v__18 = ((((float)(((v__16) > (0) ? (v__16) : (0)) + kx)) + 5.000000e-01f) - ((((float)j) + 5.000000e-01f) * (((float)W) / ((float)OW)))) * -1.000000e+00f;
        float v__19 = 1.000000e+00f - (((v__17) > (v__18) ? (v__17) : (v__18)) / ((v__15) > (1.000000e+00f) ? (v__15) : (1.000000e+00f)));
        condval_6 = ((v__19) > (0.000000e+00f) ? (v__19) : (0.000000e+00f));
      } else {
        condval_6 = 0.000000e+00f;
      }
      NX[j] = (NX[j] + condval_6);
    }
  }
  for (int32_t y = 0; y < H; ++y) {
    for (int32_t j_1 = 0; j_1 < OW; ++j_1) {
      for (int32_t ch = 0; ch < C; ++ch) {
        for (int32_t k = 0; k < 33; ++k) {
          if (k == 0) {
            T[((((y * OW) + j_1) * C) + ch)] = 0.000000e+00f;
          }
          float v__20 = ((float)W) / ((float)OW);
          int32_t v__21 = (int32_t)floorf(((((((float)j_1) + 5.000000e-01f) * (((float)W) / ((float)OW))) - ((v__20) > (1.000000e+00f) ? (v__20) : (1.000000e+00f))) + 5.000000e-01f));
          float v__22 = ((float)W) / ((float)OW);
          float v__23 = ((float)W) / ((float)OW);
          int32_t v__24 = (int32_t)floorf(((((((float)j_1) + 5.000000e-01f) * (((float)W) / ((float)OW))) - ((v__23) > (1.000000e+00f) ? (v__23) : (1.000000e+00f))) + 5.000000e-01f));
          float condval_7;
          if (((((v__21) > (0) ? (v__21) : (0)) + k) < ((int32_t)floorf(((((((float)j_1) + 5.000000e-01f) * (((float)W) / ((float)OW))) + ((v__22) > (1.000000e+00f) ? (v__22) : (1.000000e+00f))) + 5.000000e-01f)))) && ((((v__24) > (0) ? (v__24) : (0)) + k) < W)) {
            float v__25 = ((float)W) / ((float)OW);
            int32_t v__26 = (int32_t)floorf(((((((float)j_1) + 5.000000e-01f) * (((float)W) / ((float)OW))) - ((v__25) > (1.000000e+00f) ? (v__25) : (1.000000e+00f))) + 5.000000e-01f));
            float v__27 = (((float)(((v__26) > (0) ? (v__26) : (0)) + k)) + 5.000000e-01f) - ((((float)j_1) + 5.000000e-01f) * (((float)W) / ((float)OW)));
            float v__28 = ((((float)(((v__26) > (0) ? (v__26) : (0)) + k)) + 5.000000e-01f) - ((((float)j_1) + 5.000000e-01f) * (((float)W) / ((float)OW)))) * -1.000000e+00f;
            float v__29 = 1.000000e+00f - (((v__27) > (v__28) ? (v__27) : (v__28)) / ((v__25) > (1.000000e+00f) ? (v__25) : (1.000000e+00f)));
            condval_7 = ((v__29) > (0.000000e+00f) ? (v__29) : (0.000000e+00f));
          } else {
            condval_7 = 0.000000e+00f;
          }
          float v__30 = ((float)W) / ((float)OW);
          int32_t v__31 = (int32_t)floorf(((((((float)j_1) + 5.000000e-01f) * (((float)W) / ((float)OW))) - ((v__30) > (1.000000e+00f) ? (v__30) : (1.000000e+00f))) + 5.000000e-01f));
          int32_t v__32 = ((v__31) > (0) ? (v__31) : (0)) + k;
          int32_t v__33 = W - 1;
          T[((((y * OW) + j_1) * C) + ch)] = (T[((((y * OW) + j_1) * C) + ch)] + ((condval_7 / NX[j_1]) * X[(((((v__32) < (v__33) ? (v__32) : (v__33)) + (y * W)) * C) + ch)]));
        }
      }
    }
  }
  for (int32_t j_2 = 0; j_2 < OH; ++j_2) {
    for (int32_t ox = 0; ox < OW; ++ox) {
      for (int32_t ch_1 = 0; ch_1 < C; ++ch_1) {
        for (int32_t k_1 = 0; k_1 < 33; ++k_1) {
          if (k_1 == 0) {
            Y[((((j_2 * OW) + ox) * C) + ch_1)] = 0.000000e+00f;
          }
          float v__34 = ((float)H) / ((float)OH);
          int32_t v__35 = (int32_t)floorf(((((((float)j_2) + 5.000000e-01f) * (((float)H) / ((float)OH))) - ((v__34) > (1.000000e+00f) ? (v__34) : (1.000000e+00f))) + 5.000000e-01f));
          float v__36 = ((float)H) / ((float)OH);
          float v__37 = ((float)H) / ((float)OH);
          int32_t v__38 = (int32_t)floorf(((((((float)j_2) + 5.000000e-01f) * (((float)H) / ((float)OH))) - ((v__37) > (1.000000e+00f) ? (v__37) : (1.000000e+00f))) + 5.000000e-01f));
          float condval_8;
          if (((((v__35) > (0) ? (v__35) : (0)) + k_1) < ((int32_t)floorf(((((((float)j_2) + 5.000000e-01f) * (((float)H) / ((float)OH))) + ((v__36) > (1.000000e+00f) ? (v__36) : (1.000000e+00f))) + 5.000000e-01f)))) && ((((v__38) > (0) ? (v__38) : (0)) + k_1) < H)) {
            float v__39 = ((float)H) / ((float)OH);
            int32_t v__40 = (int32_t)floorf(((((((float)j_2) + 5.000000e-01f) * (((float)H) / ((float)OH))) - ((v__39) > (1.000000e+00f) ? (v__39) : (1.000000e+00f))) + 5.000000e-01f));
            float v__41 = (((float)(((v__40) > (0) ? (v__40) : (0)) + k_1)) + 5.000000e-01f) - ((((float)j_2) + 5.000000e-01f) * (((float)H) / ((float)OH)));
            float v__42 = ((((float)(((v__40) > (0) ? (v__40) : (0)) + k_1)) + 5.000000e-01f) - ((((float)j_2) + 5.000000e-01f) * (((float)H) / ((float)OH)))) * -1.000000e+00f;
            float v__43 = 1.000000e+00f - (((v__41) > (v__42) ? (v__41) : (v__42)) / ((v__39) > (1.000000e+00f) ? (v__39) : (1.000000e+00f)));
            condval_8 = ((v__43) > (0.000000e+00f) ? (v__43) : (0.000000e+00f));
          } else {
            condval_8 = 0.000000e+00f;
          }
          float v__44 = ((float)H) / ((float)OH);
          int32_t v__45 = (int32_t)floorf(((((((float)j_2) + 5.000000e-01f) * (((float)H) / ((float)OH))) - ((v__44) > (1.000000e+00f) ? (v__44) : (1.000000e+00f))) + 5.000000e-01f));
          int32_t v__46 = ((v__45) > (0) ? (v__45) : (0)) + k_1;
          int32_t v__47 = H - 1;
          Y[((((j_2 * OW) + ox) * C) + ch_1)] = (Y[((((j_2 * OW) + ox) * C) + ch_1)] + ((condval_8 / NY[j_2]) * T[((((((v__46) < (v__47) ? (v__46) : (v__47)) * OW) + ox) * C) + ch_1)]));
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
  return __tvm_ffi_l1_resize_antialias(self, args, num_args, result);
}
