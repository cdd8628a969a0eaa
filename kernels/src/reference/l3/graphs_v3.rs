//! Level-3 references of suite v3: compact model graphs of real edge networks, one submodule per
//! task.

use crate::CpuFn;

#[path = "graphs_mbv3.rs"]
mod mbv3;
#[path = "graphs_mobilevit.rs"]
mod mobilevit;
#[path = "graphs_vit.rs"]
mod vit;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l3_mobilenetv3_block" => mbv3::mobilenetv3_block,
        "l3_vit_tiny_block" => vit::vit_tiny_block,
        "l3_mobilevit_block" => mobilevit::mobilevit_block,
        _ => return None,
    };
    Some(f)
}
