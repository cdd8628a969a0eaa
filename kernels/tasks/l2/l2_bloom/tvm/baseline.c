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
TVM_DLL int32_t __tvm_ffi_l2_bloom(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_bloom(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 9))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "9", " arguments", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t img_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((img_type_index == 0) || (img_type_index == 4)) || (img_type_index == 7)) || (img_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "Tensor"};
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
  int32_t out_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((out_type_index == 0) || (out_type_index == 4)) || (out_type_index == 7)) || (out_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (out_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* out_handle = (void*)condval_1;
  int32_t bright_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((bright_type_index == 0) || (bright_type_index == 4)) || (bright_type_index == 7)) || (bright_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (bright_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* bright_handle = (void*)condval_2;
  int32_t hb_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((hb_type_index == 0) || (hb_type_index == 4)) || (hb_type_index == 7)) || (hb_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (hb_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* hb_handle = (void*)condval_3;
  int32_t H_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t threshold_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!((((threshold_type_index == 3) || (threshold_type_index == 1)) || (threshold_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float threshold = ((threshold_type_index == 3) ? ((float)(((TVMFFIAny*)args)[6].v_float64)) : ((float)(((TVMFFIAny*)args)[6].v_int64)));
  int32_t knee_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!((((knee_type_index == 3) || (knee_type_index == 1)) || (knee_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float knee = ((knee_type_index == 3) ? ((float)(((TVMFFIAny*)args)[7].v_float64)) : ((float)(((TVMFFIAny*)args)[7].v_int64)));
  int32_t intensity_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!((((intensity_type_index == 3) || (intensity_type_index == 1)) || (intensity_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float intensity = ((intensity_type_index == 3) ? ((float)(((TVMFFIAny*)args)[8].v_float64)) : ((float)(((TVMFFIAny*)args)[8].v_int64)));
  if (!(!(img_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)img_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "img", ".ndim on argument #", "0", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)img_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)img_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)img_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "img", ".dtype on argument #", "0", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_bloom_img_shape = (int64_t*)(((DLTensor*)img_handle)[0].shape);
  int64_t* l2_bloom_img_strides = (int64_t*)(((DLTensor*)img_handle)[0].strides);
  if (!(((((DLTensor*)img_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "img", ".device_type on argument #", "0", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)img_handle)[0].device.device_id);
  if (!(!(out_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)out_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out", ".ndim on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)out_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)out_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)out_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out", ".dtype on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_bloom_out_shape = (int64_t*)(((DLTensor*)out_handle)[0].shape);
  int64_t* l2_bloom_out_strides = (int64_t*)(((DLTensor*)out_handle)[0].strides);
  if (!(((((DLTensor*)out_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out", ".device_type on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(bright_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)bright_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bright", ".ndim on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)bright_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)bright_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)bright_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bright", ".dtype on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_bloom_bright_shape = (int64_t*)(((DLTensor*)bright_handle)[0].shape);
  int64_t* l2_bloom_bright_strides = (int64_t*)(((DLTensor*)bright_handle)[0].strides);
  if (!(((((DLTensor*)bright_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bright", ".device_type on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(hb_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)hb_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "hb", ".ndim on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)hb_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)hb_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)hb_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "hb", ".dtype on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_bloom_hb_shape = (int64_t*)(((DLTensor*)hb_handle)[0].shape);
  int64_t* l2_bloom_hb_strides = (int64_t*)(((DLTensor*)hb_handle)[0].strides);
  if (!(((((DLTensor*)hb_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "hb", ".device_type on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_bloom_img_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "img.shape[0]", " on argument #", "0", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_bloom_img_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "img.shape[1]", " on argument #", "0", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_bloom_img_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l2_bloom_img_strides)[2]))) && ((W == 1) || (4 == ((int32_t)(((int64_t*)l2_bloom_img_strides)[1]))))) && ((H == 1) || ((4 * W) == ((int32_t)(((int64_t*)l2_bloom_img_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "img", ".strides on argument #", "0", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((((H * W) * 4) == 0) || !(((float*)(((DLTensor*)img_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"img", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_bloom_out_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_bloom_out_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_bloom_out_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l2_bloom_out_strides)[2]))) && ((W == 1) || (4 == ((int32_t)(((int64_t*)l2_bloom_out_strides)[1]))))) && ((H == 1) || ((4 * W) == ((int32_t)(((int64_t*)l2_bloom_out_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "out", ".strides on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)out_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "out.device_id", " on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to match ", "img.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * W) * 4) == 0) || !(((float*)(((DLTensor*)out_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"out", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_bloom_bright_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bright.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_bloom_bright_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bright.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_bloom_bright_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l2_bloom_bright_strides)[2]))) && ((W == 1) || (4 == ((int32_t)(((int64_t*)l2_bloom_bright_strides)[1]))))) && ((H == 1) || ((4 * W) == ((int32_t)(((int64_t*)l2_bloom_bright_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "bright", ".strides on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)bright_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bright.device_id", " on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to match ", "img.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * W) * 4) == 0) || !(((float*)(((DLTensor*)bright_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"bright", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_bloom_hb_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "hb.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_bloom_hb_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "hb.shape[1]", " on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_bloom_hb_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l2_bloom_hb_strides)[2]))) && ((W == 1) || (4 == ((int32_t)(((int64_t*)l2_bloom_hb_strides)[1]))))) && ((H == 1) || ((4 * W) == ((int32_t)(((int64_t*)l2_bloom_hb_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "hb", ".strides on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)hb_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "hb.device_id", " on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected to match ", "img.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * W) * 4) == 0) || !(((float*)(((DLTensor*)hb_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"hb", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_bloom_img_shape)[2])) == 4))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "img.shape[2]", " on argument #", "0", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)img_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "img.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_bloom_out_shape)[2])) == 4))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "out.shape[2]", " on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)out_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "out.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_bloom_bright_shape)[2])) == 4))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "bright.shape[2]", " on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)bright_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "bright.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_bloom_hb_shape)[2])) == 4))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "hb.shape[2]", " on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)hb_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "hb.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_bloom(img: Tensor([H, W, 4], float32), out: Tensor([H, W, 4], float32), bright: Tensor([H, W, 4], float32), hb: Tensor([H, W, 4], float32), H: int32, W: int32, threshold: float32, knee: float32, intensity: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* img = ((float*)((float*)(((DLTensor*)img_handle)[0].data)));
  float* out = ((float*)((float*)(((DLTensor*)out_handle)[0].data)));
  float* bright = ((float*)((float*)(((DLTensor*)bright_handle)[0].data)));
  float* hb = ((float*)((float*)(((DLTensor*)hb_handle)[0].data)));
  float hsum_ptr[1];
  float vb_ptr[1];
  for (int32_t y = 0; y < H; ++y) {
    for (int32_t x = 0; x < W; ++x) {
      for (int32_t c = 0; c < 4; ++c) {
        float condval_4;
        if (c == 3) {
          condval_4 = 0.000000e+00f;
        } else {
          float v_ = ((((2.126000e-01f * img[(((y * W) * 4) + (x * 4))]) + (7.152000e-01f * img[((((y * W) * 4) + (x * 4)) + 1)])) + (7.220000e-02f * img[((((y * W) * 4) + (x * 4)) + 2)])) - threshold) + knee;
          float v__1 = (v_) > (0.000000e+00f) ? (v_) : (0.000000e+00f);
          float v__2 = 2.000000e+00f * knee;
          float v__3 = (((v__1) < (v__2) ? (v__1) : (v__2)) * ((v__1) < (v__2) ? (v__1) : (v__2))) / ((4.000000e+00f * knee) + 1.000000e-05f);
          float v__4 = (((2.126000e-01f * img[(((y * W) * 4) + (x * 4))]) + (7.152000e-01f * img[((((y * W) * 4) + (x * 4)) + 1)])) + (7.220000e-02f * img[((((y * W) * 4) + (x * 4)) + 2)])) - threshold;
          float v__5 = ((2.126000e-01f * img[(((y * W) * 4) + (x * 4))]) + (7.152000e-01f * img[((((y * W) * 4) + (x * 4)) + 1)])) + (7.220000e-02f * img[((((y * W) * 4) + (x * 4)) + 2)]);
          condval_4 = (img[(((x * 4) + ((y * W) * 4)) + c)] * (((v__3) > (v__4) ? (v__3) : (v__4)) / ((v__5) > (1.000000e-05f) ? (v__5) : (1.000000e-05f))));
        }
        bright[(((x * 4) + ((y * W) * 4)) + c)] = condval_4;
      }
    }
  }
  for (int32_t y_1 = 0; y_1 < H; ++y_1) {
    for (int32_t x_1 = 0; x_1 < W; ++x_1) {
      for (int32_t c_1 = 0; c_1 < 4; ++c_1) {
        for (int32_t ax0 = 0; ax0 < 9; ++ax0) {
          if (ax0 == 0) {
            hsum_ptr[0] = 0.000000e+00f;
          }
          float condval_5;
          if (ax0 < 4) {
            float condval_6;
            if (ax0 < 2) {
              float condval_7;
              if (ax0 < 1) {
                condval_7 = 3.906250e-03f;
              } else {
                condval_7 = 3.125000e-02f;
              }
              condval_6 = condval_7;
            } else {
              float condval_8;
              if (ax0 < 3) {
                condval_8 = 1.093750e-01f;
              } else {
                condval_8 = 2.187500e-01f;
              }
              condval_6 = condval_8;
            }
            condval_5 = condval_6;
          } else {
            float condval_9;
            if (ax0 < 6) {
              float condval_10;
              if (ax0 < 5) {
                condval_10 = 2.734375e-01f;
              } else {
                condval_10 = 2.187500e-01f;
              }
              condval_9 = condval_10;
            } else {
              float condval_11;
              if (ax0 < 7) {
                condval_11 = 1.093750e-01f;
              } else {
                float condval_12;
                if (ax0 < 8) {
                  condval_12 = 3.125000e-02f;
                } else {
                  condval_12 = 3.906250e-03f;
                }
                condval_11 = condval_12;
              }
              condval_9 = condval_11;
            }
            condval_5 = condval_9;
          }
          int32_t v__6 = (x_1 + ax0) - 4;
          int32_t v__7 = W - 1;
          int32_t v__8 = (v__6) < (v__7) ? (v__6) : (v__7);
          hsum_ptr[0] = (hsum_ptr[0] + (condval_5 * bright[(((((v__8) > (0) ? (v__8) : (0)) * 4) + ((y_1 * W) * 4)) + c_1)]));
        }
        hb[(((x_1 * 4) + ((y_1 * W) * 4)) + c_1)] = hsum_ptr[0];
      }
    }
  }
  for (int32_t y_2 = 0; y_2 < H; ++y_2) {
    for (int32_t x_2 = 0; x_2 < W; ++x_2) {
      for (int32_t c_2 = 0; c_2 < 4; ++c_2) {
        for (int32_t ax0_1 = 0; ax0_1 < 9; ++ax0_1) {
          if (ax0_1 == 0) {
            vb_ptr[0] = 0.000000e+00f;
          }
          float condval_13;
          if (ax0_1 < 4) {
            float condval_14;
            if (ax0_1 < 2) {
              float condval_15;
              if (ax0_1 < 1) {
                condval_15 = 3.906250e-03f;
              } else {
                condval_15 = 3.125000e-02f;
              }
              condval_14 = condval_15;
            } else {
              float condval_16;
              if (ax0_1 < 3) {
                condval_16 = 1.093750e-01f;
              } else {
                condval_16 = 2.187500e-01f;
              }
              condval_14 = condval_16;
            }
            condval_13 = condval_14;
          } else {
            float condval_17;
            if (ax0_1 < 6) {
              float condval_18;
              if (ax0_1 < 5) {
                condval_18 = 2.734375e-01f;
              } else {
                condval_18 = 2.187500e-01f;
              }
              condval_17 = condval_18;
            } else {
              float condval_19;
              if (ax0_1 < 7) {
                condval_19 = 1.093750e-01f;
              } else {
                float condval_20;
                if (ax0_1 < 8) {
                  condval_20 = 3.125000e-02f;
                } else {
                  condval_20 = 3.906250e-03f;
                }
                condval_19 = condval_20;
              }
              condval_17 = condval_19;
            }
            condval_13 = condval_17;
          }
          int32_t v__9 = (y_2 + ax0_1) - 4;
          int32_t v__10 = H - 1;
          int32_t v__11 = (v__9) < (v__10) ? (v__9) : (v__10);
          vb_ptr[0] = (vb_ptr[0] + (condval_13 * hb[((((((v__11) > (0) ? (v__11) : (0)) * W) * 4) + (x_2 * 4)) + c_2)]));
        }
        float condval_21;
        if (c_2 == 3) {
          condval_21 = img[((((y_2 * W) * 4) + (x_2 * 4)) + 3)];
        } else {
          condval_21 = (img[(((x_2 * 4) + ((y_2 * W) * 4)) + c_2)] + (intensity * vb_ptr[0]));
        }
        out[(((x_2 * 4) + ((y_2 * W) * 4)) + c_2)] = condval_21;
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
  return __tvm_ffi_l2_bloom(self, args, num_args, result);
}
