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
TVM_DLL int32_t __tvm_ffi_l1_embedding_bag(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_embedding_bag(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 10))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "10", " arguments", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t table_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((table_type_index == 0) || (table_type_index == 4)) || (table_type_index == 7)) || (table_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (table_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* table_handle = (void*)condval;
  int32_t indices_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((indices_type_index == 0) || (indices_type_index == 4)) || (indices_type_index == 7)) || (indices_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (indices_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* indices_handle = (void*)condval_1;
  int32_t offsets_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((offsets_type_index == 0) || (offsets_type_index == 4)) || (offsets_type_index == 7)) || (offsets_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (offsets_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* offsets_handle = (void*)condval_2;
  int32_t weight_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((weight_type_index == 0) || (weight_type_index == 4)) || (weight_type_index == 7)) || (weight_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (weight_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* weight_handle = (void*)condval_3;
  int32_t out_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((out_type_index == 0) || (out_type_index == 4)) || (out_type_index == 7)) || (out_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (out_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* out_handle = (void*)condval_4;
  int32_t B_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((B_type_index == 1) || (B_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t B = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t NNZ_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((NNZ_type_index == 1) || (NNZ_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t NNZ = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t V_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((V_type_index == 1) || (V_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t V = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t D_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((D_type_index == 1) || (D_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t D = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  int32_t MODE_type_index = (((TVMFFIAny*)args)[9].type_index);
  if (!(((MODE_type_index == 1) || (MODE_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "9", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t MODE = ((int32_t)(((TVMFFIAny*)args)[9].v_int64));
  if (!(!(table_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)table_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "table", ".ndim on argument #", "0", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)table_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)table_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)table_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "table", ".dtype on argument #", "0", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_embedding_bag_table_shape = (int64_t*)(((DLTensor*)table_handle)[0].shape);
  int64_t* l1_embedding_bag_table_strides = (int64_t*)(((DLTensor*)table_handle)[0].strides);
  if (!(((((DLTensor*)table_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "table", ".device_type on argument #", "0", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)table_handle)[0].device.device_id);
  if (!(!(indices_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)indices_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "indices", ".ndim on argument #", "1", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)indices_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)indices_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)indices_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "indices", ".dtype on argument #", "1", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_embedding_bag_indices_shape = (int64_t*)(((DLTensor*)indices_handle)[0].shape);
  int64_t* l1_embedding_bag_indices_strides = (int64_t*)(((DLTensor*)indices_handle)[0].strides);
  if (!(((((DLTensor*)indices_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "indices", ".device_type on argument #", "1", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(offsets_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)offsets_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "offsets", ".ndim on argument #", "2", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)offsets_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)offsets_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)offsets_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "offsets", ".dtype on argument #", "2", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_embedding_bag_offsets_shape = (int64_t*)(((DLTensor*)offsets_handle)[0].shape);
  int64_t* l1_embedding_bag_offsets_strides = (int64_t*)(((DLTensor*)offsets_handle)[0].strides);
  if (!(((((DLTensor*)offsets_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "offsets", ".device_type on argument #", "2", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(weight_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)weight_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight", ".ndim on argument #", "3", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)weight_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)weight_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)weight_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight", ".dtype on argument #", "3", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_embedding_bag_weight_shape = (int64_t*)(((DLTensor*)weight_handle)[0].shape);
  int64_t* l1_embedding_bag_weight_strides = (int64_t*)(((DLTensor*)weight_handle)[0].strides);
  if (!(((((DLTensor*)weight_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight", ".device_type on argument #", "3", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(out_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)out_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out", ".ndim on argument #", "4", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)out_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)out_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)out_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out", ".dtype on argument #", "4", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_embedding_bag_out_shape = (int64_t*)(((DLTensor*)out_handle)[0].shape);
  int64_t* l1_embedding_bag_out_strides = (int64_t*)(((DLTensor*)out_handle)[0].strides);
  if (!(((((DLTensor*)out_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out", ".device_type on argument #", "4", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((V == ((int32_t)(((int64_t*)l1_embedding_bag_table_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "table.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to match ", "V"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l1_embedding_bag_table_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "table.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to match ", "D"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_embedding_bag_table_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l1_embedding_bag_table_strides)[1])))) && ((V == 1) || (D == ((int32_t)(((int64_t*)l1_embedding_bag_table_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "table", ".strides on argument #", "0", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((V * D) == 0) || !(((float*)(((DLTensor*)table_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"table", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((NNZ == ((int32_t)(((int64_t*)l1_embedding_bag_indices_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "indices.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to match ", "NNZ"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_embedding_bag_indices_strides == NULL)) {
    if (!(((NNZ == 1) || (1 == ((int32_t)(((int64_t*)l1_embedding_bag_indices_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "indices", ".strides on argument #", "1", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)indices_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "indices.device_id", " on argument #", "1", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to match ", "table.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((NNZ == 0) || !(((uint32_t*)(((DLTensor*)indices_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"indices", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_embedding_bag_offsets_strides == NULL)) {
    if (!((((B + 1) == 1) || (1 == ((int32_t)(((int64_t*)l1_embedding_bag_offsets_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "offsets", ".strides on argument #", "2", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)offsets_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "offsets.device_id", " on argument #", "2", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to match ", "table.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((B + 1) == 0) || !(((uint32_t*)(((DLTensor*)offsets_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"offsets", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((NNZ == ((int32_t)(((int64_t*)l1_embedding_bag_weight_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to match ", "NNZ"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_embedding_bag_weight_strides == NULL)) {
    if (!(((NNZ == 1) || (1 == ((int32_t)(((int64_t*)l1_embedding_bag_weight_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "weight", ".strides on argument #", "3", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)weight_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "weight.device_id", " on argument #", "3", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to match ", "table.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((NNZ == 0) || !(((float*)(((DLTensor*)weight_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"weight", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((B == ((int32_t)(((int64_t*)l1_embedding_bag_out_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out.shape[0]", " on argument #", "4", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to match ", "B"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l1_embedding_bag_out_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out.shape[1]", " on argument #", "4", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to match ", "D"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_embedding_bag_out_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l1_embedding_bag_out_strides)[1])))) && ((B == 1) || (D == ((int32_t)(((int64_t*)l1_embedding_bag_out_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "out", ".strides on argument #", "4", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)out_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out.device_id", " on argument #", "4", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected to match ", "table.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((B * D) == 0) || !(((float*)(((DLTensor*)out_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"out", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)table_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "table.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)indices_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "indices.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((B + 1) == ((int32_t)(((int64_t*)l1_embedding_bag_offsets_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "offsets.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "B + 1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)offsets_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "offsets.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)weight_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "weight.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)out_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "out.byte_offset", " on argument #", "4", " when calling:\n  `", "l1_embedding_bag(table: Tensor([V, D], float32), indices: Tensor([NNZ], uint32), offsets: Tensor([B + 1], uint32), weight: Tensor([NNZ], float32), out: Tensor([B, D], float32), B: int32, NNZ: int32, V: int32, D: int32, MODE: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* table = ((float*)((float*)(((DLTensor*)table_handle)[0].data)));
  uint32_t* indices = ((uint32_t*)((uint32_t*)(((DLTensor*)indices_handle)[0].data)));
  uint32_t* offsets = ((uint32_t*)((uint32_t*)(((DLTensor*)offsets_handle)[0].data)));
  float* weight = ((float*)((float*)(((DLTensor*)weight_handle)[0].data)));
  float* out = ((float*)((float*)(((DLTensor*)out_handle)[0].data)));
  for (int32_t bi = 0; bi < B; ++bi) {
    for (int32_t di = 0; di < D; ++di) {
      for (int32_t i = 0; i < ((((int32_t)offsets[(bi + 1)]) + 1) - ((int32_t)offsets[bi])); ++i) {
        if ((i + ((int32_t)offsets[bi])) == ((int32_t)offsets[bi])) {
          out[((bi * D) + di)] = 0.000000e+00f;
        }
        float condval_5;
        if ((i + ((int32_t)offsets[bi])) < ((int32_t)offsets[(bi + 1)])) {
          float condval_6;
          if (MODE == 0) {
            condval_6 = weight[(i + ((int32_t)offsets[bi]))];
          } else {
            condval_6 = (1.000000e+00f / ((float)(((int32_t)offsets[(bi + 1)]) - ((int32_t)offsets[bi]))));
          }
          condval_5 = (condval_6 * table[((((int32_t)indices[(i + ((int32_t)offsets[bi]))]) * D) + di)]);
        } else {
          condval_5 = 0.000000e+00f;
        }
        out[((bi * D) + di)] = (out[((bi * D) + di)] + condval_5);
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
  return __tvm_ffi_l1_embedding_bag(self, args, num_args, result);
}
