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
TVM_DLL int32_t __tvm_ffi_l1_gemm_f16(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_gemm_f16(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 3))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "3", " arguments", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t A_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((A_type_index == 0) || (A_type_index == 4)) || (A_type_index == 7)) || (A_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (A_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* A_handle = (void*)condval;
  int32_t B_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((B_type_index == 0) || (B_type_index == 4)) || (B_type_index == 7)) || (B_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (B_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* B_handle = (void*)condval_1;
  int32_t C_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((C_type_index == 0) || (C_type_index == 4)) || (C_type_index == 7)) || (C_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (C_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* C_handle = (void*)condval_2;
  if (!(!(A_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)A_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "A", ".ndim on argument #", "0", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)A_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)A_handle)[0].dtype.bits) == (uint8_t)16)) && ((((DLTensor*)A_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "A", ".dtype on argument #", "0", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "float16"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_f16_A_shape = (int64_t*)(((DLTensor*)A_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l1_gemm_f16_A_shape)[0]));
  int32_t K = ((int32_t)(((int64_t*)l1_gemm_f16_A_shape)[1]));
  int64_t* l1_gemm_f16_A_strides = (int64_t*)(((DLTensor*)A_handle)[0].strides);
  if (!(((((DLTensor*)A_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "A", ".device_type on argument #", "0", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)A_handle)[0].device.device_id);
  if (!(!(B_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)B_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B", ".ndim on argument #", "1", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)B_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)B_handle)[0].dtype.bits) == (uint8_t)16)) && ((((DLTensor*)B_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B", ".dtype on argument #", "1", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "float16"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_f16_B_shape = (int64_t*)(((DLTensor*)B_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l1_gemm_f16_B_shape)[1]));
  int64_t* l1_gemm_f16_B_strides = (int64_t*)(((DLTensor*)B_handle)[0].strides);
  if (!(((((DLTensor*)B_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B", ".device_type on argument #", "1", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(C_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)C_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C", ".ndim on argument #", "2", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)C_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)C_handle)[0].dtype.bits) == (uint8_t)16)) && ((((DLTensor*)C_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C", ".dtype on argument #", "2", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "float16"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gemm_f16_C_shape = (int64_t*)(((DLTensor*)C_handle)[0].shape);
  int64_t* l1_gemm_f16_C_strides = (int64_t*)(((DLTensor*)C_handle)[0].strides);
  if (!(((((DLTensor*)C_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C", ".device_type on argument #", "2", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemm_f16_A_strides == NULL)) {
    if (!((((K == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_f16_A_strides)[1])))) && ((M == 1) || (K == ((int32_t)(((int64_t*)l1_gemm_f16_A_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "A", ".strides on argument #", "0", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((M * K) == 0) || !(((half*)(((DLTensor*)A_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"A", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((K == ((int32_t)(((int64_t*)l1_gemm_f16_B_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected to match ", "A.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemm_f16_B_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_f16_B_strides)[1])))) && ((K == 1) || (N == ((int32_t)(((int64_t*)l1_gemm_f16_B_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "B", ".strides on argument #", "1", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)B_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "B.device_id", " on argument #", "1", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected to match ", "A.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((K * N) == 0) || !(((half*)(((DLTensor*)B_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"B", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_gemm_f16_C_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected to match ", "A.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_gemm_f16_C_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected to match ", "B.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gemm_f16_C_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l1_gemm_f16_C_strides)[1])))) && ((M == 1) || (N == ((int32_t)(((int64_t*)l1_gemm_f16_C_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "C", ".strides on argument #", "2", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)C_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "C.device_id", " on argument #", "2", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected to match ", "A.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((M * N) == 0) || !(((half*)(((DLTensor*)C_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"C", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)A_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "A.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)B_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "B.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)C_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "C.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_gemm_f16(A: Tensor([M, K], float16), B: Tensor([K, N], float16), C: Tensor([M, N], float16))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  half* A = ((half*)((half*)(((DLTensor*)A_handle)[0].data)));
  half* B = ((half*)((half*)(((DLTensor*)B_handle)[0].data)));
  half* C = ((half*)((half*)(((DLTensor*)C_handle)[0].data)));
  float acc_ptr[1];
  for (int32_t i = 0; i < M; ++i) {
    for (int32_t j = 0; j < N; ++j) {
      for (int32_t ax0 = 0; ax0 < K; ++ax0) {
        if (ax0 == 0) {
          acc_ptr[0] = 0.000000e+00f;
        }
        acc_ptr[0] = (acc_ptr[0] + (((float)A[((i * K) + ax0)]) * ((float)B[((ax0 * N) + j)])));
      }
      C[((i * N) + j)] = ((half)acc_ptr[0]);
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_gemm_f16(self, args, num_args, result);
}
