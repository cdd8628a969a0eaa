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
TVM_DLL int32_t __tvm_ffi_l2_icp_point_to_point(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_icp_point_to_point(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 8))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "8", " arguments", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t src_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((src_type_index == 0) || (src_type_index == 4)) || (src_type_index == 7)) || (src_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (src_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* src_handle = (void*)condval;
  int32_t tgt_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((tgt_type_index == 0) || (tgt_type_index == 4)) || (tgt_type_index == 7)) || (tgt_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (tgt_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* tgt_handle = (void*)condval_1;
  int32_t H_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((H_type_index == 0) || (H_type_index == 4)) || (H_type_index == 7)) || (H_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (H_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* H_handle = (void*)condval_2;
  int32_t p_mean_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((p_mean_type_index == 0) || (p_mean_type_index == 4)) || (p_mean_type_index == 7)) || (p_mean_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (p_mean_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* p_mean_handle = (void*)condval_3;
  int32_t q_mean_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((q_mean_type_index == 0) || (q_mean_type_index == 4)) || (q_mean_type_index == 7)) || (q_mean_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (q_mean_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* q_mean_handle = (void*)condval_4;
  int32_t arg_v0_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((arg_v0_type_index == 0) || (arg_v0_type_index == 4)) || (arg_v0_type_index == 7)) || (arg_v0_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_5;
  if (arg_v0_type_index == 70) {
    condval_5 = ((void*)((char*)(((TVMFFIAny*)args)[5].v_ptr) + 24));
  } else {
    condval_5 = (((TVMFFIAny*)args)[5].v_ptr);
  }
  void* arg_v0_handle = (void*)condval_5;
  int32_t arg_v1_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((((arg_v1_type_index == 0) || (arg_v1_type_index == 4)) || (arg_v1_type_index == 7)) || (arg_v1_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_6;
  if (arg_v1_type_index == 70) {
    condval_6 = ((void*)((char*)(((TVMFFIAny*)args)[6].v_ptr) + 24));
  } else {
    condval_6 = (((TVMFFIAny*)args)[6].v_ptr);
  }
  void* arg_v1_handle = (void*)condval_6;
  int32_t csum_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((((csum_type_index == 0) || (csum_type_index == 4)) || (csum_type_index == 7)) || (csum_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_7;
  if (csum_type_index == 70) {
    condval_7 = ((void*)((char*)(((TVMFFIAny*)args)[7].v_ptr) + 24));
  } else {
    condval_7 = (((TVMFFIAny*)args)[7].v_ptr);
  }
  void* csum_handle = (void*)condval_7;
  if (!(!(src_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)src_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "src", ".ndim on argument #", "0", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)src_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)src_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)src_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "src", ".dtype on argument #", "0", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_icp_point_to_point_src_shape = (int64_t*)(((DLTensor*)src_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l2_icp_point_to_point_src_shape)[0]));
  int64_t* l2_icp_point_to_point_src_strides = (int64_t*)(((DLTensor*)src_handle)[0].strides);
  if (!(((((DLTensor*)src_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "src", ".device_type on argument #", "0", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)src_handle)[0].device.device_id);
  if (!(!(tgt_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)tgt_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tgt", ".ndim on argument #", "1", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)tgt_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)tgt_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)tgt_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tgt", ".dtype on argument #", "1", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_icp_point_to_point_tgt_shape = (int64_t*)(((DLTensor*)tgt_handle)[0].shape);
  int32_t M = ((int32_t)(((int64_t*)l2_icp_point_to_point_tgt_shape)[0]));
  int64_t* l2_icp_point_to_point_tgt_strides = (int64_t*)(((DLTensor*)tgt_handle)[0].strides);
  if (!(((((DLTensor*)tgt_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tgt", ".device_type on argument #", "1", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(H_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)H_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "H", ".ndim on argument #", "2", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)H_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)H_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)H_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "H", ".dtype on argument #", "2", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_icp_point_to_point_H_shape = (int64_t*)(((DLTensor*)H_handle)[0].shape);
  int64_t* l2_icp_point_to_point_H_strides = (int64_t*)(((DLTensor*)H_handle)[0].strides);
  if (!(((((DLTensor*)H_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "H", ".device_type on argument #", "2", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(p_mean_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)p_mean_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "p_mean", ".ndim on argument #", "3", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)p_mean_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)p_mean_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)p_mean_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "p_mean", ".dtype on argument #", "3", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_icp_point_to_point_p_mean_shape = (int64_t*)(((DLTensor*)p_mean_handle)[0].shape);
  int64_t* l2_icp_point_to_point_p_mean_strides = (int64_t*)(((DLTensor*)p_mean_handle)[0].strides);
  if (!(((((DLTensor*)p_mean_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "p_mean", ".device_type on argument #", "3", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(q_mean_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)q_mean_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "q_mean", ".ndim on argument #", "4", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)q_mean_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)q_mean_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)q_mean_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "q_mean", ".dtype on argument #", "4", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_icp_point_to_point_q_mean_shape = (int64_t*)(((DLTensor*)q_mean_handle)[0].shape);
  int64_t* l2_icp_point_to_point_q_mean_strides = (int64_t*)(((DLTensor*)q_mean_handle)[0].strides);
  if (!(((((DLTensor*)q_mean_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "q_mean", ".device_type on argument #", "4", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(arg_v0_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)arg_v0_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0", ".ndim on argument #", "5", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)arg_v0_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)arg_v0_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)arg_v0_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0", ".dtype on argument #", "5", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_icp_point_to_point_arg_v0_shape = (int64_t*)(((DLTensor*)arg_v0_handle)[0].shape);
  int64_t* l2_icp_point_to_point_arg_v0_strides = (int64_t*)(((DLTensor*)arg_v0_handle)[0].strides);
  if (!(((((DLTensor*)arg_v0_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0", ".device_type on argument #", "5", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(arg_v1_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)arg_v1_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1", ".ndim on argument #", "6", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)arg_v1_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)arg_v1_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)arg_v1_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1", ".dtype on argument #", "6", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_icp_point_to_point_arg_v1_shape = (int64_t*)(((DLTensor*)arg_v1_handle)[0].shape);
  int64_t* l2_icp_point_to_point_arg_v1_strides = (int64_t*)(((DLTensor*)arg_v1_handle)[0].strides);
  if (!(((((DLTensor*)arg_v1_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1", ".device_type on argument #", "6", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(csum_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)csum_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "csum", ".ndim on argument #", "7", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)csum_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)csum_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)csum_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "csum", ".dtype on argument #", "7", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_icp_point_to_point_csum_shape = (int64_t*)(((DLTensor*)csum_handle)[0].shape);
  int64_t* l2_icp_point_to_point_csum_strides = (int64_t*)(((DLTensor*)csum_handle)[0].strides);
  if (!(((((DLTensor*)csum_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "csum", ".device_type on argument #", "7", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_icp_point_to_point_src_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l2_icp_point_to_point_src_strides)[1]))) && ((N == 1) || (3 == ((int32_t)(((int64_t*)l2_icp_point_to_point_src_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "src", ".strides on argument #", "0", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((N * 3) == 0) || !(((float*)(((DLTensor*)src_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"src", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l2_icp_point_to_point_tgt_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l2_icp_point_to_point_tgt_strides)[1]))) && ((M == 1) || (3 == ((int32_t)(((int64_t*)l2_icp_point_to_point_tgt_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "tgt", ".strides on argument #", "1", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)tgt_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "tgt.device_id", " on argument #", "1", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((M * 3) == 0) || !(((float*)(((DLTensor*)tgt_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"tgt", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l2_icp_point_to_point_H_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l2_icp_point_to_point_H_strides)[1]))) && (3 == ((int32_t)(((int64_t*)l2_icp_point_to_point_H_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "H", ".strides on argument #", "2", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)H_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "H.device_id", " on argument #", "2", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((float*)(((DLTensor*)H_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"H", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l2_icp_point_to_point_p_mean_strides == NULL)) {
    if (!((1 == ((int32_t)(((int64_t*)l2_icp_point_to_point_p_mean_strides)[0]))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "p_mean", ".strides on argument #", "3", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)p_mean_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "p_mean.device_id", " on argument #", "3", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((float*)(((DLTensor*)p_mean_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"p_mean", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l2_icp_point_to_point_q_mean_strides == NULL)) {
    if (!((1 == ((int32_t)(((int64_t*)l2_icp_point_to_point_q_mean_strides)[0]))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "q_mean", ".strides on argument #", "4", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)q_mean_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "q_mean.device_id", " on argument #", "4", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((float*)(((DLTensor*)q_mean_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"q_mean", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_icp_point_to_point_arg_v0_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0.shape[0]", " on argument #", "5", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to match ", "src.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_icp_point_to_point_arg_v0_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l2_icp_point_to_point_arg_v0_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "arg.v0", ".strides on argument #", "5", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)arg_v0_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v0.device_id", " on argument #", "5", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((int32_t*)(((DLTensor*)arg_v0_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"arg.v0", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_icp_point_to_point_arg_v1_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1.shape[0]", " on argument #", "6", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to match ", "src.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_icp_point_to_point_arg_v1_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l2_icp_point_to_point_arg_v1_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "arg.v1", ".strides on argument #", "6", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)arg_v1_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "arg.v1.device_id", " on argument #", "6", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((float*)(((DLTensor*)arg_v1_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"arg.v1", " data pointer is NULL on argument #", "6", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l2_icp_point_to_point_csum_strides == NULL)) {
    if (!((1 == ((int32_t)(((int64_t*)l2_icp_point_to_point_csum_strides)[0]))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "csum", ".strides on argument #", "7", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)csum_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "csum.device_id", " on argument #", "7", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected to match ", "src.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((float*)(((DLTensor*)csum_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"csum", " data pointer is NULL on argument #", "7", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_icp_point_to_point_src_shape)[1])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "src.shape[1]", " on argument #", "0", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)src_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "src.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_icp_point_to_point_tgt_shape)[1])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "tgt.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)tgt_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "tgt.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_icp_point_to_point_H_shape)[0])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "H.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_icp_point_to_point_H_shape)[1])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "H.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)H_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "H.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_icp_point_to_point_p_mean_shape)[0])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "p_mean.shape[0]", " on argument #", "3", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)p_mean_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "p_mean.byte_offset", " on argument #", "3", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_icp_point_to_point_q_mean_shape)[0])) == 3))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "q_mean.shape[0]", " on argument #", "4", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "3"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)q_mean_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "q_mean.byte_offset", " on argument #", "4", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)arg_v0_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "arg.v0.byte_offset", " on argument #", "5", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)arg_v1_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "arg.v1.byte_offset", " on argument #", "6", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_icp_point_to_point_csum_shape)[0])) == 6))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "csum.shape[0]", " on argument #", "7", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "6"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)csum_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "csum.byte_offset", " on argument #", "7", " when calling:\n  `", "l2_icp_point_to_point(src: Tensor([N, 3], float32), tgt: Tensor([M, 3], float32), H: Tensor([3, 3], float32), p_mean: Tensor([3], float32), q_mean: Tensor([3], float32), arg.v0: Tensor([N], int32), arg.v1: Tensor([N], float32), csum: Tensor([6], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* src = ((float*)((float*)(((DLTensor*)src_handle)[0].data)));
  float* tgt = ((float*)((float*)(((DLTensor*)tgt_handle)[0].data)));
  float* H = ((float*)((float*)(((DLTensor*)H_handle)[0].data)));
  float* p_mean = ((float*)((float*)(((DLTensor*)p_mean_handle)[0].data)));
  float* q_mean = ((float*)((float*)(((DLTensor*)q_mean_handle)[0].data)));
  int32_t* arg_v0 = ((int32_t*)((int32_t*)(((DLTensor*)arg_v0_handle)[0].data)));
  float* arg_v1 = ((float*)((float*)(((DLTensor*)arg_v1_handle)[0].data)));
  float* csum = ((float*)((float*)(((DLTensor*)csum_handle)[0].data)));
  for (int32_t i = 0; i < N; ++i) {
    for (int32_t j = 0; j < M; ++j) {
      if (j == 0) {
        arg_v0[i] = -1;
        arg_v1[i] = 3.402823e+38f;
      }
      int32_t condval_8;
      if ((arg_v1[i] < ((((src[(i * 3)] - tgt[(j * 3)]) * (src[(i * 3)] - tgt[(j * 3)])) + ((src[((i * 3) + 1)] - tgt[((j * 3) + 1)]) * (src[((i * 3) + 1)] - tgt[((j * 3) + 1)]))) + ((src[((i * 3) + 2)] - tgt[((j * 3) + 2)]) * (src[((i * 3) + 2)] - tgt[((j * 3) + 2)])))) || ((arg_v1[i] == ((((src[(i * 3)] - tgt[(j * 3)]) * (src[(i * 3)] - tgt[(j * 3)])) + ((src[((i * 3) + 1)] - tgt[((j * 3) + 1)]) * (src[((i * 3) + 1)] - tgt[((j * 3) + 1)]))) + ((src[((i * 3) + 2)] - tgt[((j * 3) + 2)]) * (src[((i * 3) + 2)] - tgt[((j * 3) + 2)])))) && (arg_v0[i] < j))) {
        condval_8 = arg_v0[i];
      } else {
        condval_8 = j;
      }
      int32_t v_arg_v0 = condval_8;
      float condval_9;
      if (arg_v1[i] < ((((src[(i * 3)] - tgt[(j * 3)]) * (src[(i * 3)] - tgt[(j * 3)])) + ((src[((i * 3) + 1)] - tgt[((j * 3) + 1)]) * (src[((i * 3) + 1)] - tgt[((j * 3) + 1)]))) + ((src[((i * 3) + 2)] - tgt[((j * 3) + 2)]) * (src[((i * 3) + 2)] - tgt[((j * 3) + 2)])))) {
        condval_9 = arg_v1[i];
      } else {
        condval_9 = ((((src[(i * 3)] - tgt[(j * 3)]) * (src[(i * 3)] - tgt[(j * 3)])) + ((src[((i * 3) + 1)] - tgt[((j * 3) + 1)]) * (src[((i * 3) + 1)] - tgt[((j * 3) + 1)]))) + ((src[((i * 3) + 2)] - tgt[((j * 3) + 2)]) * (src[((i * 3) + 2)] - tgt[((j * 3) + 2)])));
      }
      float v_arg_v1 = condval_9;
      arg_v0[i] = v_arg_v0;
      arg_v1[i] = v_arg_v1;
    }
  }
  for (int32_t k = 0; k < 6; ++k) {
    for (int32_t i1 = 0; i1 < N; ++i1) {
      if (i1 == 0) {
        csum[k] = 0.000000e+00f;
      }
      float condval_10;
      if (k < 3) {
        condval_10 = src[((i1 * 3) + k)];
      } else {
        int32_t v_ = k - 3;
        condval_10 = tgt[((arg_v0[i1] * 3) + ((v_) > (0) ? (v_) : (0)))];
      }
      csum[k] = (csum[k] + condval_10);
    }
  }
  for (int32_t c = 0; c < 3; ++c) {
    p_mean[c] = (csum[c] / ((float)N));
  }
  for (int32_t c_1 = 0; c_1 < 3; ++c_1) {
    q_mean[c_1] = (csum[(c_1 + 3)] / ((float)N));
  }
  for (int32_t r = 0; r < 3; ++r) {
    for (int32_t c_2 = 0; c_2 < 3; ++c_2) {
      for (int32_t i2 = 0; i2 < N; ++i2) {
        if (i2 == 0) {
          H[((r * 3) + c_2)] = 0.000000e+00f;
        }
        H[((r * 3) + c_2)] = (H[((r * 3) + c_2)] + (((src[((i2 * 3) + r)] - p_mean[r]) * (tgt[((arg_v0[i2] * 3) + c_2)] - q_mean[c_2])) / ((float)N)));
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
  return __tvm_ffi_l2_icp_point_to_point(self, args, num_args, result);
}
