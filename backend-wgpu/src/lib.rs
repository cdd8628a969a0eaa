//! # backend-wgpu — the wgpu backend of the EdgeKernelBench evaluator
//!
//! [`WgpuBackend`] implements [`ekb_eval::Backend`] over wgpu: Vulkan, Metal, DX12 and GL
//! natively, WebGPU in the browser. It runs the WGSL artifacts that `ekb_eval::prepare` makes;
//! checking, verdicts and timing statistics stay in the evaluator (`ekb_eval::evaluate`).
//!
//! The only native/browser fork is `platform.rs` (how to wait for submitted work).

pub mod gpu;
mod limits;
mod platform;

pub use gpu::{adapter_info, LimitsChoice, WgpuBackend, WgpuOptions};
pub use limits::limits_from_wgpu;
