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
TVM_DLL int32_t __tvm_ffi_l1_beamform_delay_sum(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_beamform_delay_sum(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 3))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "3", " arguments", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t x_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t tau_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((tau_type_index == 0) || (tau_type_index == 4)) || (tau_type_index == 7)) || (tau_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (tau_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* tau_handle = (void*)condval_1;
  int32_t y_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "Tensor"};
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
  if (!(!(x_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "0", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "0", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_beamform_delay_sum_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l1_beamform_delay_sum_x_shape)[0]));
  int32_t N = ((int32_t)(((int64_t*)l1_beamform_delay_sum_x_shape)[1]));
  int64_t* l1_beamform_delay_sum_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "0", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)x_handle)[0].device.device_id);
  if (!(!(tau_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)tau_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tau", ".ndim on argument #", "1", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)tau_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)tau_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)tau_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tau", ".dtype on argument #", "1", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_beamform_delay_sum_tau_shape = (int64_t*)(((DLTensor*)tau_handle)[0].shape);
  int32_t D = ((int32_t)(((int64_t*)l1_beamform_delay_sum_tau_shape)[0]));
  int64_t* l1_beamform_delay_sum_tau_strides = (int64_t*)(((DLTensor*)tau_handle)[0].strides);
  if (!(((((DLTensor*)tau_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tau", ".device_type on argument #", "1", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "2", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "2", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_beamform_delay_sum_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l1_beamform_delay_sum_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "2", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_beamform_delay_sum_x_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l1_beamform_delay_sum_x_strides)[1])))) && ((M == 1) || (N == ((int32_t)(((int64_t*)l1_beamform_delay_sum_x_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "0", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((M * N) == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((M == ((int32_t)(((int64_t*)l1_beamform_delay_sum_tau_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tau.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected to match ", "x.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_beamform_delay_sum_tau_strides == NULL)) {
    if (!((((M == 1) || (1 == ((int32_t)(((int64_t*)l1_beamform_delay_sum_tau_strides)[1])))) && ((D == 1) || (M == ((int32_t)(((int64_t*)l1_beamform_delay_sum_tau_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "tau", ".strides on argument #", "1", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)tau_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tau.device_id", " on argument #", "1", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((D * M) == 0) || !(((float*)(((DLTensor*)tau_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"tau", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((D == ((int32_t)(((int64_t*)l1_beamform_delay_sum_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected to match ", "tau.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_beamform_delay_sum_y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected to match ", "x.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_beamform_delay_sum_y_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l1_beamform_delay_sum_y_strides)[1])))) && ((D == 1) || (N == ((int32_t)(((int64_t*)l1_beamform_delay_sum_y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "2", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "2", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((D * N) == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)tau_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "tau.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_beamform_delay_sum(x: Tensor([M, N], float32), tau: Tensor([D, M], float32), y: Tensor([D, N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  float* tau = ((float*)((float*)(((DLTensor*)tau_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  float acc_ptr[1];
  for (int32_t d = 0; d < D; ++d) {
    for (int32_t t = 0; t < N; ++t) {
      for (int32_t ax0 = 0; ax0 < M; ++ax0) {
        if (ax0 == 0) {
          acc_ptr[0] = 0.000000e+00f;
        }
        float condval_3;
        if ((0 <= (t - ((int32_t)floorf(tau[((d * M) + ax0)])))) && ((t - ((int32_t)floorf(tau[((d * M) + ax0)]))) < N)) {
          int32_t v_ = t - ((int32_t)floorf(tau[((d * M) + ax0)]));
          int32_t v__1 = N - 1;
          condval_3 = x[(((v_) < (v__1) ? (v_) : (v__1)) + (ax0 * N))];
        } else {
          condval_3 = 0.000000e+00f;
        }
        float condval_4;
        if ((1 <= (t - ((int32_t)floorf(tau[((d * M) + ax0)])))) && ((t - ((int32_t)floorf(tau[((d * M) + ax0)]))) <= N)) {
          int32_t v__2 = t - ((int32_t)floorf(tau[((d * M) + ax0)]));
          condval_4 = x[((((v__2) < (N) ? (v__2) : (N)) + (ax0 * N)) - 1)];
        } else {
          condval_4 = 0.000000e+00f;
        }
        acc_ptr[0] = (acc_ptr[0] + (((1.000000e+00f - (tau[((d * M) + ax0)] - floorf(tau[((d * M) + ax0)]))) * condval_3) + ((tau[((d * M) + ax0)] - floorf(tau[((d * M) + ax0)])) * condval_4)));
      }
      y[((d * N) + t)] = (acc_ptr[0] / ((float)M));
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_beamform_delay_sum(self, args, num_args, result);
}
