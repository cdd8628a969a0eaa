//! Mutation test of the suite's checks: for every task, simple mutants of the reference kernel (an
//! off-by-one bound, swapped indices, a dropped term, a wrong constant — see [`gen`]) run through
//! the evaluator on the real adapter (lavapipe in CI) under the `ci` profile. A mutant is caught
//! when its verdict is not `pass`. Every survivor must be a judged one in [`KNOWN_SURVIVORS`]
//! (mirrored in `docs/MUTANTS.md`); at least [`MIN_KILL_RATE`] of all the mutants that run must be
//! caught, and at least [`MIN_SCORE`] of those that could be (see [`Why`] for which survivors leave
//! the score). Accesses past the end of a buffer are caught by the evaluator's guard regions
//! (`ekb_eval::guard`).
//!
//! A mutant can loop forever (`s > 0u` → `s >= 0u` on a `u32`) and wedge the device, so mutants run
//! in worker processes — this test binary again, running the ignored test [`mutants_worker`] — that
//! report one JSON line per mutant; a worker that times out, loses its device, hangs or crashes is
//! replaced, and the mutant counts as caught. A mutant whose loop condition becomes `x >= 0u` (a
//! `u32`: always true, and no `break`) is counted as caught (`timeout`) without running: it never
//! ends on a GPU, while lavapipe gets through some such loops in a machine-dependent time. Workers
//! run lavapipe single-threaded (`LP_NUM_THREADS=1`), so mutants with data races behave the same on
//! every run.
//!
//! `EKB_MUTANTS_TASKS=l1_gemm,l1_softmax` restricts the run to some tasks (no score check then);
//! `EKB_MUTANTS_SHARE=2` to a share of the suite — half its tasks, chosen by the suite's hash, so a
//! tree always runs the same ones and every change of the suite draws others (`scripts/test.sh`, and
//! so CI, runs half; the kill-rate bar needs the whole suite, the score bar holds for a share);
//! `EKB_MUTANTS_REPORT=path.json` writes every mutant's outcome there; the ignored test
//! [`mutants_list`] prints the mutants without running them.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use backend_wgpu::WgpuOptions;
use ekb_eval::{Backend, EvalOptions};
use ekb_gpu_test::GpuTest;
use ekb_wire::timing::Profile;
use ekb_wire::Verdict;
use kernels::Task;
use serde_json::{json, Value};
use wgsl_lib::evaluate;
use wgsl_lib::prepare::prepare;

#[path = "mutants/gen.rs"]
mod gen;
#[path = "mutants/survivors_v2.rs"]
mod survivors_v2;
#[path = "mutants/survivors_v3.rs"]
mod survivors_v3;

use gen::{Mutant, Op};

/// Mutants per operator per task, spread evenly over the reference's sites.
const CAP: usize = 3;
/// The evaluator's base seed; the shapes drawn from each task's domain derive from it too, so the
/// mutants meet the same shapes (and inputs) on every run.
const SEED: u64 = 11;
/// The longest wait for one GPU submission in a worker; a mutant over it is `timeout` (caught). At the
/// domain corners lavapipe needs over 20 s for one submission of the l2_attention reference.
const WAIT_LIMIT_MS: u64 = 60_000;
/// The longest the parent waits for one mutant's result before killing its worker.
const WATCHDOG: Duration = Duration::from_secs(180);
/// The minimum kill rate: caught / run. 95 % until suite 0.5.0, whose 92 tasks gave 94.7 % (940 of
/// 993; every one of the 53 survivors judged: 48 equivalent, 5 benign races — the score below stays
/// 100 %): suite v3's precision tasks have more equivalent mutants (a `>` → `>=` in an online max,
/// where exp(0) = 1 either way). docs/MUTANTS.md, "Latest numbers".
const MIN_KILL_RATE: f64 = 0.94;
/// The minimum score: caught / (run − survivors that no check can catch on this adapter).
const MIN_SCORE: f64 = 0.95;
/// Set in a worker's environment: the index of the first mutant to run.
const WORKER_ENV: &str = "EKB_MUTANTS_WORKER_FROM";
/// Restricts the run to a comma-separated list of task ids.
const TASKS_ENV: &str = "EKB_MUTANTS_TASKS";
/// Restricts the run to one task in this many (see [`share`]).
const SHARE_ENV: &str = "EKB_MUTANTS_SHARE";
/// Where to write every mutant's outcome as JSON.
const REPORT_ENV: &str = "EKB_MUTANTS_REPORT";
/// Prefix of a worker's protocol lines on stdout.
const TAG: &str = "@@mutant ";

/// Why a known mutant survives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Why {
    /// Same outputs as the reference (up to f32 rounding) for every input the task draws, on any
    /// implementation.
    Equivalent,
    /// A data race whose winner is the correct value when workgroups run in dispatch order and a
    /// workgroup's reads precede its conflicting writes, as on single-threaded lavapipe.
    Race,
    /// The checks miss a real bug: the task needs a check shape, an input distribution or a
    /// tolerance that catches it (the reason names the fix). Counted against the score. No task is
    /// weak at present; the kind stays for judging the next survivor.
    #[allow(dead_code)]
    Weak,
}

impl Why {
    /// Whether the survivor leaves the score's denominator: nothing in the task can catch it here.
    fn unscored(self) -> bool {
        matches!(self, Why::Equivalent | Why::Race)
    }

    /// Whether catching it depends on the adapter (so being caught elsewhere is no news).
    fn adapter_dependent(self) -> bool {
        matches!(self, Why::Race)
    }

    fn name(self) -> &'static str {
        match self {
            Why::Equivalent => "equivalent",
            Why::Race => "benign race",
            Why::Weak => "WEAK",
        }
    }
}

/// Survivors that are known and judged, at seed [`SEED`] and cap [`CAP`]: (task id, mutant
/// description, why it survives, the reasoning). Mirrored in `docs/MUTANTS.md`.
#[rustfmt::skip]
const KNOWN_SURVIVORS: &[(&str, &str, Why, &str)] = &[
    ("l1_embedding_gather", r#"line 13:23: ">=" → ">" in "if (d >= p.D || t >= p.T) {""#, Why::Equivalent, "never hit: the grid's y extent is exactly T (workgroup size 64 × 1)"),
    ("l1_fft_radix2", r#"line 44:25: "<" → "<=" in "for (var e = lid; e < total; e += 256u) {""#, Why::Race, "at N = 2048 the extra load (e = 2048) stores past `buf`, which naga clamps to buf[2047], the element invocation 255 loads in the same loop; lavapipe runs invocation 0's loop first, so the right value lands last (a GPU may not). Below N = 2048 it stores buf[total], which no butterfly of the workgroup reads"),
    ("l1_fir_filter", r#"line 13:23: ">=" → ">" in "if (n >= p.N || b >= p.B) {""#, Why::Equivalent, "never hit: the grid's y extent is exactly B (workgroup size 64 × 1)"),
    ("l1_argmax", r#"line 22:14: "0.0" → "0.1" in "var bv = 0.0;""#, Why::Equivalent, "the initial best value is never compared: the first element an invocation scans replaces it (bi is still NONE)"),
    ("l1_argmax", r#"line 39:91: "<" → "<=" in "if (oi != NONE && (mi == NONE || ov > best_v[lid] || (ov == best_v[lid] && oi < mi))) {""#, Why::Equivalent, "oi = mi only for one and the same element (two slots never hold one index, and NONE is excluded first), so the swap changes nothing"),
    ("l1_gemv", r#"line 25:21: "<" → "<=" in "if (lid < s) {""#, Why::Race, "in each reduction step invocation s also adds into red[s], which invocation 0 reads in the same step; lavapipe makes that read first"),
    ("l1_gemv", r#"line 16:39: "groups.x" → "groups.y" in "for (var m = wid.x; m < p.M; m += groups.x) {""#, Why::Equivalent, "a workgroup steps by 1 row instead of by the workgroups launched: it also recomputes every later row, writing the same values its owner writes"),
    ("l1_global_avgpool", r#"line 22:11: "<" → "<=" in "if (c < p.C) {""#, Why::Equivalent, "the partial sums of channel C (the next image's first channel, or past the end) are never written: the write keeps c < C"),
    ("l1_global_avgpool", r#"line 30:18: "0u" → "1u" in "if (lid.y == 0u && c < p.C) {""#, Why::Equivalent, "row 1 of the workgroup writes the mean instead of row 0: the same four partial sums, added in the same order"),
    ("l1_histogram", r#"line 13:39: "- 1u" → "- 0u" in "atomicAdd(&hist[min(x[i], p.B - 1u)], 1u);""#, Why::Equivalent, "the clamp never binds: every x is in [0, B) (the spec; dist int 0 … B − 1)"),
    ("l1_maxpool2x2", r#"line 14:32: ">=" → ">" in "if (gid.x >= ow * p.C || i >= oh || n >= p.N) {""#, Why::Equivalent, "never hit: the grid's y extent is exactly H/2 (workgroup size 64 × 1 × 1)"),
    ("l1_maxpool2x2", r#"line 14:43: ">=" → ">" in "if (gid.x >= ow * p.C || i >= oh || n >= p.N) {""#, Why::Equivalent, "never hit: the grid's z extent is exactly N (workgroup size 64 × 1 × 1)"),
    ("l1_prefix_scan", r#"line 29:28: "<" → "<=" in "for (var off = 1u; off < 256u; off <<= 1u) {""#, Why::Equivalent, "the extra step off = 256 adds 0: lid ≥ 256 never holds in a 256-wide workgroup"),
    ("l1_resize_bilinear", r#"line 11:41: "- 1u" → "- 0u" in "let lo = min(u32(floor(s)), size_in - 1u);""#, Why::Equivalent, "the clamp never binds: s ≤ size_in − ½ − ½·size_in/size_out, so floor(s) ≤ size_in − 1"),
    ("l1_resize_bilinear", r#"line 20:47: ">=" → ">" in "if (gid.x >= p.OW * p.C || i >= p.OH || n >= p.N) {""#, Why::Equivalent, "never hit: the grid's z extent is exactly N (workgroup size 64 × 1 × 1)"),
    ("l1_softmax", r#"line 16:14: "3.0e38" → "3.3e38" in "var m = -3.0e38;""#, Why::Equivalent, "the initial running max only: every finite input exceeds both −3.0e38 and −3.3e38"),
    ("l1_topk", r#"line 30:28: "p.K - 1u" → "p.K" in "var j = min(n, p.K - 1u);""#, Why::Equivalent, "the insertion starts at slot K instead of K − 1, which only moves the dropped element into slot K, never read (for K = 16 the index is clamped to 15: a self-copy)"),
    ("l1_topk", r#"line 56:58: "<" → "<=" in "if (ov > wv[lid] || (ov == wv[lid] && oi < wi[lid])) {""#, Why::Equivalent, "two list heads tie in value and column only when both lists are used up (column 0xFFFFFFFF), and swapping those changes nothing; real heads hold distinct columns"),
    ("l1_vector_add", r#"line 16:18: "nwg.x" → "nwg.y" in "let stride = nwg.x * WG;""#, Why::Equivalent, "the stride becomes 256 (num_workgroups.y is 1): each invocation also adds the elements after its own in steps of 256, the values the other invocations write too — slower, the same outputs"),
    ("l2_attention", r#"line 26:15: "0.0" → "0.1" in "var acc = 0.0;""#, Why::Equivalent, "adds 0.1/√D to every score of every row: softmax is invariant to the shift, and the scores are scratch"),
    ("l2_camera_isp", r#"line 12:11: "<" → "<=" in "if (j < 0) {""#, Why::Equivalent, "the branch now also takes j = 0, and −0 = 0"),
    ("l2_camera_isp", r#"line 12:13: "0" → "1" in "if (j < 0) {""#, Why::Equivalent, "the branch now also takes j = 0, and −0 = 0"),
    ("l2_conv_bn_relu", r#"line 48:60: "nw.x" → "nw.y" in "for (var i = gid.x; i < p.N * p.H * p.W * p.Cout; i += nw.x * WG) {""#, Why::Equivalent, "the grid stride becomes one workgroup's width: every invocation also recomputes the outputs 256, 512, … ahead of it, writing the same values again (slower, never different)"),
    ("l2_gemm_bias_gelu", r#"line 13:75: "15.0" → "16.5" in "let t = clamp(0.7978845608028654 * (u + 0.044715 * u * u * u), -15.0, 15.0);""#, Why::Equivalent, "tanh(15) and tanh(16.5) both round to 1.0 in f32"),
    ("l2_log_mel", r#"line 21:52: ">" → ">=" in "let s = select(i32(i), i32(i) - i32(n), 2u * i > n);""#, Why::Equivalent, "at 2i = n the angle is −π instead of π: the same cosine, and both sines are 0 up to rounding (±8.7e-8)"),
    ("l2_log_mel", r#"line 21:28: "i32(i) - i32(n)" → "i32(i)" in "let s = select(i32(i), i32(i) - i32(n), 2u * i > n);""#, Why::Equivalent, "the angle becomes 2πi/n instead of 2π(i − n)/n: the same angle modulo 2π"),
    ("l2_log_mel", r#"line 35:18: "0u" → "1u" in "for (var n = 0u; n < p.NFFT; n++) {""#, Why::Equivalent, "skips sample 0, whose Hann weight 0.5 − 0.5·cos(0) is 0"),
    ("l3_llm_decode_step", r#"line 145:17: "<" → "<=" in "if (lid < s) {""#, Why::Race, "in each reduction step invocation s also writes red64[s], which invocation 0 reads in the same step; lavapipe makes that read first"),
    ("l3_transformer_encoder", r#"line 139:25: "<" → "<=" in "for (var j = lid; j < p.S; j += 64u) {""#, Why::Equivalent, "the row max also takes big[base + S] (the next row's first score, or 0): softmax is invariant to the shift, and the scores stay within a few units of each other"),
];

/// Every judged survivor: the first suite's [`KNOWN_SURVIVORS`], suite v2's and suite v3's, one list
/// per task group (`mutants/survivors_v2.rs`, `mutants/survivors_v3.rs`).
fn known_survivors() -> impl Iterator<Item = &'static (&'static str, &'static str, Why, &'static str)> {
    KNOWN_SURVIVORS
        .iter()
        .chain(survivors_v2::IRREGULAR)
        .chain(survivors_v2::MEDIA)
        .chain(survivors_v2::PIPELINES)
        .chain(survivors_v2::GRAPHS)
        .chain(survivors_v3::PRECISION)
        .chain(survivors_v3::IRREGULAR)
        .chain(survivors_v3::MEDIA)
        .chain(survivors_v3::SIGNAL)
        .chain(survivors_v3::BLOCKS)
        .chain(survivors_v3::GRAPHS)
        .chain(survivors_v3::SPEAKER_TRACK)
        .chain(survivors_v3::RGBD)
        .chain(survivors_v3::MOE)
}

/// The mutants to run, in a fixed order: every selected task's, in suite order.
fn plan() -> Vec<(&'static Task, Mutant)> {
    let only: Option<HashSet<String>> = std::env::var(TASKS_ENV).ok().map(|s| s.split(',').map(|t| t.trim().to_string()).collect());
    let ids: Vec<&str> = kernels::all().iter().map(|t| t.spec.id.as_str()).collect();
    let shared: HashSet<&str> = share(&ids, share_denominator(), &kernels::suite_hash()).into_iter().collect();
    kernels::all()
        .iter()
        .filter(|t| only.as_ref().map_or(shared.contains(t.spec.id.as_str()), |o| o.contains(&t.spec.id)))
        .flat_map(|t| gen::mutants(t.reference_wgsl, CAP).into_iter().map(move |m| (t, m)))
        .collect()
}

/// `$EKB_MUTANTS_SHARE`: run one task in this many (1, the whole suite, when unset; a list in
/// `$EKB_MUTANTS_TASKS` takes precedence).
///
/// # Panics
/// On a value that is not a whole number ≥ 1: a typo must not silently run the whole suite or none.
fn share_denominator() -> usize {
    match std::env::var(SHARE_ENV) {
        Err(_) => 1,
        Ok(v) => {
            v.trim().parse().ok().filter(|&n: &usize| n >= 1).unwrap_or_else(|| panic!("{SHARE_ENV}={v:?}: expected a whole number ≥ 1"))
        }
    }
}

/// The ⌈len/n⌉ ids of `ids` that rank first by FNV-1a of `salt` + id (the suite's hash as the
/// salt: the same tree always takes the same tasks, a changed suite takes others). All of them
/// when `n` is 1.
fn share<'a>(ids: &[&'a str], n: usize, salt: &str) -> Vec<&'a str> {
    let rank = |id: &str| {
        salt.bytes().chain([0]).chain(id.bytes()).fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
    };
    let mut ranked: Vec<&str> = ids.to_vec();
    ranked.sort_by_key(|id| (rank(id), *id));
    ranked.truncate(ids.len().div_ceil(n));
    ranked
}

#[test]
fn a_share_is_stable_and_sized_and_moves_with_the_suite() {
    let ids: Vec<String> = (0..99).map(|i| format!("t{i}")).collect();
    let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
    assert_eq!(share(&ids, 1, "a").len(), 99);
    let half = share(&ids, 2, "a");
    assert_eq!(half.len(), 50);
    assert_eq!(half, share(&ids, 2, "a"), "the same suite takes the same tasks");
    assert_ne!(half, share(&ids, 2, "b"), "another suite takes others");
    assert_eq!(share(&ids, 3, "a").len(), 33);
    assert_eq!(share(&ids, 200, "a").len(), 1);
}

fn emit(v: Value) {
    println!("{TAG}{v}");
}

fn ms_since(t: Instant) -> u64 {
    u64::try_from(t.elapsed().as_millis()).unwrap_or(u64::MAX)
}

/// What became of one mutant.
#[derive(Clone, Debug)]
enum Outcome {
    /// Identical to the reference or to an earlier mutant of the task.
    Duplicate,
    /// Rejected before any check ran (invalid WGSL, contract, platform compiler): the verdict.
    Stillborn(String),
    /// Any verdict but `pass`: the checks caught it. The verdict.
    Caught(String),
    /// `pass`.
    Survived,
}

impl Outcome {
    fn class(&self) -> &'static str {
        match self {
            Outcome::Duplicate => "duplicate",
            Outcome::Stillborn(_) => "stillborn",
            Outcome::Caught(_) => "caught",
            Outcome::Survived => "survived",
        }
    }
}

/// The worker: runs the plan from `$EKB_MUTANTS_WORKER_FROM` on, one JSON line per event, each
/// task's unmutated reference first. Does nothing unless spawned by [`mutants_are_caught`].
#[test]
#[ignore = "the worker process of `mutants_are_caught`, which runs it"]
fn mutants_worker() {
    let Ok(from) = std::env::var(WORKER_ENV) else { return };
    let from: usize = from.parse().expect("a mutant index");
    let plan = plan();
    let opts = WgpuOptions { wait_limit_ms: WAIT_LIMIT_MS, ..Default::default() };
    GpuTest::new("mutants_worker").options(opts).run(|ctx| {
        let backend = ctx.backend;
        // Corners on, as every evaluation has them: they catch mutants that only go wrong past the
        // check and drawn shapes (a grid stride one too long in l1_histogram at N = 2^24).
        let eval_opts = EvalOptions { profile: Profile::Ci, seed: SEED, time: false, ..Default::default() };
        let device = backend.device();
        emit(json!({ "ev": "ready", "adapter": format!("{} ({}, {})", device.name, device.driver, device.backend) }));
        let mut seen: HashMap<&str, HashSet<&str>> = HashMap::new();
        for (i, (task, m)) in plan.iter().enumerate() {
            let id = task.spec.id.as_str();
            let texts = seen.entry(id).or_insert_with(|| HashSet::from([task.reference_wgsl]));
            let fresh = texts.insert(m.source.as_str());
            if i < from {
                continue;
            }
            // The unmutated reference first: it must pass, or its mutants prove nothing.
            if i == 0 || plan[i - 1].0.spec.id != id {
                emit(json!({ "ev": "start_base", "task": id }));
                let t = Instant::now();
                let r = pollster::block_on(evaluate(&backend, &task.eval_task(), task.reference_wgsl, &eval_opts));
                emit(json!({ "ev": "base", "task": id, "verdict": r.verdict.kind(), "msg": r.message, "ms": ms_since(t) }));
            }
            emit(json!({ "ev": "start", "i": i }));
            let t = Instant::now();
            let (class, verdict, msg) = if !fresh {
                ("duplicate", String::new(), String::new())
            } else if let Err(r) = prepare(&task.spec, &m.source, device) {
                ("stillborn", r.verdict.kind().to_string(), r.diagnostics.first().map(|d| d.one_line()).unwrap_or_default())
            } else if m.endless {
                // Never ends on a GPU; lavapipe gets through some such loops in a time that depends on
                // the machine, so running it would make the outcome depend on the machine too.
                ("caught", "timeout".into(), "an endless loop (a u32 compared `>= 0u`), not run".into())
            } else {
                let r = pollster::block_on(evaluate(&backend, &task.eval_task(), &m.source, &eval_opts));
                let class = match r.verdict {
                    Verdict::Pass => "survived",
                    Verdict::InvalidShader | Verdict::ContractViolation | Verdict::Unsupported { .. } => "stillborn",
                    Verdict::Mismatch(_) | Verdict::RuntimeError { .. } | Verdict::Timeout { .. } => "caught",
                };
                (class, r.verdict.kind().to_string(), r.message)
            };
            emit(json!({ "ev": "done", "i": i, "class": class, "verdict": verdict, "msg": msg, "ms": ms_since(t) }));
            if matches!(verdict.as_str(), "timeout" | "runtime_error") && !m.endless {
                // The device may still be busy with the mutant: the parent replaces this process.
                emit(json!({ "ev": "restart" }));
                loop {
                    std::thread::sleep(Duration::from_secs(3600));
                }
            }
        }
        emit(json!({ "ev": "end" }));
    });
}

/// A running worker: its process, its protocol lines, the tail of its stderr.
struct Worker {
    child: Child,
    lines: Receiver<Value>,
    stderr: Arc<Mutex<String>>,
}

impl Worker {
    fn spawn(from: usize) -> Worker {
        let exe = std::env::current_exe().expect("the test binary");
        let mut child = Command::new(exe)
            .args(["mutants_worker", "--exact", "--ignored", "--nocapture", "--test-threads=1"])
            .env(WORKER_ENV, from.to_string())
            // lavapipe: one thread runs the workgroups in dispatch order, so racy mutants behave
            // the same on every run (other drivers ignore it).
            .env("LP_NUM_THREADS", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn the worker");
        let (tx, lines) = mpsc::channel();
        let out = child.stdout.take().expect("stdout");
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                // libtest may print `test mutants_worker ... ` in front of the first line.
                if let Some(v) = line.find(TAG).and_then(|at| serde_json::from_str::<Value>(&line[at + TAG.len()..]).ok()) {
                    if tx.send(v).is_err() {
                        break;
                    }
                }
            }
        });
        let stderr = Arc::new(Mutex::new(String::new()));
        let sink = stderr.clone();
        let mut err = child.stderr.take().expect("stderr");
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n @ 1..) = err.read(&mut buf) {
                let Ok(mut s) = sink.lock() else { break };
                s.push_str(&String::from_utf8_lossy(&buf[..n]));
                if s.len() > 8192 {
                    let cut = (s.len() - 4096..s.len()).find(|&i| s.is_char_boundary(i)).unwrap_or(s.len());
                    s.drain(..cut);
                }
            }
        });
        Worker { child, lines, stderr }
    }

    /// Kills the worker (if still running): its exit status and the tail of its stderr.
    fn kill(mut self) -> String {
        let _ = self.child.kill();
        let status = self.child.wait().map(|s| s.to_string()).unwrap_or_default();
        let tail = self.stderr.lock().map(|s| s.clone()).unwrap_or_default();
        format!("{status}; stderr tail:\n{tail}")
    }
}

/// Everything the workers reported.
struct Run {
    outcomes: Vec<Outcome>,
    /// Wall time of each mutant's evaluation.
    millis: Vec<u64>,
    /// Each task's unmutated reference: verdict and message, wall time.
    baselines: BTreeMap<String, (String, u64)>,
    workers: usize,
    adapter: String,
}

/// Runs the whole plan in workers, replacing each one that stops early.
fn run_all(n: usize) -> Run {
    let mut outcomes: Vec<Option<Outcome>> = vec![None; n];
    let mut millis = vec![0; n];
    let mut baselines = BTreeMap::new();
    let mut adapter = String::new();
    let mut next = 0;
    let mut workers = 0;
    let text = |v: &Value, k: &str| v[k].as_str().unwrap_or_default().to_string();
    while next < n {
        let w = Worker::spawn(next);
        workers += 1;
        let mut ready = false;
        // Ok(mutant index) or Err(task of a baseline run).
        let mut current: Option<Result<usize, String>> = None;
        loop {
            match w.lines.recv_timeout(WATCHDOG) {
                Ok(v) => match v["ev"].as_str().unwrap_or_default() {
                    "ready" => {
                        ready = true;
                        adapter = text(&v, "adapter");
                    }
                    "start_base" => current = Some(Err(text(&v, "task"))),
                    "base" => {
                        let verdict = format!("{}: {}", text(&v, "verdict"), text(&v, "msg"));
                        baselines.insert(text(&v, "task"), (verdict, v["ms"].as_u64().unwrap_or(0)));
                        current = None;
                    }
                    "start" => current = v["i"].as_u64().map(|i| Ok(i as usize)),
                    "done" => {
                        let i = v["i"].as_u64().expect("a mutant index") as usize;
                        let verdict = format!("{}: {}", text(&v, "verdict"), text(&v, "msg"));
                        outcomes[i] = Some(match v["class"].as_str().unwrap_or_default() {
                            "duplicate" => Outcome::Duplicate,
                            "stillborn" => Outcome::Stillborn(verdict),
                            "survived" => Outcome::Survived,
                            _ => Outcome::Caught(verdict),
                        });
                        millis[i] = v["ms"].as_u64().unwrap_or(0);
                        current = None;
                        next = i + 1;
                    }
                    "restart" => {
                        let _ = w.kill();
                        break;
                    }
                    "end" => {
                        let _ = w.kill();
                        assert_eq!(next, n, "the worker ended before the last mutant");
                        break;
                    }
                    other => panic!("unknown worker event {other:?}"),
                },
                Err(e) => {
                    let why = if e == RecvTimeoutError::Timeout {
                        format!("timeout: no result in {WATCHDOG:?}")
                    } else {
                        "crash: the worker died".into()
                    };
                    let status = w.kill();
                    match current {
                        Some(Ok(i)) if ready => {
                            outcomes[i] = Some(Outcome::Caught(format!("{why} ({status})")));
                            millis[i] = WATCHDOG.as_millis() as u64;
                            next = i + 1;
                        }
                        Some(Err(task)) => panic!("the unmutated reference of {task}: {why} ({status})"),
                        _ => panic!("the worker failed outside a mutant (from {next}): {why} ({status})"),
                    }
                    break;
                }
            }
        }
    }
    let outcomes = outcomes.into_iter().map(|o| o.expect("every mutant has an outcome")).collect();
    Run { outcomes, millis, baselines, workers, adapter }
}

fn diff(m: &Mutant) -> String {
    format!("    line {}\n    - {}\n    + {}", m.line, m.context, m.mutated)
}

/// Counts for one operator (or the total).
#[derive(Clone, Copy, Default)]
struct Tally {
    generated: usize,
    stillborn: usize,
    caught: usize,
    survived: usize,
    /// Survivors that leave the score (see [`Why::unscored`]).
    unscored: usize,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.generated += o.generated;
        self.stillborn += o.stillborn;
        self.caught += o.caught;
        self.survived += o.survived;
        self.unscored += o.unscored;
    }

    fn run(&self) -> usize {
        self.caught + self.survived
    }

    /// caught / run.
    fn kill_rate(&self) -> f64 {
        ratio(self.caught, self.run())
    }

    /// caught / (run − unscored survivors).
    fn score(&self) -> f64 {
        ratio(self.caught, self.run() - self.unscored)
    }
}

fn ratio(a: usize, b: usize) -> f64 {
    if b == 0 {
        1.0
    } else {
        a as f64 / b as f64
    }
}

#[test]
fn mutants_are_caught() {
    let start = Instant::now();
    let plan = plan();
    assert!(!plan.is_empty(), "no mutants: is {TASKS_ENV} a list of task ids?");
    let filtered = std::env::var(TASKS_ENV).is_ok();
    // The kill rate is a property of the whole suite (a share can hold more equivalent mutants by
    // chance); the score, which only WEAK survivors lower, must hold for any share.
    let whole = !filtered && share_denominator() == 1;
    let Run { outcomes, millis, baselines, workers, adapter } = run_all(plan.len());
    let lavapipe = adapter.to_lowercase().contains("llvmpipe");

    let mut failures = Vec::new();
    for (task, (verdict, _)) in &baselines {
        if !verdict.starts_with("pass") {
            failures.push(format!("the unmutated reference of {task} does not pass: {verdict}"));
        }
    }
    let known: HashMap<(&str, &str), Why> = known_survivors().map(|&(t, m, why, _)| ((t, m), why)).collect();
    let mut tallies: BTreeMap<Op, Tally> = Op::ALL.iter().map(|&op| (op, Tally::default())).collect();
    let mut by_why: BTreeMap<Why, usize> = BTreeMap::new();
    let mut by_verdict: BTreeMap<String, usize> = BTreeMap::new();
    let mut generated = HashSet::new();
    let mut stillborn = Vec::new();
    let mut notes = Vec::new();
    for ((task, m), outcome) in plan.iter().zip(&outcomes) {
        let id = task.spec.id.as_str();
        let desc = m.describe();
        let tally = tallies.get_mut(&m.op).expect("every operator has a tally");
        tally.generated += 1;
        let why = known.get(&(id, desc.as_str())).copied();
        match (outcome, why) {
            (Outcome::Survived, Some(why)) => {
                tally.survived += 1;
                tally.unscored += usize::from(why.unscored());
                *by_why.entry(why).or_default() += 1;
            }
            (Outcome::Survived, None) => {
                tally.survived += 1;
                failures.push(format!(
                    "unexpected survivor in {id} ({}): {desc}\n{}\n  judge it (equivalent, benign race, or a WEAK task: a check shape, input \
                     distribution or tolerance that misses it), then add it to KNOWN_SURVIVORS in kernels/tests/mutants.rs and to docs/MUTANTS.md",
                    m.op.name(),
                    diff(m)
                ));
            }
            (Outcome::Caught(verdict), why) => {
                tally.caught += 1;
                *by_verdict.entry(verdict.split(':').next().unwrap_or_default().to_string()).or_default() += 1;
                // A timeout or crash can come from load; only a verdict from the checks makes a
                // known survivor stale (on lavapipe, for the adapter-dependent kinds).
                let by_checks = !(verdict.starts_with("timeout") || verdict.starts_with("crash"));
                match why {
                    Some(why) if !by_checks || (why.adapter_dependent() && !lavapipe) => {
                        notes.push(format!("  {id}: {desc} ({}) is caught here: {verdict}", why.name()));
                    }
                    Some(why) => failures.push(format!(
                        "the known survivor {id}: {desc} ({}) is now caught ({verdict}): remove it from KNOWN_SURVIVORS and docs/MUTANTS.md",
                        why.name()
                    )),
                    None => {}
                }
            }
            (Outcome::Duplicate | Outcome::Stillborn(_), why) => {
                tally.stillborn += 1;
                if let Outcome::Stillborn(verdict) = outcome {
                    stillborn.push(format!("  {id} [{}] {desc}\n      {verdict}", m.op.name()));
                }
                if why.is_some() {
                    failures.push(format!("the known survivor {id}: {desc} no longer runs ({}): remove it", outcome.class()));
                }
            }
        }
        generated.insert((id, desc));
    }
    let selected: HashSet<&str> = plan.iter().map(|(t, _)| t.spec.id.as_str()).collect();
    for &(task, m, _, _) in known_survivors() {
        if selected.contains(task) && !generated.contains(&(task, m.to_string())) {
            failures.push(format!("the known survivor {task}: {m} is no longer generated: remove or update it"));
        }
    }

    if let Ok(path) = std::env::var(REPORT_ENV) {
        let rows: Vec<Value> = plan
            .iter()
            .zip(outcomes.iter().zip(&millis))
            .map(|((t, m), (o, ms))| {
                let detail = match o {
                    Outcome::Stillborn(v) | Outcome::Caught(v) => v.as_str(),
                    Outcome::Duplicate | Outcome::Survived => "",
                };
                json!({ "task": t.spec.id, "op": m.op.name(), "mutant": m.describe(), "class": o.class(), "detail": detail, "ms": ms })
            })
            .collect();
        let report = json!({ "adapter": adapter, "baselines": baselines, "mutants": rows });
        std::fs::write(&path, serde_json::to_string_pretty(&report).expect("json")).expect("write the report");
    }

    let mut total = Tally::default();
    tallies.values().for_each(|t| total.add(t));
    println!(
        "mutation test on {adapter}: {} of the suite's {} tasks{}, seed {SEED}, cap {CAP} per operator per task, {workers} worker process(es)",
        selected.len(),
        kernels::all().len(),
        match share_denominator() {
            1 => String::new(),
            n => format!(" ({SHARE_ENV}={n}: 1 in {n}, chosen by the suite's hash; the kill-rate bar needs the whole suite)"),
        }
    );
    println!(
        "{:<18} {:>9} {:>9} {:>5} {:>6} {:>8} {:>9} {:>9} {:>6}",
        "operator", "generated", "stillborn", "run", "caught", "survived", "unscored", "kill rate", "score"
    );
    for (name, t) in tallies.iter().map(|(op, t)| (op.name(), t)).chain([("total", &total)]) {
        println!(
            "{name:<18} {:>9} {:>9} {:>5} {:>6} {:>8} {:>9} {:>8.1}% {:>5.1}%",
            t.generated,
            t.stillborn,
            t.run(),
            t.caught,
            t.survived,
            t.unscored,
            100.0 * t.kill_rate(),
            100.0 * t.score()
        );
    }
    println!("caught by: {}", by_verdict.iter().map(|(v, n)| format!("{v} {n}")).collect::<Vec<_>>().join(", "));
    println!("known survivors: {}", by_why.iter().map(|(w, n)| format!("{} {n}", w.name())).collect::<Vec<_>>().join(", "));
    let slowest = baselines.iter().max_by_key(|(_, b)| b.1).map(|(t, b)| format!("{t} {} ms", b.1)).unwrap_or_default();
    println!("runtime: {:.1} s (slowest unmutated reference: {slowest})", start.elapsed().as_secs_f64());
    if !stillborn.is_empty() {
        println!("stillborn (not scored):\n{}", stillborn.join("\n"));
    }
    if !notes.is_empty() {
        println!("known survivors caught by a timeout, a crash, or on another adapter (not stale):\n{}", notes.join("\n"));
    }
    if whole && total.kill_rate() < MIN_KILL_RATE {
        failures.push(format!(
            "kill rate {:.1}% is under {:.0}%: {} caught of {} run",
            100.0 * total.kill_rate(),
            100.0 * MIN_KILL_RATE,
            total.caught,
            total.run()
        ));
    }
    if !filtered && total.score() < MIN_SCORE {
        failures.push(format!(
            "score {:.1}% is under {:.0}%: {} caught of {} that could be (kill rate {:.1}%)",
            100.0 * total.score(),
            100.0 * MIN_SCORE,
            total.caught,
            total.run() - total.unscored,
            100.0 * total.kill_rate()
        ));
    }
    assert!(failures.is_empty(), "mutation test:\n{}", failures.join("\n"));
}

/// Prints the mutants: `cargo test -p kernels --test mutants mutants_list -- --ignored --nocapture`.
#[test]
#[ignore = "prints the mutants without running them"]
fn mutants_list() {
    for (task, m) in plan() {
        let endless = if m.endless { " (endless loop: caught without running)" } else { "" };
        println!("{} [{}] {}{endless}", task.spec.id, m.op.name(), m.describe());
    }
}
