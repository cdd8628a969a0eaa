//! Embeds every `tasks/<level>/<task>/{task.toml, reference.wgsl}` (and every other
//! `reference.*` — the reference kernel of another kind, named by the kind table's
//! `reference_file`: `reference.cl`, `reference.c` — where a task has one) at build time.
//!
//! Each `task.toml` is also converted here to JSON (`Source::json`), which the crate parses at run
//! time: the web app then carries serde_json, which it needs anyway, instead of a TOML parser
//! (≈ 240 KB of wasm). The TOML text itself is embedded only in the crate's unit tests, which
//! check the JSON and the suite hash against it (`SUITE_HASH` is computed here over the files).
//!
//! The script reruns when anything under `tasks/` changes: `rerun-if-changed=tasks` is relative to
//! the package root, so a copied or freshly cloned tree is checked, not the tree that was built
//! first, and cargo scans the directory recursively (file and directory times, so a file moved
//! or copied in with an old time still changes its directory's). It hashes every task file into
//! the generated `sources.rs`, whose code names files relative to `CARGO_MANIFEST_DIR`, so a
//! copied tree reads its own. (It used to rerun on every build; a rerun rewrites the script's
//! output, which makes cargo recompile `kernels` and everything above it — every `cargo`
//! command of the test script recompiled the server and relinked every test binary.)
//! The same files also go into `suite.json` in `OUT_DIR` (`kernels::bundle`: each task's directory,
//! spec JSON, `reference.wgsl` and other references), whose SHA-256 is `BUNDLE_SHA256`: the web
//! app, built with the `fetched-suite` feature, embeds none of the task files but this hash and
//! fetches the bundle from `ekb serve` (docs/APP.md, "Size and first verdict"). Every build also
//! gets `INDEX`, each task's id, level, domain and title (`kernels::index`).
//!
//! As for every crate, freshness is by time: two trees that share one target directory must not
//! alternate builds (cargo cannot tell them apart; the older tree's build is then taken as fresh).
use std::fmt::Write as _;
use std::path::Path;

use sha2::{Digest, Sha256};

/// The other kinds' reference files in the kind table's order (`ekb_wire::Kind::ALL` after
/// `wgsl`), the order the suite hash takes them in; the test `suite_hash_is_of_the_embedded_files`
/// recomputes the hash from the kind table and fails if this list drifts from it.
const OTHER_REFERENCES_BY_KIND: [&str; 3] = ["reference.cl", "reference.c", "reference.tvmscript.py"];

/// The reference kernels of `dir` other than the required `reference.wgsl`, sorted by name.
fn optional_references(dir: &Path) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .expect("readable")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|f| f.starts_with("reference.") && f != "reference.wgsl")
        .collect();
    out.sort();
    out
}

/// The TVM baseline files of `dir` (`tvm/launch.json` and the `tvm/baseline.*` it names; docs/TVM.md),
/// sorted by name: none when the task has no TVM definition. They are not part of the suite hash
/// (they are a second, named baseline, not the task) and are embedded in native builds only.
fn tvm_files(dir: &Path) -> Vec<String> {
    let tvm = dir.join("tvm");
    if !tvm.join("launch.json").is_file() {
        return Vec::new();
    }
    let mut out: Vec<String> = std::fs::read_dir(&tvm)
        .expect("readable")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|f| f == "launch.json" || f.starts_with("baseline."))
        .collect();
    out.sort();
    out
}

fn main() {
    // Read at run time: a build script compiled for one checkout is reused by another that
    // shares the target directory, and `env!` would point it at the first checkout's tasks.
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let manifest = Path::new(&manifest_dir);
    let root = manifest.join("tasks");
    println!("cargo:rerun-if-changed=tasks");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/reference");
    let mut dirs = Vec::new();
    for level in std::fs::read_dir(&root).expect("kernels/tasks exists") {
        let level = level.expect("readable").path();
        if !level.is_dir() {
            continue;
        }
        for task in std::fs::read_dir(&level).expect("readable") {
            let task = task.expect("readable").path();
            if task.join("task.toml").exists() {
                dirs.push(task);
            }
        }
    }
    dirs.sort();
    let mut out = String::from(
        "/// The files of every task, sorted by path (not in a `fetched-suite` build, whose caller installs them).\n\
         #[cfg(any(test, not(feature = \"fetched-suite\")))]\npub(crate) static SOURCES: &[Source] = &[\n",
    );
    // The same files as one JSON document (`kernels::bundle`): what `ekb serve` gives the web app,
    // which carries none of them (`fetched-suite`), and the index every build carries.
    let mut bundle = Vec::new();
    let mut index =
        String::from("/// Every task's id, level, domain and title, sorted by path.\npub(crate) static INDEX: &[TaskSummary] = &[\n");
    let include = |rel: &str, f: &str| format!("include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/tasks/{rel}/{f}\"))");
    for d in &dirs {
        let rel = d.strip_prefix(&root).expect("under root").to_string_lossy().replace('\\', "/");
        let optional: Vec<String> = optional_references(d).iter().map(|f| format!("({f:?}, {})", include(&rel, f))).collect();
        let tvm: Vec<String> = tvm_files(d).iter().map(|f| format!("({f:?}, {})", include(&rel, &format!("tvm/{f}")))).collect();
        let text = std::fs::read_to_string(d.join("task.toml")).expect("readable task.toml");
        let value: toml::Value = toml::from_str(&text).unwrap_or_else(|e| panic!("kernels/tasks/{rel}/task.toml: {e}"));
        let json = serde_json::to_string(&value).expect("a TOML value is JSON");
        let field = |k: &str| value.get(k).cloned().unwrap_or_else(|| panic!("kernels/tasks/{rel}/task.toml: no `{k}`"));
        writeln!(
            index,
            "    TaskSummary {{ id: {:?}, level: {}, domain: {:?}, title: {:?} }},",
            field("id").as_str().expect("a string id"),
            field("level").as_integer().expect("an integer level"),
            field("domain").as_str().expect("a string domain"),
            field("title").as_str().expect("a string title"),
        )
        .unwrap();
        let read = |f: &str| std::fs::read_to_string(d.join(f)).expect("readable reference");
        let others: Vec<(String, String)> = optional_references(d).iter().map(|f| (f.clone(), read(f))).collect();
        bundle.push(serde_json::json!({"dir": rel, "spec": json, "wgsl": read("reference.wgsl"), "others": others}));
        writeln!(
            out,
            "    Source {{ dir: {rel:?}, json: {json:?}, #[cfg(test)] toml: {}, wgsl: {}, others: &[{}], #[cfg(not(target_arch = \"wasm32\"))] tvm: &[{}] }},",
            include(&rel, "task.toml"),
            include(&rel, "reference.wgsl"),
            optional.join(", "),
            tvm.join(", ")
        )
        .unwrap();
    }
    out.push_str("];\n");
    index.push_str("];\n");
    out.push_str(&index);
    // One trampoline per task for a build without the CPU references (`kernels::external`).
    let trampolines: Vec<String> = (0..dirs.len()).map(|i| format!("at::<{i}>")).collect();
    std::fs::write(
        Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("external_cpu.rs"),
        format!("/// Every task's trampoline, in [`INDEX`]'s order (see `build.rs`).\n#[cfg_attr(feature = \"cpu-references\", allow(dead_code))]\nstatic EXTERNAL_CPU: &[CpuFn] = &[{}];\n", trampolines.join(", ")),
    )
    .expect("writable OUT_DIR");
    // The suite hash (`kernels::suite_hash`): every task's directory name, `task.toml`,
    // `reference.wgsl` and other references in kind order, each as its length (u64 LE) and bytes.
    let mut sha = Sha256::new();
    for d in &dirs {
        let rel = d.strip_prefix(&root).expect("under root").to_string_lossy().replace('\\', "/");
        let read = |f: &str| std::fs::read_to_string(d.join(f)).ok();
        let parts =
            [Some(rel), read("task.toml"), read("reference.wgsl")].into_iter().chain(OTHER_REFERENCES_BY_KIND.iter().map(|f| read(f)));
        for part in parts.flatten() {
            sha.update((part.len() as u64).to_le_bytes());
            sha.update(part.as_bytes());
        }
    }
    let hex: String = sha.finalize().iter().map(|b| format!("{b:02x}")).collect();
    writeln!(out, "/// SHA-256 of the suite's task files (see `build.rs`).\npub(crate) const SUITE_HASH: &str = {hex:?};").unwrap();
    let bundle = serde_json::to_string(&serde_json::json!({"suite_hash": hex, "tasks": bundle})).expect("JSON");
    let bundle_hash: String = Sha256::digest(bundle.as_bytes()).iter().map(|b| format!("{b:02x}")).collect();
    writeln!(out, "/// SHA-256 of `suite.json`, the bundle of the task files (see `build.rs`).\npub(crate) const BUNDLE_SHA256: &str = {bundle_hash:?};").unwrap();
    let bundle_path = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("suite.json");
    if std::fs::read_to_string(&bundle_path).ok().as_deref() != Some(bundle.as_str()) {
        std::fs::write(&bundle_path, &bundle).expect("write suite.json");
    }
    // The content of every embedded file, so that `sources.rs` changes whenever one does.
    let mut h = std::hash::DefaultHasher::new();
    for d in &dirs {
        let tvm = tvm_files(d).into_iter().map(|f| format!("tvm/{f}"));
        for f in ["task.toml".to_string(), "reference.wgsl".to_string()].into_iter().chain(optional_references(d)).chain(tvm) {
            std::hash::Hash::hash(&f, &mut h);
            std::hash::Hash::hash(&std::fs::read(d.join(&f)).ok(), &mut h);
        }
    }
    writeln!(out, "/// Hash of the embedded files' content when this was generated (see `build.rs`).\n#[allow(dead_code)]\npub(crate) const CONTENT: u64 = {:#x};", std::hash::Hasher::finish(&h)).unwrap();
    // The CPU references' code (`src/reference/**`, path and content in path order): results
    // cached by their inputs must not outlive a change to the code that computed them.
    let mut code = Vec::new();
    collect_files(&manifest.join("src/reference"), &mut code);
    code.sort();
    let mut h = std::hash::DefaultHasher::new();
    for path in &code {
        std::hash::Hash::hash(&path.strip_prefix(manifest).unwrap_or(path).to_string_lossy(), &mut h);
        std::hash::Hash::hash(&std::fs::read(path).ok(), &mut h);
    }
    writeln!(out, "/// Hash of the CPU references' source files when this was generated (see `build.rs`).\npub(crate) const REFERENCE_CODE: u64 = {:#x};", std::hash::Hasher::finish(&h)).unwrap();
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("sources.rs");
    if std::fs::read_to_string(&dest).ok().as_deref() != Some(out.as_str()) {
        std::fs::write(dest, out).expect("write sources.rs");
    }
}

/// Every file under `dir`, recursively.
fn collect_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("kernels/src/reference is readable") {
        let path = entry.expect("readable").path();
        if path.is_dir() {
            collect_files(&path, out);
        } else {
            out.push(path);
        }
    }
}
