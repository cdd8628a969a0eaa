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
TVM_DLL int32_t __tvm_ffi_l2_ssao(void* self_handle, void* args, int32_t num_args, void* result);
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
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float floorf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float sqrtf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_ssao(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 12))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "12", " arguments", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t depth_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((depth_type_index == 0) || (depth_type_index == 4)) || (depth_type_index == 7)) || (depth_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "Tensor"};
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
  int32_t normal_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((normal_type_index == 0) || (normal_type_index == 4)) || (normal_type_index == 7)) || (normal_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (normal_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* normal_handle = (void*)condval_1;
  int32_t kernel_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((kernel_type_index == 0) || (kernel_type_index == 4)) || (kernel_type_index == 7)) || (kernel_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (kernel_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* kernel_handle = (void*)condval_2;
  int32_t ao_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((ao_type_index == 0) || (ao_type_index == 4)) || (ao_type_index == 7)) || (ao_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (ao_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* ao_handle = (void*)condval_3;
  int32_t raw_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((raw_type_index == 0) || (raw_type_index == 4)) || (raw_type_index == 7)) || (raw_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (raw_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* raw_handle = (void*)condval_4;
  int32_t H_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t S_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((S_type_index == 1) || (S_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t S = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t sx_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!((((sx_type_index == 3) || (sx_type_index == 1)) || (sx_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float sx = ((sx_type_index == 3) ? ((float)(((TVMFFIAny*)args)[8].v_float64)) : ((float)(((TVMFFIAny*)args)[8].v_int64)));
  int32_t sy_type_index = (((TVMFFIAny*)args)[9].type_index);
  if (!((((sy_type_index == 3) || (sy_type_index == 1)) || (sy_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "9", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float sy = ((sy_type_index == 3) ? ((float)(((TVMFFIAny*)args)[9].v_float64)) : ((float)(((TVMFFIAny*)args)[9].v_int64)));
  int32_t radius_type_index = (((TVMFFIAny*)args)[10].type_index);
  if (!((((radius_type_index == 3) || (radius_type_index == 1)) || (radius_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "10", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float radius = ((radius_type_index == 3) ? ((float)(((TVMFFIAny*)args)[10].v_float64)) : ((float)(((TVMFFIAny*)args)[10].v_int64)));
  int32_t beta_type_index = (((TVMFFIAny*)args)[11].type_index);
  if (!((((beta_type_index == 3) || (beta_type_index == 1)) || (beta_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "11", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float beta = ((beta_type_index == 3) ? ((float)(((TVMFFIAny*)args)[11].v_float64)) : ((float)(((TVMFFIAny*)args)[11].v_int64)));
  if (!(!(depth_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)depth_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "depth", ".ndim on argument #", "0", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)depth_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)depth_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)depth_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "depth", ".dtype on argument #", "0", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_ssao_depth_shape = (int64_t*)(((DLTensor*)depth_handle)[0].shape);
  int64_t* l2_ssao_depth_strides = (int64_t*)(((DLTensor*)depth_handle)[0].strides);
  if (!(((((DLTensor*)depth_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "depth", ".device_type on argument #", "0", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)depth_handle)[0].device.device_id);
  if (!(!(normal_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((3 == (((DLTensor*)normal_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normal", ".ndim on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)normal_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)normal_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)normal_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normal", ".dtype on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_ssao_normal_shape = (int64_t*)(((DLTensor*)normal_handle)[0].shape);
  int64_t* l2_ssao_normal_strides = (int64_t*)(((DLTensor*)normal_handle)[0].strides);
  if (!(((((DLTensor*)normal_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normal", ".device_type on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(kernel_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)kernel_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "kernel", ".ndim on argument #", "2", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)kernel_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)kernel_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)kernel_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "kernel", ".dtype on argument #", "2", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_ssao_kernel_shape = (int64_t*)(((DLTensor*)kernel_handle)[0].shape);
  int64_t* l2_ssao_kernel_strides = (int64_t*)(((DLTensor*)kernel_handle)[0].strides);
  if (!(((((DLTensor*)kernel_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "kernel", ".device_type on argument #", "2", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(ao_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)ao_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ao", ".ndim on argument #", "3", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)ao_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)ao_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)ao_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ao", ".dtype on argument #", "3", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_ssao_ao_shape = (int64_t*)(((DLTensor*)ao_handle)[0].shape);
  int64_t* l2_ssao_ao_strides = (int64_t*)(((DLTensor*)ao_handle)[0].strides);
  if (!(((((DLTensor*)ao_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ao", ".device_type on argument #", "3", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(raw_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)raw_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw", ".ndim on argument #", "4", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)raw_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)raw_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)raw_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw", ".dtype on argument #", "4", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_ssao_raw_shape = (int64_t*)(((DLTensor*)raw_handle)[0].shape);
  int64_t* l2_ssao_raw_strides = (int64_t*)(((DLTensor*)raw_handle)[0].strides);
  if (!(((((DLTensor*)raw_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw", ".device_type on argument #", "4", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_ssao_depth_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "depth.shape[0]", " on argument #", "0", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_ssao_depth_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "depth.shape[1]", " on argument #", "0", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_ssao_depth_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l2_ssao_depth_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l2_ssao_depth_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "depth", ".strides on argument #", "0", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((H * W) == 0) || !(((float*)(((DLTensor*)depth_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"depth", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_ssao_normal_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normal.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_ssao_normal_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normal.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_ssao_normal_strides == NULL)) {
    if (!((((1 == ((int32_t)(((int64_t*)l2_ssao_normal_strides)[2]))) && ((W == 1) || (3 == ((int32_t)(((int64_t*)l2_ssao_normal_strides)[1]))))) && ((H == 1) || ((3 * W) == ((int32_t)(((int64_t*)l2_ssao_normal_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "normal", ".strides on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)normal_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "normal.device_id", " on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "depth.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((H * W) * 3) == 0) || !(((float*)(((DLTensor*)normal_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"normal", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((S == ((int32_t)(((int64_t*)l2_ssao_kernel_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "kernel.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "S"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_ssao_kernel_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l2_ssao_kernel_strides)[1]))) && ((S == 1) || (3 == ((int32_t)(((int64_t*)l2_ssao_kernel_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "kernel", ".strides on argument #", "2", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)kernel_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "kernel.device_id", " on argument #", "2", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "depth.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((S * 3) == 0) || !(((float*)(((DLTensor*)kernel_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"kernel", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_ssao_ao_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ao.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_ssao_ao_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ao.shape[1]", " on argument #", "3", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_ssao_ao_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l2_ssao_ao_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l2_ssao_ao_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "ao", ".strides on argument #", "3", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)ao_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "ao.device_id", " on argument #", "3", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "depth.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H * W) == 0) || !(((float*)(((DLTensor*)ao_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"ao", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l2_ssao_raw_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw.shape[0]", " on argument #", "4", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l2_ssao_raw_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw.shape[1]", " on argument #", "4", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_ssao_raw_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l2_ssao_raw_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l2_ssao_raw_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "raw", ".strides on argument #", "4", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)raw_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "raw.device_id", " on argument #", "4", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected to match ", "depth.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H * W) == 0) || !(((float*)(((DLTensor*)raw_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"raw", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)depth_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "depth.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_ssao_normal_shape)[2])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "normal.shape[2]", " on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)normal_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "normal.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_ssao_kernel_shape)[1])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "kernel.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)kernel_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "kernel.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)ao_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "ao.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)raw_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "raw.byte_offset", " on argument #", "4", " when calling:\n  `", "l2_ssao(depth: Tensor([H, W], float32), normal: Tensor([H, W, 3], float32), kernel: Tensor([S, 3], float32), ao: Tensor([H, W], float32), raw: Tensor([H, W], float32), H: int32, W: int32, S: int32, sx: float32, sy: float32, radius: float32, beta: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* depth = ((float*)((float*)(((DLTensor*)depth_handle)[0].data)));
  float* normal = ((float*)((float*)(((DLTensor*)normal_handle)[0].data)));
  float* kernel = ((float*)((float*)(((DLTensor*)kernel_handle)[0].data)));
  float* ao = ((float*)((float*)(((DLTensor*)ao_handle)[0].data)));
  float* raw = ((float*)((float*)(((DLTensor*)raw_handle)[0].data)));
  float acc_ptr[1];
  float sv_ptr[1];
  float su_ptr[1];
  float sds_ptr[1];
  float bsum_ptr[1];
  for (int32_t y = 0; y < H; ++y) {
    for (int32_t x = 0; x < W; ++x) {
      for (int32_t ax0 = 0; ax0 < S; ++ax0) {
        float condval_5;
        if (0.000000e+00f < (((kernel[(ax0 * 3)] * normal[(((y * W) * 3) + (x * 3))]) + (kernel[((ax0 * 3) + 1)] * normal[((((y * W) * 3) + (x * 3)) + 1)])) + (kernel[((ax0 * 3) + 2)] * normal[((((y * W) * 3) + (x * 3)) + 2)]))) {
          condval_5 = 1.000000e+00f;
        } else {
          condval_5 = -1.000000e+00f;
        }
        float condval_6;
        if (0.000000e+00f < (((kernel[(ax0 * 3)] * normal[(((y * W) * 3) + (x * 3))]) + (kernel[((ax0 * 3) + 1)] * normal[((((y * W) * 3) + (x * 3)) + 1)])) + (kernel[((ax0 * 3) + 2)] * normal[((((y * W) * 3) + (x * 3)) + 2)]))) {
          condval_6 = 1.000000e+00f;
        } else {
          condval_6 = -1.000000e+00f;
        }
        float v_ = ((1.000000e+00f + ((sy * (((depth[((y * W) + x)] * (((2.000000e+00f * (((float)y) + 5.000000e-01f)) / ((float)H)) - 1.000000e+00f)) / sy) + ((radius * condval_5) * kernel[((ax0 * 3) + 1)]))) / (depth[((y * W) + x)] + ((radius * condval_6) * kernel[((ax0 * 3) + 2)])))) * ((float)H)) * 5.000000e-01f;
        float v__1 = (float)H;
        float v__2 = (v_) < (v__1) ? (v_) : (v__1);
        sv_ptr[0] = ((v__2) > (0.000000e+00f) ? (v__2) : (0.000000e+00f));
        float condval_7;
        if (0.000000e+00f < (((kernel[(ax0 * 3)] * normal[(((y * W) * 3) + (x * 3))]) + (kernel[((ax0 * 3) + 1)] * normal[((((y * W) * 3) + (x * 3)) + 1)])) + (kernel[((ax0 * 3) + 2)] * normal[((((y * W) * 3) + (x * 3)) + 2)]))) {
          condval_7 = 1.000000e+00f;
        } else {
          condval_7 = -1.000000e+00f;
        }
        float condval_8;
        if (0.000000e+00f < (((kernel[(ax0 * 3)] * normal[(((y * W) * 3) + (x * 3))]) + (kernel[((ax0 * 3) + 1)] * normal[((((y * W) * 3) + (x * 3)) + 1)])) + (kernel[((ax0 * 3) + 2)] * normal[((((y * W) * 3) + (x * 3)) + 2)]))) {
          condval_8 = 1.000000e+00f;
        } else {
          condval_8 = -1.000000e+00f;
        }
        float v__3 = ((1.000000e+00f + ((sx * (((depth[((y * W) + x)] * (((2.000000e+00f * (((float)x) + 5.000000e-01f)) / ((float)W)) - 1.000000e+00f)) / sx) + ((radius * condval_7) * kernel[(ax0 * 3)]))) / (depth[((y * W) + x)] + ((radius * condval_8) * kernel[((ax0 * 3) + 2)])))) * ((float)W)) * 5.000000e-01f;
        float v__4 = (float)W;
        float v__5 = (v__3) < (v__4) ? (v__3) : (v__4);
        su_ptr[0] = ((v__5) > (0.000000e+00f) ? (v__5) : (0.000000e+00f));
        int32_t v__6 = (int32_t)floorf((su_ptr[0] - 5.000000e-01f));
        int32_t v__7 = W - 1;
        int32_t v__8 = (v__6) < (v__7) ? (v__6) : (v__7);
        int32_t v__9 = (int32_t)floorf((sv_ptr[0] - 5.000000e-01f));
        int32_t v__10 = H - 1;
        int32_t v__11 = (v__9) < (v__10) ? (v__9) : (v__10);
        int32_t v__12 = ((int32_t)floorf((su_ptr[0] - 5.000000e-01f))) + 1;
        int32_t v__13 = W - 1;
        int32_t v__14 = (v__12) < (v__13) ? (v__12) : (v__13);
        int32_t v__15 = (int32_t)floorf((sv_ptr[0] - 5.000000e-01f));
        int32_t v__16 = H - 1;
        int32_t v__17 = (v__15) < (v__16) ? (v__15) : (v__16);
        int32_t v__18 = (int32_t)floorf((su_ptr[0] - 5.000000e-01f));
        int32_t v__19 = W - 1;
        int32_t v__20 = (v__18) < (v__19) ? (v__18) : (v__19);
        int32_t v__21 = ((int32_t)floorf((sv_ptr[0] - 5.000000e-01f))) + 1;
        int32_t v__22 = H - 1;
        int32_t v__23 = (v__21) < (v__22) ? (v__21) : (v__22);
        int32_t v__24 = ((int32_t)floorf((su_ptr[0] - 5.000000e-01f))) + 1;
        int32_t v__25 = W - 1;
        int32_t v__26 = (v__24) < (v__25) ? (v__24) : (v__25);
        int32_t v__27 = ((int32_t)floorf((sv_ptr[0] - 5.000000e-01f))) + 1;
        int32_t v__28 = H - 1;
        int32_t v__29 = (v__27) < (v__28) ? (v__27) : (v__28);
        sds_ptr[0] = (((1.000000e+00f - ((sv_ptr[0] - 5.000000e-01f) - floorf((sv_ptr[0] - 5.000000e-01f)))) * (((1.000000e+00f - ((su_ptr[0] - 5.000000e-01f) - floorf((su_ptr[0] - 5.000000e-01f)))) * depth[(((v__8) > (0) ? (v__8) : (0)) + (((v__11) > (0) ? (v__11) : (0)) * W))]) + (((su_ptr[0] - 5.000000e-01f) - floorf((su_ptr[0] - 5.000000e-01f))) * depth[(((v__14) > (0) ? (v__14) : (0)) + (((v__17) > (0) ? (v__17) : (0)) * W))]))) + (((sv_ptr[0] - 5.000000e-01f) - floorf((sv_ptr[0] - 5.000000e-01f))) * (((1.000000e+00f - ((su_ptr[0] - 5.000000e-01f) - floorf((su_ptr[0] - 5.000000e-01f)))) * depth[(((v__20) > (0) ? (v__20) : (0)) + (((v__23) > (0) ? (v__23) : (0)) * W))]) + (((su_ptr[0] - 5.000000e-01f) - floorf((su_ptr[0] - 5.000000e-01f))) * depth[(((v__26) > (0) ? (v__26) : (0)) + (((v__29) > (0) ? (v__29) : (0)) * W))]))));
        if (ax0 == 0) {
          acc_ptr[0] = 0.000000e+00f;
        }
        float v__30 = (((((((sds_ptr[0] * (((2.000000e+00f * su_ptr[0]) / ((float)W)) - 1.000000e+00f)) / sx) - ((depth[((y * W) + x)] * (((2.000000e+00f * (((float)x) + 5.000000e-01f)) / ((float)W)) - 1.000000e+00f)) / sx)) * normal[(((y * W) * 3) + (x * 3))]) + ((((sds_ptr[0] * (((2.000000e+00f * sv_ptr[0]) / ((float)H)) - 1.000000e+00f)) / sy) - ((depth[((y * W) + x)] * (((2.000000e+00f * (((float)y) + 5.000000e-01f)) / ((float)H)) - 1.000000e+00f)) / sy)) * normal[((((y * W) * 3) + (x * 3)) + 1)])) + ((sds_ptr[0] - depth[((y * W) + x)]) * normal[((((y * W) * 3) + (x * 3)) + 2)])) * (1.000000e+00f / sqrtf((((normal[(((y * W) * 3) + (x * 3))] * normal[(((y * W) * 3) + (x * 3))]) + (normal[((((y * W) * 3) + (x * 3)) + 1)] * normal[((((y * W) * 3) + (x * 3)) + 1)])) + (normal[((((y * W) * 3) + (x * 3)) + 2)] * normal[((((y * W) * 3) + (x * 3)) + 2)]))))) - (beta * depth[((y * W) + x)]);
        float v__31 = sds_ptr[0] - depth[((y * W) + x)];
        float v__32 = depth[((y * W) + x)] - sds_ptr[0];
        float v__33 = (v__31) > (v__32) ? (v__31) : (v__32);
        float v__34 = sds_ptr[0] - depth[((y * W) + x)];
        float v__35 = depth[((y * W) + x)] - sds_ptr[0];
        float v__36 = (v__34) > (v__35) ? (v__34) : (v__35);
        float v__37 = sds_ptr[0] - depth[((y * W) + x)];
        float v__38 = depth[((y * W) + x)] - sds_ptr[0];
        float v__39 = (v__37) > (v__38) ? (v__37) : (v__38);
        acc_ptr[0] = (acc_ptr[0] + ((((v__30) > (0.000000e+00f) ? (v__30) : (0.000000e+00f)) / (((((((sds_ptr[0] * (((2.000000e+00f * su_ptr[0]) / ((float)W)) - 1.000000e+00f)) / sx) - ((depth[((y * W) + x)] * (((2.000000e+00f * (((float)x) + 5.000000e-01f)) / ((float)W)) - 1.000000e+00f)) / sx)) * (((sds_ptr[0] * (((2.000000e+00f * su_ptr[0]) / ((float)W)) - 1.000000e+00f)) / sx) - ((depth[((y * W) + x)] * (((2.000000e+00f * (((float)x) + 5.000000e-01f)) / ((float)W)) - 1.000000e+00f)) / sx))) + ((((sds_ptr[0] * (((2.000000e+00f * sv_ptr[0]) / ((float)H)) - 1.000000e+00f)) / sy) - ((depth[((y * W) + x)] * (((2.000000e+00f * (((float)y) + 5.000000e-01f)) / ((float)H)) - 1.000000e+00f)) / sy)) * (((sds_ptr[0] * (((2.000000e+00f * sv_ptr[0]) / ((float)H)) - 1.000000e+00f)) / sy) - ((depth[((y * W) + x)] * (((2.000000e+00f * (((float)y) + 5.000000e-01f)) / ((float)H)) - 1.000000e+00f)) / sy)))) + ((sds_ptr[0] - depth[((y * W) + x)]) * (sds_ptr[0] - depth[((y * W) + x)]))) + 1.000000e-01f)) * (((radius / ((v__33) > (radius) ? (v__33) : (radius))) * (radius / ((v__36) > (radius) ? (v__36) : (radius)))) * (3.000000e+00f - (2.000000e+00f * (radius / ((v__39) > (radius) ? (v__39) : (radius))))))));
      }
      float v__40 = 1.000000e+00f - ((radius * acc_ptr[0]) / ((float)S));
      raw[((y * W) + x)] = ((v__40) > (0.000000e+00f) ? (v__40) : (0.000000e+00f));
    }
  }
  for (int32_t y_1 = 0; y_1 < H; ++y_1) {
    for (int32_t x_1 = 0; x_1 < W; ++x_1) {
      for (int32_t ax0_1 = 0; ax0_1 < 4; ++ax0_1) {
        for (int32_t ax1 = 0; ax1 < 4; ++ax1) {
          if ((ax0_1 == 0) && (ax1 == 0)) {
            bsum_ptr[0] = 0.000000e+00f;
          }
          int32_t v__41 = (x_1 + ax1) - 2;
          int32_t v__42 = W - 1;
          int32_t v__43 = (v__41) < (v__42) ? (v__41) : (v__42);
          int32_t v__44 = (y_1 + ax0_1) - 2;
          int32_t v__45 = H - 1;
          int32_t v__46 = (v__44) < (v__45) ? (v__44) : (v__45);
          bsum_ptr[0] = (bsum_ptr[0] + raw[(((v__43) > (0) ? (v__43) : (0)) + (((v__46) > (0) ? (v__46) : (0)) * W))]);
        }
      }
      ao[((y_1 * W) + x_1)] = (bsum_ptr[0] / 1.600000e+01f);
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l2_ssao(self, args, num_args, result);
}
