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
TVM_DLL int32_t __tvm_ffi_l1_conv2d_general(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l1_conv2d_general(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 15))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "15", " arguments", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t X_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((X_type_index == 0) || (X_type_index == 4)) || (X_type_index == 7)) || (X_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "Tensor"};
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
  int32_t Wt_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((Wt_type_index == 0) || (Wt_type_index == 4)) || (Wt_type_index == 7)) || (Wt_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (Wt_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* Wt_handle = (void*)condval_1;
  int32_t bias_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((bias_type_index == 0) || (bias_type_index == 4)) || (bias_type_index == 7)) || (bias_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (bias_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* bias_handle = (void*)condval_2;
  int32_t Y_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((((Y_type_index == 0) || (Y_type_index == 4)) || (Y_type_index == 7)) || (Y_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_3;
  if (Y_type_index == 70) {
    condval_3 = ((void*)((char*)(((TVMFFIAny*)args)[3].v_ptr) + 24));
  } else {
    condval_3 = (((TVMFFIAny*)args)[3].v_ptr);
  }
  void* Y_handle = (void*)condval_3;
  int32_t N_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((N_type_index == 1) || (N_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t N = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t H_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((H_type_index == 1) || (H_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t H = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t W_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((W_type_index == 1) || (W_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t W = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t G_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((G_type_index == 1) || (G_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t G = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t Cgi_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((Cgi_type_index == 1) || (Cgi_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t Cgi = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  int32_t Cgo_type_index = (((TVMFFIAny*)args)[9].type_index);
  if (!(((Cgo_type_index == 1) || (Cgo_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "9", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t Cgo = ((int32_t)(((TVMFFIAny*)args)[9].v_int64));
  int32_t KH_type_index = (((TVMFFIAny*)args)[10].type_index);
  if (!(((KH_type_index == 1) || (KH_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "10", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t KH = ((int32_t)(((TVMFFIAny*)args)[10].v_int64));
  int32_t KW_type_index = (((TVMFFIAny*)args)[11].type_index);
  if (!(((KW_type_index == 1) || (KW_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "11", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t KW = ((int32_t)(((TVMFFIAny*)args)[11].v_int64));
  int32_t S_type_index = (((TVMFFIAny*)args)[12].type_index);
  if (!(((S_type_index == 1) || (S_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "12", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t S = ((int32_t)(((TVMFFIAny*)args)[12].v_int64));
  int32_t D_type_index = (((TVMFFIAny*)args)[13].type_index);
  if (!(((D_type_index == 1) || (D_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "13", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t D = ((int32_t)(((TVMFFIAny*)args)[13].v_int64));
  int32_t P_type_index = (((TVMFFIAny*)args)[14].type_index);
  if (!(((P_type_index == 1) || (P_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "14", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t P = ((int32_t)(((TVMFFIAny*)args)[14].v_int64));
  if (!(!(X_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)X_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".ndim on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)X_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)X_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)X_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".dtype on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_conv2d_general_X_shape = (int64_t*)(((DLTensor*)X_handle)[0].shape);
  int64_t* l1_conv2d_general_X_strides = (int64_t*)(((DLTensor*)X_handle)[0].strides);
  if (!(((((DLTensor*)X_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X", ".device_type on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)X_handle)[0].device.device_id);
  if (!(!(Wt_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)Wt_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt", ".ndim on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Wt_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Wt_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Wt_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt", ".dtype on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_conv2d_general_Wt_shape = (int64_t*)(((DLTensor*)Wt_handle)[0].shape);
  int64_t* l1_conv2d_general_Wt_strides = (int64_t*)(((DLTensor*)Wt_handle)[0].strides);
  if (!(((((DLTensor*)Wt_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt", ".device_type on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(bias_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((1 == (((DLTensor*)bias_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".ndim on argument #", "2", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)bias_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)bias_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)bias_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".dtype on argument #", "2", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_conv2d_general_bias_shape = (int64_t*)(((DLTensor*)bias_handle)[0].shape);
  int64_t* l1_conv2d_general_bias_strides = (int64_t*)(((DLTensor*)bias_handle)[0].strides);
  if (!(((((DLTensor*)bias_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias", ".device_type on argument #", "2", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(Y_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((4 == (((DLTensor*)Y_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".ndim on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "4"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)Y_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)Y_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)Y_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".dtype on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l1_conv2d_general_Y_shape = (int64_t*)(((DLTensor*)Y_handle)[0].shape);
  int64_t* l1_conv2d_general_Y_strides = (int64_t*)(((DLTensor*)Y_handle)[0].strides);
  if (!(((((DLTensor*)Y_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y", ".device_type on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_conv2d_general_X_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[0]", " on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((H == ((int32_t)(((int64_t*)l1_conv2d_general_X_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[1]", " on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to match ", "H"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((W == ((int32_t)(((int64_t*)l1_conv2d_general_X_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "X.shape[2]", " on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to match ", "W"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_conv2d_general_X_strides == NULL)) {
    if (!(((((((G * Cgi) == 1) || (1 == ((int32_t)(((int64_t*)l1_conv2d_general_X_strides)[3])))) && ((W == 1) || ((G * Cgi) == ((int32_t)(((int64_t*)l1_conv2d_general_X_strides)[2]))))) && ((H == 1) || (((G * Cgi) * W) == ((int32_t)(((int64_t*)l1_conv2d_general_X_strides)[1]))))) && ((N == 1) || ((((G * Cgi) * W) * H) == ((int32_t)(((int64_t*)l1_conv2d_general_X_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "X", ".strides on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((((((N * H) * W) * (G * Cgi)) == 0) || !(((float*)(((DLTensor*)X_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"X", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((KH == ((int32_t)(((int64_t*)l1_conv2d_general_Wt_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt.shape[0]", " on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to match ", "KH"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((KW == ((int32_t)(((int64_t*)l1_conv2d_general_Wt_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt.shape[1]", " on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to match ", "KW"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((Cgi == ((int32_t)(((int64_t*)l1_conv2d_general_Wt_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt.shape[2]", " on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to match ", "Cgi"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_conv2d_general_Wt_strides == NULL)) {
    if (!(((((((G * Cgo) == 1) || (1 == ((int32_t)(((int64_t*)l1_conv2d_general_Wt_strides)[3])))) && ((Cgi == 1) || ((G * Cgo) == ((int32_t)(((int64_t*)l1_conv2d_general_Wt_strides)[2]))))) && ((KW == 1) || (((G * Cgo) * Cgi) == ((int32_t)(((int64_t*)l1_conv2d_general_Wt_strides)[1]))))) && ((KH == 1) || ((((G * Cgo) * Cgi) * KW) == ((int32_t)(((int64_t*)l1_conv2d_general_Wt_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Wt", ".strides on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Wt_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Wt.device_id", " on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((((KH * KW) * Cgi) * (G * Cgo)) == 0) || !(((float*)(((DLTensor*)Wt_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Wt", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(l1_conv2d_general_bias_strides == NULL)) {
    if (!((((G * Cgo) == 1) || (1 == ((int32_t)(((int64_t*)l1_conv2d_general_bias_strides)[0])))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "bias", ".strides on argument #", "2", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)bias_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "bias.device_id", " on argument #", "2", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((G * Cgo) == 0) || !(((float*)(((DLTensor*)bias_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"bias", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l1_conv2d_general_Y_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.shape[0]", " on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l1_conv2d_general_Y_strides == NULL)) {
    int32_t rmod = ((((W + (2 * P)) - (D * (KW - 1))) - 1) % S);
    int32_t rdiv = ((((W + (2 * P)) - (D * (KW - 1))) - 1) / S);
    int32_t rmod_1 = ((((H + (2 * P)) - (D * (KH - 1))) - 1) % S);
    int32_t rdiv_1 = ((((H + (2 * P)) - (D * (KH - 1))) - 1) / S);
    int32_t rmod_2 = ((((W + (2 * P)) - (D * (KW - 1))) - 1) % S);
    int32_t rdiv_2 = ((((W + (2 * P)) - (D * (KW - 1))) - 1) / S);
    int32_t rmod_3 = ((((W + (2 * P)) - (D * (KW - 1))) - 1) % S);
    int32_t rdiv_3 = ((((W + (2 * P)) - (D * (KW - 1))) - 1) / S);
    int32_t rmod_4 = ((((H + (2 * P)) - (D * (KH - 1))) - 1) % S);
    int32_t rdiv_4 = ((((H + (2 * P)) - (D * (KH - 1))) - 1) / S);
    if (!(((((((G * Cgo) == 1) || (1 == ((int32_t)(((int64_t*)l1_conv2d_general_Y_strides)[3])))) && (((((((S >= 0) && (rmod >= 0)) || ((S < 0) && (rmod <= 0))) ? rdiv : (rdiv - 1)) + 1) == 1) || ((G * Cgo) == ((int32_t)(((int64_t*)l1_conv2d_general_Y_strides)[2]))))) && (((((((S >= 0) && (rmod_1 >= 0)) || ((S < 0) && (rmod_1 <= 0))) ? rdiv_1 : (rdiv_1 - 1)) + 1) == 1) || (((G * Cgo) * (((((S >= 0) && (rmod_2 >= 0)) || ((S < 0) && (rmod_2 <= 0))) ? rdiv_2 : (rdiv_2 - 1)) + 1)) == ((int32_t)(((int64_t*)l1_conv2d_general_Y_strides)[1]))))) && ((N == 1) || ((((G * Cgo) * (((((S >= 0) && (rmod_3 >= 0)) || ((S < 0) && (rmod_3 <= 0))) ? rdiv_3 : (rdiv_3 - 1)) + 1)) * (((((S >= 0) && (rmod_4 >= 0)) || ((S < 0) && (rmod_4 <= 0))) ? rdiv_4 : (rdiv_4 - 1)) + 1)) == ((int32_t)(((int64_t*)l1_conv2d_general_Y_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "Y", ".strides on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)Y_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "Y.device_id", " on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected to match ", "X.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_5 = ((((H + (2 * P)) - (D * (KH - 1))) - 1) % S);
  int32_t rdiv_5 = ((((H + (2 * P)) - (D * (KH - 1))) - 1) / S);
  int32_t rmod_6 = ((((W + (2 * P)) - (D * (KW - 1))) - 1) % S);
  int32_t rdiv_6 = ((((W + (2 * P)) - (D * (KW - 1))) - 1) / S);
  if (!((((((N * (((((S >= 0) && (rmod_5 >= 0)) || ((S < 0) && (rmod_5 <= 0))) ? rdiv_5 : (rdiv_5 - 1)) + 1)) * (((((S >= 0) && (rmod_6 >= 0)) || ((S < 0) && (rmod_6 <= 0))) ? rdiv_6 : (rdiv_6 - 1)) + 1)) * (G * Cgo)) == 0) || !(((float*)(((DLTensor*)Y_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"Y", " data pointer is NULL on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((G * Cgi) == ((int32_t)(((int64_t*)l1_conv2d_general_X_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.shape[3]", " on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "G * Cgi"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)X_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "X.byte_offset", " on argument #", "0", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((G * Cgo) == ((int32_t)(((int64_t*)l1_conv2d_general_Wt_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wt.shape[3]", " on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "G * Cgo"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Wt_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Wt.byte_offset", " on argument #", "1", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((G * Cgo) == ((int32_t)(((int64_t*)l1_conv2d_general_bias_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "bias.shape[0]", " on argument #", "2", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "G * Cgo"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)bias_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "bias.byte_offset", " on argument #", "2", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_7 = (((((P * 2) + H) - (D * (KH - 1))) - 1) % S);
  int32_t rdiv_7 = (((((P * 2) + H) - (D * (KH - 1))) - 1) / S);
  if (!(((((((S >= 0) && (rmod_7 >= 0)) || ((S < 0) && (rmod_7 <= 0))) ? rdiv_7 : (rdiv_7 - 1)) + 1) == ((int32_t)(((int64_t*)l1_conv2d_general_Y_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.shape[1]", " on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "floordiv(H + 2 * P - D * KH - 1 - 1, S) + 1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t rmod_8 = (((((P * 2) + W) - (D * (KW - 1))) - 1) % S);
  int32_t rdiv_8 = (((((P * 2) + W) - (D * (KW - 1))) - 1) / S);
  if (!(((((((S >= 0) && (rmod_8 >= 0)) || ((S < 0) && (rmod_8 <= 0))) ? rdiv_8 : (rdiv_8 - 1)) + 1) == ((int32_t)(((int64_t*)l1_conv2d_general_Y_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.shape[2]", " on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "floordiv(W + 2 * P - D * KW - 1 - 1, S) + 1"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((G * Cgo) == ((int32_t)(((int64_t*)l1_conv2d_general_Y_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.shape[3]", " on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "G * Cgo"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)Y_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "Y.byte_offset", " on argument #", "3", " when calling:\n  `", "l1_conv2d_general(X: Tensor([N, H, W, G * Cgi], float32), Wt: Tensor([KH, KW, Cgi, G * Cgo], float32), bias: Tensor([G * Cgo], float32), Y: Tensor([N, (H + 2 * P - D * (KH - 1) - 1) // S + 1, (W + 2 * P - D * (KW - 1) - 1) // S + 1, G * Cgo], float32), N: int32, H: int32, W: int32, G: int32, Cgi: int32, Cgo: int32, KH: int32, KW: int32, S: int32, D: int32, P: int32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* X = ((float*)((float*)(((DLTensor*)X_handle)[0].data)));
  float* Wt = ((float*)((float*)(((DLTensor*)Wt_handle)[0].data)));
  float* bias = ((float*)((float*)(((DLTensor*)bias_handle)[0].data)));
  float* Y = ((float*)((float*)(((DLTensor*)Y_handle)[0].data)));
  float conv_ptr[1];
  for (int32_t b = 0; b < N; ++b) {
    int32_t rmod_9 = (((((P * 2) + H) - (D * (KH - 1))) - 1) % S);
    int32_t rdiv_9 = (((((P * 2) + H) - (D * (KH - 1))) - 1) / S);
    for (int32_t i = 0; i < (((((S >= 0) && (rmod_9 >= 0)) || ((S < 0) && (rmod_9 <= 0))) ? rdiv_9 : (rdiv_9 - 1)) + 1); ++i) {
      int32_t rmod_10 = (((((P * 2) + W) - (D * (KW - 1))) - 1) % S);
      int32_t rdiv_10 = (((((P * 2) + W) - (D * (KW - 1))) - 1) / S);
      for (int32_t j = 0; j < (((((S >= 0) && (rmod_10 >= 0)) || ((S < 0) && (rmod_10 <= 0))) ? rdiv_10 : (rdiv_10 - 1)) + 1); ++j) {
        for (int32_t co = 0; co < (G * Cgo); ++co) {
          for (int32_t ax0 = 0; ax0 < KH; ++ax0) {
            for (int32_t ax1 = 0; ax1 < KW; ++ax1) {
              for (int32_t ax2 = 0; ax2 < Cgi; ++ax2) {
                if (((ax0 == 0) && (ax1 == 0)) && (ax2 == 0)) {
                  conv_ptr[0] = 0.000000e+00f;
                }
                float condval_4;
                if ((((0 <= (((i * S) + (ax0 * D)) - P)) && ((((i * S) + (ax0 * D)) - P) < H)) && (0 <= (((j * S) + (ax1 * D)) - P))) && ((((j * S) + (ax1 * D)) - P) < W)) {
                  int32_t rmod_11 = (co % Cgo);
                  int32_t rdiv_11 = (co / Cgo);
                  condval_4 = X[((((((((((((b * H) + (i * S)) + (ax0 * D)) - P) * W) + (j * S)) + (ax1 * D)) - P) * G) + ((((Cgo >= 0) && (rmod_11 >= 0)) || ((Cgo < 0) && (rmod_11 <= 0))) ? rdiv_11 : (rdiv_11 - 1))) * Cgi) + ax2)];
                } else {
                  condval_4 = 0.000000e+00f;
                }
                conv_ptr[0] = (conv_ptr[0] + (condval_4 * Wt[(((((((ax0 * KW) + ax1) * Cgi) + ax2) * G) * Cgo) + co)]));
              }
            }
          }
          int32_t rmod_12 = (((((P * 2) + H) - (D * (KH - 1))) - 1) % S);
          int32_t rdiv_12 = (((((P * 2) + H) - (D * (KH - 1))) - 1) / S);
          int32_t rmod_13 = (((((P * 2) + W) - (D * (KW - 1))) - 1) % S);
          int32_t rdiv_13 = (((((P * 2) + W) - (D * (KW - 1))) - 1) / S);
          Y[(((((((b * (((((S >= 0) && (rmod_12 >= 0)) || ((S < 0) && (rmod_12 <= 0))) ? rdiv_12 : (rdiv_12 - 1)) + 1)) + i) * (((((S >= 0) && (rmod_13 >= 0)) || ((S < 0) && (rmod_13 <= 0))) ? rdiv_13 : (rdiv_13 - 1)) + 1)) + j) * G) * Cgo) + co)] = (conv_ptr[0] + bias[co]);
        }
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
  return __tvm_ffi_l1_conv2d_general(self, args, num_args, result);
}
