//! `ekb agent` end to end against the loopback step-replay server (agent/tests/support/step_replay.rs,
//! replies written for the tests — the only test double), with the real evaluator in `ekb worker`
//! processes on the real adapter (lavapipe in CI). The replay answers a step only when its prompt
//! carries the previous step's feedback. Speedups measured here are plumbing checks, not results:
//! whether a correct step is accepted depends on what the device measured, so the tests check that
//! every decision follows the acceptance rule from the step's own recorded timing
//! ([`assert_decided_by_the_rule`]), never that a kernel was faster. That the work-group size
//! change is faster on lavapipe is a benchmark (`scripts/perf-claims.sh`).

mod common;

#[path = "../../agent/tests/support/step_replay.rs"]
mod step_replay;

use std::path::Path;
use std::process::{Command, Output};

use common::root;
use ekb_wire::trajectory::{parse_trajectory, Layer, Method, StopReason, Trajectory};

fn ekb(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ekb"))
        .args(args)
        .current_dir(root())
        .env("NODEVICE_SELECT", "1")
        .env("LP_NUM_THREADS", "1")
        .output()
        .expect("ekb runs")
}

fn read(path: &Path) -> Trajectory {
    parse_trajectory(&std::fs::read_to_string(path).expect("trajectory")).expect("a valid trajectory")
}

/// Every step's `accepted` is what the acceptance rule (agent/src/leka/accept.rs) gives for the
/// timing the step recorded: a pass that is the first correct kernel, or whose confident speedup
/// exceeds the best's median, or whose straddle the extra looks confirmed; a pass that is not
/// says why; the summary's best is the last accepted step. `start_is_best`: the run began from a kernel (`--from`) that holds the best
/// place (its timing is not in the trajectory, so a later pass is not judged here).
fn assert_decided_by_the_rule(t: &Trajectory, start_is_best: bool) {
    let mut best: Option<(u32, f64)> = None;
    for s in &t.steps {
        let at = format!("step {}: {} {:?} ≥ {:?}, accepted {}: {}", s.index, s.verdict, s.speedup, s.speedup_lower, s.accepted, s.reason);
        if s.verdict != "pass" {
            assert!(!s.accepted, "{at}");
            continue;
        }
        // A straddle (bound ≤ the best's median < its median) is decided by the sequential test's
        // extra looks (agent/src/leka/sequential.rs), recorded with the step.
        if let (Some(test), Some((_, median)), Some(lower), Some(m)) = (&s.sequential, best, s.speedup_lower, s.speedup) {
            assert!(lower <= median && median < m && test.threshold == median && !test.looks.is_empty(), "{at}: {test:?}");
        }
        let by_rule = match (best, s.speedup_lower) {
            (None, _) if !start_is_best => true,
            (Some((_, median)), Some(lower)) => lower > median || s.sequential.as_ref().is_some_and(|t| t.confirmed),
            _ => s.accepted,
        };
        assert_eq!(s.accepted, by_rule, "{at}");
        if s.accepted {
            best = Some((s.index, s.speedup.expect("a timed pass")));
        } else {
            assert!(s.reason.starts_with("correct, but not confidently faster than the best"), "{at}");
        }
    }
    assert_eq!(t.summary.as_ref().expect("a summary").best_step, best.map(|(i, _)| i));
}

/// `ekb agent --task TASK` against `replay` as `model`, writing `traj`, without the response
/// cache, with `extra` arguments.
fn agent_run(replay: &step_replay::StepReplay, task: &str, model: &str, traj: &Path, extra: &[&str]) -> Output {
    let mut args = vec![
        "agent",
        "--task",
        task,
        "--endpoint",
        &replay.endpoint,
        "--model",
        model,
        "--no-cache",
        "--trajectory",
        traj.to_str().expect("utf-8"),
    ];
    args.extend_from_slice(extra);
    ekb(&args)
}

/// Each step's (layer, plan only, verdict).
fn step_shapes(t: &Trajectory) -> Vec<(Layer, bool, &str)> {
    t.steps.iter().map(|s| (s.layer, s.plan_only, s.verdict.as_str())).collect()
}

fn text(o: &Output) -> String {
    format!("status {:?}\nstdout:\n{}\nstderr:\n{}", o.status, String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr))
}

#[test]
fn leka_improves_a_kernel_across_layers_and_rejects_a_wrong_kernel_and_a_broken_plan_only_edit() {
    let replay = step_replay::StepReplay::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let traj = dir.path().join("leka.jsonl");
    let o = ekb(&[
        "agent",
        "--task",
        "l1_vector_add",
        "--endpoint",
        &replay.endpoint,
        "--model",
        "fixture-leka",
        "--no-cache",
        "--timing-samples",
        "30",
        "--max-calls",
        "5",
        "--steps-per-layer",
        "2",
        "--plan-only-steps",
        "2",
        "--seed",
        "7",
        "--trajectory",
        traj.to_str().expect("utf-8"),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    let t = read(&traj);
    assert_eq!(t.header.method, Method::Leka);
    assert_eq!(t.header.task, "l1_vector_add");
    let layers: Vec<Layer> = t.steps.iter().map(|s| s.layer).collect();
    assert_eq!(layers, [Layer::Correctness, Layer::Computation, Layer::Computation, Layer::Scheduling, Layer::Scheduling], "{}", text(&o));
    let verdicts: Vec<&str> = t.steps.iter().map(|s| s.verdict.as_str()).collect();
    assert_eq!(verdicts, ["pass", "mismatch", "no_kernel", "rejected", "pass"], "{}", text(&o));
    let accepted: Vec<bool> = t.steps.iter().map(|s| s.accepted).collect();
    assert_eq!(accepted[..4], [true, false, false, false], "{}", text(&o));
    assert_decided_by_the_rule(&t, false);
    // The slow start is timed against the reference, with the device's speed-of-light bound.
    let start = &t.steps[0];
    assert!(start.speedup_lower.is_some() && start.speed_of_light_ms.is_some_and(|s| s > 0.0), "{start:?}");
    assert!(start.changes.is_empty());
    // The fast-but-wrong kernel ran, was a mismatch, and was not accepted; its edit is recorded.
    let wrong = &t.steps[1];
    assert!(wrong.report.is_some() && wrong.speedup.is_none());
    assert!(wrong.reason.starts_with("not correct (mismatch)"), "{}", wrong.reason);
    let areas: Vec<&str> = wrong.changes.iter().map(|c| c.area.as_str()).collect();
    assert_eq!(areas, ["workgroup_size", "body"], "{:?}", wrong.changes);
    // A reply without a kernel, then a plan-only step that edits the body: refused unevaluated.
    assert!(t.steps[2].kernel.is_none() && t.steps[2].report.is_none());
    let broken = &t.steps[3];
    assert!(broken.plan_only && broken.report.is_none() && broken.kernel.is_some());
    assert!(broken.reason.contains("plan-only step may change only"), "{}", broken.reason);
    // The plan-only work-group size change passes, is timed, and is accepted or not by the rule
    // (checked above); the best kernel is the one the summary names, re-checked with a fresh seed.
    let fast = &t.steps[4];
    assert!(fast.plan_only);
    assert_eq!(fast.changes.len(), 1, "{:?}", fast.changes);
    assert_eq!(fast.changes[0].area, "workgroup_size");
    assert!(fast.changes[0].detail.contains("(8, 1, 1) → (256, 1, 1)"), "{:?}", fast.changes);
    assert!(fast.speedup_lower.is_some() && fast.speedup.is_some(), "{fast:?}");
    assert!(fast.tokens.prompt == 1400 && fast.tokens.completion == 120);
    let summary = t.summary.expect("a summary");
    assert_eq!(summary.stop_reason, StopReason::MaxCalls);
    assert_eq!(summary.calls, 5);
    assert_eq!(summary.tokens.prompt, 6000);
    let best = if fast.accepted { fast } else { start };
    assert_eq!(summary.best_kernel.as_deref(), best.kernel.as_deref());
    let last = summary.final_report.expect("the best kernel re-checked");
    assert!(last.verdict.is_pass());
    assert_ne!(last.seed, best.report.as_ref().expect("report").seed, "the re-check uses a fresh seed");
    assert_eq!(replay.requests().len(), 5);
    assert!(replay.requests().iter().all(|(_, hit)| hit.is_some()));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("stopped: max_calls") && out.contains("scheduling"), "{out}");
}

/// The budget goes where it can pay (issue 29): a computation step that returns the best kernel
/// unchanged is not evaluated and gets one retry with that feedback, and the plan-only scheduling
/// step is not asked for on a kernel without an `override` constant (it could move nothing but
/// the plan and the work-group size, and the full scheduling step can do that too). Every prompt
/// states the calls left; the first one, with no verdict yet, does not ask to fix one.
#[test]
fn a_plan_only_step_on_a_kernel_without_overrides_is_not_spent_and_an_unchanged_reply_is_retried() {
    let replay = step_replay::StepReplay::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let traj = dir.path().join("skip.jsonl");
    let extra =
        ["--no-probe", "--timing-samples", "30", "--max-calls", "4", "--steps-per-layer", "1", "--plan-only-steps", "1", "--seed", "7"];
    let o = agent_run(&replay, "l1_vector_add", "fixture-skip", &traj, &extra);
    assert!(o.status.success(), "{}", text(&o));
    let t = read(&traj);
    assert_eq!(
        step_shapes(&t),
        [
            (Layer::Correctness, false, "pass"),
            (Layer::Computation, false, "rejected"),
            (Layer::Computation, false, "no_kernel"),
            (Layer::Memory, false, "no_kernel"),
        ],
        "{}",
        text(&o)
    );
    let unchanged = &t.steps[1];
    assert!(unchanged.report.is_none() && unchanged.reason.contains("the best kernel unchanged"), "{unchanged:?}");
    assert!(t.steps.iter().all(|s| s.tool.is_none()));
    let summary = t.summary.expect("a summary");
    assert_eq!((summary.stop_reason, summary.calls, summary.best_step), (StopReason::MaxCalls, 4, Some(0)));
    assert_eq!(replay.requests().len(), 4);
    assert!(replay.requests().iter().all(|(_, hit)| hit.is_some()), "every prompt carried its feedback");
    assert!(t.header.prompt_version.starts_with("ekb-prompt-v7+ekb-agent-v5"), "{}", t.header.prompt_version);
}

/// `ekb agent --kind tvmscript` (docs/AGENT.md, "TVMScript kernels"): LEKA on `l1_gemm` with
/// TVMScript compiled by TVM in the sandboxed compile worker, checked and timed as WGSL on the wgpu
/// adapter. A first compute TVM refuses is `invalid_shader` with TVM's error, and the next step's
/// prompt carries that error (the replay answers only then); each layer then makes its change —
/// the plain compute, a reduction restructured in the compute definition, 8 × 8 tiles bound to
/// threads (a full scheduling step: a TVMScript has no plan-only one), a register accumulator
/// (`cache_write` into `local`) — each a pass, decided by the acceptance rule, recorded with the
/// layer's change and the kernel TVM generated, and each prompt after the first pass shows that
/// generated kernel and no WGSL-only words (the replay's `forbids`). Needs the TVM venv (skipped
/// without it unless `EKB_REQUIRE_TVM=1`).
#[test]
fn leka_on_tvmscript_feeds_back_tvms_error_and_changes_each_layer() {
    if tvm_rpc::testing::venv_python().is_none() {
        return;
    }
    let replay = step_replay::StepReplay::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let traj = dir.path().join("tvmscript.jsonl");
    let extra =
        ["--kind", "tvmscript", "--no-probe", "--timing-samples", "10", "--max-calls", "5", "--steps-per-layer", "1", "--seed", "7"];
    let o = agent_run(&replay, "l1_gemm", "fixture-tvmscript", &traj, &extra);
    assert!(o.status.success(), "{}", text(&o));
    let t = read(&traj);
    assert_eq!((t.header.task.as_str(), t.header.kind.name()), ("l1_gemm", "tvmscript"));
    assert_eq!(
        step_shapes(&t),
        [
            (Layer::Correctness, false, "invalid_shader"),
            (Layer::Correctness, false, "pass"),
            (Layer::Computation, false, "pass"),
            (Layer::Scheduling, false, "pass"),
            (Layer::Memory, false, "pass"),
        ],
        "{}",
        text(&o)
    );
    assert_decided_by_the_rule(&t, false);
    // TVM's own error is the refused step's verdict message; nothing was generated.
    let refused = t.steps[0].report.as_deref().expect("a report");
    assert!(refused.message.contains("Reductions are only allowed at the top level of compute"), "{}", refused.message);
    assert!(refused.generated.is_none() && !t.steps[0].accepted);
    // Every step records the TVMScript it sent and, when TVM compiled it, the WGSL that ran.
    for s in &t.steps {
        assert!(s.kernel.as_deref().is_some_and(|k| k.contains("def compute()")), "step {}: {:?}", s.index, s.kernel);
    }
    for s in &t.steps[1..] {
        let generated = s.report.as_deref().and_then(|r| r.generated.as_deref()).unwrap_or_default();
        assert!(generated.contains("@compute") && generated.contains("fn l1_gemm_kernel"), "step {}: {generated}", s.index);
        assert!(s.speedup.is_some() && s.speedup_lower.is_some(), "step {} is timed", s.index);
    }
    // Each layer's change is recorded as that layer's: the compute definition, the loop
    // transformations and bindings, the memory primitives.
    let areas = |i: usize| t.steps[i].changes.iter().map(|c| c.area.as_str()).collect::<Vec<_>>();
    assert!(areas(2).contains(&"compute"), "{:?}", t.steps[2].changes);
    let schedule = t.steps[3].changes.iter().find(|c| c.area == "schedule").expect("a schedule change");
    assert!(schedule.detail.contains("+split") && schedule.detail.contains("+reorder"), "{schedule:?}");
    let memory = t.steps[4].changes.iter().find(|c| c.area == "memory").expect("a memory change");
    assert_eq!(memory.detail, "`cache_write`", "{memory:?}");
    let summary = t.summary.expect("a summary");
    assert_eq!((summary.stop_reason, summary.calls), (StopReason::MaxCalls, 5));
    let last = summary.final_report.expect("the best kernel re-checked");
    assert!(last.verdict.is_pass() && last.generated.is_some(), "{last:?}");
    assert_eq!(replay.requests().len(), 5);
    assert!(replay.requests().iter().all(|(_, hit)| hit.is_some()), "every prompt carried its feedback");
    assert!(t.header.prompt_version.starts_with("ekb-prompt-v7+ekb-agent-v5"), "{}", t.header.prompt_version);
}

#[test]
fn compare_prints_the_three_method_table_scored_by_the_recheck() {
    let replay = step_replay::StepReplay::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let subset = root().join("agent/tests/fixtures/agent/agent-fixture.toml");
    // Each run its own folder: a trajectory is never overwritten (the last run below checks it).
    let out_dir = |json: bool| dir.path().join(if json { "json" } else { "text" });
    // `--compare` over the fixture subset into `traj_dir`, with `extra` arguments.
    let compare = |traj_dir: &std::path::Path, extra: &[&str]| {
        let mut args = vec![
            "agent",
            "--compare",
            "--subset",
            subset.to_str().expect("utf-8"),
            "--endpoint",
            &replay.endpoint,
            "--model",
            "fixture-compare",
            "--no-cache",
            "--no-probe",
            "--timing-samples",
            "30",
            "--max-calls",
            "2",
            "--trajectory-dir",
            traj_dir.to_str().expect("utf-8"),
        ];
        args.extend_from_slice(extra);
        ekb(&args)
    };
    let run = |json: bool| compare(&out_dir(json), if json { &["--json"] } else { &[] });
    let o = run(false);
    let text_dir = out_dir(false);
    assert!(o.status.success(), "{}", text(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    for want in ["method", "Correct", "confident Fast@1.0", "leka", "iterative", "direct", "subset agent-fixture (1 tasks)"] {
        assert!(out.contains(want), "{want} in\n{out}");
    }
    let direct = read(&text_dir.join("l1_vector_add.direct.jsonl"));
    assert_eq!(direct.steps.len(), 1);
    assert!(!direct.steps[0].prompt.contains("## Step"), "direct generation sends the plain task prompt");
    // Every method's prompt names the adapter the kernels are timed on (lavapipe here), as the
    // evaluator knows it: a software adapter, its loop cap.
    for method in ["leka", "iterative", "direct"] {
        let t = read(&text_dir.join(format!("l1_vector_add.{method}.jsonl")));
        let p = &t.steps[0].prompt;
        assert!(!p.contains("No device was named") && p.contains("llvmpipe"), "{method}: {p}");
    }
    for method in ["leka", "iterative"] {
        let t = read(&text_dir.join(format!("l1_vector_add.{method}.jsonl")));
        assert_eq!(t.steps.len(), 2, "{method}");
        assert_eq!(t.steps.iter().map(|s| s.verdict.as_str()).collect::<Vec<_>>(), ["pass", "pass"], "{method}");
        assert!(t.steps[0].accepted, "{method}: the first correct kernel is the start");
        assert_decided_by_the_rule(&t, false);
        assert!(t.summary.expect("summary").final_report.expect("re-check").verdict.is_pass());
    }
    let o = run(true);
    assert!(o.status.success(), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    let methods: Vec<&str> = v["methods"].as_array().expect("methods").iter().map(|m| m["method"].as_str().expect("name")).collect();
    assert_eq!(methods, ["leka", "iterative", "direct"]);
    for m in v["methods"].as_array().expect("methods") {
        assert_eq!(m["tasks"], 1);
        assert_eq!(m["correct"], 1, "{m}");
        assert!(m["fast_1_0_confident"].as_u64().is_some());
    }
    assert_eq!(v["methods"][2]["calls"], 1, "direct makes one call");
    // Again into the first run's folder: refused before any call, its trajectories untouched.
    let before = std::fs::read(text_dir.join("l1_vector_add.leka.jsonl")).expect("trajectory");
    let calls = replay.requests().len();
    let o = run(false);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("l1_vector_add.leka.jsonl exists: a trajectory is never overwritten"),
        "{}",
        text(&o)
    );
    assert_eq!(replay.requests().len(), calls, "no call was made");
    assert_eq!(std::fs::read(text_dir.join("l1_vector_add.leka.jsonl")).expect("trajectory"), before);
    // One method only (a model with a memory plays each method in its own process).
    let only = dir.path().join("direct-only");
    let o = compare(&only, &["--methods", "direct", "--json"]);
    assert!(o.status.success(), "{}", text(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).expect("JSON");
    let methods: Vec<&str> = v["methods"].as_array().expect("methods").iter().map(|m| m["method"].as_str().expect("name")).collect();
    assert_eq!(methods, ["direct"]);
    let files: Vec<_> = std::fs::read_dir(&only).expect("dir").filter_map(|e| e.ok()).map(|e| e.file_name()).collect();
    assert_eq!(files, ["l1_vector_add.direct.jsonl"], "only the asked method ran");
}

#[test]
fn tune_opens_the_scheduling_layer_without_an_llm_call_and_its_winner_is_accepted_by_the_same_rule() {
    let replay = step_replay::StepReplay::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let traj = dir.path().join("tune.jsonl");
    let start = root().join("agent/tests/fixtures/agent/vector_add_override_wg8.wgsl");
    let o = Command::new(env!("CARGO_BIN_EXE_ekb"))
        .args([
            "agent",
            "--task",
            "l1_vector_add",
            "--from",
            start.to_str().expect("utf-8"),
            "--endpoint",
            &replay.endpoint,
            "--model",
            "fixture-tune",
            "--no-cache",
            "--no-probe",
            "--timing-samples",
            "30",
            "--max-calls",
            "2",
            "--steps-per-layer",
            "1",
            "--tune",
            "--tune-variants",
            "4",
            "--trajectory",
            traj.to_str().expect("utf-8"),
        ])
        .current_dir(root())
        .env("NODEVICE_SELECT", "1")
        .env("LP_NUM_THREADS", "1")
        .env("EKB_CACHE_DIR", dir.path().join("cache"))
        .output()
        .expect("ekb runs");
    assert!(o.status.success(), "{}", text(&o));
    let t = read(&traj);
    assert!(t.header.start_kernel.as_deref().is_some_and(|k| k.contains("override WG: u32 = 8u;")));
    let steps: Vec<(Layer, Option<&str>)> = t.steps.iter().map(|s| (s.layer, s.tool.as_deref())).collect();
    assert_eq!(steps, [(Layer::Computation, None), (Layer::Scheduling, Some("ekb tune")), (Layer::Scheduling, None)], "{}", text(&o));
    assert_eq!((t.steps[0].verdict.as_str(), t.steps[2].verdict.as_str()), ("no_kernel", "no_kernel"));
    let tuned = &t.steps[1];
    assert!(tuned.prompt.is_empty() && tuned.tokens.prompt == 0 && tuned.plan_only);
    // What `ekb tune` decided depends on the device's timings; each decision has its own record.
    if tuned.reply.starts_with("ekb tune: WG=") {
        // A confirmed winner: the tuned kernel, evaluated and decided by the acceptance rule.
        assert_eq!(tuned.verdict, "pass", "{}", tuned.reply);
        assert_eq!(tuned.changes.iter().map(|c| c.area.as_str()).collect::<Vec<_>>(), ["overrides"], "{:?}", tuned.changes);
        assert!(tuned.kernel.as_deref().is_some_and(|k| k.contains("// override WG = ")), "{:?}", tuned.kernel);
    } else {
        // The defaults kept, with the confirmation's reason: no kernel to evaluate.
        assert!(tuned.reply.starts_with("ekb tune kept the defaults: "), "{}", tuned.reply);
        assert_eq!((tuned.verdict.as_str(), tuned.reason.as_str(), tuned.kernel.as_deref()), ("no_kernel", tuned.reply.as_str(), None));
    }
    assert_decided_by_the_rule(&t, true);
    let summary = t.summary.expect("summary");
    assert_eq!(summary.best_step, tuned.accepted.then_some(1));
    assert_eq!(summary.calls, 2);
    assert_eq!(replay.requests().len(), 2, "the tuning step is not an LLM call");
}

/// A call that fails for good ends the run with `stop_reason` `error: …`, and `ekb agent` says so
/// with exit status 1 (it used to exit 0, as if the run had gone as asked), after writing a
/// trajectory that parses, with its summary; `--compare` likewise prints the table and exits 1
/// naming the runs. The replay has no entry for this model: a 404, which is not retried.
#[test]
fn a_call_that_fails_for_good_exits_1_and_keeps_the_trajectory() {
    let replay = step_replay::StepReplay::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let traj = dir.path().join("failed.jsonl");
    let common = ["--endpoint", &replay.endpoint, "--model", "fixture-unknown", "--no-cache", "--no-probe", "--max-calls", "2"];
    let mut args = vec!["agent", "--task", "l1_vector_add", "--trajectory", traj.to_str().expect("utf-8")];
    args.extend(common);
    let o = ekb(&args);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("error: the run ended because an LLM call failed (error: ") && err.contains("404"), "{err}");
    let t = read(&traj);
    assert!(t.steps.is_empty());
    let summary = t.summary.expect("the summary is written after a failed call");
    assert!(summary.stop_reason.is_error() && summary.calls == 0, "{summary:?}");
    // The same --trajectory again: refused, the first run's record kept.
    let before = std::fs::read(&traj).expect("trajectory");
    let again = ekb(&args);
    assert_eq!(again.status.code(), Some(2), "{}", text(&again));
    assert!(String::from_utf8_lossy(&again.stderr).contains("failed.jsonl exists: a trajectory is never overwritten"), "{}", text(&again));
    assert_eq!(std::fs::read(&traj).expect("trajectory"), before);
    let subset = root().join("agent/tests/fixtures/agent/agent-fixture.toml");
    let cdir = dir.path().join("compare");
    let mut args =
        vec!["agent", "--compare", "--subset", subset.to_str().expect("utf-8"), "--trajectory-dir", cdir.to_str().expect("utf-8")];
    args.extend(common);
    let o = ekb(&args);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("confident Fast@1.0") && out.contains("leka"), "the table is still printed: {out}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(
            "error: 3 of 3 runs ended because an LLM call failed (l1_vector_add.leka, l1_vector_add.iterative, l1_vector_add.direct)"
        ),
        "{err}"
    );
    for method in ["leka", "iterative", "direct"] {
        assert!(read(&cdir.join(format!("l1_vector_add.{method}.jsonl"))).summary.is_some(), "{method}");
    }
}

/// An `--adapter` that does not exist is a usage error before any LLM call (it used to make
/// every step's kernel a runtime_error in its worker, spending the whole budget, exit 0).
#[test]
fn an_adapter_that_does_not_exist_is_refused_before_any_call() {
    let replay = step_replay::StepReplay::start();
    let dir = tempfile::tempdir().expect("temp dir");
    let traj = dir.path().join("none.jsonl");
    for kind in ["wgsl", "opencl"] {
        let o = ekb(&[
            "--adapter",
            "99",
            "agent",
            "--task",
            "l1_vector_add",
            "--kind",
            kind,
            "--endpoint",
            &replay.endpoint,
            "--model",
            "fixture-unknown",
            "--no-probe",
            "--trajectory",
            traj.to_str().expect("utf-8"),
        ]);
        assert_eq!(o.status.code(), Some(2), "{kind}: {}", text(&o));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("index 99 out of range"), "{kind}: {err}");
    }
    assert!(replay.requests().is_empty(), "no call was made");
    assert!(!traj.exists(), "no trajectory for a run that did not start");
}
