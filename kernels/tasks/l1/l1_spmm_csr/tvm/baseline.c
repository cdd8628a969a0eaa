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
TVM_DLL int32_t __tvm_ffi_l1_spmm_csr(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_spmm_csr(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 9))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "9", " arguments", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t row_ptr_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((row_ptr_type_index == 0) || (row_ptr_type_index == 4)) || (row_ptr_type_index == 7)) || (row_ptr_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (row_ptr_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* row_ptr_handle = (void*)condval;
  int32_t col_idx_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((col_idx_type_index == 0) || (col_idx_type_index == 4)) || (col_idx_type_index == 7)) || (col_idx_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (col_idx_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* col_idx_handle = (void*)condval_1;
  int32_t values_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((values_type_index == 0) || (values_type_index == 4)) || (values_type_index == 7)) || (values_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (values_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* values_handle = (void*)condval_2;
  int32_t B_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((B_type_index == 0) || (B_type_index == 4)) || (B_type_index == 7)) || (B_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (B_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* B_handle = (void*)condval_3;
  int32_t C_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((C_type_index == 0) || (C_type_index == 4)) || (C_type_index == 7)) || (C_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t M_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((M_type_index == 1) || (M_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t M = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t K_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((K_type_index == 1) || (K_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t K = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t N_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((N_type_index == 1) || (N_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t N = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t NNZ_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((NNZ_type_index == 1) || (NNZ_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t NNZ = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  if (!(!(row_ptr_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)row_ptr_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_ptr", ".ndim on argument #", "0", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)row_ptr_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)row_ptr_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)row_ptr_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_ptr", ".dtype on argument #", "0", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_spmm_csr_row_ptr_shape = (int64_t*)(((DLTensor*)row_ptr_handle)[0].shape);
  int64_t* l1_spmm_csr_row_ptr_strides = (int64_t*)(((DLTensor*)row_ptr_handle)[0].strides);
  if (!(((((DLTensor*)row_ptr_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_ptr", ".device_type on argument #", "0", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)row_ptr_handle)[0].device.device_id);
  if (!(!(col_idx_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)col_idx_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "col_idx", ".ndim on argument #", "1", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)col_idx_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)col_idx_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)col_idx_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "col_idx", ".dtype on argument #", "1", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_spmm_csr_col_idx_shape = (int64_t*)(((DLTensor*)col_idx_handle)[0].shape);
  int64_t* l1_spmm_csr_col_idx_strides = (int64_t*)(((DLTensor*)col_idx_handle)[0].strides);
  if (!(((((DLTensor*)col_idx_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "col_idx", ".device_type on argument #", "1", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(values_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)values_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "values", ".ndim on argument #", "2", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)values_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)values_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)values_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "values", ".dtype on argument #", "2", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_spmm_csr_values_shape = (int64_t*)(((DLTensor*)values_handle)[0].shape);
  int64_t* l1_spmm_csr_values_strides = (int64_t*)(((DLTensor*)values_handle)[0].strides);
  if (!(((((DLTensor*)values_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "values", ".device_type on argument #", "2", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(B_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)B_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B", ".ndim on argument #", "3", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)B_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)B_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)B_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B", ".dtype on argument #", "3", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_spmm_csr_B_shape = (int64_t*)(((DLTensor*)B_handle)[0].shape);
  int64_t* l1_spmm_csr_B_strides = (int64_t*)(((DLTensor*)B_handle)[0].strides);
  if (!(((((DLTensor*)B_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B", ".device_type on argument #", "3", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(C_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)C_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C", ".ndim on argument #", "4", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)C_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)C_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)C_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C", ".dtype on argument #", "4", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_spmm_csr_C_shape = (int64_t*)(((DLTensor*)C_handle)[0].shape);
  int64_t* l1_spmm_csr_C_strides = (int64_t*)(((DLTensor*)C_handle)[0].strides);
  if (!(((((DLTensor*)C_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C", ".device_type on argument #", "4", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_spmm_csr_row_ptr_strides == NULL)) {
    if (!((((M + 1) == 1) || (1 == ((int32_t)(((int64_t*)l1_spmm_csr_row_ptr_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "row_ptr", ".strides on argument #", "0", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((M + 1) == 0) || !(((uint32_t*)(((DLTensor*)row_ptr_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"row_ptr", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((NNZ == ((int32_t)(((int64_t*)l1_spmm_csr_col_idx_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "col_idx.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to match ", "NNZ"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_spmm_csr_col_idx_strides == NULL)) {
    if (!(((NNZ == 1) || (1 == ((int32_t)(((int64_t*)l1_spmm_csr_col_idx_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "col_idx", ".strides on argument #", "1", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)col_idx_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "col_idx.device_id", " on argument #", "1", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to match ", "row_ptr.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((NNZ == 0) || !(((uint32_t*)(((DLTensor*)col_idx_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"col_idx", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((NNZ == ((int32_t)(((int64_t*)l1_spmm_csr_values_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "values.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to match ", "NNZ"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_spmm_csr_values_strides == NULL)) {
    if (!(((NNZ == 1) || (1 == ((int32_t)(((int64_t*)l1_spmm_csr_values_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "values", ".strides on argument #", "2", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)values_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "values.device_id", " on argument #", "2", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to match ", "row_ptr.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((NNZ == 0) || !(((float*)(((DLTensor*)values_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"values", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((K == ((int32_t)(((int64_t*)l1_spmm_csr_B_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to match ", "K"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_spmm_csr_B_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B.shape[1]", " on argument #", "3", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_spmm_csr_B_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l1_spmm_csr_B_strides)[1])))) && ((K == 1) || (N == ((int32_t)(((int64_t*)l1_spmm_csr_B_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "B", ".strides on argument #", "3", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)B_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B.device_id", " on argument #", "3", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to match ", "row_ptr.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((K * N) == 0) || !(((float*)(((DLTensor*)B_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"B", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_spmm_csr_C_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C.shape[0]", " on argument #", "4", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to match ", "M"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_spmm_csr_C_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C.shape[1]", " on argument #", "4", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_spmm_csr_C_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l1_spmm_csr_C_strides)[1])))) && ((M == 1) || (N == ((int32_t)(((int64_t*)l1_spmm_csr_C_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "C", ".strides on argument #", "4", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)C_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C.device_id", " on argument #", "4", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected to match ", "row_ptr.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((M * N) == 0) || !(((float*)(((DLTensor*)C_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"C", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((M + 1) == ((int32_t)(((int64_t*)l1_spmm_csr_row_ptr_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "row_ptr.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "M + 1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)row_ptr_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "row_ptr.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)col_idx_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "col_idx.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)values_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "values.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)B_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "B.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)C_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "C.byte_offset", " on argument #", "4", " when calling:\n  `", "l1_spmm_csr(row_ptr: Tensor([M + 1], uint32), col_idx: Tensor([NNZ], uint32), values: Tensor([NNZ], float32), B: Tensor([K, N], float32), C: Tensor([M, N], float32), M: int32, K: int32, N: int32, NNZ: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* row_ptr = ((uint32_t*)((uint32_t*)(((DLTensor*)row_ptr_handle)[0].data)));
  uint32_t* col_idx = ((uint32_t*)((uint32_t*)(((DLTensor*)col_idx_handle)[0].data)));
  float* values = ((float*)((float*)(((DLTensor*)values_handle)[0].data)));
  float* B = ((float*)((float*)(((DLTensor*)B_handle)[0].data)));
  float* C = ((float*)((float*)(((DLTensor*)C_handle)[0].data)));
  for (int32_t r = 0; r < M; ++r) {
    for (int32_t c = 0; c < N; ++c) {
      for (int32_t j = 0; j < ((((int32_t)row_ptr[(r + 1)]) + 1) - ((int32_t)row_ptr[r])); ++j) {
        if ((j + ((int32_t)row_ptr[r])) == ((int32_t)row_ptr[r])) {
          C[((r * N) + c)] = 0.000000e+00f;
        }
        float condval_5;
        if ((j + ((int32_t)row_ptr[r])) < ((int32_t)row_ptr[(r + 1)])) {
          condval_5 = (values[(j + ((int32_t)row_ptr[r]))] * B[((((int32_t)col_idx[(j + ((int32_t)row_ptr[r]))]) * N) + c)]);
        } else {
          condval_5 = 0.000000e+00f;
        }
        C[((r * N) + c)] = (C[((r * N) + c)] + condval_5);
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
  return __tvm_ffi_l1_spmm_csr(self, args, num_args, result);
}
