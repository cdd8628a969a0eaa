//! `Sandbox::compile_c_with`: another compiler inside `/usr` (Debian's aarch64 cross compiler) builds an
//! object of that machine under the same flags and checks; a compiler outside `/usr` is refused.

mod common;

use common::{add_sig, GOOD};
use ekb_sandbox::abi::generate;
use ekb_sandbox::{CompileError, CompileLimits, Sandbox};

fn machine(so: &[u8]) -> u16 {
    // e_machine: bytes 18..20 of a little-endian ELF header.
    assert_eq!(&so[..4], b"\x7fELF");
    u16::from_le_bytes([so[18], so[19]])
}

#[test]
fn a_cross_compiler_builds_an_aarch64_object_with_the_same_checks() {
    let s = Sandbox::detect().unwrap_or_else(|e| panic!("{e}"));
    let cc = std::path::Path::new("/usr/bin/aarch64-linux-gnu-gcc");
    assert!(cc.is_file(), "no {} (scripts/setup.sh installs Debian gcc-aarch64-linux-gnu)", cc.display());
    let k = s.compile_c_with(cc, GOOD, &generate(&[add_sig()]), &CompileLimits::default()).expect("builds");
    let bytes = std::fs::read(k.path()).unwrap();
    assert_eq!(machine(&bytes), 183, "EM_AARCH64");
    // The checks ran on the aarch64 object: a writable static is refused there too.
    let bad = format!("static int calls;\n{}", GOOD.replacen('{', "{ calls++;", 1));
    assert!(matches!(s.compile_c_with(cc, &bad, &generate(&[add_sig()]), &CompileLimits::default()), Err(CompileError::Elf(_))));
}

#[test]
fn a_compiler_outside_usr_is_refused() {
    let s = Sandbox::detect().unwrap_or_else(|e| panic!("{e}"));
    match s.compile_c_with(std::path::Path::new("/tmp/cc"), GOOD, &generate(&[add_sig()]), &CompileLimits::default()) {
        Err(CompileError::Io(e)) => assert_eq!(e.kind(), std::io::ErrorKind::NotFound),
        other => panic!("expected a refusal, got {other:?}"),
    }
}
