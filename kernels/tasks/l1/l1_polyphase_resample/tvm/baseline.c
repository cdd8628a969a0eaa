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
TVM_DLL int32_t __tvm_ffi_l1_polyphase_resample(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_polyphase_resample(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 6))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "6", " arguments", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t h_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((h_type_index == 0) || (h_type_index == 4)) || (h_type_index == 7)) || (h_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (h_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* h_handle = (void*)condval_1;
  int32_t Y_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t L_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((L_type_index == 1) || (L_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t L = ((int32_t)(((TVMFFIAny*)args)[3].v_int64));
  int32_t M_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((M_type_index == 1) || (M_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t M = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t T_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((T_type_index == 1) || (T_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t T = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_polyphase_resample_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l1_polyphase_resample_X_shape)[0]));
  int32_t C = ((int32_t)(((int64_t*)l1_polyphase_resample_X_shape)[1]));
  int64_t* l1_polyphase_resample_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(h_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)h_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".ndim on argument #", "1", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)h_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)h_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)h_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".dtype on argument #", "1", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_polyphase_resample_h_shape = (int64_t*)(((DLTensor*)h_handle)[0].shape);
  int64_t* l1_polyphase_resample_h_strides = (int64_t*)(((DLTensor*)h_handle)[0].strides);
  if (!(((((DLTensor*)h_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".device_type on argument #", "1", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "2", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "2", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_polyphase_resample_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l1_polyphase_resample_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "2", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_polyphase_resample_X_strides == NULL)) {
    if (!((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_polyphase_resample_X_strides)[1])))) && ((N == 1) || (C == ((int32_t)(((int64_t*)l1_polyphase_resample_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((N * C) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_polyphase_resample_h_strides == NULL)) {
    if (!((((T * L) == 1) || (1 == ((int32_t)(((int64_t*)l1_polyphase_resample_h_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "h", ".strides on argument #", "1", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)h_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h.device_id", " on argument #", "1", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((T * L) == 0) || !(((float*)(((DLTensor*)h_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"h", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_polyphase_resample_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_polyphase_resample_Y_strides == NULL)) {
    int32_t rmod = ((((N * L) + M) - 1) % M);
    int32_t rdiv = ((((N * L) + M) - 1) / M);
    if (!((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_polyphase_resample_Y_strides)[1])))) && ((((((M >= 0) && (rmod >= 0)) || ((M < 0) && (rmod <= 0))) ? rdiv : (rdiv - 1)) == 1) || (C == ((int32_t)(((int64_t*)l1_polyphase_resample_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "2", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "2", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_1 = ((((N * L) + M) - 1) % M);
  int32_t rdiv_1 = ((((N * L) + M) - 1) / M);
  if (!((((((((M >= 0) && (rmod_1 >= 0)) || ((M < 0) && (rmod_1 <= 0))) ? rdiv_1 : (rdiv_1 - 1)) * C) == 0) || !(((float*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((T * L) == ((int32_t)(((int64_t*)l1_polyphase_resample_h_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "h.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "T * L"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)h_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "h.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_2 = ((((N * L) + M) - 1) % M);
  int32_t rdiv_2 = ((((N * L) + M) - 1) / M);
  if (!((((((M >= 0) && (rmod_2 >= 0)) || ((M < 0) && (rmod_2 <= 0))) ? rdiv_2 : (rdiv_2 - 1)) == ((int32_t)(((int64_t*)l1_polyphase_resample_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "floordiv(X.shape[0] * L + M - 1, M)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_polyphase_resample(X: Tensor([N, C], float32), h: Tensor([T_1 * L], float32), Y: Tensor([(N * L + M - 1) // M, C], float32), L: int32, M: int32, T: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* h = ((float*)((float*)(((DLTensor*)h_handle)[0].data)));
  float* Y = ((float*)((float*)(((DLTensor*)Y_handle)[0].data)));
  int32_t rmod_3 = ((((N * L) + M) - 1) % M);
  int32_t rdiv_3 = ((((N * L) + M) - 1) / M);
  for (int32_t i = 0; i < ((((M >= 0) && (rmod_3 >= 0)) || ((M < 0) && (rmod_3 <= 0))) ? rdiv_3 : (rdiv_3 - 1)); ++i) {
    for (int32_t ch = 0; ch < C; ++ch) {
      for (int32_t t = 0; t < T; ++t) {
        if (t == 0) {
          Y[((i * C) + ch)] = 0.000000e+00f;
        }
        int32_t rmod_4 = ((i * M) % L);
        int32_t rdiv_4 = ((i * M) / L);
        float condval_3;
        if (t <= ((((L >= 0) && (rmod_4 >= 0)) || ((L < 0) && (rmod_4 <= 0))) ? rdiv_4 : (rdiv_4 - 1))) {
          int32_t rmod_5 = ((i * M) % L);
          int32_t rmod_6 = ((i * M) % L);
          int32_t rdiv_5 = ((i * M) / L);
          int32_t v_ = ((((L >= 0) && (rmod_6 >= 0)) || ((L < 0) && (rmod_6 <= 0))) ? rdiv_5 : (rdiv_5 - 1)) - t;
          condval_3 = (h[(((((L >= 0) && (rmod_5 >= 0)) || ((L < 0) && (rmod_5 <= 0))) ? rmod_5 : (rmod_5 + L)) + (t * L))] * X[((((v_) > (0) ? (v_) : (0)) * C) + ch)]);
        } else {
          condval_3 = 0.000000e+00f;
        }
        Y[((i * C) + ch)] = (Y[((i * C) + ch)] + condval_3);
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
  return __tvm_ffi_l1_polyphase_resample(self, args, num_args, result);
}
