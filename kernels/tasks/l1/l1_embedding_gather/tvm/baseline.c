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
TVM_DLL int32_t __tvm_ffi_l1_embedding_gather(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_embedding_gather(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 3))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "3", " arguments", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t ids_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((ids_type_index == 0) || (ids_type_index == 4)) || (ids_type_index == 7)) || (ids_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (ids_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* ids_handle = (void*)condval;
  int32_t table_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((table_type_index == 0) || (table_type_index == 4)) || (table_type_index == 7)) || (table_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (table_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* table_handle = (void*)condval_1;
  int32_t out_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((out_type_index == 0) || (out_type_index == 4)) || (out_type_index == 7)) || (out_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (out_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* out_handle = (void*)condval_2;
  if (!(!(ids_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)ids_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ids", ".ndim on argument #", "0", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)ids_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)ids_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)ids_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ids", ".dtype on argument #", "0", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_embedding_gather_ids_shape = (int64_t*)(((DLTensor*)ids_handle)[0].shape);
  int32_t T = ((int32_t)(((int64_t*)l1_embedding_gather_ids_shape)[0]));
  int64_t* l1_embedding_gather_ids_strides = (int64_t*)(((DLTensor*)ids_handle)[0].strides);
  if (!(((((DLTensor*)ids_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ids", ".device_type on argument #", "0", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)ids_handle)[0].device.device_id);
  if (!(!(table_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)table_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "table", ".ndim on argument #", "1", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)table_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)table_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)table_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "table", ".dtype on argument #", "1", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_embedding_gather_table_shape = (int64_t*)(((DLTensor*)table_handle)[0].shape);
  int32_t V = ((int32_t)(((int64_t*)l1_embedding_gather_table_shape)[0]));
  int32_t D = ((int32_t)(((int64_t*)l1_embedding_gather_table_shape)[1]));
  int64_t* l1_embedding_gather_table_strides = (int64_t*)(((DLTensor*)table_handle)[0].strides);
  if (!(((((DLTensor*)table_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "table", ".device_type on argument #", "1", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(out_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)out_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out", ".ndim on argument #", "2", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)out_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)out_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)out_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out", ".dtype on argument #", "2", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_embedding_gather_out_shape = (int64_t*)(((DLTensor*)out_handle)[0].shape);
  int64_t* l1_embedding_gather_out_strides = (int64_t*)(((DLTensor*)out_handle)[0].strides);
  if (!(((((DLTensor*)out_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out", ".device_type on argument #", "2", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_embedding_gather_ids_strides == NULL)) {
    if (!(((T == 1) || (1 == ((int32_t)(((int64_t*)l1_embedding_gather_ids_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "ids", ".strides on argument #", "0", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((T == 0) || !(((uint32_t*)(((DLTensor*)ids_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"ids", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_embedding_gather_table_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l1_embedding_gather_table_strides)[1])))) && ((V == 1) || (D == ((int32_t)(((int64_t*)l1_embedding_gather_table_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "table", ".strides on argument #", "1", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)table_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "table.device_id", " on argument #", "1", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected to match ", "ids.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((V * D) == 0) || !(((float*)(((DLTensor*)table_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"table", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((T == ((int32_t)(((int64_t*)l1_embedding_gather_out_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected to match ", "ids.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l1_embedding_gather_out_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected to match ", "table.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_embedding_gather_out_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l1_embedding_gather_out_strides)[1])))) && ((T == 1) || (D == ((int32_t)(((int64_t*)l1_embedding_gather_out_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "out", ".strides on argument #", "2", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)out_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out.device_id", " on argument #", "2", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected to match ", "ids.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((T * D) == 0) || !(((float*)(((DLTensor*)out_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"out", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)ids_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "ids.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)table_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "table.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)out_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "out.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_embedding_gather(ids: Tensor([T], uint32), table: Tensor([V, D], float32), out: Tensor([T, D], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* ids = ((uint32_t*)((uint32_t*)(((DLTensor*)ids_handle)[0].data)));
  float* table = ((float*)((float*)(((DLTensor*)table_handle)[0].data)));
  float* out = ((float*)((float*)(((DLTensor*)out_handle)[0].data)));
  for (int32_t i = 0; i < T; ++i) {
    for (int32_t j = 0; j < D; ++j) {
      out[((i * D) + j)] = table[((((int32_t)ids[i]) * D) + j)];
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_embedding_gather(self, args, num_args, result);
}
