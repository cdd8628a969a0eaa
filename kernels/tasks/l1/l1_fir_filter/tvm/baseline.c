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
TVM_DLL int32_t __tvm_ffi_l1_fir_filter(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_fir_filter(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 3))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "3", " arguments", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t x_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((x_type_index == 0) || (x_type_index == 4)) || (x_type_index == 7)) || (x_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "Tensor"};
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
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t y_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "Tensor"};
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
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)x_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".ndim on argument #", "0", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)x_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)x_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)x_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".dtype on argument #", "0", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_fir_filter_x_shape = (int64_t*)(((DLTensor*)x_handle)[0].shape);
  int32_t B = ((int32_t)(((int64_t*)l1_fir_filter_x_shape)[0]));
  int32_t N = ((int32_t)(((int64_t*)l1_fir_filter_x_shape)[1]));
  int64_t* l1_fir_filter_x_strides = (int64_t*)(((DLTensor*)x_handle)[0].strides);
  if (!(((((DLTensor*)x_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "x", ".device_type on argument #", "0", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)x_handle)[0].device.device_id);
  if (!(!(h_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)h_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".ndim on argument #", "1", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)h_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)h_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)h_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".dtype on argument #", "1", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_fir_filter_h_shape = (int64_t*)(((DLTensor*)h_handle)[0].shape);
  int32_t T = ((int32_t)(((int64_t*)l1_fir_filter_h_shape)[0]));
  int64_t* l1_fir_filter_h_strides = (int64_t*)(((DLTensor*)h_handle)[0].strides);
  if (!(((((DLTensor*)h_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h", ".device_type on argument #", "1", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "2", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "2", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_fir_filter_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l1_fir_filter_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "2", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_fir_filter_x_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l1_fir_filter_x_strides)[1])))) && ((B == 1) || (N == ((int32_t)(((int64_t*)l1_fir_filter_x_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "x", ".strides on argument #", "0", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((B * N) == 0) || !(((float*)(((DLTensor*)x_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"x", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_fir_filter_h_strides == NULL)) {
    if (!(((T == 1) || (1 == ((int32_t)(((int64_t*)l1_fir_filter_h_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "h", ".strides on argument #", "1", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)h_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "h.device_id", " on argument #", "1", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((T == 0) || !(((float*)(((DLTensor*)h_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"h", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((B == ((int32_t)(((int64_t*)l1_fir_filter_y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected to match ", "x.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_fir_filter_y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected to match ", "x.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_fir_filter_y_strides == NULL)) {
    if (!((((N == 1) || (1 == ((int32_t)(((int64_t*)l1_fir_filter_y_strides)[1])))) && ((B == 1) || (N == ((int32_t)(((int64_t*)l1_fir_filter_y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "2", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "2", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected to match ", "x.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((B * N) == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)x_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "x.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)h_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "h.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_fir_filter(x: Tensor([B, N], float32), h: Tensor([T], float32), y: Tensor([B, N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* x = ((float*)((float*)(((DLTensor*)x_handle)[0].data)));
  float* h = ((float*)((float*)(((DLTensor*)h_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  for (int32_t b = 0; b < B; ++b) {
    for (int32_t i = 0; i < N; ++i) {
      for (int32_t t = 0; t < T; ++t) {
        if (t == 0) {
          y[((b * N) + i)] = 0.000000e+00f;
        }
        float condval_3;
        if (t <= i) {
          int32_t v_ = i - t;
          condval_3 = (h[t] * x[(((v_) > (0) ? (v_) : (0)) + (b * N))]);
        } else {
          condval_3 = 0.000000e+00f;
        }
        y[((b * N) + i)] = (y[((b * N) + i)] + condval_3);
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
  return __tvm_ffi_l1_fir_filter(self, args, num_args, result);
}
