//! Helpers shared by the CLI's end-to-end tests: run the real `ekb` binary (which isolates every
//! kernel in a worker process) on the real adapter (Mesa lavapipe in CI).

#![allow(dead_code, unreachable_pub)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("cli/ has a parent").to_path_buf()
}

/// Runs `ekb` with `args` from the repository root.
pub fn ekb(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ekb"))
        .args(args)
        .current_dir(root())
        .env("NODEVICE_SELECT", "1")
        // llvmpipe on one thread: the two cores are shared with other tests, and thread scheduling
        // would otherwise dominate the timing of small kernels (atomics above all).
        .env("LP_NUM_THREADS", "1")
        .output()
        .expect("ekb runs")
}

/// The value of a `// key: value` header line in a candidate.
pub fn header<'a>(source: &'a str, key: &str) -> Option<&'a str> {
    let prefix = format!("// {key}:");
    source.lines().find_map(|l| l.strip_prefix(&prefix)).map(str::trim)
}

/// The hostile corpus: every `tests/hostile/*.{wgsl,cl,c}`, sorted by name; the extension is the
/// candidate's kind ([`kind_of`]).
pub fn hostile_cases() -> Vec<PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(root().join("tests/hostile"))
        .expect("tests/hostile")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "wgsl" || e == "cl" || e == "c"))
        .collect();
    files.sort();
    files
}

/// The kind of a corpus file from its extension: `cl` → `opencl`, `c` → `c`, else `wgsl`.
pub fn kind_of(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("cl") => "opencl",
        Some("c") => "c",
        _ => "wgsl",
    }
}
