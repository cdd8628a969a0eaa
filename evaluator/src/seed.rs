//! Seed derivation shared by the check path ([`crate::evaluate`]), the shape draws
//! ([`crate::domain`]), the input generator ([`crate::data`]) and the timing plan
//! ([`crate::timing::plan`]): a leaf module, so none of them depends on another for it.

/// SplitMix64 (Steele et al. 2014): derives well-spread seeds from the base seed; `index` selects
/// one of the derived streams (a run, a shape, a task id's hash).
pub fn derive_seed(base: u64, index: u64) -> u64 {
    let mut z = base.wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
