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
TVM_DLL int32_t __tvm_ffi_l1_sad_block_search(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_sad_block_search(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 9))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "9", " arguments", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t Cur_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((Cur_type_index == 0) || (Cur_type_index == 4)) || (Cur_type_index == 7)) || (Cur_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (Cur_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* Cur_handle = (void*)condval;
  int32_t Ref_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((Ref_type_index == 0) || (Ref_type_index == 4)) || (Ref_type_index == 7)) || (Ref_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (Ref_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* Ref_handle = (void*)condval_1;
  int32_t MV_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((MV_type_index == 0) || (MV_type_index == 4)) || (MV_type_index == 7)) || (MV_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (MV_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* MV_handle = (void*)condval_2;
  int32_t cost_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((cost_type_index == 0) || (cost_type_index == 4)) || (cost_type_index == 7)) || (cost_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (cost_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* cost_handle = (void*)condval_3;
  int32_t best_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((best_type_index == 0) || (best_type_index == 4)) || (best_type_index == 7)) || (best_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (best_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* best_handle = (void*)condval_4;
  int32_t W_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t H_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t B_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((B_type_index == 1) || (B_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t B = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t R_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((R_type_index == 1) || (R_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t R = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  if (!(!(Cur_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Cur_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Cur", ".ndim on argument #", "0", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Cur_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)Cur_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Cur_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Cur", ".dtype on argument #", "0", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_sad_block_search_Cur_shape = (int64_t*)(((DLTensor*)Cur_handle)[0].shape);
  int64_t* l1_sad_block_search_Cur_strides = (int64_t*)(((DLTensor*)Cur_handle)[0].strides);
  if (!(((((DLTensor*)Cur_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Cur", ".device_type on argument #", "0", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)Cur_handle)[0].device.device_id);
  if (!(!(Ref_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)Ref_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Ref", ".ndim on argument #", "1", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Ref_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)Ref_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Ref_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Ref", ".dtype on argument #", "1", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_sad_block_search_Ref_shape = (int64_t*)(((DLTensor*)Ref_handle)[0].shape);
  int64_t* l1_sad_block_search_Ref_strides = (int64_t*)(((DLTensor*)Ref_handle)[0].strides);
  if (!(((((DLTensor*)Ref_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Ref", ".device_type on argument #", "1", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(MV_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)MV_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "MV", ".ndim on argument #", "2", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)MV_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)MV_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)MV_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "MV", ".dtype on argument #", "2", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_sad_block_search_MV_shape = (int64_t*)(((DLTensor*)MV_handle)[0].shape);
  int64_t* l1_sad_block_search_MV_strides = (int64_t*)(((DLTensor*)MV_handle)[0].strides);
  if (!(((((DLTensor*)MV_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "MV", ".device_type on argument #", "2", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(cost_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)cost_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cost", ".ndim on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)cost_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)cost_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)cost_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cost", ".dtype on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_sad_block_search_cost_shape = (int64_t*)(((DLTensor*)cost_handle)[0].shape);
  int64_t* l1_sad_block_search_cost_strides = (int64_t*)(((DLTensor*)cost_handle)[0].strides);
  if (!(((((DLTensor*)cost_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cost", ".device_type on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(best_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)best_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "best", ".ndim on argument #", "4", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)best_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)best_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)best_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "best", ".dtype on argument #", "4", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_sad_block_search_best_shape = (int64_t*)(((DLTensor*)best_handle)[0].shape);
  int64_t* l1_sad_block_search_best_strides = (int64_t*)(((DLTensor*)best_handle)[0].strides);
  if (!(((((DLTensor*)best_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "best", ".device_type on argument #", "4", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_sad_block_search_Cur_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Cur.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_sad_block_search_Cur_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Cur.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_sad_block_search_Cur_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_sad_block_search_Cur_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_sad_block_search_Cur_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Cur", ".strides on argument #", "0", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((H * W) == 0) || !(((uint32_t*)(((DLTensor*)Cur_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Cur", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_sad_block_search_Ref_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Ref.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_sad_block_search_Ref_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Ref.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_sad_block_search_Ref_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_sad_block_search_Ref_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_sad_block_search_Ref_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Ref", ".strides on argument #", "1", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Ref_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Ref.device_id", " on argument #", "1", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to match ", "Cur.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H * W) == 0) || !(((uint32_t*)(((DLTensor*)Ref_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Ref", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_sad_block_search_MV_strides == NULL)) {
    int32_t rmod = (((H + B) - 1) % B);
    int32_t rdiv = (((H + B) - 1) / B);
    int32_t rmod_1 = (((W + B) - 1) % B);
    int32_t rdiv_1 = (((W + B) - 1) / B);
    if (!(((((3 * ((((B >= 0) && (rmod >= 0)) || ((B < 0) && (rmod <= 0))) ? rdiv : (rdiv - 1))) * ((((B >= 0) && (rmod_1 >= 0)) || ((B < 0) && (rmod_1 <= 0))) ? rdiv_1 : (rdiv_1 - 1))) == 1) || (1 == ((int32_t)(((int64_t*)l1_sad_block_search_MV_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "MV", ".strides on argument #", "2", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)MV_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "MV.device_id", " on argument #", "2", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to match ", "Cur.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_2 = (((H + B) - 1) % B);
  int32_t rdiv_2 = (((H + B) - 1) / B);
  int32_t rmod_3 = (((W + B) - 1) % B);
  int32_t rdiv_3 = (((W + B) - 1) / B);
  if (!(((((3 * ((((B >= 0) && (rmod_2 >= 0)) || ((B < 0) && (rmod_2 <= 0))) ? rdiv_2 : (rdiv_2 - 1))) * ((((B >= 0) && (rmod_3 >= 0)) || ((B < 0) && (rmod_3 <= 0))) ? rdiv_3 : (rdiv_3 - 1))) == 0) || !(((int32_t*)(((DLTensor*)MV_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"MV", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_sad_block_search_cost_strides == NULL)) {
    int32_t rmod_4 = (((W + B) - 1) % B);
    int32_t rdiv_4 = (((W + B) - 1) / B);
    int32_t rmod_5 = (((H + B) - 1) % B);
    int32_t rdiv_5 = (((H + B) - 1) / B);
    int32_t rmod_6 = (((W + B) - 1) % B);
    int32_t rdiv_6 = (((W + B) - 1) / B);
    if (!((((((((2 * R) + 1) == 1) || (1 == ((int32_t)(((int64_t*)l1_sad_block_search_cost_strides)[3])))) && ((((2 * R) + 1) == 1) || (((2 * R) + 1) == ((int32_t)(((int64_t*)l1_sad_block_search_cost_strides)[2]))))) && ((((((B >= 0) && (rmod_4 >= 0)) || ((B < 0) && (rmod_4 <= 0))) ? rdiv_4 : (rdiv_4 - 1)) == 1) || ((((2 * R) + 1) * ((2 * R) + 1)) == ((int32_t)(((int64_t*)l1_sad_block_search_cost_strides)[1]))))) && ((((((B >= 0) && (rmod_5 >= 0)) || ((B < 0) && (rmod_5 <= 0))) ? rdiv_5 : (rdiv_5 - 1)) == 1) || (((((2 * R) + 1) * ((2 * R) + 1)) * ((((B >= 0) && (rmod_6 >= 0)) || ((B < 0) && (rmod_6 <= 0))) ? rdiv_6 : (rdiv_6 - 1))) == ((int32_t)(((int64_t*)l1_sad_block_search_cost_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "cost", ".strides on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)cost_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cost.device_id", " on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to match ", "Cur.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_7 = (((H + B) - 1) % B);
  int32_t rdiv_7 = (((H + B) - 1) / B);
  int32_t rmod_8 = (((W + B) - 1) % B);
  int32_t rdiv_8 = (((W + B) - 1) / B);
  if (!((((((((((B >= 0) && (rmod_7 >= 0)) || ((B < 0) && (rmod_7 <= 0))) ? rdiv_7 : (rdiv_7 - 1)) * ((((B >= 0) && (rmod_8 >= 0)) || ((B < 0) && (rmod_8 <= 0))) ? rdiv_8 : (rdiv_8 - 1))) * ((2 * R) + 1)) * ((2 * R) + 1)) == 0) || !(((int32_t*)(((DLTensor*)cost_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"cost", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_sad_block_search_best_strides == NULL)) {
    int32_t rmod_9 = (((W + B) - 1) % B);
    int32_t rdiv_9 = (((W + B) - 1) / B);
    int32_t rmod_10 = (((H + B) - 1) % B);
    int32_t rdiv_10 = (((H + B) - 1) / B);
    int32_t rmod_11 = (((W + B) - 1) % B);
    int32_t rdiv_11 = (((W + B) - 1) / B);
    if (!((((((((B >= 0) && (rmod_9 >= 0)) || ((B < 0) && (rmod_9 <= 0))) ? rdiv_9 : (rdiv_9 - 1)) == 1) || (1 == ((int32_t)(((int64_t*)l1_sad_block_search_best_strides)[1])))) && ((((((B >= 0) && (rmod_10 >= 0)) || ((B < 0) && (rmod_10 <= 0))) ? rdiv_10 : (rdiv_10 - 1)) == 1) || (((((B >= 0) && (rmod_11 >= 0)) || ((B < 0) && (rmod_11 <= 0))) ? rdiv_11 : (rdiv_11 - 1)) == ((int32_t)(((int64_t*)l1_sad_block_search_best_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "best", ".strides on argument #", "4", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)best_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "best.device_id", " on argument #", "4", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected to match ", "Cur.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_12 = (((H + B) - 1) % B);
  int32_t rdiv_12 = (((H + B) - 1) / B);
  int32_t rmod_13 = (((W + B) - 1) % B);
  int32_t rdiv_13 = (((W + B) - 1) / B);
  if (!((((((((B >= 0) && (rmod_12 >= 0)) || ((B < 0) && (rmod_12 <= 0))) ? rdiv_12 : (rdiv_12 - 1)) * ((((B >= 0) && (rmod_13 >= 0)) || ((B < 0) && (rmod_13 <= 0))) ? rdiv_13 : (rdiv_13 - 1))) == 0) || !(((int32_t*)(((DLTensor*)best_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"best", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Cur_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Cur.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Ref_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Ref.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_14 = (((H + B) - 1) % B);
  int32_t rdiv_14 = (((H + B) - 1) / B);
  int32_t rmod_15 = (((W + B) - 1) % B);
  int32_t rdiv_15 = (((W + B) - 1) / B);
  if (!((((((((B >= 0) && (rmod_14 >= 0)) || ((B < 0) && (rmod_14 <= 0))) ? rdiv_14 : (rdiv_14 - 1)) * ((((B >= 0) && (rmod_15 >= 0)) || ((B < 0) && (rmod_15 <= 0))) ? rdiv_15 : (rdiv_15 - 1))) * 3) == ((int32_t)(((int64_t*)l1_sad_block_search_MV_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "MV.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "3 * floordiv(H + B - 1, B) * floordiv(W + B - 1, B)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)MV_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "MV.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_16 = (((H + B) - 1) % B);
  int32_t rdiv_16 = (((H + B) - 1) / B);
  if (!((((((B >= 0) && (rmod_16 >= 0)) || ((B < 0) && (rmod_16 <= 0))) ? rdiv_16 : (rdiv_16 - 1)) == ((int32_t)(((int64_t*)l1_sad_block_search_cost_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cost.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "floordiv(H + B - 1, B)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_17 = (((W + B) - 1) % B);
  int32_t rdiv_17 = (((W + B) - 1) / B);
  if (!((((((B >= 0) && (rmod_17 >= 0)) || ((B < 0) && (rmod_17 <= 0))) ? rdiv_17 : (rdiv_17 - 1)) == ((int32_t)(((int64_t*)l1_sad_block_search_cost_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cost.shape[1]", " on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "floordiv(W + B - 1, B)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((R * 2) + 1) == ((int32_t)(((int64_t*)l1_sad_block_search_cost_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cost.shape[2]", " on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "2 * R + 1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((R * 2) + 1) == ((int32_t)(((int64_t*)l1_sad_block_search_cost_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cost.shape[3]", " on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "2 * R + 1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)cost_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cost.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_18 = (((H + B) - 1) % B);
  int32_t rdiv_18 = (((H + B) - 1) / B);
  if (!((((((B >= 0) && (rmod_18 >= 0)) || ((B < 0) && (rmod_18 <= 0))) ? rdiv_18 : (rdiv_18 - 1)) == ((int32_t)(((int64_t*)l1_sad_block_search_best_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "best.shape[0]", " on argument #", "4", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "floordiv(H + B - 1, B)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_19 = (((W + B) - 1) % B);
  int32_t rdiv_19 = (((W + B) - 1) / B);
  if (!((((((B >= 0) && (rmod_19 >= 0)) || ((B < 0) && (rmod_19 <= 0))) ? rdiv_19 : (rdiv_19 - 1)) == ((int32_t)(((int64_t*)l1_sad_block_search_best_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "best.shape[1]", " on argument #", "4", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "floordiv(W + B - 1, B)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)best_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "best.byte_offset", " on argument #", "4", " when calling:\n  `", "l1_sad_block_search(Cur: Tensor([H, W], uint32), Ref: Tensor([H, W], uint32), MV: Tensor([3 * ((H + B - 1) // B) * ((W + B - 1) // B)], int32), cost: Tensor([(H + B - 1) // B, (W + B - 1) // B, 2 * R_1 + 1, 2 * R_1 + 1], int32), best: Tensor([(H + B - 1) // B, (W + B - 1) // B], int32), W: int32, H: int32, B: int32, R: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* Cur = ((uint32_t*)((uint32_t*)(((DLTensor*)Cur_handle)[0].data)));
  uint32_t* Ref = ((uint32_t*)((uint32_t*)(((DLTensor*)Ref_handle)[0].data)));
  int32_t* MV = ((int32_t*)((int32_t*)(((DLTensor*)MV_handle)[0].data)));
  int32_t* cost = ((int32_t*)((int32_t*)(((DLTensor*)cost_handle)[0].data)));
  int32_t* best = ((int32_t*)((int32_t*)(((DLTensor*)best_handle)[0].data)));
  int32_t rmod_20 = (((H + B) - 1) % B);
  int32_t rdiv_20 = (((H + B) - 1) / B);
  for (int32_t by = 0; by < ((((B >= 0) && (rmod_20 >= 0)) || ((B < 0) && (rmod_20 <= 0))) ? rdiv_20 : (rdiv_20 - 1)); ++by) {
    int32_t rmod_21 = (((W + B) - 1) % B);
    int32_t rdiv_21 = (((W + B) - 1) / B);
    for (int32_t bx = 0; bx < ((((B >= 0) && (rmod_21 >= 0)) || ((B < 0) && (rmod_21 <= 0))) ? rdiv_21 : (rdiv_21 - 1)); ++bx) {
      for (int32_t cy = 0; cy < ((R * 2) + 1); ++cy) {
        for (int32_t cx = 0; cx < ((R * 2) + 1); ++cx) {
          for (int32_t v = 0; v < ((B) > (1) ? (B) : (1)); ++v) {
            for (int32_t u = 0; u < ((B) > (1) ? (B) : (1)); ++u) {
              if ((v == 0) && (u == 0)) {
                int32_t rmod_22 = (((W + B) - 1) % B);
                int32_t rdiv_22 = (((W + B) - 1) / B);
                cost[((((((by * ((((B >= 0) && (rmod_22 >= 0)) || ((B < 0) && (rmod_22 <= 0))) ? rdiv_22 : (rdiv_22 - 1))) + bx) * ((R * 2) + 1)) + cy) * ((R * 2) + 1)) + cx)] = 0;
              }
              int32_t rmod_23 = (((W + B) - 1) % B);
              int32_t rdiv_23 = (((W + B) - 1) / B);
              int32_t condval_5;
              if (((((by * ((B) > (1) ? (B) : (1))) + v) < H) || (((by * ((B) > (1) ? (B) : (1))) + v) < 1)) && ((((bx * ((B) > (1) ? (B) : (1))) + u) < W) || (((bx * ((B) > (1) ? (B) : (1))) + u) < 1))) {
                int32_t v_ = (bx * ((B) > (1) ? (B) : (1))) + u;
                int32_t v__1 = W - 1;
                int32_t v__2 = (v__1) > (0) ? (v__1) : (0);
                int32_t v__3 = (by * ((B) > (1) ? (B) : (1))) + v;
                int32_t v__4 = H - 1;
                int32_t v__5 = (v__4) > (0) ? (v__4) : (0);
                int32_t v__6 = (((v_) < (v__2) ? (v_) : (v__2)) + cx) - ((R) > (1) ? (R) : (1));
                int32_t v__7 = (v__6) < (v__1) ? (v__6) : (v__1);
                int32_t v__8 = (((v__3) < (v__5) ? (v__3) : (v__5)) + cy) - ((R) > (1) ? (R) : (1));
                int32_t v__9 = (v__8) < (v__4) ? (v__8) : (v__4);
                int32_t condval_6;
                if (0 <= (((int32_t)Cur[(((v_) < (v__2) ? (v_) : (v__2)) + (((v__3) < (v__5) ? (v__3) : (v__5)) * W))]) - ((int32_t)Ref[(((v__7) > (0) ? (v__7) : (0)) + (((v__9) > (0) ? (v__9) : (0)) * W))]))) {
                  condval_6 = (((int32_t)Cur[(((v_) < (v__2) ? (v_) : (v__2)) + (((v__3) < (v__5) ? (v__3) : (v__5)) * W))]) - ((int32_t)Ref[(((v__7) > (0) ? (v__7) : (0)) + (((v__9) > (0) ? (v__9) : (0)) * W))]));
                } else {
                  condval_6 = (((int32_t)Ref[(((v__7) > (0) ? (v__7) : (0)) + (((v__9) > (0) ? (v__9) : (0)) * W))]) - ((int32_t)Cur[(((v_) < (v__2) ? (v_) : (v__2)) + (((v__3) < (v__5) ? (v__3) : (v__5)) * W))]));
                }
                condval_5 = condval_6;
              } else {
                condval_5 = 0;
              }
              int32_t rmod_24 = (((W + B) - 1) % B);
              int32_t rdiv_24 = (((W + B) - 1) / B);
              cost[((((((by * ((((B >= 0) && (rmod_24 >= 0)) || ((B < 0) && (rmod_24 <= 0))) ? rdiv_24 : (rdiv_24 - 1))) + bx) * ((R * 2) + 1)) + cy) * ((R * 2) + 1)) + cx)] = (cost[((((((by * ((((B >= 0) && (rmod_23 >= 0)) || ((B < 0) && (rmod_23 <= 0))) ? rdiv_23 : (rdiv_23 - 1))) + bx) * ((R * 2) + 1)) + cy) * ((R * 2) + 1)) + cx)] + condval_5);
            }
          }
        }
      }
    }
  }
  int32_t rmod_25 = (((H + B) - 1) % B);
  int32_t rdiv_25 = (((H + B) - 1) / B);
  for (int32_t by_1 = 0; by_1 < ((((B >= 0) && (rmod_25 >= 0)) || ((B < 0) && (rmod_25 <= 0))) ? rdiv_25 : (rdiv_25 - 1)); ++by_1) {
    int32_t rmod_26 = (((W + B) - 1) % B);
    int32_t rdiv_26 = (((W + B) - 1) / B);
    for (int32_t bx_1 = 0; bx_1 < ((((B >= 0) && (rmod_26 >= 0)) || ((B < 0) && (rmod_26 <= 0))) ? rdiv_26 : (rdiv_26 - 1)); ++bx_1) {
      for (int32_t ky = 0; ky < ((((R) > (1) ? (R) : (1)) * 2) + 1); ++ky) {
        for (int32_t kx = 0; kx < ((((R) > (1) ? (R) : (1)) * 2) + 1); ++kx) {
          if ((ky == 0) && (kx == 0)) {
            int32_t rmod_27 = (((W + B) - 1) % B);
            int32_t rdiv_27 = (((W + B) - 1) / B);
            best[((by_1 * ((((B >= 0) && (rmod_27 >= 0)) || ((B < 0) && (rmod_27 <= 0))) ? rdiv_27 : (rdiv_27 - 1))) + bx_1)] = 2147483647;
          }
          int32_t rmod_28 = (((W + B) - 1) % B);
          int32_t rdiv_28 = (((W + B) - 1) / B);
          int32_t v__10 = best[((by_1 * ((((B >= 0) && (rmod_28 >= 0)) || ((B < 0) && (rmod_28 <= 0))) ? rdiv_28 : (rdiv_28 - 1))) + bx_1)];
          int32_t rmod_29 = (((W + B) - 1) % B);
          int32_t rdiv_29 = (((W + B) - 1) / B);
          int32_t v__11 = ((((cost[((((((by_1 * ((((B >= 0) && (rmod_29 >= 0)) || ((B < 0) && (rmod_29 <= 0))) ? rdiv_29 : (rdiv_29 - 1))) + bx_1) * ((R * 2) + 1)) + ky) * ((R * 2) + 1)) + kx)] * 4096) + (((0 <= (ky - ((R) > (1) ? (R) : (1)))) ? (ky - ((R) > (1) ? (R) : (1))) : (((R) > (1) ? (R) : (1)) - ky)) * 128)) + (((0 <= (kx - ((R) > (1) ? (R) : (1)))) ? (kx - ((R) > (1) ? (R) : (1))) : (((R) > (1) ? (R) : (1)) - kx)) * 4)) + (((int32_t)(0 < (ky - ((R) > (1) ? (R) : (1))))) * 2)) + ((int32_t)(0 < (kx - ((R) > (1) ? (R) : (1)))));
          int32_t rmod_30 = (((W + B) - 1) % B);
          int32_t rdiv_30 = (((W + B) - 1) / B);
          best[((by_1 * ((((B >= 0) && (rmod_30 >= 0)) || ((B < 0) && (rmod_30 <= 0))) ? rdiv_30 : (rdiv_30 - 1))) + bx_1)] = ((v__10) < (v__11) ? (v__10) : (v__11));
        }
      }
    }
  }
  int32_t rmod_31 = (((H + B) - 1) % B);
  int32_t rdiv_31 = (((H + B) - 1) / B);
  int32_t rmod_32 = (((W + B) - 1) % B);
  int32_t rdiv_32 = (((W + B) - 1) / B);
  for (int32_t i = 0; i < ((((((B >= 0) && (rmod_31 >= 0)) || ((B < 0) && (rmod_31 <= 0))) ? rdiv_31 : (rdiv_31 - 1)) * ((((B >= 0) && (rmod_32 >= 0)) || ((B < 0) && (rmod_32 <= 0))) ? rdiv_32 : (rdiv_32 - 1))) * 3); ++i) {
    int32_t condval_7;
    if ((i % 3) == 0) {
      int32_t rmod_33 = (((W + B) - 1) % B);
      int32_t rdiv_33 = (((W + B) - 1) / B);
      int32_t v__12 = (((B >= 0) && (rmod_33 >= 0)) || ((B < 0) && (rmod_33 <= 0))) ? rdiv_33 : (rdiv_33 - 1);
      int32_t rmod_34 = (((W + B) - 1) % B);
      int32_t rdiv_34 = (((W + B) - 1) / B);
      int32_t rmod_35 = (((W + B) - 1) % B);
      int32_t rdiv_35 = (((W + B) - 1) / B);
      int32_t v__13 = (((B >= 0) && (rmod_35 >= 0)) || ((B < 0) && (rmod_35 <= 0))) ? rdiv_35 : (rdiv_35 - 1);
      int32_t condval_8;
      if (0 < (best[((((i / 3) / ((v__12) > (1) ? (v__12) : (1))) * ((((B >= 0) && (rmod_34 >= 0)) || ((B < 0) && (rmod_34 <= 0))) ? rdiv_34 : (rdiv_34 - 1))) + ((i / 3) % ((v__13) > (1) ? (v__13) : (1))))] & 1)) {
        int32_t rmod_36 = (((W + B) - 1) % B);
        int32_t rdiv_36 = (((W + B) - 1) / B);
        int32_t v__14 = (((B >= 0) && (rmod_36 >= 0)) || ((B < 0) && (rmod_36 <= 0))) ? rdiv_36 : (rdiv_36 - 1);
        int32_t rmod_37 = (((W + B) - 1) % B);
        int32_t rdiv_37 = (((W + B) - 1) / B);
        int32_t rmod_38 = (((W + B) - 1) % B);
        int32_t rdiv_38 = (((W + B) - 1) / B);
        int32_t v__15 = (((B >= 0) && (rmod_38 >= 0)) || ((B < 0) && (rmod_38 <= 0))) ? rdiv_38 : (rdiv_38 - 1);
        condval_8 = ((best[((((i / 3) / ((v__14) > (1) ? (v__14) : (1))) * ((((B >= 0) && (rmod_37 >= 0)) || ((B < 0) && (rmod_37 <= 0))) ? rdiv_37 : (rdiv_37 - 1))) + ((i / 3) % ((v__15) > (1) ? (v__15) : (1))))] >> 2) & 31);
      } else {
        int32_t rmod_39 = (((W + B) - 1) % B);
        int32_t rdiv_39 = (((W + B) - 1) / B);
        int32_t v__16 = (((B >= 0) && (rmod_39 >= 0)) || ((B < 0) && (rmod_39 <= 0))) ? rdiv_39 : (rdiv_39 - 1);
        int32_t rmod_40 = (((W + B) - 1) % B);
        int32_t rdiv_40 = (((W + B) - 1) / B);
        int32_t rmod_41 = (((W + B) - 1) % B);
        int32_t rdiv_41 = (((W + B) - 1) / B);
        int32_t v__17 = (((B >= 0) && (rmod_41 >= 0)) || ((B < 0) && (rmod_41 <= 0))) ? rdiv_41 : (rdiv_41 - 1);
        condval_8 = (0 - ((best[((((i / 3) / ((v__16) > (1) ? (v__16) : (1))) * ((((B >= 0) && (rmod_40 >= 0)) || ((B < 0) && (rmod_40 <= 0))) ? rdiv_40 : (rdiv_40 - 1))) + ((i / 3) % ((v__17) > (1) ? (v__17) : (1))))] >> 2) & 31));
      }
      condval_7 = condval_8;
    } else {
      int32_t condval_9;
      if ((i % 3) == 1) {
        int32_t rmod_42 = (((W + B) - 1) % B);
        int32_t rdiv_42 = (((W + B) - 1) / B);
        int32_t v__18 = (((B >= 0) && (rmod_42 >= 0)) || ((B < 0) && (rmod_42 <= 0))) ? rdiv_42 : (rdiv_42 - 1);
        int32_t rmod_43 = (((W + B) - 1) % B);
        int32_t rdiv_43 = (((W + B) - 1) / B);
        int32_t rmod_44 = (((W + B) - 1) % B);
        int32_t rdiv_44 = (((W + B) - 1) / B);
        int32_t v__19 = (((B >= 0) && (rmod_44 >= 0)) || ((B < 0) && (rmod_44 <= 0))) ? rdiv_44 : (rdiv_44 - 1);
        int32_t condval_10;
        if (0 < (best[((((i / 3) / ((v__18) > (1) ? (v__18) : (1))) * ((((B >= 0) && (rmod_43 >= 0)) || ((B < 0) && (rmod_43 <= 0))) ? rdiv_43 : (rdiv_43 - 1))) + ((i / 3) % ((v__19) > (1) ? (v__19) : (1))))] & 2)) {
          int32_t rmod_45 = (((W + B) - 1) % B);
          int32_t rdiv_45 = (((W + B) - 1) / B);
          int32_t v__20 = (((B >= 0) && (rmod_45 >= 0)) || ((B < 0) && (rmod_45 <= 0))) ? rdiv_45 : (rdiv_45 - 1);
          int32_t rmod_46 = (((W + B) - 1) % B);
          int32_t rdiv_46 = (((W + B) - 1) / B);
          int32_t rmod_47 = (((W + B) - 1) % B);
          int32_t rdiv_47 = (((W + B) - 1) / B);
          int32_t v__21 = (((B >= 0) && (rmod_47 >= 0)) || ((B < 0) && (rmod_47 <= 0))) ? rdiv_47 : (rdiv_47 - 1);
          condval_10 = ((best[((((i / 3) / ((v__20) > (1) ? (v__20) : (1))) * ((((B >= 0) && (rmod_46 >= 0)) || ((B < 0) && (rmod_46 <= 0))) ? rdiv_46 : (rdiv_46 - 1))) + ((i / 3) % ((v__21) > (1) ? (v__21) : (1))))] >> 7) & 31);
        } else {
          int32_t rmod_48 = (((W + B) - 1) % B);
          int32_t rdiv_48 = (((W + B) - 1) / B);
          int32_t v__22 = (((B >= 0) && (rmod_48 >= 0)) || ((B < 0) && (rmod_48 <= 0))) ? rdiv_48 : (rdiv_48 - 1);
          int32_t rmod_49 = (((W + B) - 1) % B);
          int32_t rdiv_49 = (((W + B) - 1) / B);
          int32_t rmod_50 = (((W + B) - 1) % B);
          int32_t rdiv_50 = (((W + B) - 1) / B);
          int32_t v__23 = (((B >= 0) && (rmod_50 >= 0)) || ((B < 0) && (rmod_50 <= 0))) ? rdiv_50 : (rdiv_50 - 1);
          condval_10 = (0 - ((best[((((i / 3) / ((v__22) > (1) ? (v__22) : (1))) * ((((B >= 0) && (rmod_49 >= 0)) || ((B < 0) && (rmod_49 <= 0))) ? rdiv_49 : (rdiv_49 - 1))) + ((i / 3) % ((v__23) > (1) ? (v__23) : (1))))] >> 7) & 31));
        }
        condval_9 = condval_10;
      } else {
        int32_t rmod_51 = (((W + B) - 1) % B);
        int32_t rdiv_51 = (((W + B) - 1) / B);
        int32_t v__24 = (((B >= 0) && (rmod_51 >= 0)) || ((B < 0) && (rmod_51 <= 0))) ? rdiv_51 : (rdiv_51 - 1);
        int32_t rmod_52 = (((W + B) - 1) % B);
        int32_t rdiv_52 = (((W + B) - 1) / B);
        int32_t rmod_53 = (((W + B) - 1) % B);
        int32_t rdiv_53 = (((W + B) - 1) / B);
        int32_t v__25 = (((B >= 0) && (rmod_53 >= 0)) || ((B < 0) && (rmod_53 <= 0))) ? rdiv_53 : (rdiv_53 - 1);
        condval_9 = (best[((((i / 3) / ((v__24) > (1) ? (v__24) : (1))) * ((((B >= 0) && (rmod_52 >= 0)) || ((B < 0) && (rmod_52 <= 0))) ? rdiv_52 : (rdiv_52 - 1))) + ((i / 3) % ((v__25) > (1) ? (v__25) : (1))))] >> 12);
      }
      condval_7 = condval_9;
    }
    MV[i] = condval_7;
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_sad_block_search(self, args, num_args, result);
}
