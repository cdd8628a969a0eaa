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
TVM_DLL int32_t __tvm_ffi_l2_preprocess_normalize(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_preprocess_normalize(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 12))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "12", " arguments", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t img_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((img_type_index == 0) || (img_type_index == 4)) || (img_type_index == 7)) || (img_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (img_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* img_handle = (void*)condval;
  int32_t mean_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((mean_type_index == 0) || (mean_type_index == 4)) || (mean_type_index == 7)) || (mean_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (mean_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* mean_handle = (void*)condval_1;
  int32_t stdev_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((stdev_type_index == 0) || (stdev_type_index == 4)) || (stdev_type_index == 7)) || (stdev_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (stdev_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* stdev_handle = (void*)condval_2;
  int32_t y_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((y_type_index == 0) || (y_type_index == 4)) || (y_type_index == 7)) || (y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (y_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* y_handle = (void*)condval_3;
  int32_t H_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t x0_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((x0_type_index == 1) || (x0_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t x0 = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t y0_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((y0_type_index == 1) || (y0_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t y0 = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t cw_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((cw_type_index == 1) || (cw_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t cw = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  int32_t ch_type_index = (((TVMFFIAny*)args)[9].type_index);
  if (!(((ch_type_index == 1) || (ch_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "9", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t ch = ((int32_t)(((TVMFFIAny*)args)[9].v_int64));
  int32_t OH_type_index = (((TVMFFIAny*)args)[10].type_index);
  if (!(((OH_type_index == 1) || (OH_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "10", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t OH = ((int32_t)(((TVMFFIAny*)args)[10].v_int64));
  int32_t OW_type_index = (((TVMFFIAny*)args)[11].type_index);
  if (!(((OW_type_index == 1) || (OW_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "11", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t OW = ((int32_t)(((TVMFFIAny*)args)[11].v_int64));
  if (!(!(img_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)img_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "img", ".ndim on argument #", "0", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)img_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)img_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)img_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "img", ".dtype on argument #", "0", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_preprocess_normalize_img_shape = (int64_t*)(((DLTensor*)img_handle)[0].shape);
  int64_t* l2_preprocess_normalize_img_strides = (int64_t*)(((DLTensor*)img_handle)[0].strides);
  if (!(((((DLTensor*)img_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "img", ".device_type on argument #", "0", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)img_handle)[0].device.device_id);
  if (!(!(mean_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)mean_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "mean", ".ndim on argument #", "1", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)mean_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)mean_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)mean_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "mean", ".dtype on argument #", "1", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_preprocess_normalize_mean_shape = (int64_t*)(((DLTensor*)mean_handle)[0].shape);
  int64_t* l2_preprocess_normalize_mean_strides = (int64_t*)(((DLTensor*)mean_handle)[0].strides);
  if (!(((((DLTensor*)mean_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "mean", ".device_type on argument #", "1", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(stdev_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)stdev_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "stdev", ".ndim on argument #", "2", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)stdev_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)stdev_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)stdev_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "stdev", ".dtype on argument #", "2", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_preprocess_normalize_stdev_shape = (int64_t*)(((DLTensor*)stdev_handle)[0].shape);
  int64_t* l2_preprocess_normalize_stdev_strides = (int64_t*)(((DLTensor*)stdev_handle)[0].strides);
  if (!(((((DLTensor*)stdev_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "stdev", ".device_type on argument #", "2", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".ndim on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".dtype on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_preprocess_normalize_y_shape = (int64_t*)(((DLTensor*)y_handle)[0].shape);
  int64_t* l2_preprocess_normalize_y_strides = (int64_t*)(((DLTensor*)y_handle)[0].strides);
  if (!(((((DLTensor*)y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y", ".device_type on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_preprocess_normalize_img_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "img.shape[0]", " on argument #", "0", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_preprocess_normalize_img_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "img.shape[1]", " on argument #", "0", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_preprocess_normalize_img_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l2_preprocess_normalize_img_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l2_preprocess_normalize_img_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "img", ".strides on argument #", "0", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((H * W) == 0) || !(((uint32_t*)(((DLTensor*)img_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"img", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l2_preprocess_normalize_mean_strides == NULL)) {
    if (!((1 == ((int32_t)(((int64_t*)l2_preprocess_normalize_mean_strides)[0]))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "mean", ".strides on argument #", "1", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)mean_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "mean.device_id", " on argument #", "1", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "img.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((float*)(((DLTensor*)mean_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"mean", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l2_preprocess_normalize_stdev_strides == NULL)) {
    if (!((1 == ((int32_t)(((int64_t*)l2_preprocess_normalize_stdev_strides)[0]))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "stdev", ".strides on argument #", "2", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)stdev_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "stdev.device_id", " on argument #", "2", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "img.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((float*)(((DLTensor*)stdev_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"stdev", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((OH == ((int32_t)(((int64_t*)l2_preprocess_normalize_y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[2]", " on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "OH"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((OW == ((int32_t)(((int64_t*)l2_preprocess_normalize_y_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.shape[3]", " on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "OW"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_preprocess_normalize_y_strides == NULL)) {
    if (!(((((OW == 1) || (1 == ((int32_t)(((int64_t*)l2_preprocess_normalize_y_strides)[3])))) && ((OH == 1) || (OW == ((int32_t)(((int64_t*)l2_preprocess_normalize_y_strides)[2]))))) && ((OW * OH) == ((int32_t)(((int64_t*)l2_preprocess_normalize_y_strides)[1])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "y", ".strides on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "y.device_id", " on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected to match ", "img.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((3 * OH) * OW) == 0) || !(((float*)(((DLTensor*)y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"y", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)img_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "img.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_preprocess_normalize_mean_shape)[0])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "mean.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)mean_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "mean.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_preprocess_normalize_stdev_shape)[0])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "stdev.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)stdev_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "stdev.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_preprocess_normalize_y_shape)[0])) == 1))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_preprocess_normalize_y_shape)[1])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.shape[1]", " on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "y.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_preprocess_normalize(img: Tensor([H, W], uint32), mean: Tensor([3], float32), stdev: Tensor([3], float32), y: Tensor([1, 3, OH, OW], float32), H: int32, W: int32, x0: int32, y0: int32, cw: int32, ch: int32, OH: int32, OW: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* img = ((uint32_t*)((uint32_t*)(((DLTensor*)img_handle)[0].data)));
  float* mean = ((float*)((float*)(((DLTensor*)mean_handle)[0].data)));
  float* stdev = ((float*)((float*)(((DLTensor*)stdev_handle)[0].data)));
  float* y = ((float*)((float*)(((DLTensor*)y_handle)[0].data)));
  for (int32_t c = 0; c < 3; ++c) {
    for (int32_t i = 0; i < OH; ++i) {
      for (int32_t j = 0; j < OW; ++j) {
        float v_ = ((((float)i) + 5.000000e-01f) * (((float)ch) / ((float)OH))) - 5.000000e-01f;
        float v__1 = ((((float)j) + 5.000000e-01f) * (((float)cw) / ((float)OW))) - 5.000000e-01f;
        int32_t v__2 = ((int32_t)((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f))) + 1;
        int32_t v__3 = cw - 1;
        int32_t v__4 = ((int32_t)((v_) > (0.000000e+00f) ? (v_) : (0.000000e+00f))) + 1;
        int32_t v__5 = ch - 1;
        y[((((c * OH) + i) * OW) + j)] = ((((((1.000000e+00f - (((v_) > (0.000000e+00f) ? (v_) : (0.000000e+00f)) - ((float)((int32_t)((v_) > (0.000000e+00f) ? (v_) : (0.000000e+00f)))))) * (((1.000000e+00f - (((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f)) - ((float)((int32_t)((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f)))))) * ((float)((img[((((y0 + ((int32_t)((v_) > (0.000000e+00f) ? (v_) : (0.000000e+00f)))) * W) + x0) + ((int32_t)((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f))))] >> ((uint32_t)(c * 8))) & (uint32_t)255))) + ((((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f)) - ((float)((int32_t)((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f))))) * ((float)((img[((((v__2) < (v__3) ? (v__2) : (v__3)) + ((y0 + ((int32_t)((v_) > (0.000000e+00f) ? (v_) : (0.000000e+00f)))) * W)) + x0)] >> ((uint32_t)(c * 8))) & (uint32_t)255))))) + ((((v_) > (0.000000e+00f) ? (v_) : (0.000000e+00f)) - ((float)((int32_t)((v_) > (0.000000e+00f) ? (v_) : (0.000000e+00f))))) * (((1.000000e+00f - (((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f)) - ((float)((int32_t)((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f)))))) * ((float)((img[((((((v__4) < (v__5) ? (v__4) : (v__5)) + y0) * W) + x0) + ((int32_t)((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f))))] >> ((uint32_t)(c * 8))) & (uint32_t)255))) + ((((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f)) - ((float)((int32_t)((v__1) > (0.000000e+00f) ? (v__1) : (0.000000e+00f))))) * ((float)((img[((((v__2) < (v__3) ? (v__2) : (v__3)) + ((((v__4) < (v__5) ? (v__4) : (v__5)) + y0) * W)) + x0)] >> ((uint32_t)(c * 8))) & (uint32_t)255)))))) / 2.550000e+02f) - mean[c]) / stdev[c]);
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
  return __tvm_ffi_l2_preprocess_normalize(self, args, num_args, result);
}
