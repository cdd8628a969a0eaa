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
TVM_DLL int32_t __tvm_ffi_l2_yolo_decode(void* self_handle, void* args, int32_t num_args, void* result);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL float expf(float);
#ifdef __cplusplus
extern "C"
#endif
TVM_DLL int32_t __tvm_ffi_l2_yolo_decode(void* self_handle, void* args, int32_t num_args, void* result) {
  if (!((num_args == 10))) {
    const char* __tvm_assert_parts[6] = {"Expected ", "10", " arguments", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(!(args == NULL))) {
    const char* __tvm_assert_parts[4] = {"args pointer is NULL", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 4);
    return -1;
  }
  int32_t pred_type_index = (((TVMFFIAny*)args)[0].type_index);
  if (!(((((pred_type_index == 0) || (pred_type_index == 4)) || (pred_type_index == 7)) || (pred_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval;
  if (pred_type_index == 70) {
    condval = ((void*)((char*)(((TVMFFIAny*)args)[0].v_ptr) + 24));
  } else {
    condval = (((TVMFFIAny*)args)[0].v_ptr);
  }
  void* pred_handle = (void*)condval;
  int32_t anchors_type_index = (((TVMFFIAny*)args)[1].type_index);
  if (!(((((anchors_type_index == 0) || (anchors_type_index == 4)) || (anchors_type_index == 7)) || (anchors_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_1;
  if (anchors_type_index == 70) {
    condval_1 = ((void*)((char*)(((TVMFFIAny*)args)[1].v_ptr) + 24));
  } else {
    condval_1 = (((TVMFFIAny*)args)[1].v_ptr);
  }
  void* anchors_handle = (void*)condval_1;
  int32_t det_type_index = (((TVMFFIAny*)args)[2].type_index);
  if (!(((((det_type_index == 0) || (det_type_index == 4)) || (det_type_index == 7)) || (det_type_index >= 64)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  void* condval_2;
  if (det_type_index == 70) {
    condval_2 = ((void*)((char*)(((TVMFFIAny*)args)[2].v_ptr) + 24));
  } else {
    condval_2 = (((TVMFFIAny*)args)[2].v_ptr);
  }
  void* det_handle = (void*)condval_2;
  int32_t N_type_index = (((TVMFFIAny*)args)[3].type_index);
  if (!(((N_type_index == 1) || (N_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "3", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t N = ((int32_t)(((TVMFFIAny*)args)[3].v_int64));
  int32_t GH_type_index = (((TVMFFIAny*)args)[4].type_index);
  if (!(((GH_type_index == 1) || (GH_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "4", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t GH = ((int32_t)(((TVMFFIAny*)args)[4].v_int64));
  int32_t GW_type_index = (((TVMFFIAny*)args)[5].type_index);
  if (!(((GW_type_index == 1) || (GW_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "5", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t GW = ((int32_t)(((TVMFFIAny*)args)[5].v_int64));
  int32_t A_type_index = (((TVMFFIAny*)args)[6].type_index);
  if (!(((A_type_index == 1) || (A_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "6", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t A = ((int32_t)(((TVMFFIAny*)args)[6].v_int64));
  int32_t NC_type_index = (((TVMFFIAny*)args)[7].type_index);
  if (!(((NC_type_index == 1) || (NC_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "7", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t NC = ((int32_t)(((TVMFFIAny*)args)[7].v_int64));
  int32_t stride_type_index = (((TVMFFIAny*)args)[8].type_index);
  if (!(((stride_type_index == 1) || (stride_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "8", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "int"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  int32_t stride = ((int32_t)(((TVMFFIAny*)args)[8].v_int64));
  int32_t conf_thres_type_index = (((TVMFFIAny*)args)[9].type_index);
  if (!((((conf_thres_type_index == 3) || (conf_thres_type_index == 1)) || (conf_thres_type_index == 2)))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "9", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "float"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  float conf_thres = ((conf_thres_type_index == 3) ? ((float)(((TVMFFIAny*)args)[9].v_float64)) : ((float)(((TVMFFIAny*)args)[9].v_int64)));
  if (!(!(pred_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((5 == (((DLTensor*)pred_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pred", ".ndim on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "5"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)pred_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)pred_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)pred_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pred", ".dtype on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_yolo_decode_pred_shape = (int64_t*)(((DLTensor*)pred_handle)[0].shape);
  int64_t* l2_yolo_decode_pred_strides = (int64_t*)(((DLTensor*)pred_handle)[0].strides);
  if (!(((((DLTensor*)pred_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pred", ".device_type on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  int32_t dev_id = (((DLTensor*)pred_handle)[0].device.device_id);
  if (!(!(anchors_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "1", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((2 == (((DLTensor*)anchors_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "anchors", ".ndim on argument #", "1", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)anchors_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)anchors_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)anchors_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "anchors", ".dtype on argument #", "1", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_yolo_decode_anchors_shape = (int64_t*)(((DLTensor*)anchors_handle)[0].shape);
  int64_t* l2_yolo_decode_anchors_strides = (int64_t*)(((DLTensor*)anchors_handle)[0].strides);
  if (!(((((DLTensor*)anchors_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "anchors", ".device_type on argument #", "1", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(!(det_handle == NULL))) {
    const char* __tvm_assert_parts[6] = {"Mismatched type on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "Tensor"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((5 == (((DLTensor*)det_handle)[0].ndim)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "det", ".ndim on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "5"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((DLTensor*)det_handle)[0].dtype.code) == (uint8_t)2) && ((((DLTensor*)det_handle)[0].dtype.bits) == (uint8_t)32)) && ((((DLTensor*)det_handle)[0].dtype.lanes) == (uint16_t)1)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "det", ".dtype on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "float32"};
    TVMFFIErrorSetRaisedFromCStrParts("TypeError", __tvm_assert_parts, 8);
    return -1;
  }
  int64_t* l2_yolo_decode_det_shape = (int64_t*)(((DLTensor*)det_handle)[0].shape);
  int64_t* l2_yolo_decode_det_strides = (int64_t*)(((DLTensor*)det_handle)[0].strides);
  if (!(((((DLTensor*)det_handle)[0].device.device_type) == 1))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "det", ".device_type on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "cpu"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_yolo_decode_pred_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pred.shape[0]", " on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((GH == ((int32_t)(((int64_t*)l2_yolo_decode_pred_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pred.shape[1]", " on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to match ", "GH"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((GW == ((int32_t)(((int64_t*)l2_yolo_decode_pred_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pred.shape[2]", " on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to match ", "GW"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((A == ((int32_t)(((int64_t*)l2_yolo_decode_pred_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "pred.shape[3]", " on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to match ", "A"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_yolo_decode_pred_strides == NULL)) {
    if (!((((((((5 + NC) == 1) || (1 == ((int32_t)(((int64_t*)l2_yolo_decode_pred_strides)[4])))) && ((A == 1) || ((5 + NC) == ((int32_t)(((int64_t*)l2_yolo_decode_pred_strides)[3]))))) && ((GW == 1) || (((5 + NC) * A) == ((int32_t)(((int64_t*)l2_yolo_decode_pred_strides)[2]))))) && ((GH == 1) || ((((5 + NC) * A) * GW) == ((int32_t)(((int64_t*)l2_yolo_decode_pred_strides)[1]))))) && ((N == 1) || (((((5 + NC) * A) * GW) * GH) == ((int32_t)(((int64_t*)l2_yolo_decode_pred_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "pred", ".strides on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!(((((((N * GH) * GW) * A) * (5 + NC)) == 0) || !(((float*)(((DLTensor*)pred_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"pred", " data pointer is NULL on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((A == ((int32_t)(((int64_t*)l2_yolo_decode_anchors_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "anchors.shape[0]", " on argument #", "1", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to match ", "A"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_yolo_decode_anchors_strides == NULL)) {
    if (!(((1 == ((int32_t)(((int64_t*)l2_yolo_decode_anchors_strides)[1]))) && ((A == 1) || (2 == ((int32_t)(((int64_t*)l2_yolo_decode_anchors_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "anchors", ".strides on argument #", "1", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)anchors_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "anchors.device_id", " on argument #", "1", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to match ", "pred.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((A * 2) == 0) || !(((float*)(((DLTensor*)anchors_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"anchors", " data pointer is NULL on argument #", "1", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!((N == ((int32_t)(((int64_t*)l2_yolo_decode_det_shape)[0]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "det.shape[0]", " on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to match ", "N"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((GH == ((int32_t)(((int64_t*)l2_yolo_decode_det_shape)[1]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "det.shape[1]", " on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to match ", "GH"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((GW == ((int32_t)(((int64_t*)l2_yolo_decode_det_shape)[2]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "det.shape[2]", " on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to match ", "GW"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((A == ((int32_t)(((int64_t*)l2_yolo_decode_det_shape)[3]))))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "det.shape[3]", " on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to match ", "A"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(l2_yolo_decode_det_strides == NULL)) {
    if (!((((((1 == ((int32_t)(((int64_t*)l2_yolo_decode_det_strides)[4]))) && ((A == 1) || (6 == ((int32_t)(((int64_t*)l2_yolo_decode_det_strides)[3]))))) && ((GW == 1) || ((6 * A) == ((int32_t)(((int64_t*)l2_yolo_decode_det_strides)[2]))))) && ((GH == 1) || (((6 * A) * GW) == ((int32_t)(((int64_t*)l2_yolo_decode_det_strides)[1]))))) && ((N == 1) || ((((6 * A) * GW) * GH) == ((int32_t)(((int64_t*)l2_yolo_decode_det_strides)[0]))))))) {
      const char* __tvm_assert_parts[7] = {"Mismatched ", "det", ".strides on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to be compact array"};
      TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 7);
      return -1;
    }
  }
  if (!((dev_id == (((DLTensor*)det_handle)[0].device.device_id)))) {
    const char* __tvm_assert_parts[8] = {"Mismatched ", "det.device_id", " on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected to match ", "pred.device_id"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((((((N * GH) * GW) * A) * 6) == 0) || !(((float*)(((DLTensor*)det_handle)[0].data)) == NULL)))) {
    const char* __tvm_assert_parts[6] = {"det", " data pointer is NULL on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected non-NULL data pointer"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 6);
    return -1;
  }
  if (!(((NC + 5) == ((int32_t)(((int64_t*)l2_yolo_decode_pred_shape)[4]))))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "pred.shape[4]", " on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "5 + NC"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)pred_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "pred.byte_offset", " on argument #", "0", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_yolo_decode_anchors_shape)[1])) == 2))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "anchors.shape[1]", " on argument #", "1", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "2"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)anchors_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "anchors.byte_offset", " on argument #", "1", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!((((int32_t)(((int64_t*)l2_yolo_decode_det_shape)[4])) == 6))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "det.shape[4]", " on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "6"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  if (!(((uint64_t)0ULL == (((DLTensor*)det_handle)[0].byte_offset)))) {
    const char* __tvm_assert_parts[8] = {"Invalid ", "det.byte_offset", " on argument #", "2", " when calling:\n  `", "l2_yolo_decode(pred: Tensor([N, GH, GW, A, 5 + NC], float32), anchors: Tensor([A, 2], float32), det: Tensor([N, GH, GW, A, 6], float32), N: int32, GH: int32, GW: int32, A: int32, NC: int32, stride: int32, conf_thres: float32)", "`,\n  expected ", "0"};
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", __tvm_assert_parts, 8);
    return -1;
  }
  float* pred = ((float*)((float*)(((DLTensor*)pred_handle)[0].data)));
  float* anchors = ((float*)((float*)(((DLTensor*)anchors_handle)[0].data)));
  float* det = ((float*)((float*)(((DLTensor*)det_handle)[0].data)));
  int32_t cls_v0_ptr[1];
  float cls_v1_ptr[1];
  for (int32_t b = 0; b < N; ++b) {
    for (int32_t y = 0; y < GH; ++y) {
      for (int32_t x = 0; x < GW; ++x) {
        for (int32_t a = 0; a < A; ++a) {
          for (int32_t ax0 = 0; ax0 < NC; ++ax0) {
            if (ax0 == 0) {
              cls_v0_ptr[0] = 2147483647;
              cls_v1_ptr[0] = -3.402823e+38f;
            }
            int32_t condval_3;
            if ((pred[(((((((((b * GH) + y) * GW) + x) * A) + a) * (NC + 5)) + ax0) + 5)] < cls_v1_ptr[0]) || ((cls_v1_ptr[0] == pred[(((((((((b * GH) + y) * GW) + x) * A) + a) * (NC + 5)) + ax0) + 5)]) && (cls_v0_ptr[0] < ax0))) {
              condval_3 = cls_v0_ptr[0];
            } else {
              condval_3 = ax0;
            }
            int32_t v_cls_v0 = condval_3;
            float condval_4;
            if ((pred[(((((((((b * GH) + y) * GW) + x) * A) + a) * (NC + 5)) + ax0) + 5)] < cls_v1_ptr[0]) || ((cls_v1_ptr[0] == pred[(((((((((b * GH) + y) * GW) + x) * A) + a) * (NC + 5)) + ax0) + 5)]) && (cls_v0_ptr[0] < ax0))) {
              condval_4 = cls_v1_ptr[0];
            } else {
              condval_4 = pred[(((((((((b * GH) + y) * GW) + x) * A) + a) * (NC + 5)) + ax0) + 5)];
            }
            float v_cls_v1 = condval_4;
            cls_v0_ptr[0] = v_cls_v0;
            cls_v1_ptr[0] = v_cls_v1;
          }
          for (int32_t e = 0; e < 6; ++e) {
            float condval_5;
            if (conf_thres < ((1.000000e+00f / (1.000000e+00f + expf((pred[((((((((b * GH) + y) * GW) + x) * A) + a) * (NC + 5)) + 4)] * -1.000000e+00f)))) * (1.000000e+00f / (1.000000e+00f + expf((cls_v1_ptr[0] * -1.000000e+00f)))))) {
              float condval_6;
              if (e < 2) {
                int32_t condval_7;
                if (e == 0) {
                  condval_7 = x;
                } else {
                  condval_7 = y;
                }
                condval_6 = ((((2.000000e+00f * (1.000000e+00f / (1.000000e+00f + expf((pred[((((((((b * GH) + y) * GW) + x) * A) + a) * (NC + 5)) + e)] * -1.000000e+00f))))) - 5.000000e-01f) + ((float)condval_7)) * ((float)stride));
              } else {
                float condval_8;
                if (e < 4) {
                  int32_t v_ = e - 2;
                  condval_8 = (((2.000000e+00f * (1.000000e+00f / (1.000000e+00f + expf((pred[(((e) > (2) ? (e) : (2)) + (((((((b * GH) + y) * GW) + x) * A) + a) * (NC + 5)))] * -1.000000e+00f))))) * (2.000000e+00f * (1.000000e+00f / (1.000000e+00f + expf((pred[(((e) > (2) ? (e) : (2)) + (((((((b * GH) + y) * GW) + x) * A) + a) * (NC + 5)))] * -1.000000e+00f)))))) * anchors[((a * 2) + ((v_) > (0) ? (v_) : (0)))]);
                } else {
                  float condval_9;
                  if (e == 4) {
                    condval_9 = ((1.000000e+00f / (1.000000e+00f + expf((pred[((((((((b * GH) + y) * GW) + x) * A) + a) * (NC + 5)) + 4)] * -1.000000e+00f)))) * (1.000000e+00f / (1.000000e+00f + expf((cls_v1_ptr[0] * -1.000000e+00f)))));
                  } else {
                    condval_9 = ((float)cls_v0_ptr[0]);
                  }
                  condval_8 = condval_9;
                }
                condval_6 = condval_8;
              }
              condval_5 = condval_6;
            } else {
              condval_5 = 0.000000e+00f;
            }
            det[(((((a * 6) + ((((b * GH) * GW) * A) * 6)) + (((y * GW) * A) * 6)) + ((x * A) * 6)) + e)] = condval_5;
          }
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
  return __tvm_ffi_l2_yolo_decode(self, args, num_args, result);
}
