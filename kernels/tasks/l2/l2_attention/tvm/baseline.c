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
TVM_DLL int32_t __tvm_ffi_l2_attention(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float sqrtf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_attention(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 7))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "7", " arguments", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t Q_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((Q_type_index == 0) || (Q_type_index == 4)) || (Q_type_index == 7)) || (Q_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (Q_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* Q_handle = (void*)condval;
  int32_t K_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((K_type_index == 0) || (K_type_index == 4)) || (K_type_index == 7)) || (K_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (K_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* K_handle = (void*)condval_1;
  int32_t V_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((V_type_index == 0) || (V_type_index == 4)) || (V_type_index == 7)) || (V_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (V_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* V_handle = (void*)condval_2;
  int32_t O_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((O_type_index == 0) || (O_type_index == 4)) || (O_type_index == 7)) || (O_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (O_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* O_handle = (void*)condval_3;
  int32_t scores_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((scores_type_index == 0) || (scores_type_index == 4)) || (scores_type_index == 7)) || (scores_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (scores_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* scores_handle = (void*)condval_4;
  int32_t row_max_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((row_max_type_index == 0) || (row_max_type_index == 4)) || (row_max_type_index == 7)) || (row_max_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_5;
  if (row_max_type_index == 70) {
    condval_5 = ((void*)((char*)(((TVMFFIAny*)args)[5].v_ptr) + 24));
  } else {
    condval_5 = (((TVMFFIAny*)args)[5].v_ptr);
  }
  void* row_max_handle = (void*)condval_5;
  int32_t row_sum_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((((row_sum_type_index == 0) || (row_sum_type_index == 4)) || (row_sum_type_index == 7)) || (row_sum_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_6;
  if (row_sum_type_index == 70) {
    condval_6 = ((void*)((char*)(((TVMFFIAny*)args)[6].v_ptr) + 24));
  } else {
    condval_6 = (((TVMFFIAny*)args)[6].v_ptr);
  }
  void* row_sum_handle = (void*)condval_6;
  if (!(!(Q_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Q_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".ndim on argument #", "0", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Q_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Q_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Q_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".dtype on argument #", "0", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_attention_Q_shape = (int64_t*)(((DLTensor*)Q_handle)[0].shape);
  int32_t S = ((int32_t)(((int64_t*)l2_attention_Q_shape)[0]));
  int32_t D = ((int32_t)(((int64_t*)l2_attention_Q_shape)[1]));
  int64_t* l2_attention_Q_strides = (int64_t*)(((DLTensor*)Q_handle)[0].strides);
  if (!(((((DLTensor*)Q_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".device_type on argument #", "0", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)Q_handle)[0].device.device_id);
  if (!(!(K_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)K_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K", ".ndim on argument #", "1", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)K_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)K_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)K_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K", ".dtype on argument #", "1", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_attention_K_shape = (int64_t*)(((DLTensor*)K_handle)[0].shape);
  int64_t* l2_attention_K_strides = (int64_t*)(((DLTensor*)K_handle)[0].strides);
  if (!(((((DLTensor*)K_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K", ".device_type on argument #", "1", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(V_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)V_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "V", ".ndim on argument #", "2", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)V_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)V_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)V_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "V", ".dtype on argument #", "2", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_attention_V_shape = (int64_t*)(((DLTensor*)V_handle)[0].shape);
  int64_t* l2_attention_V_strides = (int64_t*)(((DLTensor*)V_handle)[0].strides);
  if (!(((((DLTensor*)V_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "V", ".device_type on argument #", "2", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(O_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)O_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "O", ".ndim on argument #", "3", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)O_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)O_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)O_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "O", ".dtype on argument #", "3", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_attention_O_shape = (int64_t*)(((DLTensor*)O_handle)[0].shape);
  int64_t* l2_attention_O_strides = (int64_t*)(((DLTensor*)O_handle)[0].strides);
  if (!(((((DLTensor*)O_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "O", ".device_type on argument #", "3", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(scores_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)scores_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores", ".ndim on argument #", "4", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)scores_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)scores_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)scores_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores", ".dtype on argument #", "4", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_attention_scores_shape = (int64_t*)(((DLTensor*)scores_handle)[0].shape);
  int64_t* l2_attention_scores_strides = (int64_t*)(((DLTensor*)scores_handle)[0].strides);
  if (!(((((DLTensor*)scores_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores", ".device_type on argument #", "4", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(row_max_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)row_max_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_max", ".ndim on argument #", "5", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)row_max_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)row_max_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)row_max_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_max", ".dtype on argument #", "5", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_attention_row_max_shape = (int64_t*)(((DLTensor*)row_max_handle)[0].shape);
  int64_t* l2_attention_row_max_strides = (int64_t*)(((DLTensor*)row_max_handle)[0].strides);
  if (!(((((DLTensor*)row_max_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_max", ".device_type on argument #", "5", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(row_sum_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)row_sum_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_sum", ".ndim on argument #", "6", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)row_sum_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)row_sum_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)row_sum_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_sum", ".dtype on argument #", "6", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_attention_row_sum_shape = (int64_t*)(((DLTensor*)row_sum_handle)[0].shape);
  int64_t* l2_attention_row_sum_strides = (int64_t*)(((DLTensor*)row_sum_handle)[0].strides);
  if (!(((((DLTensor*)row_sum_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_sum", ".device_type on argument #", "6", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_attention_Q_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_attention_Q_strides)[1])))) && ((S == 1) || (D == ((int32_t)(((int64_t*)l2_attention_Q_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Q", ".strides on argument #", "0", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((S * D) == 0) || !(((float*)(((DLTensor*)Q_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Q", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_attention_K_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_attention_K_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_attention_K_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_attention_K_strides)[1])))) && ((S == 1) || (D == ((int32_t)(((int64_t*)l2_attention_K_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "K", ".strides on argument #", "1", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)K_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K.device_id", " on argument #", "1", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S * D) == 0) || !(((float*)(((DLTensor*)K_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"K", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_attention_V_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "V.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_attention_V_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "V.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_attention_V_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_attention_V_strides)[1])))) && ((S == 1) || (D == ((int32_t)(((int64_t*)l2_attention_V_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "V", ".strides on argument #", "2", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)V_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "V.device_id", " on argument #", "2", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S * D) == 0) || !(((float*)(((DLTensor*)V_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"V", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_attention_O_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "O.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_attention_O_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "O.shape[1]", " on argument #", "3", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_attention_O_strides == NULL)) {
    if (!((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_attention_O_strides)[1])))) && ((S == 1) || (D == ((int32_t)(((int64_t*)l2_attention_O_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "O", ".strides on argument #", "3", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)O_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "O.device_id", " on argument #", "3", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S * D) == 0) || !(((float*)(((DLTensor*)O_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"O", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_attention_scores_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores.shape[0]", " on argument #", "4", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_attention_scores_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores.shape[1]", " on argument #", "4", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_attention_scores_strides == NULL)) {
    if (!((((S == 1) || (1 == ((int32_t)(((int64_t*)l2_attention_scores_strides)[1])))) && ((S == 1) || (S == ((int32_t)(((int64_t*)l2_attention_scores_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "scores", ".strides on argument #", "4", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)scores_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores.device_id", " on argument #", "4", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S * S) == 0) || !(((float*)(((DLTensor*)scores_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"scores", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_attention_row_max_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_max.shape[0]", " on argument #", "5", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_attention_row_max_strides == NULL)) {
    if (!(((S == 1) || (1 == ((int32_t)(((int64_t*)l2_attention_row_max_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "row_max", ".strides on argument #", "5", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)row_max_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_max.device_id", " on argument #", "5", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((S == 0) || !(((float*)(((DLTensor*)row_max_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"row_max", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_attention_row_sum_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_sum.shape[0]", " on argument #", "6", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_attention_row_sum_strides == NULL)) {
    if (!(((S == 1) || (1 == ((int32_t)(((int64_t*)l2_attention_row_sum_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "row_sum", ".strides on argument #", "6", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)row_sum_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "row_sum.device_id", " on argument #", "6", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected to match ", "Q.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((S == 0) || !(((float*)(((DLTensor*)row_sum_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"row_sum", " data pointer is NULL on argument #", "6", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Q_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Q.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)K_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "K.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)V_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "V.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)O_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "O.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)scores_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "scores.byte_offset", " on argument #", "4", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)row_max_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "row_max.byte_offset", " on argument #", "5", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)row_sum_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "row_sum.byte_offset", " on argument #", "6", " when calling:\n  `", "l2_attention(Q: Tensor([S, D], float32), K: Tensor([S, D], float32), V: Tensor([S, D], float32), O: Tensor([S, D], float32), scores: Tensor([S, S], float32), row_max: Tensor([S], float32), row_sum: Tensor([S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* Q = ((float*)((float*)(((DLTensor*)Q_handle)[0].data)));
  float* K = ((float*)((float*)(((DLTensor*)K_handle)[0].data)));
  float* V = ((float*)((float*)(((DLTensor*)V_handle)[0].data)));
  float* O = ((float*)((float*)(((DLTensor*)O_handle)[0].data)));
  float* scores = ((float*)((float*)(((DLTensor*)scores_handle)[0].data)));
  float* row_max = ((float*)((float*)(((DLTensor*)row_max_handle)[0].data)));
  float* row_sum = ((float*)((float*)(((DLTensor*)row_sum_handle)[0].data)));
  float dot_ptr[1];
  float pv_ptr[1];
  for (int32_t i = 0; i < S; ++i) {
    for (int32_t j = 0; j < S; ++j) {
      for (int32_t ax0 = 0; ax0 < D; ++ax0) {
        if (ax0 == 0) {
          dot_ptr[0] = 0.000000e+00f;
        }
        dot_ptr[0] = (dot_ptr[0] + (Q[((i * D) + ax0)] * K[((j * D) + ax0)]));
      }
      scores[((i * S) + j)] = (dot_ptr[0] / sqrtf(((float)D)));
    }
  }
  for (int32_t i_1 = 0; i_1 < S; ++i_1) {
    for (int32_t k1 = 0; k1 < S; ++k1) {
      if (k1 == 0) {
        row_max[i_1] = -3.402823e+38f;
      }
      float v_ = row_max[i_1];
      float v__1 = scores[((i_1 * S) + k1)];
      row_max[i_1] = ((v_) > (v__1) ? (v_) : (v__1));
    }
  }
  for (int32_t i_2 = 0; i_2 < S; ++i_2) {
    for (int32_t k2 = 0; k2 < S; ++k2) {
      if (k2 == 0) {
        row_sum[i_2] = 0.000000e+00f;
      }
      row_sum[i_2] = (row_sum[i_2] + expf((scores[((i_2 * S) + k2)] - row_max[i_2])));
    }
  }
  for (int32_t i_3 = 0; i_3 < S; ++i_3) {
    for (int32_t e = 0; e < D; ++e) {
      for (int32_t ax0_1 = 0; ax0_1 < S; ++ax0_1) {
        if (ax0_1 == 0) {
          pv_ptr[0] = 0.000000e+00f;
        }
        pv_ptr[0] = (pv_ptr[0] + (expf((scores[((i_3 * S) + ax0_1)] - row_max[i_3])) * V[((ax0_1 * D) + e)]));
      }
      O[((i_3 * D) + e)] = (pv_ptr[0] / row_sum[i_3]);
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l2_attention(self, args, num_args, result);
}
