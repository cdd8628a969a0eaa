//! Level 2: fused subgraphs.

use crate::CpuFn;

pub(crate) mod ops;

pub(crate) mod blocks;
mod ctc;
mod graphics2;
mod graphics3;
pub(crate) mod language;
mod moe;
mod pipelines;
mod preprocess;
mod quantized;
mod rgbd;
mod robotics;
mod signal;
mod vision;
mod viterbi;

/// The CPU reference of level-2 task `id`.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l2_conv_bn_relu" => vision::conv_bn_relu,
        "l2_dw_separable" => vision::dw_separable,
        "l2_gemm_bias_gelu" => language::gemm_bias_gelu,
        "l2_residual_layernorm" => language::residual_layernorm,
        "l2_attention" => language::attention,
        "l2_rope_qk" => language::rope_qk,
        "l2_swiglu_mlp" => language::swiglu_mlp,
        "l2_log_mel" => signal::log_mel,
        "l2_quant_linear" => signal::quant_linear,
        "l2_camera_isp" => signal::camera_isp,
        "l2_icp_point_to_point" => robotics::icp_point_to_point,
        "l2_viterbi_decode" => viterbi::viterbi_decode,
        "l2_ctc_greedy_decode" => ctc::ctc_greedy_decode,
        "l2_moe_router_topk" => moe::moe_router_topk,

        "l2_squeeze_excite" => blocks::squeeze_excite,
        "l2_gru_step" => blocks::gru_step,
        "l2_yolo_decode" => blocks::yolo_decode,
        "l2_cross_attention" => blocks::cross_attention,
        "l2_mbconv_hardswish" => blocks::mbconv_hardswish,
        _ => {
            return pipelines::lookup(id)
                .or_else(|| graphics2::lookup(id))
                .or_else(|| graphics3::lookup(id))
                .or_else(|| quantized::lookup(id))
                .or_else(|| rgbd::lookup(id))
                .or_else(|| preprocess::lookup(id))
        }
    };
    Some(f)
}
