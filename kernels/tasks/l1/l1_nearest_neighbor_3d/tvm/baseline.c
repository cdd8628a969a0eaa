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
TVM_DLL int32_t __tvm_ffi_l1_nearest_neighbor_3d(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_nearest_neighbor_3d(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 6))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "6", " arguments", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t src_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((src_type_index == 0) || (src_type_index == 4)) || (src_type_index == 7)) || (src_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (src_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* src_handle = (void*)condval;
  int32_t tgt_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((tgt_type_index == 0) || (tgt_type_index == 4)) || (tgt_type_index == 7)) || (tgt_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (tgt_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* tgt_handle = (void*)condval_1;
  int32_t idx_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((idx_type_index == 0) || (idx_type_index == 4)) || (idx_type_index == 7)) || (idx_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (idx_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* idx_handle = (void*)condval_2;
  int32_t d2_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((d2_type_index == 0) || (d2_type_index == 4)) || (d2_type_index == 7)) || (d2_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (d2_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* d2_handle = (void*)condval_3;
  int32_t arg_v0_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((arg_v0_type_index == 0) || (arg_v0_type_index == 4)) || (arg_v0_type_index == 7)) || (arg_v0_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (arg_v0_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* arg_v0_handle = (void*)condval_4;
  int32_t arg_v1_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((arg_v1_type_index == 0) || (arg_v1_type_index == 4)) || (arg_v1_type_index == 7)) || (arg_v1_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_5;
  if (arg_v1_type_index == 70) {
    condval_5 = ((void*)((char*)(((TVMFFIAny*)args)[5].v_ptr) + 24));
  } else {
    condval_5 = (((TVMFFIAny*)args)[5].v_ptr);
  }
  void* arg_v1_handle = (void*)condval_5;
  if (!(!(src_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)src_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "src", ".ndim on argument #", "0", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)src_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)src_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)src_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "src", ".dtype on argument #", "0", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nearest_neighbor_3d_src_shape = (int64_t*)(((DLTensor*)src_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_src_shape)[0]));
  int64_t* l1_nearest_neighbor_3d_src_strides = (int64_t*)(((DLTensor*)src_handle)[0].strides);
  if (!(((((DLTensor*)src_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "src", ".device_type on argument #", "0", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)src_handle)[0].device.device_id);
  if (!(!(tgt_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)tgt_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tgt", ".ndim on argument #", "1", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)tgt_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)tgt_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)tgt_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tgt", ".dtype on argument #", "1", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nearest_neighbor_3d_tgt_shape = (int64_t*)(((DLTensor*)tgt_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_tgt_shape)[0]));
  int64_t* l1_nearest_neighbor_3d_tgt_strides = (int64_t*)(((DLTensor*)tgt_handle)[0].strides);
  if (!(((((DLTensor*)tgt_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tgt", ".device_type on argument #", "1", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(idx_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)idx_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "idx", ".ndim on argument #", "2", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)idx_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)idx_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)idx_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "idx", ".dtype on argument #", "2", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nearest_neighbor_3d_idx_shape = (int64_t*)(((DLTensor*)idx_handle)[0].shape);
  int64_t* l1_nearest_neighbor_3d_idx_strides = (int64_t*)(((DLTensor*)idx_handle)[0].strides);
  if (!(((((DLTensor*)idx_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "idx", ".device_type on argument #", "2", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(d2_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)d2_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "d2", ".ndim on argument #", "3", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)d2_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)d2_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)d2_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "d2", ".dtype on argument #", "3", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nearest_neighbor_3d_d2_shape = (int64_t*)(((DLTensor*)d2_handle)[0].shape);
  int64_t* l1_nearest_neighbor_3d_d2_strides = (int64_t*)(((DLTensor*)d2_handle)[0].strides);
  if (!(((((DLTensor*)d2_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "d2", ".device_type on argument #", "3", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(arg_v0_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)arg_v0_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0", ".ndim on argument #", "4", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)arg_v0_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)arg_v0_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)arg_v0_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0", ".dtype on argument #", "4", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nearest_neighbor_3d_arg_v0_shape = (int64_t*)(((DLTensor*)arg_v0_handle)[0].shape);
  int64_t* l1_nearest_neighbor_3d_arg_v0_strides = (int64_t*)(((DLTensor*)arg_v0_handle)[0].strides);
  if (!(((((DLTensor*)arg_v0_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0", ".device_type on argument #", "4", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(arg_v1_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)arg_v1_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1", ".ndim on argument #", "5", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)arg_v1_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)arg_v1_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)arg_v1_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1", ".dtype on argument #", "5", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nearest_neighbor_3d_arg_v1_shape = (int64_t*)(((DLTensor*)arg_v1_handle)[0].shape);
  int64_t* l1_nearest_neighbor_3d_arg_v1_strides = (int64_t*)(((DLTensor*)arg_v1_handle)[0].strides);
  if (!(((((DLTensor*)arg_v1_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1", ".device_type on argument #", "5", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_nearest_neighbor_3d_src_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_src_strides)[1]))) && ((N == 1) || (3 == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_src_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "src", ".strides on argument #", "0", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((N * 3) == 0) || !(((float*)(((DLTensor*)src_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"src", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_nearest_neighbor_3d_tgt_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_tgt_strides)[1]))) && ((M == 1) || (3 == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_tgt_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "tgt", ".strides on argument #", "1", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)tgt_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tgt.device_id", " on argument #", "1", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((M * 3) == 0) || !(((float*)(((DLTensor*)tgt_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"tgt", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_idx_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "idx.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to match ", "src.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_nearest_neighbor_3d_idx_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_idx_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "idx", ".strides on argument #", "2", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)idx_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "idx.device_id", " on argument #", "2", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((uint32_t*)(((DLTensor*)idx_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"idx", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_d2_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "d2.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to match ", "src.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_nearest_neighbor_3d_d2_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_d2_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "d2", ".strides on argument #", "3", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)d2_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "d2.device_id", " on argument #", "3", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((float*)(((DLTensor*)d2_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"d2", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_arg_v0_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0.shape[0]", " on argument #", "4", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to match ", "src.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_nearest_neighbor_3d_arg_v0_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_arg_v0_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "arg.v0", ".strides on argument #", "4", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)arg_v0_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0.device_id", " on argument #", "4", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((int32_t*)(((DLTensor*)arg_v0_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"arg.v0", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_arg_v1_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1.shape[0]", " on argument #", "5", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to match ", "src.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_nearest_neighbor_3d_arg_v1_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l1_nearest_neighbor_3d_arg_v1_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "arg.v1", ".strides on argument #", "5", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)arg_v1_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1.device_id", " on argument #", "5", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((float*)(((DLTensor*)arg_v1_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"arg.v1", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_nearest_neighbor_3d_src_shape)[1])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "src.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)src_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "src.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_nearest_neighbor_3d_tgt_shape)[1])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "tgt.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)tgt_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "tgt.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)idx_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "idx.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)d2_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "d2.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)arg_v0_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "arg.v0.byte_offset", " on argument #", "4", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)arg_v1_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "arg.v1.byte_offset", " on argument #", "5", " when calling:\n  `", "l1_nearest_neighbor_3d(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), idx: Tensor([N], uint32), d2: Tensor([N], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* src = ((float*)((float*)(((DLTensor*)src_handle)[0].data)));
  float* tgt = ((float*)((float*)(((DLTensor*)tgt_handle)[0].data)));
  uint32_t* idx = ((uint32_t*)((uint32_t*)(((DLTensor*)idx_handle)[0].data)));
  float* d2 = ((float*)((float*)(((DLTensor*)d2_handle)[0].data)));
  int32_t* arg_v0 = ((int32_t*)((int32_t*)(((DLTensor*)arg_v0_handle)[0].data)));
  float* arg_v1 = ((float*)((float*)(((DLTensor*)arg_v1_handle)[0].data)));
  for (int32_t i = 0; i < N; ++i) {
    for (int32_t j = 0; j < M; ++j) {
      if (j == 0) {
        arg_v0[i] = -1;
        arg_v1[i] = 3.402823e+38f;
      }
      int32_t condval_6;
      if ((arg_v1[i] < ((((src[(i * 3)] - tgt[(j * 3)]) * (src[(i * 3)] - tgt[(j * 3)])) + ((src[((i * 3) + 1)] - tgt[((j * 3) + 1)]) * (src[((i * 3) + 1)] - tgt[((j * 3) + 1)]))) + ((src[((i * 3) + 2)] - tgt[((j * 3) + 2)]) * (src[((i * 3) + 2)] - tgt[((j * 3) + 2)])))) || ((arg_v1[i] == ((((src[(i * 3)] - tgt[(j * 3)]) * (src[(i * 3)] - tgt[(j * 3)])) + ((src[((i * 3) + 1)] - tgt[((j * 3) + 1)]) * (src[((i * 3) + 1)] - tgt[((j * 3) + 1)]))) + ((src[((i * 3) + 2)] - tgt[((j * 3) + 2)]) * (src[((i * 3) + 2)] - tgt[((j * 3) + 2)])))) && (arg_v0[i] < j))) {
        condval_6 = arg_v0[i];
      } else {
        condval_6 = j;
      }
      int32_t v_arg_v0 = condval_6;
      float condval_7;
      if (arg_v1[i] < ((((src[(i * 3)] - tgt[(j * 3)]) * (src[(i * 3)] - tgt[(j * 3)])) + ((src[((i * 3) + 1)] - tgt[((j * 3) + 1)]) * (src[((i * 3) + 1)] - tgt[((j * 3) + 1)]))) + ((src[((i * 3) + 2)] - tgt[((j * 3) + 2)]) * (src[((i * 3) + 2)] - tgt[((j * 3) + 2)])))) {
        condval_7 = arg_v1[i];
      } else {
        condval_7 = ((((src[(i * 3)] - tgt[(j * 3)]) * (src[(i * 3)] - tgt[(j * 3)])) + ((src[((i * 3) + 1)] - tgt[((j * 3) + 1)]) * (src[((i * 3) + 1)] - tgt[((j * 3) + 1)]))) + ((src[((i * 3) + 2)] - tgt[((j * 3) + 2)]) * (src[((i * 3) + 2)] - tgt[((j * 3) + 2)])));
      }
      float v_arg_v1 = condval_7;
      arg_v0[i] = v_arg_v0;
      arg_v1[i] = v_arg_v1;
    }
  }
  for (int32_t i_1 = 0; i_1 < N; ++i_1) {
    idx[i_1] = ((uint32_t)arg_v0[i_1]);
  }
  for (int32_t i_2 = 0; i_2 < N; ++i_2) {
    d2[i_2] = arg_v1[i_2];
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_nearest_neighbor_3d(self, args, num_args, result);
}
