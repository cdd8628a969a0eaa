//! Embeds every `tasks/<level>/<task>/{task.toml, reference.wgsl}` at build time.
use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tasks");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut dirs = Vec::new();
    for level in std::fs::read_dir(&root).expect("kernels/tasks exists") {
        let level = level.expect("readable").path();
        if !level.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", level.display());
        for task in std::fs::read_dir(&level).expect("readable") {
            let task = task.expect("readable").path();
            if task.join("task.toml").exists() {
                println!("cargo:rerun-if-changed={}", task.display());
                println!("cargo:rerun-if-changed={}", task.join("task.toml").display());
                println!("cargo:rerun-if-changed={}", task.join("reference.wgsl").display());
                dirs.push(task);
            }
        }
    }
    dirs.sort();
    let mut out = String::from("/// (relative dir, task.toml, reference.wgsl) of every task, sorted by path.\npub(crate) static SOURCES: &[(&str, &str, &str)] = &[\n");
    for d in &dirs {
        let rel = d.strip_prefix(&root).expect("under root").to_string_lossy().replace('\\', "/");
        let toml = d.join("task.toml");
        let wgsl = d.join("reference.wgsl");
        writeln!(out, "    ({rel:?}, include_str!({:?}), include_str!({:?})),", toml.display().to_string(), wgsl.display().to_string())
            .unwrap();
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("sources.rs");
    std::fs::write(dest, out).expect("write sources.rs");
}
