//! The TVM-FFI wrapper the relay generates around a `c` candidate, so that a stock TVM 0.27 runtime
//! loads the library (`tvm.rpc.server.load_module`) and calls it as packed functions.
//!
//! tvm-ffi looks a function `NAME` up as the exported symbol `__tvm_ffi_NAME` of type
//! `TVMFFISafeCallType`, `int (*)(void* self, const TVMFFIAny* args, int32_t num_args, TVMFFIAny*
//! result)` (apache/tvm-ffi `include/tvm/ffi/c_api.h`; lookup in `src/ffi/extra/module_internal.h`,
//! loader `src/ffi/extra/library_module_dynamic_lib.cc`). The wrapper declares the few layouts it
//! reads itself (`TVMFFIAny`: type index, 4 bytes of padding, an 8-byte union; `DLTensor` of
//! dlpack 1.x; `TVMFFIObject`: 24 bytes before a tensor object's `DLTensor`), so it builds against
//! nothing but `<stdint.h>` and imports nothing but `memcpy`/`memset`: the sandbox's ELF checks
//! apply unchanged. It never raises a TVM error (that would import `TVMFFIErrorSetRaisedFromCStr`):
//! every function returns 0 and puts a status in `result` ([`Status`]).
//!
//! Exported functions (arguments: [`ArgLayout`]):
//! - [`RUN`] (`ekb_run`): the evaluator's `Backend::run` — every output restored whole from its
//!   init copy, every scratch buffer zeroed and its tail written, then every dispatch on input set
//!   `n`;
//! - [`BATCH`] (`ekb_batch`): `Backend::time_batch` — `n` launches, launch `k` on the set the
//!   `order` tensor names, each preceded (when `reset` is 1) by the same restore as `ekb_run`, and
//!   followed by a copy of every output and scratch tail into launch `k`'s capture tensor: **every**
//!   launch is captured, and the client fetches only the launches it verifies after the batch, so
//!   the remote process (untrusted: the candidate runs in it) never learns which. A `state` tensor
//!   makes the call usable under `runtime.RPCTimeEvaluator`, which calls a function once untimed
//!   before the timed call: `n = 0` validates the arguments and arms the state (its first u32
//!   becomes [`STATE_ARMED`]); every later call adds one to it, and only the second (the timed one)
//!   runs the launches — so no launch runs twice on the same inputs and the kernel sees no set
//!   before its timed launch; the client reads the state back ([`STATE_TIMED`]) to know that the
//!   timed call was the one that ran;
//! - [`NOP`] (`ekb_nop`): returns at once (the timer's resolution and the call overhead).
//!
//! A dispatch runs its entry for `task` in `0..ntasks` one after another on the calling thread (a
//! stock server has no sandboxed thread pool; docs/RELAY.md).
//!
//! Tensor arguments are 1-D `uint8` tensors. Over RPC they arrive as `kTVMFFIDLTensorPtr` (7),
//! in-process as `kTVMFFITensor` (70); both are accepted (measured on TVM 0.27).

use std::fmt::Write as _;

use ekb_sandbox::abi::{Arg, EntrySignature, ScalarType};

/// `ekb_run`: one checked launch (see the module documentation).
pub const RUN: &str = "ekb_run";
/// `ekb_batch`: a timed batch (see the module documentation).
pub const BATCH: &str = "ekb_batch";
/// `ekb_nop`: an empty call.
pub const NOP: &str = "ekb_nop";

/// The first u32 of a batch's `state` tensor after the call with `n = 0`.
pub const STATE_ARMED: u32 = 0x4152_4D00;
/// …after the time evaluator's untimed call and its timed one (the launches ran once).
pub const STATE_TIMED: u32 = STATE_ARMED + 2;

/// Most dispatches one launch may have (bounded so a descriptor is a few hundred bytes).
pub const MAX_DISPATCHES: usize = 64;

/// What a wrapper function returns in `result` (an int).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i64)]
pub enum Status {
    /// Done.
    Ok = 0,
    /// `num_args` is not what [`ArgLayout::count`] gives for the `nsets` and dispatches passed.
    ArgCount = 1,
    /// An argument has the wrong type (an int where a tensor belongs, a tensor not 1-D `uint8`).
    ArgType = 2,
    /// Sizes disagree: an output and its init copy, a scratch buffer shorter than its tail, a reset
    /// offset past the output, the params tensor shorter than the entries' params.
    Size = 3,
    /// A dispatch names an entry the library does not have.
    Entry = 4,
    /// The input set (or the set count) is out of range.
    Set = 5,
    /// A batch's `state` tensor was not armed by a call with `n = 0` (a call out of turn).
    State = 6,
}

impl Status {
    /// The status of a returned int; `None` for a value no wrapper returns.
    pub fn from_code(code: i64) -> Option<Status> {
        [Status::Ok, Status::ArgCount, Status::ArgType, Status::Size, Status::Entry, Status::Set, Status::State]
            .into_iter()
            .find(|s| *s as i64 == code)
    }

    /// What the status means.
    pub fn message(self) -> &'static str {
        match self {
            Status::Ok => "done",
            Status::ArgCount => "the wrapper got another number of arguments than its layout",
            Status::ArgType => "a wrapper argument has the wrong type (tensors must be 1-D uint8)",
            Status::Size => "buffer sizes disagree (an output and its init copy, scratch and its tail, a reset offset, params)",
            Status::Entry => "a dispatch names an entry the library does not define",
            Status::Set => "the input set is out of range",
            Status::State => "a batch ran without being armed first (a call out of turn)",
        }
    }
}

/// The arguments of [`RUN`] and [`BATCH`], in order:
///
/// 1. `n` (int): the input set for [`RUN`], the launch count for [`BATCH`] (0: validate and arm);
/// 2. `nsets` (int): input sets uploaded (≥ 1);
/// 3. `ndispatch` (int, ≤ [`MAX_DISPATCHES`]), then `entry, ntasks` (ints) per dispatch, `entry`
///    indexing the library's entries in [`crate::build`]'s order;
/// 4. `reset` (int): 1 restores the outputs and scratch before every launch of a [`BATCH`]
///    (`BatchReset::EveryLaunch`), 0 never (`BatchReset::Never`); [`RUN`] always restores;
/// 5. the `Params` uniform bytes (tensor; scalar `p` is the little-endian word at byte `4p`);
/// 6. the inputs, set-major (`nsets × inputs` tensors), the outputs, the outputs' init copies, the
///    scratch buffers, the scratch tails (each scratch tail's length is its tensor's length);
/// 7. [`BATCH`] only: `order` (tensor of `4n` bytes, launch `k`'s set as a little-endian u32 at
///    byte `4k`), `state` (tensor of at least 4 bytes), then `n` capture tensors of
///    [`ArgLayout::capture_bytes`] each (launch `k`'s outputs whole, then its scratch tails).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArgLayout {
    /// Task inputs.
    pub inputs: usize,
    /// Task outputs.
    pub outputs: usize,
    /// Plan scratch buffers.
    pub scratch: usize,
}

impl ArgLayout {
    /// The argument count of [`RUN`] for `nsets` input sets and `ndispatch` dispatches.
    pub fn count(&self, nsets: usize, ndispatch: usize) -> usize {
        3 + 2 * ndispatch + 1 + 1 + nsets * self.inputs + 2 * self.outputs + 2 * self.scratch
    }

    /// The argument count of [`BATCH`] for `launches` launches.
    pub fn batch_count(&self, nsets: usize, ndispatch: usize, launches: usize) -> usize {
        self.count(nsets, ndispatch) + 2 + launches
    }
}

/// Bytes of one launch's capture tensor: every output whole (`output_bytes`) then every scratch
/// tail (`tail_bytes`), in order.
pub fn capture_bytes(output_bytes: &[usize], tail_bytes: &[usize]) -> usize {
    output_bytes.iter().chain(tail_bytes).sum()
}

fn param_read(ty: ScalarType, p: usize) -> String {
    let c = ty.c_name();
    format!(
        "ekb_param_{}(prm, {p})",
        if c == "float" {
            "f32"
        } else if c == "int32_t" {
            "i32"
        } else {
            "u32"
        }
    )
}

/// The wrapper's C text for `entries` (the candidate's, in the order dispatches index them) under
/// `layout`: the second translation unit of the remote library, compiled with the generated header
/// force-included.
pub fn generate(entries: &[EntrySignature], layout: ArgLayout) -> String {
    let ArgLayout { inputs: ni, outputs: no, scratch: ns } = layout;
    let mut c = String::from(PRELUDE);
    let _ = writeln!(c, "#define EKB_NI {ni}\n#define EKB_NO {no}\n#define EKB_NS {ns}\n#define EKB_NE {}", entries.len());
    let _ = writeln!(c, "#define EKB_MAX_DISPATCHES {MAX_DISPATCHES}");
    // Params each entry reads (the same for all: the task's params), for the size check.
    let nparams = entries.iter().map(EntrySignature::param_count).max().unwrap_or(0);
    let _ = writeln!(c, "#define EKB_NPARAMS {nparams}");
    c.push_str(
        "static void ekb_dispatch(int64_t entry, uint32_t ntasks, void* const* in, void* const* out, \
         void* const* scr, const uint8_t* prm) {\n  switch (entry) {\n",
    );
    for (e, sig) in entries.iter().enumerate() {
        let _ = write!(c, "  case {e}:\n    for (uint32_t t = 0; t < ntasks; t++) {}(", sig.name);
        let (mut i, mut o, mut s, mut p) = (0usize, 0usize, 0usize, 0usize);
        for a in &sig.args {
            match a {
                Arg::Input { ty, .. } => {
                    let _ = write!(c, "(const {}*)in[{i}], ", ty.c_name());
                    i += 1;
                }
                Arg::Output { ty, .. } => {
                    let _ = write!(c, "({}*)out[{o}], ", ty.c_name());
                    o += 1;
                }
                Arg::Scratch { ty, .. } => {
                    let _ = write!(c, "({}*)scr[{s}], ", ty.c_name());
                    s += 1;
                }
                Arg::Param { ty, .. } => {
                    let _ = write!(c, "{}, ", param_read(*ty, p));
                    p += 1;
                }
            }
        }
        c.push_str("t, ntasks);\n    break;\n");
    }
    c.push_str("  default:\n    break;\n  }\n}\n");
    c.push_str(BODY);
    c
}

/// Declarations and helpers before the generated part.
const PRELUDE: &str = r#"/* Generated by EdgeKernelBench: the TVM-FFI wrapper of a `c` candidate (backend-remote). */
#include <stdint.h>
#include <string.h>
/* tvm-ffi 0.1 `TVMFFIAny` (include/tvm/ffi/c_api.h): 16 bytes. */
typedef struct { int32_t type_index; uint32_t zero_padding; union { int64_t v_int64; double v_float64; void* v_ptr; } u; } ekb_any;
/* dlpack 1.x `DLTensor` (include/dlpack/dlpack.h). */
typedef struct {
  void* data; int32_t device_type; int32_t device_id; int32_t ndim;
  uint8_t code; uint8_t bits; uint16_t lanes; int64_t* shape; int64_t* strides; uint64_t byte_offset;
} ekb_dltensor;
#define EKB_INT 1
#define EKB_DLTENSOR_PTR 7
#define EKB_TENSOR 70
#define EKB_OBJECT_HEADER 24
typedef struct { uint8_t* data; uint64_t len; } ekb_buf;
static int ekb_tensor(const ekb_any* a, ekb_buf* out) {
  const ekb_dltensor* t;
  if (a->type_index == EKB_DLTENSOR_PTR) t = (const ekb_dltensor*)a->u.v_ptr;
  else if (a->type_index == EKB_TENSOR) t = (const ekb_dltensor*)((const uint8_t*)a->u.v_ptr + EKB_OBJECT_HEADER);
  else return 0;
  if (t == 0 || t->ndim != 1 || t->code != 1 || t->bits != 8 || t->lanes != 1 || t->shape == 0 || t->shape[0] < 0) return 0;
  if (t->strides != 0 && t->strides[0] != 1) return 0;
  out->data = (uint8_t*)t->data + t->byte_offset;
  out->len = (uint64_t)t->shape[0];
  return 1;
}
static int ekb_int(const ekb_any* a, int64_t* out) {
  if (a->type_index != EKB_INT) return 0;
  *out = a->u.v_int64;
  return 1;
}
static inline uint32_t ekb_param_u32(const uint8_t* p, int i) { uint32_t v; memcpy(&v, p + 4 * i, 4); return v; }
static inline int32_t ekb_param_i32(const uint8_t* p, int i) { int32_t v; memcpy(&v, p + 4 * i, 4); return v; }
static inline float ekb_param_f32(const uint8_t* p, int i) { float v; memcpy(&v, p + 4 * i, 4); return v; }
static int ekb_done(ekb_any* result, int64_t status) {
  result->type_index = EKB_INT;
  result->zero_padding = 0;
  result->u.v_int64 = status;
  return 0;
}
"#;

/// The functions after the generated dispatcher.
const BODY: &str = r#"
/* The `state` tensor's first u32: EKB_ARMED | calls since armed (saturating at 255). */
#define EKB_ARMED 0x41524D00u
/* mode 0: ekb_run (n = the input set), 1: ekb_batch (n = launches). */
static int64_t ekb_main(int mode, const ekb_any* args, int32_t num_args) {
  int64_t n, nsets, nd;
  if (num_args < 3 || !ekb_int(&args[0], &n) || !ekb_int(&args[1], &nsets) || !ekb_int(&args[2], &nd)) return 2;
  if (nsets < 1 || nsets > 4096 || n < 0 || n > 65536) return 5;
  if (nd < 0 || nd > EKB_MAX_DISPATCHES) return 1;
  int64_t want = 3 + 2 * nd + 1 + 1 + nsets * EKB_NI + 2 * EKB_NO + 2 * EKB_NS + (mode == 1 ? 2 + n : 0);
  if ((int64_t)num_args != want) return 1;
  int64_t entry[EKB_MAX_DISPATCHES + 1], ntasks[EKB_MAX_DISPATCHES + 1];
  for (int64_t d = 0; d < nd; d++) {
    if (!ekb_int(&args[3 + 2 * d], &entry[d]) || !ekb_int(&args[4 + 2 * d], &ntasks[d])) return 2;
    if (entry[d] < 0 || entry[d] >= EKB_NE) return 4;
    if (ntasks[d] < 0 || ntasks[d] > 0xffffffffLL) return 3;
  }
  const ekb_any* a = args + 3 + 2 * nd;
  int64_t reset;
  if (!ekb_int(&a[0], &reset)) return 2;
  if (reset != 0 && reset != 1) return 3;
  a += 1;
  ekb_buf prm;
  if (!ekb_tensor(a, &prm)) return 2;
  if (prm.len < 4 * (uint64_t)EKB_NPARAMS) return 3;
  a += 1;
  const ekb_any* in_args = a;
  a += nsets * EKB_NI;
  ekb_buf out[EKB_NO + 1], init[EKB_NO + 1], scr[EKB_NS + 1], tail[EKB_NS + 1];
  void* outp[EKB_NO + 1]; void* scrp[EKB_NS + 1]; void* inp[EKB_NI + 1];
  for (int o = 0; o < EKB_NO; o++) if (!ekb_tensor(&a[o], &out[o]) || !ekb_tensor(&a[EKB_NO + o], &init[o])) return 2;
  a += 2 * EKB_NO;
  for (int s = 0; s < EKB_NS; s++) if (!ekb_tensor(&a[s], &scr[s]) || !ekb_tensor(&a[EKB_NS + s], &tail[s])) return 2;
  a += 2 * EKB_NS;
  uint64_t stride = 0;
  for (int o = 0; o < EKB_NO; o++) {
    if (out[o].len != init[o].len) return 3;
    outp[o] = out[o].data;
    stride += out[o].len;
  }
  for (int s = 0; s < EKB_NS; s++) {
    if (tail[s].len > scr[s].len) return 3;
    scrp[s] = scr[s].data;
    stride += tail[s].len;
  }
  for (int64_t k = 0; k < nsets * EKB_NI; k++) { ekb_buf b; if (!ekb_tensor(&in_args[k], &b)) return 2; }
  if (mode == 0 && n >= nsets) return 5;
  ekb_buf order, state;
  const ekb_any* cap_args = a + 2;
  if (mode == 1) {
    if (!ekb_tensor(&a[0], &order) || !ekb_tensor(&a[1], &state)) return 2;
    if (order.len < 4 * (uint64_t)n || state.len < 4) return 3;
    for (int64_t k = 0; k < n; k++) {
      ekb_buf c;
      uint32_t set;
      if (!ekb_tensor(&cap_args[k], &c)) return 2;
      if (c.len != stride) return 3;
      memcpy(&set, order.data + 4 * k, 4);
      if ((int64_t)set >= nsets) return 5;
    }
    uint32_t st, next;
    memcpy(&st, state.data, 4);
    if (n == 0) {
      next = EKB_ARMED;
      memcpy(state.data, &next, 4);
      return 0;
    }
    if ((st & 0xFFFFFF00u) != EKB_ARMED) return 6;
    uint32_t calls = st & 0xFFu;
    next = EKB_ARMED | (calls < 255 ? calls + 1 : 255);
    memcpy(state.data, &next, 4);
    /* Only the second call after arming runs: the time evaluator's first call is untimed. */
    if (calls != 1) return 0;
  }
  int64_t launches = mode == 0 ? 1 : n;
  for (int64_t k = 0; k < launches; k++) {
    int64_t set = n;
    if (mode == 1) { uint32_t s32; memcpy(&s32, order.data + 4 * k, 4); set = s32; }
    if (mode == 0 || reset == 1) {
      for (int o = 0; o < EKB_NO; o++) memcpy(out[o].data, init[o].data, out[o].len);
      for (int s = 0; s < EKB_NS; s++) {
        memset(scr[s].data, 0, scr[s].len - tail[s].len);
        memcpy(scr[s].data + (scr[s].len - tail[s].len), tail[s].data, tail[s].len);
      }
    }
    for (int i = 0; i < EKB_NI; i++) { ekb_buf b; ekb_tensor(&in_args[set * EKB_NI + i], &b); inp[i] = b.data; }
    for (int64_t d = 0; d < nd; d++) ekb_dispatch(entry[d], (uint32_t)ntasks[d], inp, outp, scrp, prm.data);
    if (mode == 1) {
      ekb_buf c;
      ekb_tensor(&cap_args[k], &c);
      uint8_t* at = c.data;
      for (int o = 0; o < EKB_NO; o++) { memcpy(at, out[o].data, out[o].len); at += out[o].len; }
      for (int s = 0; s < EKB_NS; s++) { memcpy(at, scr[s].data + (scr[s].len - tail[s].len), tail[s].len); at += tail[s].len; }
    }
  }
  return 0;
}
int __tvm_ffi_ekb_run(void* self, const ekb_any* args, int32_t num_args, ekb_any* result) {
  (void)self;
  return ekb_done(result, ekb_main(0, args, num_args));
}
int __tvm_ffi_ekb_batch(void* self, const ekb_any* args, int32_t num_args, ekb_any* result) {
  (void)self;
  return ekb_done(result, ekb_main(1, args, num_args));
}
int __tvm_ffi_ekb_nop(void* self, const ekb_any* args, int32_t num_args, ekb_any* result) {
  (void)self; (void)args; (void)num_args;
  return ekb_done(result, 0);
}
"#;

#[cfg(test)]
mod tests {
    use super::*;
    use ekb_sandbox::abi::CType;

    #[test]
    fn calls_follow_the_prototype_and_the_layout_counts() {
        let e = EntrySignature {
            name: "k".into(),
            args: vec![
                Arg::Input { name: "a".into(), ty: CType::F32 },
                Arg::Output { name: "c".into(), ty: CType::U32 },
                Arg::Param { name: "n".into(), ty: ScalarType::U32 },
                Arg::Param { name: "s".into(), ty: ScalarType::F32 },
                Arg::Scratch { name: "tmp".into(), ty: CType::I32 },
            ],
        };
        let c = generate(&[e], ArgLayout { inputs: 1, outputs: 1, scratch: 1 });
        assert!(
            c.contains(
                "k((const float*)in[0], (uint32_t*)out[0], ekb_param_u32(prm, 0), ekb_param_f32(prm, 1), (int32_t*)scr[0], t, ntasks);"
            ),
            "{c}"
        );
        assert!(c.contains("#define EKB_NPARAMS 2"));
        // n, nsets, ndispatch, 2 per dispatch, reset, params, the sets' inputs, the outputs and their
        // inits, scratch and tails; a batch adds order, state and a capture per launch.
        let l = ArgLayout { inputs: 2, outputs: 1, scratch: 1 };
        assert_eq!(l.count(3, 2), 3 + 4 + 1 + 1 + 6 + 2 + 2);
        assert_eq!(l.batch_count(3, 2, 5), l.count(3, 2) + 2 + 5);
        assert_eq!(capture_bytes(&[16, 32], &[8]), 56);
        assert_eq!(Status::from_code(3), Some(Status::Size));
        assert_eq!(Status::from_code(6), Some(Status::State));
        assert_eq!(Status::from_code(9), None);
    }
}
