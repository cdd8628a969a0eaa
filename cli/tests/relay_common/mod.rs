//! Harness of the relay's end-to-end tests: a real `ekb serve` process (its own process group, so
//! a crash of the machine is `kill -9` of the group, workers included), HTTP through reqwest, and
//! unmodified TVM `rpc_server`s from the venv (`tvm_rpc::testing`).

#![allow(dead_code, unreachable_pub)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// The relay token the tests start `ekb serve` with.
pub const TOKEN: &str = "relay-test-token-0123456789";

/// A correct `c` candidate for `l1_vector_add` (the reference's signature).
pub const VECTOR_ADD: &str = "#include <stdint.h>\n\
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {\n\
    uint32_t per = N / ntasks + (N % ntasks != 0);\n\
    uint32_t lo = task * per;\n\
    uint32_t hi = N - lo < per ? N : lo + per;\n\
    if (lo >= N) return;\n\
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i];\n\
}\n";

/// The same kernel, made slow (≈ seconds per call): a job on it stays on the device long enough
/// to kill or stop the device mid-job.
pub const SLOW_VECTOR_ADD: &str = "#include <stdint.h>\n\
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {\n\
    volatile uint64_t spin = 0;\n\
    for (uint64_t k = 0; k < 3000000000ull; k++) spin += k;\n\
    uint32_t per = N / ntasks + (N % ntasks != 0);\n\
    uint32_t lo = task * per;\n\
    uint32_t hi = N - lo < per ? N : lo + per;\n\
    if (lo >= N) return;\n\
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i];\n\
}\n";

/// The same kernel, slowed to ≈ 50–200 ms per call: a job on it runs for seconds, long enough to
/// kill its relay mid-job, and still ends.
pub const MEDIUM_VECTOR_ADD: &str = "#include <stdint.h>\n\
void kernel(const float* a, const float* b, float* c, uint32_t N, uint32_t task, uint32_t ntasks) {\n\
    volatile uint64_t spin = 0;\n\
    for (uint64_t k = 0; k < 50000000ull; k++) spin += k;\n\
    uint32_t per = N / ntasks + (N % ntasks != 0);\n\
    uint32_t lo = task * per;\n\
    uint32_t hi = N - lo < per ? N : lo + per;\n\
    if (lo >= N) return;\n\
    for (uint32_t i = lo; i < hi; i++) c[i] = a[i] + b[i];\n\
}\n";

/// The processes whose parent is `pid` (from `/proc/*/stat`).
pub fn children(pid: u32) -> Vec<u32> {
    let Ok(dir) = std::fs::read_dir("/proc") else { return Vec::new() };
    dir.filter_map(|e| {
        let name = e.ok()?.file_name().into_string().ok()?;
        let child: u32 = name.parse().ok()?;
        let stat = std::fs::read_to_string(format!("/proc/{child}/stat")).ok()?;
        // `pid (comm) state ppid …`: the comm may hold spaces and parentheses; the last `)` ends it.
        let ppid: u32 = stat.rsplit_once(')')?.1.split_whitespace().nth(1)?.parse().ok()?;
        (ppid == pid).then_some(child)
    })
    .collect()
}

/// Whether process `pid` still runs (a zombie does not).
pub fn alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| s.rsplit_once(')').map(|(_, rest)| !rest.trim_start().starts_with('Z')))
        .unwrap_or(false)
}

/// A scratch directory for one test.
pub fn scratch(name: &str) -> PathBuf {
    // The process id keeps two runs of one test apart (two checkouts' runs in one target dir, or a
    // rerun while the first still runs): a shared name had one run delete the other's database.
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("relay-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

/// A running `ekb serve` (or `ekb tracker`) in its own process group.
pub struct Proc {
    child: Child,
    /// Lines printed on stdout so far arrive here.
    lines: mpsc::Receiver<String>,
}

impl Proc {
    fn spawn(args: &[&str], log: &Path) -> Self {
        Self::spawn_under(&[], args, log, "info")
    }

    /// `ekb ARGS` run by `wrapper` (e.g. `prlimit --nofile=1024:1024 --`), or directly when empty,
    /// logging at `rust_log` (its workers inherit it).
    pub fn spawn_under(wrapper: &[&str], args: &[&str], log: &Path, rust_log: &str) -> Self {
        Self::spawn_exe(env!("CARGO_BIN_EXE_ekb"), wrapper, args, log, rust_log)
    }

    /// [`Self::spawn_under`] of another executable than this build's `ekb` (the aarch64
    /// `ekb-device` under qemu-user).
    pub fn spawn_exe(ekb: &str, wrapper: &[&str], args: &[&str], log: &Path, rust_log: &str) -> Self {
        use std::os::unix::process::CommandExt;
        let open = || std::fs::OpenOptions::new().create(true).append(true).open(log).expect("log file");
        let (stderr, mut copy) = (open(), open());
        let (program, rest): (&str, Vec<&str>) = match wrapper.split_first() {
            Some((first, more)) => (first, more.iter().copied().chain([ekb]).chain(args.iter().copied()).collect()),
            None => (ekb, args.to_vec()),
        };
        let mut child = Command::new(program)
            .args(&rest)
            .process_group(0)
            .env("RUST_LOG", rust_log)
            .env("NODEVICE_SELECT", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("ekb starts");
        let out = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            // The server logs to stdout: every line goes to the log too.
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                use std::io::Write;
                let _ = writeln!(copy, "{line}");
                let _ = tx.send(line);
            }
        });
        Self { child, lines }
    }

    /// The rest of the first stdout line that starts with `prefix`.
    pub fn line(&self, prefix: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.lines.recv_timeout(left).unwrap_or_else(|e| panic!("no line `{prefix}…` from ekb: {e}"));
            if let Some(rest) = line.strip_prefix(prefix) {
                return rest.trim().to_string();
            }
        }
    }

    /// The process id.
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// `kill -9` of this process alone: its children (relay workers) are not signalled, so they
    /// outlive it unless they die with their parent. (Dropping the `Proc` later kills what is left
    /// of its process group.)
    pub fn kill_alone(&mut self) {
        let _ = Command::new("kill").args(["-KILL", &self.child.id().to_string()]).status();
        let _ = self.child.wait();
    }

    /// `kill -9` of the whole process group (the server and its workers): a crash.
    pub fn crash(mut self) {
        let _ = Command::new("kill").args(["-KILL", "--", &format!("-{}", self.child.id())]).status();
        let _ = self.child.wait();
    }

    /// SIGTERM, then waits for the exit (at most 20 s, then `kill -9`).
    pub fn stop(mut self) {
        let _ = Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status();
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if self.child.try_wait().ok().flatten().is_some() {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = Command::new("kill").args(["-KILL", "--", &format!("-{}", self.child.id())]).status();
        let _ = self.child.wait();
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = Command::new("kill").args(["-KILL", "--", &format!("-{}", self.child.id())]).status();
        let _ = self.child.wait();
    }
}

/// `ekb tracker --addr 127.0.0.1:0` and its address.
pub fn tracker(dir: &Path) -> (Proc, String) {
    let p = Proc::spawn(&["tracker", "--addr", "127.0.0.1:0", "--request-timeout", "60"], &dir.join("tracker.log"));
    let addr = p.line("TVM tracker listening on ");
    (p, addr)
}

/// A running `ekb serve` and its base URL.
pub struct Serve {
    /// The process.
    pub proc: Proc,
    /// `http://127.0.0.1:PORT`.
    pub url: String,
    /// The embedded tracker's address, when it runs one.
    pub tracker: Option<String>,
}

/// Starts `ekb serve` on a free port over `db` with the relay token, short leases and polls,
/// and `extra` flags; waits for `/api/health`.
pub fn serve(dir: &Path, db: &str, extra: &[&str]) -> Serve {
    serve_under(&[], "info", dir, db, extra)
}

/// [`serve`], with `ekb serve` run by `wrapper` at log level `rust_log` (see [`Proc::spawn_under`]).
pub fn serve_under(wrapper: &[&str], rust_log: &str, dir: &Path, db: &str, extra: &[&str]) -> Serve {
    let port = tvm_rpc::testing::free_port().to_string();
    let addr = format!("127.0.0.1:{port}");
    let mut args = vec![
        "serve",
        "--addr",
        &addr,
        "--database-url",
        db,
        "--relay-token",
        TOKEN,
        "--write-rate",
        "0",
        "--relay-poll",
        "0.2",
        "--relay-lease",
        "2",
    ];
    args.extend_from_slice(extra);
    let embedded = !extra.contains(&"--tracker") && !extra.contains(&"--no-tracker") && !extra.contains(&"--no-relay");
    let proc = Proc::spawn_under(wrapper, &args, &dir.join("serve.log"), rust_log);
    let tracker = embedded.then(|| proc.line("TVM tracker listening on "));
    let url = format!("http://{addr}");
    let deadline = Instant::now() + Duration::from_secs(60);
    while !reqwest::blocking::get(format!("{url}/api/health")).is_ok_and(|r| r.status().is_success()) {
        assert!(Instant::now() < deadline, "ekb serve did not come up; log: {}", log_tail(dir));
        std::thread::sleep(Duration::from_millis(100));
    }
    Serve { proc, url, tracker }
}

/// The end of the serve log, for failure messages.
pub fn log_tail(dir: &Path) -> String {
    let log = std::fs::read_to_string(dir.join("serve.log")).unwrap_or_default();
    let start = log.len().saturating_sub(4000);
    log.get(start..).unwrap_or("").to_string()
}

/// `POST /api/relay/jobs` for `task` with a `c` candidate on `device`: (status, body).
pub fn submit(url: &str, device: &str, task: &str, source: &str, token: Option<&str>) -> (u16, Value) {
    submit_candidate(url, "cpu", device, task, "c", source, token)
}

/// `POST /api/relay/jobs` for `task` with a candidate of `kind` on `backend` of `device`: (status, body).
pub fn submit_candidate(url: &str, backend: &str, device: &str, task: &str, kind: &str, source: &str, token: Option<&str>) -> (u16, Value) {
    let body = json!({"backend": backend, "device": device, "task": task, "candidate": {"kind": kind, "source": source}});
    let mut req = reqwest::blocking::Client::new().post(format!("{url}/api/relay/jobs")).json(&body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let res = req.send().expect("POST");
    let status = res.status().as_u16();
    (status, res.json().unwrap_or(Value::Null))
}

/// Submits and returns the job id (asserting 202).
pub fn submit_ok(url: &str, device: &str, source: &str) -> String {
    let (status, body) = submit(url, device, "l1_vector_add", source, Some(TOKEN));
    assert_eq!(status, 202, "{body}");
    body["id"].as_str().expect("id").to_string()
}

/// `GET url` as JSON.
pub fn get(url: &str) -> (u16, Value) {
    let res = reqwest::blocking::get(url).expect("GET");
    let status = res.status().as_u16();
    (status, res.json().unwrap_or(Value::Null))
}

/// The job's status.
pub fn status(url: &str, id: &str) -> Value {
    let (code, v) = get(&format!("{url}/api/relay/jobs/{id}"));
    assert_eq!(code, 200, "{v}");
    v
}

/// Polls the job until `done(status)` holds, for at most `within`.
pub fn wait_job(url: &str, id: &str, within: Duration, what: &str, done: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + within;
    loop {
        let s = status(url, id);
        if done(&s) {
            return s;
        }
        assert!(Instant::now() < deadline, "job {id}: timed out waiting for {what}; last status {s}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Whether a status has ended.
pub fn is_final(s: &Value) -> bool {
    matches!(s["state"].as_str(), Some("done" | "failed"))
}

/// Waits until the tracker at `tracker` has handed out `key`'s server (no free one left, none
/// pending): a session is open on it.
pub fn wait_granted(rt: &tokio::runtime::Runtime, tracker: &str, key: &str, within: Duration) {
    let deadline = Instant::now() + within;
    loop {
        let granted = rt.block_on(async {
            let mut c = tvm_rpc::TrackerClient::connect(tracker, Duration::from_secs(5)).await.ok()?;
            let s = c.summary().await.ok()?;
            Some(s.queue_info.get(key).is_none_or(|q| q.free == 0 && q.pending == 0))
        });
        if granted == Some(true) {
            return;
        }
        assert!(Instant::now() < deadline, "the relay never took device `{key}`");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Whether `key` has a free server at the tracker now (false when the tracker does not answer).
pub fn is_free(rt: &tokio::runtime::Runtime, tracker: &str, key: &str) -> bool {
    rt.block_on(async {
        let mut c = tvm_rpc::TrackerClient::connect(tracker, Duration::from_secs(5)).await.ok()?;
        let s = c.summary().await.ok()?;
        Some(s.queue_info.get(key).is_some_and(|q| q.free > 0))
    }) == Some(true)
}

/// Waits until `key` has a free server at the tracker again.
pub fn wait_free(rt: &tokio::runtime::Runtime, tracker: &str, key: &str, within: Duration) {
    let deadline = Instant::now() + within;
    loop {
        if is_free(rt, tracker, key) {
            return;
        }
        assert!(Instant::now() < deadline, "device `{key}` never came back to the tracker");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// `ekb device` registered with `tracker` under `key`, its kernels killed after `step_timeout_s`
/// seconds, with `extra` flags (`--forms …`); returns once it has registered.
pub fn device(dir: &Path, tracker: &str, key: &str, step_timeout_s: &str, extra: &[&str]) -> Proc {
    let mut args = vec!["device", "--tracker", tracker, "--key", key, "--addr", "127.0.0.1:0", "--step-timeout", step_timeout_s];
    args.extend_from_slice(extra);
    let p = Proc::spawn_under(&[], &args, &dir.join(format!("device-{key}.log")), "info");
    p.line("ekb device listening on ");
    p.line("registered with tracker");
    p
}

/// A kernel of the hostile corpus (`tests/hostile/NAME`).
pub fn hostile(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/hostile").join(name)).expect("a corpus file")
}

/// A job status's (state, verdict).
pub fn verdict(s: &Value) -> (Option<&str>, Option<&str>) {
    (s["state"].as_str(), s["report"]["verdict"].as_str())
}
