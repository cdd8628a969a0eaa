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
TVM_DLL int32_t __tvm_ffi_l1_kahan_sum(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_kahan_sum(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 2))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "2", " arguments", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t y_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (y_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* y_handle = (void*)condval_1;
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_kahan_sum_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int32_t R = ((int32_t)(((int64_t*)l1_kahan_sum_X_shape)[0]));
  int32_t C = ((int32_t)(((int64_t*)l1_kahan_sum_X_shape)[1]));
  int64_t* l1_kahan_sum_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "1", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "1", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_kahan_sum_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l1_kahan_sum_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "1", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_kahan_sum_X_strides == NULL)) {
    if (!((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_kahan_sum_X_strides)[1])))) && ((R == 1) || (C == ((int32_t)(((int64_t*)l1_kahan_sum_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((R * C) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((R == ((int32_t)(((int64_t*)l1_kahan_sum_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_kahan_sum_y_strides == NULL)) {
    if (!(((R == 1) || (1 == ((int32_t)(((int64_t*)l1_kahan_sum_y_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "1", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "1", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((R == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_kahan_sum(X: Tensor([R, C], float32), y: Tensor([R], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  float sc_v0_ptr[1];
  float sc_v1_ptr[1];
  for (int32_t i = 0; i < R; ++i) {
    for (int32_t ax0 = 0; ax0 < C; ++ax0) {
      if (ax0 == 0) {
        sc_v0_ptr[0] = 0.000000e+00f;
        sc_v1_ptr[0] = 0.000000e+00f;
      }
          float v_ = sc_v0_ptr[0] + X[((i * C) + ax0)];
        uint32_t v__1 = (*(uint32_t *)(&(v_))) | ((uint32_t)(R >> 30));
      float v_sc_v0 = (*(float *)(&(v__1)));
          float v__2 = sc_v0_ptr[0] + X[((i * C) + ax0)];
        uint32_t v__3 = (*(uint32_t *)(&(v__2))) | ((uint32_t)(R >> 30));
              float v__4 = sc_v0_ptr[0] + X[((i * C) + ax0)];
            uint32_t v__5 = (*(uint32_t *)(&(v__4))) | ((uint32_t)(R >> 30));
          float v__6 = (*(float *)(&(v__5))) - sc_v0_ptr[0];
        uint32_t v__7 = (*(uint32_t *)(&(v__6))) | ((uint32_t)(R >> 30));
              float v__8 = sc_v0_ptr[0] + X[((i * C) + ax0)];
            uint32_t v__9 = (*(uint32_t *)(&(v__8))) | ((uint32_t)(R >> 30));
          float v__10 = (*(float *)(&(v__9))) - sc_v0_ptr[0];
        uint32_t v__11 = (*(uint32_t *)(&(v__10))) | ((uint32_t)(R >> 30));
      float v_sc_v1 = (sc_v1_ptr[0] + ((sc_v0_ptr[0] - ((*(float *)(&(v__3))) - (*(float *)(&(v__7))))) + (X[((i * C) + ax0)] - (*(float *)(&(v__11))))));
      sc_v0_ptr[0] = v_sc_v0;
      sc_v1_ptr[0] = v_sc_v1;
    }
    y[i] = (sc_v0_ptr[0] + sc_v1_ptr[0]);
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_kahan_sum(self, args, num_args, result);
}
