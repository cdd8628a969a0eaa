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
TVM_DLL int32_t __tvm_ffi_l1_affine_warp(void* self_handle, void* args, int32_t num_args, void* result);
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
TVM_DLL int32_t __tvm_ffi_l1_affine_warp(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 9))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "9", " arguments", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t A_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((A_type_index == 0) || (A_type_index == 4)) || (A_type_index == 7)) || (A_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (A_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* A_handle = (void*)condval_1;
  int32_t Y_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (Y_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* Y_handle = (void*)condval_2;
  int32_t N_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((N_type_index == 1) || (N_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t N = ((int32_t)(((TVMFFIAny*)args)[3].v_int64));
  int32_t H_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t C_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((C_type_index == 1) || (C_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t C = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t OH_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((OH_type_index == 1) || (OH_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t OH = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t OW_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((OW_type_index == 1) || (OW_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t OW = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_affine_warp_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int64_t* l1_affine_warp_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(A_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)A_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "A", ".ndim on argument #", "1", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)A_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)A_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)A_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "A", ".dtype on argument #", "1", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_affine_warp_A_shape = (int64_t*)(((DLTensor*)A_handle)[0].shape);
  int64_t* l1_affine_warp_A_strides = (int64_t*)(((DLTensor*)A_handle)[0].strides);
  if (!(((((DLTensor*)A_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "A", ".device_type on argument #", "1", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_affine_warp_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l1_affine_warp_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_affine_warp_X_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_affine_warp_X_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_affine_warp_X_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[2]", " on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_affine_warp_X_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[3]", " on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "C"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_affine_warp_X_strides == NULL)) {
    if (!((((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_affine_warp_X_strides)[3])))) && ((W == 1) || (C == ((int32_t)(((int64_t*)l1_affine_warp_X_strides)[2]))))) && ((H == 1) || ((C * W) == ((int32_t)(((int64_t*)l1_affine_warp_X_strides)[1]))))) && ((N == 1) || (((C * W) * H) == ((int32_t)(((int64_t*)l1_affine_warp_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((((N * H) * W) * C) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_affine_warp_A_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "A.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_affine_warp_A_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l1_affine_warp_A_strides)[1]))) && ((N == 1) || (6 == ((int32_t)(((int64_t*)l1_affine_warp_A_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "A", ".strides on argument #", "1", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)A_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "A.device_id", " on argument #", "1", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((N * 6) == 0) || !(((float*)(((DLTensor*)A_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"A", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_affine_warp_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((OH == ((int32_t)(((int64_t*)l1_affine_warp_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "OH"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((OW == ((int32_t)(((int64_t*)l1_affine_warp_Y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[2]", " on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "OW"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_affine_warp_Y_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[3]", " on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "C"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_affine_warp_Y_strides == NULL)) {
    if (!((((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_affine_warp_Y_strides)[3])))) && ((OW == 1) || (C == ((int32_t)(((int64_t*)l1_affine_warp_Y_strides)[2]))))) && ((OH == 1) || ((C * OW) == ((int32_t)(((int64_t*)l1_affine_warp_Y_strides)[1]))))) && ((N == 1) || (((C * OW) * OH) == ((int32_t)(((int64_t*)l1_affine_warp_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((N * OH) * OW) * C) == 0) || !(((float*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_affine_warp_A_shape)[1])) == 6))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "A.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "6"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)A_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "A.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_affine_warp(X: Tensor([N, H, W, C], float32), A: Tensor([N, 6], float32), Y: Tensor([N, OH, OW, C], float32), N: int32, H: int32, W: int32, C: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* A = ((float*)((float*)(((DLTensor*)A_handle)[0].data)));
  float* Y = ((float*)((float*)(((DLTensor*)Y_handle)[0].data)));
  for (int32_t b = 0; b < N; ++b) {
    for (int32_t i = 0; i < OH; ++i) {
      for (int32_t j = 0; j < OW; ++j) {
        for (int32_t ch = 0; ch < C; ++ch) {
          float condval_3;
          if ((((0 <= ((int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f)))) && (((int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f))) < H)) && (0 <= ((int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))))) && (((int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))) < W)) {
            int32_t v_ = (int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f));
            int32_t v__1 = W - 1;
            int32_t v__2 = (int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f));
            int32_t v__3 = H - 1;
            condval_3 = X[(((((v_) < (v__1) ? (v_) : (v__1)) + ((((v__2) < (v__3) ? (v__2) : (v__3)) + (b * H)) * W)) * C) + ch)];
          } else {
            condval_3 = 0.000000e+00f;
          }
          float condval_4;
          if ((((0 <= ((int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f)))) && (((int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f))) < H)) && (-1 <= ((int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))))) && ((((int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))) + 1) < W)) {
            int32_t v__4 = ((int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))) + 1;
            int32_t v__5 = W - 1;
            int32_t v__6 = (int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f));
            int32_t v__7 = H - 1;
            condval_4 = X[(((((v__4) < (v__5) ? (v__4) : (v__5)) + ((((v__6) < (v__7) ? (v__6) : (v__7)) + (b * H)) * W)) * C) + ch)];
          } else {
            condval_4 = 0.000000e+00f;
          }
          float condval_5;
          if ((((-1 <= ((int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f)))) && ((((int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f))) + 1) < H)) && (0 <= ((int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))))) && (((int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))) < W)) {
            int32_t v__8 = (int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f));
            int32_t v__9 = W - 1;
            int32_t v__10 = ((int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f))) + 1;
            int32_t v__11 = H - 1;
            condval_5 = X[(((((v__8) < (v__9) ? (v__8) : (v__9)) + ((((v__10) < (v__11) ? (v__10) : (v__11)) + (b * H)) * W)) * C) + ch)];
          } else {
            condval_5 = 0.000000e+00f;
          }
          float condval_6;
          if ((((-1 <= ((int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f)))) && ((((int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f))) + 1) < H)) && (-1 <= ((int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))))) && ((((int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))) + 1) < W)) {
            int32_t v__12 = ((int32_t)floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))) + 1;
            int32_t v__13 = W - 1;
            int32_t v__14 = ((int32_t)floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f))) + 1;
            int32_t v__15 = H - 1;
            condval_6 = X[(((((v__12) < (v__13) ? (v__12) : (v__13)) + ((((v__14) < (v__15) ? (v__14) : (v__15)) + (b * H)) * W)) * C) + ch)];
          } else {
            condval_6 = 0.000000e+00f;
          }
          Y[((((((b * OH) + i) * OW) + j) * C) + ch)] = (((1.000000e+00f - (((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f) - floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f)))) * (((1.000000e+00f - (((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f) - floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f)))) * condval_3) + ((((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f) - floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))) * condval_4))) + ((((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f) - floorf(((((A[((b * 6) + 3)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 4)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 5)]) - 5.000000e-01f))) * (((1.000000e+00f - (((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f) - floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f)))) * condval_5) + ((((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f) - floorf(((((A[(b * 6)] * (((float)j) + 5.000000e-01f)) + (A[((b * 6) + 1)] * (((float)i) + 5.000000e-01f))) + A[((b * 6) + 2)]) - 5.000000e-01f))) * condval_6))));
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
  return __tvm_ffi_l1_affine_warp(self, args, num_args, result);
}
