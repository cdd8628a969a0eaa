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
TVM_DLL int32_t __tvm_ffi_l1_gemm_int8(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_gemm_int8(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 6))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "6", " arguments", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t A_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((A_type_index == 0) || (A_type_index == 4)) || (A_type_index == 7)) || (A_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (A_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* A_handle = (void*)condval;
  int32_t B_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((B_type_index == 0) || (B_type_index == 4)) || (B_type_index == 7)) || (B_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (B_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* B_handle = (void*)condval_1;
  int32_t sa_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((sa_type_index == 0) || (sa_type_index == 4)) || (sa_type_index == 7)) || (sa_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (sa_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* sa_handle = (void*)condval_2;
  int32_t sb_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((sb_type_index == 0) || (sb_type_index == 4)) || (sb_type_index == 7)) || (sb_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (sb_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* sb_handle = (void*)condval_3;
  int32_t C_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((C_type_index == 0) || (C_type_index == 4)) || (C_type_index == 7)) || (C_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (C_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* C_handle = (void*)condval_4;
  int32_t K_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((K_type_index == 1) || (K_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t K = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  if (!(!(A_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)A_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "A", ".ndim on argument #", "0", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)A_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)A_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)A_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "A", ".dtype on argument #", "0", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_int8_A_shape = (int64_t*)(((DLTensor*)A_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l1_gemm_int8_A_shape)[0]));
  int64_t* l1_gemm_int8_A_strides = (int64_t*)(((DLTensor*)A_handle)[0].strides);
  if (!(((((DLTensor*)A_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "A", ".device_type on argument #", "0", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)A_handle)[0].device.device_id);
  if (!(!(B_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)B_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B", ".ndim on argument #", "1", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)B_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)B_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)B_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B", ".dtype on argument #", "1", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_int8_B_shape = (int64_t*)(((DLTensor*)B_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l1_gemm_int8_B_shape)[0]));
  int64_t* l1_gemm_int8_B_strides = (int64_t*)(((DLTensor*)B_handle)[0].strides);
  if (!(((((DLTensor*)B_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B", ".device_type on argument #", "1", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(sa_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)sa_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sa", ".ndim on argument #", "2", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)sa_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)sa_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)sa_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sa", ".dtype on argument #", "2", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_int8_sa_shape = (int64_t*)(((DLTensor*)sa_handle)[0].shape);
  int64_t* l1_gemm_int8_sa_strides = (int64_t*)(((DLTensor*)sa_handle)[0].strides);
  if (!(((((DLTensor*)sa_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sa", ".device_type on argument #", "2", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(sb_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)sb_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sb", ".ndim on argument #", "3", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)sb_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)sb_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)sb_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sb", ".dtype on argument #", "3", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_int8_sb_shape = (int64_t*)(((DLTensor*)sb_handle)[0].shape);
  int64_t* l1_gemm_int8_sb_strides = (int64_t*)(((DLTensor*)sb_handle)[0].strides);
  if (!(((((DLTensor*)sb_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sb", ".device_type on argument #", "3", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(C_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)C_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C", ".ndim on argument #", "4", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)C_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)C_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)C_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C", ".dtype on argument #", "4", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_int8_C_shape = (int64_t*)(((DLTensor*)C_handle)[0].shape);
  int64_t* l1_gemm_int8_C_strides = (int64_t*)(((DLTensor*)C_handle)[0].strides);
  if (!(((((DLTensor*)C_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C", ".device_type on argument #", "4", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemm_int8_A_strides == NULL)) {
    if (!(((((K >> 2) == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_int8_A_strides)[1])))) && ((M == 1) || ((K >> 2) == ((int32_t)(((int64_t*)l1_gemm_int8_A_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "A", ".strides on argument #", "0", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((M * (K >> 2)) == 0) || !(((uint32_t*)(((DLTensor*)A_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"A", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_gemm_int8_B_strides == NULL)) {
    if (!(((((K >> 2) == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_int8_B_strides)[1])))) && ((N == 1) || ((K >> 2) == ((int32_t)(((int64_t*)l1_gemm_int8_B_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "B", ".strides on argument #", "1", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)B_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B.device_id", " on argument #", "1", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to match ", "A.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((N * (K >> 2)) == 0) || !(((uint32_t*)(((DLTensor*)B_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"B", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_gemm_int8_sa_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sa.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to match ", "A.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemm_int8_sa_strides == NULL)) {
    if (!(((M == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_int8_sa_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "sa", ".strides on argument #", "2", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)sa_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sa.device_id", " on argument #", "2", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to match ", "A.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((M == 0) || !(((float*)(((DLTensor*)sa_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"sa", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_gemm_int8_sb_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sb.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to match ", "B.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemm_int8_sb_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_int8_sb_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "sb", ".strides on argument #", "3", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)sb_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sb.device_id", " on argument #", "3", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to match ", "A.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((float*)(((DLTensor*)sb_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"sb", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_gemm_int8_C_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C.shape[0]", " on argument #", "4", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to match ", "A.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_gemm_int8_C_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C.shape[1]", " on argument #", "4", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to match ", "B.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemm_int8_C_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_int8_C_strides)[1])))) && ((M == 1) || (N == ((int32_t)(((int64_t*)l1_gemm_int8_C_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "C", ".strides on argument #", "4", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)C_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C.device_id", " on argument #", "4", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected to match ", "A.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((M * N) == 0) || !(((float*)(((DLTensor*)C_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"C", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((K >> 2) == ((int32_t)(((int64_t*)l1_gemm_int8_A_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "A.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "floordiv(K, 4)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)A_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "A.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((K >> 2) == ((int32_t)(((int64_t*)l1_gemm_int8_B_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "B.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "floordiv(K, 4)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)B_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "B.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)sa_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "sa.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)sb_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "sb.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)C_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "C.byte_offset", " on argument #", "4", " when calling:\n  `", "l1_gemm_int8(A: Tensor([M, K // 4], uint32), B: Tensor([N, K // 4], uint32), sa: Tensor([M], float32), sb: Tensor([N], float32), C: Tensor([M, N], float32), K: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* A = ((uint32_t*)((uint32_t*)(((DLTensor*)A_handle)[0].data)));
  uint32_t* B = ((uint32_t*)((uint32_t*)(((DLTensor*)B_handle)[0].data)));
  float* sa = ((float*)((float*)(((DLTensor*)sa_handle)[0].data)));
  float* sb = ((float*)((float*)(((DLTensor*)sb_handle)[0].data)));
  float* C = ((float*)((float*)(((DLTensor*)C_handle)[0].data)));
  int32_t acc_ptr[1];
  for (int32_t i = 0; i < M; ++i) {
    for (int32_t j = 0; j < N; ++j) {
      for (int32_t ax0 = 0; ax0 < K; ++ax0) {
        if (ax0 == 0) {
          acc_ptr[0] = 0;
        }
        acc_ptr[0] = (acc_ptr[0] + ((((int32_t)(A[((ax0 >> 2) + (i * (K >> 2)))] << ((uint32_t)(24 - ((ax0 & 3) * 8))))) >> 24) * (((int32_t)(B[((ax0 >> 2) + (j * (K >> 2)))] << ((uint32_t)(24 - ((ax0 & 3) * 8))))) >> 24)));
      }
      C[((i * N) + j)] = ((sa[i] * sb[j]) * ((float)acc_ptr[0]));
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_gemm_int8(self, args, num_args, result);
}
