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
TVM_DLL int32_t __tvm_ffi_l1_gemv(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_gemv(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 3))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "3", " arguments", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t W_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((W_type_index == 0) || (W_type_index == 4)) || (W_type_index == 7)) || (W_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (W_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* W_handle = (void*)condval;
  int32_t x_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (x_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* x_handle = (void*)condval_1;
  int32_t y_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (y_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* y_handle = (void*)condval_2;
  if (!(!(W_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)W_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "W", ".ndim on argument #", "0", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)W_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)W_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)W_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "W", ".dtype on argument #", "0", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemv_W_shape = (int64_t*)(((DLTensor*)W_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l1_gemv_W_shape)[0]));
  int32_t K = ((int32_t)(((int64_t*)l1_gemv_W_shape)[1]));
  int64_t* l1_gemv_W_strides = (int64_t*)(((DLTensor*)W_handle)[0].strides);
  if (!(((((DLTensor*)W_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "W", ".device_type on argument #", "0", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)W_handle)[0].device.device_id);
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "1", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "1", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemv_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int64_t* l1_gemv_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "1", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "2", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "2", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemv_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l1_gemv_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "2", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemv_W_strides == NULL)) {
    if (!((((K == 1) || (1 == ((int32_t)(((int64_t*)l1_gemv_W_strides)[1])))) && ((M == 1) || (K == ((int32_t)(((int64_t*)l1_gemv_W_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "W", ".strides on argument #", "0", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((M * K) == 0) || !(((float*)(((DLTensor*)W_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"W", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((K == ((int32_t)(((int64_t*)l1_gemv_x_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "W.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemv_x_strides == NULL)) {
    if (!(((K == 1) || (1 == ((int32_t)(((int64_t*)l1_gemv_x_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "1", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)x_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x.device_id", " on argument #", "1", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "W.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((K == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_gemv_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "W.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemv_y_strides == NULL)) {
    if (!(((M == 1) || (1 == ((int32_t)(((int64_t*)l1_gemv_y_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "2", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "2", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected to match ", "W.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((M == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)W_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "W.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_gemv(W: Tensor([M, K], float32), x: Tensor([K], float32), y: Tensor([M], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* W = ((float*)((float*)(((DLTensor*)W_handle)[0].data)));
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  for (int32_t i = 0; i < M; ++i) {
    for (int32_t k = 0; k < K; ++k) {
      if (k == 0) {
        y[i] = 0.000000e+00f;
      }
      y[i] = (y[i] + (W[((i * K) + k)] * x[k]));
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_gemv(self, args, num_args, result);
}
