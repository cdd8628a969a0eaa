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
TVM_DLL int32_t __tvm_ffi_l2_shadow_pcf(void* self_handle, void* args, int32_t num_args, void* result);
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
TVM_DLL int32_t __tvm_ffi_l2_shadow_pcf(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 9))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "9", " arguments", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t pos_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((pos_type_index == 0) || (pos_type_index == 4)) || (pos_type_index == 7)) || (pos_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (pos_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* pos_handle = (void*)condval;
  int32_t shadow_map_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((shadow_map_type_index == 0) || (shadow_map_type_index == 4)) || (shadow_map_type_index == 7)) || (shadow_map_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (shadow_map_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* shadow_map_handle = (void*)condval_1;
  int32_t vis_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((vis_type_index == 0) || (vis_type_index == 4)) || (vis_type_index == 7)) || (vis_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (vis_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* vis_handle = (void*)condval_2;
  int32_t H_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[3].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t SH_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((SH_type_index == 1) || (SH_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t SH = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t SW_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((SW_type_index == 1) || (SW_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t SW = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t R_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((R_type_index == 1) || (R_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t R = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t bias_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!((((bias_type_index == 3) || (bias_type_index == 1)) || (bias_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float bias = ((bias_type_index == 3) ? ((float)(((TVMFFIAny*)args)[8].v_float64)) : ((float)(((TVMFFIAny*)args)[8].v_int64)));
  if (!(!(pos_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)pos_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pos", ".ndim on argument #", "0", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)pos_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)pos_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)pos_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pos", ".dtype on argument #", "0", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_shadow_pcf_pos_shape = (int64_t*)(((DLTensor*)pos_handle)[0].shape);
  int64_t* l2_shadow_pcf_pos_strides = (int64_t*)(((DLTensor*)pos_handle)[0].strides);
  if (!(((((DLTensor*)pos_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pos", ".device_type on argument #", "0", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)pos_handle)[0].device.device_id);
  if (!(!(shadow_map_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)shadow_map_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "shadow_map", ".ndim on argument #", "1", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)shadow_map_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)shadow_map_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)shadow_map_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "shadow_map", ".dtype on argument #", "1", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_shadow_pcf_shadow_map_shape = (int64_t*)(((DLTensor*)shadow_map_handle)[0].shape);
  int64_t* l2_shadow_pcf_shadow_map_strides = (int64_t*)(((DLTensor*)shadow_map_handle)[0].strides);
  if (!(((((DLTensor*)shadow_map_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "shadow_map", ".device_type on argument #", "1", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(vis_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)vis_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "vis", ".ndim on argument #", "2", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)vis_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)vis_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)vis_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "vis", ".dtype on argument #", "2", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_shadow_pcf_vis_shape = (int64_t*)(((DLTensor*)vis_handle)[0].shape);
  int64_t* l2_shadow_pcf_vis_strides = (int64_t*)(((DLTensor*)vis_handle)[0].strides);
  if (!(((((DLTensor*)vis_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "vis", ".device_type on argument #", "2", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_shadow_pcf_pos_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pos.shape[0]", " on argument #", "0", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_shadow_pcf_pos_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pos.shape[1]", " on argument #", "0", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_shadow_pcf_pos_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l2_shadow_pcf_pos_strides)[2]))) && ((W == 1) || (3 == ((int32_t)(((int64_t*)l2_shadow_pcf_pos_strides)[1]))))) && ((H == 1) || ((3 * W) == ((int32_t)(((int64_t*)l2_shadow_pcf_pos_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "pos", ".strides on argument #", "0", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((((H * W) * 3) == 0) || !(((float*)(((DLTensor*)pos_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"pos", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((SH == ((int32_t)(((int64_t*)l2_shadow_pcf_shadow_map_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "shadow_map.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected to match ", "SH"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((SW == ((int32_t)(((int64_t*)l2_shadow_pcf_shadow_map_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "shadow_map.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected to match ", "SW"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_shadow_pcf_shadow_map_strides == NULL)) {
    if (!((((SW == 1) || (1 == ((int32_t)(((int64_t*)l2_shadow_pcf_shadow_map_strides)[1])))) && ((SH == 1) || (SW == ((int32_t)(((int64_t*)l2_shadow_pcf_shadow_map_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "shadow_map", ".strides on argument #", "1", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)shadow_map_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "shadow_map.device_id", " on argument #", "1", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected to match ", "pos.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((SH * SW) == 0) || !(((float*)(((DLTensor*)shadow_map_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"shadow_map", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_shadow_pcf_vis_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "vis.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_shadow_pcf_vis_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "vis.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_shadow_pcf_vis_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l2_shadow_pcf_vis_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l2_shadow_pcf_vis_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "vis", ".strides on argument #", "2", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)vis_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "vis.device_id", " on argument #", "2", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected to match ", "pos.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H * W) == 0) || !(((float*)(((DLTensor*)vis_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"vis", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_shadow_pcf_pos_shape)[2])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "pos.shape[2]", " on argument #", "0", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)pos_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "pos.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)shadow_map_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "shadow_map.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)vis_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "vis.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_shadow_pcf(pos: Tensor([H, W, 3], float32), shadow_map: Tensor([SH, SW], float32), vis: Tensor([H, W], float32), H: int32, W: int32, SH: int32, SW: int32, R: int32, bias: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* pos = ((float*)((float*)(((DLTensor*)pos_handle)[0].data)));
  float* shadow_map = ((float*)((float*)(((DLTensor*)shadow_map_handle)[0].data)));
  float* vis = ((float*)((float*)(((DLTensor*)vis_handle)[0].data)));
  float acc_ptr[1];
  for (int32_t y = 0; y < H; ++y) {
    for (int32_t x = 0; x < W; ++x) {
      for (int32_t ax0 = 0; ax0 < ((R * 2) + 2); ++ax0) {
        for (int32_t ax1 = 0; ax1 < ((R * 2) + 2); ++ax1) {
          if ((ax0 == 0) && (ax1 == 0)) {
            acc_ptr[0] = 0.000000e+00f;
          }
          float condval_3;
          if (ax1 == 0) {
            condval_3 = (1.000000e+00f - (((pos[(((y * W) * 3) + (x * 3))] * ((float)SW)) - 5.000000e-01f) - floorf(((pos[(((y * W) * 3) + (x * 3))] * ((float)SW)) - 5.000000e-01f))));
          } else {
            float condval_4;
            if (ax1 == ((R * 2) + 1)) {
              condval_4 = (((pos[(((y * W) * 3) + (x * 3))] * ((float)SW)) - 5.000000e-01f) - floorf(((pos[(((y * W) * 3) + (x * 3))] * ((float)SW)) - 5.000000e-01f)));
            } else {
              condval_4 = 1.000000e+00f;
            }
            condval_3 = condval_4;
          }
          float condval_5;
          if (ax0 == 0) {
            condval_5 = (1.000000e+00f - (((pos[((((y * W) * 3) + (x * 3)) + 1)] * ((float)SH)) - 5.000000e-01f) - floorf(((pos[((((y * W) * 3) + (x * 3)) + 1)] * ((float)SH)) - 5.000000e-01f))));
          } else {
            float condval_6;
            if (ax0 == ((R * 2) + 1)) {
              condval_6 = (((pos[((((y * W) * 3) + (x * 3)) + 1)] * ((float)SH)) - 5.000000e-01f) - floorf(((pos[((((y * W) * 3) + (x * 3)) + 1)] * ((float)SH)) - 5.000000e-01f)));
            } else {
              condval_6 = 1.000000e+00f;
            }
            condval_5 = condval_6;
          }
          int32_t v_ = (((int32_t)floorf(((pos[(((y * W) * 3) + (x * 3))] * ((float)SW)) - 5.000000e-01f))) + ax1) - R;
          int32_t v__1 = SW - 1;
          int32_t v__2 = (v_) < (v__1) ? (v_) : (v__1);
          int32_t v__3 = (((int32_t)floorf(((pos[((((y * W) * 3) + (x * 3)) + 1)] * ((float)SH)) - 5.000000e-01f))) + ax0) - R;
          int32_t v__4 = SH - 1;
          int32_t v__5 = (v__3) < (v__4) ? (v__3) : (v__4);
          float condval_7;
          if ((pos[((((y * W) * 3) + (x * 3)) + 2)] - bias) <= shadow_map[(((v__2) > (0) ? (v__2) : (0)) + (((v__5) > (0) ? (v__5) : (0)) * SW))]) {
            condval_7 = 1.000000e+00f;
          } else {
            condval_7 = 0.000000e+00f;
          }
          acc_ptr[0] = (acc_ptr[0] + ((condval_3 * condval_5) * condval_7));
        }
      }
      float condval_8;
      if (((((pos[(((y * W) * 3) + (x * 3))] < 0.000000e+00f) || (1.000000e+00f < pos[(((y * W) * 3) + (x * 3))])) || (pos[((((y * W) * 3) + (x * 3)) + 1)] < 0.000000e+00f)) || (1.000000e+00f < pos[((((y * W) * 3) + (x * 3)) + 1)])) || (1.000000e+00f < pos[((((y * W) * 3) + (x * 3)) + 2)])) {
        condval_8 = 1.000000e+00f;
      } else {
        condval_8 = (acc_ptr[0] / ((float)(((R * 2) + 1) * ((R * 2) + 1))));
      }
      vis[((y * W) + x)] = condval_8;
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l2_shadow_pcf(self, args, num_args, result);
}
