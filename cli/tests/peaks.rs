//! `ekb eval` on a samples file mixing `opencl`, `wgsl` and `c` probes each kind's device once, with
//! that backend's own probe, and bounds every sample by the peak of its own kind's device.

mod common;

use common::{ekb, root};

#[test]
fn a_mixed_eval_reports_a_peak_per_kind_and_bounds_each_sample_by_its_own() {
    let dir = root().join("kernels/tasks/l1/l1_vector_add");
    // The first sample is OpenCL: the report's `device`, and so its `peak`, are the OpenCL device's.
    let lines: Vec<String> = [("opencl", "reference.cl"), ("wgsl", "reference.wgsl"), ("c", "reference.c")]
        .iter()
        .map(|(kind, file)| {
            let source = std::fs::read_to_string(dir.join(file)).expect("reference");
            serde_json::json!({"task_id": "l1_vector_add", "sample_id": kind, "model": "reference", "kind": kind, "source": source})
                .to_string()
        })
        .collect();
    let tmp = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (samples, report) = (tmp.join("mixed-peaks.jsonl"), tmp.join("mixed-peaks-report.json"));
    std::fs::write(&samples, lines.join("\n")).expect("write samples");
    let out =
        ekb(&["eval", samples.to_str().expect("utf8"), "--seed", "3", "--timing-samples", "3", "--out", report.to_str().expect("utf8")]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}\n{stdout}", String::from_utf8_lossy(&out.stderr));
    let r: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&report).expect("report")).expect("JSON");
    let peaks = r["peaks"].as_object().expect("a peak per kind");
    assert_eq!(peaks.keys().map(String::as_str).collect::<Vec<_>>(), ["c", "opencl", "wgsl"], "{peaks:?}");
    for (kind, p) in peaks {
        let (bw, fl) = (p["bytes_per_s"].as_f64().expect("bytes_per_s"), p["flops_per_s"].as_f64().expect("flops_per_s"));
        assert!(bw > 1e8 && fl > 1e8 && bw.is_finite() && fl.is_finite(), "{kind}: {p}");
        assert!(stdout.contains(&format!("peak ({kind}):")), "the table shows each peak:\n{stdout}");
    }
    assert_eq!(r["peak"], peaks["opencl"], "`peak` is the peak of the report's device, the first sample's");
    assert_eq!(r["device"]["backend"], "opencl");
    // Each sample's bound is the roofline of its own kind's peak at the ci shape (N = 262144:
    // N FLOP, 12·N bytes), not another device's.
    let n = 262_144.0;
    for s in r["samples"].as_array().expect("samples") {
        let kind = s["report"]["kind"].as_str().unwrap_or("wgsl");
        assert_eq!(s["report"]["verdict"], "pass", "{kind}: {}", s["report"]["message"]);
        let p = &peaks[kind];
        let want = (n / p["flops_per_s"].as_f64().unwrap()).max(12.0 * n / p["bytes_per_s"].as_f64().unwrap()) * 1e3;
        let got = s["report"]["timing"]["speed_of_light_ms"].as_f64().expect("a bound");
        assert!((got - want).abs() <= 1e-9 * want, "{kind}: bound {got} ms, its own peak gives {want} ms");
    }
}

#[test]
fn check_bounds_opencl_and_c_candidates_by_their_own_device() {
    for file in ["reference.cl", "reference.c"] {
        let path = format!("kernels/tasks/l1/l1_vector_add/{file}");
        let out = ekb(&["check", "--task", "l1_vector_add", &path, "--json", "--timing-samples", "3", "--seed", "4"]);
        let r: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON report");
        assert_eq!(r["verdict"], "pass", "{file}: {r}");
        let sol = r["timing"]["speed_of_light_ms"].as_f64();
        assert!(sol.is_some_and(|v| v > 0.0 && v.is_finite()), "{file}: a bound from its device's probe: {}", r["timing"]);
    }
}
