//! A short peak probe: copy bandwidth and FMA throughput measured with the backend's own timer,
//! for the speed-of-light bound ([`ekb_wire::timing::Peak`]).
//!
//! Copy: `dst[i] = src[i]` over `n` f32 (8·n bytes moved). FMA: each invocation runs 256
//! iterations of 4 independent `fma` chains (2 048 FLOP), staying under llvmpipe's 65 535-iteration
//! loop cap.

use crate::shader::validate_wgsl;
use ekb_eval::artifact::WgslArtifact;
use ekb_eval::backend::{Backend, BackendError, BindingLayout, Dispatch, ProgramDesc};
use ekb_eval::timing::{probe_buffers, probe_launch_s};
use ekb_wire::timing::Peak;

const COPY: &str = r#"
@group(0) @binding(0) var<storage, read> src: array<vec4<f32>>;
@group(0) @binding(1) var<storage, read_write> dst: array<vec4<f32>>;
@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) n: vec3<u32>) {
    let i = g.x + g.y * n.x * 256u;
    if (i < arrayLength(&dst)) { dst[i] = src[i]; }
}
"#;

const FMA: &str = r#"
@group(0) @binding(0) var<storage, read> src: array<f32>;
@group(0) @binding(1) var<storage, read_write> dst: array<f32>;
@compute @workgroup_size(256)
fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    var a = src[g.x % 64u]; var b = a + 1.0; var c = a + 2.0; var d = a + 3.0;
    let m = 0.999; let k = 0.001;
    for (var i = 0u; i < 256u; i++) {
        a = fma(a, m, k); b = fma(b, m, k); c = fma(c, m, k); d = fma(d, m, k);
    }
    dst[g.x] = a + b + c + d;
}
"#;

/// Size of the probe: elements copied (f32) and FMA invocations.
#[derive(Clone, Copy, Debug)]
pub struct ProbeSize {
    /// f32 elements copied (a multiple of 1024).
    pub copy_elems: u32,
    /// Invocations of the FMA kernel (a multiple of 256).
    pub fma_invocations: u32,
}

impl ProbeSize {
    /// For real GPUs: 64 MiB copied, 4 M FMA invocations (≈ 8.6 GFLOP).
    pub const FULL: Self = Self { copy_elems: 16 << 20, fma_invocations: 4 << 20 };
    /// For software adapters: 4 MiB, 64 K invocations.
    pub const SMALL: Self = Self { copy_elems: 1 << 20, fma_invocations: 64 << 10 };
}

async fn time_kernel<B: Backend<Artifact = WgslArtifact>>(
    b: &B,
    src: &str,
    elems_in: usize,
    elems_out: usize,
    wgs: [u32; 3],
    resolution_ns: f64,
) -> Result<f64, BackendError> {
    let module = validate_wgsl(src, &[], &[]).map_err(|e| BackendError::Other(format!("the probe kernel does not validate: {e:?}")))?;
    let workgroup_size = module.module.entry_points.first().map_or([1, 1, 1], |ep| ep.workgroup_size);
    let artifact = crate::shader::into_artifact(module);
    let prog = b
        .compile(&ProgramDesc {
            label: "probe",
            artifact: &artifact,
            text: src,
            entry_points: vec!["main".into()],
            constants: &[],
            layout: BindingLayout { inputs: 1, outputs: 1, scratch: 0 },
            loop_flag: false,
        })
        .await?;
    let res = b.upload(&probe_buffers(elems_in, elems_out)).await?;
    probe_launch_s(b, &prog, &res, &[Dispatch { entry: 0, workgroups: wgs, workgroup_size }], resolution_ns).await
}

/// Measures copy bandwidth and FMA throughput with the backend's own timer, each kernel timed by
/// [`ekb_eval::timing::probe_launch_s`] (median of batches, sized against the timer's resolution):
/// `bytes_per_s = 8 · copy_elems / copy_s` (4 bytes read + 4 written per element) and
/// `flops_per_s = 2048 · fma_invocations / fma_s` (4 chains × 256 FMAs × 2 FLOP per invocation).
///
/// # Errors
/// Any [`BackendError`] from the device.
pub async fn measure_peak<B: Backend<Artifact = WgslArtifact>>(b: &B, size: ProbeSize) -> Result<Peak, BackendError> {
    let res = b.timer_resolution_ns().await?;
    let vec4s = size.copy_elems / 4;
    let wgs = vec4s.div_ceil(256);
    let (x, y) = if wgs > 65_535 { (65_535 / 256 * 256, wgs.div_ceil(65_535 / 256 * 256)) } else { (wgs, 1) };
    let copy_s = time_kernel(b, COPY, size.copy_elems as usize, size.copy_elems as usize, [x, y, 1], res).await?;
    let fma_s = time_kernel(b, FMA, 64, size.fma_invocations as usize, [size.fma_invocations / 256, 1, 1], res).await?;
    Ok(Peak::from_probe(8.0 * f64::from(size.copy_elems), copy_s, 2048.0 * f64::from(size.fma_invocations), fma_s))
}
