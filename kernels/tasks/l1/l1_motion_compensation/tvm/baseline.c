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
TVM_DLL int32_t __tvm_ffi_l1_motion_compensation(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_motion_compensation(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 6))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "6", " arguments", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t Ref_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((Ref_type_index == 0) || (Ref_type_index == 4)) || (Ref_type_index == 7)) || (Ref_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (Ref_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* Ref_handle = (void*)condval;
  int32_t MV_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((MV_type_index == 0) || (MV_type_index == 4)) || (MV_type_index == 7)) || (MV_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (MV_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* MV_handle = (void*)condval_1;
  int32_t Pred_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((Pred_type_index == 0) || (Pred_type_index == 4)) || (Pred_type_index == 7)) || (Pred_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (Pred_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* Pred_handle = (void*)condval_2;
  int32_t W_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[3].v_int64));
  int32_t H_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t B_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((B_type_index == 1) || (B_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t B = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  if (!(!(Ref_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Ref_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Ref", ".ndim on argument #", "0", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Ref_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)Ref_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Ref_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Ref", ".dtype on argument #", "0", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_motion_compensation_Ref_shape = (int64_t*)(((DLTensor*)Ref_handle)[0].shape);
  int64_t* l1_motion_compensation_Ref_strides = (int64_t*)(((DLTensor*)Ref_handle)[0].strides);
  if (!(((((DLTensor*)Ref_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Ref", ".device_type on argument #", "0", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)Ref_handle)[0].device.device_id);
  if (!(!(MV_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)MV_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "MV", ".ndim on argument #", "1", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)MV_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)MV_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)MV_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "MV", ".dtype on argument #", "1", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_motion_compensation_MV_shape = (int64_t*)(((DLTensor*)MV_handle)[0].shape);
  int64_t* l1_motion_compensation_MV_strides = (int64_t*)(((DLTensor*)MV_handle)[0].strides);
  if (!(((((DLTensor*)MV_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "MV", ".device_type on argument #", "1", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(Pred_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Pred_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Pred", ".ndim on argument #", "2", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Pred_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)Pred_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Pred_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Pred", ".dtype on argument #", "2", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_motion_compensation_Pred_shape = (int64_t*)(((DLTensor*)Pred_handle)[0].shape);
  int64_t* l1_motion_compensation_Pred_strides = (int64_t*)(((DLTensor*)Pred_handle)[0].strides);
  if (!(((((DLTensor*)Pred_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Pred", ".device_type on argument #", "2", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_motion_compensation_Ref_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Ref.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_motion_compensation_Ref_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Ref.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_motion_compensation_Ref_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_motion_compensation_Ref_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_motion_compensation_Ref_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Ref", ".strides on argument #", "0", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((H * W) == 0) || !(((uint32_t*)(((DLTensor*)Ref_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Ref", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_motion_compensation_MV_strides == NULL)) {
    int32_t rmod = (((H + B) - 1) % B);
    int32_t rdiv = (((H + B) - 1) / B);
    int32_t rmod_1 = (((W + B) - 1) % B);
    int32_t rdiv_1 = (((W + B) - 1) / B);
    if (!(((((2 * ((((B >= 0) && (rmod >= 0)) || ((B < 0) && (rmod <= 0))) ? rdiv : (rdiv - 1))) * ((((B >= 0) && (rmod_1 >= 0)) || ((B < 0) && (rmod_1 <= 0))) ? rdiv_1 : (rdiv_1 - 1))) == 1) || (1 == ((int32_t)(((int64_t*)l1_motion_compensation_MV_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "MV", ".strides on argument #", "1", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)MV_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "MV.device_id", " on argument #", "1", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected to match ", "Ref.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_2 = (((H + B) - 1) % B);
  int32_t rdiv_2 = (((H + B) - 1) / B);
  int32_t rmod_3 = (((W + B) - 1) % B);
  int32_t rdiv_3 = (((W + B) - 1) / B);
  if (!(((((2 * ((((B >= 0) && (rmod_2 >= 0)) || ((B < 0) && (rmod_2 <= 0))) ? rdiv_2 : (rdiv_2 - 1))) * ((((B >= 0) && (rmod_3 >= 0)) || ((B < 0) && (rmod_3 <= 0))) ? rdiv_3 : (rdiv_3 - 1))) == 0) || !(((int32_t*)(((DLTensor*)MV_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"MV", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_motion_compensation_Pred_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Pred.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_motion_compensation_Pred_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Pred.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_motion_compensation_Pred_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_motion_compensation_Pred_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_motion_compensation_Pred_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Pred", ".strides on argument #", "2", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Pred_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Pred.device_id", " on argument #", "2", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected to match ", "Ref.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H * W) == 0) || !(((uint32_t*)(((DLTensor*)Pred_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Pred", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Ref_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Ref.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_4 = (((H + B) - 1) % B);
  int32_t rdiv_4 = (((H + B) - 1) / B);
  int32_t rmod_5 = (((W + B) - 1) % B);
  int32_t rdiv_5 = (((W + B) - 1) / B);
  if (!((((((((B >= 0) && (rmod_4 >= 0)) || ((B < 0) && (rmod_4 <= 0))) ? rdiv_4 : (rdiv_4 - 1)) * ((((B >= 0) && (rmod_5 >= 0)) || ((B < 0) && (rmod_5 <= 0))) ? rdiv_5 : (rdiv_5 - 1))) * 2) == ((int32_t)(((int64_t*)l1_motion_compensation_MV_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "MV.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "2 * floordiv(H + B - 1, B) * floordiv(W + B - 1, B)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)MV_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "MV.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Pred_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Pred.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_motion_compensation(Ref: Tensor([H, W], uint32), MV: Tensor([2 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), Pred: Tensor([H, W], uint32), W: int32, H: int32, B: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* Ref = ((uint32_t*)((uint32_t*)(((DLTensor*)Ref_handle)[0].data)));
  int32_t* MV = ((int32_t*)((int32_t*)(((DLTensor*)MV_handle)[0].data)));
  uint32_t* Pred = ((uint32_t*)((uint32_t*)(((DLTensor*)Pred_handle)[0].data)));
  for (int32_t y = 0; y < H; ++y) {
    for (int32_t x = 0; x < W; ++x) {
      int32_t v_ = x + (MV[((((y / ((B) > (1) ? (B) : (1))) * (((W - 1) / ((B) > (1) ? (B) : (1))) + 1)) * 2) + ((x / ((B) > (1) ? (B) : (1))) * 2))] >> 2);
      int32_t v__1 = W - 1;
      int32_t v__2 = (v_) < (v__1) ? (v_) : (v__1);
      int32_t v__3 = y + (MV[(((((y / ((B) > (1) ? (B) : (1))) * (((W - 1) / ((B) > (1) ? (B) : (1))) + 1)) * 2) + ((x / ((B) > (1) ? (B) : (1))) * 2)) + 1)] >> 2);
      int32_t v__4 = H - 1;
      int32_t v__5 = (v__3) < (v__4) ? (v__3) : (v__4);
      int32_t v__6 = (x + (MV[((((y / ((B) > (1) ? (B) : (1))) * (((W - 1) / ((B) > (1) ? (B) : (1))) + 1)) * 2) + ((x / ((B) > (1) ? (B) : (1))) * 2))] >> 2)) + 1;
      int32_t v__7 = (v__6) < (v__1) ? (v__6) : (v__1);
      int32_t v__8 = (y + (MV[(((((y / ((B) > (1) ? (B) : (1))) * (((W - 1) / ((B) > (1) ? (B) : (1))) + 1)) * 2) + ((x / ((B) > (1) ? (B) : (1))) * 2)) + 1)] >> 2)) + 1;
      int32_t v__9 = (v__8) < (v__4) ? (v__8) : (v__4);
      Pred[((y * W) + x)] = ((uint32_t)(((((4 - (MV[(((((y / ((B) > (1) ? (B) : (1))) * (((W - 1) / ((B) > (1) ? (B) : (1))) + 1)) * 2) + ((x / ((B) > (1) ? (B) : (1))) * 2)) + 1)] & 3)) * (((4 - (MV[((((y / ((B) > (1) ? (B) : (1))) * (((W - 1) / ((B) > (1) ? (B) : (1))) + 1)) * 2) + ((x / ((B) > (1) ? (B) : (1))) * 2))] & 3)) * ((int32_t)Ref[(((v__2) > (0) ? (v__2) : (0)) + (((v__5) > (0) ? (v__5) : (0)) * W))])) + ((MV[((((y / ((B) > (1) ? (B) : (1))) * (((W - 1) / ((B) > (1) ? (B) : (1))) + 1)) * 2) + ((x / ((B) > (1) ? (B) : (1))) * 2))] & 3) * ((int32_t)Ref[(((v__7) > (0) ? (v__7) : (0)) + (((v__5) > (0) ? (v__5) : (0)) * W))])))) + ((MV[(((((y / ((B) > (1) ? (B) : (1))) * (((W - 1) / ((B) > (1) ? (B) : (1))) + 1)) * 2) + ((x / ((B) > (1) ? (B) : (1))) * 2)) + 1)] & 3) * (((4 - (MV[((((y / ((B) > (1) ? (B) : (1))) * (((W - 1) / ((B) > (1) ? (B) : (1))) + 1)) * 2) + ((x / ((B) > (1) ? (B) : (1))) * 2))] & 3)) * ((int32_t)Ref[(((v__2) > (0) ? (v__2) : (0)) + (((v__9) > (0) ? (v__9) : (0)) * W))])) + ((MV[((((y / ((B) > (1) ? (B) : (1))) * (((W - 1) / ((B) > (1) ? (B) : (1))) + 1)) * 2) + ((x / ((B) > (1) ? (B) : (1))) * 2))] & 3) * ((int32_t)Ref[(((v__7) > (0) ? (v__7) : (0)) + (((v__9) > (0) ? (v__9) : (0)) * W))]))))) + 8) >> 4));
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_motion_compensation(self, args, num_args, result);
}
