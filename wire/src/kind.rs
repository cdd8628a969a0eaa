//! Candidate kinds: the language a kernel is written in, which fixes its front end, its ABI
//! (docs/SCHEMA.md) and the backend family that runs it.

use serde::{Deserialize, Serialize};

/// The language of a candidate kernel. Absent in samples, submissions and reports means
/// [`Kind::Wgsl`] (everything written before kinds existed is WGSL).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A WGSL compute module with an optional `// @plan` block; runs on wgpu (Vulkan, Metal,
    /// DX12, GL natively; WebGPU in the browser).
    #[default]
    Wgsl,
    /// OpenCL C 1.2 kernels with the same `// @plan` block; runs on an OpenCL device.
    Opencl,
    /// C11 functions, one per pass, called once per task index on a thread pool; runs on the
    /// host CPU inside the sandbox.
    C,
}

impl Kind {
    /// Every kind, in a stable order.
    pub const ALL: [Kind; 3] = [Kind::Wgsl, Kind::Opencl, Kind::C];

    /// The wire name (`wgsl`, `opencl`, `c`), as in samples files, reports and `--kind`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Wgsl => "wgsl",
            Kind::Opencl => "opencl",
            Kind::C => "c",
        }
    }

    /// The runner that runs this kind (`wgpu`, `opencl`, `cpu`), as in `ekb eval --backend`. A
    /// selector of the evaluator, not a stored name: reports, submissions and the leaderboard name
    /// the device API that ran a sample ([`crate::device::DeviceInfo::backend`]: `vulkan`,
    /// `webgpu`, `opencl`, `cpu`, …), never `wgpu`.
    pub fn backend(self) -> &'static str {
        match self {
            Kind::Wgsl => "wgpu",
            Kind::Opencl => "opencl",
            Kind::C => "cpu",
        }
    }

    /// The file of a task's reference kernel (the baseline) of this kind.
    pub fn reference_file(self) -> &'static str {
        match self {
            Kind::Wgsl => "reference.wgsl",
            Kind::Opencl => "reference.cl",
            Kind::C => "reference.c",
        }
    }

    /// Whether this is the default kind (serde's `skip_serializing_if`).
    pub fn is_wgsl(&self) -> bool {
        *self == Kind::Wgsl
    }

    /// The kind a `--backend` name runs (`wgpu` or a graphics API → WGSL, `opencl`, `cpu`).
    pub fn for_backend(backend: &str) -> Option<Kind> {
        match backend {
            "wgpu" | "vulkan" | "metal" | "dx12" | "gl" => Some(Kind::Wgsl),
            "opencl" => Some(Kind::Opencl),
            "cpu" => Some(Kind::C),
            _ => None,
        }
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown kind name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownKind(pub String);

impl std::fmt::Display for UnknownKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown kernel kind `{}`; expected wgsl, opencl or c", self.0)
    }
}

impl std::error::Error for UnknownKind {}

impl std::str::FromStr for Kind {
    type Err = UnknownKind;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Kind::ALL.into_iter().find(|k| k.name() == s).ok_or_else(|| UnknownKind(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_through_serde_and_from_str() {
        for k in Kind::ALL {
            assert_eq!(serde_json::to_string(&k).expect("json"), format!("\"{}\"", k.name()));
            assert_eq!(k.name().parse::<Kind>(), Ok(k));
        }
        assert_eq!("cuda".parse::<Kind>(), Err(UnknownKind("cuda".into())));
        assert_eq!(Kind::for_backend("cpu"), Some(Kind::C));
        assert_eq!(Kind::for_backend("vulkan"), Some(Kind::Wgsl));
    }
}
