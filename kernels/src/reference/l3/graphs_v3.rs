//! Level-3 references of suite v3: compact model graphs of real edge networks, one submodule per
//! task.

use crate::CpuFn;

#[path = "graphs_anomaly.rs"]
mod anomaly;
#[path = "graphs_aspp.rs"]
mod aspp;
#[path = "graphs_conformer.rs"]
mod conformer;
#[path = "graphs_diffusion.rs"]
mod diffusion;
#[path = "graphs_effnet.rs"]
mod effnet;
#[path = "graphs_lang.rs"]
mod lang;
#[path = "graphs_mbv3.rs"]
mod mbv3;
#[path = "graphs_mobilevit.rs"]
mod mobilevit;
#[path = "graphs_pose.rs"]
mod pose;
#[path = "graphs_superpoint.rs"]
mod superpoint;
#[path = "graphs_vit.rs"]
mod vit;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l3_mobilenetv3_block" => mbv3::mobilenetv3_block,
        "l3_deeplab_aspp" => aspp::deeplab_aspp,
        "l3_vit_tiny_block" => vit::vit_tiny_block,
        "l3_diffusion_resblock" => diffusion::diffusion_resblock,
        "l3_conformer_conv_module" => conformer::conformer_conv_module,
        "l3_pose_heatmap_decode" => pose::pose_heatmap_decode,
        "l3_superpoint_head" => superpoint::superpoint_head,
        "l3_efficientnet_lite_stem" => effnet::efficientnet_lite_stem,
        "l3_llm_decode_q4" => lang::llm_decode_q4,
        "l3_whisper_decoder_step" => lang::whisper_decoder_step,
        "l3_mobilebert_ffn_stack" => lang::mobilebert_ffn_stack,
        "l3_mobilevit_block" => mobilevit::mobilevit_block,
        "l3_anomaly_autoencoder" => anomaly::anomaly_autoencoder,
        _ => return None,
    };
    Some(f)
}
