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
TVM_DLL int32_t __tvm_ffi_l1_gemm_int4(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_gemm_int4(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 6))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "6", " arguments", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t x_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t Wq_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((Wq_type_index == 0) || (Wq_type_index == 4)) || (Wq_type_index == 7)) || (Wq_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (Wq_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* Wq_handle = (void*)condval_1;
  int32_t scales_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((scales_type_index == 0) || (scales_type_index == 4)) || (scales_type_index == 7)) || (scales_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (scales_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* scales_handle = (void*)condval_2;
  int32_t zeros_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((zeros_type_index == 0) || (zeros_type_index == 4)) || (zeros_type_index == 7)) || (zeros_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (zeros_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* zeros_handle = (void*)condval_3;
  int32_t y_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t G_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((G_type_index == 1) || (G_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t G = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "0", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "0", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_int4_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l1_gemm_int4_x_shape)[0]));
  int32_t K = ((int32_t)(((int64_t*)l1_gemm_int4_x_shape)[1]));
  int64_t* l1_gemm_int4_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "0", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)x_handle)[0].device.device_id);
  if (!(!(Wq_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Wq_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wq", ".ndim on argument #", "1", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Wq_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)Wq_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Wq_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wq", ".dtype on argument #", "1", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_int4_Wq_shape = (int64_t*)(((DLTensor*)Wq_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l1_gemm_int4_Wq_shape)[0]));
  int64_t* l1_gemm_int4_Wq_strides = (int64_t*)(((DLTensor*)Wq_handle)[0].strides);
  if (!(((((DLTensor*)Wq_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wq", ".device_type on argument #", "1", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(scales_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)scales_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scales", ".ndim on argument #", "2", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)scales_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)scales_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)scales_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scales", ".dtype on argument #", "2", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_int4_scales_shape = (int64_t*)(((DLTensor*)scales_handle)[0].shape);
  int64_t* l1_gemm_int4_scales_strides = (int64_t*)(((DLTensor*)scales_handle)[0].strides);
  if (!(((((DLTensor*)scales_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scales", ".device_type on argument #", "2", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(zeros_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)zeros_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "zeros", ".ndim on argument #", "3", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)zeros_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)zeros_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)zeros_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "zeros", ".dtype on argument #", "3", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_int4_zeros_shape = (int64_t*)(((DLTensor*)zeros_handle)[0].shape);
  int64_t* l1_gemm_int4_zeros_strides = (int64_t*)(((DLTensor*)zeros_handle)[0].strides);
  if (!(((((DLTensor*)zeros_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "zeros", ".device_type on argument #", "3", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "4", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "4", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_int4_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l1_gemm_int4_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "4", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemm_int4_x_strides == NULL)) {
    if (!((((K == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_int4_x_strides)[1])))) && ((M == 1) || (K == ((int32_t)(((int64_t*)l1_gemm_int4_x_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "0", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((M * K) == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_gemm_int4_Wq_strides == NULL)) {
    if (!(((((K >> 3) == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_int4_Wq_strides)[1])))) && ((N == 1) || ((K >> 3) == ((int32_t)(((int64_t*)l1_gemm_int4_Wq_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Wq", ".strides on argument #", "1", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Wq_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wq.device_id", " on argument #", "1", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((N * (K >> 3)) == 0) || !(((uint32_t*)(((DLTensor*)Wq_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Wq", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_gemm_int4_scales_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scales.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to match ", "Wq.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemm_int4_scales_strides == NULL)) {
    int32_t rmod = (K % G);
    int32_t rdiv = (K / G);
    int32_t rmod_1 = (K % G);
    int32_t rdiv_1 = (K / G);
    if (!((((((((G >= 0) && (rmod >= 0)) || ((G < 0) && (rmod <= 0))) ? rdiv : (rdiv - 1)) == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_int4_scales_strides)[1])))) && ((N == 1) || (((((G >= 0) && (rmod_1 >= 0)) || ((G < 0) && (rmod_1 <= 0))) ? rdiv_1 : (rdiv_1 - 1)) == ((int32_t)(((int64_t*)l1_gemm_int4_scales_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "scales", ".strides on argument #", "2", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)scales_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "scales.device_id", " on argument #", "2", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_2 = (K % G);
  int32_t rdiv_2 = (K / G);
  if (!((((N * ((((G >= 0) && (rmod_2 >= 0)) || ((G < 0) && (rmod_2 <= 0))) ? rdiv_2 : (rdiv_2 - 1))) == 0) || !(((float*)(((DLTensor*)scales_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"scales", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_gemm_int4_zeros_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "zeros.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to match ", "Wq.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemm_int4_zeros_strides == NULL)) {
    int32_t rmod_3 = (K % G);
    int32_t rdiv_3 = (K / G);
    int32_t rmod_4 = (K % G);
    int32_t rdiv_4 = (K / G);
    if (!((((((((G >= 0) && (rmod_3 >= 0)) || ((G < 0) && (rmod_3 <= 0))) ? rdiv_3 : (rdiv_3 - 1)) == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_int4_zeros_strides)[1])))) && ((N == 1) || (((((G >= 0) && (rmod_4 >= 0)) || ((G < 0) && (rmod_4 <= 0))) ? rdiv_4 : (rdiv_4 - 1)) == ((int32_t)(((int64_t*)l1_gemm_int4_zeros_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "zeros", ".strides on argument #", "3", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)zeros_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "zeros.device_id", " on argument #", "3", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_5 = (K % G);
  int32_t rdiv_5 = (K / G);
  if (!((((N * ((((G >= 0) && (rmod_5 >= 0)) || ((G < 0) && (rmod_5 <= 0))) ? rdiv_5 : (rdiv_5 - 1))) == 0) || !(((uint32_t*)(((DLTensor*)zeros_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"zeros", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_gemm_int4_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "4", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to match ", "x.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_gemm_int4_y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[1]", " on argument #", "4", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to match ", "Wq.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemm_int4_y_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_int4_y_strides)[1])))) && ((M == 1) || (N == ((int32_t)(((int64_t*)l1_gemm_int4_y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "4", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "4", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((M * N) == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((K >> 3) == ((int32_t)(((int64_t*)l1_gemm_int4_Wq_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wq.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "floordiv(x.shape[1], 8)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Wq_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wq.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_6 = (K % G);
  int32_t rdiv_6 = (K / G);
  if (!((((((G >= 0) && (rmod_6 >= 0)) || ((G < 0) && (rmod_6 <= 0))) ? rdiv_6 : (rdiv_6 - 1)) == ((int32_t)(((int64_t*)l1_gemm_int4_scales_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "scales.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "floordiv(x.shape[1], G)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)scales_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "scales.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_7 = (K % G);
  int32_t rdiv_7 = (K / G);
  if (!((((((G >= 0) && (rmod_7 >= 0)) || ((G < 0) && (rmod_7 <= 0))) ? rdiv_7 : (rdiv_7 - 1)) == ((int32_t)(((int64_t*)l1_gemm_int4_zeros_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "zeros.shape[1]", " on argument #", "3", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "floordiv(x.shape[1], G)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)zeros_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "zeros.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "4", " when calling:\n  `", "l1_gemm_int4(x: Tensor([M, K], float32), Wq: Tensor([N, K // 8], uint32), scales: Tensor([N, K // G], float32), zeros: Tensor([N, K // G], uint32), y: Tensor([M, N], float32), G: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  uint32_t* Wq = ((uint32_t*)((uint32_t*)(((DLTensor*)Wq_handle)[0].data)));
  float* scales = ((float*)((float*)(((DLTensor*)scales_handle)[0].data)));
  uint32_t* zeros = ((uint32_t*)((uint32_t*)(((DLTensor*)zeros_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  float acc_ptr[1];
  for (int32_t i = 0; i < M; ++i) {
    for (int32_t j = 0; j < N; ++j) {
      for (int32_t ax0 = 0; ax0 < K; ++ax0) {
        if (ax0 == 0) {
          acc_ptr[0] = 0.000000e+00f;
        }
        int32_t rmod_8 = (K % G);
        int32_t rdiv_8 = (K / G);
        int32_t rmod_9 = (ax0 % G);
        int32_t rdiv_9 = (ax0 / G);
        int32_t rmod_10 = (K % G);
        int32_t rdiv_10 = (K / G);
        int32_t rmod_11 = (ax0 % G);
        int32_t rdiv_11 = (ax0 / G);
        acc_ptr[0] = (acc_ptr[0] + (x[((i * K) + ax0)] * (((float)(((int32_t)((Wq[((ax0 >> 3) + (j * (K >> 3)))] >> ((uint32_t)((ax0 & 7) * 4))) & (uint32_t)15)) - ((int32_t)zeros[((j * ((((G >= 0) && (rmod_8 >= 0)) || ((G < 0) && (rmod_8 <= 0))) ? rdiv_8 : (rdiv_8 - 1))) + ((((G >= 0) && (rmod_9 >= 0)) || ((G < 0) && (rmod_9 <= 0))) ? rdiv_9 : (rdiv_9 - 1)))]))) * scales[((j * ((((G >= 0) && (rmod_10 >= 0)) || ((G < 0) && (rmod_10 <= 0))) ? rdiv_10 : (rdiv_10 - 1))) + ((((G >= 0) && (rmod_11 >= 0)) || ((G < 0) && (rmod_11 <= 0))) ? rdiv_11 : (rdiv_11 - 1)))])));
      }
      y[((i * N) + j)] = acc_ptr[0];
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_gemm_int4(self, args, num_args, result);
}
