//! Checks on the shared object built from a candidate, before it is loaded.
//!
//! What `cc -shared -nostartfiles -nostdlib -Wl,-z,now -Wl,-z,relro` emits for a clean kernel (measured
//! with GCC 12 / binutils 2.40 on x86-64): read-only `.note.gnu.build-id .gnu.hash .dynsym .dynstr
//! .rela.dyn .rela.plt`, executable `.plt .text`, read-only `.rodata .eh_frame_hdr .eh_frame`, and exactly
//! two writable allocated sections, `.dynamic` and `.got`, both inside `PT_GNU_RELRO` (the dynamic linker
//! makes them read-only once it has relocated the object: full RELRO with `BIND_NOW`). No crt objects, so
//! no `.init`/`.fini`, `.init_array`, `__dso_handle`, `__cxa_finalize`, `_ITM_*` or `__gmon_start__`.
//!
//! The rules, each a typed [`ElfViolation`]:
//! - every writable allocated section and every writable `PT_LOAD` segment lies inside `PT_GNU_RELRO`
//!   (page-rounded as the dynamic linker protects it): so `.data`, `.bss`, a custom writable section or a
//!   static variable of any kind is refused, named with the symbols it holds;
//! - no thread-local storage (`.tdata`/`.tbss`, `PT_TLS`);
//! - no code run at load time: no `.init`, `.fini`, `.init_array`, `.fini_array`, `.preinit_array`,
//!   `.ctors`, `.dtors`, no `DT_INIT`/`DT_FINI`/`DT_*_ARRAY` (a function named `_init` sets `DT_INIT`), no
//!   GNU indirect functions or `IRELATIVE` relocations (their resolvers run inside `dlopen`);
//! - no text relocations (`DT_TEXTREL`), no executable stack (`PT_GNU_STACK` with `X`: `dlopen` would
//!   make every thread's stack executable), no segment both writable and executable;
//! - undefined dynamic symbols only from [`ALLOWED_IMPORTS`] (libm and the C library's memory functions);
//!   `DT_NEEDED` only `libm.so.6`.

use object::elf;
use object::read::elf::{Dyn as _, FileHeader, ProgramHeader as _, SectionHeader as _, Sym as _};
use object::Endianness;

/// The functions a kernel may import: libm (float and double versions) and the C library's memory
/// functions. Everything else (I/O, processes, allocation, `abort`, …) is refused at link time.
pub const ALLOWED_IMPORTS: &[&str] = &[
    // memory
    "memcpy",
    "memmove",
    "memset",
    "memcmp",
    // libm, float
    "sinf",
    "cosf",
    "tanf",
    "asinf",
    "acosf",
    "atanf",
    "atan2f",
    "sinhf",
    "coshf",
    "tanhf",
    "asinhf",
    "acoshf",
    "atanhf",
    "expf",
    "exp2f",
    "expm1f",
    "logf",
    "log2f",
    "log10f",
    "log1pf",
    "powf",
    "sqrtf",
    "cbrtf",
    "hypotf",
    "fabsf",
    "floorf",
    "ceilf",
    "roundf",
    "truncf",
    "rintf",
    "nearbyintf",
    "lroundf",
    "lrintf",
    "llroundf",
    "llrintf",
    "fmodf",
    "remainderf",
    "fmaf",
    "fminf",
    "fmaxf",
    "fdimf",
    "copysignf",
    "frexpf",
    "ldexpf",
    "scalbnf",
    "modff",
    "erff",
    "erfcf",
    "tgammaf",
    "ilogbf",
    "logbf",
    "nextafterf",
    "sincosf",
    // libm, double
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "atan2",
    "sinh",
    "cosh",
    "tanh",
    "asinh",
    "acosh",
    "atanh",
    "exp",
    "exp2",
    "expm1",
    "log",
    "log2",
    "log10",
    "log1p",
    "pow",
    "sqrt",
    "cbrt",
    "hypot",
    "fabs",
    "floor",
    "ceil",
    "round",
    "trunc",
    "rint",
    "nearbyint",
    "lround",
    "lrint",
    "llround",
    "llrint",
    "fmod",
    "remainder",
    "fma",
    "fmin",
    "fmax",
    "fdim",
    "copysign",
    "frexp",
    "ldexp",
    "scalbn",
    "modf",
    "erf",
    "erfc",
    "tgamma",
    "ilogb",
    "logb",
    "nextafter",
    "sincos",
];

/// The libraries a kernel may depend on (`DT_NEEDED`).
pub const ALLOWED_NEEDED: &[&str] = &["libm.so.6"];

/// Why a built kernel is refused. Each names what it found; the evaluator reports it as
/// `contract_violation` with the message as its diagnostic.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ElfViolation {
    /// A writable allocated section outside RELRO: a static variable (`.data`, `.bss`, a custom section).
    #[error("writable static data is not allowed: section `{section}` ({size} bytes){}", symbols_note(.symbols))]
    WritableStatic {
        /// The section's name.
        section: String,
        /// Its size in bytes.
        size: u64,
        /// The symbols defined in it (variables), where the symbol table names them.
        symbols: Vec<String>,
    },
    /// A writable `PT_LOAD` segment outside RELRO, not explained by a named section.
    #[error("a writable segment at {vaddr:#x} ({memsz} bytes) lies outside RELRO")]
    WritableSegment {
        /// Virtual address.
        vaddr: u64,
        /// Size in memory, bytes.
        memsz: u64,
    },
    /// Thread-local storage.
    #[error("thread-local storage is not allowed: `{section}`{}", symbols_note(.symbols))]
    ThreadLocal {
        /// The section (`.tdata`, `.tbss`) or `PT_TLS`.
        section: String,
        /// The symbols defined in it.
        symbols: Vec<String>,
    },
    /// Code that would run when the object is loaded or unloaded.
    #[error("code run at load or unload time is not allowed: {what}")]
    LoadTimeCode {
        /// What was found: a section name, a dynamic tag, an indirect function's name.
        what: String,
    },
    /// An import outside [`ALLOWED_IMPORTS`].
    #[error("undefined symbol `{symbol}`: a kernel may call only libm and memcpy/memmove/memset/memcmp")]
    UndefinedSymbol {
        /// The symbol's name.
        symbol: String,
    },
    /// A `DT_NEEDED` library outside [`ALLOWED_NEEDED`].
    #[error("dependency on `{library}` is not allowed")]
    NeededLibrary {
        /// The library's soname.
        library: String,
    },
    /// Text relocations, an executable stack or a writable and executable segment.
    #[error("{what} is not allowed")]
    UnsafeLayout {
        /// What was found.
        what: String,
    },
    /// The file is not a well-formed ELF shared object of this machine.
    #[error("the built object is not a readable ELF shared object: {0}")]
    Malformed(String),
}

fn symbols_note(symbols: &[String]) -> String {
    if symbols.is_empty() {
        String::new()
    } else {
        format!(", holding {}", symbols.iter().map(|s| format!("`{s}`")).collect::<Vec<_>>().join(", "))
    }
}

/// The page size the RELRO end is rounded down to (the loader protects whole pages only). 4 KiB pages on
/// x86-64 and on common AArch64 kernels; the linker aligns RELRO's end to it.
const RELRO_PAGE: u64 = 4096;

/// Checks a built shared object (the bytes of the `.so`) against the rules in the module documentation.
/// Returns the first violation found, in the order: layout, load-time code, TLS, writable data, imports.
pub fn check_elf(data: &[u8]) -> Result<(), ElfViolation> {
    let malformed = |e: object::read::Error| ElfViolation::Malformed(e.to_string());
    let header = elf::FileHeader64::<Endianness>::parse(data).map_err(malformed)?;
    let endian = header.endian().map_err(malformed)?;
    if header.e_type(endian) != elf::ET_DYN {
        return Err(ElfViolation::Malformed("not a shared object (ET_DYN)".into()));
    }
    let phdrs = header.program_headers(endian, data).map_err(malformed)?;
    let sections = header.sections(endian, data).map_err(malformed)?;
    let symtab = sections.symbols(endian, data, elf::SHT_SYMTAB).map_err(malformed)?;
    let dynsym = sections.symbols(endian, data, elf::SHT_DYNSYM).map_err(malformed)?;

    let name_of =
        |s: &elf::SectionHeader64<Endianness>| String::from_utf8_lossy(sections.section_name(endian, s).unwrap_or(b"?")).into_owned();
    let symbols_in = |index: usize| -> Vec<String> {
        let mut v: Vec<String> = symtab
            .iter()
            .filter(|s| usize::from(s.st_shndx(endian)) == index && s.st_type() != elf::STT_SECTION)
            .filter_map(|s| symtab.symbol_name(endian, s).ok())
            .filter(|n| !n.is_empty())
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .collect();
        v.sort();
        v.dedup();
        v
    };

    // Layout: RELRO range, TLS, stack, W+X.
    let mut relro: Option<(u64, u64)> = None;
    for p in phdrs {
        let (ty, flags) = (p.p_type(endian), p.p_flags(endian));
        match ty {
            elf::PT_GNU_RELRO => {
                let start = p.p_vaddr(endian);
                let end = start + p.p_memsz(endian);
                relro = Some((start, end));
            }
            elf::PT_GNU_STACK if flags & elf::PF_X != 0 => {
                return Err(ElfViolation::UnsafeLayout { what: "an executable stack (PT_GNU_STACK with X)".into() });
            }
            elf::PT_LOAD if flags & elf::PF_W != 0 && flags & elf::PF_X != 0 => {
                return Err(ElfViolation::UnsafeLayout { what: "a segment both writable and executable".into() });
            }
            _ => {}
        }
    }
    // The loader protects [start, end rounded down to a page): only that becomes read-only.
    let protected = relro.map(|(s, e)| (s, e - e % RELRO_PAGE));
    let inside_relro = |addr: u64, size: u64| match protected {
        Some((s, e)) => addr >= s && addr + size <= e,
        None => false,
    };

    // Dynamic tags.
    if let Some((dyns, strtab_index)) = sections.dynamic(endian, data).map_err(malformed)? {
        let strings = sections.strings(endian, data, strtab_index).map_err(malformed)?;
        for d in dyns {
            let Some(tag) = d.tag32(endian) else { continue };
            let what = match tag {
                elf::DT_INIT => Some("DT_INIT (a function named `_init`)"),
                elf::DT_FINI => Some("DT_FINI (a function named `_fini`)"),
                elf::DT_INIT_ARRAY => Some("DT_INIT_ARRAY (constructors in `.init_array`)"),
                elf::DT_FINI_ARRAY => Some("DT_FINI_ARRAY (destructors in `.fini_array`)"),
                elf::DT_PREINIT_ARRAY => Some("DT_PREINIT_ARRAY"),
                _ => None,
            };
            if let Some(what) = what {
                return Err(ElfViolation::LoadTimeCode { what: what.into() });
            }
            if tag == elf::DT_TEXTREL || (tag == elf::DT_FLAGS && d.d_val(endian) & u64::from(elf::DF_TEXTREL) != 0) {
                return Err(ElfViolation::UnsafeLayout { what: "text relocations (DT_TEXTREL)".into() });
            }
            if tag == elf::DT_NEEDED {
                let lib = d.string(endian, strings).map_err(malformed)?;
                let lib = String::from_utf8_lossy(lib).into_owned();
                if !ALLOWED_NEEDED.contains(&lib.as_str()) {
                    return Err(ElfViolation::NeededLibrary { library: lib });
                }
            }
        }
    }

    // Sections.
    for (index, s) in sections.iter().enumerate() {
        let name = name_of(s);
        let flags = s.sh_flags(endian);
        let ty = s.sh_type(endian);
        let load_time = matches!(name.as_str(), ".init" | ".fini" | ".init_array" | ".fini_array" | ".preinit_array" | ".ctors" | ".dtors")
            || name.starts_with(".init_array.")
            || name.starts_with(".fini_array.")
            || name.starts_with(".ctors.")
            || name.starts_with(".dtors.")
            || matches!(ty, elf::SHT_INIT_ARRAY | elf::SHT_FINI_ARRAY | elf::SHT_PREINIT_ARRAY);
        if load_time && s.sh_size(endian) > 0 {
            let syms = symbols_in(index);
            let what = if syms.is_empty() { format!("section `{name}`") } else { format!("section `{name}`{}", symbols_note(&syms)) };
            return Err(ElfViolation::LoadTimeCode { what });
        }
        if flags & u64::from(elf::SHF_TLS) != 0 {
            return Err(ElfViolation::ThreadLocal { section: name, symbols: symbols_in(index) });
        }
        if ty == elf::SHT_RELA {
            let relas = s.data_as_array::<elf::Rela64<Endianness>, _>(endian, data).map_err(malformed)?;
            for r in relas {
                let rty = r.r_type(endian, false);
                let irelative = match header.e_machine(endian) {
                    elf::EM_X86_64 => rty == elf::R_X86_64_IRELATIVE,
                    elf::EM_AARCH64 => rty == elf::R_AARCH64_IRELATIVE,
                    _ => false,
                };
                if irelative {
                    return Err(ElfViolation::LoadTimeCode { what: "an IRELATIVE relocation (a GNU indirect function)".into() });
                }
            }
        }
    }
    for p in phdrs {
        if p.p_type(endian) == elf::PT_TLS {
            return Err(ElfViolation::ThreadLocal { section: "PT_TLS".into(), symbols: vec![] });
        }
    }
    for t in [&symtab, &dynsym] {
        for sym in t.iter() {
            if sym.st_type() == elf::STT_GNU_IFUNC {
                let n = t.symbol_name(endian, sym).unwrap_or(b"?");
                return Err(ElfViolation::LoadTimeCode { what: format!("the GNU indirect function `{}`", String::from_utf8_lossy(n)) });
            }
        }
    }
    for (index, s) in sections.iter().enumerate() {
        let flags = s.sh_flags(endian);
        let writable = u64::from(elf::SHF_WRITE | elf::SHF_ALLOC);
        if flags & writable == writable && !inside_relro(s.sh_addr(endian), s.sh_size(endian)) {
            let size = s.sh_size(endian);
            if size == 0 {
                continue;
            }
            return Err(ElfViolation::WritableStatic { section: name_of(s), size, symbols: symbols_in(index) });
        }
    }
    for p in phdrs {
        if p.p_type(endian) == elf::PT_LOAD
            && p.p_flags(endian) & elf::PF_W != 0
            && p.p_memsz(endian) > 0
            && !inside_relro(p.p_vaddr(endian), p.p_memsz(endian))
        {
            return Err(ElfViolation::WritableSegment { vaddr: p.p_vaddr(endian), memsz: p.p_memsz(endian) });
        }
    }

    // Imports.
    let mut undefined: Vec<String> = dynsym
        .iter()
        .filter(|s| s.st_shndx(endian) == elf::SHN_UNDEF)
        .filter_map(|s| dynsym.symbol_name(endian, s).ok())
        .filter(|n| !n.is_empty())
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .filter(|n| !ALLOWED_IMPORTS.contains(&n.as_str()))
        .collect();
    undefined.sort();
    if let Some(symbol) = undefined.into_iter().next() {
        return Err(ElfViolation::UndefinedSymbol { symbol });
    }
    Ok(())
}

/// The names of the functions the object defines and exports (its dynamic symbol table), sorted.
pub fn exported_functions(data: &[u8]) -> Result<Vec<String>, ElfViolation> {
    let malformed = |e: object::read::Error| ElfViolation::Malformed(e.to_string());
    let header = elf::FileHeader64::<Endianness>::parse(data).map_err(malformed)?;
    let endian = header.endian().map_err(malformed)?;
    let sections = header.sections(endian, data).map_err(malformed)?;
    let dynsym = sections.symbols(endian, data, elf::SHT_DYNSYM).map_err(malformed)?;
    let mut v: Vec<String> = dynsym
        .iter()
        .filter(|s| s.st_shndx(endian) != elf::SHN_UNDEF && s.st_type() == elf::STT_FUNC)
        .filter_map(|s| dynsym.symbol_name(endian, s).ok())
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .collect();
    v.sort();
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn garbage_is_malformed() {
        assert!(matches!(check_elf(b"not an elf"), Err(ElfViolation::Malformed(_))));
    }

    #[test]
    fn allowlist_has_no_duplicates() {
        let mut v = ALLOWED_IMPORTS.to_vec();
        v.sort();
        v.dedup();
        assert_eq!(v.len(), ALLOWED_IMPORTS.len());
    }
}
