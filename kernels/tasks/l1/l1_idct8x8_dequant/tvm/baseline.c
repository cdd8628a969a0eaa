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
TVM_DLL int32_t __tvm_ffi_l1_idct8x8_dequant(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_idct8x8_dequant(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 9))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "9", " arguments", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t Z_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((Z_type_index == 0) || (Z_type_index == 4)) || (Z_type_index == 7)) || (Z_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (Z_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* Z_handle = (void*)condval;
  int32_t Q_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((Q_type_index == 0) || (Q_type_index == 4)) || (Q_type_index == 7)) || (Q_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (Q_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* Q_handle = (void*)condval_1;
  int32_t X_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (X_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* X_handle = (void*)condval_2;
  int32_t cos32_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((cos32_type_index == 0) || (cos32_type_index == 4)) || (cos32_type_index == 7)) || (cos32_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (cos32_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* cos32_handle = (void*)condval_3;
  int32_t basis_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((((basis_type_index == 0) || (basis_type_index == 4)) || (basis_type_index == 7)) || (basis_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_4;
  if (basis_type_index == 70) {
    condval_4 = ((void*)((char*)(((TVMFFIAny*)args)[4].v_ptr) + 24));
  } else {
    condval_4 = (((TVMFFIAny*)args)[4].v_ptr);
  }
  void* basis_handle = (void*)condval_4;
  int32_t cols_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((cols_type_index == 0) || (cols_type_index == 4)) || (cols_type_index == 7)) || (cols_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_5;
  if (cols_type_index == 70) {
    condval_5 = ((void*)((char*)(((TVMFFIAny*)args)[5].v_ptr) + 24));
  } else {
    condval_5 = (((TVMFFIAny*)args)[5].v_ptr);
  }
  void* cols_handle = (void*)condval_5;
  int32_t rows_acc_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((((rows_acc_type_index == 0) || (rows_acc_type_index == 4)) || (rows_acc_type_index == 7)) || (rows_acc_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_6;
  if (rows_acc_type_index == 70) {
    condval_6 = ((void*)((char*)(((TVMFFIAny*)args)[6].v_ptr) + 24));
  } else {
    condval_6 = (((TVMFFIAny*)args)[6].v_ptr);
  }
  void* rows_acc_handle = (void*)condval_6;
  int32_t W_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t H_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  if (!(!(Z_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)Z_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Z", ".ndim on argument #", "0", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Z_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)Z_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Z_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Z", ".dtype on argument #", "0", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_idct8x8_dequant_Z_shape = (int64_t*)(((DLTensor*)Z_handle)[0].shape);
  int64_t* l1_idct8x8_dequant_Z_strides = (int64_t*)(((DLTensor*)Z_handle)[0].strides);
  if (!(((((DLTensor*)Z_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Z", ".device_type on argument #", "0", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)Z_handle)[0].device.device_id);
  if (!(!(Q_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)Q_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".ndim on argument #", "1", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Q_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)Q_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Q_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".dtype on argument #", "1", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_idct8x8_dequant_Q_shape = (int64_t*)(((DLTensor*)Q_handle)[0].shape);
  int64_t* l1_idct8x8_dequant_Q_strides = (int64_t*)(((DLTensor*)Q_handle)[0].strides);
  if (!(((((DLTensor*)Q_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".device_type on argument #", "1", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "2", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "2", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_idct8x8_dequant_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int64_t* l1_idct8x8_dequant_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "2", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(cos32_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)cos32_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos32", ".ndim on argument #", "3", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)cos32_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)cos32_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)cos32_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos32", ".dtype on argument #", "3", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_idct8x8_dequant_cos32_shape = (int64_t*)(((DLTensor*)cos32_handle)[0].shape);
  int64_t* l1_idct8x8_dequant_cos32_strides = (int64_t*)(((DLTensor*)cos32_handle)[0].strides);
  if (!(((((DLTensor*)cos32_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos32", ".device_type on argument #", "3", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(basis_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)basis_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "basis", ".ndim on argument #", "4", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)basis_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)basis_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)basis_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "basis", ".dtype on argument #", "4", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_idct8x8_dequant_basis_shape = (int64_t*)(((DLTensor*)basis_handle)[0].shape);
  int64_t* l1_idct8x8_dequant_basis_strides = (int64_t*)(((DLTensor*)basis_handle)[0].strides);
  if (!(((((DLTensor*)basis_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "basis", ".device_type on argument #", "4", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(cols_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)cols_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cols", ".ndim on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)cols_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)cols_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)cols_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cols", ".dtype on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_idct8x8_dequant_cols_shape = (int64_t*)(((DLTensor*)cols_handle)[0].shape);
  int64_t* l1_idct8x8_dequant_cols_strides = (int64_t*)(((DLTensor*)cols_handle)[0].strides);
  if (!(((((DLTensor*)cols_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cols", ".device_type on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(rows_acc_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)rows_acc_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rows_acc", ".ndim on argument #", "6", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)rows_acc_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)rows_acc_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)rows_acc_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rows_acc", ".dtype on argument #", "6", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_idct8x8_dequant_rows_acc_shape = (int64_t*)(((DLTensor*)rows_acc_handle)[0].shape);
  int64_t* l1_idct8x8_dequant_rows_acc_strides = (int64_t*)(((DLTensor*)rows_acc_handle)[0].strides);
  if (!(((((DLTensor*)rows_acc_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rows_acc", ".device_type on argument #", "6", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_idct8x8_dequant_Z_strides == NULL)) {
    if (!(((((((H + 7) >> 3) * ((W + 7) >> 3)) * 64) == 1) || (1 == ((int32_t)(((int64_t*)l1_idct8x8_dequant_Z_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Z", ".strides on argument #", "0", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((((((H + 7) >> 3) * ((W + 7) >> 3)) * 64) == 0) || !(((int32_t*)(((DLTensor*)Z_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Z", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_idct8x8_dequant_Q_strides == NULL)) {
    if (!((1 == ((int32_t)(((int64_t*)l1_idct8x8_dequant_Q_strides)[0]))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Q", ".strides on argument #", "1", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Q_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q.device_id", " on argument #", "1", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to match ", "Z.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((uint32_t*)(((DLTensor*)Q_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"Q", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_idct8x8_dequant_X_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_idct8x8_dequant_X_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[1]", " on argument #", "2", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_idct8x8_dequant_X_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_idct8x8_dequant_X_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_idct8x8_dequant_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "2", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)X_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.device_id", " on argument #", "2", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to match ", "Z.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H * W) == 0) || !(((uint32_t*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_idct8x8_dequant_cos32_strides == NULL)) {
    if (!((1 == ((int32_t)(((int64_t*)l1_idct8x8_dequant_cos32_strides)[0]))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "cos32", ".strides on argument #", "3", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)cos32_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos32.device_id", " on argument #", "3", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to match ", "Z.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((int32_t*)(((DLTensor*)cos32_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"cos32", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_idct8x8_dequant_basis_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l1_idct8x8_dequant_basis_strides)[1]))) && (8 == ((int32_t)(((int64_t*)l1_idct8x8_dequant_basis_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "basis", ".strides on argument #", "4", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)basis_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "basis.device_id", " on argument #", "4", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to match ", "Z.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((int32_t*)(((DLTensor*)basis_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"basis", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_idct8x8_dequant_cols_strides == NULL)) {
    if (!(((((1 == ((int32_t)(((int64_t*)l1_idct8x8_dequant_cols_strides)[3]))) && (8 == ((int32_t)(((int64_t*)l1_idct8x8_dequant_cols_strides)[2])))) && ((((W + 7) >> 3) == 1) || (64 == ((int32_t)(((int64_t*)l1_idct8x8_dequant_cols_strides)[1]))))) && ((((H + 7) >> 3) == 1) || ((64 * ((W + 7) >> 3)) == ((int32_t)(((int64_t*)l1_idct8x8_dequant_cols_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "cols", ".strides on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)cols_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cols.device_id", " on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to match ", "Z.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((((H + 7) >> 3) * ((W + 7) >> 3)) * 8) * 8) == 0) || !(((int32_t*)(((DLTensor*)cols_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"cols", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_idct8x8_dequant_rows_acc_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rows_acc.shape[0]", " on argument #", "6", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_idct8x8_dequant_rows_acc_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rows_acc.shape[1]", " on argument #", "6", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_idct8x8_dequant_rows_acc_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_idct8x8_dequant_rows_acc_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_idct8x8_dequant_rows_acc_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "rows_acc", ".strides on argument #", "6", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)rows_acc_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rows_acc.device_id", " on argument #", "6", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected to match ", "Z.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H * W) == 0) || !(((int32_t*)(((DLTensor*)rows_acc_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"rows_acc", " data pointer is NULL on argument #", "6", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((((((H + 7) >> 3) * ((W + 7) >> 3)) * 64) == ((int32_t)(((int64_t*)l1_idct8x8_dequant_Z_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Z.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "floordiv(H + 7, 8) * floordiv(W + 7, 8) * 64"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Z_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Z.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_idct8x8_dequant_Q_shape)[0])) == 64))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Q.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "64"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Q_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Q.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_idct8x8_dequant_cos32_shape)[0])) == 32))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cos32.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "32"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)cos32_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cos32.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_idct8x8_dequant_basis_shape)[0])) == 8))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "basis.shape[0]", " on argument #", "4", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "8"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_idct8x8_dequant_basis_shape)[1])) == 8))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "basis.shape[1]", " on argument #", "4", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "8"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)basis_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "basis.byte_offset", " on argument #", "4", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H + 7) >> 3) == ((int32_t)(((int64_t*)l1_idct8x8_dequant_cols_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cols.shape[0]", " on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "floordiv(H + 7, 8)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((W + 7) >> 3) == ((int32_t)(((int64_t*)l1_idct8x8_dequant_cols_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cols.shape[1]", " on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "floordiv(W + 7, 8)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_idct8x8_dequant_cols_shape)[2])) == 8))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cols.shape[2]", " on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "8"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_idct8x8_dequant_cols_shape)[3])) == 8))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cols.shape[3]", " on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "8"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)cols_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cols.byte_offset", " on argument #", "5", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)rows_acc_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "rows_acc.byte_offset", " on argument #", "6", " when calling:\n  `", "l1_idct8x8_dequant(Z: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), Q: Tensor([64], uint32), X: Tensor([H, W], uint32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), cols: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), rows_acc: Tensor([H, W], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t* Z = ((int32_t*)((int32_t*)(((DLTensor*)Z_handle)[0].data)));
  uint32_t* Q = ((uint32_t*)((uint32_t*)(((DLTensor*)Q_handle)[0].data)));
  uint32_t* X = ((uint32_t*)((uint32_t*)(((DLTensor*)X_handle)[0].data)));
  int32_t* cos32 = ((int32_t*)((int32_t*)(((DLTensor*)cos32_handle)[0].data)));
  int32_t* basis = ((int32_t*)((int32_t*)(((DLTensor*)basis_handle)[0].data)));
  int32_t* cols = ((int32_t*)((int32_t*)(((DLTensor*)cols_handle)[0].data)));
  int32_t* rows_acc = ((int32_t*)((int32_t*)(((DLTensor*)rows_acc_handle)[0].data)));
  for (int32_t k = 0; k < 32; ++k) {
    cos32[k] = ((k < 16) ? ((k < 8) ? ((k < 4) ? ((k < 2) ? ((k < 1) ? 4096 : 4017) : ((k < 3) ? 3784 : 3406)) : ((k < 6) ? ((k < 5) ? 2896 : 2276) : ((k < 7) ? 1567 : 799))) : ((k < 12) ? ((k < 10) ? ((k < 9) ? 0 : -799) : ((k < 11) ? -1567 : -2276)) : ((k < 14) ? ((k < 13) ? -2896 : -3406) : ((k < 15) ? -3784 : -4017)))) : ((k < 24) ? ((k < 20) ? ((k < 18) ? ((k < 17) ? -4096 : -4017) : ((k < 19) ? -3784 : -3406)) : ((k < 22) ? ((k < 21) ? -2896 : -2276) : ((k < 23) ? -1567 : -799))) : ((k < 28) ? ((k < 26) ? ((k < 25) ? 0 : 799) : ((k < 27) ? 1567 : 2276)) : ((k < 30) ? ((k < 29) ? 2896 : 3406) : ((k < 31) ? 3784 : 4017)))));
  }
  for (int32_t u = 0; u < 8; ++u) {
    for (int32_t x = 0; x < 8; ++x) {
      int32_t condval_7;
      if (u == 0) {
        condval_7 = 2896;
      } else {
        condval_7 = cos32[((((x * 2) + 1) * u) & 31)];
      }
      basis[((u * 8) + x)] = condval_7;
    }
  }
  for (int32_t by = 0; by < ((H + 7) >> 3); ++by) {
    for (int32_t bx = 0; bx < ((W + 7) >> 3); ++bx) {
      for (int32_t y = 0; y < 8; ++y) {
        for (int32_t u_1 = 0; u_1 < 8; ++u_1) {
          for (int32_t rv = 0; rv < 8; ++rv) {
            if (rv == 0) {
              cols[((((bx * 64) + ((by * ((W + 7) >> 3)) * 64)) + (y * 8)) + u_1)] = 0;
            }
            cols[((((bx * 64) + ((by * ((W + 7) >> 3)) * 64)) + (y * 8)) + u_1)] = (cols[((((bx * 64) + ((by * ((W + 7) >> 3)) * 64)) + (y * 8)) + u_1)] + ((basis[((rv * 8) + y)] * Z[((((by * ((((W) > (1) ? (W) : (1)) + 7) >> 3)) * 64) + (bx * 64)) + ((rv < 4) ? ((rv < 2) ? ((rv < 1) ? ((((rv * 2) + (u_1 >> 2)) < 1) ? ((((rv * 4) + (u_1 >> 1)) < 1) ? ((((rv * 8) + u_1) < 1) ? 0 : 1) : ((((rv * 8) + u_1) < 3) ? 5 : 6)) : ((((rv * 4) + (u_1 >> 1)) < 3) ? ((((rv * 8) + u_1) < 5) ? 14 : 15) : ((((rv * 8) + u_1) < 7) ? 27 : 28))) : ((((rv * 2) + (u_1 >> 2)) < 3) ? ((((rv * 4) + (u_1 >> 1)) < 5) ? ((((rv * 8) + u_1) < 9) ? 2 : 4) : ((((rv * 8) + u_1) < 11) ? 7 : 13)) : ((((rv * 4) + (u_1 >> 1)) < 7) ? ((((rv * 8) + u_1) < 13) ? 16 : 26) : ((((rv * 8) + u_1) < 15) ? 29 : 42)))) : ((rv < 3) ? ((((rv * 2) + (u_1 >> 2)) < 5) ? ((((rv * 4) + (u_1 >> 1)) < 9) ? ((((rv * 8) + u_1) < 17) ? 3 : 8) : ((((rv * 8) + u_1) < 19) ? 12 : 17)) : ((((rv * 4) + (u_1 >> 1)) < 11) ? ((((rv * 8) + u_1) < 21) ? 25 : 30) : ((((rv * 8) + u_1) < 23) ? 41 : 43))) : ((((rv * 2) + (u_1 >> 2)) < 7) ? ((((rv * 4) + (u_1 >> 1)) < 13) ? ((((rv * 8) + u_1) < 25) ? 9 : 11) : ((((rv * 8) + u_1) < 27) ? 18 : 24)) : ((((rv * 4) + (u_1 >> 1)) < 15) ? ((((rv * 8) + u_1) < 29) ? 31 : 40) : ((((rv * 8) + u_1) < 31) ? 44 : 53))))) : ((rv < 6) ? ((rv < 5) ? ((((rv * 2) + (u_1 >> 2)) < 9) ? ((((rv * 4) + (u_1 >> 1)) < 17) ? ((((rv * 8) + u_1) < 33) ? 10 : 19) : ((((rv * 8) + u_1) < 35) ? 23 : 32)) : ((((rv * 4) + (u_1 >> 1)) < 19) ? ((((rv * 8) + u_1) < 37) ? 39 : 45) : ((((rv * 8) + u_1) < 39) ? 52 : 54))) : ((((rv * 2) + (u_1 >> 2)) < 11) ? ((((rv * 4) + (u_1 >> 1)) < 21) ? ((((rv * 8) + u_1) < 41) ? 20 : 22) : ((((rv * 8) + u_1) < 43) ? 33 : 38)) : ((((rv * 4) + (u_1 >> 1)) < 23) ? ((((rv * 8) + u_1) < 45) ? 46 : 51) : ((((rv * 8) + u_1) < 47) ? 55 : 60)))) : ((rv < 7) ? ((((rv * 2) + (u_1 >> 2)) < 13) ? ((((rv * 4) + (u_1 >> 1)) < 25) ? ((((rv * 8) + u_1) < 49) ? 21 : 34) : ((((rv * 8) + u_1) < 51) ? 37 : 47)) : ((((rv * 4) + (u_1 >> 1)) < 27) ? ((((rv * 8) + u_1) < 53) ? 50 : 56) : ((((rv * 8) + u_1) < 55) ? 59 : 61))) : ((((rv * 2) + (u_1 >> 2)) < 15) ? ((((rv * 4) + (u_1 >> 1)) < 29) ? ((((rv * 8) + u_1) < 57) ? 35 : 36) : ((((rv * 8) + u_1) < 59) ? 48 : 49)) : ((((rv * 4) + (u_1 >> 1)) < 31) ? ((((rv * 8) + u_1) < 61) ? 57 : 58) : ((((rv * 8) + u_1) < 63) ? 62 : 63)))))))]) * ((int32_t)Q[((rv * 8) + u_1)])));
          }
        }
      }
    }
  }
  for (int32_t r = 0; r < H; ++r) {
    for (int32_t c = 0; c < W; ++c) {
      for (int32_t ru = 0; ru < 8; ++ru) {
        if (ru == 0) {
          rows_acc[((r * W) + c)] = 0;
        }
        rows_acc[((r * W) + c)] = (rows_acc[((r * W) + c)] + (basis[((ru * 8) + (c & 7))] * ((cols[(((((c >> 3) * 64) + (((r >> 3) * ((W + 7) >> 3)) * 64)) + ((r & 7) * 8)) + ru)] + 1024) >> 11)));
      }
    }
  }
  for (int32_t r_1 = 0; r_1 < H; ++r_1) {
    for (int32_t c_1 = 0; c_1 < W; ++c_1) {
      int32_t v_ = ((rows_acc[((r_1 * W) + c_1)] + 4096) >> 13) + 128;
      int32_t v__1 = (v_) > (0) ? (v_) : (0);
      X[((r_1 * W) + c_1)] = ((uint32_t)((v__1) < (255) ? (v__1) : (255)));
    }
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_idct8x8_dequant(self, args, num_args, result);
}
