//! Every input saved under `fuzz/regressions/prepare/` and `fuzz/regressions/samples/` (inputs
//! that once crashed those fuzz targets, docs/FUZZING.md) through what the target does with it,
//! on a thread with the browser's 1 MiB wasm stack: a verdict or an error, never a panic or a
//! stack overflow. The named cases are in `wgsl-lib/tests/fuzz_regressions.rs`.

use std::path::{Path, PathBuf};

use ekb_wire::device::{DeviceInfo, DeviceLimits};
use wgsl_lib::prepare::prepare;

/// The browser's wasm stack.
const STACK_BYTES: usize = 1 << 20;

fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new().stack_size(STACK_BYTES).spawn(f).expect("spawn").join().expect("no panic");
}

fn inputs(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz/regressions").join(target);
    let Ok(entries) = std::fs::read_dir(&dir) else { return Vec::new() };
    let mut out: Vec<(PathBuf, Vec<u8>)> = entries
        .map(|e| {
            let p = e.expect("entry").path();
            let data = std::fs::read(&p).expect("read");
            (p, data)
        })
        .collect();
    out.sort();
    out
}

/// The `prepare` target: byte 0 picks the task, the rest is the candidate.
fn prepare_input(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else { return };
    let tasks = kernels::all();
    let task = &tasks[usize::from(pick) % tasks.len()];
    let device = DeviceInfo {
        name: "test".into(),
        vendor: String::new(),
        architecture: String::new(),
        driver: String::new(),
        backend: "none".into(),
        device_type: "other".into(),
        is_fallback: false,
        features: vec!["shader-f16".into()],
        limits: DeviceLimits::webgpu_default(),
        runtime: "test".into(),
        loop_cap: None,
    };
    let source = String::from_utf8_lossy(rest);
    if let Ok(p) = prepare(&task.spec, &source, &device) {
        for shape in task.spec.check_shapes().expect("suite shapes") {
            let _ = p.launch(&shape, device.limits.max_compute_workgroups_per_dimension);
            let _ = p.scratch_bytes(&shape, device.limits.max_storage_buffer_binding_size);
        }
    }
}

#[test]
fn every_saved_prepare_crash_input_gets_a_verdict() {
    let inputs = inputs("prepare");
    assert!(!inputs.is_empty(), "fuzz/regressions/prepare is empty");
    for (path, data) in inputs {
        eprintln!("{}", path.display());
        on_small_stack(move || prepare_input(&data));
    }
}

#[test]
fn every_saved_samples_crash_input_parses_or_errs() {
    for (path, data) in inputs("samples") {
        eprintln!("{}", path.display());
        on_small_stack(move || drop(kernels::samples::parse(&String::from_utf8_lossy(&data), "fuzz.jsonl")));
    }
}
