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
TVM_DLL int32_t __tvm_ffi_l1_gemv_q4_0(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_gemv_q4_0(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 4))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "4", " arguments", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t Wq_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((Wq_type_index == 0) || (Wq_type_index == 4)) || (Wq_type_index == 7)) || (Wq_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (Wq_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* Wq_handle = (void*)condval;
  int32_t d_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((d_type_index == 0) || (d_type_index == 4)) || (d_type_index == 7)) || (d_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (d_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* d_handle = (void*)condval_1;
  int32_t x_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (x_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* x_handle = (void*)condval_2;
  int32_t y_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (y_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* y_handle = (void*)condval_3;
  if (!(!(Wq_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Wq_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wq", ".ndim on argument #", "0", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Wq_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)Wq_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Wq_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wq", ".dtype on argument #", "0", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemv_q4_0_Wq_shape = (int64_t*)(((DLTensor*)Wq_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l1_gemv_q4_0_Wq_shape)[0]));
  int64_t* l1_gemv_q4_0_Wq_strides = (int64_t*)(((DLTensor*)Wq_handle)[0].strides);
  if (!(((((DLTensor*)Wq_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wq", ".device_type on argument #", "0", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)Wq_handle)[0].device.device_id);
  if (!(!(d_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)d_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "d", ".ndim on argument #", "1", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)d_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)d_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)d_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "d", ".dtype on argument #", "1", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemv_q4_0_d_shape = (int64_t*)(((DLTensor*)d_handle)[0].shape);
  int64_t* l1_gemv_q4_0_d_strides = (int64_t*)(((DLTensor*)d_handle)[0].strides);
  if (!(((((DLTensor*)d_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "d", ".device_type on argument #", "1", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "2", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "2", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemv_q4_0_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int32_t K = ((int32_t)(((int64_t*)l1_gemv_q4_0_x_shape)[0]));
  int64_t* l1_gemv_q4_0_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "2", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "3", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "3", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemv_q4_0_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l1_gemv_q4_0_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "3", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemv_q4_0_Wq_strides == NULL)) {
    if (!(((((K >> 3) == 1) || (1 == ((int32_t)(((int64_t*)l1_gemv_q4_0_Wq_strides)[1])))) && ((M == 1) || ((K >> 3) == ((int32_t)(((int64_t*)l1_gemv_q4_0_Wq_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Wq", ".strides on argument #", "0", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((M * (K >> 3)) == 0) || !(((uint32_t*)(((DLTensor*)Wq_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Wq", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_gemv_q4_0_d_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "d.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "Wq.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemv_q4_0_d_strides == NULL)) {
    if (!(((((K >> 5) == 1) || (1 == ((int32_t)(((int64_t*)l1_gemv_q4_0_d_strides)[1])))) && ((M == 1) || ((K >> 5) == ((int32_t)(((int64_t*)l1_gemv_q4_0_d_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "d", ".strides on argument #", "1", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)d_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "d.device_id", " on argument #", "1", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "Wq.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((M * (K >> 5)) == 0) || !(((float*)(((DLTensor*)d_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"d", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_gemv_q4_0_x_strides == NULL)) {
    if (!(((K == 1) || (1 == ((int32_t)(((int64_t*)l1_gemv_q4_0_x_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "2", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)x_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.device_id", " on argument #", "2", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "Wq.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((K == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_gemv_q4_0_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "Wq.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemv_q4_0_y_strides == NULL)) {
    if (!(((M == 1) || (1 == ((int32_t)(((int64_t*)l1_gemv_q4_0_y_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "3", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "3", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "Wq.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((M == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((K >> 3) == ((int32_t)(((int64_t*)l1_gemv_q4_0_Wq_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wq.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "floordiv(x.shape[0], 8)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Wq_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wq.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((K >> 5) == ((int32_t)(((int64_t*)l1_gemv_q4_0_d_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "d.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "floordiv(x.shape[0], 32)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)d_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "d.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_gemv_q4_0(Wq: Tensor([M, K // 8], uint32), d: Tensor([M, K // 32], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* Wq = ((uint32_t*)((uint32_t*)(((DLTensor*)Wq_handle)[0].data)));
  float* d = ((float*)((float*)(((DLTensor*)d_handle)[0].data)));
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  for (int32_t i = 0; i < M; ++i) {
    for (int32_t r = 0; r < K; ++r) {
      if (r == 0) {
        y[i] = 0.000000e+00f;
      }
      y[i] = (y[i] + (((((float)((Wq[((((r >> 5) * 4) + ((r & 15) >> 2)) + (i * (K >> 3)))] >> ((uint32_t)(((r & 3) * 8) + (((r & 31) >> 4) * 4)))) & (uint32_t)15)) - 8.000000e+00f) * d[((r >> 5) + (i * (K >> 5)))]) * x[r]));
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_gemv_q4_0(self, args, num_args, result);
}
