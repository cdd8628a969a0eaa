//! Native jobs through the pool and the real `ekb worker` (`target/<profile>/ekb`, built by
//! `cargo build -p ekb`; skipped with a `SKIPPED:` line when it is not there): the worker runs
//! only our code and is not sandboxed itself; every `c` and `opencl` kernel runs in a kernel host,
//! seen here from the host in its own namespaces, with no network but `lo`, no `/etc`, no host
//! `/tmp`, no capabilities, the job's data limit, and a process-wide system-call filter; the
//! reference host is kept across jobs and each candidate gets a fresh one; without bubblewrap both
//! kinds are `unsupported`; and an `ekb` under `/tmp` (where the sandbox's private tmpfs is) runs
//! both kinds.

#![cfg(target_os = "linux")]

use std::path::{Path, PathBuf};
use std::time::Duration;

use ekb_eval::kind::Kind;
use ekb_eval::{EvalOptions, Verdict};
use ekb_runner::{Answer, DeviceSelection, Isolation, Job, Limits, Outcome, Pool, Work, WorkerCommand};
use ekb_sandbox::Sandbox;

/// The real `ekb` next to this test binary (`target/<profile>/deps/sandboxed-…` → `target/<profile>/ekb`).
fn ekb_exe(test: &str) -> Option<PathBuf> {
    if let Err(e) = Sandbox::detect() {
        assert!(std::env::var_os("EKB_REQUIRE_OPENCL").is_none(), "EKB_REQUIRE_OPENCL is set but the sandbox does not work: {e}");
        println!("SKIPPED: {test}: {e}");
        return None;
    }
    let exe = std::env::current_exe().ok()?;
    let p = exe.parent()?.parent()?.join("ekb");
    if !p.is_file() {
        println!("SKIPPED: {test}: no `ekb` binary next to the test (run `cargo build -p ekb` first)");
        return None;
    }
    Some(p)
}

/// Whether this machine has an OpenCL device (required where `EKB_REQUIRE_OPENCL` is set).
fn opencl(test: &str) -> bool {
    if Path::new("/etc/OpenCL/vendors").read_dir().is_ok_and(|mut d| d.next().is_some()) {
        return true;
    }
    assert!(std::env::var_os("EKB_REQUIRE_OPENCL").is_none(), "EKB_REQUIRE_OPENCL is set but no OpenCL driver is installed");
    println!("SKIPPED: {test}: no OpenCL driver");
    false
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

/// The descendants whose second argument is `what` (`worker`, `kernel-host`).
fn running(what: &str) -> Vec<u32> {
    descendants().into_iter().filter(|&d| cmdline(d).get(1).map(String::as_str) == Some(what)).collect()
}

fn job(kind: Kind, source: &str, time: bool) -> Job {
    let timing = ekb_eval::timing::TimingConfig { samples: 2, extra_pairs: 0, ..Default::default() };
    let opts = EvalOptions { time, timing, ..EvalOptions::default() };
    Job {
        adapter: DeviceSelection::default(),
        memory_limit_mib: 0,
        work: Work::Evaluate { task: "l1_vector_add".into(), source: source.into(), opts, language: kind },
    }
}

const C_VECTOR_ADD: &str = "void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {
    for (uint32_t i = task; i < N; i += ntasks) c[i] = a[i] + b[i];
}
";

const CL_VECTOR_ADD: &str = "__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void vector_add(__global const float* a, __global const float* b, __global float* c, uint N) {
    for (uint i = get_global_id(0); i < N; i += get_global_size(0)) c[i] = a[i] + b[i];
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

fn limits(memory_mib: u64) -> Limits {
    Limits { timeout: Duration::from_secs(300), memory_mib }
}

#[test]
fn c_kernels_run_in_kernel_hosts_and_the_worker_is_plain() {
    let test = "c_kernels_run_in_kernel_hosts_and_the_worker_is_plain";
    let Some(ekb) = ekb_exe(test) else { return };
    let marker_name = format!("ekb-host-marker-{}", std::process::id());
    let marker = Path::new("/tmp").join(&marker_name);
    std::fs::write(&marker, "host").unwrap();
    let mut p = Pool::new(WorkerCommand::new(&ekb).arg("worker").env("NODEVICE_SELECT", "1"), Isolation::Pool);

    // Checked and timed against the reference: a candidate host for the kernel, the reference host for the task's.
    let r = report(p.run(&job(Kind::C, C_VECTOR_ADD, true), limits(4096)).unwrap());
    assert_eq!(r.verdict, Verdict::Pass, "{}", r.message);
    assert!(r.timing.is_some(), "timed: {}", r.message);
    let workers = running("worker");
    assert_eq!(workers.len(), 1, "one `ekb worker` process: {workers:?}");
    let w = workers[0].to_string();
    for which in ["user", "mnt", "net", "pid"] {
        assert_eq!(ns(&w, which), ns("self", which), "the worker itself is a plain process ({which} namespace)");
    }
    // The candidate's host ended with its evaluation; the reference host is kept.
    let hosts = running("kernel-host");
    assert_eq!(hosts.len(), 1, "only the reference host is left: {hosts:?}");
    let h = hosts[0].to_string();
    let args = cmdline(hosts[0]);
    assert_eq!(args[0], "/ekb/ekb", "the executable is bound at a fixed path: {args:?}");
    assert!(!args.iter().any(|a| a == "--seal"), "the reference host is not sealed: {args:?}");

    // Seen from outside: other namespaces, only `lo`, no `/etc`, no host `/tmp`, no procfs.
    for which in ["user", "mnt", "net", "pid", "ipc", "uts"] {
        assert_ne!(ns(&h, which), ns("self", which), "the kernel host has its own {which} namespace");
    }
    let dev = std::fs::read_to_string(format!("/proc/{h}/net/dev")).unwrap();
    let interfaces: Vec<&str> = dev.lines().skip(2).filter_map(|l| l.split(':').next()).map(str::trim).collect();
    assert_eq!(interfaces, ["lo"], "{dev}");
    let root = PathBuf::from(format!("/proc/{h}/root"));
    assert!(marker.exists() && !root.join("tmp").join(&marker_name).exists(), "the host's /tmp is not the kernel host's");
    assert!(!root.join("etc").exists() && !root.join("home").exists() && !root.join("proc/self").exists());
    assert!(root.join("usr/bin").is_dir() && root.join("ekb/ekb").is_file());
    let environ = std::fs::read(format!("/proc/{h}/environ")).unwrap();
    let environ: Vec<String> =
        environ.split(|c| *c == 0).filter(|s| !s.is_empty()).map(|s| String::from_utf8_lossy(s).into_owned()).collect();
    assert!(!environ.iter().any(|e| e.starts_with("HOME=") || e.starts_with("CARGO")), "a cleared environment: {environ:?}");
    // The job's memory limit is the host's RLIMIT_DATA.
    let rlimits = std::fs::read_to_string(format!("/proc/{h}/limits")).unwrap();
    let data = rlimits.lines().find(|l| l.starts_with("Max data size")).unwrap();
    assert_eq!(data.split_whitespace().nth(3), Some((4096u64 << 20).to_string().as_str()), "{data}");
    let status = std::fs::read_to_string(format!("/proc/{h}/status")).unwrap();
    assert!(status.lines().any(|l| l.starts_with("NoNewPrivs:") && l.ends_with('1')), "{status}");
    assert!(status.lines().any(|l| l.starts_with("CapEff:") && l.ends_with("0000000000000000")), "no capabilities: {status}");
    // Every thread of the host is under the process-wide filter (mode 2), not only the kernel pool's.
    let threads: Vec<String> = std::fs::read_dir(format!("/proc/{h}/task"))
        .unwrap()
        .flatten()
        .filter_map(|t| std::fs::read_to_string(t.path().join("status")).ok())
        .collect();
    assert!(threads.len() > 1 && threads.iter().all(|s| s.lines().any(|l| l == "Seccomp:\t2")), "every thread filtered");

    // A second job: the reference host is the same process, and the candidate's host is new (and gone).
    let r = report(p.run(&job(Kind::C, C_VECTOR_ADD, true), limits(4096)).unwrap());
    assert_eq!(r.verdict, Verdict::Pass, "{}", r.message);
    assert_eq!(running("kernel-host"), hosts, "the reference host is kept across jobs");
    assert_eq!(p.stats().started, 1, "one worker for both jobs");
    let _ = std::fs::remove_file(&marker);
}

#[test]
fn without_bubblewrap_c_and_opencl_jobs_are_unsupported() {
    let test = "without_bubblewrap_c_and_opencl_jobs_are_unsupported";
    let Some(ekb) = ekb_exe(test) else { return };
    // A worker whose PATH has no bwrap (nor anything else).
    let cmd = WorkerCommand::new(&ekb).arg("worker").env("NODEVICE_SELECT", "1").env("PATH", "/nonexistent");
    let mut p = Pool::new(cmd, Isolation::Pool);
    for (kind, source, missing) in [(Kind::C, C_VECTOR_ADD, "c-sandbox"), (Kind::Opencl, CL_VECTOR_ADD, "opencl-sandbox")] {
        let r = report(p.run(&job(kind, source, false), limits(0)).unwrap());
        assert_eq!(r.verdict, Verdict::Unsupported { missing: vec![missing.into()] }, "{}", r.message);
        assert!(r.message.contains("bubblewrap") && r.message.contains("apt-get install bubblewrap"), "{}", r.message);
        assert_eq!(r.kind, kind);
    }
    assert!(running("kernel-host").is_empty(), "no kernel host was started");
}

#[test]
fn an_ekb_under_tmp_runs_c_and_opencl_jobs() {
    let test = "an_ekb_under_tmp_runs_c_and_opencl_jobs";
    let Some(ekb) = ekb_exe(test) else { return };
    // The sandbox mounts a private tmpfs on /tmp: the executable must still be found inside.
    let dir = Path::new("/tmp").join(format!("ekb-checkout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let copy = dir.join("ekb");
    std::fs::copy(&ekb, &copy).unwrap();
    let mut p = Pool::new(WorkerCommand::new(&copy).arg("worker").env("NODEVICE_SELECT", "1"), Isolation::Pool);
    let mut cases = vec![(Kind::C, C_VECTOR_ADD)];
    if opencl(test) {
        cases.push((Kind::Opencl, CL_VECTOR_ADD));
    }
    for (kind, source) in cases {
        let r = report(p.run(&job(kind, source, true), limits(0)).unwrap());
        assert_eq!(r.verdict, Verdict::Pass, "{kind:?}: {}", r.message);
        assert!(r.timing.is_some(), "{kind:?} timed: {}", r.message);
    }
    drop(p);
    let _ = std::fs::remove_dir_all(&dir);
}
