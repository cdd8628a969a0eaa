//! The `c` candidate calling convention and the code generated around a candidate.
//!
//! A candidate defines one C function per pass:
//!
//! ```c
//! void ENTRY(const T0* in0, …, T* out0, …, int32_t/uint32_t/float param0, …, T* scratch0, …,
//!            uint32_t task, uint32_t ntasks);
//! ```
//!
//! arguments in contract order (inputs as `const T*`, outputs as `T*`, each task param as a separate
//! scalar in declared order, scratch buffers as `T*`), then the task index and the task count. The runner
//! calls it once for every `task` in `0..ntasks`, spread over its thread pool; the kernel partitions its
//! work by `task`.
//!
//! Because the arity varies, the sandbox does not build calls at run time (no libffi): it generates, for
//! every entry, a **trampoline** in a second translation unit,
//!
//! ```c
//! void ekb_call_ENTRY(void* const* bufs, const uint64_t* params, uint32_t task, uint32_t ntasks);
//! ```
//!
//! which unpacks `bufs` (one pointer per buffer argument, in order) and `params` (one 64-bit slot per
//! scalar: the value's bits zero-extended — an `int32_t` as its two's-complement `uint32_t`, a `float` as
//! its IEEE-754 bits) and calls the candidate. The host calls only the trampolines, through one fixed
//! Rust signature ([`TrampolineFn`]).

use std::fmt::Write as _;

/// The file name the candidate's text is compiled under; diagnostics in it are the candidate's lines.
pub const CANDIDATE_FILE: &str = "candidate.c";
/// The file name of the generated header (prototypes), force-included before the candidate's first line
/// (`gcc -include`), so the candidate's line numbers are unchanged.
pub const HEADER_FILE: &str = "ekb_kernel.h";
/// The file name of the generated trampolines (a second translation unit).
pub const TRAMPOLINE_FILE: &str = "ekb_trampolines.c";
/// The prefix of every trampoline's symbol: `ekb_call_<entry>`.
pub const TRAMPOLINE_PREFIX: &str = "ekb_call_";

/// The host-side signature of every trampoline (see the module documentation).
pub type TrampolineFn = unsafe extern "C" fn(bufs: *const *mut std::ffi::c_void, params: *const u64, task: u32, ntasks: u32);

/// An element type of a buffer argument, as C spells it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum CType {
    /// `float` (IEEE-754 binary32).
    F32,
    /// `_Float16` (IEEE-754 binary16; GCC ≥ 12 on x86-64 and AArch64).
    F16,
    /// `int32_t`.
    I32,
    /// `uint32_t`.
    U32,
}

impl CType {
    /// The C spelling (`float`, `_Float16`, `int32_t`, `uint32_t`).
    pub fn c_name(self) -> &'static str {
        match self {
            CType::F32 => "float",
            CType::F16 => "_Float16",
            CType::I32 => "int32_t",
            CType::U32 => "uint32_t",
        }
    }
    /// Size of one element in bytes.
    pub fn size(self) -> usize {
        match self {
            CType::F16 => 2,
            _ => 4,
        }
    }
}

/// A scalar argument's type (a task param).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ScalarType {
    /// `int32_t`; its slot holds the two's-complement bits in the low 32 bits.
    I32,
    /// `uint32_t`; its slot holds the value in the low 32 bits.
    U32,
    /// `float`; its slot holds the IEEE-754 bits in the low 32 bits.
    F32,
}

impl ScalarType {
    /// The C spelling.
    pub fn c_name(self) -> &'static str {
        match self {
            ScalarType::I32 => "int32_t",
            ScalarType::U32 => "uint32_t",
            ScalarType::F32 => "float",
        }
    }
}

/// One argument of an entry, in contract order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Arg {
    /// An input buffer: `const T* name`.
    Input {
        /// Argument name (a C identifier).
        name: String,
        /// Element type.
        ty: CType,
    },
    /// An output buffer: `T* name`.
    Output {
        /// Argument name (a C identifier).
        name: String,
        /// Element type.
        ty: CType,
    },
    /// A task param: a scalar passed by value.
    Param {
        /// Argument name (a C identifier).
        name: String,
        /// Scalar type.
        ty: ScalarType,
    },
    /// A scratch buffer: `T* name`.
    Scratch {
        /// Argument name (a C identifier).
        name: String,
        /// Element type.
        ty: CType,
    },
}

impl Arg {
    /// True for the buffer arguments (inputs, outputs, scratch), which take a slot of `bufs`.
    pub fn is_buffer(&self) -> bool {
        !matches!(self, Arg::Param { .. })
    }
    fn decl(&self) -> String {
        match self {
            Arg::Input { name, ty } => format!("const {}* {name}", ty.c_name()),
            Arg::Output { name, ty } | Arg::Scratch { name, ty } => {
                format!("{}* {name}", ty.c_name())
            }
            Arg::Param { name, ty } => format!("{} {name}", ty.c_name()),
        }
    }
}

/// The exact C signature of one pass's entry function.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct EntrySignature {
    /// The function's name (a C identifier; the pass's entry point).
    pub name: String,
    /// Arguments in contract order, without the trailing `task, ntasks`.
    pub args: Vec<Arg>,
}

impl EntrySignature {
    /// The prototype, as the header declares it and the candidate must define it.
    pub fn prototype(&self) -> String {
        let mut parts: Vec<String> = self.args.iter().map(Arg::decl).collect();
        parts.push("uint32_t task".into());
        parts.push("uint32_t ntasks".into());
        format!("void {}({})", self.name, parts.join(", "))
    }
    /// The trampoline's symbol, `ekb_call_<name>`.
    pub fn trampoline_symbol(&self) -> String {
        format!("{TRAMPOLINE_PREFIX}{}", self.name)
    }
    /// Number of buffer arguments (slots of `bufs`).
    pub fn buffer_count(&self) -> usize {
        self.args.iter().filter(|a| a.is_buffer()).count()
    }
    /// Number of scalar arguments (slots of `params`).
    pub fn param_count(&self) -> usize {
        self.args.len() - self.buffer_count()
    }
}

/// A C identifier: `[A-Za-z_][A-Za-z0-9_]*`, not starting with the reserved `ekb_` prefix.
pub fn is_c_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !s.starts_with("ekb_")
}

/// The code generated around a candidate: the header (force-included before the candidate) and the
/// trampolines (a separate translation unit).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GeneratedCode {
    /// `ekb_kernel.h`: `<stdint.h>`, `<stddef.h>`, `<math.h>`, `<string.h>` and every entry's prototype.
    pub header: String,
    /// `ekb_trampolines.c`: one `ekb_call_<entry>` per entry.
    pub trampolines: String,
    /// The entries, in the order given.
    pub entries: Vec<EntrySignature>,
}

/// Generates the header and the trampolines for `entries`.
///
/// Names are not checked here; [`crate::Sandbox::compile_c`] refuses an entry or argument name that is not
/// a C identifier ([`is_c_identifier`]).
pub fn generate(entries: &[EntrySignature]) -> GeneratedCode {
    let mut header = String::from(
        "/* Generated by EdgeKernelBench: the prototypes your kernel must define. */\n\
         #ifndef EKB_KERNEL_H\n#define EKB_KERNEL_H\n\
         #include <stdint.h>\n#include <stddef.h>\n#include <math.h>\n#include <string.h>\n",
    );
    for e in entries {
        let _ = writeln!(header, "{};", e.prototype());
    }
    header.push_str("#endif\n");

    let mut t = format!(
        "/* Generated by EdgeKernelBench: calls from the host. */\n#include \"{HEADER_FILE}\"\n\
         static inline float ekb_f32(uint64_t v) {{ uint32_t b = (uint32_t)v; float f; \
         __builtin_memcpy(&f, &b, 4); return f; }}\n"
    );
    for e in entries {
        let _ = write!(
            t,
            "void {}(void* const* bufs, const uint64_t* params, uint32_t task, uint32_t ntasks) {{\n  {}(",
            e.trampoline_symbol(),
            e.name
        );
        let (mut b, mut p) = (0usize, 0usize);
        for a in &e.args {
            match a {
                Arg::Input { ty, .. } => {
                    let _ = write!(t, "(const {}*)bufs[{b}], ", ty.c_name());
                    b += 1;
                }
                Arg::Output { ty, .. } | Arg::Scratch { ty, .. } => {
                    let _ = write!(t, "({}*)bufs[{b}], ", ty.c_name());
                    b += 1;
                }
                Arg::Param { ty, .. } => {
                    let _ = match ty {
                        ScalarType::I32 => write!(t, "(int32_t)(uint32_t)params[{p}], "),
                        ScalarType::U32 => write!(t, "(uint32_t)params[{p}], "),
                        ScalarType::F32 => write!(t, "ekb_f32(params[{p}]), "),
                    };
                    p += 1;
                }
            }
        }
        t.push_str("task, ntasks);\n}\n");
    }
    GeneratedCode { header, trampolines: t, entries: entries.to_vec() }
}

/// Packs a scalar for a `params` slot: `f32` as its bits, `i32` as its two's-complement bits.
pub fn pack_f32(v: f32) -> u64 {
    u64::from(v.to_bits())
}

/// Packs an `i32` for a `params` slot.
pub fn pack_i32(v: i32) -> u64 {
    u64::from(v as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prototype_and_trampoline() {
        let e = EntrySignature {
            name: "main".into(),
            args: vec![
                Arg::Input { name: "a".into(), ty: CType::F32 },
                Arg::Output { name: "c".into(), ty: CType::F32 },
                Arg::Param { name: "n".into(), ty: ScalarType::U32 },
                Arg::Param { name: "alpha".into(), ty: ScalarType::F32 },
                Arg::Scratch { name: "tmp".into(), ty: CType::I32 },
            ],
        };
        assert_eq!(
            e.prototype(),
            "void main(const float* a, float* c, uint32_t n, float alpha, int32_t* tmp, uint32_t task, uint32_t ntasks)"
        );
        let g = generate(std::slice::from_ref(&e));
        assert!(g.header.contains(&format!("{};", e.prototype())));
        assert!(g.trampolines.contains(
            "main((const float*)bufs[0], (float*)bufs[1], (uint32_t)params[0], ekb_f32(params[1]), (int32_t*)bufs[2], task, ntasks);"
        ));
        assert_eq!((e.buffer_count(), e.param_count()), (3, 2));
        assert!(is_c_identifier("l1_gemm") && !is_c_identifier("1x") && !is_c_identifier("ekb_x"));
        assert_eq!(pack_i32(-1), 0xffff_ffff);
        assert_eq!(pack_f32(1.0), 0x3f80_0000);
    }
}
