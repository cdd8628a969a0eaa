//! # kernels — the EdgeKernelBench task suite
//!
//! Tasks are data: `tasks/<level>/<task>/task.toml` (the schema of [`ekb_eval::task`]) and
//! `reference.wgsl` (the baseline kernel), embedded at build time by `build.rs`, plus a CPU
//! reference per task in [`reference`] (f64 accumulation), the correctness oracle.
//!
//! [`all`] lists the suite; [`get`] finds a task; [`suite_hash`] identifies its exact content.

use ekb_eval::data::HostBuffer;
use ekb_eval::evaluate::EvalTask;
use ekb_eval::task::{Shape, TaskSpec};
use ekb_wire::Kind;

pub mod catalog;
pub mod cpu_call;
pub mod external;
#[cfg(feature = "cpu-references")]
pub mod reference;
pub mod samples;
pub mod speed_of_light;

/// One task's embedded files (`build.rs` generates the list).
#[cfg(any(test, not(feature = "fetched-suite")))]
pub(crate) struct Source {
    /// Directory relative to `kernels/tasks`.
    dir: &'static str,
    /// `task.toml` converted to JSON by `build.rs` (what [`all`] parses).
    json: &'static str,
    /// `task.toml` as written: only the unit tests read it (the suite hash is computed by
    /// `build.rs`, the spec parsed from the JSON).
    #[cfg(test)]
    toml: &'static str,
    /// `reference.wgsl`.
    wgsl: &'static str,
    /// Every other `reference.*` file: (file name, text), sorted by name.
    others: &'static [(&'static str, &'static str)],
    /// `tvm/launch.json` and `tvm/baseline.*`: (file name, text), sorted by name (native builds).
    #[cfg(not(target_arch = "wasm32"))]
    tvm: &'static [(&'static str, &'static str)],
}

/// One task's id, level, domain and title ([`index`]): what a list of the tasks shows, carried by
/// every build, also the web app's, which fetches the rest ([`bundle`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TaskSummary {
    /// The task id (`l1_vector_add`).
    pub id: &'static str,
    /// The level (1, 2 or 3).
    pub level: u8,
    /// The domain (`linalg`, `vision`, …).
    pub domain: &'static str,
    /// The one-line title.
    pub title: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/sources.rs"));

pub mod bundle;

/// Version of the suite's task definitions; bumped when a task changes meaning.
pub const SUITE_VERSION: &str = "0.6.0";

/// A CPU reference: expected outputs (f64, row-major, one vector per output) from the inputs.
pub type CpuFn = fn(&Shape, &[HostBuffer]) -> Vec<Vec<f64>>;

/// TVM's generated kernel for one task and kind ([`Task::tvm_baseline`]): the launch metadata
/// of its target and the source it names.
#[derive(Clone, Debug)]
pub struct TvmBaseline {
    /// The target's entry of `launch.json`.
    pub program: ekb_eval::tvm_launch::TvmProgram,
    /// The generated source (`baseline.wgsl`, `baseline.cl`, `baseline.c`).
    pub source: &'static str,
}

/// One task of the suite.
#[derive(Debug)]
pub struct Task {
    /// The parsed spec.
    pub spec: TaskSpec,
    /// The reference WGSL kernel (the baseline for speedup on wgpu backends).
    pub reference_wgsl: &'static str,
    /// The task's other reference kernels: (file name, text), by the kind table's
    /// `reference_file` (`reference.cl`, `reference.c`); [`Task::reference`] finds a kind's.
    pub references: &'static [(&'static str, &'static str)],
    /// The CPU reference (the oracle).
    pub cpu: CpuFn,
    /// Directory relative to `kernels/tasks`.
    pub dir: &'static str,
    /// The TVM baseline files (`tvm/launch.json`, `tvm/baseline.*`; docs/TVM.md): (file name,
    /// text). Empty for a task without a TVM definition, and in the web app's build (wasm32),
    /// which does not carry them.
    pub tvm: &'static [(&'static str, &'static str)],
}

impl Task {
    /// The view the evaluator takes, for WGSL candidates.
    pub fn eval_task(&self) -> EvalTask<'_> {
        EvalTask { spec: &self.spec, reference: Some(self.reference_wgsl), cpu_reference: &self.cpu }
    }

    /// The reference kernel for candidates of `kind`, if the task has one: the baseline its
    /// speedups on that backend are measured against (the file the kind table names,
    /// [`ekb_wire::kind::KindInfo::reference_file`]).
    pub fn reference(&self, kind: Kind) -> Option<&'static str> {
        let file = kind.info().reference_file;
        if file == Kind::Wgsl.reference_file() {
            return Some(self.reference_wgsl);
        }
        self.references.iter().find(|(f, _)| *f == file).map(|(_, text)| *text)
    }

    /// TVM's generated kernel of `kind` for this task, not yet adapted to the kernel contract
    /// (the launch ABI adapters do that: `wgsl_lib::tvm`, `frontend_opencl::tvm`,
    /// `frontend_c::tvm`; `ekb_dispatch::baselines` picks the one of a kind). `Ok(None)` when the
    /// task has no TVM definition (or this build does not carry the files); `Err` with the reason
    /// when the definition skips this kind or the files are unusable.
    ///
    /// # Errors
    /// A message: the kind has no TVM target, the definition skips it (its reason), or
    /// `launch.json` / the source file it names is missing or malformed.
    pub fn tvm_baseline(&self, kind: Kind) -> Result<Option<TvmBaseline>, String> {
        let file = |name: &str| self.tvm.iter().find(|(f, _)| *f == name).map(|(_, t)| *t);
        let Some(launch) = file("launch.json") else { return Ok(None) };
        let target = match kind {
            Kind::Wgsl => "webgpu",
            Kind::Opencl => "opencl",
            Kind::C => "c",
            // Compiled by TVM to one of the forms above, and timed against that form's kernels.
            Kind::Tvmscript => {
                return Err(format!("{}: a tvmscript candidate's baselines are those of the form it compiles to", self.spec.id))
            }
        };
        let launch = ekb_eval::tvm_launch::TvmLaunchFile::parse(launch).map_err(|e| format!("{}: {e}", self.spec.id))?;
        let program = match launch.program(target).map_err(|e| format!("{}: {e}", self.spec.id))? {
            Ok(p) => p.clone(),
            Err(why) => return Err(format!("{}: no TVM `{target}` kernel: {why}", self.spec.id)),
        };
        let source = file(&program.source).ok_or_else(|| format!("{}: tvm/{} is missing", self.spec.id, program.source))?;
        Ok(Some(TvmBaseline { program, source }))
    }

    /// The view the evaluator takes for candidates of `kind`, or `None` when the task has no
    /// reference kernel in that language (no baseline: the candidate cannot be timed against one).
    pub fn eval_task_for(&self, kind: Kind) -> Option<EvalTask<'_>> {
        self.reference(kind).map(|reference| EvalTask { spec: &self.spec, reference: Some(reference), cpu_reference: &self.cpu })
    }
}

#[cfg(not(feature = "fetched-suite"))]
fn load() -> Vec<Task> {
    SOURCES
        .iter()
        .map(|src| {
            let &Source { dir, json, wgsl, others, .. } = src;
            let spec = TaskSpec::from_json(json).unwrap_or_else(|e| panic!("kernels/tasks/{dir}/task.toml: {e}"));
            let cpu = cpu_reference(&spec.id).unwrap_or_else(|| panic!("task `{}` has no CPU reference in kernels/src/reference", spec.id));
            #[cfg(not(target_arch = "wasm32"))]
            let tvm = src.tvm;
            #[cfg(target_arch = "wasm32")]
            let tvm = &[];
            Task { spec, reference_wgsl: wgsl, references: others, cpu, dir, tvm }
        })
        .collect()
}

/// Every task, sorted by level then id. The suite is validated by the test `suite_loads`, so the
/// embedded data cannot be malformed in a released build.
///
/// With the `fetched-suite` feature (the web app) nothing is embedded: the tasks are those
/// [`bundle::install`] installed, none before (the app installs them before it shows a page that
/// needs them).
pub fn all() -> &'static [Task] {
    #[cfg(not(feature = "fetched-suite"))]
    {
        static TASKS: std::sync::OnceLock<Vec<Task>> = std::sync::OnceLock::new();
        TASKS.get_or_init(|| {
            let mut v = load();
            v.sort_by(|a, b| (a.spec.level, &a.spec.id).cmp(&(b.spec.level, &b.spec.id)));
            v
        })
    }
    #[cfg(feature = "fetched-suite")]
    {
        bundle::installed().unwrap_or(&[])
    }
}

/// Every task's id, level, domain and title, sorted by level then id (the order of [`all`]: the
/// path order `build.rs` writes them in, `l1/l1_…` before `l2/…`; the test
/// `the_bundle_holds_the_embedded_tasks` checks it); embedded in every build, without the specs
/// and kernels.
pub fn index() -> &'static [TaskSummary] {
    INDEX
}

/// The suite's domains, each once, in alphabetical order (from [`index`], sorted through the web
/// app's one sort copy, `ekb_wire::sort`).
pub fn domains() -> Vec<&'static str> {
    let mut order: Vec<usize> = (0..INDEX.len()).collect();
    ekb_wire::sort::sort_indices(&mut order, &|a, b| INDEX[a].domain.cmp(INDEX[b].domain));
    let mut out: Vec<&'static str> = order.into_iter().map(|i| INDEX[i].domain).collect();
    out.dedup();
    out
}

/// The summary of the task with this id ([`index`]).
pub fn summary(id: &str) -> Option<TaskSummary> {
    INDEX.iter().find(|t| t.id == id).copied()
}

/// The task with this id.
pub fn get(id: &str) -> Option<&'static Task> {
    all().iter().find(|t| t.spec.id == id)
}

/// SHA-256 over every task's directory name, `task.toml` and `reference.wgsl`, in path order, as
/// lowercase hex: reports and submissions carry it so results from different suites never mix.
/// A task's `reference.cl` and `reference.c` (baselines on other backends) count where present.
/// Computed by `build.rs` (the test `suite_hash_is_of_the_embedded_files` recomputes it).
pub fn suite_hash() -> String {
    SUITE_HASH.to_string()
}

/// The CPU reference of task `id`: the function in [`reference`] with the `cpu-references`
/// feature (default), else a trampoline to the function installed with
/// [`external::set_external_cpu`] (the web app's first module, which leaves the references to a
/// second one).
pub fn cpu_reference(id: &str) -> Option<CpuFn> {
    #[cfg(feature = "cpu-references")]
    {
        reference::lookup(id)
    }
    #[cfg(not(feature = "cpu-references"))]
    {
        external::lookup(id)
    }
}

/// Whether this build holds the CPU references itself (the `cpu-references` feature); without,
/// its caller installs them ([`external`]).
pub const HAS_CPU_REFERENCES: bool = cfg!(feature = "cpu-references");

/// Identifies the code of the CPU references (`src/reference/**`) this build holds, as 16 hex
/// digits: a cache of their results keys on it beside [`suite_hash`], which covers only the task
/// files. Stable for a given source tree and toolchain.
pub fn reference_code_hash() -> String {
    format!("{REFERENCE_CODE:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_domains_are_every_tasks_once_in_order() {
        let mut expected: Vec<&str> = all().iter().map(|t| t.spec.domain.as_str()).collect();
        expected.sort_unstable();
        expected.dedup();
        assert_eq!(domains(), expected);
        assert!(domains().len() > 3, "{:?}", domains());
    }

    /// What was embedded is what is on disk now, file for file (a stale embed — a file moved in with
    /// an old modification time, a copied tree — fails here; `build.rs` compares content).
    #[test]
    fn embedded_files_are_the_files_on_disk() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tasks");
        for src in SOURCES {
            let read = |f: &str| std::fs::read_to_string(root.join(src.dir).join(f)).ok();
            assert_eq!(read("task.toml").as_deref(), Some(src.toml), "{}/task.toml", src.dir);
            assert_eq!(read("reference.wgsl").as_deref(), Some(src.wgsl), "{}/reference.wgsl", src.dir);
            for k in Kind::ALL.iter().filter(|k| k.info().reference_file != "reference.wgsl") {
                let f = k.info().reference_file;
                let embedded = src.others.iter().find(|(name, _)| *name == f).map(|(_, t)| *t);
                assert_eq!(read(f).as_deref(), embedded, "{}/{f}", src.dir);
            }
            for (f, _) in src.others {
                assert!(Kind::ALL.iter().any(|k| k.info().reference_file == *f), "{}/{f} is no kind's reference file", src.dir);
            }
        }
        let on_disk = std::fs::read_dir(&root)
            .expect("tasks")
            .flat_map(|l| std::fs::read_dir(l.expect("level").path()).into_iter().flatten())
            .count();
        assert_eq!(on_disk, SOURCES.len(), "every task directory is embedded");
    }

    /// The CPU references' code hash is that of the code on disk now (the reference cache keys on
    /// it, so a hash left over from an earlier build would serve results of old code).
    #[test]
    fn reference_code_hash_is_of_the_code_on_disk() {
        fn files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for e in std::fs::read_dir(dir).expect("readable") {
                let p = e.expect("entry").path();
                if p.is_dir() {
                    files(&p, out);
                } else {
                    out.push(p);
                }
            }
        }
        let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut code = Vec::new();
        files(&manifest.join("src/reference"), &mut code);
        code.sort();
        let mut h = std::hash::DefaultHasher::new();
        for p in &code {
            std::hash::Hash::hash(&p.strip_prefix(manifest).unwrap_or(p).to_string_lossy(), &mut h);
            std::hash::Hash::hash(&std::fs::read(p).ok(), &mut h);
        }
        assert_eq!(reference_code_hash(), format!("{:016x}", std::hash::Hasher::finish(&h)));
        assert!(code.len() > 5, "the references' files are found: {code:?}");
    }

    /// The hash `build.rs` wrote is SHA-256 over every task's directory name, `task.toml`,
    /// `reference.wgsl` and other references in the kind table's order (`.cl`, then `.c`).
    #[test]
    fn suite_hash_is_of_the_embedded_files() {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        for Source { dir, toml, wgsl, others, .. } in SOURCES {
            let by_kind = Kind::ALL.iter().filter_map(|k| others.iter().find(|(f, _)| *f == k.info().reference_file).map(|(_, t)| t));
            for part in [dir, toml, wgsl].into_iter().chain(by_kind) {
                h.update((part.len() as u64).to_le_bytes());
                h.update(part.as_bytes());
            }
        }
        let hex: String = h.finalize().iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(suite_hash(), hex);
    }

    /// The JSON `build.rs` made of each `task.toml` gives the same spec as the TOML itself.
    #[test]
    fn json_specs_equal_the_toml_specs() {
        for src in SOURCES {
            let from_toml = TaskSpec::from_toml(src.toml).expect("valid task.toml");
            assert_eq!(TaskSpec::from_json(src.json).expect("valid JSON"), from_toml, "{}", src.dir);
        }
    }

    #[test]
    fn suite_loads() {
        let tasks = all();
        assert!(!tasks.is_empty());
        let mut ids: Vec<_> = tasks.iter().map(|t| t.spec.id.as_str()).collect();
        ids.dedup();
        assert_eq!(ids.len(), tasks.len(), "task ids are unique");
        for t in tasks {
            let prefix = format!("l{}_", t.spec.level);
            assert!(t.spec.id.starts_with(&prefix), "{} should start with {prefix}", t.spec.id);
            assert!(t.dir.ends_with(&t.spec.id), "{} lives in a directory named after it", t.spec.id);
        }
        assert_eq!(suite_hash().len(), 64);
    }

    /// A prompt holds the task's text but not its reference kernel: no description, tolerance
    /// note or edge-set note may point at "the reference".
    #[test]
    fn task_texts_never_point_at_the_reference() {
        for t in all() {
            let spec = &t.spec;
            let whys = spec.tolerance.why.iter().chain(spec.outputs.iter().filter_map(|o| o.tolerance.as_ref()?.why.as_ref()));
            let texts = std::iter::once(&spec.description).chain(whys).chain(spec.edges.iter().filter_map(|e| e.why.as_ref()));
            for text in texts {
                assert!(!text.to_lowercase().contains("reference"), "{}: task text points at the reference: {text}", spec.id);
            }
        }
    }

    /// Every task's domain corners lie in its domain and pin each param (an integer param with a
    /// domain, an f32 param with a range) at its minimum and at its maximum somewhere; the
    /// corners an evaluation adds reach every maximum, and with the check shapes every minimum,
    /// deterministically per seed, within the storage binding limit.
    #[test]
    fn corners_reach_both_ends_of_every_param() {
        use ekb_eval::domain::{corners, evaluation_corners, within_binding_limit};
        use ekb_eval::task::Profile;
        let mut missing = Vec::new();
        for t in all() {
            let spec = &t.spec;
            let cs = corners(spec);
            for c in &cs {
                assert!(spec.in_domain(&c.shape).is_ok(), "{} corner {}: {}", spec.id, c.name, c.shape.label());
            }
            for p in &spec.params {
                let ends = match (&p.domain, &p.range) {
                    (Some(d), _) => [d.min, d.max].map(|v| v as f64),
                    (None, Some(r)) => [r.min, r.max],
                    (None, None) => continue,
                };
                for (end, label) in ends.into_iter().zip(["min", "max"]) {
                    let name = format!("{}={label}", p.name);
                    if !cs.iter().any(|c| c.name.split(", ").any(|n| n == name)) {
                        missing.push(format!("{}: no corner {name} (no shape of the domain has {} = {end})", spec.id, p.name));
                    }
                }
            }
            let checks = spec.check_shapes().expect("check shapes");
            for (profile, seed) in
                [(Profile::Ci, 1u64), (Profile::Ci, 2), (Profile::Full, 1)].into_iter().chain((3..=8).map(|s| (Profile::Ci, s)))
            {
                let ev = evaluation_corners(spec, seed, profile);
                assert_eq!(ev, evaluation_corners(spec, seed, profile), "{}: deterministic", spec.id);
                for c in &ev {
                    assert!(
                        spec.in_domain(&c.shape).is_ok() && within_binding_limit(spec, &c.shape).is_ok(),
                        "{}: {}",
                        spec.id,
                        c.shape.label()
                    );
                }
                for p in spec.params.iter().filter(|p| p.domain.is_some() || p.range.is_some()) {
                    let name = format!("{}=max", p.name);
                    let top = cs.iter().find(|c| c.name.split(", ").any(|n| n == name));
                    if let Some(top) = top.filter(|c| within_binding_limit(spec, &c.shape).is_ok()).map(|c| c.shape.get(&p.name)) {
                        if !ev.iter().any(|c| c.shape.get(&p.name) == top) {
                            missing.push(format!("{} {profile:?} seed {seed}: no evaluation corner has {} = {top}", spec.id, p.name));
                        }
                    }
                    // The lower end: in a check shape or an evaluation corner (an f32 param as
                    // the shader sees it).
                    let name = format!("{}=min", p.name);
                    let bottom = cs.iter().find(|c| c.name.split(", ").any(|n| n == name));
                    if let Some(bottom) = bottom.filter(|c| within_binding_limit(spec, &c.shape).is_ok()).map(|c| c.shape.get(&p.name)) {
                        let at = |v: f64| v as f32 == bottom as f32;
                        if !ev.iter().any(|c| at(c.shape.get(&p.name))) && !checks.iter().any(|c| at(c.get(&p.name))) {
                            missing.push(format!("{} {profile:?} seed {seed}: no checked shape has {} = {bottom}", spec.id, p.name));
                        }
                    }
                }
            }
        }
        assert!(missing.is_empty(), "{}", missing.join("\n"));
    }

    /// A maximum is not checked on a degenerate problem where the other params cost little: the
    /// top-k corner at C = 131,072 asks for more than one value (R·K ≥ 2: a kernel reading only
    /// the first 8,192 columns found the top-1 of one row one seed in sixteen, and all R·K
    /// answers about one in 16^(R·K)).
    #[test]
    fn corners_leave_cheap_params_off_their_minimum() {
        use ekb_eval::domain::evaluation_corners;
        use ekb_eval::task::Profile;
        let spec = &all().iter().find(|t| t.spec.id == "l1_topk").expect("l1_topk").spec;
        for profile in [Profile::Ci, Profile::Full] {
            let mut degenerate = Vec::new();
            for seed in 0..64u64 {
                let ev = evaluation_corners(spec, seed, profile);
                let c = ev.iter().find(|c| c.shape.get("C") == 131072.0).expect("a C = max corner");
                if c.shape.get("R") * c.shape.get("K") < 2.0 {
                    degenerate.push(format!("seed {seed}: {}", c.shape.label()));
                }
            }
            assert!(degenerate.is_empty(), "{profile:?}: one answer at C = max: {degenerate:?}");
        }
    }

    /// Every integer param without a fixed value declares its domain (the timed, `ci` and check
    /// shapes lie in it: `TaskSpec::from_toml` checks that), and every task gets its drawn shapes
    /// under both profiles, within the domain and the WebGPU default limits.
    #[test]
    fn domains_are_declared_and_draws_fit() {
        use ekb_eval::domain::{drawn_shapes, DRAWN_SHAPES};
        use ekb_eval::task::{ParamType, Profile};
        for t in all() {
            let spec = &t.spec;
            for p in &spec.params {
                assert!(
                    p.ty == ParamType::F32 || p.value.is_some() || p.domain.is_some(),
                    "{}: integer param `{}` has no domain",
                    spec.id,
                    p.name
                );
            }
            for profile in [Profile::Ci, Profile::Full] {
                for seed in 0..40u64 {
                    let drawn = drawn_shapes(spec, seed, profile);
                    assert_eq!(drawn.len(), DRAWN_SHAPES, "{} {profile:?} seed {seed}: {:?}", spec.id, drawn);
                    for s in &drawn {
                        assert!(spec.in_domain(s).is_ok(), "{}: {}", spec.id, s.label());
                    }
                }
            }
        }
    }

    /// The lines (1-based) of `src` that declare a function-scope `var` without an initializer
    /// inside a loop (`for`, `while`, `loop`), one statement per line as the references are
    /// written.
    fn uninitialised_loop_vars(src: &str) -> Vec<usize> {
        let mut blocks: Vec<bool> = Vec::new(); // whether each open block is a loop body
        let mut loop_header = false;
        let mut found = Vec::new();
        for (i, line) in src.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            let t = code.trim();
            if blocks.contains(&true) && t.starts_with("var ") && !t.contains('=') {
                found.push(i + 1);
            }
            if ["for ", "for(", "while ", "while(", "loop ", "loop{"].iter().any(|k| t.starts_with(k)) {
                loop_header = true;
            }
            for c in code.chars() {
                match c {
                    '{' => blocks.push(std::mem::take(&mut loop_header)),
                    '}' => {
                        blocks.pop();
                    }
                    _ => {}
                }
            }
        }
        found
    }

    /// Chromium (Tint on SwiftShader, Chromium 156) keeps a `var` declared without an initializer
    /// inside a loop from one iteration to the next, where WGSL makes a new zero-valued variable
    /// each time: `l1_radix_sort_pairs`'s scan relied on the zero and wrote past its output there
    /// while passing on lavapipe (docs/EVALUATION.md, "A compiler that departs from WGSL"). No
    /// reference may depend on it: such a declaration gets an explicit initializer.
    #[test]
    fn no_reference_declares_a_var_without_an_initializer_inside_a_loop() {
        let fixture = "var<workgroup> s: array<u32, 4>;\nfn f() {\n    var a: u32;\n    for (var i = 0u; i < 4u; i++) {\n        var t: u32;\n        var u: u32 = 0u;\n        if (i > 1u) {\n            var w: f32; // nested\n        }\n    }\n    loop {\n        var x: f32;\n        continuing {\n            var y: f32;\n        }\n    }\n    var z: f32;\n}\n";
        assert_eq!(uninitialised_loop_vars(fixture), vec![5, 8, 12, 14]);
        let found: Vec<String> = all()
            .iter()
            .flat_map(|t| uninitialised_loop_vars(t.reference_wgsl).into_iter().map(move |l| format!("{}/reference.wgsl:{l}", t.dir)))
            .collect();
        assert!(found.is_empty(), "a var without an initializer inside a loop (Chromium does not zero it each iteration): {found:?}");
    }

    /// The decimal float literals of `wgsl` (`1.5`, `-3.0e38`, `2e-3f`; hex floats and integers
    /// left out) whose magnitude is over f32's largest finite value, with their lines (1-based).
    fn out_of_range_f32_literals(wgsl: &str) -> Vec<(usize, String)> {
        let mut found = Vec::new();
        for (n, line) in wgsl.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            let bytes = code.as_bytes();
            let mut i = 0;
            while i < bytes.len() {
                let starts = bytes[i].is_ascii_digit()
                    && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_' || bytes[i - 1] == b'.'));
                if !starts {
                    i += 1;
                    continue;
                }
                let start = i;
                while i < bytes.len()
                    && (bytes[i].is_ascii_alphanumeric()
                        || bytes[i] == b'.'
                        || ((bytes[i] == b'-' || bytes[i] == b'+') && matches!(bytes[i - 1], b'e' | b'E')))
                {
                    i += 1;
                }
                let token = &code[start..i];
                let digits = token.trim_end_matches(['f', 'h']);
                let float = !token.starts_with("0x") && (digits.contains('.') || digits.contains(['e', 'E']));
                if let (true, Ok(v)) = (float, digits.parse::<f64>()) {
                    if v.abs() > f64::from(f32::MAX) {
                        found.push((n + 1, token.to_string()));
                    }
                }
            }
        }
        found
    }

    /// Tint (Chromium's WGSL compiler) refuses an f32 literal whose value is past f32's largest
    /// finite value — `-3.4028235e38` (written for −FLT_MAX, 3.40282347e38 rounded up) fails there
    /// as "cannot be represented as 'f32'" — while naga rounds it to FLT_MAX: a reference with one
    /// passed on lavapipe and was `invalid_shader` in the browser's whole-suite run.
    #[test]
    fn no_reference_has_an_f32_literal_past_the_largest_finite_f32() {
        let fixture = "const A: f32 = -3.4028235e38;\nconst B = 3.0e38; // 9e99 in a comment\nlet c = 1e39f + 0x1p10f + 12u + x1e40;\n";
        assert_eq!(out_of_range_f32_literals(fixture), vec![(1, "3.4028235e38".to_string()), (3, "1e39f".to_string())]);
        let found: Vec<String> = all()
            .iter()
            .flat_map(|t| {
                out_of_range_f32_literals(t.reference_wgsl).into_iter().map(move |(l, v)| format!("{}/reference.wgsl:{l}: {v}", t.dir))
            })
            .collect();
        assert!(found.is_empty(), "f32 literals past f32::MAX (Chromium refuses them): {found:?}");
    }
}
