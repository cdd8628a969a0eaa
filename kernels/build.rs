//! Embeds every `tasks/<level>/<task>/{task.toml, reference.wgsl}` (and `reference.cl`,
//! `reference.c` where a task has them) at build time.
//!
//! The generated code names files relative to `CARGO_MANIFEST_DIR` (`include_str!(concat!(env!(…),
//! "/tasks/…"))`) and the `rerun-if-changed` lines are relative to the package root, so a copied
//! tree that keeps its `target/` builds from its own files: the build depends on the files of the
//! tree being built, and rustc's dependency info tracks every included file's content.
use std::fmt::Write as _;
use std::path::Path;

/// Reference kernels per backend kind, by file name; `reference.wgsl` is required.
const OPTIONAL_REFERENCES: [&str; 2] = ["reference.cl", "reference.c"];

fn main() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = manifest.join("tasks");
    println!("cargo:rerun-if-changed=tasks");
    let mut dirs = Vec::new();
    for level in std::fs::read_dir(&root).expect("kernels/tasks exists") {
        let level = level.expect("readable").path();
        if !level.is_dir() {
            continue;
        }
        let rel_level = level.strip_prefix(manifest).expect("under the package").to_string_lossy().replace('\\', "/");
        println!("cargo:rerun-if-changed={rel_level}");
        for task in std::fs::read_dir(&level).expect("readable") {
            let task = task.expect("readable").path();
            if task.join("task.toml").exists() {
                let rel = task.strip_prefix(manifest).expect("under the package").to_string_lossy().replace('\\', "/");
                println!("cargo:rerun-if-changed={rel}");
                for f in ["task.toml", "reference.wgsl"].iter().chain(OPTIONAL_REFERENCES.iter()) {
                    println!("cargo:rerun-if-changed={rel}/{f}");
                }
                dirs.push(task);
            }
        }
    }
    dirs.sort();
    let mut out = String::from("/// The files of every task, sorted by path.\npub(crate) static SOURCES: &[Source] = &[\n");
    let include = |rel: &str, f: &str| format!("include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/tasks/{rel}/{f}\"))");
    for d in &dirs {
        let rel = d.strip_prefix(&root).expect("under root").to_string_lossy().replace('\\', "/");
        let optional: Vec<String> = OPTIONAL_REFERENCES
            .iter()
            .map(|f| if d.join(f).exists() { format!("Some({})", include(&rel, f)) } else { "None".to_string() })
            .collect();
        writeln!(
            out,
            "    Source {{ dir: {rel:?}, toml: {}, wgsl: {}, cl: {}, c: {} }},",
            include(&rel, "task.toml"),
            include(&rel, "reference.wgsl"),
            optional[0],
            optional[1]
        )
        .unwrap();
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("sources.rs");
    std::fs::write(dest, out).expect("write sources.rs");
}
