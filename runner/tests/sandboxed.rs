//! Sandboxed workers: `c` jobs go to a worker inside bubblewrap, kept apart from the plain one.
//!
//! With stand-in `sh` workers (the pool's rules for the sandboxed class: reuse, a crash reported by
//! its signal, a timeout that leaves nothing behind, the memory rule, a refusal without a sandbox),
//! and with the real `ekb worker` (`target/<profile>/ekb`, built by `cargo build -p ekb`; skipped
//! with a `SKIPPED:` line when it is not there): the process that compiled and ran a `c` kernel is
//! seen from the host in its own namespaces, with no network interface but `lo`, no `/etc` and no
//! host `/tmp`, and its pool threads under seccomp.

#![cfg(target_os = "linux")]

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ekb_eval::kind::Kind;
use ekb_eval::{EvalOptions, Verdict};
use ekb_runner::{Answer, DeviceSelection, Isolation, Job, Limits, Outcome, Pool, Work, WorkerClass, WorkerCommand};
use ekb_sandbox::{Sandbox, SandboxUnavailable};

/// A stand-in worker: answers each job with a peak whose `bytes_per_s` is an id drawn once per
/// process (pids inside the sandbox's pid namespace are all alike); `hang` sleeps, `die` kills the
/// worker with SIGSEGV, `facts` answers a failure whose message describes what the worker sees.
/// It speaks the worker protocol (`ekb_runner::job`): each answer carries its request's nonce, and
/// a confirmation request is confirmed.
const SCRIPT: &str = r#"
id=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
answer() { printf '{"reply":"answer","nonce":"%s","answer":%s}\n' "$nonce" "$1"; }
while IFS= read -r line; do
  nonce=${line#*'"nonce":"'}; nonce=${nonce%%'"'*}
  case "$line" in
    '{"request":"confirm"'*) printf '{"reply":"confirmed","nonce":"%s"}\n' "$nonce" ;;
    *hang*) sleep 30 ;;
    *die*) echo "kernel exploded" >&2; kill -SEGV $$ ;;
    *facts*)
      marker=no; [ -e "$EKB_TEST_MARKER" ] && marker=yes
      etc=no; [ -e /etc ] && etc=yes
      answer "{\"answer\":\"failed\",\"message\":\"uid=$(id -u) sandboxed=$EKB_SANDBOXED marker=$marker etc=$etc home=${HOME:-none} root=$(ls / | tr '\n' ',')\"}" ;;
    *) answer "{\"answer\":\"peak\",\"bytes_per_s\":$id,\"flops_per_s\":1}" ;;
  esac
done
"#;

/// The sandbox, or `None` (with a `SKIPPED:` line) where bubblewrap does not work.
fn sandbox(test: &str) -> Option<Sandbox> {
    match Sandbox::detect() {
        Ok(s) => Some(s),
        Err(e) => {
            println!("SKIPPED: {test}: {e}");
            None
        }
    }
}

fn stand_in() -> WorkerCommand {
    WorkerCommand::new("sh").arg("-c").arg(SCRIPT)
}

fn job(what: &str, kind: Kind) -> Job {
    Job {
        adapter: DeviceSelection::default(),
        memory_limit_mib: 0,
        work: Work::Evaluate { task: what.into(), source: String::new(), opts: EvalOptions::default(), language: kind },
    }
}

fn limits(ms: u64) -> Limits {
    Limits { timeout: Duration::from_millis(ms), memory_mib: 0 }
}

fn id(o: &Outcome) -> u64 {
    match o {
        Outcome::Answer(Answer::Peak(p)) => p.bytes_per_s as u64,
        other => panic!("expected a peak, got {other:?}"),
    }
}

/// `(pid, ppid)` of every process.
fn processes() -> Vec<(u32, u32)> {
    let mut v = Vec::new();
    for e in std::fs::read_dir("/proc").unwrap().flatten() {
        let Some(pid) = e.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else { continue };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else { continue };
        if let Some(ppid) = stat.rsplit_once(')').and_then(|(_, r)| r.split_whitespace().nth(1)).and_then(|p| p.parse().ok()) {
            v.push((pid, ppid));
        }
    }
    v
}

/// Every descendant of this test process.
fn descendants() -> Vec<u32> {
    let all = processes();
    let mut tree = vec![std::process::id()];
    let mut i = 0;
    while i < tree.len() {
        let p = tree[i];
        tree.extend(all.iter().filter(|(_, pp)| *pp == p).map(|(c, _)| *c));
        i += 1;
    }
    tree.remove(0);
    tree
}

fn cmdline(pid: u32) -> Vec<String> {
    std::fs::read(format!("/proc/{pid}/cmdline"))
        .map(|b| b.split(|c| *c == 0).filter(|s| !s.is_empty()).map(|s| String::from_utf8_lossy(s).into_owned()).collect())
        .unwrap_or_default()
}

#[test]
fn c_jobs_get_their_own_sandboxed_worker() {
    let Some(sb) = sandbox("c_jobs_get_their_own_sandboxed_worker") else { return };
    assert!(!sb.is_inside());
    let mut p = Pool::new(stand_in(), Isolation::Pool);
    assert_eq!(WorkerClass::of(&job("x", Kind::C)), WorkerClass::Sandboxed);
    assert_eq!(WorkerClass::of(&job("x", Kind::Wgsl)), WorkerClass::Plain);
    assert_eq!(WorkerClass::of(&job("x", Kind::Opencl)), WorkerClass::Plain);
    assert!(p.sandboxed_command().unwrap().program.ends_with("bwrap"));
    let plain = id(&p.run(&job("x", Kind::Wgsl), limits(5000)).unwrap());
    let sandboxed = id(&p.run(&job("x", Kind::C), limits(5000)).unwrap());
    assert_ne!(plain, sandboxed, "c jobs never share the plain worker");
    assert_eq!(id(&p.run(&job("x", Kind::Opencl), limits(5000)).unwrap()), plain, "the plain worker is kept");
    assert_eq!(id(&p.run(&job("x", Kind::C), limits(5000)).unwrap()), sandboxed, "the sandboxed worker is kept");
    // A sandboxed worker killed by a signal: bwrap's exit status 128 + 11 is reported as the signal.
    match p.run(&job("die", Kind::C), limits(5000)).unwrap() {
        Outcome::Crashed(m) => assert!(m.contains("signal 11") && m.contains("kernel exploded"), "{m}"),
        other => panic!("expected a crash, got {other:?}"),
    }
    let again = id(&p.run(&job("x", Kind::C), limits(5000)).unwrap());
    assert_ne!(again, sandboxed, "a crashed sandboxed worker is replaced");
    assert_eq!(id(&p.run(&job("x", Kind::Wgsl), limits(5000)).unwrap()), plain, "the plain worker is untouched by it");
    let s = p.stats();
    assert_eq!((s.jobs, s.started, s.replaced_after_fault), (7, 3, 1), "{s:?}");
}

#[test]
fn the_stand_in_sees_only_the_sandbox() {
    let Some(_) = sandbox("the_stand_in_sees_only_the_sandbox") else { return };
    let marker = std::env::temp_dir().join(format!("ekb-host-marker-{}", std::process::id()));
    std::fs::write(&marker, "host").unwrap();
    let cmd = stand_in().env("EKB_TEST_MARKER", &marker);
    let mut p = Pool::new(cmd, Isolation::Pool);
    let out = p.run(&job("facts", Kind::C), limits(5000)).unwrap();
    let _ = std::fs::remove_file(&marker);
    let Outcome::Answer(Answer::Failed { message }) = out else { panic!("{out:?}") };
    assert!(message.contains("uid=65534 "), "{message}");
    assert!(message.contains("sandboxed=1 "), "{message}");
    assert!(message.contains("marker=no "), "the host's /tmp is not visible: {message}");
    assert!(message.contains("etc=no "), "{message}");
    assert!(message.contains("home=none "), "the environment is cleared: {message}");
    let root: BTreeSet<&str> = message.split("root=").nth(1).unwrap().split(',').filter(|s| !s.is_empty()).collect();
    let allowed: BTreeSet<&str> = ["bin", "cache", "dev", "lib", "lib32", "lib64", "libx32", "proc", "sbin", "tmp", "usr"].into();
    assert!(root.is_subset(&allowed), "the sandbox's root holds only {allowed:?}: {root:?}");
}

#[test]
fn a_sandboxed_worker_that_hangs_is_killed_with_its_sandbox() {
    let Some(_) = sandbox("a_sandboxed_worker_that_hangs_is_killed_with_its_sandbox") else { return };
    let mut p = Pool::new(stand_in(), Isolation::Pool);
    let first = id(&p.run(&job("x", Kind::C), limits(5000)).unwrap());
    let t = Instant::now();
    assert!(matches!(p.run(&job("hang", Kind::C), limits(500)).unwrap(), Outcome::TimedOut(_)));
    // Not a measure of speed: without the per-job limit the stand-in would sleep its 30 s.
    assert!(t.elapsed() < Duration::from_secs(25));
    // `--die-with-parent`: the sandbox (its reaper, the shell and its `sleep`) dies with bwrap.
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let left: Vec<Vec<String>> =
            descendants().into_iter().map(cmdline).filter(|c| c.iter().any(|a| a == "sleep" || a.ends_with("/sleep"))).collect();
        if left.is_empty() {
            break;
        }
        assert!(Instant::now() < deadline, "processes of the killed sandbox are left: {left:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_ne!(id(&p.run(&job("x", Kind::C), limits(5000)).unwrap()), first);
    assert_eq!(p.stats().timed_out, 1);
}

#[test]
fn the_memory_rule_holds_for_the_worker_inside() {
    let Some(_) = sandbox("the_memory_rule_holds_for_the_worker_inside") else { return };
    // The pool's child is bwrap; the rule reads the largest process of the tree (`sh` uses far more
    // than 0.75 MiB): with a 1 MiB limit every sandboxed worker is retired.
    let mut p = Pool::new(stand_in(), Isolation::Pool);
    let l = Limits { timeout: Duration::from_secs(5), memory_mib: 1 };
    let a = id(&p.run(&job("x", Kind::C), l).unwrap());
    let b = id(&p.run(&job("x", Kind::C), l).unwrap());
    assert_ne!(a, b);
    assert_eq!(p.stats().replaced_for_memory, 2);
    // With room, the worker is kept.
    let l = Limits { timeout: Duration::from_secs(5), memory_mib: 1 << 20 };
    let c = id(&p.run(&job("x", Kind::C), l).unwrap());
    assert_eq!(id(&p.run(&job("x", Kind::C), l).unwrap()), c);
}

#[test]
fn without_a_sandbox_c_jobs_are_refused_and_others_run() {
    let mut p = Pool::new(stand_in(), Isolation::Pool).with_sandboxed_command(Err(SandboxUnavailable::BwrapMissing));
    match p.run(&job("l1_vector_add", Kind::C), limits(5000)).unwrap() {
        Outcome::Answer(Answer::Report(r)) => {
            assert_eq!(r.verdict, Verdict::Unsupported { missing: vec!["c-sandbox".into()] });
            assert!(r.message.contains("bubblewrap") && r.message.contains("apt-get install bubblewrap"), "{}", r.message);
            assert_eq!(r.kind, Kind::C);
            assert_eq!(r.task, "l1_vector_add");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(p.stats().started, 0, "no worker runs a c job without the sandbox");
    id(&p.run(&job("x", Kind::Wgsl), limits(5000)).unwrap());
    assert_eq!(p.stats().started, 1);
}

/// The real `ekb` next to this test binary (`target/<profile>/deps/sandboxed-…` → `target/<profile>/ekb`).
fn ekb_exe() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let p = exe.parent()?.parent()?.join("ekb");
    p.is_file().then_some(p)
}

fn c_job(source: &str) -> Job {
    let opts = EvalOptions { time: false, ..EvalOptions::default() };
    Job {
        adapter: DeviceSelection::default(),
        memory_limit_mib: 0,
        work: Work::Evaluate { task: "l1_vector_add".into(), source: source.into(), opts, language: Kind::C },
    }
}

const VECTOR_ADD: &str = "void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    for (uint32_t i = task; i < N; i += ntasks) c[i] = a[i] + b[i];
}
";

fn report(o: Outcome) -> Box<ekb_eval::SampleReport> {
    match o {
        Outcome::Answer(Answer::Report(r)) => r,
        other => panic!("expected a report, got {other:?}"),
    }
}

fn ns(pid: &str, which: &str) -> PathBuf {
    std::fs::read_link(format!("/proc/{pid}/ns/{which}")).unwrap()
}

#[test]
fn the_ekb_worker_that_runs_c_kernels_is_sandboxed() {
    let test = "the_ekb_worker_that_runs_c_kernels_is_sandboxed";
    let Some(_) = sandbox(test) else { return };
    let Some(ekb) = ekb_exe() else {
        println!("SKIPPED: {test}: no `ekb` binary next to the test (run `cargo build -p ekb` first)");
        return;
    };
    let marker_name = format!("ekb-host-marker-{}.h", std::process::id());
    let marker = Path::new("/tmp").join(&marker_name);
    std::fs::write(&marker, "#define EKB_HOST_MARKER 1\n").unwrap();
    let mut p = Pool::new(WorkerCommand::new(&ekb).arg("worker").env("NODEVICE_SELECT", "1"), Isolation::Pool);
    let l = Limits { timeout: Duration::from_secs(120), memory_mib: 4096 };

    // A kernel compiled and run in the worker; the worker is kept.
    let r = report(p.run(&c_job(VECTOR_ADD), l).unwrap());
    assert_eq!(r.verdict, Verdict::Pass, "{}", r.message);
    let workers: Vec<u32> = descendants().into_iter().filter(|&d| cmdline(d).get(1).map(String::as_str) == Some("worker")).collect();
    assert_eq!(workers.len(), 1, "one `ekb worker` process: {workers:?}");
    let w = workers[0].to_string();
    assert_eq!(cmdline(workers[0])[0], std::fs::canonicalize(&ekb).unwrap().to_string_lossy());

    // Seen from the host: other namespaces, only `lo`, no `/etc`, no host `/tmp`, no procfs.
    for which in ["user", "mnt", "net", "pid", "ipc", "uts"] {
        assert_ne!(ns(&w, which), ns("self", which), "the worker has its own {which} namespace");
    }
    let dev = std::fs::read_to_string(format!("/proc/{w}/net/dev")).unwrap();
    let interfaces: Vec<&str> = dev.lines().skip(2).filter_map(|l| l.split(':').next()).map(str::trim).collect();
    assert_eq!(interfaces, ["lo"], "{dev}");
    let root = PathBuf::from(format!("/proc/{w}/root"));
    assert!(marker.exists() && !root.join("tmp").join(&marker_name).exists(), "the host's /tmp is not the worker's");
    assert!(!root.join("etc").exists() && !root.join("home").exists() && !root.join("proc/self").exists());
    assert!(root.join("usr/bin").is_dir());
    let environ = std::fs::read(format!("/proc/{w}/environ")).unwrap();
    let environ: Vec<String> =
        environ.split(|c| *c == 0).filter(|s| !s.is_empty()).map(|s| String::from_utf8_lossy(s).into_owned()).collect();
    assert!(environ.iter().any(|e| e == "EKB_SANDBOXED=1"), "{environ:?}");
    assert!(!environ.iter().any(|e| e.starts_with("HOME=") || e.starts_with("CARGO")), "a cleared environment: {environ:?}");
    assert!(environ.iter().any(|e| e == "EKB_CACHE_DIR=/cache/reference"), "the reference cache is private: {environ:?}");
    // The memory rule inside: the job's limit is the worker's RLIMIT_DATA (serve.rs).
    let rlimits = std::fs::read_to_string(format!("/proc/{w}/limits")).unwrap();
    let data = rlimits.lines().find(|l| l.starts_with("Max data size")).unwrap();
    assert_eq!(data.split_whitespace().nth(3), Some((4096u64 << 20).to_string().as_str()), "{data}");
    let status = std::fs::read_to_string(format!("/proc/{w}/status")).unwrap();
    assert!(status.lines().any(|l| l.starts_with("NoNewPrivs:") && l.ends_with('1')), "{status}");
    assert!(status.lines().any(|l| l.starts_with("CapEff:") && l.ends_with("0000000000000000")), "no capabilities: {status}");
    // The kernel pool's threads carry their seccomp filter (mode 2), inside the sandbox.
    let filtered = std::fs::read_dir(format!("/proc/{w}/task"))
        .unwrap()
        .flatten()
        .filter(|t| std::fs::read_to_string(t.path().join("status")).is_ok_and(|s| s.lines().any(|l| l == "Seccomp:\t2")))
        .count();
    assert!(filtered >= 1, "the pool threads are filtered");

    // The compiler runs in the same sandbox (no nested bwrap): a host file it is told to include is absent.
    let include = format!("#include \"{}\"\n{VECTOR_ADD}", marker.display());
    let r = report(p.run(&c_job(&include), l).unwrap());
    let _ = std::fs::remove_file(&marker);
    assert_eq!(r.verdict, Verdict::InvalidShader, "{}", r.message);
    assert!(r.message.contains("No such file or directory"), "{}", r.message);
    assert_eq!(p.stats().started, 1, "compiled by the kept sandboxed worker");
    assert!(descendants().into_iter().filter(|&d| cmdline(d).get(1).map(String::as_str) == Some("worker")).eq([workers[0]]));

    // A raw system call from the kernel ends the worker by SIGSYS (bwrap's 128 + 31), and it is replaced.
    let raw = "void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    long ret;
    __asm__ volatile(\"syscall\" : \"=a\"(ret) : \"a\"(39L) : \"rcx\", \"r11\", \"memory\");
    for (uint32_t i = task; i < N; i += ntasks) c[i] = a[i] + b[i] + (float)(ret & 0);
}
";
    let r = ekb_runner::into_report("l1_vector_add", ekb_eval::Profile::Ci, p.run(&c_job(raw), l).unwrap());
    assert!(matches!(r.verdict, Verdict::RuntimeError { .. }), "{:?}", r.verdict);
    assert!(r.message.contains("SIGSYS"), "{}", r.message);
    let r = report(p.run(&c_job(VECTOR_ADD), l).unwrap());
    assert_eq!(r.verdict, Verdict::Pass, "{}", r.message);
    assert_eq!(p.stats().started, 2);
}
