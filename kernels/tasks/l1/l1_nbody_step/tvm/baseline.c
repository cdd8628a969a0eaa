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
TVM_DLL int32_t __tvm_ffi_l1_nbody_step(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float sqrtf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_nbody_step(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 6))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "6", " arguments", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t pos_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((pos_type_index == 0) || (pos_type_index == 4)) || (pos_type_index == 7)) || (pos_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "Tensor"};
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
  int32_t vel_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((vel_type_index == 0) || (vel_type_index == 4)) || (vel_type_index == 7)) || (vel_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (vel_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* vel_handle = (void*)condval_1;
  int32_t new_pos_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((new_pos_type_index == 0) || (new_pos_type_index == 4)) || (new_pos_type_index == 7)) || (new_pos_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (new_pos_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* new_pos_handle = (void*)condval_2;
  int32_t new_vel_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((new_vel_type_index == 0) || (new_vel_type_index == 4)) || (new_vel_type_index == 7)) || (new_vel_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (new_vel_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* new_vel_handle = (void*)condval_3;
  int32_t dt_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!((((dt_type_index == 3) || (dt_type_index == 1)) || (dt_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float dt = ((dt_type_index == 3) ? ((float)(((TVMFFIAny*)args)[4].v_float64)) : ((float)(((TVMFFIAny*)args)[4].v_int64)));
  int32_t eps2_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!((((eps2_type_index == 3) || (eps2_type_index == 1)) || (eps2_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float eps2 = ((eps2_type_index == 3) ? ((float)(((TVMFFIAny*)args)[5].v_float64)) : ((float)(((TVMFFIAny*)args)[5].v_int64)));
  if (!(!(pos_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)pos_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pos", ".ndim on argument #", "0", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)pos_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)pos_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)pos_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pos", ".dtype on argument #", "0", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nbody_step_pos_shape = (int64_t*)(((DLTensor*)pos_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l1_nbody_step_pos_shape)[0]));
  int64_t* l1_nbody_step_pos_strides = (int64_t*)(((DLTensor*)pos_handle)[0].strides);
  if (!(((((DLTensor*)pos_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pos", ".device_type on argument #", "0", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)pos_handle)[0].device.device_id);
  if (!(!(vel_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)vel_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "vel", ".ndim on argument #", "1", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)vel_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)vel_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)vel_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "vel", ".dtype on argument #", "1", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nbody_step_vel_shape = (int64_t*)(((DLTensor*)vel_handle)[0].shape);
  int64_t* l1_nbody_step_vel_strides = (int64_t*)(((DLTensor*)vel_handle)[0].strides);
  if (!(((((DLTensor*)vel_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "vel", ".device_type on argument #", "1", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(new_pos_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)new_pos_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "new_pos", ".ndim on argument #", "2", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)new_pos_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)new_pos_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)new_pos_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "new_pos", ".dtype on argument #", "2", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nbody_step_new_pos_shape = (int64_t*)(((DLTensor*)new_pos_handle)[0].shape);
  int64_t* l1_nbody_step_new_pos_strides = (int64_t*)(((DLTensor*)new_pos_handle)[0].strides);
  if (!(((((DLTensor*)new_pos_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "new_pos", ".device_type on argument #", "2", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(new_vel_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)new_vel_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "new_vel", ".ndim on argument #", "3", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)new_vel_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)new_vel_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)new_vel_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "new_vel", ".dtype on argument #", "3", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nbody_step_new_vel_shape = (int64_t*)(((DLTensor*)new_vel_handle)[0].shape);
  int64_t* l1_nbody_step_new_vel_strides = (int64_t*)(((DLTensor*)new_vel_handle)[0].strides);
  if (!(((((DLTensor*)new_vel_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "new_vel", ".device_type on argument #", "3", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_nbody_step_pos_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l1_nbody_step_pos_strides)[1]))) && ((N == 1) || (4 == ((int32_t)(((int64_t*)l1_nbody_step_pos_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "pos", ".strides on argument #", "0", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((N * 4) == 0) || !(((float*)(((DLTensor*)pos_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"pos", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_nbody_step_vel_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "vel.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected to match ", "pos.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_nbody_step_vel_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l1_nbody_step_vel_strides)[1]))) && ((N == 1) || (4 == ((int32_t)(((int64_t*)l1_nbody_step_vel_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "vel", ".strides on argument #", "1", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)vel_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "vel.device_id", " on argument #", "1", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected to match ", "pos.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((N * 4) == 0) || !(((float*)(((DLTensor*)vel_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"vel", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_nbody_step_new_pos_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "new_pos.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected to match ", "pos.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_nbody_step_new_pos_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l1_nbody_step_new_pos_strides)[1]))) && ((N == 1) || (4 == ((int32_t)(((int64_t*)l1_nbody_step_new_pos_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "new_pos", ".strides on argument #", "2", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)new_pos_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "new_pos.device_id", " on argument #", "2", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected to match ", "pos.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((N * 4) == 0) || !(((float*)(((DLTensor*)new_pos_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"new_pos", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_nbody_step_new_vel_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "new_vel.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected to match ", "pos.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_nbody_step_new_vel_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l1_nbody_step_new_vel_strides)[1]))) && ((N == 1) || (4 == ((int32_t)(((int64_t*)l1_nbody_step_new_vel_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "new_vel", ".strides on argument #", "3", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)new_vel_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "new_vel.device_id", " on argument #", "3", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected to match ", "pos.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((N * 4) == 0) || !(((float*)(((DLTensor*)new_vel_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"new_vel", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_nbody_step_pos_shape)[1])) == 4))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "pos.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)pos_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "pos.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_nbody_step_vel_shape)[1])) == 4))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "vel.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)vel_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "vel.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_nbody_step_new_pos_shape)[1])) == 4))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "new_pos.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)new_pos_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "new_pos.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_nbody_step_new_vel_shape)[1])) == 4))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "new_vel.shape[1]", " on argument #", "3", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)new_vel_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "new_vel.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_nbody_step(pos: Tensor([N, 4], float32), vel: Tensor([N, 4], float32), new_pos: Tensor([N, 4], float32), new_vel: Tensor([N, 4], float32), dt: float32, eps2: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* pos = ((float*)((float*)(((DLTensor*)pos_handle)[0].data)));
  float* vel = ((float*)((float*)(((DLTensor*)vel_handle)[0].data)));
  float* new_pos = ((float*)((float*)(((DLTensor*)new_pos_handle)[0].data)));
  float* new_vel = ((float*)((float*)(((DLTensor*)new_vel_handle)[0].data)));
  float acc_v0_ptr[1];
  float acc_v1_ptr[1];
  float acc_v2_ptr[1];
  float s_ptr[1];
  for (int32_t i = 0; i < N; ++i) {
    for (int32_t ax0 = 0; ax0 < N; ++ax0) {
      s_ptr[0] = (((((pos[(ax0 * 4)] - pos[(i * 4)]) * (pos[(ax0 * 4)] - pos[(i * 4)])) + ((pos[((ax0 * 4) + 1)] - pos[((i * 4) + 1)]) * (pos[((ax0 * 4) + 1)] - pos[((i * 4) + 1)]))) + ((pos[((ax0 * 4) + 2)] - pos[((i * 4) + 2)]) * (pos[((ax0 * 4) + 2)] - pos[((i * 4) + 2)]))) + eps2);
      s_ptr[0] = (pos[((ax0 * 4) + 3)] / (s_ptr[0] * sqrtf(s_ptr[0])));
      if (ax0 == 0) {
        acc_v0_ptr[0] = 0.000000e+00f;
        acc_v1_ptr[0] = 0.000000e+00f;
        acc_v2_ptr[0] = 0.000000e+00f;
      }
      float v_acc_v0 = (acc_v0_ptr[0] + (s_ptr[0] * (pos[(ax0 * 4)] - pos[(i * 4)])));
      float v_acc_v1 = (acc_v1_ptr[0] + (s_ptr[0] * (pos[((ax0 * 4) + 1)] - pos[((i * 4) + 1)])));
      float v_acc_v2 = (acc_v2_ptr[0] + (s_ptr[0] * (pos[((ax0 * 4) + 2)] - pos[((i * 4) + 2)])));
      acc_v0_ptr[0] = v_acc_v0;
      acc_v1_ptr[0] = v_acc_v1;
      acc_v2_ptr[0] = v_acc_v2;
    }
    for (int32_t c = 0; c < 4; ++c) {
      float condval_4;
      if (c < 3) {
        float condval_5;
        if (c == 0) {
          condval_5 = acc_v0_ptr[0];
        } else {
          float condval_6;
          if (c == 1) {
            condval_6 = acc_v1_ptr[0];
          } else {
            condval_6 = acc_v2_ptr[0];
          }
          condval_5 = condval_6;
        }
        condval_4 = (vel[((i * 4) + c)] + (dt * condval_5));
      } else {
        condval_4 = vel[((i * 4) + c)];
      }
      new_vel[((i * 4) + c)] = condval_4;
    }
  }
  for (int32_t i_1 = 0; i_1 < N; ++i_1) {
    for (int32_t c_1 = 0; c_1 < 4; ++c_1) {
      float condval_7;
      if (c_1 < 3) {
        condval_7 = (pos[((i_1 * 4) + c_1)] + (dt * new_vel[((i_1 * 4) + c_1)]));
      } else {
        condval_7 = pos[((i_1 * 4) + c_1)];
      }
      new_pos[((i_1 * 4) + c_1)] = condval_7;
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_nbody_step(self, args, num_args, result);
}
