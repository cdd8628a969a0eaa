//! Level-2 references of suite v2: fused pipelines (paged attention, tracking, flow, equalisation, MFCC, edges).

use crate::CpuFn;

/// The CPU reference of task `id` in this group (add a match arm per task, as `l1.rs` does).
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let _ = id;
    None
}
