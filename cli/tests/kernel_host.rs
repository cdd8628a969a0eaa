//! Kernel hosts that fail (`ekb-confined`): a host killed in the middle of a request, a host that
//! hangs, and stand-in hosts that break the protocol — garbage instead of `hello`, an oversized
//! frame, a reply with another request's id, segments nobody asked for, bytes sent out of turn, an
//! exit right after `hello` — each end the evaluation as a clear non-pass verdict naming the host,
//! never a pass and never a panic, and leave no host process behind. The real hosts are this
//! package's `ekb kernel-host`; the stand-ins are shell scripts run in the same sandbox.

#![cfg(target_os = "linux")]

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use backend_cpu::cpu_device_info;

use ekb_confined::{ConfinedBackend, HostCell, HostKind, HostSpec, Role};
use ekb_eval::{evaluate_with, EvalOptions};
use ekb_sandbox::Sandbox;
use ekb_wire::kind::Kind;
use ekb_wire::{SampleReport, Verdict};
use frontend_c::{CArtifact, CFrontEnd};

fn sandbox(test: &str) -> Option<Sandbox> {
    match Sandbox::detect() {
        Ok(s) => Some(s),
        Err(e) => {
            assert!(std::env::var_os("EKB_REQUIRE_OPENCL").is_none(), "EKB_REQUIRE_OPENCL is set but the sandbox does not work: {e}");
            println!("SKIPPED: {test}: {e}");
            None
        }
    }
}

fn spec(exe: &Path, request_timeout: Duration, env: Vec<(String, String)>) -> HostSpec {
    HostSpec {
        exe: exe.to_path_buf(),
        kind: HostKind::Cpu { threads: 2, launch_timeout: Duration::from_secs(30) },
        memory_limit_mib: 0,
        seal_candidates: true,
        binds: vec![],
        env: env.into_iter().map(|(k, v)| (k.into(), v.into())).collect(),
        start_timeout: Duration::from_secs(60),
        request_timeout,
    }
}

/// Evaluates `source` for `l1_vector_add` with candidate hosts from `spec` (the reference host is
/// the real `ekb`), calling `during` with the backend while the evaluation runs.
fn evaluate(sandbox: &Sandbox, spec: HostSpec, source: &str, during: impl FnOnce(&ConfinedBackend<CArtifact>) + Send) -> SampleReport {
    let task = kernels::get("l1_vector_add").expect("task");
    let info = cpu_device_info(sandbox, 2);
    let real = HostSpec { exe: PathBuf::from(env!("CARGO_BIN_EXE_ekb")), ..spec.clone() };
    let reference = HostCell::new(sandbox.clone(), real, Role::Reference);
    let backend = ConfinedBackend::for_evaluation(info, reference, task.reference(Kind::C), sandbox.clone(), spec);
    let t = task.eval_task_for(Kind::C).expect("a C reference");
    let timing = ekb_eval::timing::TimingConfig { samples: 2, extra_pairs: 0, ..Default::default() };
    let opts = EvalOptions { timing, ..EvalOptions::default() };
    std::thread::scope(|s| {
        let run = s.spawn(|| pollster::block_on(evaluate_with(&CFrontEnd::with_ntasks(2), &backend, &t, source, &opts)));
        during(&backend);
        run.join().expect("the evaluation does not panic")
    })
}

/// Whether a live (not zombie) process of this process group still exists.
fn group_alive(group: i32) -> bool {
    std::fs::read_dir("/proc").into_iter().flatten().flatten().any(|e| {
        let Ok(stat) = std::fs::read_to_string(e.path().join("stat")) else { return false };
        // `pid (comm) state ppid pgrp …`, split after the last `)`.
        let fields: Vec<&str> = stat.rsplit_once(')').map(|(_, r)| r.split_whitespace().collect()).unwrap_or_default();
        fields.first().is_some_and(|s| *s != "Z") && fields.get(2).and_then(|p| p.parse::<i32>().ok()) == Some(group)
    })
}

/// Kills a process group from outside, as the OOM killer or an operator would.
fn kill_group(group: i32) {
    let ok = std::process::Command::new("kill").args(["-KILL", "--", &format!("-{group}")]).status().expect("kill runs");
    assert!(ok.success(), "kill -KILL -{group}");
}

/// Spins forever on the check shape N = 1 (every evaluation has it), else adds.
const SPIN_ON_ONE: &str = "void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    volatile uint32_t spin = 1;
    while (N == 1 && spin) { }
    for (uint32_t i = task; i < N; i += ntasks) c[i] = a[i] + b[i];
}
";

fn is_runtime_error_naming_the_host(r: &SampleReport) -> bool {
    matches!(r.verdict, Verdict::RuntimeError { .. }) && r.message.contains("candidate kernel host")
}

#[test]
fn a_host_killed_in_the_middle_of_a_request_is_a_runtime_error() {
    let Some(sb) = sandbox("a_host_killed_in_the_middle_of_a_request_is_a_runtime_error") else { return };
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_ekb"));
    let mut group = None;
    let r = evaluate(&sb, spec(&exe, Duration::from_secs(120), vec![]), SPIN_ON_ONE, |b| {
        // Wait for the candidate's host, let it enter the spinning launch, then kill it from outside.
        let deadline = Instant::now() + Duration::from_secs(120);
        while group.is_none() && Instant::now() < deadline {
            group = b.candidate_hosts().first().and_then(|h| h.group());
            std::thread::sleep(Duration::from_millis(50));
        }
        std::thread::sleep(Duration::from_secs(3));
        kill_group(group.expect("a candidate host started"));
    });
    assert!(is_runtime_error_naming_the_host(&r), "{:?}: {}", r.verdict, r.message);
    assert!(r.message.contains("SIGKILL"), "{}", r.message);
    // The verdict comes when the host's socket closes; the rest of its group (bwrap's own
    // processes) may still be exiting — on a loaded machine for a moment longer. Bounded, not at once.
    let g = group.expect("a group");
    let deadline = Instant::now() + Duration::from_secs(10);
    while group_alive(g) {
        assert!(Instant::now() < deadline, "something of the killed host is left 10 s later");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_host_that_hangs_is_a_timeout_and_is_killed() {
    let Some(sb) = sandbox("a_host_that_hangs_is_a_timeout_and_is_killed") else { return };
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_ekb"));
    let mut group = None;
    let r = evaluate(&sb, spec(&exe, Duration::from_secs(3), vec![]), SPIN_ON_ONE, |b| {
        let deadline = Instant::now() + Duration::from_secs(120);
        while group.is_none() && Instant::now() < deadline {
            group = b.candidate_hosts().first().and_then(|h| h.group());
            std::thread::sleep(Duration::from_millis(50));
        }
    });
    assert_eq!(r.verdict, Verdict::Timeout { limit_ms: 3000 }, "{}", r.message);
    let g = group.expect("a candidate host started");
    let deadline = Instant::now() + Duration::from_secs(10);
    while group_alive(g) {
        assert!(Instant::now() < deadline, "the hung host was not killed");
        std::thread::sleep(Duration::from_millis(50));
    }
}

const HELLO: &str = r#"{"id":0,"reply":{"reply":"hello","version":VERSION,"device":"stand-in","error":null},"segments":[]}"#;

/// A stand-in host (`/bin/sh`): `$EKB_STAND_IN` picks how it breaks the protocol. `frame` prints one
/// frame (the 4-byte little-endian length, then the JSON), `send` writes one to the socket (`out-of-turn`
/// writes `hello` and an unasked reply in one write, so both arrive before the first request); `request` reads the first request's length
/// and the start of its header, leaving the request's id in `$id`.
const STAND_IN: &str = r#"#!/bin/sh
frame() {
    n=${#1}
    printf "$(printf '\\%03o\\%03o\\%03o\\%03o' $((n & 255)) $((n >> 8 & 255)) $((n >> 16 & 255)) $((n >> 24 & 255)))%s" "$1"
}
send() { frame "$1" >&3; }
request() {
    head -c 4 <&3 >/dev/null
    h=$(head -c 40 <&3)
    id=${h#*\"id\":}
    id=${id%%,*}
}
case "$EKB_STAND_IN" in
exit) exit 0 ;;
garbage) printf 'GARBAGE GARBAGE' >&3; sleep 30 ;;
huge) printf '\377\377\377\377' >&3; sleep 30 ;;
hello-exit) send "$HELLO"; exit 0 ;;
out-of-turn) { frame "$HELLO"; frame '{"id":5,"reply":{"reply":"pong"},"segments":[]}'; } >/tmp/frames; cat /tmp/frames >&3; sleep 30 ;;
wrong-id) send "$HELLO"; request; last=${id#"${id%?}"}; [ "$last" = 1 ] && last=3 || last=1
    send "{\"id\":${id%?}$last,\"reply\":{\"reply\":\"compiled\"},\"segments\":[]}"; sleep 30 ;;
wrong-reply) send "$HELLO"; request; send "{\"id\":$id,\"reply\":{\"reply\":\"pong\"},\"segments\":[]}"; sleep 30 ;;
segments) send "$HELLO"; request; send "{\"id\":$id,\"reply\":{\"reply\":\"compiled\"},\"segments\":[1099511627776]}"; sleep 30 ;;
malformed) send "$HELLO"; request; send '{{{{{'; sleep 30 ;;
esac
"#;

fn stand_in(dir: &Path) -> PathBuf {
    let path = dir.join("stand-in-host");
    std::fs::write(
        &path,
        STAND_IN.replace("$HELLO", &HELLO.replace("VERSION", &ekb_confined::message::PROTOCOL_VERSION.to_string()).replace('"', "\\\"")),
    )
    .expect("write the stand-in");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    path
}

#[test]
fn hosts_that_break_the_protocol_are_runtime_errors() {
    let Some(sb) = sandbox("hosts_that_break_the_protocol_are_runtime_errors") else { return };
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("stand-in-hosts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let exe = stand_in(&dir);
    let source = "void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    for (uint32_t i = task; i < N; i += ntasks) c[i] = a[i] + b[i];
}
";
    let cases = [
        ("exit", "did not start"),
        ("garbage", "did not start"),
        ("huge", "above the bound"),
        ("hello-exit", "ended during `compile`"),
        ("out-of-turn", "bytes that answer no request"),
        ("wrong-id", "id of another request"),
        ("wrong-reply", "answered `compile` with `pong`"),
        ("segments", "segments of"),
        ("malformed", "malformed"),
    ];
    let mut failures = Vec::new();
    for (case, says) in cases {
        let start = Instant::now();
        let env = vec![("EKB_STAND_IN".to_string(), case.to_string())];
        let r = evaluate(&sb, spec(&exe, Duration::from_secs(20), env), source, |_| {});
        if !is_runtime_error_naming_the_host(&r) || !r.message.contains(says) {
            failures.push(format!("{case}: {:?}: {}", r.verdict, r.message));
        }
        // Each ends at once, not at the request limit (a protocol error is not a hang).
        if start.elapsed() > Duration::from_secs(15) {
            failures.push(format!("{case}: took {:?}", start.elapsed()));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn the_reference_host_survives_a_candidate_host_that_fails() {
    let Some(sb) = sandbox("the_reference_host_survives_a_candidate_host_that_fails") else { return };
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_ekb"));
    let task = kernels::get("l1_vector_add").expect("task");
    let reference = HostCell::new(sb.clone(), spec(&exe, Duration::from_secs(60), vec![]), Role::Reference);
    let info = cpu_device_info(&sb, 2);
    let t = task.eval_task_for(Kind::C).expect("a C reference");
    let timing = ekb_eval::timing::TimingConfig { samples: 2, extra_pairs: 0, ..Default::default() };
    let opts = EvalOptions { timing, ..EvalOptions::default() };
    let crash = "void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    for (uint32_t i = task; i < N; i += ntasks) c[i] = a[i] + b[i];
    if (N == 1) c[1 << 24] = 0.0f;
}
";
    let mut groups = Vec::new();
    for (source, pass) in
        [(task.reference(Kind::C).expect("a C reference"), true), (crash, false), (task.reference(Kind::C).expect("a C reference"), true)]
    {
        let b = ConfinedBackend::for_evaluation(
            info.clone(),
            Arc::clone(&reference),
            task.reference(Kind::C),
            sb.clone(),
            spec(&exe, Duration::from_secs(60), vec![]),
        );
        let r = pollster::block_on(evaluate_with(&CFrontEnd::with_ntasks(2), &b, &t, source, &opts));
        assert_eq!(r.verdict == Verdict::Pass, pass, "{:?}: {}", r.verdict, r.message);
        groups.push(reference.with_link(|l| l.group()));
    }
    assert!(groups[0].is_some() && groups.iter().all(|g| *g == groups[0]), "one reference host throughout: {groups:?}");
}

/// Records what each launch found (`c[1]` the value of `c[0]`, `c[2]` the first word of the guard
/// tail `c[N]`), then writes `c[0]` from its input set and a mark in the tail for the next launch.
const BATCH_PROBE: &str = r#"
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    c[1] = c[0];
    c[2] = c[N];
    c[0] = a[0] + b[0];
    c[N] = 7.0f;
}
"#;

fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn f32_at(bytes: &[u8], i: usize) -> f32 {
    f32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().expect("4 bytes"))
}

/// Input set `s` of the batch probe: `a = [s + 1; 4]`, `b = [10; 4]`, each with a 16-float tail of `-s`.
fn probe_set(s: usize) -> Vec<Vec<u8>> {
    let tail = vec![-(s as f32); 16];
    vec![f32_bytes(&[vec![s as f32 + 1.0; 4], tail.clone()].concat()), f32_bytes(&[vec![10.0; 4], tail].concat())]
}

/// A timed batch crosses the process boundary whole: on a candidate's host (which captures every
/// launch and reads every set back, the worker collecting only what the plan asks for after its
/// clock stopped) and on the trusted path (the plan as it is), each launch reads the set its plan
/// names, starts from the uploaded outputs, the captures are the plan's launches in its order and
/// the sets read back are as uploaded; a plan the buffers cannot run is a validation error.
#[test]
fn a_timed_batch_crosses_to_the_host_with_its_plan_captures_and_inputs() {
    use ekb_eval::backend::{Backend, BatchPlan, BatchReset, Dispatch, ResidentDesc};
    use ekb_eval::front_end::FrontEnd;
    let Some(sb) = sandbox("a_timed_batch_crosses_to_the_host_with_its_plan_captures_and_inputs") else { return };
    let exe = PathBuf::from(env!("CARGO_BIN_EXE_ekb"));
    let task = kernels::get("l1_vector_add").expect("task");
    let info = cpu_device_info(&sb, 2);
    let reference = HostCell::new(sb.clone(), spec(&exe, Duration::from_secs(60), vec![]), Role::Reference);
    let candidate = ConfinedBackend::for_evaluation(
        info.clone(),
        Arc::clone(&reference),
        task.reference(Kind::C),
        sb.clone(),
        spec(&exe, Duration::from_secs(60), vec![]),
    );
    let trusted = ConfinedBackend::trusted(info.clone(), Arc::clone(&reference));
    let prepared = CFrontEnd::with_ntasks(1).prepare(&task.spec, BATCH_PROBE, &info).expect("the probe kernel builds");
    let launch = [Dispatch { entry: 0, workgroups: [1, 1, 1], workgroup_size: [1, 1, 1] }];
    let mut params = 4u32.to_le_bytes().to_vec();
    params.resize(16, 0);
    let desc = ResidentDesc {
        input_sets: (0..3).map(probe_set).collect(),
        output_init: vec![f32_bytes(&[vec![0.0; 4], vec![5.0; 16]].concat())].into(),
        batch_reset: BatchReset::EveryLaunch,
        params,
        scratch_bytes: vec![],
        scratch_tails: vec![],
    };
    for (name, backend) in [("candidate", &candidate), ("trusted", &trusted)] {
        let program = pollster::block_on(backend.compile(&prepared.program_desc(&task.spec, "probe"))).expect("compile");
        let res = pollster::block_on(backend.upload(&desc)).expect("upload");
        let plan = BatchPlan { sets: vec![2, 0, 1, 2, 1], capture: vec![0, 2, 4], read_inputs: vec![1] };
        let t = pollster::block_on(backend.time_batch(&program, &res, &launch, &plan)).expect("batch");
        assert!(t.elapsed_ns > 0.0, "{name}");
        assert_eq!(t.captures.iter().map(|c| c.launch).collect::<Vec<_>>(), vec![0, 2, 4], "{name}");
        for c in &t.captures {
            let out = &c.outputs[0];
            assert_eq!(out.len(), 20 * 4, "{name}: the whole output, tail included");
            let s = plan.sets[c.launch as usize] as f32;
            assert_eq!(f32_at(out, 0), s + 11.0, "{name}: launch {} read set {s}", c.launch);
            assert_eq!((f32_at(out, 1), f32_at(out, 2)), (0.0, 5.0), "{name}: launch {} started from the upload", c.launch);
            assert_eq!(f32_at(out, 4), 7.0, "{name}: the capture holds the tail as the launch left it");
            assert!(c.scratch_tails.is_empty());
        }
        assert_eq!(t.inputs, vec![probe_set(1)], "{name}: set 1 read back as uploaded");
        // Nothing to collect: the timing alone.
        let t = pollster::block_on(backend.time_batch(&program, &res, &launch, &BatchPlan::cycle(4, 3))).expect("batch");
        assert!(t.captures.is_empty() && t.inputs.is_empty(), "{name}");
        let bad = BatchPlan { sets: vec![3], capture: vec![], read_inputs: vec![] };
        let e = pollster::block_on(backend.time_batch(&program, &res, &launch, &bad));
        assert!(matches!(e, Err(ekb_eval::BackendError::Validation(_))), "{name}: {e:?}");
    }
    assert_eq!(candidate.candidate_hosts().len(), 1, "the probe ran in a candidate host");
}
