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
TVM_DLL int32_t __tvm_ffi_l1_nv12_to_rgb(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_nv12_to_rgb(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 3))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "3", " arguments", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t Yp_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((Yp_type_index == 0) || (Yp_type_index == 4)) || (Yp_type_index == 7)) || (Yp_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (Yp_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* Yp_handle = (void*)condval;
  int32_t UV_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((UV_type_index == 0) || (UV_type_index == 4)) || (UV_type_index == 7)) || (UV_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (UV_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* UV_handle = (void*)condval_1;
  int32_t rgba_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((rgba_type_index == 0) || (rgba_type_index == 4)) || (rgba_type_index == 7)) || (rgba_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (rgba_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* rgba_handle = (void*)condval_2;
  if (!(!(Yp_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Yp_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Yp", ".ndim on argument #", "0", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Yp_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)Yp_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Yp_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Yp", ".dtype on argument #", "0", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nv12_to_rgb_Yp_shape = (int64_t*)(((DLTensor*)Yp_handle)[0].shape);
  int32_t H = ((int32_t)(((int64_t*)l1_nv12_to_rgb_Yp_shape)[0]));
  int64_t* l1_nv12_to_rgb_Yp_strides = (int64_t*)(((DLTensor*)Yp_handle)[0].strides);
  if (!(((((DLTensor*)Yp_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Yp", ".device_type on argument #", "0", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)Yp_handle)[0].device.device_id);
  if (!(!(UV_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)UV_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "UV", ".ndim on argument #", "1", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)UV_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)UV_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)UV_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "UV", ".dtype on argument #", "1", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nv12_to_rgb_UV_shape = (int64_t*)(((DLTensor*)UV_handle)[0].shape);
  int64_t* l1_nv12_to_rgb_UV_strides = (int64_t*)(((DLTensor*)UV_handle)[0].strides);
  if (!(((((DLTensor*)UV_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "UV", ".device_type on argument #", "1", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(rgba_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)rgba_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgba", ".ndim on argument #", "2", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)rgba_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)rgba_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)rgba_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgba", ".dtype on argument #", "2", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_nv12_to_rgb_rgba_shape = (int64_t*)(((DLTensor*)rgba_handle)[0].shape);
  int32_t W = ((int32_t)(((int64_t*)l1_nv12_to_rgb_rgba_shape)[1]));
  int64_t* l1_nv12_to_rgb_rgba_strides = (int64_t*)(((DLTensor*)rgba_handle)[0].strides);
  if (!(((((DLTensor*)rgba_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgba", ".device_type on argument #", "2", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_nv12_to_rgb_Yp_strides == NULL)) {
    if (!(((((W >> 2) == 1) || (1 == ((int32_t)(((int64_t*)l1_nv12_to_rgb_Yp_strides)[1])))) && ((H == 1) || ((W >> 2) == ((int32_t)(((int64_t*)l1_nv12_to_rgb_Yp_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Yp", ".strides on argument #", "0", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((H * (W >> 2)) == 0) || !(((uint32_t*)(((DLTensor*)Yp_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Yp", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_nv12_to_rgb_UV_strides == NULL)) {
    if (!(((((W >> 2) == 1) || (1 == ((int32_t)(((int64_t*)l1_nv12_to_rgb_UV_strides)[1])))) && ((((H + 1) >> 1) == 1) || ((W >> 2) == ((int32_t)(((int64_t*)l1_nv12_to_rgb_UV_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "UV", ".strides on argument #", "1", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)UV_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "UV.device_id", " on argument #", "1", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected to match ", "Yp.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((H + 1) >> 1) * (W >> 2)) == 0) || !(((uint32_t*)(((DLTensor*)UV_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"UV", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_nv12_to_rgb_rgba_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgba.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected to match ", "Yp.shape[0]"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_nv12_to_rgb_rgba_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_nv12_to_rgb_rgba_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_nv12_to_rgb_rgba_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "rgba", ".strides on argument #", "2", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)rgba_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rgba.device_id", " on argument #", "2", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected to match ", "Yp.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H * W) == 0) || !(((uint32_t*)(((DLTensor*)rgba_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"rgba", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((W >> 2) == ((int32_t)(((int64_t*)l1_nv12_to_rgb_Yp_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Yp.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "floordiv(rgba.shape[1], 4)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Yp_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Yp.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H + 1) >> 1) == ((int32_t)(((int64_t*)l1_nv12_to_rgb_UV_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "UV.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "floordiv(Yp.shape[0] + 1, 2)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((W >> 2) == ((int32_t)(((int64_t*)l1_nv12_to_rgb_UV_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "UV.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "floordiv(rgba.shape[1], 4)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)UV_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "UV.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)rgba_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "rgba.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_nv12_to_rgb(Yp: Tensor([H, W // 4], uint32), UV: Tensor([(H + 1) // 2, W // 4], uint32), rgba: Tensor([H, W], uint32))", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* Yp = ((uint32_t*)((uint32_t*)(((DLTensor*)Yp_handle)[0].data)));
  uint32_t* UV = ((uint32_t*)((uint32_t*)(((DLTensor*)UV_handle)[0].data)));
  uint32_t* rgba = ((uint32_t*)((uint32_t*)(((DLTensor*)rgba_handle)[0].data)));
  for (int32_t i = 0; i < H; ++i) {
    for (int32_t j = 0; j < W; ++j) {
      int32_t v_ = (((((int32_t)((UV[((j >> 2) + ((i >> 1) * (W >> 2)))] >> ((uint32_t)((((j & 3) >> 1) * 16) + 8))) & (uint32_t)255)) * 409) + (((int32_t)((Yp[((j >> 2) + (i * (W >> 2)))] >> ((uint32_t)((j & 3) * 8))) & (uint32_t)255)) * 298)) - 56992) >> 8;
      int32_t v__1 = (v_) > (0) ? (v_) : (0);
      int32_t v__2 = ((((((int32_t)((Yp[((j >> 2) + (i * (W >> 2)))] >> ((uint32_t)((j & 3) * 8))) & (uint32_t)255)) * 298) + 34784) - (((int32_t)((UV[((j >> 2) + ((i >> 1) * (W >> 2)))] >> ((uint32_t)(((j & 3) >> 1) * 16))) & (uint32_t)255)) * 100)) - (((int32_t)((UV[((j >> 2) + ((i >> 1) * (W >> 2)))] >> ((uint32_t)((((j & 3) >> 1) * 16) + 8))) & (uint32_t)255)) * 208)) >> 8;
      int32_t v__3 = (v__2) > (0) ? (v__2) : (0);
      int32_t v__4 = (((((int32_t)((UV[((j >> 2) + ((i >> 1) * (W >> 2)))] >> ((uint32_t)(((j & 3) >> 1) * 16))) & (uint32_t)255)) * 516) + (((int32_t)((Yp[((j >> 2) + (i * (W >> 2)))] >> ((uint32_t)((j & 3) * 8))) & (uint32_t)255)) * 298)) - 70688) >> 8;
      int32_t v__5 = (v__4) > (0) ? (v__4) : (0);
      rgba[((i * W) + j)] = (((uint32_t)((((v__1) < (255) ? (v__1) : (255)) | (((v__3) < (255) ? (v__3) : (255)) << 8)) | (((v__5) < (255) ? (v__5) : (255)) << 16))) | (uint32_t)4278190080);
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_nv12_to_rgb(self, args, num_args, result);
}
