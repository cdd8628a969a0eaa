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
TVM_DLL int32_t __tvm_ffi_l2_gemm_bias_gelu(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float tanhf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_gemm_bias_gelu(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 4))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "4", " arguments", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (X_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* X_handle = (void*)condval;
  int32_t W_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((W_type_index == 0) || (W_type_index == 4)) || (W_type_index == 7)) || (W_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (W_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* W_handle = (void*)condval_1;
  int32_t b_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((b_type_index == 0) || (b_type_index == 4)) || (b_type_index == 7)) || (b_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (b_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* b_handle = (void*)condval_2;
  int32_t Y_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (Y_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* Y_handle = (void*)condval_3;
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_gemm_bias_gelu_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l2_gemm_bias_gelu_X_shape)[0]));
  int32_t K = ((int32_t)(((int64_t*)l2_gemm_bias_gelu_X_shape)[1]));
  int64_t* l2_gemm_bias_gelu_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(W_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)W_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "W", ".ndim on argument #", "1", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)W_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)W_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)W_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "W", ".dtype on argument #", "1", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_gemm_bias_gelu_W_shape = (int64_t*)(((DLTensor*)W_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l2_gemm_bias_gelu_W_shape)[1]));
  int64_t* l2_gemm_bias_gelu_W_strides = (int64_t*)(((DLTensor*)W_handle)[0].strides);
  if (!(((((DLTensor*)W_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "W", ".device_type on argument #", "1", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(b_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)b_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b", ".ndim on argument #", "2", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)b_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)b_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)b_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b", ".dtype on argument #", "2", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_gemm_bias_gelu_b_shape = (int64_t*)(((DLTensor*)b_handle)[0].shape);
  int64_t* l2_gemm_bias_gelu_b_strides = (int64_t*)(((DLTensor*)b_handle)[0].strides);
  if (!(((((DLTensor*)b_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b", ".device_type on argument #", "2", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "3", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "3", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_gemm_bias_gelu_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l2_gemm_bias_gelu_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "3", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_gemm_bias_gelu_X_strides == NULL)) {
    if (!((((K == 1) || (1 == ((int32_t)(((int64_t*)l2_gemm_bias_gelu_X_strides)[1])))) && ((M == 1) || (K == ((int32_t)(((int64_t*)l2_gemm_bias_gelu_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((M * K) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((K == ((int32_t)(((int64_t*)l2_gemm_bias_gelu_W_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "W.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_gemm_bias_gelu_W_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l2_gemm_bias_gelu_W_strides)[1])))) && ((K == 1) || (N == ((int32_t)(((int64_t*)l2_gemm_bias_gelu_W_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "W", ".strides on argument #", "1", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)W_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "W.device_id", " on argument #", "1", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((K * N) == 0) || !(((float*)(((DLTensor*)W_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"W", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_gemm_bias_gelu_b_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected to match ", "W.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_gemm_bias_gelu_b_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l2_gemm_bias_gelu_b_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "b", ".strides on argument #", "2", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)b_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b.device_id", " on argument #", "2", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((float*)(((DLTensor*)b_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"b", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l2_gemm_bias_gelu_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_gemm_bias_gelu_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[1]", " on argument #", "3", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected to match ", "W.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_gemm_bias_gelu_Y_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l2_gemm_bias_gelu_Y_strides)[1])))) && ((M == 1) || (N == ((int32_t)(((int64_t*)l2_gemm_bias_gelu_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "3", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "3", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((M * N) == 0) || !(((float*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)W_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "W.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)b_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "b.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_gemm_bias_gelu(X: Tensor([M, K], float32), W: Tensor([K, N], float32), b: Tensor([N], float32), Y: Tensor([M, N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* W = ((float*)((float*)(((DLTensor*)W_handle)[0].data)));
  float* b = ((float*)((float*)(((DLTensor*)b_handle)[0].data)));
  float* Y = ((float*)((float*)(((DLTensor*)Y_handle)[0].data)));
  float matmul_ptr[1];
  for (int32_t i = 0; i < M; ++i) {
    for (int32_t j = 0; j < N; ++j) {
      for (int32_t ax0 = 0; ax0 < K; ++ax0) {
        if (ax0 == 0) {
          matmul_ptr[0] = 0.000000e+00f;
        }
        matmul_ptr[0] = (matmul_ptr[0] + (X[((i * K) + ax0)] * W[((ax0 * N) + j)]));
      }
      Y[((i * N) + j)] = ((5.000000e-01f * (matmul_ptr[0] + b[j])) * (1.000000e+00f + tanhf((7.978846e-01f * ((matmul_ptr[0] + b[j]) + (((4.471500e-02f * (matmul_ptr[0] + b[j])) * (matmul_ptr[0] + b[j])) * (matmul_ptr[0] + b[j])))))));
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l2_gemm_bias_gelu(self, args, num_args, result);
}
