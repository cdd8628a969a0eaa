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
TVM_DLL int32_t __tvm_ffi_l1_stft(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_stft(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 8))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "8", " arguments", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t x_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t Y_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t cos_t_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((cos_t_type_index == 0) || (cos_t_type_index == 4)) || (cos_t_type_index == 7)) || (cos_t_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (cos_t_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* cos_t_handle = (void*)condval_2;
  int32_t sin_t_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((sin_t_type_index == 0) || (sin_t_type_index == 4)) || (sin_t_type_index == 7)) || (sin_t_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (sin_t_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* sin_t_handle = (void*)condval_3;
  int32_t B_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((B_type_index == 1) || (B_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t B = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t N_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((N_type_index == 1) || (N_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t N = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t NFFT_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((NFFT_type_index == 1) || (NFFT_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t NFFT = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t HOP_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((HOP_type_index == 1) || (HOP_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t HOP = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "0", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "0", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_stft_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int64_t* l1_stft_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "0", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)x_handle)[0].device.device_id);
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_stft_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l1_stft_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(cos_t_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)cos_t_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t", ".ndim on argument #", "2", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)cos_t_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)cos_t_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)cos_t_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t", ".dtype on argument #", "2", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_stft_cos_t_shape = (int64_t*)(((DLTensor*)cos_t_handle)[0].shape);
  int64_t* l1_stft_cos_t_strides = (int64_t*)(((DLTensor*)cos_t_handle)[0].strides);
  if (!(((((DLTensor*)cos_t_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t", ".device_type on argument #", "2", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(sin_t_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)sin_t_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t", ".ndim on argument #", "3", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)sin_t_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)sin_t_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)sin_t_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t", ".dtype on argument #", "3", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_stft_sin_t_shape = (int64_t*)(((DLTensor*)sin_t_handle)[0].shape);
  int64_t* l1_stft_sin_t_strides = (int64_t*)(((DLTensor*)sin_t_handle)[0].strides);
  if (!(((((DLTensor*)sin_t_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t", ".device_type on argument #", "3", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((B == ((int32_t)(((int64_t*)l1_stft_x_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to match ", "B"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_stft_x_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_stft_x_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l1_stft_x_strides)[1])))) && ((B == 1) || (N == ((int32_t)(((int64_t*)l1_stft_x_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "0", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((B * N) == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((B == ((int32_t)(((int64_t*)l1_stft_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to match ", "B"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_stft_Y_strides == NULL)) {
    int32_t rmod = (N % HOP);
    int32_t rdiv = (N / HOP);
    int32_t rmod_1 = (N % HOP);
    int32_t rdiv_1 = (N / HOP);
    if (!(((((1 == ((int32_t)(((int64_t*)l1_stft_Y_strides)[3]))) && ((((NFFT >> 1) + 1) == 1) || (2 == ((int32_t)(((int64_t*)l1_stft_Y_strides)[2]))))) && (((((((HOP >= 0) && (rmod >= 0)) || ((HOP < 0) && (rmod <= 0))) ? rdiv : (rdiv - 1)) + 1) == 1) || ((2 * ((NFFT >> 1) + 1)) == ((int32_t)(((int64_t*)l1_stft_Y_strides)[1]))))) && ((B == 1) || (((2 * ((NFFT >> 1) + 1)) * (((((HOP >= 0) && (rmod_1 >= 0)) || ((HOP < 0) && (rmod_1 <= 0))) ? rdiv_1 : (rdiv_1 - 1)) + 1)) == ((int32_t)(((int64_t*)l1_stft_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_2 = (N % HOP);
  int32_t rdiv_2 = (N / HOP);
  if (!((((((B * (((((HOP >= 0) && (rmod_2 >= 0)) || ((HOP < 0) && (rmod_2 <= 0))) ? rdiv_2 : (rdiv_2 - 1)) + 1)) * ((NFFT >> 1) + 1)) * 2) == 0) || !(((float*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((NFFT == ((int32_t)(((int64_t*)l1_stft_cos_t_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to match ", "NFFT"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_stft_cos_t_strides == NULL)) {
    if (!(((NFFT == 1) || (1 == ((int32_t)(((int64_t*)l1_stft_cos_t_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "cos_t", ".strides on argument #", "2", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)cos_t_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t.device_id", " on argument #", "2", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((NFFT == 0) || !(((float*)(((DLTensor*)cos_t_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"cos_t", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((NFFT == ((int32_t)(((int64_t*)l1_stft_sin_t_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to match ", "NFFT"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_stft_sin_t_strides == NULL)) {
    if (!(((NFFT == 1) || (1 == ((int32_t)(((int64_t*)l1_stft_sin_t_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "sin_t", ".strides on argument #", "3", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)sin_t_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t.device_id", " on argument #", "3", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((NFFT == 0) || !(((float*)(((DLTensor*)sin_t_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"sin_t", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_3 = (N % HOP);
  int32_t rdiv_3 = (N / HOP);
  if (!(((((((HOP >= 0) && (rmod_3 >= 0)) || ((HOP < 0) && (rmod_3 <= 0))) ? rdiv_3 : (rdiv_3 - 1)) + 1) == ((int32_t)(((int64_t*)l1_stft_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "floordiv(N, HOP) + 1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((NFFT >> 1) + 1) == ((int32_t)(((int64_t*)l1_stft_Y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.shape[2]", " on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "floordiv(NFFT, 2) + 1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_stft_Y_shape)[3])) == 2))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.shape[3]", " on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)cos_t_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cos_t.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)sin_t_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "sin_t.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_stft(x: Tensor([B, N], float32), Y: Tensor([B, N // HOP + 1, NFFT // 2 + 1, 2], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), B: int32, N: int32, NFFT: int32, HOP: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  float* Y = ((float*)((float*)(((DLTensor*)Y_handle)[0].data)));
  float* cos_t = ((float*)((float*)(((DLTensor*)cos_t_handle)[0].data)));
  float* sin_t = ((float*)((float*)(((DLTensor*)sin_t_handle)[0].data)));
  float x_cos_ptr[1];
  float y_cos_ptr[1];
  float x_sin_ptr[1];
  float y_sin_ptr[1];
  float S_v0_ptr[1];
  float S_v1_ptr[1];
  float xw_ptr[1];
  int32_t tw_ptr[1];
  for (int32_t i = 0; i < NFFT; ++i) {
    x_cos_ptr[0] = ((1.570796e+00f * ((float)((i * 4) % NFFT))) / ((float)NFFT));
    y_cos_ptr[0] = (x_cos_ptr[0] * x_cos_ptr[0]);
    float condval_4;
    if ((((i * 4) / NFFT) % 4) == 0) {
      condval_4 = (1.000000e+00f + (y_cos_ptr[0] * (-5.000000e-01f + (y_cos_ptr[0] * (4.166667e-02f + (y_cos_ptr[0] * (-1.388889e-03f + (y_cos_ptr[0] * (2.480159e-05f + (y_cos_ptr[0] * (-2.755732e-07f + (y_cos_ptr[0] * (2.087676e-09f + (y_cos_ptr[0] * -1.147075e-11f))))))))))))));
    } else {
      float condval_5;
      if ((((i * 4) / NFFT) & 3) == 1) {
        condval_5 = ((x_cos_ptr[0] * (1.000000e+00f + (y_cos_ptr[0] * (-1.666667e-01f + (y_cos_ptr[0] * (8.333333e-03f + (y_cos_ptr[0] * (-1.984127e-04f + (y_cos_ptr[0] * (2.755732e-06f + (y_cos_ptr[0] * (-2.505211e-08f + (y_cos_ptr[0] * (1.605904e-10f + (y_cos_ptr[0] * -7.647164e-13f))))))))))))))) * -1.000000e+00f);
      } else {
        float condval_6;
        if ((((i * 4) / NFFT) & 3) == 2) {
          condval_6 = ((1.000000e+00f + (y_cos_ptr[0] * (-5.000000e-01f + (y_cos_ptr[0] * (4.166667e-02f + (y_cos_ptr[0] * (-1.388889e-03f + (y_cos_ptr[0] * (2.480159e-05f + (y_cos_ptr[0] * (-2.755732e-07f + (y_cos_ptr[0] * (2.087676e-09f + (y_cos_ptr[0] * -1.147075e-11f)))))))))))))) * -1.000000e+00f);
        } else {
          condval_6 = (x_cos_ptr[0] * (1.000000e+00f + (y_cos_ptr[0] * (-1.666667e-01f + (y_cos_ptr[0] * (8.333333e-03f + (y_cos_ptr[0] * (-1.984127e-04f + (y_cos_ptr[0] * (2.755732e-06f + (y_cos_ptr[0] * (-2.505211e-08f + (y_cos_ptr[0] * (1.605904e-10f + (y_cos_ptr[0] * -7.647164e-13f)))))))))))))));
        }
        condval_5 = condval_6;
      }
      condval_4 = condval_5;
    }
    cos_t[i] = condval_4;
  }
  for (int32_t i_1 = 0; i_1 < NFFT; ++i_1) {
    x_sin_ptr[0] = ((1.570796e+00f * ((float)((i_1 * 4) % NFFT))) / ((float)NFFT));
    y_sin_ptr[0] = (x_sin_ptr[0] * x_sin_ptr[0]);
    float condval_7;
    if (((((i_1 * 4) / NFFT) + 3) % 4) == 0) {
      condval_7 = (1.000000e+00f + (y_sin_ptr[0] * (-5.000000e-01f + (y_sin_ptr[0] * (4.166667e-02f + (y_sin_ptr[0] * (-1.388889e-03f + (y_sin_ptr[0] * (2.480159e-05f + (y_sin_ptr[0] * (-2.755732e-07f + (y_sin_ptr[0] * (2.087676e-09f + (y_sin_ptr[0] * -1.147075e-11f))))))))))))));
    } else {
      float condval_8;
      if (((((i_1 * 4) / NFFT) + 3) & 3) == 1) {
        condval_8 = ((x_sin_ptr[0] * (1.000000e+00f + (y_sin_ptr[0] * (-1.666667e-01f + (y_sin_ptr[0] * (8.333333e-03f + (y_sin_ptr[0] * (-1.984127e-04f + (y_sin_ptr[0] * (2.755732e-06f + (y_sin_ptr[0] * (-2.505211e-08f + (y_sin_ptr[0] * (1.605904e-10f + (y_sin_ptr[0] * -7.647164e-13f))))))))))))))) * -1.000000e+00f);
      } else {
        float condval_9;
        if (((((i_1 * 4) / NFFT) + 3) & 3) == 2) {
          condval_9 = ((1.000000e+00f + (y_sin_ptr[0] * (-5.000000e-01f + (y_sin_ptr[0] * (4.166667e-02f + (y_sin_ptr[0] * (-1.388889e-03f + (y_sin_ptr[0] * (2.480159e-05f + (y_sin_ptr[0] * (-2.755732e-07f + (y_sin_ptr[0] * (2.087676e-09f + (y_sin_ptr[0] * -1.147075e-11f)))))))))))))) * -1.000000e+00f);
        } else {
          condval_9 = (x_sin_ptr[0] * (1.000000e+00f + (y_sin_ptr[0] * (-1.666667e-01f + (y_sin_ptr[0] * (8.333333e-03f + (y_sin_ptr[0] * (-1.984127e-04f + (y_sin_ptr[0] * (2.755732e-06f + (y_sin_ptr[0] * (-2.505211e-08f + (y_sin_ptr[0] * (1.605904e-10f + (y_sin_ptr[0] * -7.647164e-13f)))))))))))))));
        }
        condval_8 = condval_9;
      }
      condval_7 = condval_8;
    }
    sin_t[i_1] = condval_7;
  }
  for (int32_t bi = 0; bi < B; ++bi) {
    int32_t rmod_4 = (N % HOP);
    int32_t rdiv_4 = (N / HOP);
    for (int32_t fr = 0; fr < (((((HOP >= 0) && (rmod_4 >= 0)) || ((HOP < 0) && (rmod_4 <= 0))) ? rdiv_4 : (rdiv_4 - 1)) + 1); ++fr) {
      for (int32_t k = 0; k < ((NFFT >> 1) + 1); ++k) {
        for (int32_t ax0 = 0; ax0 < NFFT; ++ax0) {
          int32_t condval_10;
          if ((((fr * HOP) + ax0) - (NFFT >> 1)) < 0) {
            condval_10 = (((NFFT >> 1) - (fr * HOP)) - ax0);
          } else {
            int32_t condval_11;
            if (N <= (((fr * HOP) + ax0) - (NFFT >> 1))) {
              condval_11 = (((((N * 2) + (NFFT >> 1)) - (fr * HOP)) - ax0) - 2);
            } else {
              condval_11 = (((fr * HOP) + ax0) - (NFFT >> 1));
            }
            condval_10 = condval_11;
          }
          xw_ptr[0] = ((5.000000e-01f - (5.000000e-01f * cos_t[ax0])) * x[((bi * N) + condval_10)]);
          tw_ptr[0] = ((k * ax0) & (NFFT - 1));
          if (ax0 == 0) {
            S_v0_ptr[0] = 0.000000e+00f;
            S_v1_ptr[0] = 0.000000e+00f;
          }
          float v_S_v0 = (S_v0_ptr[0] + (xw_ptr[0] * cos_t[tw_ptr[0]]));
          float v_S_v1 = (S_v1_ptr[0] + ((xw_ptr[0] * -1.000000e+00f) * sin_t[tw_ptr[0]]));
          S_v0_ptr[0] = v_S_v0;
          S_v1_ptr[0] = v_S_v1;
        }
        for (int32_t c = 0; c < 2; ++c) {
          float condval_12;
          if (c == 0) {
            condval_12 = S_v0_ptr[0];
          } else {
            condval_12 = S_v1_ptr[0];
          }
          int32_t rmod_5 = (N % HOP);
          int32_t rdiv_5 = (N / HOP);
          Y[((((k * 2) + (((bi * (((((HOP >= 0) && (rmod_5 >= 0)) || ((HOP < 0) && (rmod_5 <= 0))) ? rdiv_5 : (rdiv_5 - 1)) + 1)) * ((NFFT >> 1) + 1)) * 2)) + (fr * (((NFFT >> 1) * 2) + 2))) + c)] = condval_12;
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
  return __tvm_ffi_l1_stft(self, args, num_args, result);
}
