//! Flags given in seconds (`--step-timeout 60`), shared by `ekb tracker`, `ekb serve` and `ekb
//! device` (and so by the slim `ekb-device`, which compiles this file without the rest of the CLI).

use std::time::Duration;

use anyhow::{Context, Result};

/// `s` seconds of the flag `--name`, which must be positive and finite.
pub(crate) fn seconds(name: &str, s: f64) -> Result<Duration> {
    Duration::try_from_secs_f64(s)
        .ok()
        .filter(|d| !d.is_zero())
        .with_context(|| format!("--{name} must be a positive number of seconds, got {s}"))
}
