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
TVM_DLL int32_t __tvm_ffi_l1_gaussian_blur(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_gaussian_blur(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 3))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "3", " arguments", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "Tensor"};
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
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "Tensor"};
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
  int32_t T_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((T_type_index == 0) || (T_type_index == 4)) || (T_type_index == 7)) || (T_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (T_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* T_handle = (void*)condval_2;
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gaussian_blur_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l1_gaussian_blur_X_shape)[0]));
  int32_t H = ((int32_t)(((int64_t*)l1_gaussian_blur_X_shape)[1]));
  int32_t W = ((int32_t)(((int64_t*)l1_gaussian_blur_X_shape)[2]));
  int64_t* l1_gaussian_blur_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gaussian_blur_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l1_gaussian_blur_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(T_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)T_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T", ".ndim on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)T_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)T_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)T_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T", ".dtype on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_gaussian_blur_T_shape = (int64_t*)(((DLTensor*)T_handle)[0].shape);
  int64_t* l1_gaussian_blur_T_strides = (int64_t*)(((DLTensor*)T_handle)[0].strides);
  if (!(((((DLTensor*)T_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T", ".device_type on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gaussian_blur_X_strides == NULL)) {
    if (!(((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_gaussian_blur_X_strides)[2])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_gaussian_blur_X_strides)[1]))))) && ((N == 1) || ((W * H) == ((int32_t)(((int64_t*)l1_gaussian_blur_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((((N * H) * W) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_gaussian_blur_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_gaussian_blur_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_gaussian_blur_Y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[2]", " on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected to match ", "X.shape[2]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gaussian_blur_Y_strides == NULL)) {
    if (!(((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_gaussian_blur_Y_strides)[2])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_gaussian_blur_Y_strides)[1]))))) && ((N == 1) || ((W * H) == ((int32_t)(((int64_t*)l1_gaussian_blur_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((N * H) * W) == 0) || !(((float*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_gaussian_blur_T_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected to match ", "X.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_gaussian_blur_T_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected to match ", "X.shape[1]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_gaussian_blur_T_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T.shape[2]", " on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected to match ", "X.shape[2]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_gaussian_blur_T_strides == NULL)) {
    if (!(((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_gaussian_blur_T_strides)[2])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_gaussian_blur_T_strides)[1]))))) && ((N == 1) || ((W * H) == ((int32_t)(((int64_t*)l1_gaussian_blur_T_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "T", ".strides on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)T_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "T.device_id", " on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((N * H) * W) == 0) || !(((float*)(((DLTensor*)T_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"T", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)T_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "T.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_gaussian_blur(X: Tensor([N, H, W], float32), Y: Tensor([N, H, W], float32), T: Tensor([N, H, W], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* Y = ((float*)((float*)(((DLTensor*)Y_handle)[0].data)));
  float* T = ((float*)((float*)(((DLTensor*)T_handle)[0].data)));
  for (int32_t b = 0; b < N; ++b) {
    for (int32_t i = 0; i < H; ++i) {
      for (int32_t j = 0; j < W; ++j) {
        int32_t v_ = j - 2;
        int32_t v__1 = (v_) > (0) ? (v_) : (0);
        int32_t v__2 = W - 1;
        int32_t v__3 = j - 1;
        int32_t v__4 = (v__3) > (0) ? (v__3) : (0);
        int32_t v__5 = j + 1;
        int32_t v__6 = j + 2;
        T[((((b * H) + i) * W) + j)] = (((((6.250000e-02f * X[(((v__1) < (v__2) ? (v__1) : (v__2)) + (((b * H) + i) * W))]) + (2.500000e-01f * X[(((v__4) < (v__2) ? (v__4) : (v__2)) + (((b * H) + i) * W))])) + (3.750000e-01f * X[(((j) < (v__2) ? (j) : (v__2)) + (((b * H) + i) * W))])) + (2.500000e-01f * X[(((v__5) < (v__2) ? (v__5) : (v__2)) + (((b * H) + i) * W))])) + (6.250000e-02f * X[(((v__6) < (v__2) ? (v__6) : (v__2)) + (((b * H) + i) * W))]));
      }
    }
  }
  for (int32_t b_1 = 0; b_1 < N; ++b_1) {
    for (int32_t i_1 = 0; i_1 < H; ++i_1) {
      for (int32_t j_1 = 0; j_1 < W; ++j_1) {
        int32_t v__7 = i_1 - 2;
        int32_t v__8 = (v__7) > (0) ? (v__7) : (0);
        int32_t v__9 = H - 1;
        int32_t v__10 = i_1 - 1;
        int32_t v__11 = (v__10) > (0) ? (v__10) : (0);
        int32_t v__12 = i_1 + 1;
        int32_t v__13 = i_1 + 2;
        Y[((((b_1 * H) + i_1) * W) + j_1)] = (((((6.250000e-02f * T[(((((v__8) < (v__9) ? (v__8) : (v__9)) + (b_1 * H)) * W) + j_1)]) + (2.500000e-01f * T[(((((v__11) < (v__9) ? (v__11) : (v__9)) + (b_1 * H)) * W) + j_1)])) + (3.750000e-01f * T[(((((i_1) < (v__9) ? (i_1) : (v__9)) + (b_1 * H)) * W) + j_1)])) + (2.500000e-01f * T[(((((v__12) < (v__9) ? (v__12) : (v__9)) + (b_1 * H)) * W) + j_1)])) + (6.250000e-02f * T[(((((v__13) < (v__9) ? (v__13) : (v__9)) + (b_1 * H)) * W) + j_1)]));
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
  return __tvm_ffi_l1_gaussian_blur(self, args, num_args, result);
}
