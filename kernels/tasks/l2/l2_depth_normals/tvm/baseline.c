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
TVM_DLL int32_t __tvm_ffi_l2_depth_normals(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float sqrtf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_depth_normals(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 10))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "10", " arguments", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t depth_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((depth_type_index == 0) || (depth_type_index == 4)) || (depth_type_index == 7)) || (depth_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (depth_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* depth_handle = (void*)condval;
  int32_t points_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((points_type_index == 0) || (points_type_index == 4)) || (points_type_index == 7)) || (points_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (points_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* points_handle = (void*)condval_1;
  int32_t normals_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((normals_type_index == 0) || (normals_type_index == 4)) || (normals_type_index == 7)) || (normals_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (normals_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* normals_handle = (void*)condval_2;
  int32_t n_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((n_type_index == 0) || (n_type_index == 4)) || (n_type_index == 7)) || (n_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (n_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* n_handle = (void*)condval_3;
  int32_t H_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t fx_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!((((fx_type_index == 3) || (fx_type_index == 1)) || (fx_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float fx = ((fx_type_index == 3) ? ((float)(((TVMFFIAny*)args)[6].v_float64)) : ((float)(((TVMFFIAny*)args)[6].v_int64)));
  int32_t fy_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!((((fy_type_index == 3) || (fy_type_index == 1)) || (fy_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float fy = ((fy_type_index == 3) ? ((float)(((TVMFFIAny*)args)[7].v_float64)) : ((float)(((TVMFFIAny*)args)[7].v_int64)));
  int32_t cx_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!((((cx_type_index == 3) || (cx_type_index == 1)) || (cx_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float cx = ((cx_type_index == 3) ? ((float)(((TVMFFIAny*)args)[8].v_float64)) : ((float)(((TVMFFIAny*)args)[8].v_int64)));
  int32_t cy_type_index = (((TVMFFIAny*)args)[9].type_index);
  if (!((((cy_type_index == 3) || (cy_type_index == 1)) || (cy_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "9", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float cy = ((cy_type_index == 3) ? ((float)(((TVMFFIAny*)args)[9].v_float64)) : ((float)(((TVMFFIAny*)args)[9].v_int64)));
  if (!(!(depth_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)depth_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "depth", ".ndim on argument #", "0", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)depth_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)depth_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)depth_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "depth", ".dtype on argument #", "0", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_depth_normals_depth_shape = (int64_t*)(((DLTensor*)depth_handle)[0].shape);
  int64_t* l2_depth_normals_depth_strides = (int64_t*)(((DLTensor*)depth_handle)[0].strides);
  if (!(((((DLTensor*)depth_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "depth", ".device_type on argument #", "0", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)depth_handle)[0].device.device_id);
  if (!(!(points_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)points_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "points", ".ndim on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)points_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)points_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)points_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "points", ".dtype on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_depth_normals_points_shape = (int64_t*)(((DLTensor*)points_handle)[0].shape);
  int64_t* l2_depth_normals_points_strides = (int64_t*)(((DLTensor*)points_handle)[0].strides);
  if (!(((((DLTensor*)points_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "points", ".device_type on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(normals_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)normals_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normals", ".ndim on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)normals_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)normals_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)normals_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normals", ".dtype on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_depth_normals_normals_shape = (int64_t*)(((DLTensor*)normals_handle)[0].shape);
  int64_t* l2_depth_normals_normals_strides = (int64_t*)(((DLTensor*)normals_handle)[0].strides);
  if (!(((((DLTensor*)normals_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normals", ".device_type on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(n_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)n_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "n", ".ndim on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)n_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)n_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)n_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "n", ".dtype on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_depth_normals_n_shape = (int64_t*)(((DLTensor*)n_handle)[0].shape);
  int64_t* l2_depth_normals_n_strides = (int64_t*)(((DLTensor*)n_handle)[0].strides);
  if (!(((((DLTensor*)n_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "n", ".device_type on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_depth_normals_depth_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "depth.shape[0]", " on argument #", "0", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_depth_normals_depth_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "depth.shape[1]", " on argument #", "0", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_depth_normals_depth_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l2_depth_normals_depth_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l2_depth_normals_depth_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "depth", ".strides on argument #", "0", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((H * W) == 0) || !(((float*)(((DLTensor*)depth_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"depth", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_depth_normals_points_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "points.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_depth_normals_points_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "points.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_depth_normals_points_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l2_depth_normals_points_strides)[2]))) && ((W == 1) || (3 == ((int32_t)(((int64_t*)l2_depth_normals_points_strides)[1]))))) && ((H == 1) || ((3 * W) == ((int32_t)(((int64_t*)l2_depth_normals_points_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "points", ".strides on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)points_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "points.device_id", " on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to match ", "depth.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * W) * 3) == 0) || !(((float*)(((DLTensor*)points_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"points", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_depth_normals_normals_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normals.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_depth_normals_normals_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normals.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_depth_normals_normals_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l2_depth_normals_normals_strides)[2]))) && ((W == 1) || (3 == ((int32_t)(((int64_t*)l2_depth_normals_normals_strides)[1]))))) && ((H == 1) || ((3 * W) == ((int32_t)(((int64_t*)l2_depth_normals_normals_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "normals", ".strides on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)normals_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normals.device_id", " on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to match ", "depth.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * W) * 3) == 0) || !(((float*)(((DLTensor*)normals_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"normals", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_depth_normals_n_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "n.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_depth_normals_n_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "n.shape[1]", " on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_depth_normals_n_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l2_depth_normals_n_strides)[2]))) && ((W == 1) || (3 == ((int32_t)(((int64_t*)l2_depth_normals_n_strides)[1]))))) && ((H == 1) || ((3 * W) == ((int32_t)(((int64_t*)l2_depth_normals_n_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "n", ".strides on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)n_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "n.device_id", " on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected to match ", "depth.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * W) * 3) == 0) || !(((float*)(((DLTensor*)n_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"n", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)depth_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "depth.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_depth_normals_points_shape)[2])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "points.shape[2]", " on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)points_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "points.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_depth_normals_normals_shape)[2])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "normals.shape[2]", " on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)normals_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "normals.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_depth_normals_n_shape)[2])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "n.shape[2]", " on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)n_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "n.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_depth_normals(depth: Tensor([H, W], float32), points: Tensor([H, W, 3], float32), normals: Tensor([H, W, 3], float32), n: Tensor([H, W, 3], float32), H: int32, W: int32, fx: float32, fy: float32, cx: float32, cy: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* depth = ((float*)((float*)(((DLTensor*)depth_handle)[0].data)));
  float* points = ((float*)((float*)(((DLTensor*)points_handle)[0].data)));
  float* normals = ((float*)((float*)(((DLTensor*)normals_handle)[0].data)));
  float* n = ((float*)((float*)(((DLTensor*)n_handle)[0].data)));
  for (int32_t y = 0; y < H; ++y) {
    for (int32_t x = 0; x < W; ++x) {
      for (int32_t c = 0; c < 3; ++c) {
        float condval_4;
        if (c == 0) {
          condval_4 = ((depth[((y * W) + x)] * ((((float)x) + 5.000000e-01f) - cx)) / fx);
        } else {
          float condval_5;
          if (c == 1) {
            condval_5 = ((depth[((y * W) + x)] * ((((float)y) + 5.000000e-01f) - cy)) / fy);
          } else {
            condval_5 = depth[((y * W) + x)];
          }
          condval_4 = condval_5;
        }
        points[(((x * 3) + ((y * W) * 3)) + c)] = condval_4;
      }
    }
  }
  for (int32_t y_1 = 0; y_1 < H; ++y_1) {
    for (int32_t x_1 = 0; x_1 < W; ++x_1) {
      for (int32_t c_1 = 0; c_1 < 3; ++c_1) {
        int32_t v_ = x_1 + 1;
        int32_t v__1 = W - 1;
        int32_t v__2 = x_1 - 1;
        int32_t v__3 = y_1 + 1;
        int32_t v__4 = H - 1;
        int32_t v__5 = y_1 - 1;
        float condval_6;
        if (((((((((0 < x_1) && (0 < y_1)) && ((x_1 + 1) < W)) && ((y_1 + 1) < H)) && (depth[((y_1 * W) + x_1)] != 0.000000e+00f)) && (depth[(((v_) < (v__1) ? (v_) : (v__1)) + (y_1 * W))] != 0.000000e+00f)) && (depth[(((v__2) > (0) ? (v__2) : (0)) + (y_1 * W))] != 0.000000e+00f)) && (depth[((((v__3) < (v__4) ? (v__3) : (v__4)) * W) + x_1)] != 0.000000e+00f)) && (depth[((((v__5) > (0) ? (v__5) : (0)) * W) + x_1)] != 0.000000e+00f)) {
          condval_6 = (((points[(((((v_) < (v__1) ? (v_) : (v__1)) * 3) + ((y_1 * W) * 3)) + ((c_1 + 1) % 3))] - points[(((((y_1 * W) * 3) + (x_1 * 3)) + ((c_1 + 1) % 3)) - 3)]) * (points[((((((v__3) < (v__4) ? (v__3) : (v__4)) * W) * 3) + (x_1 * 3)) + ((c_1 + 2) % 3))] - points[(((((y_1 - 1) * W) * 3) + (x_1 * 3)) + ((c_1 + 2) % 3))])) - ((points[(((((v_) < (v__1) ? (v_) : (v__1)) * 3) + ((y_1 * W) * 3)) + ((c_1 + 2) % 3))] - points[(((((y_1 * W) * 3) + (x_1 * 3)) + ((c_1 + 2) % 3)) - 3)]) * (points[((((((v__3) < (v__4) ? (v__3) : (v__4)) * W) * 3) + (x_1 * 3)) + ((c_1 + 1) % 3))] - points[(((((y_1 - 1) * W) * 3) + (x_1 * 3)) + ((c_1 + 1) % 3))])));
        } else {
          condval_6 = 0.000000e+00f;
        }
        n[(((x_1 * 3) + ((y_1 * W) * 3)) + c_1)] = condval_6;
      }
    }
  }
  for (int32_t y_2 = 0; y_2 < H; ++y_2) {
    for (int32_t x_2 = 0; x_2 < W; ++x_2) {
      for (int32_t c_2 = 0; c_2 < 3; ++c_2) {
        float condval_7;
        if (0.000000e+00f < (((n[(((y_2 * W) * 3) + (x_2 * 3))] * points[(((y_2 * W) * 3) + (x_2 * 3))]) + (n[((((y_2 * W) * 3) + (x_2 * 3)) + 1)] * points[((((y_2 * W) * 3) + (x_2 * 3)) + 1)])) + (n[((((y_2 * W) * 3) + (x_2 * 3)) + 2)] * points[((((y_2 * W) * 3) + (x_2 * 3)) + 2)]))) {
          condval_7 = (n[(((x_2 * 3) + ((y_2 * W) * 3)) + c_2)] * -1.000000e+00f);
        } else {
          condval_7 = n[(((x_2 * 3) + ((y_2 * W) * 3)) + c_2)];
        }
        float v__6 = sqrtf((((n[(((y_2 * W) * 3) + (x_2 * 3))] * n[(((y_2 * W) * 3) + (x_2 * 3))]) + (n[((((y_2 * W) * 3) + (x_2 * 3)) + 1)] * n[((((y_2 * W) * 3) + (x_2 * 3)) + 1)])) + (n[((((y_2 * W) * 3) + (x_2 * 3)) + 2)] * n[((((y_2 * W) * 3) + (x_2 * 3)) + 2)])));
        normals[(((x_2 * 3) + ((y_2 * W) * 3)) + c_2)] = (condval_7 / ((v__6) > (1.000000e-30f) ? (v__6) : (1.000000e-30f)));
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
  return __tvm_ffi_l2_depth_normals(self, args, num_args, result);
}
