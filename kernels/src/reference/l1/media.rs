//! Level-1 references of suite v2: image, audio and quantised-language operators (bilateral filter, affine warp, int4 GEMM, top-p, resampling, STFT).

use crate::CpuFn;

/// The CPU reference of task `id` in this group (add a match arm per task, as `l1.rs` does).
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let _ = id;
    None
}
