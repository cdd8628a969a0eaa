//! Shared by the session tests and the P4 benchmark: the hand-written kernel module
//! (`vadd.c`, one TVM-FFI function) built with the system `cc` against the venv's tvm-ffi headers.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The C source of the `vadd` module.
pub(crate) const VADD_C: &str = include_str!("vadd.c");

/// Builds `vadd.c` into a shared object in `dir` and returns its path. The include directory is
/// what the venv's `tvm-ffi-config --includedir` prints; the object is not linked against
/// `libtvm_ffi` (the server process has it loaded).
pub(crate) fn build_vadd(py: &Path, dir: &Path) -> PathBuf {
    let cfg = py.with_file_name("tvm-ffi-config");
    let out = Command::new(&cfg).arg("--includedir").output().expect("run tvm-ffi-config");
    assert!(out.status.success(), "tvm-ffi-config failed");
    let include = String::from_utf8(out.stdout).unwrap().trim().to_owned();
    std::fs::create_dir_all(dir).unwrap();
    let src = dir.join("vadd.c");
    std::fs::write(&src, VADD_C).unwrap();
    let so = dir.join("vadd.so");
    let status =
        Command::new("cc").args(["-O2", "-shared", "-fPIC", "-I", &include]).arg(&src).arg("-o").arg(&so).status().expect("run cc");
    assert!(status.success(), "cc failed on vadd.c");
    so
}

/// `n` float32 values as little-endian bytes.
pub(crate) fn f32_bytes(v: impl IntoIterator<Item = f32>) -> Vec<u8> {
    v.into_iter().flat_map(f32::to_le_bytes).collect()
}

/// Little-endian bytes as float32 values.
pub(crate) fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect()
}
