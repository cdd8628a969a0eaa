//! The loop-cap instrumentation (`ekb_eval::loop_cap`) keeps every kernel in the repository valid:
//! each WGSL file that naga validates — references, examples, the hostile corpus, the tuning
//! kernels — still validates after its loops are instrumented, binds the flag where the backend
//! expects it, and keeps its entry points. An instrumentation that broke a valid kernel would
//! leave that kernel's loops unwatched on lavapipe (the report says so and flags it).

use std::path::{Path, PathBuf};

use ekb_eval::artifact::WgslArtifact;
use ekb_eval::loop_cap::{has_loops, instrument, LoopCapError, FLAG_BINDING, FLAG_GROUP};
use naga::valid::{Capabilities, ValidationFlags, Validator};

fn wgsl_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let p = e.expect("entry").path();
        if p.is_dir() {
            wgsl_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "wgsl") {
            out.push(p);
        }
    }
}

#[test]
fn every_valid_kernel_stays_valid_when_its_loops_are_watched() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in ["kernels/tasks", "examples", "tests/hostile", "cli/tests/tune"] {
        wgsl_files(&root.join(dir), &mut files);
    }
    let (mut with_loops, mut failures) = (0, Vec::new());
    for f in &files {
        let src = std::fs::read_to_string(f).expect("readable");
        // The hostile texts written to break naga's recursion are refused before it, as in the front end.
        if ekb_eval::limits::check_source(&src).is_err() {
            continue;
        }
        let Ok(module) = naga::front::wgsl::parse_str(&src) else { continue };
        let Ok(info) = Validator::new(ValidationFlags::all(), Capabilities::all()).validate(&module) else { continue };
        if !has_loops(&module) {
            continue;
        }
        with_loops += 1;
        match instrument(&WgslArtifact { module: module.clone(), info }) {
            Ok(w) => {
                let flag = w
                    .module
                    .global_variables
                    .iter()
                    .filter(|(_, g)| g.binding.as_ref().is_some_and(|b| b.group == FLAG_GROUP && b.binding == FLAG_BINDING));
                if flag.count() != 1 {
                    failures.push(format!("{}: no flag at @group({FLAG_GROUP}) @binding({FLAG_BINDING})", f.display()));
                }
                let names = |m: &naga::Module| m.entry_points.iter().map(|e| e.name.clone()).collect::<Vec<_>>();
                if names(&w.module) != names(&module) {
                    failures.push(format!("{}: entry points changed", f.display()));
                }
            }
            Err(e) => failures.push(format!("{}: {e}", f.display())),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(with_loops >= 40, "only {with_loops} kernels with loops: is the corpus where it was?");
    println!("{with_loops} kernels with loops instrumented and validated");
}

#[test]
fn a_kernel_already_binding_the_flag_slot_is_refused() {
    let src = "@group(1) @binding(0) var<storage, read_write> mine: u32;
@compute @workgroup_size(1) fn main() { for (var i = 0u; i < 4u; i++) { mine += i; } }";
    let module = naga::front::wgsl::parse_str(src).expect("parses");
    let info = Validator::new(ValidationFlags::all(), Capabilities::all()).validate(&module).expect("valid");
    assert_eq!(instrument(&WgslArtifact { module, info }).unwrap_err(), LoopCapError::BindingTaken);
}
