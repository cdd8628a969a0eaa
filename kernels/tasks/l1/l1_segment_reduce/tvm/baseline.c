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
TVM_DLL int32_t __tvm_ffi_l1_segment_reduce(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float logf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_segment_reduce(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 9))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "9", " arguments", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t values_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((values_type_index == 0) || (values_type_index == 4)) || (values_type_index == 7)) || (values_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (values_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* values_handle = (void*)condval;
  int32_t offsets_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((offsets_type_index == 0) || (offsets_type_index == 4)) || (offsets_type_index == 7)) || (offsets_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (offsets_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* offsets_handle = (void*)condval_1;
  int32_t seg_max_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((seg_max_type_index == 0) || (seg_max_type_index == 4)) || (seg_max_type_index == 7)) || (seg_max_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (seg_max_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* seg_max_handle = (void*)condval_2;
  int32_t seg_mean_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((seg_mean_type_index == 0) || (seg_mean_type_index == 4)) || (seg_mean_type_index == 7)) || (seg_mean_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (seg_mean_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* seg_mean_handle = (void*)condval_3;
  int32_t seg_lse_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((seg_lse_type_index == 0) || (seg_lse_type_index == 4)) || (seg_lse_type_index == 7)) || (seg_lse_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (seg_lse_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* seg_lse_handle = (void*)condval_4;
  int32_t lse_sum_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((lse_sum_type_index == 0) || (lse_sum_type_index == 4)) || (lse_sum_type_index == 7)) || (lse_sum_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_5;
  if (lse_sum_type_index == 70) {
    condval_5 = ((void*)((char*)(((TVMFFIAny*)args)[5].v_ptr) + 24));
  } else {
    condval_5 = (((TVMFFIAny*)args)[5].v_ptr);
  }
  void* lse_sum_handle = (void*)condval_5;
  int32_t S_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((S_type_index == 1) || (S_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t S = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t NNZ_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((NNZ_type_index == 1) || (NNZ_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t NNZ = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t D_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((D_type_index == 1) || (D_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t D = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  if (!(!(values_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)values_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "values", ".ndim on argument #", "0", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)values_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)values_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)values_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "values", ".dtype on argument #", "0", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_segment_reduce_values_shape = (int64_t*)(((DLTensor*)values_handle)[0].shape);
  int64_t* l1_segment_reduce_values_strides = (int64_t*)(((DLTensor*)values_handle)[0].strides);
  if (!(((((DLTensor*)values_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "values", ".device_type on argument #", "0", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)values_handle)[0].device.device_id);
  if (!(!(offsets_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)offsets_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "offsets", ".ndim on argument #", "1", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)offsets_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)offsets_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)offsets_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "offsets", ".dtype on argument #", "1", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_segment_reduce_offsets_shape = (int64_t*)(((DLTensor*)offsets_handle)[0].shape);
  int64_t* l1_segment_reduce_offsets_strides = (int64_t*)(((DLTensor*)offsets_handle)[0].strides);
  if (!(((((DLTensor*)offsets_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "offsets", ".device_type on argument #", "1", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(seg_max_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)seg_max_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_max", ".ndim on argument #", "2", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)seg_max_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)seg_max_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)seg_max_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_max", ".dtype on argument #", "2", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_segment_reduce_seg_max_shape = (int64_t*)(((DLTensor*)seg_max_handle)[0].shape);
  int64_t* l1_segment_reduce_seg_max_strides = (int64_t*)(((DLTensor*)seg_max_handle)[0].strides);
  if (!(((((DLTensor*)seg_max_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_max", ".device_type on argument #", "2", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(seg_mean_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)seg_mean_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_mean", ".ndim on argument #", "3", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)seg_mean_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)seg_mean_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)seg_mean_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_mean", ".dtype on argument #", "3", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_segment_reduce_seg_mean_shape = (int64_t*)(((DLTensor*)seg_mean_handle)[0].shape);
  int64_t* l1_segment_reduce_seg_mean_strides = (int64_t*)(((DLTensor*)seg_mean_handle)[0].strides);
  if (!(((((DLTensor*)seg_mean_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_mean", ".device_type on argument #", "3", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(seg_lse_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)seg_lse_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_lse", ".ndim on argument #", "4", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)seg_lse_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)seg_lse_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)seg_lse_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_lse", ".dtype on argument #", "4", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_segment_reduce_seg_lse_shape = (int64_t*)(((DLTensor*)seg_lse_handle)[0].shape);
  int64_t* l1_segment_reduce_seg_lse_strides = (int64_t*)(((DLTensor*)seg_lse_handle)[0].strides);
  if (!(((((DLTensor*)seg_lse_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_lse", ".device_type on argument #", "4", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(lse_sum_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)lse_sum_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "lse_sum", ".ndim on argument #", "5", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)lse_sum_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)lse_sum_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)lse_sum_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "lse_sum", ".dtype on argument #", "5", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_segment_reduce_lse_sum_shape = (int64_t*)(((DLTensor*)lse_sum_handle)[0].shape);
  int64_t* l1_segment_reduce_lse_sum_strides = (int64_t*)(((DLTensor*)lse_sum_handle)[0].strides);
  if (!(((((DLTensor*)lse_sum_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "lse_sum", ".device_type on argument #", "5", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((NNZ == ((int32_t)(((int64_t*)l1_segment_reduce_values_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "values.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "NNZ"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l1_segment_reduce_values_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "values.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "D"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_segment_reduce_values_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l1_segment_reduce_values_strides)[1])))) && ((NNZ == 1) || (D == ((int32_t)(((int64_t*)l1_segment_reduce_values_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "values", ".strides on argument #", "0", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((NNZ * D) == 0) || !(((float*)(((DLTensor*)values_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"values", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_segment_reduce_offsets_strides == NULL)) {
    if (!((((S + 1) == 1) || (1 == ((int32_t)(((int64_t*)l1_segment_reduce_offsets_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "offsets", ".strides on argument #", "1", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)offsets_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "offsets.device_id", " on argument #", "1", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "values.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S + 1) == 0) || !(((uint32_t*)(((DLTensor*)offsets_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"offsets", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l1_segment_reduce_seg_max_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_max.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "S"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l1_segment_reduce_seg_max_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_max.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "D"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_segment_reduce_seg_max_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l1_segment_reduce_seg_max_strides)[1])))) && ((S == 1) || (D == ((int32_t)(((int64_t*)l1_segment_reduce_seg_max_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "seg_max", ".strides on argument #", "2", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)seg_max_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_max.device_id", " on argument #", "2", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "values.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S * D) == 0) || !(((float*)(((DLTensor*)seg_max_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"seg_max", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l1_segment_reduce_seg_mean_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_mean.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "S"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l1_segment_reduce_seg_mean_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_mean.shape[1]", " on argument #", "3", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "D"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_segment_reduce_seg_mean_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l1_segment_reduce_seg_mean_strides)[1])))) && ((S == 1) || (D == ((int32_t)(((int64_t*)l1_segment_reduce_seg_mean_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "seg_mean", ".strides on argument #", "3", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)seg_mean_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_mean.device_id", " on argument #", "3", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "values.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S * D) == 0) || !(((float*)(((DLTensor*)seg_mean_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"seg_mean", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l1_segment_reduce_seg_lse_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_lse.shape[0]", " on argument #", "4", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "S"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l1_segment_reduce_seg_lse_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_lse.shape[1]", " on argument #", "4", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "D"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_segment_reduce_seg_lse_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l1_segment_reduce_seg_lse_strides)[1])))) && ((S == 1) || (D == ((int32_t)(((int64_t*)l1_segment_reduce_seg_lse_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "seg_lse", ".strides on argument #", "4", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)seg_lse_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "seg_lse.device_id", " on argument #", "4", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "values.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S * D) == 0) || !(((float*)(((DLTensor*)seg_lse_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"seg_lse", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l1_segment_reduce_lse_sum_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "lse_sum.shape[0]", " on argument #", "5", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "S"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l1_segment_reduce_lse_sum_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "lse_sum.shape[1]", " on argument #", "5", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "D"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_segment_reduce_lse_sum_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l1_segment_reduce_lse_sum_strides)[1])))) && ((S == 1) || (D == ((int32_t)(((int64_t*)l1_segment_reduce_lse_sum_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "lse_sum", ".strides on argument #", "5", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)lse_sum_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "lse_sum.device_id", " on argument #", "5", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected to match ", "values.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S * D) == 0) || !(((float*)(((DLTensor*)lse_sum_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"lse_sum", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)values_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "values.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((S + 1) == ((int32_t)(((int64_t*)l1_segment_reduce_offsets_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "offsets.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "S + 1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)offsets_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "offsets.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)seg_max_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "seg_max.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)seg_mean_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "seg_mean.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)seg_lse_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "seg_lse.byte_offset", " on argument #", "4", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)lse_sum_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "lse_sum.byte_offset", " on argument #", "5", " when calling:\n  `", "l1_segment_reduce(values: Tensor([NNZ, D], float32), offsets: Tensor([S + 1], uint32), seg_max: Tensor([S, D], float32), seg_mean: Tensor([S, D], float32), seg_lse: Tensor([S, D], float32), lse_sum: Tensor([S, D], float32), S: int32, NNZ: int32, D: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* values = ((float*)((float*)(((DLTensor*)values_handle)[0].data)));
  uint32_t* offsets = ((uint32_t*)((uint32_t*)(((DLTensor*)offsets_handle)[0].data)));
  float* seg_max = ((float*)((float*)(((DLTensor*)seg_max_handle)[0].data)));
  float* seg_mean = ((float*)((float*)(((DLTensor*)seg_mean_handle)[0].data)));
  float* seg_lse = ((float*)((float*)(((DLTensor*)seg_lse_handle)[0].data)));
  float* lse_sum = ((float*)((float*)(((DLTensor*)lse_sum_handle)[0].data)));
  for (int32_t s = 0; s < S; ++s) {
    for (int32_t d = 0; d < D; ++d) {
      for (int32_t j = 0; j < ((((int32_t)offsets[(s + 1)]) + 1) - ((int32_t)offsets[s])); ++j) {
        if ((j + ((int32_t)offsets[s])) == ((int32_t)offsets[s])) {
          seg_max[((s * D) + d)] = -3.402823e+38f;
        }
        float v_ = seg_max[((s * D) + d)];
        float condval_6;
        if ((j + ((int32_t)offsets[s])) < ((int32_t)offsets[(s + 1)])) {
          condval_6 = values[(((j + ((int32_t)offsets[s])) * D) + d)];
        } else {
          float condval_7;
          if (((int32_t)offsets[(s + 1)]) == ((int32_t)offsets[s])) {
            condval_7 = 0.000000e+00f;
          } else {
            condval_7 = -3.402823e+38f;
          }
          condval_6 = condval_7;
        }
        seg_max[((s * D) + d)] = ((v_) > (condval_6) ? (v_) : (condval_6));
      }
    }
  }
  for (int32_t s_1 = 0; s_1 < S; ++s_1) {
    for (int32_t d_1 = 0; d_1 < D; ++d_1) {
      for (int32_t j_1 = 0; j_1 < ((((int32_t)offsets[(s_1 + 1)]) + 1) - ((int32_t)offsets[s_1])); ++j_1) {
        if ((j_1 + ((int32_t)offsets[s_1])) == ((int32_t)offsets[s_1])) {
          seg_mean[((s_1 * D) + d_1)] = 0.000000e+00f;
        }
        float condval_8;
        if ((j_1 + ((int32_t)offsets[s_1])) < ((int32_t)offsets[(s_1 + 1)])) {
          condval_8 = (values[(((j_1 + ((int32_t)offsets[s_1])) * D) + d_1)] / ((float)(((int32_t)offsets[(s_1 + 1)]) - ((int32_t)offsets[s_1]))));
        } else {
          condval_8 = 0.000000e+00f;
        }
        seg_mean[((s_1 * D) + d_1)] = (seg_mean[((s_1 * D) + d_1)] + condval_8);
      }
    }
  }
  for (int32_t s_2 = 0; s_2 < S; ++s_2) {
    for (int32_t d_2 = 0; d_2 < D; ++d_2) {
      for (int32_t j_2 = 0; j_2 < ((((int32_t)offsets[(s_2 + 1)]) + 1) - ((int32_t)offsets[s_2])); ++j_2) {
        if ((j_2 + ((int32_t)offsets[s_2])) == ((int32_t)offsets[s_2])) {
          lse_sum[((s_2 * D) + d_2)] = 0.000000e+00f;
        }
        float condval_9;
        if ((j_2 + ((int32_t)offsets[s_2])) < ((int32_t)offsets[(s_2 + 1)])) {
          condval_9 = expf((values[(((j_2 + ((int32_t)offsets[s_2])) * D) + d_2)] - seg_max[((s_2 * D) + d_2)]));
        } else {
          condval_9 = 0.000000e+00f;
        }
        lse_sum[((s_2 * D) + d_2)] = (lse_sum[((s_2 * D) + d_2)] + condval_9);
      }
    }
  }
  for (int32_t s_3 = 0; s_3 < S; ++s_3) {
    for (int32_t d_3 = 0; d_3 < D; ++d_3) {
      float condval_10;
      if (((int32_t)offsets[s_3]) < ((int32_t)offsets[(s_3 + 1)])) {
        condval_10 = (seg_max[((s_3 * D) + d_3)] + logf(lse_sum[((s_3 * D) + d_3)]));
      } else {
        condval_10 = 0.000000e+00f;
      }
      seg_lse[((s_3 * D) + d_3)] = condval_10;
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_segment_reduce(self, args, num_args, result);
}
