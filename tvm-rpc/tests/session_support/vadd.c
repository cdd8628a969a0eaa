/* A hand-written kernel module for a stock TVM 0.27 RPC server: one TVM-FFI function,
 * `vadd(a, b, c)`: c[i] = a[i] + b[i] over float32 tensors of one dimension. Tensors arrive as
 * kTVMFFIDLTensorPtr (7) over RPC and as kTVMFFITensor (70, the DLTensor after the object
 * header) in-process; both are accepted. A wrong call raises a ValueError through
 * TVMFFIErrorSetRaisedFromCStr (resolved from the already-loaded tvm_ffi runtime). */
#include <tvm/ffi/c_api.h>

static DLTensor* as_tensor(const TVMFFIAny* a) {
  if (a->type_index == kTVMFFIDLTensorPtr) return (DLTensor*)a->v_ptr;
  if (a->type_index == kTVMFFITensor) return (DLTensor*)((char*)a->v_obj + sizeof(TVMFFIObject));
  return 0;
}

int __tvm_ffi_vadd(void* self, const TVMFFIAny* args, int32_t num_args, TVMFFIAny* result) {
  (void)self;
  if (num_args != 3) {
    TVMFFIErrorSetRaisedFromCStr("ValueError", "vadd expects 3 tensors");
    return -1;
  }
  DLTensor* t[3];
  for (int i = 0; i < 3; ++i) {
    t[i] = as_tensor(&args[i]);
    if (!t[i] || t[i]->ndim != 1 || t[i]->dtype.code != kDLFloat || t[i]->dtype.bits != 32) {
      TVMFFIErrorSetRaisedFromCStr("ValueError", "vadd expects 1-d float32 tensors");
      return -1;
    }
  }
  int64_t n = t[0]->shape[0];
  if (t[1]->shape[0] != n || t[2]->shape[0] != n) {
    TVMFFIErrorSetRaisedFromCStr("ValueError", "vadd: shapes differ");
    return -1;
  }
  const float* a = (const float*)((char*)t[0]->data + t[0]->byte_offset);
  const float* b = (const float*)((char*)t[1]->data + t[1]->byte_offset);
  float* c = (float*)((char*)t[2]->data + t[2]->byte_offset);
  for (int64_t i = 0; i < n; ++i) c[i] = a[i] + b[i];
  result->type_index = kTVMFFINone;
  result->v_int64 = 0;
  return 0;
}
