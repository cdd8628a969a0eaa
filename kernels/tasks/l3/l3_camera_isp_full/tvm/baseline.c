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
TVM_DLL int32_t __tvm_ffi_l3_camera_isp_full(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float powf(float, float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l3_camera_isp_full(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 10))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "10", " arguments", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t raw_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((raw_type_index == 0) || (raw_type_index == 4)) || (raw_type_index == 7)) || (raw_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (raw_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* raw_handle = (void*)condval;
  int32_t ccm_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((ccm_type_index == 0) || (ccm_type_index == 4)) || (ccm_type_index == 7)) || (ccm_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (ccm_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* ccm_handle = (void*)condval_1;
  int32_t rgb_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((rgb_type_index == 0) || (rgb_type_index == 4)) || (rgb_type_index == 7)) || (rgb_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (rgb_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* rgb_handle = (void*)condval_2;
  int32_t enc_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((enc_type_index == 0) || (enc_type_index == 4)) || (enc_type_index == 7)) || (enc_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (enc_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* enc_handle = (void*)condval_3;
  int32_t H_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t BL_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!((((BL_type_index == 3) || (BL_type_index == 1)) || (BL_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float BL = ((BL_type_index == 3) ? ((float)(((TVMFFIAny*)args)[6].v_float64)) : ((float)(((TVMFFIAny*)args)[6].v_int64)));
  int32_t r_gain_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!((((r_gain_type_index == 3) || (r_gain_type_index == 1)) || (r_gain_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float r_gain = ((r_gain_type_index == 3) ? ((float)(((TVMFFIAny*)args)[7].v_float64)) : ((float)(((TVMFFIAny*)args)[7].v_int64)));
  int32_t g_gain_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!((((g_gain_type_index == 3) || (g_gain_type_index == 1)) || (g_gain_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float g_gain = ((g_gain_type_index == 3) ? ((float)(((TVMFFIAny*)args)[8].v_float64)) : ((float)(((TVMFFIAny*)args)[8].v_int64)));
  int32_t b_gain_type_index = (((TVMFFIAny*)args)[9].type_index);
  if (!((((b_gain_type_index == 3) || (b_gain_type_index == 1)) || (b_gain_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "9", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float b_gain = ((b_gain_type_index == 3) ? ((float)(((TVMFFIAny*)args)[9].v_float64)) : ((float)(((TVMFFIAny*)args)[9].v_int64)));
  if (!(!(raw_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)raw_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw", ".ndim on argument #", "0", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)raw_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)raw_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)raw_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw", ".dtype on argument #", "0", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l3_camera_isp_full_raw_shape = (int64_t*)(((DLTensor*)raw_handle)[0].shape);
  int64_t* l3_camera_isp_full_raw_strides = (int64_t*)(((DLTensor*)raw_handle)[0].strides);
  if (!(((((DLTensor*)raw_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw", ".device_type on argument #", "0", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)raw_handle)[0].device.device_id);
  if (!(!(ccm_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)ccm_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ccm", ".ndim on argument #", "1", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)ccm_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)ccm_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)ccm_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ccm", ".dtype on argument #", "1", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l3_camera_isp_full_ccm_shape = (int64_t*)(((DLTensor*)ccm_handle)[0].shape);
  int64_t* l3_camera_isp_full_ccm_strides = (int64_t*)(((DLTensor*)ccm_handle)[0].strides);
  if (!(((((DLTensor*)ccm_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ccm", ".device_type on argument #", "1", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(rgb_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)rgb_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb", ".ndim on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)rgb_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)rgb_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)rgb_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb", ".dtype on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l3_camera_isp_full_rgb_shape = (int64_t*)(((DLTensor*)rgb_handle)[0].shape);
  int64_t* l3_camera_isp_full_rgb_strides = (int64_t*)(((DLTensor*)rgb_handle)[0].strides);
  if (!(((((DLTensor*)rgb_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb", ".device_type on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(enc_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)enc_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "enc", ".ndim on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)enc_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)enc_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)enc_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "enc", ".dtype on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l3_camera_isp_full_enc_shape = (int64_t*)(((DLTensor*)enc_handle)[0].shape);
  int64_t* l3_camera_isp_full_enc_strides = (int64_t*)(((DLTensor*)enc_handle)[0].strides);
  if (!(((((DLTensor*)enc_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "enc", ".device_type on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l3_camera_isp_full_raw_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw.shape[0]", " on argument #", "0", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l3_camera_isp_full_raw_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw.shape[1]", " on argument #", "0", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l3_camera_isp_full_raw_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l3_camera_isp_full_raw_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l3_camera_isp_full_raw_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "raw", ".strides on argument #", "0", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((H * W) == 0) || !(((float*)(((DLTensor*)raw_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"raw", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l3_camera_isp_full_ccm_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l3_camera_isp_full_ccm_strides)[1]))) && (3 == ((int32_t)(((int64_t*)l3_camera_isp_full_ccm_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "ccm", ".strides on argument #", "1", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)ccm_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ccm.device_id", " on argument #", "1", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "raw.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((float*)(((DLTensor*)ccm_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"ccm", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l3_camera_isp_full_rgb_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb.shape[0]", " on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l3_camera_isp_full_rgb_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb.shape[1]", " on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l3_camera_isp_full_rgb_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l3_camera_isp_full_rgb_strides)[2]))) && ((W == 1) || (3 == ((int32_t)(((int64_t*)l3_camera_isp_full_rgb_strides)[1]))))) && ((H == 1) || ((3 * W) == ((int32_t)(((int64_t*)l3_camera_isp_full_rgb_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "rgb", ".strides on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)rgb_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgb.device_id", " on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "raw.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * W) * 3) == 0) || !(((float*)(((DLTensor*)rgb_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"rgb", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l3_camera_isp_full_enc_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "enc.shape[0]", " on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l3_camera_isp_full_enc_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "enc.shape[1]", " on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l3_camera_isp_full_enc_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l3_camera_isp_full_enc_strides)[2]))) && ((W == 1) || (3 == ((int32_t)(((int64_t*)l3_camera_isp_full_enc_strides)[1]))))) && ((H == 1) || ((3 * W) == ((int32_t)(((int64_t*)l3_camera_isp_full_enc_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "enc", ".strides on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)enc_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "enc.device_id", " on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected to match ", "raw.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * W) * 3) == 0) || !(((float*)(((DLTensor*)enc_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"enc", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)raw_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "raw.byte_offset", " on argument #", "0", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l3_camera_isp_full_ccm_shape)[0])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "ccm.shape[0]", " on argument #", "1", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l3_camera_isp_full_ccm_shape)[1])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "ccm.shape[1]", " on argument #", "1", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)ccm_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "ccm.byte_offset", " on argument #", "1", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l3_camera_isp_full_rgb_shape)[2])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "rgb.shape[2]", " on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)rgb_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "rgb.byte_offset", " on argument #", "2", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l3_camera_isp_full_enc_shape)[2])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "enc.shape[2]", " on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)enc_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "enc.byte_offset", " on argument #", "3", " when calling:\n  `", "l3_camera_isp_full(raw: Tensor([H, W], float32), ccm: Tensor([3, 3], float32), rgb: Tensor([H, W, 3], float32), enc: Tensor([H, W, 3], float32), H: int32, W: int32, BL: float32, r_gain: float32, g_gain: float32, b_gain: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* raw = ((float*)((float*)(((DLTensor*)raw_handle)[0].data)));
  float* ccm = ((float*)((float*)(((DLTensor*)ccm_handle)[0].data)));
  float* rgb = ((float*)((float*)(((DLTensor*)rgb_handle)[0].data)));
  float* enc = ((float*)((float*)(((DLTensor*)enc_handle)[0].data)));
  float wb_ptr[9];
  for (int32_t y = 0; y < H; ++y) {
    for (int32_t x = 0; x < W; ++x) {
      for (int32_t ch = 0; ch < 3; ++ch) {
        for (int32_t ax0 = 0; ax0 < 3; ++ax0) {
          float condval_4;
          if (ax0 == 0) {
            float condval_5;
            if ((y % 2) == 0) {
              float condval_6;
              if ((x % 2) == 0) {
                float v_ = raw[((y * W) + x)] - BL;
                condval_6 = (((v_) > (0.000000e+00f) ? (v_) : (0.000000e+00f)) / (1.000000e+00f - BL));
              } else {
                int32_t v__1 = x - 1;
                int32_t v__2 = 1 - x;
                int32_t v__3 = (v__1) > (v__2) ? (v__1) : (v__2);
                int32_t v__4 = ((W * 2) - x) - 1;
                int32_t v__5 = ((H * 2) - y) - 2;
                float v__6 = raw[(((v__3) < (v__4) ? (v__3) : (v__4)) + (((y) < (v__5) ? (y) : (v__5)) * W))] - BL;
                int32_t v__7 = x + 1;
                int32_t v__8 = ((W * 2) - x) - 3;
                float v__9 = raw[(((v__7) < (v__8) ? (v__7) : (v__8)) + (((y) < (v__5) ? (y) : (v__5)) * W))] - BL;
                condval_6 = (((((v__6) > (0.000000e+00f) ? (v__6) : (0.000000e+00f)) / (1.000000e+00f - BL)) + (((v__9) > (0.000000e+00f) ? (v__9) : (0.000000e+00f)) / (1.000000e+00f - BL))) * 5.000000e-01f);
              }
              condval_5 = condval_6;
            } else {
              float condval_7;
              if ((x % 2) == 0) {
                int32_t v__10 = ((W * 2) - x) - 2;
                int32_t v__11 = y - 1;
                int32_t v__12 = 1 - y;
                int32_t v__13 = (v__11) > (v__12) ? (v__11) : (v__12);
                int32_t v__14 = ((H * 2) - y) - 1;
                float v__15 = raw[(((x) < (v__10) ? (x) : (v__10)) + (((v__13) < (v__14) ? (v__13) : (v__14)) * W))] - BL;
                int32_t v__16 = y + 1;
                int32_t v__17 = ((H * 2) - y) - 3;
                float v__18 = raw[(((x) < (v__10) ? (x) : (v__10)) + (((v__16) < (v__17) ? (v__16) : (v__17)) * W))] - BL;
                condval_7 = (((((v__15) > (0.000000e+00f) ? (v__15) : (0.000000e+00f)) / (1.000000e+00f - BL)) + (((v__18) > (0.000000e+00f) ? (v__18) : (0.000000e+00f)) / (1.000000e+00f - BL))) * 5.000000e-01f);
              } else {
                int32_t v__19 = x - 1;
                int32_t v__20 = 1 - x;
                int32_t v__21 = (v__19) > (v__20) ? (v__19) : (v__20);
                int32_t v__22 = ((W * 2) - x) - 1;
                int32_t v__23 = y - 1;
                int32_t v__24 = 1 - y;
                int32_t v__25 = (v__23) > (v__24) ? (v__23) : (v__24);
                int32_t v__26 = ((H * 2) - y) - 1;
                float v__27 = raw[(((v__21) < (v__22) ? (v__21) : (v__22)) + (((v__25) < (v__26) ? (v__25) : (v__26)) * W))] - BL;
                int32_t v__28 = x + 1;
                int32_t v__29 = ((W * 2) - x) - 3;
                float v__30 = raw[(((v__28) < (v__29) ? (v__28) : (v__29)) + (((v__25) < (v__26) ? (v__25) : (v__26)) * W))] - BL;
                int32_t v__31 = y + 1;
                int32_t v__32 = ((H * 2) - y) - 3;
                float v__33 = raw[(((v__21) < (v__22) ? (v__21) : (v__22)) + (((v__31) < (v__32) ? (v__31) : (v__32)) * W))] - BL;
                float v__34 = raw[(((v__28) < (v__29) ? (v__28) : (v__29)) + (((v__31) < (v__32) ? (v__31) : (v__32)) * W))] - BL;
                condval_7 = (((((((v__27) > (0.000000e+00f) ? (v__27) : (0.000000e+00f)) / (1.000000e+00f - BL)) + (((v__30) > (0.000000e+00f) ? (v__30) : (0.000000e+00f)) / (1.000000e+00f - BL))) + (((v__33) > (0.000000e+00f) ? (v__33) : (0.000000e+00f)) / (1.000000e+00f - BL))) + (((v__34) > (0.000000e+00f) ? (v__34) : (0.000000e+00f)) / (1.000000e+00f - BL))) * 2.500000e-01f);
              }
              condval_5 = condval_7;
            }
            condval_4 = (condval_5 * r_gain);
          } else {
            float condval_8;
            if (ax0 == 1) {
              float condval_9;
              if (((y % 2) == 0) == ((x % 2) == 0)) {
                int32_t v__35 = ((W * 2) - x) - 2;
                int32_t v__36 = y - 1;
                int32_t v__37 = 1 - y;
                int32_t v__38 = (v__36) > (v__37) ? (v__36) : (v__37);
                int32_t v__39 = ((H * 2) - y) - 1;
                float v__40 = raw[(((x) < (v__35) ? (x) : (v__35)) + (((v__38) < (v__39) ? (v__38) : (v__39)) * W))] - BL;
                int32_t v__41 = y + 1;
                int32_t v__42 = ((H * 2) - y) - 3;
                float v__43 = raw[(((x) < (v__35) ? (x) : (v__35)) + (((v__41) < (v__42) ? (v__41) : (v__42)) * W))] - BL;
                int32_t v__44 = x - 1;
                int32_t v__45 = 1 - x;
                int32_t v__46 = (v__44) > (v__45) ? (v__44) : (v__45);
                int32_t v__47 = ((W * 2) - x) - 1;
                int32_t v__48 = ((H * 2) - y) - 2;
                float v__49 = raw[(((v__46) < (v__47) ? (v__46) : (v__47)) + (((y) < (v__48) ? (y) : (v__48)) * W))] - BL;
                int32_t v__50 = x + 1;
                int32_t v__51 = ((W * 2) - x) - 3;
                float v__52 = raw[(((v__50) < (v__51) ? (v__50) : (v__51)) + (((y) < (v__48) ? (y) : (v__48)) * W))] - BL;
                condval_9 = (((((((v__40) > (0.000000e+00f) ? (v__40) : (0.000000e+00f)) / (1.000000e+00f - BL)) + (((v__43) > (0.000000e+00f) ? (v__43) : (0.000000e+00f)) / (1.000000e+00f - BL))) + (((v__49) > (0.000000e+00f) ? (v__49) : (0.000000e+00f)) / (1.000000e+00f - BL))) + (((v__52) > (0.000000e+00f) ? (v__52) : (0.000000e+00f)) / (1.000000e+00f - BL))) * 2.500000e-01f);
              } else {
                float v__53 = raw[((y * W) + x)] - BL;
                condval_9 = (((v__53) > (0.000000e+00f) ? (v__53) : (0.000000e+00f)) / (1.000000e+00f - BL));
              }
              condval_8 = (condval_9 * g_gain);
            } else {
              float condval_10;
              if ((y % 2) == 0) {
                float condval_11;
                if ((x % 2) == 0) {
                  int32_t v__54 = x - 1;
                  int32_t v__55 = 1 - x;
                  int32_t v__56 = (v__54) > (v__55) ? (v__54) : (v__55);
                  int32_t v__57 = ((W * 2) - x) - 1;
                  int32_t v__58 = y - 1;
                  int32_t v__59 = 1 - y;
                  int32_t v__60 = (v__58) > (v__59) ? (v__58) : (v__59);
                  int32_t v__61 = ((H * 2) - y) - 1;
                  float v__62 = raw[(((v__56) < (v__57) ? (v__56) : (v__57)) + (((v__60) < (v__61) ? (v__60) : (v__61)) * W))] - BL;
                  int32_t v__63 = x + 1;
                  int32_t v__64 = ((W * 2) - x) - 3;
                  float v__65 = raw[(((v__63) < (v__64) ? (v__63) : (v__64)) + (((v__60) < (v__61) ? (v__60) : (v__61)) * W))] - BL;
                  int32_t v__66 = y + 1;
                  int32_t v__67 = ((H * 2) - y) - 3;
                  float v__68 = raw[(((v__56) < (v__57) ? (v__56) : (v__57)) + (((v__66) < (v__67) ? (v__66) : (v__67)) * W))] - BL;
                  float v__69 = raw[(((v__63) < (v__64) ? (v__63) : (v__64)) + (((v__66) < (v__67) ? (v__66) : (v__67)) * W))] - BL;
                  condval_11 = (((((((v__62) > (0.000000e+00f) ? (v__62) : (0.000000e+00f)) / (1.000000e+00f - BL)) + (((v__65) > (0.000000e+00f) ? (v__65) : (0.000000e+00f)) / (1.000000e+00f - BL))) + (((v__68) > (0.000000e+00f) ? (v__68) : (0.000000e+00f)) / (1.000000e+00f - BL))) + (((v__69) > (0.000000e+00f) ? (v__69) : (0.000000e+00f)) / (1.000000e+00f - BL))) * 2.500000e-01f);
                } else {
                  int32_t v__70 = ((W * 2) - x) - 2;
                  int32_t v__71 = y - 1;
                  int32_t v__72 = 1 - y;
                  int32_t v__73 = (v__71) > (v__72) ? (v__71) : (v__72);
                  int32_t v__74 = ((H * 2) - y) - 1;
                  float v__75 = raw[(((x) < (v__70) ? (x) : (v__70)) + (((v__73) < (v__74) ? (v__73) : (v__74)) * W))] - BL;
                  int32_t v__76 = y + 1;
                  int32_t v__77 = ((H * 2) - y) - 3;
                  float v__78 = raw[(((x) < (v__70) ? (x) : (v__70)) + (((v__76) < (v__77) ? (v__76) : (v__77)) * W))] - BL;
                  condval_11 = (((((v__75) > (0.000000e+00f) ? (v__75) : (0.000000e+00f)) / (1.000000e+00f - BL)) + (((v__78) > (0.000000e+00f) ? (v__78) : (0.000000e+00f)) / (1.000000e+00f - BL))) * 5.000000e-01f);
                }
                condval_10 = condval_11;
              } else {
                float condval_12;
                if ((x % 2) == 0) {
                  int32_t v__79 = x - 1;
                  int32_t v__80 = 1 - x;
                  int32_t v__81 = (v__79) > (v__80) ? (v__79) : (v__80);
                  int32_t v__82 = ((W * 2) - x) - 1;
                  int32_t v__83 = ((H * 2) - y) - 2;
                  float v__84 = raw[(((v__81) < (v__82) ? (v__81) : (v__82)) + (((y) < (v__83) ? (y) : (v__83)) * W))] - BL;
                  int32_t v__85 = x + 1;
                  int32_t v__86 = ((W * 2) - x) - 3;
                  float v__87 = raw[(((v__85) < (v__86) ? (v__85) : (v__86)) + (((y) < (v__83) ? (y) : (v__83)) * W))] - BL;
                  condval_12 = (((((v__84) > (0.000000e+00f) ? (v__84) : (0.000000e+00f)) / (1.000000e+00f - BL)) + (((v__87) > (0.000000e+00f) ? (v__87) : (0.000000e+00f)) / (1.000000e+00f - BL))) * 5.000000e-01f);
                } else {
                  float v__88 = raw[((y * W) + x)] - BL;
                  condval_12 = (((v__88) > (0.000000e+00f) ? (v__88) : (0.000000e+00f)) / (1.000000e+00f - BL));
                }
                condval_10 = condval_12;
              }
              condval_8 = (condval_10 * b_gain);
            }
            condval_4 = condval_8;
          }
          wb_ptr[ax0] = condval_4;
        }
        float v__89 = ((ccm[(ch * 3)] * wb_ptr[0]) + (ccm[((ch * 3) + 1)] * wb_ptr[1])) + (ccm[((ch * 3) + 2)] * wb_ptr[2]);
        float v__90 = (v__89) > (0.000000e+00f) ? (v__89) : (0.000000e+00f);
        float condval_13;
        if (((v__90) < (1.000000e+00f) ? (v__90) : (1.000000e+00f)) <= 3.130800e-03f) {
          float v__91 = ((ccm[(ch * 3)] * wb_ptr[0]) + (ccm[((ch * 3) + 1)] * wb_ptr[1])) + (ccm[((ch * 3) + 2)] * wb_ptr[2]);
          float v__92 = (v__91) > (0.000000e+00f) ? (v__91) : (0.000000e+00f);
          condval_13 = (1.292000e+01f * ((v__92) < (1.000000e+00f) ? (v__92) : (1.000000e+00f)));
        } else {
          float v__93 = ((ccm[(ch * 3)] * wb_ptr[0]) + (ccm[((ch * 3) + 1)] * wb_ptr[1])) + (ccm[((ch * 3) + 2)] * wb_ptr[2]);
          float v__94 = (v__93) > (0.000000e+00f) ? (v__93) : (0.000000e+00f);
          condval_13 = ((1.055000e+00f * powf(((v__94) < (1.000000e+00f) ? (v__94) : (1.000000e+00f)), 4.166667e-01f)) - 5.500000e-02f);
        }
        enc[(((x * 3) + ((y * W) * 3)) + ch)] = condval_13;
      }
    }
  }
  for (int32_t y_1 = 0; y_1 < H; ++y_1) {
    for (int32_t x_1 = 0; x_1 < W; ++x_1) {
      for (int32_t ch_1 = 0; ch_1 < 3; ++ch_1) {
        for (int32_t ax0_1 = 0; ax0_1 < 9; ++ax0_1) {
          int32_t v__95 = (x_1 + (ax0_1 % 3)) - 1;
          int32_t v__96 = (v__95) > (0) ? (v__95) : (0);
          int32_t v__97 = W - 1;
          int32_t v__98 = ((ax0_1 / 3) + y_1) - 1;
          int32_t v__99 = (v__98) > (0) ? (v__98) : (0);
          int32_t v__100 = H - 1;
          wb_ptr[ax0_1] = enc[(((((v__96) < (v__97) ? (v__96) : (v__97)) * 3) + ((((v__99) < (v__100) ? (v__99) : (v__100)) * W) * 3)) + ch_1)];
        }
        float condval_14;
        if ((((((((((((int32_t)(wb_ptr[0] < wb_ptr[0])) + ((int32_t)(wb_ptr[1] < wb_ptr[0]))) + ((int32_t)(wb_ptr[2] < wb_ptr[0]))) + ((int32_t)(wb_ptr[3] < wb_ptr[0]))) + ((int32_t)(wb_ptr[4] < wb_ptr[0]))) + ((int32_t)(wb_ptr[5] < wb_ptr[0]))) + ((int32_t)(wb_ptr[6] < wb_ptr[0]))) + ((int32_t)(wb_ptr[7] < wb_ptr[0]))) + ((int32_t)(wb_ptr[8] < wb_ptr[0]))) <= 4) && (5 <= ((((((((((int32_t)(wb_ptr[0] <= wb_ptr[0])) + ((int32_t)(wb_ptr[1] <= wb_ptr[0]))) + ((int32_t)(wb_ptr[2] <= wb_ptr[0]))) + ((int32_t)(wb_ptr[3] <= wb_ptr[0]))) + ((int32_t)(wb_ptr[4] <= wb_ptr[0]))) + ((int32_t)(wb_ptr[5] <= wb_ptr[0]))) + ((int32_t)(wb_ptr[6] <= wb_ptr[0]))) + ((int32_t)(wb_ptr[7] <= wb_ptr[0]))) + ((int32_t)(wb_ptr[8] <= wb_ptr[0]))))) {
          condval_14 = wb_ptr[0];
        } else {
          condval_14 = 0.000000e+00f;
        }
        float condval_15;
        if ((((((((((((int32_t)(wb_ptr[0] < wb_ptr[1])) + ((int32_t)(wb_ptr[1] < wb_ptr[1]))) + ((int32_t)(wb_ptr[2] < wb_ptr[1]))) + ((int32_t)(wb_ptr[3] < wb_ptr[1]))) + ((int32_t)(wb_ptr[4] < wb_ptr[1]))) + ((int32_t)(wb_ptr[5] < wb_ptr[1]))) + ((int32_t)(wb_ptr[6] < wb_ptr[1]))) + ((int32_t)(wb_ptr[7] < wb_ptr[1]))) + ((int32_t)(wb_ptr[8] < wb_ptr[1]))) <= 4) && (5 <= ((((((((((int32_t)(wb_ptr[0] <= wb_ptr[1])) + ((int32_t)(wb_ptr[1] <= wb_ptr[1]))) + ((int32_t)(wb_ptr[2] <= wb_ptr[1]))) + ((int32_t)(wb_ptr[3] <= wb_ptr[1]))) + ((int32_t)(wb_ptr[4] <= wb_ptr[1]))) + ((int32_t)(wb_ptr[5] <= wb_ptr[1]))) + ((int32_t)(wb_ptr[6] <= wb_ptr[1]))) + ((int32_t)(wb_ptr[7] <= wb_ptr[1]))) + ((int32_t)(wb_ptr[8] <= wb_ptr[1]))))) {
          condval_15 = wb_ptr[1];
        } else {
          condval_15 = 0.000000e+00f;
        }
        float v__101 = (condval_14) > (condval_15) ? (condval_14) : (condval_15);
        float condval_16;
        if ((((((((((((int32_t)(wb_ptr[0] < wb_ptr[2])) + ((int32_t)(wb_ptr[1] < wb_ptr[2]))) + ((int32_t)(wb_ptr[2] < wb_ptr[2]))) + ((int32_t)(wb_ptr[3] < wb_ptr[2]))) + ((int32_t)(wb_ptr[4] < wb_ptr[2]))) + ((int32_t)(wb_ptr[5] < wb_ptr[2]))) + ((int32_t)(wb_ptr[6] < wb_ptr[2]))) + ((int32_t)(wb_ptr[7] < wb_ptr[2]))) + ((int32_t)(wb_ptr[8] < wb_ptr[2]))) <= 4) && (5 <= ((((((((((int32_t)(wb_ptr[0] <= wb_ptr[2])) + ((int32_t)(wb_ptr[1] <= wb_ptr[2]))) + ((int32_t)(wb_ptr[2] <= wb_ptr[2]))) + ((int32_t)(wb_ptr[3] <= wb_ptr[2]))) + ((int32_t)(wb_ptr[4] <= wb_ptr[2]))) + ((int32_t)(wb_ptr[5] <= wb_ptr[2]))) + ((int32_t)(wb_ptr[6] <= wb_ptr[2]))) + ((int32_t)(wb_ptr[7] <= wb_ptr[2]))) + ((int32_t)(wb_ptr[8] <= wb_ptr[2]))))) {
          condval_16 = wb_ptr[2];
        } else {
          condval_16 = 0.000000e+00f;
        }
        float v__102 = (v__101) > (condval_16) ? (v__101) : (condval_16);
        float condval_17;
        if ((((((((((((int32_t)(wb_ptr[0] < wb_ptr[3])) + ((int32_t)(wb_ptr[1] < wb_ptr[3]))) + ((int32_t)(wb_ptr[2] < wb_ptr[3]))) + ((int32_t)(wb_ptr[3] < wb_ptr[3]))) + ((int32_t)(wb_ptr[4] < wb_ptr[3]))) + ((int32_t)(wb_ptr[5] < wb_ptr[3]))) + ((int32_t)(wb_ptr[6] < wb_ptr[3]))) + ((int32_t)(wb_ptr[7] < wb_ptr[3]))) + ((int32_t)(wb_ptr[8] < wb_ptr[3]))) <= 4) && (5 <= ((((((((((int32_t)(wb_ptr[0] <= wb_ptr[3])) + ((int32_t)(wb_ptr[1] <= wb_ptr[3]))) + ((int32_t)(wb_ptr[2] <= wb_ptr[3]))) + ((int32_t)(wb_ptr[3] <= wb_ptr[3]))) + ((int32_t)(wb_ptr[4] <= wb_ptr[3]))) + ((int32_t)(wb_ptr[5] <= wb_ptr[3]))) + ((int32_t)(wb_ptr[6] <= wb_ptr[3]))) + ((int32_t)(wb_ptr[7] <= wb_ptr[3]))) + ((int32_t)(wb_ptr[8] <= wb_ptr[3]))))) {
          condval_17 = wb_ptr[3];
        } else {
          condval_17 = 0.000000e+00f;
        }
        float v__103 = (v__102) > (condval_17) ? (v__102) : (condval_17);
        float condval_18;
        if ((((((((((((int32_t)(wb_ptr[0] < wb_ptr[4])) + ((int32_t)(wb_ptr[1] < wb_ptr[4]))) + ((int32_t)(wb_ptr[2] < wb_ptr[4]))) + ((int32_t)(wb_ptr[3] < wb_ptr[4]))) + ((int32_t)(wb_ptr[4] < wb_ptr[4]))) + ((int32_t)(wb_ptr[5] < wb_ptr[4]))) + ((int32_t)(wb_ptr[6] < wb_ptr[4]))) + ((int32_t)(wb_ptr[7] < wb_ptr[4]))) + ((int32_t)(wb_ptr[8] < wb_ptr[4]))) <= 4) && (5 <= ((((((((((int32_t)(wb_ptr[0] <= wb_ptr[4])) + ((int32_t)(wb_ptr[1] <= wb_ptr[4]))) + ((int32_t)(wb_ptr[2] <= wb_ptr[4]))) + ((int32_t)(wb_ptr[3] <= wb_ptr[4]))) + ((int32_t)(wb_ptr[4] <= wb_ptr[4]))) + ((int32_t)(wb_ptr[5] <= wb_ptr[4]))) + ((int32_t)(wb_ptr[6] <= wb_ptr[4]))) + ((int32_t)(wb_ptr[7] <= wb_ptr[4]))) + ((int32_t)(wb_ptr[8] <= wb_ptr[4]))))) {
          condval_18 = wb_ptr[4];
        } else {
          condval_18 = 0.000000e+00f;
        }
        float v__104 = (v__103) > (condval_18) ? (v__103) : (condval_18);
        float condval_19;
        if ((((((((((((int32_t)(wb_ptr[0] < wb_ptr[5])) + ((int32_t)(wb_ptr[1] < wb_ptr[5]))) + ((int32_t)(wb_ptr[2] < wb_ptr[5]))) + ((int32_t)(wb_ptr[3] < wb_ptr[5]))) + ((int32_t)(wb_ptr[4] < wb_ptr[5]))) + ((int32_t)(wb_ptr[5] < wb_ptr[5]))) + ((int32_t)(wb_ptr[6] < wb_ptr[5]))) + ((int32_t)(wb_ptr[7] < wb_ptr[5]))) + ((int32_t)(wb_ptr[8] < wb_ptr[5]))) <= 4) && (5 <= ((((((((((int32_t)(wb_ptr[0] <= wb_ptr[5])) + ((int32_t)(wb_ptr[1] <= wb_ptr[5]))) + ((int32_t)(wb_ptr[2] <= wb_ptr[5]))) + ((int32_t)(wb_ptr[3] <= wb_ptr[5]))) + ((int32_t)(wb_ptr[4] <= wb_ptr[5]))) + ((int32_t)(wb_ptr[5] <= wb_ptr[5]))) + ((int32_t)(wb_ptr[6] <= wb_ptr[5]))) + ((int32_t)(wb_ptr[7] <= wb_ptr[5]))) + ((int32_t)(wb_ptr[8] <= wb_ptr[5]))))) {
          condval_19 = wb_ptr[5];
        } else {
          condval_19 = 0.000000e+00f;
        }
        float v__105 = (v__104) > (condval_19) ? (v__104) : (condval_19);
        float condval_20;
        if ((((((((((((int32_t)(wb_ptr[0] < wb_ptr[6])) + ((int32_t)(wb_ptr[1] < wb_ptr[6]))) + ((int32_t)(wb_ptr[2] < wb_ptr[6]))) + ((int32_t)(wb_ptr[3] < wb_ptr[6]))) + ((int32_t)(wb_ptr[4] < wb_ptr[6]))) + ((int32_t)(wb_ptr[5] < wb_ptr[6]))) + ((int32_t)(wb_ptr[6] < wb_ptr[6]))) + ((int32_t)(wb_ptr[7] < wb_ptr[6]))) + ((int32_t)(wb_ptr[8] < wb_ptr[6]))) <= 4) && (5 <= ((((((((((int32_t)(wb_ptr[0] <= wb_ptr[6])) + ((int32_t)(wb_ptr[1] <= wb_ptr[6]))) + ((int32_t)(wb_ptr[2] <= wb_ptr[6]))) + ((int32_t)(wb_ptr[3] <= wb_ptr[6]))) + ((int32_t)(wb_ptr[4] <= wb_ptr[6]))) + ((int32_t)(wb_ptr[5] <= wb_ptr[6]))) + ((int32_t)(wb_ptr[6] <= wb_ptr[6]))) + ((int32_t)(wb_ptr[7] <= wb_ptr[6]))) + ((int32_t)(wb_ptr[8] <= wb_ptr[6]))))) {
          condval_20 = wb_ptr[6];
        } else {
          condval_20 = 0.000000e+00f;
        }
        float v__106 = (v__105) > (condval_20) ? (v__105) : (condval_20);
        float condval_21;
        if ((((((((((((int32_t)(wb_ptr[0] < wb_ptr[7])) + ((int32_t)(wb_ptr[1] < wb_ptr[7]))) + ((int32_t)(wb_ptr[2] < wb_ptr[7]))) + ((int32_t)(wb_ptr[3] < wb_ptr[7]))) + ((int32_t)(wb_ptr[4] < wb_ptr[7]))) + ((int32_t)(wb_ptr[5] < wb_ptr[7]))) + ((int32_t)(wb_ptr[6] < wb_ptr[7]))) + ((int32_t)(wb_ptr[7] < wb_ptr[7]))) + ((int32_t)(wb_ptr[8] < wb_ptr[7]))) <= 4) && (5 <= ((((((((((int32_t)(wb_ptr[0] <= wb_ptr[7])) + ((int32_t)(wb_ptr[1] <= wb_ptr[7]))) + ((int32_t)(wb_ptr[2] <= wb_ptr[7]))) + ((int32_t)(wb_ptr[3] <= wb_ptr[7]))) + ((int32_t)(wb_ptr[4] <= wb_ptr[7]))) + ((int32_t)(wb_ptr[5] <= wb_ptr[7]))) + ((int32_t)(wb_ptr[6] <= wb_ptr[7]))) + ((int32_t)(wb_ptr[7] <= wb_ptr[7]))) + ((int32_t)(wb_ptr[8] <= wb_ptr[7]))))) {
          condval_21 = wb_ptr[7];
        } else {
          condval_21 = 0.000000e+00f;
        }
        float v__107 = (v__106) > (condval_21) ? (v__106) : (condval_21);
        float condval_22;
        if ((((((((((((int32_t)(wb_ptr[0] < wb_ptr[8])) + ((int32_t)(wb_ptr[1] < wb_ptr[8]))) + ((int32_t)(wb_ptr[2] < wb_ptr[8]))) + ((int32_t)(wb_ptr[3] < wb_ptr[8]))) + ((int32_t)(wb_ptr[4] < wb_ptr[8]))) + ((int32_t)(wb_ptr[5] < wb_ptr[8]))) + ((int32_t)(wb_ptr[6] < wb_ptr[8]))) + ((int32_t)(wb_ptr[7] < wb_ptr[8]))) + ((int32_t)(wb_ptr[8] < wb_ptr[8]))) <= 4) && (5 <= ((((((((((int32_t)(wb_ptr[0] <= wb_ptr[8])) + ((int32_t)(wb_ptr[1] <= wb_ptr[8]))) + ((int32_t)(wb_ptr[2] <= wb_ptr[8]))) + ((int32_t)(wb_ptr[3] <= wb_ptr[8]))) + ((int32_t)(wb_ptr[4] <= wb_ptr[8]))) + ((int32_t)(wb_ptr[5] <= wb_ptr[8]))) + ((int32_t)(wb_ptr[6] <= wb_ptr[8]))) + ((int32_t)(wb_ptr[7] <= wb_ptr[8]))) + ((int32_t)(wb_ptr[8] <= wb_ptr[8]))))) {
          condval_22 = wb_ptr[8];
        } else {
          condval_22 = 0.000000e+00f;
        }
        rgb[(((x_1 * 3) + ((y_1 * W) * 3)) + ch_1)] = ((v__107) > (condval_22) ? (v__107) : (condval_22));
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
  return __tvm_ffi_l3_camera_isp_full(self, args, num_args, result);
}
