//! Peak probe jobs carry their kind and run in the pool's one worker (which runs a native kind's
//! probe in that kind's kernel host); a plan gives each sample its own kind's peak.

mod common;

use std::time::Duration;

use ekb_eval::kind::Kind;
use ekb_eval::timing::Peak;
use ekb_eval::EvalOptions;
use ekb_runner::suite::{self, Plan};
use ekb_runner::{DeviceSelection, Isolation, Job, Pool, Work};

/// A stand-in worker answering every probe with a peak of 2 bytes/s; a probe for `wgsl` answers an
/// implausible peak.
const BODY: &str = r#"
  case "$line" in
    *'"language":"wgsl"'*) answer '{"answer":"peak","bytes_per_s":0,"flops_per_s":1}' ;;
    *) answer '{"answer":"peak","bytes_per_s":2,"flops_per_s":1}' ;;
  esac
"#;

fn stand_in() -> Pool {
    Pool::new(common::stand_in(BODY), Isolation::Pool)
}

fn probe_job(language: Kind) -> Job {
    Job { adapter: DeviceSelection::default(), memory_limit_mib: 0, work: Work::Probe { small: true, language } }
}

#[test]
fn a_probe_job_names_its_kind_and_old_jobs_probe_wgsl() {
    let v = serde_json::to_value(probe_job(Kind::Opencl)).expect("json");
    assert_eq!(v["work"], serde_json::json!({"kind": "probe", "small": true, "language": "opencl"}));
    // A job written before probes had a kind probes the WGSL adapter.
    let old: Work = serde_json::from_str(r#"{"kind": "probe", "small": false}"#).expect("old job");
    assert!(matches!(old, Work::Probe { small: false, language: Kind::Wgsl }), "{old:?}");
}

#[test]
fn each_kind_is_probed_in_the_one_worker_and_implausible_peaks_are_dropped() {
    let mut pool = stand_in();
    let dev = DeviceSelection::default();
    assert_eq!(suite::probe(&mut pool, &dev, 0, true, Kind::C).map(|p| p.bytes_per_s), Some(2.0));
    assert_eq!(suite::probe(&mut pool, &dev, 0, true, Kind::Opencl).map(|p| p.bytes_per_s), Some(2.0));
    assert_eq!(suite::probe(&mut pool, &dev, 0, true, Kind::Wgsl), None, "a zero bandwidth is no peak");
    assert_eq!(pool.stats().started, 1);
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
