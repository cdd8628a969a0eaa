//! The launch ABI adapter for TVM's `c` target: TVM's host C + its metadata → an ordinary `c`
//! candidate of our contract (docs/TVM.md, "The launch ABI adapters").
//!
//! TVM 0.27's `c` target emits the whole program as one TVM-FFI packed function,
//! `int32_t __tvm_ffi_<task>(void* self, void* args, int32_t num_args, void* result)`: `args` is an
//! array of `TVMFFIAny` (tensors as `DLTensor` pointers, type index 7; floats as 3), it checks every
//! tensor's rank, dtype, shape, strides and device, reports a mismatch through the runtime's
//! `TVMFFIErrorSetRaisedFromCStrParts`, and includes TVM's headers and defines a writable global
//! (`__tvm_ffi__library_ctx`) — which the C sandbox refuses (no writable statics, imports only libm
//! and the memory functions). [`adapt`] keeps TVM's function text and
//!
//! - drops the `#include "tvm/…"` lines, `#define TVM_EXPORTS` and the `__tvm_ffi__library_ctx`
//!   definition;
//! - puts a shim first: the `DLTensor`/`TVMFFIAny` layouts of `tvm/ffi/c_api.h` and
//!   `dlpack/dlpack.h`, `half` (TVM's spelling of f16) as `_Float16`, and
//!   `TVMFFIErrorSetRaisedFromCStrParts` as a function that does nothing (a failed argument check then returns before writing, and the outputs stay poisoned: a
//!   mismatch verdict);
//! - adds the entry our contract calls, `tvm_main(inputs…, outputs…, params…, scratch…, task, ntasks)`,
//!   which builds a `DLTensor` per buffer (the plan's scratch buffers hold the definition's
//!   intermediate stages, which TVM takes as arguments rather than allocating workspace) (shape from the task's shape expressions, compact, CPU)
//!   and the packed arguments in TVM's order, and calls TVM's function; a plan runs it as one task
//!   (`dispatch(1, 1, 1)`): the schedule's loops are serial, as TVM's `c` target emits them.
//!
//! A source calling any other TVM runtime function (`TVMBackendAllocWorkspace`,
//! `TVMBackendParallelLaunch`, …) is refused: the shim has none of them.

use ekb_eval::task::{Dtype, ParamType, TaskSpec};
use ekb_eval::tvm_launch::{translate, TvmAdaptError, TvmArg, TvmProgram};

/// Our entry point's name (`ekb_` names are the sandbox's own: `ekb_sandbox::abi::is_c_identifier`).
const ENTRY: &str = "tvm_main";

/// The runtime shim: the types TVM's packed function reads and its one runtime call.
const SHIM: &str = r"// The TVM-FFI runtime shim of frontend_c::tvm: the layouts of dlpack/dlpack.h and tvm/ffi/c_api.h
// that TVM's packed function reads, and its error call, which drops the error (the outputs stay poisoned).
#include <stdint.h>
#define TVM_DLL
typedef _Float16 half; /* TVM's C codegen spells f16 `half` (as its OpenCL and CUDA codegens do) */
typedef struct { int32_t device_type; int32_t device_id; } DLDevice;
typedef struct { uint8_t code; uint8_t bits; uint16_t lanes; } DLDataType;
typedef struct { void* data; DLDevice device; int32_t ndim; DLDataType dtype; int64_t* shape; int64_t* strides; uint64_t byte_offset; } DLTensor;
typedef struct { int32_t type_index; uint32_t zero_padding; union { int64_t v_int64; double v_float64; void* v_ptr; }; } TVMFFIAny;
static void TVMFFIErrorSetRaisedFromCStrParts(const char* kind, const char** parts, int32_t n) { (void)kind; (void)parts; (void)n; }
static inline int64_t tvmshim_min(int64_t a, int64_t b) { return a < b ? a : b; }
static inline int64_t tvmshim_max(int64_t a, int64_t b) { return a > b ? a : b; }
static inline int64_t tvmshim_ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }
";

/// The candidate text: TVM's C `source` for `spec`, adapted by the metadata `program`
/// (`launch.json`'s `c` entry: one kernel, TVM's packed function, grid 1 × 1 × 1).
///
/// # Errors
/// [`TvmAdaptError`] when the metadata disagrees with the task ([`TvmProgram::check`]), does not
/// list every task buffer, or asks for more than one task; when the source lacks the packed
/// function, uses our `tvmshim_` prefix or calls a TVM runtime function the shim lacks; when a shape
/// expression has no C spelling.
pub fn adapt(spec: &TaskSpec, program: &TvmProgram, source: &str) -> Result<String, TvmAdaptError> {
    let k = match program.check(spec)? {
        [k] => k,
        more => {
            return Err(TvmAdaptError::Contract {
                kernel: spec.id.clone(),
                why: format!("{} kernels: TVM's C target is one packed function", more.len()),
            })
        }
    };
    let bad = |why: String| TvmAdaptError::Contract { kernel: k.name.clone(), why };
    if k.grid.iter().any(|g| g.trim() != "1") {
        return Err(bad(format!("grid {:?}: TVM's C function is the whole program, run once", k.grid)));
    }
    let n_buffers = spec.inputs.len() + spec.outputs.len() + program.scratch.len();
    if k.args.iter().filter(|a| matches!(a, TvmArg::Buffer { .. })).count() != n_buffers {
        return Err(bad("the packed function must take every task buffer and every scratch buffer".into()));
    }
    if source.contains("tvmshim_") {
        return Err(TvmAdaptError::Source("the source already uses the prefix `tvmshim_`".into()));
    }
    if let Some(i) = source.find("TVMBackend") {
        let call: String = source[i..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        return Err(TvmAdaptError::Source(format!("calls {call}, a TVM runtime function the C shim does not provide")));
    }
    if !source.contains(&format!("int32_t {}(", k.name)) {
        return Err(TvmAdaptError::Source(format!("no function `{}`", k.name)));
    }
    let mut out = format!(
        "// TVM-generated C, adapted to the kernel contract by frontend_c::tvm (docs/TVM.md).\n\
         // @plan\n// pass {ENTRY} dispatch(1, 1, 1)\n{}// @end\n{SHIM}",
        program.scratch_lines()
    );
    for line in source.lines() {
        let t = line.trim();
        if t.starts_with("#include \"tvm/") || t == "#define TVM_EXPORTS" || t.starts_with("void* __tvm_ffi__library_ctx") {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out.push_str(&wrapper(spec, program, k.name.as_str(), &k.args)?);
    Ok(out)
}

/// Our entry: `DLTensor`s over the buffers (task buffers, then the plan's scratch buffers, which
/// follow the params in our prototype), the packed arguments, the call.
fn wrapper(spec: &TaskSpec, program: &TvmProgram, function: &str, args: &[TvmArg]) -> Result<String, TvmAdaptError> {
    let mut params = Vec::new();
    let mut body = vec!["  (void)task;".to_string(), "  (void)ntasks;".to_string()];
    let mut tensor = |name: &str, dtype: Dtype, dims: Vec<String>, input: bool| -> String {
        let (ty, code, bits) = dl_type(dtype);
        body.push(format!("  int64_t tvmshim_shape_{name}[{}] = {{{}}};", dims.len().max(1), dims.join(", ")));
        body.push(format!(
            "  DLTensor tvmshim_tensor_{name} = {{(void*)tvmshim_{name}, {{1, 0}}, {}, {{{code}, {bits}, 1}}, tvmshim_shape_{name}, NULL, 0}};",
            dims.len()
        ));
        format!("{}{ty}* tvmshim_{name}", if input { "const " } else { "" })
    };
    let buffers = spec.inputs.iter().map(|b| (&b.name, b.dtype, &b.shape, true));
    for (name, dtype, shape, input) in buffers.chain(spec.outputs.iter().map(|b| (&b.name, b.dtype, &b.shape, false))) {
        let dims: Vec<String> = shape.iter().map(|e| c_int64(spec, e.source())).collect::<Result<_, _>>()?;
        params.push(tensor(name, dtype, dims, input));
    }
    let mut scratch = Vec::new();
    for s in &program.scratch {
        let dims: Vec<String> = s.shape.iter().map(|e| c_int64(spec, e)).collect::<Result<_, _>>()?;
        scratch.push(tensor(&s.name, s.dtype, dims, false));
    }
    for p in &spec.params {
        let ty = match p.ty {
            ParamType::U32 => "uint32_t",
            ParamType::I32 => "int32_t",
            ParamType::F32 => "float",
        };
        params.push(format!("{ty} tvmshim_{}", p.name));
    }
    params.extend(scratch);
    let packed: Vec<String> = args
        .iter()
        .map(|a| match a {
            TvmArg::Buffer { name } => format!("{{.type_index = 7, .v_ptr = &tvmshim_tensor_{name}}}"),
            TvmArg::Pod { name, ty: ParamType::F32 } => format!("{{.type_index = 3, .v_float64 = (double)tvmshim_{name}}}"),
            TvmArg::Pod { name, .. } => format!("{{.type_index = 1, .v_int64 = (int64_t)tvmshim_{name}}}"),
        })
        .collect();
    body.push(format!("  TVMFFIAny tvmshim_args[{}] = {{{}}};", packed.len(), packed.join(", ")));
    body.push(format!("  (void){function}(NULL, tvmshim_args, {}, NULL);", packed.len()));
    params.extend(["uint32_t task".to_string(), "uint32_t ntasks".to_string()]);
    Ok(format!(
        "\n// Our entry (docs/SCHEMA.md §3c): TVM's packed function over DLTensors of the task's buffers.\nvoid {ENTRY}({}) {{\n{}\n}}\n",
        params.join(", "),
        body.join("\n")
    ))
}

/// The C element type and DLPack (code, bits) of a task dtype (`kDLInt` 0, `kDLUInt` 1, `kDLFloat` 2).
fn dl_type(d: Dtype) -> (&'static str, u8, u8) {
    match d {
        Dtype::F32 => ("float", 2, 32),
        Dtype::F16 => ("_Float16", 2, 16),
        Dtype::U32 => ("uint32_t", 1, 32),
        Dtype::I32 => ("int32_t", 0, 32),
    }
}

/// A shape expression as C `int64_t` arithmetic over our entry's params.
fn c_int64(spec: &TaskSpec, expr: &str) -> Result<String, TvmAdaptError> {
    translate(
        expr,
        |n| format!("(int64_t){n}"),
        |id| match spec.params.iter().find(|p| p.name == id).map(|p| p.ty) {
            Some(ParamType::U32 | ParamType::I32) => Some(format!("(int64_t)tvmshim_{id}")),
            Some(ParamType::F32) => None,
            None => ["min", "max", "ceil_div"].contains(&id).then(|| format!("tvmshim_{id}")),
        },
    )
    .map_err(|e| TvmAdaptError::Contract { kernel: spec.id.clone(), why: format!("shape {e}") })
}
