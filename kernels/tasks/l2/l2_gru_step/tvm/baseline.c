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
TVM_DLL int32_t __tvm_ffi_l2_gru_step(void* self_handle, void* args, int32_t num_args, void* result);
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
TVM_DLL float expf(float);
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
TVM_DLL float expf(float);
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
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_gru_step(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 10))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "10", " arguments", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t x_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (x_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* x_handle = (void*)condval;
  int32_t h_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((h_type_index == 0) || (h_type_index == 4)) || (h_type_index == 7)) || (h_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (h_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* h_handle = (void*)condval_1;
  int32_t w_ih_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((w_ih_type_index == 0) || (w_ih_type_index == 4)) || (w_ih_type_index == 7)) || (w_ih_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (w_ih_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* w_ih_handle = (void*)condval_2;
  int32_t w_hh_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((w_hh_type_index == 0) || (w_hh_type_index == 4)) || (w_hh_type_index == 7)) || (w_hh_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (w_hh_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* w_hh_handle = (void*)condval_3;
  int32_t b_ih_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((b_ih_type_index == 0) || (b_ih_type_index == 4)) || (b_ih_type_index == 7)) || (b_ih_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (b_ih_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* b_ih_handle = (void*)condval_4;
  int32_t b_hh_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((b_hh_type_index == 0) || (b_hh_type_index == 4)) || (b_hh_type_index == 7)) || (b_hh_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_5;
  if (b_hh_type_index == 70) {
    condval_5 = ((void*)((char*)(((TVMFFIAny*)args)[5].v_ptr) + 24));
  } else {
    condval_5 = (((TVMFFIAny*)args)[5].v_ptr);
  }
  void* b_hh_handle = (void*)condval_5;
  int32_t h_new_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((((h_new_type_index == 0) || (h_new_type_index == 4)) || (h_new_type_index == 7)) || (h_new_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_6;
  if (h_new_type_index == 70) {
    condval_6 = ((void*)((char*)(((TVMFFIAny*)args)[6].v_ptr) + 24));
  } else {
    condval_6 = (((TVMFFIAny*)args)[6].v_ptr);
  }
  void* h_new_handle = (void*)condval_6;
  int32_t B_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((B_type_index == 1) || (B_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t B = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t I_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((I_type_index == 1) || (I_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t I = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  int32_t H_type_index = (((TVMFFIAny*)args)[9].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "9", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[9].v_int64));
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "0", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "0", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_gru_step_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int64_t* l2_gru_step_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "0", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)x_handle)[0].device.device_id);
  if (!(!(h_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)h_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".ndim on argument #", "1", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)h_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)h_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)h_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".dtype on argument #", "1", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_gru_step_h_shape = (int64_t*)(((DLTensor*)h_handle)[0].shape);
  int64_t* l2_gru_step_h_strides = (int64_t*)(((DLTensor*)h_handle)[0].strides);
  if (!(((((DLTensor*)h_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".device_type on argument #", "1", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(w_ih_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)w_ih_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w_ih", ".ndim on argument #", "2", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)w_ih_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)w_ih_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)w_ih_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w_ih", ".dtype on argument #", "2", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_gru_step_w_ih_shape = (int64_t*)(((DLTensor*)w_ih_handle)[0].shape);
  int64_t* l2_gru_step_w_ih_strides = (int64_t*)(((DLTensor*)w_ih_handle)[0].strides);
  if (!(((((DLTensor*)w_ih_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w_ih", ".device_type on argument #", "2", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(w_hh_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)w_hh_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w_hh", ".ndim on argument #", "3", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)w_hh_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)w_hh_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)w_hh_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w_hh", ".dtype on argument #", "3", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_gru_step_w_hh_shape = (int64_t*)(((DLTensor*)w_hh_handle)[0].shape);
  int64_t* l2_gru_step_w_hh_strides = (int64_t*)(((DLTensor*)w_hh_handle)[0].strides);
  if (!(((((DLTensor*)w_hh_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w_hh", ".device_type on argument #", "3", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(b_ih_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)b_ih_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b_ih", ".ndim on argument #", "4", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)b_ih_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)b_ih_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)b_ih_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b_ih", ".dtype on argument #", "4", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_gru_step_b_ih_shape = (int64_t*)(((DLTensor*)b_ih_handle)[0].shape);
  int64_t* l2_gru_step_b_ih_strides = (int64_t*)(((DLTensor*)b_ih_handle)[0].strides);
  if (!(((((DLTensor*)b_ih_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b_ih", ".device_type on argument #", "4", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(b_hh_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)b_hh_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b_hh", ".ndim on argument #", "5", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)b_hh_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)b_hh_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)b_hh_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b_hh", ".dtype on argument #", "5", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_gru_step_b_hh_shape = (int64_t*)(((DLTensor*)b_hh_handle)[0].shape);
  int64_t* l2_gru_step_b_hh_strides = (int64_t*)(((DLTensor*)b_hh_handle)[0].strides);
  if (!(((((DLTensor*)b_hh_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b_hh", ".device_type on argument #", "5", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(h_new_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)h_new_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h_new", ".ndim on argument #", "6", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)h_new_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)h_new_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)h_new_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h_new", ".dtype on argument #", "6", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_gru_step_h_new_shape = (int64_t*)(((DLTensor*)h_new_handle)[0].shape);
  int64_t* l2_gru_step_h_new_strides = (int64_t*)(((DLTensor*)h_new_handle)[0].strides);
  if (!(((((DLTensor*)h_new_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h_new", ".device_type on argument #", "6", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((B == ((int32_t)(((int64_t*)l2_gru_step_x_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[0]", " on argument #", "0", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "B"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((I == ((int32_t)(((int64_t*)l2_gru_step_x_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[1]", " on argument #", "0", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "I"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_gru_step_x_strides == NULL)) {
    if (!((((I == 1) || (1 == ((int32_t)(((int64_t*)l2_gru_step_x_strides)[1])))) && ((B == 1) || (I == ((int32_t)(((int64_t*)l2_gru_step_x_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "0", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((B * I) == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((B == ((int32_t)(((int64_t*)l2_gru_step_h_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "B"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_gru_step_h_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_gru_step_h_strides == NULL)) {
    if (!((((H == 1) || (1 == ((int32_t)(((int64_t*)l2_gru_step_h_strides)[1])))) && ((B == 1) || (H == ((int32_t)(((int64_t*)l2_gru_step_h_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "h", ".strides on argument #", "1", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)h_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h.device_id", " on argument #", "1", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((B * H) == 0) || !(((float*)(((DLTensor*)h_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"h", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((I == ((int32_t)(((int64_t*)l2_gru_step_w_ih_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w_ih.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "I"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_gru_step_w_ih_strides == NULL)) {
    if (!((((I == 1) || (1 == ((int32_t)(((int64_t*)l2_gru_step_w_ih_strides)[1])))) && (((3 * H) == 1) || (I == ((int32_t)(((int64_t*)l2_gru_step_w_ih_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "w_ih", ".strides on argument #", "2", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)w_ih_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w_ih.device_id", " on argument #", "2", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((3 * H) * I) == 0) || !(((float*)(((DLTensor*)w_ih_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"w_ih", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_gru_step_w_hh_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w_hh.shape[1]", " on argument #", "3", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_gru_step_w_hh_strides == NULL)) {
    if (!((((H == 1) || (1 == ((int32_t)(((int64_t*)l2_gru_step_w_hh_strides)[1])))) && (((3 * H) == 1) || (H == ((int32_t)(((int64_t*)l2_gru_step_w_hh_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "w_hh", ".strides on argument #", "3", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)w_hh_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "w_hh.device_id", " on argument #", "3", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((3 * H) * H) == 0) || !(((float*)(((DLTensor*)w_hh_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"w_hh", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l2_gru_step_b_ih_strides == NULL)) {
    if (!((((3 * H) == 1) || (1 == ((int32_t)(((int64_t*)l2_gru_step_b_ih_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "b_ih", ".strides on argument #", "4", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)b_ih_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b_ih.device_id", " on argument #", "4", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((3 * H) == 0) || !(((float*)(((DLTensor*)b_ih_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"b_ih", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l2_gru_step_b_hh_strides == NULL)) {
    if (!((((3 * H) == 1) || (1 == ((int32_t)(((int64_t*)l2_gru_step_b_hh_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "b_hh", ".strides on argument #", "5", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)b_hh_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b_hh.device_id", " on argument #", "5", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((3 * H) == 0) || !(((float*)(((DLTensor*)b_hh_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"b_hh", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((B == ((int32_t)(((int64_t*)l2_gru_step_h_new_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h_new.shape[0]", " on argument #", "6", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "B"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_gru_step_h_new_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h_new.shape[1]", " on argument #", "6", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_gru_step_h_new_strides == NULL)) {
    if (!((((H == 1) || (1 == ((int32_t)(((int64_t*)l2_gru_step_h_new_strides)[1])))) && ((B == 1) || (H == ((int32_t)(((int64_t*)l2_gru_step_h_new_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "h_new", ".strides on argument #", "6", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)h_new_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h_new.device_id", " on argument #", "6", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((B * H) == 0) || !(((float*)(((DLTensor*)h_new_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"h_new", " data pointer is NULL on argument #", "6", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)h_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "h.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((H * 3) == ((int32_t)(((int64_t*)l2_gru_step_w_ih_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "w_ih.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "3 * H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)w_ih_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "w_ih.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((H * 3) == ((int32_t)(((int64_t*)l2_gru_step_w_hh_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "w_hh.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "3 * H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)w_hh_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "w_hh.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((H * 3) == ((int32_t)(((int64_t*)l2_gru_step_b_ih_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "b_ih.shape[0]", " on argument #", "4", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "3 * H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)b_ih_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "b_ih.byte_offset", " on argument #", "4", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((H * 3) == ((int32_t)(((int64_t*)l2_gru_step_b_hh_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "b_hh.shape[0]", " on argument #", "5", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "3 * H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)b_hh_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "b_hh.byte_offset", " on argument #", "5", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)h_new_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "h_new.byte_offset", " on argument #", "6", " when calling:\n  `", "l2_gru_step(x: Tensor([B, I], float32), h: Tensor([B, H], float32), w_ih: Tensor([3 * H, I], float32), w_hh: Tensor([3 * H, H], float32), b_ih: Tensor([3 * H], float32), b_hh: Tensor([3 * H], float32), h_new: Tensor([B, H], float32), B: int32, I: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  float* h = ((float*)((float*)(((DLTensor*)h_handle)[0].data)));
  float* w_ih = ((float*)((float*)(((DLTensor*)w_ih_handle)[0].data)));
  float* w_hh = ((float*)((float*)(((DLTensor*)w_hh_handle)[0].data)));
  float* b_ih = ((float*)((float*)(((DLTensor*)b_ih_handle)[0].data)));
  float* b_hh = ((float*)((float*)(((DLTensor*)b_hh_handle)[0].data)));
  float* h_new = ((float*)((float*)(((DLTensor*)h_new_handle)[0].data)));
  float ir_dot_ptr[1];
  float iz_dot_ptr[1];
  float in_dot_ptr[1];
  float hr_dot_ptr[1];
  float hz_dot_ptr[1];
  float hn_dot_ptr[1];
  for (int32_t b = 0; b < B; ++b) {
    for (int32_t j = 0; j < H; ++j) {
      for (int32_t ax0 = 0; ax0 < I; ++ax0) {
        if (ax0 == 0) {
          ir_dot_ptr[0] = 0.000000e+00f;
        }
        ir_dot_ptr[0] = (ir_dot_ptr[0] + (w_ih[((j * I) + ax0)] * x[((b * I) + ax0)]));
      }
      for (int32_t ax0_1 = 0; ax0_1 < I; ++ax0_1) {
        if (ax0_1 == 0) {
          iz_dot_ptr[0] = 0.000000e+00f;
        }
        iz_dot_ptr[0] = (iz_dot_ptr[0] + (w_ih[(((j * I) + ax0_1) + (H * I))] * x[((b * I) + ax0_1)]));
      }
      for (int32_t ax0_2 = 0; ax0_2 < I; ++ax0_2) {
        if (ax0_2 == 0) {
          in_dot_ptr[0] = 0.000000e+00f;
        }
        in_dot_ptr[0] = (in_dot_ptr[0] + (w_ih[((((H * I) * 2) + (j * I)) + ax0_2)] * x[((b * I) + ax0_2)]));
      }
      for (int32_t ax0_3 = 0; ax0_3 < H; ++ax0_3) {
        if (ax0_3 == 0) {
          hr_dot_ptr[0] = 0.000000e+00f;
        }
        hr_dot_ptr[0] = (hr_dot_ptr[0] + (w_hh[((j * H) + ax0_3)] * h[((b * H) + ax0_3)]));
      }
      for (int32_t ax0_4 = 0; ax0_4 < H; ++ax0_4) {
        if (ax0_4 == 0) {
          hz_dot_ptr[0] = 0.000000e+00f;
        }
        hz_dot_ptr[0] = (hz_dot_ptr[0] + (w_hh[(((j * H) + ax0_4) + (H * H))] * h[((b * H) + ax0_4)]));
      }
      for (int32_t ax0_5 = 0; ax0_5 < H; ++ax0_5) {
        if (ax0_5 == 0) {
          hn_dot_ptr[0] = 0.000000e+00f;
        }
        hn_dot_ptr[0] = (hn_dot_ptr[0] + (w_hh[((((H * H) * 2) + (j * H)) + ax0_5)] * h[((b * H) + ax0_5)]));
      }
      float condval_7;
      if (((in_dot_ptr[0] + b_ih[((H * 2) + j)]) + ((1.000000e+00f / (1.000000e+00f + expf((((ir_dot_ptr[0] + b_ih[j]) + (hr_dot_ptr[0] + b_hh[j])) * -1.000000e+00f)))) * (hn_dot_ptr[0] + b_hh[((H * 2) + j)]))) < 0.000000e+00f) {
        condval_7 = -1.000000e+00f;
      } else {
        condval_7 = 1.000000e+00f;
      }
      float v_ = (in_dot_ptr[0] + b_ih[((H * 2) + j)]) + ((1.000000e+00f / (1.000000e+00f + expf((((ir_dot_ptr[0] + b_ih[j]) + (hr_dot_ptr[0] + b_hh[j])) * -1.000000e+00f)))) * (hn_dot_ptr[0] + b_hh[((H * 2) + j)]));
      float v__1 = ((in_dot_ptr[0] + b_ih[((H * 2) + j)]) + ((1.000000e+00f / (1.000000e+00f + expf((((ir_dot_ptr[0] + b_ih[j]) + (hr_dot_ptr[0] + b_hh[j])) * -1.000000e+00f)))) * (hn_dot_ptr[0] + b_hh[((H * 2) + j)]))) * -1.000000e+00f;
      float v__2 = (in_dot_ptr[0] + b_ih[((H * 2) + j)]) + ((1.000000e+00f / (1.000000e+00f + expf((((ir_dot_ptr[0] + b_ih[j]) + (hr_dot_ptr[0] + b_hh[j])) * -1.000000e+00f)))) * (hn_dot_ptr[0] + b_hh[((H * 2) + j)]));
      float v__3 = ((in_dot_ptr[0] + b_ih[((H * 2) + j)]) + ((1.000000e+00f / (1.000000e+00f + expf((((ir_dot_ptr[0] + b_ih[j]) + (hr_dot_ptr[0] + b_hh[j])) * -1.000000e+00f)))) * (hn_dot_ptr[0] + b_hh[((H * 2) + j)]))) * -1.000000e+00f;
      h_new[((b * H) + j)] = (((1.000000e+00f - (1.000000e+00f / (1.000000e+00f + expf((((iz_dot_ptr[0] + b_ih[(j + H)]) + (hz_dot_ptr[0] + b_hh[(j + H)])) * -1.000000e+00f))))) * ((condval_7 * (1.000000e+00f - expf((-2.000000e+00f * ((v_) > (v__1) ? (v_) : (v__1)))))) / (1.000000e+00f + expf((-2.000000e+00f * ((v__2) > (v__3) ? (v__2) : (v__3))))))) + ((1.000000e+00f / (1.000000e+00f + expf((((iz_dot_ptr[0] + b_ih[(j + H)]) + (hz_dot_ptr[0] + b_hh[(j + H)])) * -1.000000e+00f)))) * h[((b * H) + j)]));
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l2_gru_step(self, args, num_args, result);
}
