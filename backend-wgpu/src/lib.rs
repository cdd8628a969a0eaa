//! # backend-wgpu — the wgpu backend of the EdgeKernelBench evaluator
//!
//! [`WgpuBackend`] implements [`wgsl_lib::Backend`] over wgpu: Vulkan, Metal, DX12 and GL
//! natively, WebGPU in the browser. It runs the WGSL artifacts that `wgsl_lib::prepare` makes;
//! checking, verdicts and timing statistics stay in the evaluator (`wgsl_lib::evaluate`).
//!
//! The only native/browser fork is `platform.rs` (how to wait for submitted work).

pub mod gpu;
mod limits;
mod platform;

pub use gpu::{adapter_info, LimitsChoice, WgpuBackend, WgpuOptions};
pub use limits::limits_from_wgpu;
