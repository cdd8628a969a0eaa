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
TVM_DLL int32_t __tvm_ffi_l1_rgb_to_yuv420(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_rgb_to_yuv420(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 6))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "6", " arguments", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t RGB_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((RGB_type_index == 0) || (RGB_type_index == 4)) || (RGB_type_index == 7)) || (RGB_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (RGB_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* RGB_handle = (void*)condval;
  int32_t I420_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((I420_type_index == 0) || (I420_type_index == 4)) || (I420_type_index == 7)) || (I420_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (I420_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* I420_handle = (void*)condval_1;
  int32_t means_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((means_type_index == 0) || (means_type_index == 4)) || (means_type_index == 7)) || (means_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (means_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* means_handle = (void*)condval_2;
  int32_t stream_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((stream_type_index == 0) || (stream_type_index == 4)) || (stream_type_index == 7)) || (stream_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (stream_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* stream_handle = (void*)condval_3;
  int32_t W_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t H_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  if (!(!(RGB_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)RGB_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "RGB", ".ndim on argument #", "0", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)RGB_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)RGB_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)RGB_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "RGB", ".dtype on argument #", "0", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_rgb_to_yuv420_RGB_shape = (int64_t*)(((DLTensor*)RGB_handle)[0].shape);
  int64_t* l1_rgb_to_yuv420_RGB_strides = (int64_t*)(((DLTensor*)RGB_handle)[0].strides);
  if (!(((((DLTensor*)RGB_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "RGB", ".device_type on argument #", "0", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)RGB_handle)[0].device.device_id);
  if (!(!(I420_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)I420_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "I420", ".ndim on argument #", "1", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)I420_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)I420_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)I420_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "I420", ".dtype on argument #", "1", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_rgb_to_yuv420_I420_shape = (int64_t*)(((DLTensor*)I420_handle)[0].shape);
  int64_t* l1_rgb_to_yuv420_I420_strides = (int64_t*)(((DLTensor*)I420_handle)[0].strides);
  if (!(((((DLTensor*)I420_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "I420", ".device_type on argument #", "1", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(means_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)means_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "means", ".ndim on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)means_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)means_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)means_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "means", ".dtype on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_rgb_to_yuv420_means_shape = (int64_t*)(((DLTensor*)means_handle)[0].shape);
  int64_t* l1_rgb_to_yuv420_means_strides = (int64_t*)(((DLTensor*)means_handle)[0].strides);
  if (!(((((DLTensor*)means_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "means", ".device_type on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(stream_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)stream_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "stream", ".ndim on argument #", "3", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)stream_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)stream_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)stream_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "stream", ".dtype on argument #", "3", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_rgb_to_yuv420_stream_shape = (int64_t*)(((DLTensor*)stream_handle)[0].shape);
  int64_t* l1_rgb_to_yuv420_stream_strides = (int64_t*)(((DLTensor*)stream_handle)[0].strides);
  if (!(((((DLTensor*)stream_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "stream", ".device_type on argument #", "3", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_rgb_to_yuv420_RGB_strides == NULL)) {
    if (!(((((((3 * W) * H) + 3) >> 2) == 1) || (1 == ((int32_t)(((int64_t*)l1_rgb_to_yuv420_RGB_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "RGB", ".strides on argument #", "0", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((((((3 * W) * H) + 3) >> 2) == 0) || !(((uint32_t*)(((DLTensor*)RGB_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"RGB", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_rgb_to_yuv420_I420_strides == NULL)) {
    if (!(((((((W * H) + ((2 * ((W + 1) >> 1)) * ((H + 1) >> 1))) + 3) >> 2) == 1) || (1 == ((int32_t)(((int64_t*)l1_rgb_to_yuv420_I420_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "I420", ".strides on argument #", "1", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)I420_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "I420.device_id", " on argument #", "1", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected to match ", "RGB.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((W * H) + ((2 * ((W + 1) >> 1)) * ((H + 1) >> 1))) + 3) >> 2) == 0) || !(((uint32_t*)(((DLTensor*)I420_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"I420", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_rgb_to_yuv420_means_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l1_rgb_to_yuv420_means_strides)[2]))) && ((((W + 1) >> 1) == 1) || (3 == ((int32_t)(((int64_t*)l1_rgb_to_yuv420_means_strides)[1]))))) && ((((H + 1) >> 1) == 1) || ((3 * ((W + 1) >> 1)) == ((int32_t)(((int64_t*)l1_rgb_to_yuv420_means_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "means", ".strides on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)means_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "means.device_id", " on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected to match ", "RGB.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((H + 1) >> 1) * ((W + 1) >> 1)) * 3) == 0) || !(((int32_t*)(((DLTensor*)means_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"means", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_rgb_to_yuv420_stream_strides == NULL)) {
    if (!(((((W * H) + ((2 * ((W + 1) >> 1)) * ((H + 1) >> 1))) == 1) || (1 == ((int32_t)(((int64_t*)l1_rgb_to_yuv420_stream_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "stream", ".strides on argument #", "3", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)stream_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "stream.device_id", " on argument #", "3", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected to match ", "RGB.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((W * H) + ((2 * ((W + 1) >> 1)) * ((H + 1) >> 1))) == 0) || !(((uint32_t*)(((DLTensor*)stream_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"stream", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((((((W * H) * 3) + 3) >> 2) == ((int32_t)(((int64_t*)l1_rgb_to_yuv420_RGB_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "RGB.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "floordiv(3 * W * H + 3, 4)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)RGB_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "RGB.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((((W + 1) >> 1) * ((H + 1) >> 1)) * 2) + (W * H)) + 3) >> 2) == ((int32_t)(((int64_t*)l1_rgb_to_yuv420_I420_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "I420.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "floordiv(W * H + 2 * floordiv(W + 1, 2) * floordiv(H + 1, 2) + 3, 4)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)I420_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "I420.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H + 1) >> 1) == ((int32_t)(((int64_t*)l1_rgb_to_yuv420_means_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "means.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "floordiv(H + 1, 2)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((W + 1) >> 1) == ((int32_t)(((int64_t*)l1_rgb_to_yuv420_means_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "means.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "floordiv(W + 1, 2)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_rgb_to_yuv420_means_shape)[2])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "means.shape[2]", " on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)means_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "means.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((W + 1) >> 1) * ((H + 1) >> 1)) * 2) + (W * H)) == ((int32_t)(((int64_t*)l1_rgb_to_yuv420_stream_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "stream.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "W * H + 2 * floordiv(W + 1, 2) * floordiv(H + 1, 2)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)stream_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "stream.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_rgb_to_yuv420(RGB: Tensor([(3 * W * H + 3) // 4], uint32), I420: Tensor([(W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2) + 3) // 4], uint32), means: Tensor([(H + 1) // 2, (W + 1) // 2, 3], int32), stream: Tensor([W * H + 2 * ((W + 1) // 2) * ((H + 1) // 2)], uint32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* RGB = ((uint32_t*)((uint32_t*)(((DLTensor*)RGB_handle)[0].data)));
  uint32_t* I420 = ((uint32_t*)((uint32_t*)(((DLTensor*)I420_handle)[0].data)));
  int32_t* means = ((int32_t*)((int32_t*)(((DLTensor*)means_handle)[0].data)));
  uint32_t* stream = ((uint32_t*)((uint32_t*)(((DLTensor*)stream_handle)[0].data)));
  for (int32_t r = 0; r < ((H + 1) >> 1); ++r) {
    for (int32_t q = 0; q < ((W + 1) >> 1); ++q) {
      for (int32_t c = 0; c < 3; ++c) {
        int32_t v_ = (q * 2) + 1;
        int32_t v__1 = W - 1;
        int32_t v__2 = (v__1) > (0) ? (v__1) : (0);
        int32_t v__3 = (r * 2) + 1;
        int32_t v__4 = H - 1;
        int32_t v__5 = (v__4) > (0) ? (v__4) : (0);
        means[(((q * 3) + ((r * ((W + 1) >> 1)) * 3)) + c)] = ((((((int32_t)((RGB[((((q * 3) + ((r * ((W) > (1) ? (W) : (1))) * 3)) + (c >> 1)) >> 1)] >> ((uint32_t)(((((q * 6) + ((r * ((W) > (1) ? (W) : (1))) * 6)) + c) & 3) * 8))) & (uint32_t)255)) + (((int32_t)(((q * 2) + 1) < W)) * ((int32_t)((RGB[((((r * ((W) > (1) ? (W) : (1))) * 3) + (((((v_) < (v__2) ? (v_) : (v__2)) * 3) + c) >> 1)) >> 1)] >> ((uint32_t)((((((r * ((W) > (1) ? (W) : (1))) * 6) + (((v_) < (v__2) ? (v_) : (v__2)) * 3)) + c) & 3) * 8))) & (uint32_t)255)))) + (((int32_t)(((r * 2) + 1) < H)) * (((int32_t)((RGB[(((q * 3) + ((((((v__3) < (v__5) ? (v__3) : (v__5)) * ((W) > (1) ? (W) : (1))) * 3) + c) >> 1)) >> 1)] >> ((uint32_t)(((((q * 6) + ((((v__3) < (v__5) ? (v__3) : (v__5)) * ((W) > (1) ? (W) : (1))) * 3)) + c) & 3) * 8))) & (uint32_t)255)) + (((int32_t)(((q * 2) + 1) < W)) * ((int32_t)((RGB[((((((v_) < (v__2) ? (v_) : (v__2)) * 3) + ((((v__3) < (v__5) ? (v__3) : (v__5)) * ((W) > (1) ? (W) : (1))) * 3)) + c) >> 2)] >> ((uint32_t)(((((((v_) < (v__2) ? (v_) : (v__2)) * 3) + ((((v__3) < (v__5) ? (v__3) : (v__5)) * ((W) > (1) ? (W) : (1))) * 3)) + c) & 3) * 8))) & (uint32_t)255)))))) + ((1 << (((int32_t)(((r * 2) + 1) < H)) + ((int32_t)(((q * 2) + 1) < W)))) >> 1)) >> (((int32_t)(((r * 2) + 1) < H)) + ((int32_t)(((q * 2) + 1) < W))));
      }
    }
  }
  for (int32_t m = 0; m < (((((W + 1) >> 1) * ((H + 1) >> 1)) * 2) + (W * H)); ++m) {
    int32_t condval_4;
    if (m < (((W) > (1) ? (W) : (1)) * ((H) > (1) ? (H) : (1)))) {
      condval_4 = (((((((int32_t)((RGB[(((m * 3) + 1) >> 2)] >> ((uint32_t)((((m * 3) + 1) & 3) * 8))) & (uint32_t)255)) * 129) + (((int32_t)((RGB[((m * 3) >> 2)] >> ((uint32_t)(((m * 3) & 3) * 8))) & (uint32_t)255)) * 66)) + (((int32_t)((RGB[(((m * 3) + 2) >> 2)] >> ((uint32_t)((((m * 3) + 2) & 3) * 8))) & (uint32_t)255)) * 25)) + 4224) >> 8);
    } else {
      int32_t v__6 = (m - (((W) > (1) ? (W) : (1)) * ((H) > (1) ? (H) : (1)))) - ((((((W) > (1) ? (W) : (1)) * ((H) > (1) ? (H) : (1))) + (((((W) > (1) ? (W) : (1)) + 1) >> 1) * ((((H) > (1) ? (H) : (1)) + 1) >> 1))) <= m) ? (((((W) > (1) ? (W) : (1)) + 1) >> 1) * ((((H) > (1) ? (H) : (1)) + 1) >> 1)) : 0);
      condval_4 = (((((((((((W) > (1) ? (W) : (1)) * ((H) > (1) ? (H) : (1))) + (((((W) > (1) ? (W) : (1)) + 1) >> 1) * ((((H) > (1) ? (H) : (1)) + 1) >> 1))) <= m) ? 112 : -38) * means[((((((v__6) > (0) ? (v__6) : (0)) / ((((W) > (1) ? (W) : (1)) + 1) >> 1)) * ((W + 1) >> 1)) * 3) + ((((v__6) > (0) ? (v__6) : (0)) % ((((W) > (1) ? (W) : (1)) + 1) >> 1)) * 3))]) + (((((((W) > (1) ? (W) : (1)) * ((H) > (1) ? (H) : (1))) + (((((W) > (1) ? (W) : (1)) + 1) >> 1) * ((((H) > (1) ? (H) : (1)) + 1) >> 1))) <= m) ? -94 : -74) * means[(((((((v__6) > (0) ? (v__6) : (0)) / ((((W) > (1) ? (W) : (1)) + 1) >> 1)) * ((W + 1) >> 1)) * 3) + ((((v__6) > (0) ? (v__6) : (0)) % ((((W) > (1) ? (W) : (1)) + 1) >> 1)) * 3)) + 1)])) + (((((((W) > (1) ? (W) : (1)) * ((H) > (1) ? (H) : (1))) + (((((W) > (1) ? (W) : (1)) + 1) >> 1) * ((((H) > (1) ? (H) : (1)) + 1) >> 1))) <= m) ? -18 : 112) * means[(((((((v__6) > (0) ? (v__6) : (0)) / ((((W) > (1) ? (W) : (1)) + 1) >> 1)) * ((W + 1) >> 1)) * 3) + ((((v__6) > (0) ? (v__6) : (0)) % ((((W) > (1) ? (W) : (1)) + 1) >> 1)) * 3)) + 2)])) + 32896) >> 8);
    }
    stream[m] = ((uint32_t)condval_4);
  }
  for (int32_t k = 0; k < (((((W * H) + 3) >> 1) + (((W + 1) >> 1) * ((H + 1) >> 1))) >> 1); ++k) {
    uint32_t condval_5;
    if ((k * 4) < (((((W + 1) >> 1) * ((H + 1) >> 1)) * 2) + (W * H))) {
      int32_t v__7 = k * 4;
      int32_t v__8 = (((((W + 1) >> 1) * ((H + 1) >> 1)) * 2) + (W * H)) - 1;
      condval_5 = stream[((v__7) < (v__8) ? (v__7) : (v__8))];
    } else {
      condval_5 = (uint32_t)0;
    }
    uint32_t condval_6;
    if (((k * 4) + 1) < (((((W + 1) >> 1) * ((H + 1) >> 1)) * 2) + (W * H))) {
      int32_t v__9 = (k * 4) + 1;
      int32_t v__10 = (((((W + 1) >> 1) * ((H + 1) >> 1)) * 2) + (W * H)) - 1;
      condval_6 = stream[((v__9) < (v__10) ? (v__9) : (v__10))];
    } else {
      condval_6 = (uint32_t)0;
    }
    uint32_t condval_7;
    if (((k * 4) + 2) < (((((W + 1) >> 1) * ((H + 1) >> 1)) * 2) + (W * H))) {
      int32_t v__11 = (k * 4) + 2;
      int32_t v__12 = (((((W + 1) >> 1) * ((H + 1) >> 1)) * 2) + (W * H)) - 1;
      condval_7 = stream[((v__11) < (v__12) ? (v__11) : (v__12))];
    } else {
      condval_7 = (uint32_t)0;
    }
    uint32_t condval_8;
    if (((k * 4) + 3) < (((((W + 1) >> 1) * ((H + 1) >> 1)) * 2) + (W * H))) {
      int32_t v__13 = (k * 4) + 3;
      int32_t v__14 = (((((W + 1) >> 1) * ((H + 1) >> 1)) * 2) + (W * H)) - 1;
      condval_8 = stream[((v__13) < (v__14) ? (v__13) : (v__14))];
    } else {
      condval_8 = (uint32_t)0;
    }
    I420[k] = (((((uint32_t)0 | (condval_5 << (uint32_t)0)) | (condval_6 << (uint32_t)8)) | (condval_7 << (uint32_t)16)) | (condval_8 << (uint32_t)24));
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_rgb_to_yuv420(self, args, num_args, result);
}
