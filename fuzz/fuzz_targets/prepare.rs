//! Candidate preparation: arbitrary text (WGSL + `// @plan` block) through
//! `wgsl_lib::prepare::prepare` for a suite task picked by the first input byte, on a device
//! with the WebGPU default limits; a prepared candidate is also launched and sized at every check
//! shape. Every input must end in `Ok` or `Rejected`, never a panic or a stack overflow.
//!
//! Input: byte 0 picks the task (`kernels::all()[byte % len]`, sorted by level then id), the rest
//! is the candidate text. Counts of how far inputs get are printed to stderr every 2^16 inputs
//! (`EKB_FUZZ_STATS=0` silences them).

#![no_main]

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

use ekb_fuzz::{on_small_stack, text, webgpu_default_device};
use ekb_wire::device::DeviceInfo;
use ekb_wire::diagnostic::Stage;
use libfuzzer_sys::fuzz_target;

/// Inputs run, inputs whose plan parsed, and where each ended.
static INPUTS: AtomicU64 = AtomicU64::new(0);
static PLAN_OK: AtomicU64 = AtomicU64::new(0);
static PREPARED: AtomicU64 = AtomicU64::new(0);
static REJECTED_PLAN: AtomicU64 = AtomicU64::new(0);
static REJECTED_LIMITS: AtomicU64 = AtomicU64::new(0);
static REJECTED_PARSE: AtomicU64 = AtomicU64::new(0);
static REJECTED_VALIDATE: AtomicU64 = AtomicU64::new(0);
static REJECTED_CONTRACT: AtomicU64 = AtomicU64::new(0);
static REJECTED_OTHER: AtomicU64 = AtomicU64::new(0);

fn device() -> &'static DeviceInfo {
    static DEVICE: OnceLock<DeviceInfo> = OnceLock::new();
    DEVICE.get_or_init(webgpu_default_device)
}

fn run(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else { return };
    let tasks = kernels::all();
    let task = &tasks[usize::from(pick) % tasks.len()];
    let source = text(rest);
    if ekb_eval::plan::parse_plan(&source).is_ok() {
        PLAN_OK.fetch_add(1, Ordering::Relaxed);
    }
    match wgsl_lib::prepare::prepare(&task.spec, &source, device()) {
        Ok(p) => {
            if ekb_fuzz::debug() {
                eprintln!("{}: prepared, passes {:?}", task.spec.id, p.entry_points);
            }
            PREPARED.fetch_add(1, Ordering::Relaxed);
            let limits = &device().limits;
            for shape in task.spec.check_shapes().expect("suite shapes") {
                let _ = p.launch(&shape, limits.max_compute_workgroups_per_dimension);
                let _ = p.scratch_bytes(&shape, limits.max_storage_buffer_binding_size);
            }
            let _ = p.program_desc(&task.spec, "fuzz");
        }
        Err(r) => {
            if ekb_fuzz::debug() {
                let first = r.diagnostics.first().map(|d| format!("{:?}: {}", d.stage, d.message));
                eprintln!("{}: {:?} {}", task.spec.id, r.verdict, first.unwrap_or_default());
            }
            let counter = match r.diagnostics.first().map(|d| d.stage) {
                Some(Stage::Plan) => &REJECTED_PLAN,
                Some(Stage::Limits) => &REJECTED_LIMITS,
                Some(Stage::Parse) => &REJECTED_PARSE,
                Some(Stage::Overrides | Stage::Validate) => &REJECTED_VALIDATE,
                Some(Stage::Contract) => &REJECTED_CONTRACT,
                _ => &REJECTED_OTHER,
            };
            counter.fetch_add(1, Ordering::Relaxed);
        }
    }
    let n = INPUTS.fetch_add(1, Ordering::Relaxed) + 1;
    if n.is_power_of_two() || n.is_multiple_of(1 << 16) {
        report(n);
    }
}

fn report(n: u64) {
    static QUIET: OnceLock<bool> = OnceLock::new();
    if *QUIET.get_or_init(|| std::env::var("EKB_FUZZ_STATS").is_ok_and(|v| v == "0")) {
        return;
    }
    let get = |c: &AtomicU64| c.load(Ordering::Relaxed);
    let pct = |k: u64| 100.0 * k as f64 / n as f64;
    // Everything not stopped by the plan or the limits went through naga's parser.
    let naga = n - get(&REJECTED_PLAN) - get(&REJECTED_LIMITS);
    eprintln!(
        "ekb-stats prepare: inputs {n}, plan ok {} ({:.1} %), reached naga {naga} ({:.1} %), prepared {} ({:.1} %), rejected at plan {} / limits {} / parse {} / validate {} / contract {} / other {}",
        get(&PLAN_OK),
        pct(get(&PLAN_OK)),
        pct(naga),
        get(&PREPARED),
        pct(get(&PREPARED)),
        get(&REJECTED_PLAN),
        get(&REJECTED_LIMITS),
        get(&REJECTED_PARSE),
        get(&REJECTED_VALIDATE),
        get(&REJECTED_CONTRACT),
        get(&REJECTED_OTHER),
    );
}

fuzz_target!(|data: &[u8]| on_small_stack(data, run));
