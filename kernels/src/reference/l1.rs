//! Level 1: single operators.
//!
//! The first six references live here; the rest are grouped by kind in the submodules.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::{f64s, matmul};
use crate::CpuFn;

mod coding;
mod filters;
mod graphics;
mod irregular;
mod language;
mod linalg;
mod media;
mod motion;
pub(crate) mod precision;
mod ragged;
mod resample;
pub(crate) mod robotics;
mod segments;
mod signal;
mod transposed;
mod vision;

/// The CPU reference of level-1 task `id`.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_vector_add" => vector_add,
        "l1_gemm" => gemm,
        "l1_softmax" => softmax,
        "l1_row_sum" => row_sum,
        "l1_histogram" => histogram,
        "l1_argmax" => argmax,
        "l1_gemv" => linalg::gemv,
        "l1_gemm_int8" => linalg::gemm_int8,
        "l1_gemm_f16" => linalg::gemm_f16,
        "l1_transpose" => linalg::transpose,
        "l1_conv2d_3x3" => vision::conv2d_3x3,
        "l1_depthwise_conv3x3" => vision::depthwise_conv3x3,
        "l1_pointwise_conv" => vision::pointwise_conv,
        "l1_maxpool2x2" => vision::maxpool2x2,
        "l1_global_avgpool" => vision::global_avgpool,
        "l1_resize_bilinear" => vision::resize_bilinear,
        "l1_gaussian_blur" => vision::gaussian_blur,
        "l1_nv12_to_rgb" => vision::nv12_to_rgb,
        "l1_layernorm" => language::layernorm,
        "l1_rmsnorm" => language::rmsnorm,
        "l1_gelu" => language::gelu,
        "l1_silu" => language::silu,
        "l1_topk" => language::topk,
        "l1_embedding_gather" => language::embedding_gather,
        "l1_prefix_scan" => signal::prefix_scan,
        "l1_fir_filter" => signal::fir_filter,
        "l1_fft_radix2" => signal::fft_radix2,
        "l1_nbody_step" => graphics::nbody_step,
        "l1_biquad_cascade" => filters::biquad_cascade,
        "l1_beamform_delay_sum" => filters::beamform_delay_sum,
        "l1_nearest_neighbor_3d" => robotics::nearest_neighbor_3d,
        _ => {
            return irregular::lookup(id)
                .or_else(|| media::lookup(id))
                .or_else(|| ragged::lookup(id))
                .or_else(|| coding::lookup(id))
                .or_else(|| precision::lookup(id))
                .or_else(|| motion::lookup(id))
                .or_else(|| resample::lookup(id))
                .or_else(|| segments::lookup(id))
                .or_else(|| transposed::lookup(id))
        }
    };
    Some(f)
}

pub(crate) fn vector_add(_s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (a, b) = (f64s(&x[0]), f64s(&x[1]));
    vec![a.iter().zip(&b).map(|(a, b)| f64::from((*a as f32) + (*b as f32))).collect()]
}

pub(crate) fn gemm(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    vec![matmul(&f64s(&x[0]), &f64s(&x[1]), s.int("M"), s.int("K"), s.int("N"))]
}

pub(crate) fn softmax(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c) = (s.int("R"), s.int("C"));
    let v = f64s(&x[0]);
    let mut y = vec![0.0; r * c];
    for i in 0..r {
        let row = &v[i * c..(i + 1) * c];
        let m = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let sum: f64 = row.iter().map(|z| (z - m).exp()).sum();
        for j in 0..c {
            y[i * c + j] = (row[j] - m).exp() / sum;
        }
    }
    vec![y]
}

pub(crate) fn row_sum(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c) = (s.int("R"), s.int("C"));
    let v = f64s(&x[0]);
    vec![(0..r).map(|i| v[i * c..(i + 1) * c].iter().sum()).collect()]
}

pub(crate) fn histogram(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let bins = s.int("B");
    let mut h = vec![0.0; bins];
    for &v in x[0].u32() {
        h[(v as usize).min(bins - 1)] += 1.0;
    }
    vec![h]
}

pub(crate) fn argmax(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, c) = (s.int("R"), s.int("C"));
    let v = x[0].f32();
    vec![(0..r)
        .map(|i| {
            let row = &v[i * c..(i + 1) * c];
            let mut best = 0;
            for j in 1..c {
                if row[j] > row[best] {
                    best = j;
                }
            }
            best as f64
        })
        .collect()]
}

#[cfg(test)]
mod tests {
    use ekb_eval::device::{DeviceInfo, DeviceLimits};
    use ekb_eval::task::Profile;
    use wgsl_lib::prepare::prepare;

    /// Every level-1 reference fits the WebGPU default limits at its timed shape as well as its
    /// `ci` shape (the lavapipe run only sees the small shapes): workgroups per dispatch dimension,
    /// and every input, output and scratch buffer within the largest storage binding.
    #[test]
    fn references_fit_default_limits_at_every_profile() {
        let limits = DeviceLimits::webgpu_default();
        let device = DeviceInfo {
            name: "WebGPU defaults".into(),
            vendor: String::new(),
            architecture: String::new(),
            driver: String::new(),
            backend: String::new(),
            device_type: "other".into(),
            is_fallback: false,
            features: vec!["shader-f16".into()],
            limits: limits.clone(),
            runtime: "native".into(),
            loop_cap: None,
        };
        let mut failures = Vec::new();
        for t in crate::all().iter().filter(|t| t.spec.level == 1) {
            let spec = &t.spec;
            let prepared = match prepare(spec, t.reference_wgsl, &device) {
                Ok(p) => p,
                Err(r) => {
                    failures.push(format!("{}: {:?}", spec.id, r.diagnostics.iter().map(|d| d.one_line()).collect::<Vec<_>>()));
                    continue;
                }
            };
            for profile in [Profile::Full, Profile::Ci] {
                let shape = spec.timed_shape(profile).expect("shapes resolve");
                if let Err(d) = prepared.launch(&shape, limits.max_compute_workgroups_per_dimension) {
                    failures.push(format!("{} ({profile:?}): {}", spec.id, d.one_line()));
                }
                let mut sizes: Vec<(String, u64)> = Vec::new();
                for (i, b) in spec.inputs.iter().enumerate() {
                    sizes.push((b.name.clone(), (spec.input_len(i, &shape).expect("len") * b.dtype.size_bytes()) as u64));
                }
                for (i, b) in spec.outputs.iter().enumerate() {
                    sizes.push((b.name.clone(), (spec.output_len(i, &shape).expect("len") * b.dtype.size_bytes()) as u64));
                }
                let scratch = prepared.scratch_bytes(&shape, u64::MAX).expect("scratch sizes");
                sizes.extend(prepared.plan.scratch.iter().zip(scratch).map(|(s, n)| (s.name.clone(), n)));
                for (name, bytes) in sizes {
                    if bytes > limits.max_storage_buffer_binding_size {
                        failures.push(format!("{} ({profile:?}): `{name}` is {bytes} bytes", spec.id));
                    }
                }
            }
        }
        assert!(failures.is_empty(), "level-1 references outside the WebGPU default limits:\n{}", failures.join("\n"));
    }
}
