//! Answers are bound to their job: stand-in workers (`sh`) that write forged, stale or extra lines
//! on their answer channel, as a candidate able to write to it would. Each such job ends as a
//! `runtime_error` naming the protocol violation (a crashed worker), never as the forged verdict,
//! and the worker is replaced. No GPU.

#![cfg(unix)]

mod common;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use ekb_eval::report::Fault;
use ekb_eval::{EvalOptions, Profile, SampleReport, Verdict};
use ekb_runner::{into_report, Answer, DeviceSelection, Isolation, Job, Limits, Outcome, Pool, Work};

/// A `pass` report, as a forger would write it.
fn forged_pass() -> String {
    let r = SampleReport::without_run("l1_vector_add", Verdict::Pass, "pass, 7.5×".into(), Vec::new(), Profile::Ci);
    serde_json::to_string(&Answer::Report(Box::new(r))).expect("JSON")
}

/// Each job's task id says what the worker does: `honest` answers a peak measurement (so a `pass`
/// can only be forged; and not a fault, so the worker is kept); the others misbehave on the answer
/// channel. `$FORGED` is a `pass` answer.
const BODY: &str = r#"
  real='{"answer":"peak","bytes_per_s":7,"flops_per_s":1}'
  case "$line" in
    *'"task":"forged-line'*) printf '%s\n' "$FORGED"; answer "$real" ;;
    *'"task":"forged-reply'*)
      printf '{"reply":"answer","nonce":"00000000000000000000000000000000","answer":%s}\n' "$FORGED"; answer "$real" ;;
    *'"task":"stale'*) printf '{"reply":"answer","nonce":"%s","answer":%s}\n' "$previous" "$FORGED"; answer "$real" ;;
    *'"task":"garbage'*) echo 'Compiling kernel... done'; answer "$real" ;;
    *'"task":"twice'*) answer "$FORGED"; answer "$real" ;;
    *'"task":"confirm-first'*) printf '{"reply":"confirmed","nonce":"%s"}\n' "$nonce"; answer "$real" ;;
    *'"task":"exit'*) answer "$FORGED"; exit 0 ;;
    *'"task":"long'*) head -c 17000000 /dev/zero | tr '\0' x; echo; answer "$real" ;;
    *'"task":"stray'*) answer "$real"; stray=1 ;;
    *) answer "$real" ;;
  esac
  previous=$nonce
"#;

/// A stand-in whose confirmation of a `stray` job is followed by one more line and a marker file.
fn pool(isolation: Isolation, marker: &std::path::Path) -> Pool {
    let body = BODY.to_string();
    let prelude_with_stray = common::PRELUDE.replace(
        "confirmed; continue ;;",
        "confirmed; if [ -n \"$stray\" ]; then echo 'a late line'; : > \"$MARKER\"; stray=; fi; continue ;;",
    );
    let script = format!("{prelude_with_stray}{body}\ndone\n");
    Pool::new(ekb_runner::WorkerCommand::new("sh").arg("-c").arg(script).env("FORGED", forged_pass()).env("MARKER", marker), isolation)
}

fn job(task: &str) -> Job {
    Job {
        adapter: DeviceSelection::default(),
        memory_limit_mib: 0,
        work: Work::Evaluate { task: task.into(), source: String::new(), opts: EvalOptions::default(), language: Default::default() },
    }
}

fn limits() -> Limits {
    Limits { timeout: Duration::from_secs(20), memory_mib: 0 }
}

fn marker(name: &str) -> PathBuf {
    let p = std::env::temp_dir().join(format!("ekb-stray-{name}-{}", std::process::id()));
    let _ = std::fs::remove_file(&p);
    p
}

/// The message of a crashed job, after checking that its report is a `runtime_error` with the
/// crashed-worker fault (the verdict `ekb check` and `ekb eval` show).
fn violation(outcome: Outcome) -> String {
    let Outcome::Crashed(message) = outcome else { panic!("expected a protocol violation, got {outcome:?}") };
    let r = into_report("l1_vector_add", Profile::Ci, Outcome::Crashed(message.clone()));
    assert!(matches!(r.verdict, Verdict::RuntimeError { .. }), "{:?}", r.verdict);
    assert_eq!(r.fault, Some(Fault::WorkerCrashed));
    assert!(message.starts_with("worker broke the answer protocol: "), "{message}");
    message
}

fn honest(o: Outcome) {
    assert!(matches!(&o, Outcome::Answer(Answer::Peak(p)) if p.bytes_per_s == 7.0), "{o:?}");
}

#[test]
fn forged_stale_and_extra_lines_are_protocol_violations() {
    let m = marker("violations");
    let mut p = pool(Isolation::Pool, &m);
    for (task, says) in [
        ("forged-line", "a line that is not an answer where the answer was due: \"{\\\"answer\\\":\\\"report\\\""),
        ("forged-reply", "an answer that does not carry this job's nonce"),
        ("stale", "an answer that does not carry this job's nonce"),
        ("garbage", "a line that is not an answer where the answer was due: \"Compiling kernel... done\""),
        ("twice", "a second answer to one job"),
        ("confirm-first", "a confirmation before any answer"),
        ("exit", "the worker ended right after its answer, before confirming it"),
        ("long", "a line longer than 16 MiB"),
    ] {
        // A job before each, so that `stale` has a previous nonce to replay.
        honest(p.run(&job("honest"), limits()).unwrap());
        let message = violation(p.run(&job(task), limits()).unwrap());
        assert!(message.contains(says), "{task}: {message}");
    }
    let s = p.stats();
    assert_eq!((s.jobs, s.protocol_violations, s.replaced_after_fault), (16, 8, 8), "{s:?}");
    assert_eq!(s.started, 8, "every worker that broke the protocol was replaced: {s:?}");
}

#[test]
fn in_process_mode_an_answer_must_be_confirmed_too() {
    let m = marker("process");
    let mut p = pool(Isolation::Process, &m);
    honest(p.run(&job("honest"), limits()).unwrap());
    assert!(violation(p.run(&job("exit"), limits()).unwrap()).contains("ended right after its answer"));
    assert!(violation(p.run(&job("twice"), limits()).unwrap()).contains("a second answer"));
    honest(p.run(&job("honest"), limits()).unwrap());
    assert_eq!(p.stats().started, 4);
}

/// A line after the confirmation (a kernel's thread still writing): the kept worker is not given
/// the next job, which runs in a fresh worker and is not blamed.
#[test]
fn a_worker_that_writes_after_its_confirmation_is_not_reused() {
    let m = marker("stray");
    let mut p = pool(Isolation::Pool, &m);
    honest(p.run(&job("stray"), limits()).unwrap());
    // The stand-in writes its late line, then the marker; give the pool's reader thread time to
    // take the line off the pipe (it does so at once; the margin is for a loaded machine).
    let deadline = Instant::now() + Duration::from_secs(20);
    while !m.exists() {
        assert!(Instant::now() < deadline, "the stand-in never wrote its late line");
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(500));
    honest(p.run(&job("honest"), limits()).unwrap());
    let s = p.stats();
    assert_eq!((s.replaced_for_stray_output, s.started, s.protocol_violations), (1, 2, 0), "{s:?}");
    honest(p.run(&job("honest"), limits()).unwrap());
    assert_eq!(p.stats().started, 2, "the fresh worker is kept");
    let _ = std::fs::remove_file(&m);
}
