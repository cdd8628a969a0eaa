//! The peak probe on an OpenCL device: copy bandwidth and multiply-add throughput, measured with
//! two OpenCL C kernels timed by the backend's own profiling events, for the speed-of-light bound
//! ([`ekb_eval::timing::Peak`]) of the `opencl` samples run on that device.
//!
//! The timer is the backend's: profiling events on an [`crate::OpenClBackend`], the worker's clock
//! around each batch on a proxy to a kernel host (`ekb-confined`), where the probe runs in the
//! reference's host.
//!
//! Both kernels run in work-groups of 64 and are timed by [`ekb_eval::timing::probe_launch_s`], the
//! method of the WGSL probe (`wgsl_lib::probe`): a batch sized against the measured timer
//! resolution, the median of several batches.
//!
//! * **Copy**: `dst[i] = src[i]` over `copy_elems` f32, as `float4` loads and stores (one per
//!   work-item). One launch moves `8 · copy_elems` bytes (4 read + 4 written per element), so
//!   `bytes_per_s = 8 · copy_elems / s`, `s` the seconds per launch.
//! * **Multiply-add**: each work-item runs 16 iterations of 4 independent `float16` chains of
//!   `mad(x, 0.999, 0.001)` — OpenCL's fastest multiply-add, which is a fused FMA where the device
//!   has one — 16 · 4 · 16 = 1 024 multiply-adds of 2 FLOP, 2 048 FLOP per work-item, so
//!   `flops_per_s = 2048 · fma_work_items / s`. The `float16` vectors fill a CPU device's widest
//!   SIMD registers (PoCL measured 13 GFLOP/s with `float4` chains, 66 with `float16`, on this
//!   2-core AVX-512 machine); a GPU runs them as 64 independent scalar chains per work-item.

use ekb_eval::backend::{Backend, BackendError, BindingLayout, Dispatch, ProgramDesc};
use ekb_eval::timing::{probe_buffers, probe_launch_s, Peak};

use frontend_opencl::{OpenClArtifact, BUILD_OPTIONS};

/// Work-items per work-group of both probe kernels.
const LOCAL: u32 = 64;

/// FLOP of one work-item of the multiply-add kernel (16 iterations × 4 chains × 16 lanes × 2).
pub const FLOP_PER_WORK_ITEM: f64 = 2048.0;

/// The probe's OpenCL C: `ekb_copy(src, dst)` and `ekb_fma(src, dst)`, built with
/// [`BUILD_OPTIONS`] like every candidate.
pub const PROBE_SOURCE: &str = r#"
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ekb_copy(__global const float4* src, __global float4* dst) {
    size_t i = get_global_id(0);
    dst[i] = src[i];
}

__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ekb_fma(__global const float* src, __global float* dst) {
    size_t g = get_global_id(0);
    float16 a = (float16)(src[g % 64]) + (float16)(0.0f, 1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f, 7.0f, 8.0f, 9.0f, 10.0f, 11.0f, 12.0f, 13.0f, 14.0f, 15.0f);
    float16 b = a + 16.0f, c = a + 32.0f, d = a + 48.0f;
    const float16 m = (float16)(0.999f), k = (float16)(0.001f);
    for (int i = 0; i < 16; i++) {
        a = mad(a, m, k); b = mad(b, m, k); c = mad(c, m, k); d = mad(d, m, k);
    }
    float16 s = a + b + c + d;
    float8 h = s.lo + s.hi;
    float4 q = h.lo + h.hi;
    dst[g] = q.x + q.y + q.z + q.w;
}
"#;

/// Size of the OpenCL probe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProbeSize {
    /// f32 elements copied (a multiple of 256: 64 work-items of one `float4` each per group).
    pub copy_elems: u32,
    /// Work-items of the multiply-add kernel (a multiple of 64).
    pub fma_work_items: u32,
}

impl ProbeSize {
    /// For GPUs: 64 MiB copied each way (128 MiB moved per launch), 4 M work-items (≈ 8.6 GFLOP).
    pub const FULL: Self = Self { copy_elems: 16 << 20, fma_work_items: 4 << 20 };
    /// For CPU devices (PoCL) and small machines: 4 MiB each way, 64 K work-items (≈ 134 MFLOP).
    pub const SMALL: Self = Self { copy_elems: 1 << 20, fma_work_items: 64 << 10 };

    /// [`Self::SMALL`] when `small`, else [`Self::FULL`].
    pub fn pick(small: bool) -> Self {
        if small {
            Self::SMALL
        } else {
            Self::FULL
        }
    }
}

/// Measures the copy bandwidth (bytes/s, read + write counted) and the multiply-add throughput
/// (FLOP/s, 2 per multiply-add) of the backend's device with the kernels of [`PROBE_SOURCE`], each
/// timed with the backend's timer by [`probe_launch_s`]:
/// `bytes_per_s = 8 · copy_elems / copy_s`, `flops_per_s = 2048 · fma_work_items / fma_s`.
///
/// # Errors
/// [`BackendError::Validation`] for a size that is not a multiple of the work-group (or is 0);
/// any [`BackendError`] from building, uploading or timing (e.g. `Compile` with the build log).
pub async fn measure_peak<B: Backend<Artifact = OpenClArtifact>>(b: &B, size: ProbeSize) -> Result<Peak, BackendError> {
    if size.copy_elems == 0
        || !size.copy_elems.is_multiple_of(4 * LOCAL)
        || size.fma_work_items == 0
        || !size.fma_work_items.is_multiple_of(LOCAL)
    {
        return Err(BackendError::Validation(format!("probe size {size:?}: copy_elems must be a multiple of 256, fma_work_items of 64")));
    }
    let artifact = OpenClArtifact { options: BUILD_OPTIONS.to_string(), params: 0, built: None };
    let program = b
        .compile(&ProgramDesc {
            label: "probe",
            artifact: &artifact,
            text: PROBE_SOURCE,
            entry_points: vec!["ekb_copy".into(), "ekb_fma".into()],
            constants: &[],
            layout: BindingLayout { inputs: 1, outputs: 1, scratch: 0 },
            loop_flag: false,
        })
        .await?;
    let resolution_ns = b.timer_resolution_ns().await?;
    let groups = |items: u32| [items / LOCAL, 1, 1];
    let copy = b.upload(&probe_buffers(size.copy_elems as usize, size.copy_elems as usize)).await?;
    let copy_launch = [Dispatch { entry: 0, workgroups: groups(size.copy_elems / 4), workgroup_size: [LOCAL, 1, 1] }];
    let copy_s = probe_launch_s(b, &program, &copy, &copy_launch, resolution_ns).await?;
    drop(copy);
    let fma = b.upload(&probe_buffers(64, size.fma_work_items as usize)).await?;
    let fma_launch = [Dispatch { entry: 1, workgroups: groups(size.fma_work_items), workgroup_size: [LOCAL, 1, 1] }];
    let fma_s = probe_launch_s(b, &program, &fma, &fma_launch, resolution_ns).await?;
    Ok(Peak::from_probe(8.0 * f64::from(size.copy_elems), copy_s, FLOP_PER_WORK_ITEM * f64::from(size.fma_work_items), fma_s))
}
