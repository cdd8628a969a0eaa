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
TVM_DLL int32_t __tvm_ffi_l2_log_mel(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float cosf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float cosf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float sinf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float logf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_log_mel(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 8))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "8", " arguments", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t frames_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((frames_type_index == 0) || (frames_type_index == 4)) || (frames_type_index == 7)) || (frames_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (frames_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* frames_handle = (void*)condval;
  int32_t fb_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((fb_type_index == 0) || (fb_type_index == 4)) || (fb_type_index == 7)) || (fb_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (fb_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* fb_handle = (void*)condval_1;
  int32_t logmel_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((logmel_type_index == 0) || (logmel_type_index == 4)) || (logmel_type_index == 7)) || (logmel_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (logmel_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* logmel_handle = (void*)condval_2;
  int32_t window_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((window_type_index == 0) || (window_type_index == 4)) || (window_type_index == 7)) || (window_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (window_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* window_handle = (void*)condval_3;
  int32_t cos_t_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((cos_t_type_index == 0) || (cos_t_type_index == 4)) || (cos_t_type_index == 7)) || (cos_t_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (cos_t_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* cos_t_handle = (void*)condval_4;
  int32_t sin_t_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((sin_t_type_index == 0) || (sin_t_type_index == 4)) || (sin_t_type_index == 7)) || (sin_t_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_5;
  if (sin_t_type_index == 70) {
    condval_5 = ((void*)((char*)(((TVMFFIAny*)args)[5].v_ptr) + 24));
  } else {
    condval_5 = (((TVMFFIAny*)args)[5].v_ptr);
  }
  void* sin_t_handle = (void*)condval_5;
  int32_t P_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((((P_type_index == 0) || (P_type_index == 4)) || (P_type_index == 7)) || (P_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_6;
  if (P_type_index == 70) {
    condval_6 = ((void*)((char*)(((TVMFFIAny*)args)[6].v_ptr) + 24));
  } else {
    condval_6 = (((TVMFFIAny*)args)[6].v_ptr);
  }
  void* P_handle = (void*)condval_6;
  int32_t eps_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!((((eps_type_index == 3) || (eps_type_index == 1)) || (eps_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float eps = ((eps_type_index == 3) ? ((float)(((TVMFFIAny*)args)[7].v_float64)) : ((float)(((TVMFFIAny*)args)[7].v_int64)));
  if (!(!(frames_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)frames_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "frames", ".ndim on argument #", "0", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)frames_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)frames_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)frames_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "frames", ".dtype on argument #", "0", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_log_mel_frames_shape = (int64_t*)(((DLTensor*)frames_handle)[0].shape);
  int32_t F = ((int32_t)(((int64_t*)l2_log_mel_frames_shape)[0]));
  int32_t NFFT = ((int32_t)(((int64_t*)l2_log_mel_frames_shape)[1]));
  int64_t* l2_log_mel_frames_strides = (int64_t*)(((DLTensor*)frames_handle)[0].strides);
  if (!(((((DLTensor*)frames_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "frames", ".device_type on argument #", "0", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)frames_handle)[0].device.device_id);
  if (!(!(fb_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)fb_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "fb", ".ndim on argument #", "1", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)fb_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)fb_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)fb_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "fb", ".dtype on argument #", "1", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_log_mel_fb_shape = (int64_t*)(((DLTensor*)fb_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l2_log_mel_fb_shape)[1]));
  int64_t* l2_log_mel_fb_strides = (int64_t*)(((DLTensor*)fb_handle)[0].strides);
  if (!(((((DLTensor*)fb_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "fb", ".device_type on argument #", "1", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(logmel_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)logmel_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "logmel", ".ndim on argument #", "2", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)logmel_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)logmel_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)logmel_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "logmel", ".dtype on argument #", "2", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_log_mel_logmel_shape = (int64_t*)(((DLTensor*)logmel_handle)[0].shape);
  int64_t* l2_log_mel_logmel_strides = (int64_t*)(((DLTensor*)logmel_handle)[0].strides);
  if (!(((((DLTensor*)logmel_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "logmel", ".device_type on argument #", "2", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(window_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)window_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "window", ".ndim on argument #", "3", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)window_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)window_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)window_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "window", ".dtype on argument #", "3", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_log_mel_window_shape = (int64_t*)(((DLTensor*)window_handle)[0].shape);
  int64_t* l2_log_mel_window_strides = (int64_t*)(((DLTensor*)window_handle)[0].strides);
  if (!(((((DLTensor*)window_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "window", ".device_type on argument #", "3", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(cos_t_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)cos_t_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t", ".ndim on argument #", "4", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)cos_t_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)cos_t_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)cos_t_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t", ".dtype on argument #", "4", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_log_mel_cos_t_shape = (int64_t*)(((DLTensor*)cos_t_handle)[0].shape);
  int64_t* l2_log_mel_cos_t_strides = (int64_t*)(((DLTensor*)cos_t_handle)[0].strides);
  if (!(((((DLTensor*)cos_t_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t", ".device_type on argument #", "4", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(sin_t_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)sin_t_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t", ".ndim on argument #", "5", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)sin_t_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)sin_t_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)sin_t_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t", ".dtype on argument #", "5", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_log_mel_sin_t_shape = (int64_t*)(((DLTensor*)sin_t_handle)[0].shape);
  int64_t* l2_log_mel_sin_t_strides = (int64_t*)(((DLTensor*)sin_t_handle)[0].strides);
  if (!(((((DLTensor*)sin_t_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t", ".device_type on argument #", "5", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(P_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)P_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "P", ".ndim on argument #", "6", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)P_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)P_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)P_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "P", ".dtype on argument #", "6", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_log_mel_P_shape = (int64_t*)(((DLTensor*)P_handle)[0].shape);
  int64_t* l2_log_mel_P_strides = (int64_t*)(((DLTensor*)P_handle)[0].strides);
  if (!(((((DLTensor*)P_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "P", ".device_type on argument #", "6", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_log_mel_frames_strides == NULL)) {
    if (!((((NFFT == 1) || (1 == ((int32_t)(((int64_t*)l2_log_mel_frames_strides)[1])))) && ((F == 1) || (NFFT == ((int32_t)(((int64_t*)l2_log_mel_frames_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "frames", ".strides on argument #", "0", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((F * NFFT) == 0) || !(((float*)(((DLTensor*)frames_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"frames", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l2_log_mel_fb_strides == NULL)) {
    if (!((((M == 1) || (1 == ((int32_t)(((int64_t*)l2_log_mel_fb_strides)[1])))) && ((((NFFT >> 1) + 1) == 1) || (M == ((int32_t)(((int64_t*)l2_log_mel_fb_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "fb", ".strides on argument #", "1", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)fb_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "fb.device_id", " on argument #", "1", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "frames.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((NFFT >> 1) + 1) * M) == 0) || !(((float*)(((DLTensor*)fb_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"fb", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((F == ((int32_t)(((int64_t*)l2_log_mel_logmel_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "logmel.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "frames.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l2_log_mel_logmel_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "logmel.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "fb.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_log_mel_logmel_strides == NULL)) {
    if (!((((M == 1) || (1 == ((int32_t)(((int64_t*)l2_log_mel_logmel_strides)[1])))) && ((F == 1) || (M == ((int32_t)(((int64_t*)l2_log_mel_logmel_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "logmel", ".strides on argument #", "2", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)logmel_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "logmel.device_id", " on argument #", "2", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "frames.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((F * M) == 0) || !(((float*)(((DLTensor*)logmel_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"logmel", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((NFFT == ((int32_t)(((int64_t*)l2_log_mel_window_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "window.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "frames.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_log_mel_window_strides == NULL)) {
    if (!(((NFFT == 1) || (1 == ((int32_t)(((int64_t*)l2_log_mel_window_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "window", ".strides on argument #", "3", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)window_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "window.device_id", " on argument #", "3", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "frames.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((NFFT == 0) || !(((float*)(((DLTensor*)window_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"window", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((NFFT == ((int32_t)(((int64_t*)l2_log_mel_cos_t_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t.shape[0]", " on argument #", "4", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "frames.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_log_mel_cos_t_strides == NULL)) {
    if (!(((NFFT == 1) || (1 == ((int32_t)(((int64_t*)l2_log_mel_cos_t_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "cos_t", ".strides on argument #", "4", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)cos_t_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos_t.device_id", " on argument #", "4", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "frames.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((NFFT == 0) || !(((float*)(((DLTensor*)cos_t_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"cos_t", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((NFFT == ((int32_t)(((int64_t*)l2_log_mel_sin_t_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t.shape[0]", " on argument #", "5", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "frames.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_log_mel_sin_t_strides == NULL)) {
    if (!(((NFFT == 1) || (1 == ((int32_t)(((int64_t*)l2_log_mel_sin_t_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "sin_t", ".strides on argument #", "5", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)sin_t_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "sin_t.device_id", " on argument #", "5", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "frames.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((NFFT == 0) || !(((float*)(((DLTensor*)sin_t_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"sin_t", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((F == ((int32_t)(((int64_t*)l2_log_mel_P_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "P.shape[0]", " on argument #", "6", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "frames.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_log_mel_P_strides == NULL)) {
    if (!((((((NFFT >> 1) + 1) == 1) || (1 == ((int32_t)(((int64_t*)l2_log_mel_P_strides)[1])))) && ((F == 1) || (((NFFT >> 1) + 1) == ((int32_t)(((int64_t*)l2_log_mel_P_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "P", ".strides on argument #", "6", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)P_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "P.device_id", " on argument #", "6", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected to match ", "frames.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((F * ((NFFT >> 1) + 1)) == 0) || !(((float*)(((DLTensor*)P_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"P", " data pointer is NULL on argument #", "6", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)frames_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "frames.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((NFFT >> 1) + 1) == ((int32_t)(((int64_t*)l2_log_mel_fb_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "fb.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "floordiv(frames.shape[1], 2) + 1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)fb_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "fb.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)logmel_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "logmel.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)window_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "window.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)cos_t_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cos_t.byte_offset", " on argument #", "4", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)sin_t_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "sin_t.byte_offset", " on argument #", "5", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((NFFT >> 1) + 1) == ((int32_t)(((int64_t*)l2_log_mel_P_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "P.shape[1]", " on argument #", "6", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "floordiv(frames.shape[1], 2) + 1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)P_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "P.byte_offset", " on argument #", "6", " when calling:\n  `", "l2_log_mel(frames: Tensor([F, NFFT], float32), fb: Tensor([NFFT // 2 + 1, M], float32), logmel: Tensor([F, M], float32), window: Tensor([NFFT], float32), cos_t: Tensor([NFFT], float32), sin_t: Tensor([NFFT], float32), P: Tensor([F, NFFT // 2 + 1], float32), eps: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* frames = ((float*)((float*)(((DLTensor*)frames_handle)[0].data)));
  float* fb = ((float*)((float*)(((DLTensor*)fb_handle)[0].data)));
  float* logmel = ((float*)((float*)(((DLTensor*)logmel_handle)[0].data)));
  float* window = ((float*)((float*)(((DLTensor*)window_handle)[0].data)));
  float* cos_t = ((float*)((float*)(((DLTensor*)cos_t_handle)[0].data)));
  float* sin_t = ((float*)((float*)(((DLTensor*)sin_t_handle)[0].data)));
  float* P = ((float*)((float*)(((DLTensor*)P_handle)[0].data)));
  float re_ptr[1];
  float im_ptr[1];
  float mel_ptr[1];
  for (int32_t n = 0; n < NFFT; ++n) {
    window[n] = (5.000000e-01f - (5.000000e-01f * cosf(((6.283185e+00f * ((float)n)) / ((float)NFFT)))));
  }
  for (int32_t n_1 = 0; n_1 < NFFT; ++n_1) {
    cos_t[n_1] = cosf(((6.283185e+00f * ((float)n_1)) / ((float)NFFT)));
  }
  for (int32_t n_2 = 0; n_2 < NFFT; ++n_2) {
    sin_t[n_2] = sinf(((6.283185e+00f * ((float)n_2)) / ((float)NFFT)));
  }
  for (int32_t fr = 0; fr < F; ++fr) {
    for (int32_t k = 0; k < ((NFFT >> 1) + 1); ++k) {
      for (int32_t ax0 = 0; ax0 < NFFT; ++ax0) {
        if (ax0 == 0) {
          re_ptr[0] = 0.000000e+00f;
        }
        re_ptr[0] = (re_ptr[0] + ((frames[((fr * NFFT) + ax0)] * window[ax0]) * cos_t[((k * ax0) % NFFT)]));
      }
      for (int32_t ax0_1 = 0; ax0_1 < NFFT; ++ax0_1) {
        if (ax0_1 == 0) {
          im_ptr[0] = 0.000000e+00f;
        }
        im_ptr[0] = (im_ptr[0] + (((frames[((fr * NFFT) + ax0_1)] * -1.000000e+00f) * window[ax0_1]) * sin_t[((k * ax0_1) % NFFT)]));
      }
      P[((fr * ((NFFT >> 1) + 1)) + k)] = ((re_ptr[0] * re_ptr[0]) + (im_ptr[0] * im_ptr[0]));
    }
  }
  for (int32_t fr_1 = 0; fr_1 < F; ++fr_1) {
    for (int32_t j = 0; j < M; ++j) {
      for (int32_t ax0_2 = 0; ax0_2 < ((NFFT >> 1) + 1); ++ax0_2) {
        if (ax0_2 == 0) {
          mel_ptr[0] = 0.000000e+00f;
        }
        mel_ptr[0] = (mel_ptr[0] + (P[((fr_1 * ((NFFT >> 1) + 1)) + ax0_2)] * fb[((ax0_2 * M) + j)]));
      }
      logmel[((fr_1 * M) + j)] = logf((eps + mel_ptr[0]));
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l2_log_mel(self, args, num_args, result);
}
