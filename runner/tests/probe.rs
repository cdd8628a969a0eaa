//! Peak probe jobs carry their kind: the CPU's probe runs in the sandboxed worker (beside the `c`
//! samples it bounds), the others in the plain one; a plan gives each sample its own kind's peak.

mod common;

use std::time::Duration;

use ekb_eval::kind::Kind;
use ekb_eval::timing::Peak;
use ekb_eval::EvalOptions;
use ekb_runner::suite::{self, Plan};
use ekb_runner::{DeviceSelection, Isolation, Job, Pool, Work, WorkerClass};
use ekb_sandbox::{Sandbox, SandboxUnavailable};

/// A stand-in worker answering every job with a peak whose `bytes_per_s` says where it ran: 1 inside
/// the sandbox (`EKB_SANDBOXED` set), 2 outside; a probe for `wgsl` answers an implausible peak.
const BODY: &str = r#"
  where=2; [ -n "$EKB_SANDBOXED" ] && where=1
  case "$line" in
    *'"language":"wgsl"'*) answer '{"answer":"peak","bytes_per_s":0,"flops_per_s":1}' ;;
    *) answer "{\"answer\":\"peak\",\"bytes_per_s\":$where,\"flops_per_s\":1}" ;;
  esac
"#;

fn stand_in() -> Pool {
    Pool::new(common::stand_in(BODY), Isolation::Pool)
}

fn probe_job(language: Kind) -> Job {
    Job { adapter: DeviceSelection::default(), memory_limit_mib: 0, work: Work::Probe { small: true, language } }
}

#[test]
fn a_c_job_for_a_remote_device_runs_in_a_plain_worker() {
    // Its worker must reach the tracker and the device (the sandboxed class has no network), and
    // it runs no candidate code here: the candidate is compiled in bubblewrap and uploaded.
    let remote = DeviceSelection {
        remote: Some(ekb_runner::RemoteTarget {
            tracker: "127.0.0.1:9190".into(),
            key: "rasp4".into(),
            backend: "cpu".into(),
            ..Default::default()
        }),
        ..DeviceSelection::default()
    };
    let evaluate = |adapter: DeviceSelection| Job {
        adapter,
        memory_limit_mib: 0,
        work: Work::Evaluate {
            task: "l1_vector_add".into(),
            source: String::new(),
            opts: ekb_eval::EvalOptions::default(),
            language: Kind::C,
        },
    };
    assert_eq!(WorkerClass::of(&evaluate(DeviceSelection::default())), WorkerClass::Sandboxed);
    assert_eq!(WorkerClass::of(&evaluate(remote)), WorkerClass::Plain);
}

#[test]
fn a_probe_job_names_its_kind_and_old_jobs_probe_wgsl() {
    assert_eq!(WorkerClass::of(&probe_job(Kind::C)), WorkerClass::Sandboxed);
    assert_eq!(WorkerClass::of(&probe_job(Kind::Opencl)), WorkerClass::Plain);
    assert_eq!(WorkerClass::of(&probe_job(Kind::Wgsl)), WorkerClass::Plain);
    let v = serde_json::to_value(probe_job(Kind::Opencl)).expect("json");
    assert_eq!(v["work"], serde_json::json!({"kind": "probe", "small": true, "language": "opencl"}));
    // A job written before probes had a kind probes the WGSL adapter.
    let old: Work = serde_json::from_str(r#"{"kind": "probe", "small": false}"#).expect("old job");
    assert!(matches!(old, Work::Probe { small: false, language: Kind::Wgsl }), "{old:?}");
}

#[test]
fn each_kind_is_probed_in_its_worker_and_implausible_peaks_are_dropped() {
    let Ok(_) = Sandbox::detect() else {
        assert!(std::env::var_os("EKB_REQUIRE_OPENCL").is_none(), "EKB_REQUIRE_OPENCL is set but bubblewrap does not work");
        println!("SKIPPED: no sandbox");
        return;
    };
    let mut pool = stand_in();
    let dev = DeviceSelection::default();
    assert_eq!(suite::probe(&mut pool, &dev, 0, true, Kind::C).map(|p| p.bytes_per_s), Some(1.0), "sandboxed");
    assert_eq!(suite::probe(&mut pool, &dev, 0, true, Kind::Opencl).map(|p| p.bytes_per_s), Some(2.0), "plain");
    assert_eq!(suite::probe(&mut pool, &dev, 0, true, Kind::Wgsl), None, "a zero bandwidth is no peak");
    assert_eq!(pool.stats().started, 2);
}

#[test]
fn without_a_sandbox_the_cpu_probe_fails_and_starts_nothing() {
    let mut pool = stand_in().with_sandboxed_command(Err(SandboxUnavailable::BwrapMissing));
    assert_eq!(suite::probe(&mut pool, &DeviceSelection::default(), 0, true, Kind::C), None);
    assert_eq!(pool.stats().started, 0);
}

#[test]
fn a_plan_gives_each_kind_its_own_peak() {
    let cl = Peak { bytes_per_s: 1e10, flops_per_s: 1e11 };
    let plan = Plan {
        device: DeviceSelection::default(),
        options: EvalOptions { peak: Some(Peak { bytes_per_s: 1.0, flops_per_s: 1.0 }), ..EvalOptions::default() },
        peaks: [(Kind::Opencl, cl)].into_iter().collect(),
        timeout: Some(Duration::from_secs(1)),
        memory_mib: 0,
    };
    assert_eq!(plan.options_for(Kind::Opencl).peak, Some(cl));
    assert_eq!(plan.options_for(Kind::C).peak, None, "a kind that was not probed gets no bound, not another device's");
}
