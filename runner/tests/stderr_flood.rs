//! A worker's stderr cannot grow the pool's memory: a stand-in worker writes 256 MiB to stderr
//! without a newline (as an OpenCL kernel's `printf` flood does through the worker), then answers;
//! the answer arrives and this process — the pool's parent, as `ekb` is — keeps a peak resident
//! size (`VmHWM`) well under 100 MB. A worker that floods and then crashes is reported with the
//! first and last bytes of its stderr and the count of those left out. Alone in its test binary, so
//! no other test's memory counts. No GPU.

#![cfg(target_os = "linux")]

mod common;

use std::time::Duration;

use ekb_runner::{Answer, DeviceSelection, Isolation, Job, Limits, Outcome, Pool, Work};

const FLOOD_MIB: u64 = 256;

const BODY: &str = r#"
  case "$line" in
    *'"task":"flood'*)
      head -c $((FLOOD_MIB << 20)) /dev/zero | tr '\0' 'x' >&2
      answer '{"answer":"failed","message":"answered after the flood"}' ;;
    *'"task":"crash'*)
      printf 'BEGIN OF THE FLOOD ' >&2
      head -c 1048576 /dev/zero | tr '\0' 'y' >&2
      printf ' END OF THE FLOOD' >&2
      kill -SEGV $$ ;;
  esac
"#;

fn job(task: &str) -> Job {
    Job {
        adapter: DeviceSelection::default(),
        memory_limit_mib: 0,
        work: Work::Evaluate { task: task.into(), source: String::new(), opts: Default::default(), language: Default::default() },
    }
}

/// A line of `/proc/self/status` in KiB.
fn status_kib(key: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status");
    status.lines().find_map(|l| l.strip_prefix(key)).and_then(|v| v.split_whitespace().next()).and_then(|n| n.parse().ok()).expect(key)
}

#[test]
fn a_stderr_flood_leaves_the_pool_s_memory_bounded() {
    let before = status_kib("VmHWM:");
    let mut p = Pool::new(common::stand_in(BODY).env("FLOOD_MIB", FLOOD_MIB.to_string()), Isolation::Pool);
    let limits = Limits { timeout: Duration::from_secs(300), memory_mib: 0 };
    let o = p.run(&job("flood"), limits).unwrap();
    assert!(matches!(&o, Outcome::Answer(Answer::Failed { message }) if message == "answered after the flood"), "{o:?}");
    let peak = status_kib("VmHWM:");
    eprintln!("VmHWM before {before} KiB, after {FLOOD_MIB} MiB of stderr {peak} KiB");
    assert!(peak < 100 * 1024, "peak resident {peak} KiB after a {FLOOD_MIB} MiB stderr flood");

    match p.run(&job("crash"), limits).unwrap() {
        Outcome::Crashed(m) => {
            assert!(m.contains("signal 11"), "{m}");
            assert!(m.contains("BEGIN OF THE FLOOD yyy"), "the first bytes: {}", &m[..200.min(m.len())]);
            assert!(m.ends_with("yyy END OF THE FLOOD"), "the last bytes: {}", &m[m.len().saturating_sub(200)..]);
            let left_out = 19 + 1_048_576 + 17 - 8192;
            assert!(m.contains(&format!("[… {left_out} bytes left out …]")), "{}", m.len());
            assert!(m.len() < 9000, "{} bytes", m.len());
        }
        other => panic!("expected a crash, got {other:?}"),
    }
}
