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
TVM_DLL int32_t __tvm_ffi_l1_dct8x8_quant(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_dct8x8_quant(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 9))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "9", " arguments", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (X_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* X_handle = (void*)condval;
  int32_t Q_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((Q_type_index == 0) || (Q_type_index == 4)) || (Q_type_index == 7)) || (Q_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t Y_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (Y_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* Y_handle = (void*)condval_2;
  int32_t cos32_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((cos32_type_index == 0) || (cos32_type_index == 4)) || (cos32_type_index == 7)) || (cos32_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
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
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t zigzag_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((((zigzag_type_index == 0) || (zigzag_type_index == 4)) || (zigzag_type_index == 7)) || (zigzag_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_5;
  if (zigzag_type_index == 70) {
    condval_5 = ((void*)((char*)(((TVMFFIAny*)args)[5].v_ptr) + 24));
  } else {
    condval_5 = (((TVMFFIAny*)args)[5].v_ptr);
  }
  void* zigzag_handle = (void*)condval_5;
  int32_t rows_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((((rows_type_index == 0) || (rows_type_index == 4)) || (rows_type_index == 7)) || (rows_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_6;
  if (rows_type_index == 70) {
    condval_6 = ((void*)((char*)(((TVMFFIAny*)args)[6].v_ptr) + 24));
  } else {
    condval_6 = (((TVMFFIAny*)args)[6].v_ptr);
  }
  void* rows_handle = (void*)condval_6;
  int32_t W_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t H_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_dct8x8_quant_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int64_t* l1_dct8x8_quant_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(Q_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)Q_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".ndim on argument #", "1", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Q_handle)[0].dtype.code) == (uint8_t)1) && ((((DLTensor*)Q_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Q_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".dtype on argument #", "1", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "uint32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_dct8x8_quant_Q_shape = (int64_t*)(((DLTensor*)Q_handle)[0].shape);
  int64_t* l1_dct8x8_quant_Q_strides = (int64_t*)(((DLTensor*)Q_handle)[0].strides);
  if (!(((((DLTensor*)Q_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q", ".device_type on argument #", "1", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "2", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "2", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_dct8x8_quant_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l1_dct8x8_quant_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "2", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(cos32_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)cos32_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos32", ".ndim on argument #", "3", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)cos32_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)cos32_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)cos32_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos32", ".dtype on argument #", "3", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_dct8x8_quant_cos32_shape = (int64_t*)(((DLTensor*)cos32_handle)[0].shape);
  int64_t* l1_dct8x8_quant_cos32_strides = (int64_t*)(((DLTensor*)cos32_handle)[0].strides);
  if (!(((((DLTensor*)cos32_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos32", ".device_type on argument #", "3", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(basis_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)basis_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "basis", ".ndim on argument #", "4", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)basis_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)basis_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)basis_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "basis", ".dtype on argument #", "4", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_dct8x8_quant_basis_shape = (int64_t*)(((DLTensor*)basis_handle)[0].shape);
  int64_t* l1_dct8x8_quant_basis_strides = (int64_t*)(((DLTensor*)basis_handle)[0].strides);
  if (!(((((DLTensor*)basis_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "basis", ".device_type on argument #", "4", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(zigzag_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)zigzag_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "zigzag", ".ndim on argument #", "5", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)zigzag_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)zigzag_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)zigzag_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "zigzag", ".dtype on argument #", "5", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_dct8x8_quant_zigzag_shape = (int64_t*)(((DLTensor*)zigzag_handle)[0].shape);
  int64_t* l1_dct8x8_quant_zigzag_strides = (int64_t*)(((DLTensor*)zigzag_handle)[0].strides);
  if (!(((((DLTensor*)zigzag_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "zigzag", ".device_type on argument #", "5", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(rows_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)rows_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rows", ".ndim on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)rows_handle)[0].dtype.code) == (uint8_t)0) && ((((DLTensor*)rows_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)rows_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rows", ".dtype on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "int32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_dct8x8_quant_rows_shape = (int64_t*)(((DLTensor*)rows_handle)[0].shape);
  int64_t* l1_dct8x8_quant_rows_strides = (int64_t*)(((DLTensor*)rows_handle)[0].strides);
  if (!(((((DLTensor*)rows_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rows", ".device_type on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_dct8x8_quant_X_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_dct8x8_quant_X_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_dct8x8_quant_X_strides == NULL)) {
    if (!((((W == 1) || (1 == ((int32_t)(((int64_t*)l1_dct8x8_quant_X_strides)[1])))) && ((H == 1) || (W == ((int32_t)(((int64_t*)l1_dct8x8_quant_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((H * W) == 0) || !(((uint32_t*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_dct8x8_quant_Q_strides == NULL)) {
    if (!((1 == ((int32_t)(((int64_t*)l1_dct8x8_quant_Q_strides)[0]))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Q", ".strides on argument #", "1", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Q_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Q.device_id", " on argument #", "1", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((uint32_t*)(((DLTensor*)Q_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"Q", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_dct8x8_quant_Y_strides == NULL)) {
    if (!(((((((H + 7) >> 3) * ((W + 7) >> 3)) * 64) == 1) || (1 == ((int32_t)(((int64_t*)l1_dct8x8_quant_Y_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "2", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "2", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((H + 7) >> 3) * ((W + 7) >> 3)) * 64) == 0) || !(((int32_t*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_dct8x8_quant_cos32_strides == NULL)) {
    if (!((1 == ((int32_t)(((int64_t*)l1_dct8x8_quant_cos32_strides)[0]))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "cos32", ".strides on argument #", "3", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)cos32_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "cos32.device_id", " on argument #", "3", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((int32_t*)(((DLTensor*)cos32_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"cos32", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_dct8x8_quant_basis_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l1_dct8x8_quant_basis_strides)[1]))) && (8 == ((int32_t)(((int64_t*)l1_dct8x8_quant_basis_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "basis", ".strides on argument #", "4", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)basis_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "basis.device_id", " on argument #", "4", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((int32_t*)(((DLTensor*)basis_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"basis", " data pointer is NULL on argument #", "4", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_dct8x8_quant_zigzag_strides == NULL)) {
    if (!((1 == ((int32_t)(((int64_t*)l1_dct8x8_quant_zigzag_strides)[0]))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "zigzag", ".strides on argument #", "5", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)zigzag_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "zigzag.device_id", " on argument #", "5", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(((int32_t*)(((DLTensor*)zigzag_handle)[0].data)) == NULL))) {
    const char* __tvm_assert_parts[6] = {"zigzag", " data pointer is NULL on argument #", "5", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_dct8x8_quant_rows_strides == NULL)) {
    if (!(((((1 == ((int32_t)(((int64_t*)l1_dct8x8_quant_rows_strides)[3]))) && (8 == ((int32_t)(((int64_t*)l1_dct8x8_quant_rows_strides)[2])))) && ((((W + 7) >> 3) == 1) || (64 == ((int32_t)(((int64_t*)l1_dct8x8_quant_rows_strides)[1]))))) && ((((H + 7) >> 3) == 1) || ((64 * ((W + 7) >> 3)) == ((int32_t)(((int64_t*)l1_dct8x8_quant_rows_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "rows", ".strides on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)rows_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "rows.device_id", " on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((((H + 7) >> 3) * ((W + 7) >> 3)) * 8) * 8) == 0) || !(((int32_t*)(((DLTensor*)rows_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"rows", " data pointer is NULL on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_dct8x8_quant_Q_shape)[0])) == 64))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Q.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "64"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Q_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Q.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((H + 7) >> 3) * ((W + 7) >> 3)) * 64) == ((int32_t)(((int64_t*)l1_dct8x8_quant_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "floordiv(H + 7, 8) * floordiv(W + 7, 8) * 64"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_dct8x8_quant_cos32_shape)[0])) == 32))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cos32.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "32"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)cos32_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "cos32.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_dct8x8_quant_basis_shape)[0])) == 8))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "basis.shape[0]", " on argument #", "4", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "8"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_dct8x8_quant_basis_shape)[1])) == 8))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "basis.shape[1]", " on argument #", "4", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "8"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)basis_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "basis.byte_offset", " on argument #", "4", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_dct8x8_quant_zigzag_shape)[0])) == 64))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "zigzag.shape[0]", " on argument #", "5", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "64"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)zigzag_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "zigzag.byte_offset", " on argument #", "5", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((H + 7) >> 3) == ((int32_t)(((int64_t*)l1_dct8x8_quant_rows_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "rows.shape[0]", " on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "floordiv(H + 7, 8)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((W + 7) >> 3) == ((int32_t)(((int64_t*)l1_dct8x8_quant_rows_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "rows.shape[1]", " on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "floordiv(W + 7, 8)"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_dct8x8_quant_rows_shape)[2])) == 8))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "rows.shape[2]", " on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "8"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l1_dct8x8_quant_rows_shape)[3])) == 8))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "rows.shape[3]", " on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "8"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)rows_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "rows.byte_offset", " on argument #", "6", " when calling:\n  `", "l1_dct8x8_quant(X: Tensor([H, W], uint32), Q: Tensor([64], uint32), Y: Tensor([(H + 7) // 8 * ((W + 7) // 8) * 64], int32), cos32: Tensor([32], int32), basis: Tensor([8, 8], int32), zigzag: Tensor([64], int32), rows: Tensor([(H + 7) // 8, (W + 7) // 8, 8, 8], int32), W: int32, H: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  uint32_t* X = ((uint32_t*)((uint32_t*)(((DLTensor*)X_handle)[0].data)));
  uint32_t* Q = ((uint32_t*)((uint32_t*)(((DLTensor*)Q_handle)[0].data)));
  int32_t* Y = ((int32_t*)((int32_t*)(((DLTensor*)Y_handle)[0].data)));
  int32_t* cos32 = ((int32_t*)((int32_t*)(((DLTensor*)cos32_handle)[0].data)));
  int32_t* basis = ((int32_t*)((int32_t*)(((DLTensor*)basis_handle)[0].data)));
  int32_t* zigzag = ((int32_t*)((int32_t*)(((DLTensor*)zigzag_handle)[0].data)));
  int32_t* rows = ((int32_t*)((int32_t*)(((DLTensor*)rows_handle)[0].data)));
  int32_t rows_acc_ptr[1];
  int32_t cols_acc_ptr[1];
  for (int32_t i = 0; i < 64; ++i) {
    zigzag[i] = ((i < 32) ? ((i < 16) ? ((i < 8) ? ((i < 4) ? ((i < 2) ? ((i < 1) ? 0 : 1) : ((i < 3) ? 8 : 16)) : ((i < 6) ? ((i < 5) ? 9 : 2) : ((i < 7) ? 3 : 10))) : ((i < 12) ? ((i < 10) ? ((i < 9) ? 17 : 24) : ((i < 11) ? 32 : 25)) : ((i < 14) ? ((i < 13) ? 18 : 11) : ((i < 15) ? 4 : 5)))) : ((i < 24) ? ((i < 20) ? ((i < 18) ? ((i < 17) ? 12 : 19) : ((i < 19) ? 26 : 33)) : ((i < 22) ? ((i < 21) ? 40 : 48) : ((i < 23) ? 41 : 34))) : ((i < 28) ? ((i < 26) ? ((i < 25) ? 27 : 20) : ((i < 27) ? 13 : 6)) : ((i < 30) ? ((i < 29) ? 7 : 14) : ((i < 31) ? 21 : 28))))) : ((i < 48) ? ((i < 40) ? ((i < 36) ? ((i < 34) ? ((i < 33) ? 35 : 42) : ((i < 35) ? 49 : 56)) : ((i < 38) ? ((i < 37) ? 57 : 50) : ((i < 39) ? 43 : 36))) : ((i < 44) ? ((i < 42) ? ((i < 41) ? 29 : 22) : ((i < 43) ? 15 : 23)) : ((i < 46) ? ((i < 45) ? 30 : 37) : ((i < 47) ? 44 : 51)))) : ((i < 56) ? ((i < 52) ? ((i < 50) ? ((i < 49) ? 58 : 59) : ((i < 51) ? 52 : 45)) : ((i < 54) ? ((i < 53) ? 38 : 31) : ((i < 55) ? 39 : 46))) : ((i < 60) ? ((i < 58) ? ((i < 57) ? 53 : 60) : ((i < 59) ? 61 : 54)) : ((i < 62) ? ((i < 61) ? 47 : 55) : ((i < 63) ? 62 : 63))))));
  }
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
          for (int32_t ax0 = 0; ax0 < 8; ++ax0) {
            if (ax0 == 0) {
              rows_acc_ptr[0] = 0;
            }
            int32_t v_ = (bx * 8) + ax0;
            int32_t v__1 = W - 1;
            int32_t v__2 = (v__1) > (0) ? (v__1) : (0);
            int32_t v__3 = (by * 8) + y;
            int32_t v__4 = H - 1;
            int32_t v__5 = (v__4) > (0) ? (v__4) : (0);
            rows_acc_ptr[0] = (rows_acc_ptr[0] + (basis[((u_1 * 8) + ax0)] * (((int32_t)X[(((v_) < (v__2) ? (v_) : (v__2)) + (((v__3) < (v__5) ? (v__3) : (v__5)) * W))]) - 128)));
          }
          rows[((((bx * 64) + ((by * ((W + 7) >> 3)) * 64)) + (y * 8)) + u_1)] = ((rows_acc_ptr[0] + 1024) >> 11);
        }
      }
    }
  }
  for (int32_t k_1 = 0; k_1 < ((((H + 7) >> 3) * ((W + 7) >> 3)) * 64); ++k_1) {
    for (int32_t ax0_1 = 0; ax0_1 < 8; ++ax0_1) {
      if (ax0_1 == 0) {
        cols_acc_ptr[0] = 0;
      }
      cols_acc_ptr[0] = (cols_acc_ptr[0] + (basis[(((zigzag[(k_1 & 63)] >> 3) * 8) + ax0_1)] * rows[(((((((k_1 >> 6) / ((((W) > (1) ? (W) : (1)) + 7) >> 3)) * ((W + 7) >> 3)) * 64) + (((k_1 >> 6) % ((((W) > (1) ? (W) : (1)) + 7) >> 3)) * 64)) + (ax0_1 * 8)) + (zigzag[(k_1 & 63)] & 7))]));
    }
    int32_t condval_8;
    if (((cols_acc_ptr[0] + 2048) >> 12) < 0) {
      condval_8 = ((((((int32_t)Q[zigzag[(k_1 & 63)]]) * 4) - ((cols_acc_ptr[0] + 2048) >> 12)) / (((int32_t)Q[zigzag[(k_1 & 63)]]) * 8)) * -1);
    } else {
      condval_8 = ((((((int32_t)Q[zigzag[(k_1 & 63)]]) * 4) + ((cols_acc_ptr[0] + 2048) >> 12)) / (((int32_t)Q[zigzag[(k_1 & 63)]]) * 8)) + ((((((int32_t)Q[zigzag[(k_1 & 63)]]) * 4) + ((cols_acc_ptr[0] + 2048) >> 12)) % (((int32_t)Q[zigzag[(k_1 & 63)]]) * 8)) >> 31));
    }
    Y[k_1] = condval_8;
  }
  return 0;
}

// CodegenC: NOTE: Auto-generated entry function
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_main(void* self, void* args,int num_args, void* result) {
  return __tvm_ffi_l1_dct8x8_quant(self, args, num_args, result);
}
