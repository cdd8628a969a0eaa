//! `ekb device` serving the relay's `wgsl` jobs on 127.0.0.1, on this machine's wgpu adapter (Mesa
//! lavapipe, Vulkan) in confined kernel hosts: registered with a real `ekb serve`'s tracker, it
//! announces `wgsl` (backend `vulkan`, the adapter named, `fallback`) and `c`; the task's WGSL
//! reference submitted over the HTTP API passes — checked on the relay host (naga, contract, the
//! loop-watching copy of the check runs built there), run by the device and timed by it — and the
//! report names the device, `vulkan` and the relay. A wrong kernel is a mismatch and a store past
//! the end is caught by the guard region, both decided on the relay host; a dispatch that never ends
//! is a timeout (the device kills its host at the step timeout); a kernel that skips the work at a
//! large shape is a mismatch; a corpus kernel whose loop the device stops at its cap is never an
//! unflagged pass — the flag crossed from the device's host;
//! each job is followed by a passing one. The relay refuses a `wgsl` job for a device that does not
//! announce the kind (400). Needs lavapipe (or another Vulkan adapter) and bubblewrap, as the rest of
//! the suite does.

mod relay_common;

use std::time::Duration;

use relay_common as rc;
use serde_json::{json, Value};

/// Submits a `wgsl` job for `task` on the `vulkan` device and waits for its end.
fn job(url: &str, task: &str, source: &str) -> Value {
    let (code, body) = rc::submit_candidate(url, "vulkan", KEY, task, "wgsl", source, Some(rc::TOKEN));
    assert_eq!(code, 202, "{body}");
    let id = body["id"].as_str().expect("id");
    rc::wait_job(url, id, Duration::from_secs(180), "the job to end", rc::is_final)
}

fn reference(task: &str) -> String {
    kernels::get(task).unwrap().reference(ekb_wire::kind::Kind::Wgsl).unwrap().to_string()
}

const KEY: &str = "edge-vk";

#[test]
fn ekb_device_serves_relay_wgsl_jobs_and_survives_hostile_kernels() {
    let dir = rc::scratch("device-wgsl");
    let db = format!("sqlite://{}", dir.join("ekb.db").display());
    let serve = rc::serve(&dir, &db, &["--tracker-addr", "127.0.0.1:0", "--relay-step-timeout", "20", "--relay-request-timeout", "30"]);
    let tracker = serve.tracker.clone().expect("embedded tracker");
    let _vk = rc::device(&dir, &tracker, KEY, "6", &["--forms", "wgsl,c"]);
    let _c = rc::device(&dir, &tracker, "edge-c", "6", &["--forms", "c"]);
    let url = serve.url.clone();

    // The announcement: `wgsl` first, its adapter named with its graphics API and fallback flag.
    let (code, d) = rc::get(&format!("{url}/api/relay/devices"));
    assert_eq!(code, 200, "{d}");
    let find = |key: &str| d["devices"].as_array().unwrap().iter().find(|x| x["key"] == key).cloned().unwrap_or_else(|| panic!("{d}"));
    let vk = find(KEY);
    assert_eq!((vk["backend"].as_str(), vk["kinds"].clone()), (Some("vulkan"), json!(["wgsl", "c"])), "{d}");
    assert!(vk["hardware"].as_str().is_some_and(|h| h.contains("; wgsl: ") && h.contains("(vulkan, fallback)")), "{d}");

    // Routing: a device that does not announce `wgsl`, or none registered, is refused at once.
    let add = reference("l1_vector_add");
    let (code, body) = rc::submit_candidate(&url, "vulkan", "edge-c", "l1_vector_add", "wgsl", &add, Some(rc::TOKEN));
    assert_eq!(code, 400, "{body}");
    assert!(body["error"].as_str().is_some_and(|e| e.contains("does not announce `wgsl`") && e.contains("accepts c")), "{body}");
    let (code, body) = rc::submit_candidate(&url, "vulkan", "nobody", "l1_vector_add", "wgsl", &add, Some(rc::TOKEN));
    assert_eq!((code, body["field"].as_str()), (400, Some("device")), "{body}");

    // The task's WGSL reference as a candidate: a pass, run and timed by the device.
    let pass = job(&url, "l1_vector_add", &add);
    assert_eq!(rc::verdict(&pass), (Some("done"), Some("pass")), "{pass}\n{}", rc::log_tail(&dir));
    assert_eq!((pass["transport"].as_str(), pass["backend"].as_str()), (Some("relay"), Some("vulkan")), "{pass}");
    let report = &pass["report"];
    assert_eq!(report["timing"]["method"], "remote", "{pass}");
    assert!(report["timing"]["candidate_ms"].as_f64().is_some_and(|t| t > 0.0), "{pass}");
    assert_eq!((report["device"]["backend"].as_str(), report["device"]["is_fallback"].as_bool()), (Some("vulkan"), Some(true)), "{pass}");
    assert!(report["device"]["name"].as_str().is_some_and(|n| n.contains("llvmpipe")), "{pass}");
    assert!(
        report["device"]["runtime"].as_str().is_some_and(|r| r.contains(&format!("ekb device `{KEY}`")) && r.contains("relay")),
        "{pass}"
    );

    // Wrong outputs and a store past the end: verdicts of the relay host's comparison and guard;
    // a launch that never ends: the device's step timeout. Each followed by a pass.
    let wrong = add.replace("a[i] + b[i]", "a[i] - b[i]");
    assert_ne!(wrong, add);
    let huge = rc::hostile("huge_grid.wgsl");
    for (what, source, want, names) in [
        ("a wrong kernel", wrong.as_str(), "mismatch", "output `c` differs"),
        ("oob_extra_write.wgsl", &rc::hostile("oob_extra_write.wgsl"), "mismatch", "out_of_bounds"),
        ("early_exit_timed_shape.wgsl", &rc::hostile("early_exit_timed_shape.wgsl"), "mismatch", "output `c` differs"),
        ("huge_grid.wgsl", &huge, "timeout", "timeout"),
    ] {
        let s = job(&url, "l1_vector_add", source);
        assert_eq!(rc::verdict(&s), (Some("done"), Some(want)), "{what}: {s}\n{}", rc::log_tail(&dir));
        assert!(s["report"].to_string().contains(names), "{what}: names {names}: {s}");
        let next = job(&url, "l1_vector_add", &add);
        assert_eq!(rc::verdict(&next), (Some("done"), Some("pass")), "after {what}: {next}");
    }

    // A corpus kernel whose loop bound is 2^32 - 2 at C = 1: the device stops its loop at the cap, and
    // the loop-watching copy (instrumented on the relay host, run on the device) says so — never an
    // unflagged pass (at C = 1 and R = 65,535 its 65,535 iterations per row may also outlast the
    // device's step timeout: a `timeout`).
    let s = job(&url, "l1_row_sum", &rc::hostile("endless_bound_loop.wgsl"));
    let r = &s["report"];
    assert!(matches!(r["verdict"].as_str(), Some("pass" | "timeout")), "{s}");
    assert!(r["flags"].as_array().is_some_and(|f| f.contains(&json!("loop_cap"))), "the loop cap is flagged: {s}");
    assert!(r["loop_cap_shapes"].as_array().is_some_and(|v| !v.is_empty()), "the device said where it stopped a loop: {s}");
    let next = job(&url, "l1_vector_add", &add);
    assert_eq!(rc::verdict(&next), (Some("done"), Some("pass")), "after the loop cap: {next}");
}
