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
TVM_DLL int32_t __tvm_ffi_l2_rope_qk(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float sqrtf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_rope_qk(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 5))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "5", " arguments", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t Q_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((Q_type_index == 0) || (Q_type_index == 4)) || (Q_type_index == 7)) || (Q_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "Tensor"};
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
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t cos_t_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((cos_t_type_index == 0) || (cos_t_type_index == 4)) || (cos_t_type_index == 7)) || (cos_t_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "Tensor"};
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
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t scores_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((scores_type_index == 0) || (scores_type_index == 4)) || (scores_type_index == 7)) || (scores_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "Tensor"};
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
  if (!(!(Q_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)Q_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".ndim on argument #", "0", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Q_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Q_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Q_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".dtype on argument #", "0", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_rope_qk_Q_shape = (int64_t*)(((DLTensor*)Q_handle)[0].shape);
  int32_t S = ((int32_t)(((int64_t*)l2_rope_qk_Q_shape)[0]));
  int32_t H = ((int32_t)(((int64_t*)l2_rope_qk_Q_shape)[1]));
  int32_t D = ((int32_t)(((int64_t*)l2_rope_qk_Q_shape)[2]));
  int64_t* l2_rope_qk_Q_strides = (int64_t*)(((DLTensor*)Q_handle)[0].strides);
  if (!(((((DLTensor*)Q_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".device_type on argument #", "0", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)Q_handle)[0].device.device_id);
  if (!(!(K_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)K_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K", ".ndim on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)K_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)K_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)K_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K", ".dtype on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_rope_qk_K_shape = (int64_t*)(((DLTensor*)K_handle)[0].shape);
  int64_t* l2_rope_qk_K_strides = (int64_t*)(((DLTensor*)K_handle)[0].strides);
  if (!(((((DLTensor*)K_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K", ".device_type on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(cos_t_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)cos_t_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t", ".ndim on argument #", "2", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)cos_t_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)cos_t_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)cos_t_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t", ".dtype on argument #", "2", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_rope_qk_cos_t_shape = (int64_t*)(((DLTensor*)cos_t_handle)[0].shape);
  int64_t* l2_rope_qk_cos_t_strides = (int64_t*)(((DLTensor*)cos_t_handle)[0].strides);
  if (!(((((DLTensor*)cos_t_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t", ".device_type on argument #", "2", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(sin_t_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)sin_t_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t", ".ndim on argument #", "3", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)sin_t_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)sin_t_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)sin_t_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t", ".dtype on argument #", "3", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_rope_qk_sin_t_shape = (int64_t*)(((DLTensor*)sin_t_handle)[0].shape);
  int64_t* l2_rope_qk_sin_t_strides = (int64_t*)(((DLTensor*)sin_t_handle)[0].strides);
  if (!(((((DLTensor*)sin_t_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t", ".device_type on argument #", "3", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(scores_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)scores_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores", ".ndim on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)scores_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)scores_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)scores_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores", ".dtype on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_rope_qk_scores_shape = (int64_t*)(((DLTensor*)scores_handle)[0].shape);
  int64_t* l2_rope_qk_scores_strides = (int64_t*)(((DLTensor*)scores_handle)[0].strides);
  if (!(((((DLTensor*)scores_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores", ".device_type on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_rope_qk_Q_strides == NULL)) {
    if (!(((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_rope_qk_Q_strides)[2])))) && ((H == 1) || (D == ((int32_t)(((int64_t*)l2_rope_qk_Q_strides)[1]))))) && ((S == 1) || ((D * H) == ((int32_t)(((int64_t*)l2_rope_qk_Q_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Q", ".strides on argument #", "0", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((((S * H) * D) == 0) || !(((float*)(((DLTensor*)Q_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Q", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_rope_qk_K_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_rope_qk_K_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l2_rope_qk_K_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K.shape[2]", " on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.shape[2]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_rope_qk_K_strides == NULL)) {
    if (!(((((D == 1) || (1 == ((int32_t)(((int64_t*)l2_rope_qk_K_strides)[2])))) && ((H == 1) || (D == ((int32_t)(((int64_t*)l2_rope_qk_K_strides)[1]))))) && ((S == 1) || ((D * H) == ((int32_t)(((int64_t*)l2_rope_qk_K_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "K", ".strides on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)K_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "K.device_id", " on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((S * H) * D) == 0) || !(((float*)(((DLTensor*)K_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"K", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_rope_qk_cos_t_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_rope_qk_cos_t_strides == NULL)) {
    if (!(((((D >> 1) == 1) || (1 == ((int32_t)(((int64_t*)l2_rope_qk_cos_t_strides)[1])))) && ((S == 1) || ((D >> 1) == ((int32_t)(((int64_t*)l2_rope_qk_cos_t_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "cos_t", ".strides on argument #", "2", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)cos_t_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t.device_id", " on argument #", "2", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S * (D >> 1)) == 0) || !(((float*)(((DLTensor*)cos_t_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"cos_t", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_rope_qk_sin_t_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_rope_qk_sin_t_strides == NULL)) {
    if (!(((((D >> 1) == 1) || (1 == ((int32_t)(((int64_t*)l2_rope_qk_sin_t_strides)[1])))) && ((S == 1) || ((D >> 1) == ((int32_t)(((int64_t*)l2_rope_qk_sin_t_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "sin_t", ".strides on argument #", "3", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)sin_t_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t.device_id", " on argument #", "3", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S * (D >> 1)) == 0) || !(((float*)(((DLTensor*)sin_t_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"sin_t", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_rope_qk_scores_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores.shape[0]", " on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_rope_qk_scores_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores.shape[1]", " on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_rope_qk_scores_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores.shape[2]", " on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_rope_qk_scores_strides == NULL)) {
    if (!(((((S == 1) || (1 == ((int32_t)(((int64_t*)l2_rope_qk_scores_strides)[2])))) && ((S == 1) || (S == ((int32_t)(((int64_t*)l2_rope_qk_scores_strides)[1]))))) && ((H == 1) || ((S * S) == ((int32_t)(((int64_t*)l2_rope_qk_scores_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "scores", ".strides on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)scores_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scores.device_id", " on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected to match ", "Q.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * S) * S) == 0) || !(((float*)(((DLTensor*)scores_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"scores", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Q_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Q.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)K_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "K.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((D >> 1) == ((int32_t)(((int64_t*)l2_rope_qk_cos_t_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cos_t.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "floordiv(Q.shape[2], 2)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)cos_t_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cos_t.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((D >> 1) == ((int32_t)(((int64_t*)l2_rope_qk_sin_t_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "sin_t.shape[1]", " on argument #", "3", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "floordiv(Q.shape[2], 2)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)sin_t_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "sin_t.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)scores_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "scores.byte_offset", " on argument #", "4", " when calling:\n  `", "l2_rope_qk(Q: Tensor([S, H, D], float32), K: Tensor([S, H, D], float32), cos_t: Tensor([S, D // 2], float32), sin_t: Tensor([S, D // 2], float32), scores: Tensor([H, S, S], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* Q = ((float*)((float*)(((DLTensor*)Q_handle)[0].data)));
  float* K = ((float*)((float*)(((DLTensor*)K_handle)[0].data)));
  float* cos_t = ((float*)((float*)(((DLTensor*)cos_t_handle)[0].data)));
  float* sin_t = ((float*)((float*)(((DLTensor*)sin_t_handle)[0].data)));
  float* scores = ((float*)((float*)(((DLTensor*)scores_handle)[0].data)));
  float dot_ptr[1];
  for (int32_t hh = 0; hh < H; ++hh) {
    for (int32_t i = 0; i < S; ++i) {
      for (int32_t j = 0; j < S; ++j) {
        for (int32_t ax0 = 0; ax0 < D; ++ax0) {
          if (ax0 == 0) {
            dot_ptr[0] = 0.000000e+00f;
          }
          float condval_5;
          if (ax0 < (D >> 1)) {
            condval_5 = ((Q[((((i * H) + hh) * D) + ax0)] * cos_t[((i * (D >> 1)) + ax0)]) - (Q[((((D >> 1) + ((i * H) * D)) + (hh * D)) + ax0)] * sin_t[((i * (D >> 1)) + ax0)]));
          } else {
            condval_5 = ((Q[((((i * H) + hh) * D) + ax0)] * cos_t[(((i * (D >> 1)) + ax0) - (D >> 1))]) + (Q[(((((i * H) + hh) * D) + ax0) - (D >> 1))] * sin_t[(((i * (D >> 1)) + ax0) - (D >> 1))]));
          }
          float condval_6;
          if (ax0 < (D >> 1)) {
            condval_6 = ((K[((((j * H) + hh) * D) + ax0)] * cos_t[((j * (D >> 1)) + ax0)]) - (K[((((D >> 1) + ((j * H) * D)) + (hh * D)) + ax0)] * sin_t[((j * (D >> 1)) + ax0)]));
          } else {
            condval_6 = ((K[((((j * H) + hh) * D) + ax0)] * cos_t[(((j * (D >> 1)) + ax0) - (D >> 1))]) + (K[(((((j * H) + hh) * D) + ax0) - (D >> 1))] * sin_t[(((j * (D >> 1)) + ax0) - (D >> 1))]));
          }
          dot_ptr[0] = (dot_ptr[0] + (condval_5 * condval_6));
        }
        scores[((((hh * S) + i) * S) + j)] = (dot_ptr[0] / sqrtf(((float)D)));
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
  return __tvm_ffi_l2_rope_qk(self, args, num_args, result);
}
