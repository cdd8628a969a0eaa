//! Small timing vocabulary shared by reports and the evaluator: how time is measured
//! ([`TimerMethod`]), which shape is timed ([`Profile`]) and the device peaks behind the
//! speed-of-light bound ([`Peak`]).

use serde::{Deserialize, Serialize};

/// How a backend measures time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TimerMethod {
    /// GPU timestamp queries around the batch.
    TimestampQuery,
    /// Host clock from submit to completion.
    HostClock,
    /// A remote device's own evaluator (e.g. TVM's `RPCTimeEvaluator`).
    Remote,
    /// OpenCL profiling events (`CL_PROFILING_COMMAND_START` of the first kernel to
    /// `CL_PROFILING_COMMAND_END` of the last, device nanoseconds).
    ProfilingEvents,
}

impl TimerMethod {
    /// Every method.
    pub const ALL: [Self; 4] = [Self::TimestampQuery, Self::HostClock, Self::Remote, Self::ProfilingEvents];

    /// The wire name (`timestamp_query`), as serialised.
    pub fn name(self) -> &'static str {
        match self {
            Self::TimestampQuery => "timestamp_query",
            Self::HostClock => "host_clock",
            Self::Remote => "remote",
            Self::ProfilingEvents => "profiling_events",
        }
    }
}

/// Evaluation profile: which shape is timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Profile {
    /// Time (and check once) at the task's timed shape. For real GPUs.
    Full,
    /// Time (and check once) at the task's `ci` shape. For software adapters.
    #[default]
    Ci,
}

impl Profile {
    /// The wire name (`full`, `ci`), as serialised and as `--profile` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Full => "full",
            Self::Ci => "ci",
        }
    }
}

/// Measured device peaks used for the speed-of-light bound.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Peak {
    /// Copy bandwidth, bytes per second (read + write counted).
    pub bytes_per_s: f64,
    /// FMA throughput, FLOP per second (an FMA counts 2).
    pub flops_per_s: f64,
}

impl Peak {
    /// The peak from a probe's two measurements: `bytes_per_s = copy_bytes / copy_s` (bytes read
    /// plus bytes written by one launch of the copy kernel over its seconds per launch) and
    /// `flops_per_s = fma_flops / fma_s` (2 FLOP per FMA, over all lanes, threads and work-items of
    /// one launch of the FMA kernel, over its seconds per launch).
    pub fn from_probe(copy_bytes: f64, copy_s: f64, fma_flops: f64, fma_s: f64) -> Self {
        Self { bytes_per_s: copy_bytes / copy_s, flops_per_s: fma_flops / fma_s }
    }

    /// Whether both figures are finite and positive (a bound can be taken from it).
    pub fn is_plausible(&self) -> bool {
        self.bytes_per_s.is_finite() && self.flops_per_s.is_finite() && self.bytes_per_s > 0.0 && self.flops_per_s > 0.0
    }

    /// Roofline lower bound on one launch, ms: `max(flops / peak_flops, bytes / peak_bw)`.
    pub fn speed_of_light_ms(&self, flops: f64, bytes: f64) -> f64 {
        (flops / self.flops_per_s).max(bytes / self.bytes_per_s) * 1e3
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_the_serde_names() {
        for m in TimerMethod::ALL {
            assert_eq!(serde_json::to_value(m).expect("json"), serde_json::json!(m.name()));
        }
        for p in [Profile::Full, Profile::Ci] {
            assert_eq!(serde_json::to_value(p).expect("json"), serde_json::json!(p.name()));
        }
    }
}
