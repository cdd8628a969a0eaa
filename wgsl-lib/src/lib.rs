//! # wgsl-lib — the EdgeKernelBench WGSL front end and kernel contract
//!
//! ```text
//! candidate WGSL ──► limits::check_source ──► plan::parse_plan ──► shader::validate_wgsl (naga, overrides)
//!                ──► contract::check_contract (bindings, workgroup size and memory, limits)
//!                ──► ekb_eval::Prepared { plan, passes, guard policy, WgslArtifact (naga module) }
//! ```
//!
//! [`prepare::prepare`] is the whole front end; [`Wgsl`] is it as an [`ekb_eval::FrontEnd`], and
//! [`evaluate`] the check path with it. [`probe`] measures a device's peak bandwidth and FLOP/s
//! with two WGSL kernels.
//!
//! The evaluator itself (task schema, data, guards, comparison, timing, the check path) is the
//! `ekb-eval` crate, and the wire types (reports, devices, diagnostics) the `ekb-wire` crate.

pub mod contract;
mod contract_text;
pub mod prepare;
pub mod probe;
pub mod shader;
pub mod tvm;
mod wgsl;

pub use wgsl::{evaluate, evaluate_with_progress, Wgsl, WgslOnly};
