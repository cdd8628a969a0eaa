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
TVM_DLL int32_t __tvm_ffi_l1_vector_add(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_vector_add(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 3))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "3", " arguments", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t a_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((a_type_index == 0) || (a_type_index == 4)) || (a_type_index == 7)) || (a_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (a_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* a_handle = (void*)condval;
  int32_t b_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((b_type_index == 0) || (b_type_index == 4)) || (b_type_index == 7)) || (b_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (b_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* b_handle = (void*)condval_1;
  int32_t c_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((c_type_index == 0) || (c_type_index == 4)) || (c_type_index == 7)) || (c_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (c_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* c_handle = (void*)condval_2;
  if (!(!(a_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)a_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a", ".ndim on argument #", "0", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)a_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)a_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)a_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a", ".dtype on argument #", "0", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_vector_add_a_shape = (int64_t*)(((DLTensor*)a_handle)[0].shape);
  int32_t N = ((int32_t)(((int64_t*)l1_vector_add_a_shape)[0]));
  int64_t* l1_vector_add_a_strides = (int64_t*)(((DLTensor*)a_handle)[0].strides);
  if (!(((((DLTensor*)a_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "a", ".device_type on argument #", "0", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)a_handle)[0].device.device_id);
  if (!(!(b_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)b_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b", ".ndim on argument #", "1", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)b_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)b_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)b_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b", ".dtype on argument #", "1", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_vector_add_b_shape = (int64_t*)(((DLTensor*)b_handle)[0].shape);
  int64_t* l1_vector_add_b_strides = (int64_t*)(((DLTensor*)b_handle)[0].strides);
  if (!(((((DLTensor*)b_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b", ".device_type on argument #", "1", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(c_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)c_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "c", ".ndim on argument #", "2", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)c_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)c_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)c_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "c", ".dtype on argument #", "2", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_vector_add_c_shape = (int64_t*)(((DLTensor*)c_handle)[0].shape);
  int64_t* l1_vector_add_c_strides = (int64_t*)(((DLTensor*)c_handle)[0].strides);
  if (!(((((DLTensor*)c_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "c", ".device_type on argument #", "2", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_vector_add_a_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l1_vector_add_a_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "a", ".strides on argument #", "0", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((N == 0) || !(((float*)(((DLTensor*)a_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"a", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_vector_add_b_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected to match ", "a.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_vector_add_b_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l1_vector_add_b_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "b", ".strides on argument #", "1", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)b_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "b.device_id", " on argument #", "1", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected to match ", "a.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((float*)(((DLTensor*)b_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"b", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_vector_add_c_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "c.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected to match ", "a.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_vector_add_c_strides == NULL)) {
    if (!(((N == 1) || (1 == ((int32_t)(((int64_t*)l1_vector_add_c_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "c", ".strides on argument #", "2", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)c_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "c.device_id", " on argument #", "2", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected to match ", "a.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((N == 0) || !(((float*)(((DLTensor*)c_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"c", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)a_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "a.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)b_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "b.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)c_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "c.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_vector_add(a: Tensor([N], float32), b: Tensor([N], float32), c: Tensor([N], float32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* a = ((float*)((float*)(((DLTensor*)a_handle)[0].data)));
  float* b = ((float*)((float*)(((DLTensor*)b_handle)[0].data)));
  float* c = ((float*)((float*)(((DLTensor*)c_handle)[0].data)));
  for (int32_t i = 0; i < N; ++i) {
    c[i] = (a[i] + b[i]);
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_vector_add(self, args, num_args, result);
}
