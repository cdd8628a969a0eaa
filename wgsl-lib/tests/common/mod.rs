//! Fixtures shared by wgsl-lib's integration tests: a one-input task (`c = f(a)`, one param
//! `N`) and a device description with the WebGPU default limits. No adapter is involved.

#![allow(dead_code, unreachable_pub)]

use ekb_eval::TaskSpec;
use ekb_wire::device::{DeviceInfo, DeviceLimits};

/// `c[i] = f(a[i])` over `N` f32 elements; check shapes N = 1 and 1000.
pub const TASK: &str = r#"
id = "t_add"
level = 1
domain = "signal"
title = "add"
description = "c = f(a)"
[[params]]
name = "N"
[[inputs]]
name = "a"
dtype = "f32"
shape = ["N"]
dist = { kind = "uniform", lo = -1.0, hi = 1.0 }
[[outputs]]
name = "c"
dtype = "f32"
shape = ["N"]
[cost]
flops = "N"
bytes = "8 * N"
[launch]
threads = ["N", 1, 1]
[shapes]
timed = { N = 1000000 }
ci = { N = 4096 }
check = [{ N = 1 }, { N = 1000 }]
"#;

/// [`TASK`], parsed.
pub fn task() -> TaskSpec {
    TaskSpec::from_toml(TASK).expect("task")
}

/// A device that is no adapter: WebGPU default limits and the given WebGPU features.
pub fn device(features: &[&str]) -> DeviceInfo {
    DeviceInfo {
        name: "test".into(),
        vendor: String::new(),
        architecture: String::new(),
        driver: String::new(),
        backend: "none".into(),
        device_type: "other".into(),
        is_fallback: false,
        features: features.iter().map(|f| (*f).to_string()).collect(),
        limits: DeviceLimits::webgpu_default(),
        runtime: "test".into(),
        loop_cap: None,
    }
}

/// Diagnostics rendered whole for a snapshot: each one's `one_line`, then every label with its
/// range (line:column, bytes, UTF-16 code units) and every note.
pub fn render(diagnostics: &[ekb_wire::diagnostic::Diagnostic]) -> String {
    let mut s = String::new();
    for d in diagnostics {
        s += &d.one_line();
        s.push('\n');
        for l in &d.labels {
            let r = &l.range;
            s += &format!("  --> {}:{} bytes {}..{} utf16 {}..{}", r.line, r.column, r.start, r.end, r.start_utf16, r.end_utf16);
            if !l.message.is_empty() {
                s += &format!(": {}", l.message);
            }
            s.push('\n');
        }
        for n in &d.notes {
            s += &format!("  = {n}\n");
        }
    }
    s
}
