//! How fast the server re-validates sources ([`wgsl_lib::prepare::prepare`], what a submission's
//! validation budget is spent on): the suite's reference kernels as they are, and each padded to
//! ≈ 60 KiB with extra helper functions (the shape of a cost-amplification submission). Prints
//! bytes, time and MiB/s for both. docs/SERVER.md quotes its output for the budget's defaults.
//!
//! ```text
//! cargo run --release -p server --example validation_rate
//! ```

use std::time::Instant;

use ekb_wire::device::{DeviceInfo, DeviceLimits};

/// Helper functions appended until the source is this long, bytes.
const PADDED_BYTES: usize = 60 << 10;

fn main() {
    let device = DeviceInfo {
        name: String::new(),
        vendor: "nvidia".into(),
        architecture: "ampere".into(),
        driver: String::new(),
        backend: "browserwebgpu".into(),
        device_type: "discrete_gpu".into(),
        is_fallback: false,
        features: Vec::new(),
        limits: DeviceLimits::webgpu_default(),
        runtime: "chromium".into(),
        loop_cap: None,
    };
    let tasks: Vec<_> = kernels::all().iter().filter(|t| t.spec.features.is_empty()).collect();
    for (label, pad) in [("reference kernels", false), ("padded to 60 KiB", true)] {
        let sources: Vec<String> = tasks
            .iter()
            .map(|t| {
                let mut s = t.reference_wgsl.to_string();
                let mut i = 0;
                while pad && s.len() < PADDED_BYTES {
                    s.push_str(&format!(
                        "\nfn pad_{i}(a: f32, b: vec4<f32>) -> f32 {{\n  var acc = a;\n  for (var k = 0u; k < 4u; k++) {{ acc = acc * b[k] + f32(k) * 0.5 - sqrt(abs(acc)); }}\n  return acc;\n}}\n"
                    ));
                    i += 1;
                }
                s
            })
            .collect();
        let bytes: usize = sources.iter().map(String::len).sum();
        let started = Instant::now();
        let mut valid = 0;
        for (t, s) in tasks.iter().zip(&sources) {
            valid += usize::from(wgsl_lib::prepare::prepare(&t.spec, s, &device).is_ok());
        }
        let s = started.elapsed().as_secs_f64();
        println!(
            "{label}: {} sources ({valid} valid), {bytes} bytes in {:.3} s = {:.2} MiB/s, {:.2} ms per source",
            sources.len(),
            s,
            bytes as f64 / s / f64::from(1 << 20),
            1e3 * s / sources.len() as f64
        );
    }
}
