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
TVM_DLL int32_t __tvm_ffi_l1_spmv_ell(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_spmv_ell(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 5))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "5", " arguments", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t len_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((len_type_index == 0) || (len_type_index == 4)) || (len_type_index == 7)) || (len_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (len_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* len_handle = (void*)condval;
  int32_t col_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((col_type_index == 0) || (col_type_index == 4)) || (col_type_index == 7)) || (col_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (col_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* col_handle = (void*)condval_1;
  int32_t val_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((val_type_index == 0) || (val_type_index == 4)) || (val_type_index == 7)) || (val_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (val_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* val_handle = (void*)condval_2;
  int32_t x_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (x_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* x_handle = (void*)condval_3;
  int32_t y_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (y_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* y_handle = (void*)condval_4;
  if (!(!(len_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)len_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "len", ".ndim on argument #", "0", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)len_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)len_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)len_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "len", ".dtype on argument #", "0", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_spmv_ell_len_shape = (int64_t*)(((DLTensor*)len_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l1_spmv_ell_len_shape)[0]));
  int64_t* l1_spmv_ell_len_strides = (int64_t*)(((DLTensor*)len_handle)[0].strides);
  if (!(((((DLTensor*)len_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "len", ".device_type on argument #", "0", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)len_handle)[0].device.device_id);
  if (!(!(col_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)col_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "col", ".ndim on argument #", "1", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)col_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)col_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)col_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "col", ".dtype on argument #", "1", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_spmv_ell_col_shape = (int64_t*)(((DLTensor*)col_handle)[0].shape);
  int32_t L = ((int32_t)(((int64_t*)l1_spmv_ell_col_shape)[0]));
  int64_t* l1_spmv_ell_col_strides = (int64_t*)(((DLTensor*)col_handle)[0].strides);
  if (!(((((DLTensor*)col_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "col", ".device_type on argument #", "1", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(val_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)val_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "val", ".ndim on argument #", "2", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)val_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)val_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)val_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "val", ".dtype on argument #", "2", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_spmv_ell_val_shape = (int64_t*)(((DLTensor*)val_handle)[0].shape);
  int64_t* l1_spmv_ell_val_strides = (int64_t*)(((DLTensor*)val_handle)[0].strides);
  if (!(((((DLTensor*)val_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "val", ".device_type on argument #", "2", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "3", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "3", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_spmv_ell_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l1_spmv_ell_x_shape)[0]));
  int64_t* l1_spmv_ell_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "3", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "4", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "4", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_spmv_ell_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l1_spmv_ell_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "4", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_spmv_ell_len_strides == NULL)) {
    if (!(((M == 1) || (1 == ((int32_t)(((int64_t*)l1_spmv_ell_len_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "len", ".strides on argument #", "0", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((M == 0) || !(((uint32_t*)(((DLTensor*)len_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"len", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_spmv_ell_col_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "col.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "len.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_spmv_ell_col_strides == NULL)) {
    if (!((((M == 1) || (1 == ((int32_t)(((int64_t*)l1_spmv_ell_col_strides)[1])))) && ((L == 1) || (M == ((int32_t)(((int64_t*)l1_spmv_ell_col_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "col", ".strides on argument #", "1", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)col_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "col.device_id", " on argument #", "1", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "len.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((L * M) == 0) || !(((uint32_t*)(((DLTensor*)col_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"col", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((L == ((int32_t)(((int64_t*)l1_spmv_ell_val_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "val.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "col.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_spmv_ell_val_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "val.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "len.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_spmv_ell_val_strides == NULL)) {
    if (!((((M == 1) || (1 == ((int32_t)(((int64_t*)l1_spmv_ell_val_strides)[1])))) && ((L == 1) || (M == ((int32_t)(((int64_t*)l1_spmv_ell_val_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "val", ".strides on argument #", "2", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)val_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "val.device_id", " on argument #", "2", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "len.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((L * M) == 0) || !(((float*)(((DLTensor*)val_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"val", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_spmv_ell_x_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l1_spmv_ell_x_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "3", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)x_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.device_id", " on argument #", "3", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "len.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_spmv_ell_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "4", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "len.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_spmv_ell_y_strides == NULL)) {
    if (!(((M == 1) || (1 == ((int32_t)(((int64_t*)l1_spmv_ell_y_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "4", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "4", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "len.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((M == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)len_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "len.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)col_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "col.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)val_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "val.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "4", " when calling:\n  `", "l1_spmv_ell(len: Tensor([M], uint32), col: Tensor([L, M], uint32), val: Tensor([L, M], float32), x: Tensor([N], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* len = ((uint32_t*)((uint32_t*)(((DLTensor*)len_handle)[0].data)));
  uint32_t* col = ((uint32_t*)((uint32_t*)(((DLTensor*)col_handle)[0].data)));
  float* val = ((float*)((float*)(((DLTensor*)val_handle)[0].data)));
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  for (int32_t r = 0; r < M; ++r) {
    for (int32_t j = 0; j < L; ++j) {
      if (j == 0) {
        y[r] = 0.000000e+00f;
      }
      float condval_5;
      if (((uint32_t)j) < len[r]) {
        uint32_t v_ = col[((j * M) + r)];
        uint32_t v__1 = (uint32_t)(N - 1);
        condval_5 = (val[((j * M) + r)] * x[((v_) < (v__1) ? (v_) : (v__1))]);
      } else {
        condval_5 = 0.000000e+00f;
      }
      y[r] = (y[r] + condval_5);
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_spmv_ell(self, args, num_args, result);
}
