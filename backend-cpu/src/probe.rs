//! The peak probe on the CPU: copy bandwidth and FMA throughput of the CPU backend, for the
//! speed-of-light bound ([`ekb_eval::timing::Peak`]) of the `c` samples.
//!
//! The two kernels are C, compiled like every candidate — by the host compiler in the sandbox
//! ([`Sandbox::compile_c`], the same flags and object checks) against the generated header — and
//! run by the [`crate::CpuBackend`] on **every** thread of its pool (one task per thread), timed with its
//! host clock by [`ekb_eval::timing::probe_launch_s`], the method of the WGSL probe: a batch sized
//! against the measured timer resolution, the median of several batches.
//!
//! * **Copy** (`probe_copy`): `dst[i] = src[i]` over `copy_elems` f32, split into one contiguous
//!   range per task, as unaligned loads and stores of the widest vector ([`SimdWidth`]) — never the
//!   C library's `memcpy`, which switches to non-temporal stores for large copies and so bypasses
//!   the caches that kernels at the `ci` shapes run from (it measured 1.9–7 GB/s on this 2-core
//!   machine where the vector loop measures 19–24 GB/s, and a reference vector add ran at
//!   12.7 GB/s). One launch moves `8 · copy_elems` bytes (4 read + 4 written per element):
//!   `bytes_per_s = 8 · copy_elems / s`, `s` the seconds per launch.
//! * **FMA** (`probe_fma`): each task runs `fma_iters` iterations of [`CHAINS`] independent chains
//!   `x = x · 0.999 + 0.001` on vectors of the widest SIMD width the CPU has ([`SimdWidth`]: the
//!   function is compiled for AVX-512F, AVX2+FMA, or the baseline, with floating-point contraction
//!   on, so each step is one fused FMA where the ISA has one), 2 FLOP per lane and step:
//!   `flops_per_s = 2 · CHAINS · lanes · fma_iters · threads / s`.
//!
//! A candidate may use any instruction the CPU has (through `__attribute__((target))`), so the
//! probe uses the widest too: its figures are an upper bound a kernel can reach, not a typical rate.

use ekb_eval::backend::{Backend, BackendError, BindingLayout, Dispatch, ProgramDesc};
use ekb_eval::timing::{probe_buffers, probe_launch_s, Peak};
use ekb_sandbox::abi::{generate, Arg, CType, EntrySignature};
use ekb_sandbox::{CompileError, CompileLimits, Sandbox, SandboxUnavailable, CC_FLAGS};

use frontend_c::CArtifact;

/// Independent FMA chains per task (enough to hide a 4-cycle FMA latency on two FMA ports).
pub const CHAINS: u32 = 8;

/// Size of the CPU probe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProbeSize {
    /// f32 elements copied per launch, over all tasks (at least 1).
    pub copy_elems: u32,
    /// Iterations of the FMA loop per task (at least 1).
    pub fma_iters: u32,
}

impl ProbeSize {
    /// For large machines (the `full` profile): 64 MiB copied each way (128 MiB moved per launch),
    /// 2 M iterations per task (≈ 0.5 GFLOP per thread with AVX-512).
    pub const FULL: Self = Self { copy_elems: 16 << 20, fma_iters: 2 << 20 };
    /// For small machines and the `ci` profile: 4 MiB each way (8 MiB moved, about the working set
    /// of the `ci` shapes), 512 K iterations per task (≈ 134 MFLOP per thread with AVX-512).
    pub const SMALL: Self = Self { copy_elems: 1 << 20, fma_iters: 512 << 10 };

    /// [`Self::SMALL`] when `small`, else [`Self::FULL`].
    pub fn pick(small: bool) -> Self {
        if small {
            Self::SMALL
        } else {
            Self::FULL
        }
    }
}

/// The SIMD width the FMA kernel is compiled for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SimdWidth {
    /// x86-64 with AVX-512F: 16 f32 lanes, fused FMA.
    Avx512,
    /// x86-64 with AVX2 and FMA: 8 lanes, fused FMA.
    Avx2Fma,
    /// The target's baseline: 4 lanes (SSE2 on x86-64, without FMA: a multiply and an add, still
    /// 2 FLOP; NEON on AArch64, fused).
    Baseline,
}

impl SimdWidth {
    /// The widest this CPU runs (detected at run time).
    pub fn detect() -> Self {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx512f") {
                return Self::Avx512;
            }
            if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma") {
                return Self::Avx2Fma;
            }
        }
        Self::Baseline
    }

    /// f32 lanes per vector.
    pub fn lanes(self) -> u32 {
        match self {
            Self::Avx512 => 16,
            Self::Avx2Fma => 8,
            Self::Baseline => 4,
        }
    }

    fn target_attribute(self) -> &'static str {
        match self {
            Self::Avx512 => "target(\"avx512f\"), ",
            Self::Avx2Fma => "target(\"avx2,fma\"), ",
            Self::Baseline => "",
        }
    }
}

/// Why the CPU probe could not measure.
#[derive(Debug, thiserror::Error)]
pub enum ProbeError {
    /// No sandbox to compile in (the message says what to install).
    #[error(transparent)]
    Sandbox(#[from] SandboxUnavailable),
    /// The probe's kernels did not compile or load (a compiler the flags do not suit).
    #[error("the probe kernels do not compile: {0}")]
    Compile(#[from] CompileError),
    /// A size of 0.
    #[error("probe size {0:?}: every count must be at least 1")]
    Size(ProbeSize),
    /// The backend failed to load, upload or run them.
    #[error(transparent)]
    Backend(#[from] BackendError),
}

/// The probe's C source for `size` and `width`: `probe_copy(src, dst, task, ntasks)` and
/// `probe_fma(src, dst, task, ntasks)` (the sizes are `#define`s), the prototypes those of the
/// generated header for one input and one output of f32.
pub fn probe_source(size: ProbeSize, width: SimdWidth) -> String {
    let lanes = width.lanes();
    let attr = width.target_attribute();
    format!(
        r#"#define PROBE_COPY_N {copy}u
#define PROBE_ITERS {iters}u
typedef float probe_vec __attribute__((vector_size({bytes})));

typedef float probe_uvec __attribute__((vector_size({bytes}), aligned(4)));

__attribute__(({attr}optimize("no-tree-loop-distribute-patterns"), noinline))
static void probe_copy_range(const float* src, float* dst, size_t lo, size_t hi) {{
    size_t i = lo;
    for (; i + {lanes} <= hi; i += {lanes}) *(probe_uvec*)(dst + i) = *(const probe_uvec*)(src + i);
    for (; i < hi; i++) dst[i] = src[i];
}}

void probe_copy(const float* src, float* dst, uint32_t task, uint32_t ntasks) {{
    size_t lo = (size_t)PROBE_COPY_N * task / ntasks, hi = (size_t)PROBE_COPY_N * (task + 1u) / ntasks;
    probe_copy_range(src, dst, lo, hi);
}}

__attribute__(({attr}optimize("fp-contract=fast"), noinline))
static float probe_fma_chains(float s) {{
    probe_vec a0 = {{0.0f}}, a1, a2, a3, a4, a5, a6, a7;
    for (int l = 0; l < {lanes}; l++) a0[l] = s + (float)l * 1e-3f;
    a1 = a0 + 1.0f; a2 = a0 + 2.0f; a3 = a0 + 3.0f; a4 = a0 + 4.0f; a5 = a0 + 5.0f; a6 = a0 + 6.0f; a7 = a0 + 7.0f;
    const probe_vec m = a0 * 0.0f + 0.999f, k = a0 * 0.0f + 0.001f;
    for (uint32_t i = 0; i < PROBE_ITERS; i++) {{
        a0 = a0 * m + k; a1 = a1 * m + k; a2 = a2 * m + k; a3 = a3 * m + k;
        a4 = a4 * m + k; a5 = a5 * m + k; a6 = a6 * m + k; a7 = a7 * m + k;
    }}
    probe_vec r = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7;
    float t = 0.0f;
    for (int l = 0; l < {lanes}; l++) t += r[l];
    return t;
}}

void probe_fma(const float* src, float* dst, uint32_t task, uint32_t ntasks) {{
    (void)ntasks;
    dst[task] = probe_fma_chains(src[task % 64u]);
}}
"#,
        copy = size.copy_elems,
        iters = size.fma_iters,
        bytes = lanes * 4,
    )
}

fn signature(name: &str) -> EntrySignature {
    EntrySignature {
        name: name.into(),
        args: vec![Arg::Input { name: "src".into(), ty: CType::F32 }, Arg::Output { name: "dst".into(), ty: CType::F32 }],
    }
}

/// Measures the copy bandwidth (bytes/s, read + write counted) and the FMA throughput (FLOP/s,
/// 2 per FMA and lane) of the CPU on all `threads` threads of the backend's pool (one task each), with the
/// kernels of [`probe_source`] for [`SimdWidth::detect`], each timed by [`probe_launch_s`]:
/// `bytes_per_s = 8 · copy_elems / copy_s`,
/// `flops_per_s = 2 · CHAINS · lanes · fma_iters · threads / fma_s`.
///
/// # Errors
/// [`ProbeError::Sandbox`] without the sandbox, [`ProbeError::Compile`] when the kernels do not
/// build, [`ProbeError::Size`] for a 0 count, [`ProbeError::Backend`] from loading or timing.
///
/// `b` is any backend that runs `c` programs on the CPU: a [`crate::CpuBackend`] (`threads` =
/// [`crate::CpuBackend::threads`]) or a proxy to a kernel host that holds one.
pub async fn measure_peak<B: Backend<Artifact = CArtifact>>(b: &B, threads: u32, size: ProbeSize) -> Result<Peak, ProbeError> {
    if size.copy_elems == 0 || size.fma_iters == 0 {
        return Err(ProbeError::Size(size));
    }
    let width = SimdWidth::detect();
    let sandbox = Sandbox::detect()?;
    let source = probe_source(size, width);
    let sigs = vec![signature("probe_copy"), signature("probe_fma")];
    let kernel = sandbox.compile_c(&source, &generate(&sigs), &CompileLimits::default())?;
    let compiler = format!("{} {}", sandbox.compiler().display(), CC_FLAGS.join(" "));
    let artifact = CArtifact { compiler, params: 0, kernel, entries: sigs };
    let program = b
        .compile(&ProgramDesc {
            label: "probe",
            artifact: &artifact,
            text: &source,
            entry_points: vec!["probe_copy".into(), "probe_fma".into()],
            constants: &[],
            layout: BindingLayout { inputs: 1, outputs: 1, scratch: 0 },
            loop_flag: false,
        })
        .await?;
    let resolution_ns = b.timer_resolution_ns().await?;
    let threads = threads.max(1);
    let on_every_thread = |entry: usize| [Dispatch { entry, workgroups: [threads, 1, 1], workgroup_size: [1, 1, 1] }];
    let copy = b.upload(&probe_buffers(size.copy_elems as usize, size.copy_elems as usize)).await?;
    let copy_s = probe_launch_s(b, &program, &copy, &on_every_thread(0), resolution_ns).await?;
    drop(copy);
    let fma = b.upload(&probe_buffers(64, threads as usize)).await?;
    let fma_s = probe_launch_s(b, &program, &fma, &on_every_thread(1), resolution_ns).await?;
    let flops = 2.0 * f64::from(CHAINS) * f64::from(width.lanes()) * f64::from(size.fma_iters) * f64::from(threads);
    Ok(Peak::from_probe(8.0 * f64::from(size.copy_elems), copy_s, flops, fma_s))
}
