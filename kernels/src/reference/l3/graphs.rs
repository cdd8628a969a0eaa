//! Level-3 references of suite v2: bigger compact model graphs, one submodule per task family.

use crate::CpuFn;

#[path = "graphs_decoder.rs"]
mod decoder;
#[path = "graphs_detect.rs"]
mod detect;
#[path = "graphs_isp.rs"]
mod isp;
#[path = "graphs_lights.rs"]
mod lights;
#[path = "graphs_stft.rs"]
mod stft;
#[path = "graphs_whisper.rs"]
pub(super) mod whisper;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l3_decoder_layer" => decoder::decoder_layer,
        "l3_whisper_encoder_block" => whisper::whisper_encoder_block,
        "l3_detection_head" => detect::detection_head,
        "l3_camera_isp_full" => isp::camera_isp_full,
        "l3_stft_denoiser" => stft::stft_denoiser,
        "l3_tiled_light_culling" => lights::tiled_light_culling,
        _ => return None,
    };
    Some(f)
}
