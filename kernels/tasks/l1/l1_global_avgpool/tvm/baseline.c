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
TVM_DLL int32_t __tvm_ffi_l1_global_avgpool(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_global_avgpool(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 2))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "2", " arguments", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t Y_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (Y_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* Y_handle = (void*)condval_1;
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_global_avgpool_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l1_global_avgpool_X_shape)[0]));
  int32_t H = ((int32_t)(((int64_t*)l1_global_avgpool_X_shape)[1]));
  int32_t W = ((int32_t)(((int64_t*)l1_global_avgpool_X_shape)[2]));
  int32_t C = ((int32_t)(((int64_t*)l1_global_avgpool_X_shape)[3]));
  int64_t* l1_global_avgpool_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "1", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "1", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_global_avgpool_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l1_global_avgpool_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "1", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_global_avgpool_X_strides == NULL)) {
    if (!((((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_global_avgpool_X_strides)[3])))) && ((W == 1) || (C == ((int32_t)(((int64_t*)l1_global_avgpool_X_strides)[2]))))) && ((H == 1) || ((C * W) == ((int32_t)(((int64_t*)l1_global_avgpool_X_strides)[1]))))) && ((N == 1) || (((C * W) * H) == ((int32_t)(((int64_t*)l1_global_avgpool_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((((N * H) * W) * C) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_global_avgpool_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((C == ((int32_t)(((int64_t*)l1_global_avgpool_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected to match ", "X.shape[3]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_global_avgpool_Y_strides == NULL)) {
    if (!((((C == 1) || (1 == ((int32_t)(((int64_t*)l1_global_avgpool_Y_strides)[1])))) && ((N == 1) || (C == ((int32_t)(((int64_t*)l1_global_avgpool_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "1", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "1", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((N * C) == 0) || !(((float*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_global_avgpool(X: Tensor([N, H, W, C], float32), Y: Tensor([N, C], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* Y = ((float*)((float*)(((DLTensor*)Y_handle)[0].data)));
  for (int32_t b = 0; b < N; ++b) {
    for (int32_t ch = 0; ch < C; ++ch) {
      for (int32_t kh = 0; kh < H; ++kh) {
        for (int32_t kw = 0; kw < W; ++kw) {
          if ((kh == 0) && (kw == 0)) {
            Y[((b * C) + ch)] = 0.000000e+00f;
          }
          Y[((b * C) + ch)] = (Y[((b * C) + ch)] + (X[((((((b * H) + kh) * W) + kw) * C) + ch)] * (1.000000e+00f / ((float)(H * W)))));
        }
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
  return __tvm_ffi_l1_global_avgpool(self, args, num_args, result);
}
