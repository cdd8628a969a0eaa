//! Remote libraries built in the sandbox: for x86-64 and aarch64 (Debian's cross compiler), each an ELF
//! of its machine exporting the wrapper's TVM-FFI symbols and the candidate's entries; the x86-64 one
//! loaded by TVM's own runtime (`tvm.runtime.load_module`, in-process: tensors arrive as
//! `kTVMFFITensor`) and run through `ekb_run` and `ekb_batch` with the documented resets.

use std::process::{Command, Stdio};

use backend_remote::build::{build, wrapper_symbols, BuildError};
use backend_remote::target::{elf_machine, Target};
use backend_remote::wrapper::ArgLayout;
use ekb_eval::plan::parse_plan;
use ekb_sandbox::{CompileLimits, Sandbox};
use frontend_c::entry_signature;

fn vector_add() -> (&'static str, Vec<ekb_sandbox::abi::EntrySignature>) {
    let t = kernels::get("l1_vector_add").expect("task");
    let src = t.reference(ekb_eval::kind::Kind::C).expect("reference.c");
    let plan = parse_plan(src).expect("plan");
    (src, vec![entry_signature(&t.spec, &plan, "kernel")])
}

const LAYOUT: ArgLayout = ArgLayout { inputs: 2, outputs: 1, scratch: 0 };

#[test]
fn libraries_build_for_both_targets_with_the_wrapper_exports() {
    let sandbox = Sandbox::detect().expect("the sandbox (bwrap + gcc)");
    let (src, entries) = vector_add();
    for target in Target::ALL {
        let lib = match build(&sandbox, target, src, &entries, LAYOUT, &CompileLimits::default()) {
            Ok(l) => l,
            Err(BuildError::Target(e)) => panic!("{e} (scripts/setup.sh installs gcc-aarch64-linux-gnu)"),
            Err(e) => panic!("{target}: {e}"),
        };
        assert_eq!(elf_machine(&lib.bytes), Some(target.elf_machine()), "{target}");
        let exported = ekb_sandbox::elf::exported_functions(&lib.bytes).expect("exports");
        for s in wrapper_symbols().iter().chain(std::iter::once(&"kernel".to_string())) {
            assert!(exported.contains(s), "{target}: no {s} in {exported:?}");
        }
        // The sandbox's rules hold for the wrapper too: no writable statics, imports only mem*/libm.
        ekb_sandbox::check_elf(&lib.bytes).expect("ELF checks");
    }
}

#[test]
fn a_candidate_that_only_builds_for_the_host_is_refused_for_aarch64() {
    let sandbox = Sandbox::detect().expect("the sandbox (bwrap + gcc)");
    let (src, entries) = vector_add();
    let x86_only = format!("#ifdef __aarch64__\n#error not on arm\n#endif\n{src}");
    assert!(build(&sandbox, Target::X86_64, &x86_only, &entries, LAYOUT, &CompileLimits::default()).is_ok());
    match build(&sandbox, Target::Aarch64, &x86_only, &entries, LAYOUT, &CompileLimits::default()) {
        Err(BuildError::Compile(ekb_sandbox::CompileError::Rejected { log, .. })) => assert!(log.contains("not on arm"), "{log}"),
        other => panic!("expected the aarch64 compiler to reject it, got {other:?}"),
    }
}

/// TVM's runtime loads the x86-64 library and its functions keep `Backend::run`'s and
/// `Backend::time_batch`'s semantics: `ekb_run` restores the whole output first; `ekb_batch` runs its
/// launches in the `order` given, restoring the outputs whole before each (or never), copying every
/// launch into its capture tensor, and only on the second call after arming (the time evaluator's
/// timed one); bad arguments are a status, not a crash.
#[test]
fn tvm_loads_the_library_and_the_wrapper_resets_as_documented() {
    if Target::host() != Some(Target::X86_64) {
        eprintln!("SKIPPED: the in-process load needs an x86-64 host");
        return;
    }
    let Some(py) = tvm_rpc::testing::venv_python() else { return };
    let sandbox = Sandbox::detect().expect("the sandbox (bwrap + gcc)");
    let (src, entries) = vector_add();
    let lib = build(&sandbox, Target::X86_64, src, &entries, LAYOUT, &CompileLimits::default()).expect("build");
    let dir = tempfile_dir();
    let so = dir.join("lib.so");
    std::fs::write(&so, &lib.bytes).unwrap();
    let script = format!(
        r#"
import numpy as np, tvm, tvm_ffi
m = tvm.runtime.load_module("{so}")
run, batch, nop = m["ekb_run"], m["ekb_batch"], m["ekb_nop"]
t = lambda a: tvm.runtime.tensor(np.frombuffer(np.asarray(a, dtype=np.float32).tobytes(), dtype=np.uint8).copy())
u = lambda a: tvm.runtime.tensor(np.frombuffer(np.asarray(a, dtype=np.uint32).tobytes(), dtype=np.uint8).copy())
N = 5
a0, b0 = t(np.arange(8)), t(np.ones(8))
a1, b1 = t(np.arange(8) * 10), t(np.ones(8) * 2)
prm = u([N, 0, 0, 0])
init = t([-1] * 8)
out = t([7] * 8)
f = lambda x: np.frombuffer(x.numpy().tobytes(), dtype=np.float32)
w = lambda x: int(np.frombuffer(x.numpy().tobytes(), dtype=np.uint32)[0])
ARMED = {armed}
# n, nsets, ndispatch, (entry, ntasks), reset, params, sets' inputs, output, its init.
assert run(1, 2, 1, 0, 3, 1, prm, a0, b0, a1, b1, out, init) == 0
r = f(out); assert list(r[:5]) == [2, 12, 22, 32, 42] and list(r[5:]) == [-1, -1, -1], r
# A batch: launch 0 on set 1, launch 1 on set 0, outputs restored whole before each.
out2, order, state = t([7] * 8), u([1, 0]), u([0, 0, 0, 0])
caps = [t([0] * 8), t([0] * 8)]
assert batch(2, 2, 1, 0, 2, 1, prm, a0, b0, a1, b1, out2, init, order, state, *caps) == 6   # not armed
assert batch(0, 2, 1, 0, 2, 1, prm, a0, b0, a1, b1, out2, init, order, state) == 0          # arm
assert w(state) == ARMED
assert batch(2, 2, 1, 0, 2, 1, prm, a0, b0, a1, b1, out2, init, order, state, *caps) == 0   # untimed call: nothing runs
assert list(f(out2)) == [7] * 8 and w(state) == ARMED + 1
assert batch(2, 2, 1, 0, 2, 1, prm, a0, b0, a1, b1, out2, init, order, state, *caps) == 0   # the timed call
assert w(state) == ARMED + 2
r0, r1 = f(caps[0]), f(caps[1])
assert list(r0[:5]) == [2, 12, 22, 32, 42] and list(r0[5:]) == [-1, -1, -1], r0
assert list(r1[:5]) == [1, 2, 3, 4, 5] and list(r1[5:]) == [-1, -1, -1], r1
assert list(f(out2)) == list(r1)
assert batch(2, 2, 1, 0, 2, 1, prm, a0, b0, a1, b1, out2, init, order, state, t([9] * 8), t([9] * 8)) == 0  # spent
assert list(f(out2)) == list(r1) and w(state) == ARMED + 3
# reset = 0: nothing restored (the probes' batches).
out3 = t([7] * 8)
assert batch(0, 2, 1, 0, 2, 0, prm, a0, b0, a1, b1, out3, init, order, state) == 0
for _ in range(2):
    assert batch(2, 2, 1, 0, 2, 0, prm, a0, b0, a1, b1, out3, init, order, state, *caps) == 0
r = f(out3); assert list(r[:5]) == [1, 2, 3, 4, 5] and list(r[5:]) == [7, 7, 7], r
assert batch(2, 2, 1, 0, 2, 1, prm, a0, b0, a1, b1, out2, init, u([0, 2]), state, *caps) == 5   # no set 2
assert batch(2, 2, 1, 0, 2, 1, prm, a0, b0, a1, b1, out2, init, u([0]), state, *caps) == 3      # order too short
assert batch(2, 2, 1, 0, 2, 1, prm, a0, b0, a1, b1, out2, init, order, state, caps[0], t([0] * 4)) == 3  # capture size
assert batch(0, 2, 1, 0, 2, 2, prm, a0, b0, a1, b1, out2, init, order, state) == 3      # reset neither 0 nor 1
assert run(2, 2, 1, 0, 3, 1, prm, a0, b0, a1, b1, out, init) == 5   # no set 2
assert run(0, 2, 1, 1, 3, 1, prm, a0, b0, a1, b1, out, init) == 4   # no entry 1
assert run(0, 2, 1, 0, 3, 1, prm, a0, b0, a1, b1, out) == 1         # an argument short
assert run(0, 2, 1, 0, 3, 1, prm, a0, b0, a1, 5, out, init) == 2    # an int for a tensor
assert run(0, 2, 1, 0, 3, 1, prm, a0, b0, a1, b1, out, t([0] * 4)) == 3
assert nop() == 0
print("ok")
"#,
        so = so.display(),
        armed = backend_remote::wrapper::STATE_ARMED,
    );
    let out = Command::new(&py).arg("-c").arg(&script).stdin(Stdio::null()).output().expect("python");
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success() && stdout.contains("ok"), "{}\n{stdout}\n{stderr}", out.status);
}

fn tempfile_dir() -> std::path::PathBuf {
    let d = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("backend-remote-build-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The wrapper's own declarations of `TVMFFIAny`, `DLTensor`, the object header and the type indices
/// agree with tvm-ffi's `c_api.h` from the pinned wheel, for both targets' ABIs (checked by the
/// compilers with `_Static_assert`, nothing run).
#[test]
fn the_wrapper_layouts_match_tvm_ffi_s_header_on_both_targets() {
    let Some(py) = tvm_rpc::testing::venv_python() else { return };
    let venv = py.parent().and_then(|b| b.parent()).expect("venv").to_path_buf();
    let include = std::fs::read_dir(venv.join("lib"))
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path().join("site-packages/tvm_ffi/include"))
        .find(|p| p.join("tvm/ffi/c_api.h").is_file())
        .expect("tvm_ffi/include in the venv");
    let checks = r#"
#include <stddef.h>
#include <tvm/ffi/c_api.h>
_Static_assert(sizeof(ekb_any) == sizeof(TVMFFIAny), "TVMFFIAny size");
_Static_assert(offsetof(ekb_any, type_index) == offsetof(TVMFFIAny, type_index), "type_index");
_Static_assert(offsetof(ekb_any, u) == offsetof(TVMFFIAny, v_int64), "value union");
_Static_assert(sizeof(ekb_dltensor) == sizeof(DLTensor), "DLTensor size");
_Static_assert(offsetof(ekb_dltensor, data) == offsetof(DLTensor, data), "data");
_Static_assert(offsetof(ekb_dltensor, device_type) == offsetof(DLTensor, device), "device");
_Static_assert(offsetof(ekb_dltensor, ndim) == offsetof(DLTensor, ndim), "ndim");
_Static_assert(offsetof(ekb_dltensor, code) == offsetof(DLTensor, dtype), "dtype");
_Static_assert(offsetof(ekb_dltensor, shape) == offsetof(DLTensor, shape), "shape");
_Static_assert(offsetof(ekb_dltensor, strides) == offsetof(DLTensor, strides), "strides");
_Static_assert(offsetof(ekb_dltensor, byte_offset) == offsetof(DLTensor, byte_offset), "byte_offset");
_Static_assert(sizeof(TVMFFIObject) == EKB_OBJECT_HEADER, "object header before a tensor's DLTensor");
_Static_assert(kTVMFFIInt == EKB_INT && kTVMFFIDLTensorPtr == EKB_DLTENSOR_PTR && kTVMFFITensor == EKB_TENSOR, "type indices");
_Static_assert(kDLUInt == 1 && kDLCPU == 1, "dlpack codes");
"#;
    let src = backend_remote::wrapper::generate(&[], ArgLayout { inputs: 0, outputs: 0, scratch: 0 }) + checks;
    let dir = tempfile_dir();
    let file = dir.join("layout_check.c");
    std::fs::write(&file, src).unwrap();
    for cc in ["cc", "/usr/bin/aarch64-linux-gnu-gcc"] {
        let out = Command::new(cc).arg("-fsyntax-only").arg("-std=c11").arg("-I").arg(&include).arg(&file).output().expect(cc);
        assert!(out.status.success(), "{cc}: {}", String::from_utf8_lossy(&out.stderr));
    }
}
