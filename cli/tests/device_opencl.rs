//! `ekb device` serving the relay's `opencl` jobs on 127.0.0.1, on this machine's OpenCL device
//! (PoCL): registered with a real `ekb serve`'s tracker, it announces `opencl` and `c`; an OpenCL C
//! candidate submitted over the HTTP API passes, checked on the relay host and timed by the device;
//! a wrong kernel is a mismatch and one that writes past its buffer is caught by the guard, both
//! decided on the relay host; a kernel that hangs, one that makes a raw system call (inline
//! `syscall`) and one that forges a reply on its host's channel and exits each end that job without
//! a pass, and the device serves the next job. The relay refuses an `opencl` job for a device that
//! does not announce the kind (400). Without an OpenCL device the test prints SKIPPED (`EKB_REQUIRE_OPENCL=1` makes that a failure).

mod relay_common;

use std::time::Duration;

use relay_common as rc;
use serde_json::{json, Value};

/// Submits an `opencl` job and waits for its end.
fn job(url: &str, key: &str, source: &str) -> Value {
    let (code, body) = rc::submit_candidate(url, "opencl", key, "l1_vector_add", "opencl", source, Some(rc::TOKEN));
    assert_eq!(code, 202, "{body}");
    let id = body["id"].as_str().expect("id");
    rc::wait_job(url, id, Duration::from_secs(120), "the job to end", rc::is_final)
}

const KEY: &str = "edge-cl";

#[test]
fn ekb_device_serves_relay_opencl_jobs_and_survives_hostile_kernels() {
    if frontend_opencl::list_devices().map_or(true, |d| d.is_empty()) {
        assert!(std::env::var_os("EKB_REQUIRE_OPENCL").is_none(), "EKB_REQUIRE_OPENCL is set but there is no OpenCL device");
        eprintln!(
            "SKIPPED: ekb_device_serves_relay_opencl_jobs_and_survives_hostile_kernels: no OpenCL device (apt-get install pocl-opencl-icd)"
        );
        return;
    }
    let dir = rc::scratch("device-opencl");
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let serve = rc::serve(&dir, &db, &["--tracker-addr", "127.0.0.1:0", "--relay-step-timeout", "20", "--relay-request-timeout", "30"]);
    let tracker = serve.tracker.clone().expect("embedded tracker");
    let _cl = rc::device(&dir, &tracker, KEY, "4", &["--forms", "opencl,c"]);
    let _c = rc::device(&dir, &tracker, "edge-c", "4", &["--forms", "c"]);
    let url = serve.url.clone();

    // The announcement: both kinds, the OpenCL device named in the hardware.
    let (code, d) = rc::get(&format!("{url}/api/relay/devices"));
    assert_eq!(code, 200, "{d}");
    let find = |key: &str| d["devices"].as_array().unwrap().iter().find(|x| x["key"] == key).cloned().unwrap_or_else(|| panic!("{d}"));
    let cl = find(KEY);
    assert_eq!((cl["backend"].as_str(), cl["kinds"].clone()), (Some("opencl"), json!(["opencl", "c"])), "{d}");
    assert!(cl["hardware"].as_str().is_some_and(|h| h.contains("; opencl: ")), "{d}");
    assert_eq!(find("edge-c")["kinds"], json!(["c"]), "{d}");

    // Routing: a device that does not announce `opencl`, or none registered, is refused at once.
    let reference = kernels::get("l1_vector_add").unwrap().reference(ekb_wire::kind::Kind::Opencl).unwrap().to_string();
    let (code, body) = rc::submit_candidate(&url, "opencl", "edge-c", "l1_vector_add", "opencl", &reference, Some(rc::TOKEN));
    assert_eq!(code, 400, "{body}");
    assert!(body["error"].as_str().is_some_and(|e| e.contains("does not announce `opencl`") && e.contains("accepts c")), "{body}");
    let (code, body) = rc::submit_candidate(&url, "opencl", "nobody", "l1_vector_add", "opencl", &reference, Some(rc::TOKEN));
    assert_eq!((code, body["field"].as_str()), (400, Some("device")), "{body}");
    let (code, body) = rc::submit_candidate(&url, "cpu", KEY, "l1_vector_add", "opencl", &reference, Some(rc::TOKEN));
    assert_eq!((code, body["field"].as_str()), (422, Some("candidate.kind")), "{body}");

    // The task's OpenCL C reference as a candidate: a pass, timed by the device.
    let pass = job(&url, KEY, &reference);
    assert_eq!(rc::verdict(&pass), (Some("done"), Some("pass")), "{pass}\n{}", rc::log_tail(&dir));
    assert_eq!(pass["report"]["timing"]["method"], "remote", "{pass}");
    assert!(pass["report"]["timing"]["candidate_ms"].as_f64().is_some_and(|t| t > 0.0), "{pass}");
    assert_eq!(pass["report"]["device"]["backend"], "opencl", "{pass}");
    assert!(pass["report"]["device"]["runtime"].as_str().is_some_and(|r| r.contains("ekb device") && r.contains("relay")), "{pass}");

    // Wrong outputs and a store past the end: verdicts of the relay host's comparison and guard.
    for (file, names) in [("cl_wrong_result.cl", "mismatch"), ("cl_write_past_end.cl", "out_of_bounds")] {
        let s = job(&url, KEY, &rc::hostile(file));
        assert_eq!(rc::verdict(&s), (Some("done"), Some("mismatch")), "{file}: {s}");
        assert!(s.to_string().contains(names), "{file}: names {names}: {s}");
    }

    // A hang, a raw system call, a forged reply and exit: each job ends without a pass, saying why;
    // the device serves the next one.
    for (file, why) in
        [("cl_infinite_loop.cl", "timeout"), ("cl_escape_socket.cl", "SIGSYS"), ("cl_escape_forge_and_exit.cl", "kernel host")]
    {
        let s = job(&url, KEY, &rc::hostile(file));
        assert_ne!(s["report"]["verdict"], "pass", "{file}: {s}");
        assert!(s.to_string().contains(why), "{file}: the job names why ({why}): {s}");
        let next = job(&url, KEY, &reference);
        assert_eq!(rc::verdict(&next), (Some("done"), Some("pass")), "after {file}: {next}");
    }
}
