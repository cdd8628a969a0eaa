//! Level 3: compact model graphs. Weights are one packed f32 input; each reference reads them in
//! the order its task documents (the [`Cursor`](super::l2::ops::Cursor) checks the total).

use crate::CpuFn;

mod audio;
mod graphs;
mod graphs_v3;
mod kws;
mod language;
mod speaker_track;
mod vision;

/// The CPU reference of level-3 task `id`.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l3_mobilenetv2_blocks" => vision::mobilenetv2_blocks,
        "l3_dscnn_kws" => audio::dscnn_kws,
        "l3_transformer_encoder" => language::transformer_encoder,
        "l3_llm_decode_step" => language::llm_decode_step,
        "l3_unet_denoise" => vision::unet_denoise,
        "l3_espcn_sr" => vision::espcn_sr,
        "l3_kws_gru" => kws::kws_gru,
        "l3_xvector_embedding" => speaker_track::xvector_embedding,
        "l3_siamfc_tracker" => speaker_track::siamfc_tracker,
        _ => return graphs::lookup(id).or_else(|| graphs_v3::lookup(id)),
    };
    Some(f)
}

#[cfg(test)]
mod tests {
    use ekb_eval::data::generate_inputs;

    /// Every level-2/3 reference gives finite, non-constant outputs at its `ci` and check shapes,
    /// so a tolerance cannot be met by a kernel that writes zeros or a constant.
    #[test]
    fn fused_and_model_outputs_are_informative() {
        for task in crate::all().iter().filter(|t| t.spec.level >= 2) {
            let spec = &task.spec;
            let shapes = std::iter::once(spec.timed_shape(ekb_eval::task::Profile::Ci).unwrap()).chain(spec.check_shapes().unwrap());
            for (k, shape) in shapes.enumerate() {
                let inputs = generate_inputs(spec, &shape, 7).unwrap();
                let outs = (task.cpu)(&shape, &inputs);
                assert_eq!(outs.len(), spec.outputs.len(), "{}", spec.id);
                for (o, v) in outs.iter().enumerate() {
                    assert_eq!(v.len(), spec.output_len(o, &shape).unwrap(), "{} output {o}", spec.id);
                    assert!(v.iter().all(|x| x.is_finite()), "{}: non-finite output", spec.id);
                    let n = v.len() as f64;
                    let mean = v.iter().sum::<f64>() / n;
                    let sd = (v.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n).sqrt();
                    let max = v.iter().fold(0.0f64, |m, x| m.max(x.abs()));
                    let zeros = v.iter().filter(|x| **x == 0.0).count() as f64 / n;
                    if k == 0 {
                        println!(
                            "{:24} {:8} n={:6} mean={mean:+.3e} sd={sd:.3e} max={max:.3e} zeros={zeros:.2}",
                            spec.id,
                            spec.outputs[o].name,
                            v.len()
                        );
                    }
                    if v.len() > 8 {
                        assert!(sd > 0.0 && zeros < 0.9, "{} output {o} at {}: nearly constant", spec.id, shape.label());
                    }
                }
            }
        }
    }
}
