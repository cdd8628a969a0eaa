//! Guard regions: a poisoned tail after every input, output and scratch storage buffer, so that
//! accesses past the end of a buffer show up on any implementation.
//!
//! WebGPU makes an out-of-bounds access harmless but leaves its result open: Vulkan's
//! `robustBufferAccess2` (lavapipe) reads 0 and drops the write, Tint (Chrome) clamps the index
//! onto the last element. A kernel with an off-by-one bound therefore often passes a plain check.
//! The evaluator binds each buffer with [`Guard::bytes`] extra bytes of a poison word after its
//! data, so that
//!
//! * a read past the end returns the poison (a NaN for float buffers, an unlikely bit pattern for
//!   integer ones; see [`poison_word`]), which fails the comparison when it reaches an output
//!   ([`poisoned_element`] then names the buffer);
//! * a write past the end, into the tail, changes it, which [`Guard::check`] finds after every
//!   check run (check `out_of_bounds_write`).
//!
//! Scratch buffers of a launch plan get a tail too: the backend zeroes the data and writes the
//! tail before each check run, and reads the tail back after it.
//!
//! For an array of scalars the tail starts right after the last element. A vector view
//! (`array<vec4<f32>>`) may read and write the 16-byte padding (`data::padded_size`) the contract
//! promises, so its tail starts after the padding, which stays zero. A buffer whose length the
//! module reads with `arrayLength()` gets no tail (the kernel would see it as data); nor does a
//! buffer that would then exceed the device's storage binding limit.

use half::f16;

use crate::compare::{Comparison, ElementMismatch};
use crate::data::{padded_size, HostBuffer};
use crate::task::Dtype;

/// Smallest tail, bytes.
pub const MIN_GUARD_BYTES: usize = 1024;
/// Largest tail, bytes.
pub const MAX_GUARD_BYTES: usize = 256 * 1024;

/// The guard region of one buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guard {
    /// The buffer's `@binding` in group 0.
    pub binding: u32,
    /// Element type of the buffer.
    pub dtype: Dtype,
    /// Logical length, elements.
    pub len: usize,
    /// Bytes before the tail: the data padded to 16 bytes.
    pub data_bytes: usize,
    /// Bytes of the tail (0: no guard region).
    pub bytes: usize,
}

/// The poison word the tail of `@binding(binding)` repeats (little-endian bytes): the quiet NaN
/// `0x7FC0_6000 + binding` for f32, two f16 NaNs `0x7E40 + binding` for f16, `0xBAD0_0000 + binding`
/// for integers. Every buffer has its own word, distinct from the output poisons of
/// [`crate::data::Poison`], so a value copied out of one tail (a NaN keeps its payload through
/// arithmetic) into another is still a change.
pub fn poison_word(dtype: Dtype, binding: u32) -> [u8; 4] {
    let b = binding & 0xFF;
    let word: u32 = match dtype {
        Dtype::F32 => 0x7FC0_6000 + b,
        Dtype::F16 => (0x7E40 + b) * 0x1_0001,
        Dtype::U32 | Dtype::I32 => 0xBAD0_0000 + b,
    };
    word.to_le_bytes()
}

/// The binding (of the first `bindings`) whose poison word element `k` of `out` holds bit for bit,
/// if any, with that element's index: the trace of a value read past the end of that buffer.
/// Only float and integer words of the same element type are recognised.
pub fn poisoned_element(out: &HostBuffer, bindings: u32) -> Option<(usize, u32)> {
    let words: Vec<(u32, [u8; 4])> = (0..bindings).map(|b| (b, poison_word(out.dtype(), b))).collect();
    let bits = |k: usize| -> [u8; 4] {
        match out {
            HostBuffer::F32(v) => v[k].to_bits().to_le_bytes(),
            HostBuffer::F16(v) => (u32::from(v[k].to_bits()) * 0x1_0001).to_le_bytes(),
            HostBuffer::U32(v) => v[k].to_le_bytes(),
            HostBuffer::I32(v) => v[k].to_le_bytes(),
        }
    };
    (0..out.len()).find_map(|k| {
        let b = bits(k);
        words.iter().find(|(_, w)| *w == b).map(|(binding, _)| (k, *binding))
    })
}

impl Guard {
    /// The guard of a buffer of `len` elements of `dtype`: a tail of a quarter of the data,
    /// clamped to [`MIN_GUARD_BYTES`]`..=`[`MAX_GUARD_BYTES`], or none when `enabled` is false or
    /// the whole buffer would exceed `max_binding_bytes`. The tail starts right after the data
    /// (even mid-word, for f16) when `at_end`, else after the 16-byte padding; the buffer's total
    /// size is a multiple of 16 either way.
    pub fn new(binding: u32, dtype: Dtype, len: usize, at_end: bool, enabled: bool, max_binding_bytes: u64) -> Self {
        let padded = padded_size(len * dtype.size_bytes());
        let data_bytes = if at_end && enabled { len * dtype.size_bytes() } else { padded };
        let want = (padded / 4).clamp(MIN_GUARD_BYTES, MAX_GUARD_BYTES).div_ceil(16) * 16 + (padded - data_bytes);
        let fits = (data_bytes + want) as u64 <= max_binding_bytes;
        if enabled && fits {
            Self { binding, dtype, len, data_bytes, bytes: want }
        } else {
            Self { binding, dtype, len, data_bytes: padded, bytes: 0 }
        }
    }

    /// Cuts or pads `data` (the buffer contents) to [`Self::data_bytes`] and appends the tail.
    pub fn append(&self, data: &mut Vec<u8>) {
        data.truncate(self.data_bytes);
        data.resize(self.data_bytes, 0);
        data.extend(self.tail_bytes());
    }

    /// The tail alone: [`Self::bytes`] bytes of the poison word.
    pub fn tail_bytes(&self) -> Vec<u8> {
        poison_word(self.dtype, self.binding).iter().copied().cycle().take(self.bytes).collect()
    }

    /// Compares the tail of `read_back` (the whole buffer after a run) with the poison. `None` when
    /// it is intact (or absent); otherwise the changed elements, indexed from the start of the
    /// buffer so that index `len` is the first element past the end.
    pub fn check(&self, read_back: &[u8]) -> Option<Comparison> {
        self.check_tail(read_back.get(self.data_bytes..).unwrap_or_default())
    }

    /// [`Self::check`] on the tail alone (`tail` starts at byte `data_bytes` of the buffer).
    pub fn check_tail(&self, tail: &[u8]) -> Option<Comparison> {
        if self.bytes == 0 {
            return None;
        }
        let tail = &tail[..self.bytes.min(tail.len())];
        let word = poison_word(self.dtype, self.binding);
        let size = self.dtype.size_bytes();
        let first_elem = self.data_bytes / size;
        let mut c = Comparison { len: self.bytes / size, mismatches: 0, first: None, max_abs_err: 0.0, max_rel_err: 0.0 };
        for (k, got) in tail.chunks_exact(size).enumerate() {
            let expected = &word[(k * size) % 4..(k * size) % 4 + size];
            if got != expected {
                c.mismatches += 1;
                if c.first.is_none() {
                    c.first = Some(ElementMismatch {
                        index: first_elem + k,
                        expected: element_value(self.dtype, expected),
                        actual: element_value(self.dtype, got),
                        allowed: None,
                    });
                }
            }
        }
        (c.mismatches > 0).then_some(c)
    }
}

/// One little-endian element widened to f64.
fn element_value(dtype: Dtype, b: &[u8]) -> f64 {
    match dtype {
        Dtype::F32 => f64::from(f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        Dtype::F16 => f64::from(f16::from_le_bytes([b[0], b[1]]).to_f32()),
        Dtype::U32 => f64::from(u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
        Dtype::I32 => f64::from(i32::from_le_bytes([b[0], b[1], b[2], b[3]])),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_clamped_and_respect_the_binding_limit() {
        let g = Guard::new(3, Dtype::F32, 3, false, true, u64::MAX);
        assert_eq!((g.data_bytes, g.bytes), (16, MIN_GUARD_BYTES));
        let g = Guard::new(3, Dtype::F32, 1 << 16, false, true, u64::MAX);
        assert_eq!(g.bytes, 1 << 16, "a quarter of 256 KiB");
        let g = Guard::new(3, Dtype::F32, 1 << 24, false, true, u64::MAX);
        assert_eq!(g.bytes, MAX_GUARD_BYTES);
        assert_eq!(Guard::new(3, Dtype::F32, 1000, false, true, 4000).bytes, 0, "over the binding limit");
        assert_eq!(Guard::new(3, Dtype::F32, 1000, false, false, u64::MAX).bytes, 0);
    }

    #[test]
    fn an_intact_tail_passes_and_a_write_past_the_end_is_located() {
        for dtype in [Dtype::F32, Dtype::F16, Dtype::U32, Dtype::I32] {
            let g = Guard::new(3, dtype, 5, false, true, u64::MAX);
            let mut data = vec![0u8; g.data_bytes];
            g.append(&mut data);
            assert_eq!(data.len(), g.data_bytes + g.bytes);
            assert!(g.check(&data).is_none(), "{dtype:?}");
            let at = g.data_bytes + 2 * dtype.size_bytes();
            data[at] ^= 0x55;
            let c = g.check(&data).expect("the change is found");
            assert_eq!(c.mismatches, 1);
            let first = c.first.expect("located");
            assert_eq!(first.index, g.data_bytes / dtype.size_bytes() + 2, "{dtype:?}");
            if dtype.is_float() {
                assert!(first.expected.is_nan());
            }
        }
    }

    #[test]
    fn scalar_views_are_guarded_from_the_last_element() {
        for (dtype, len, start) in [(Dtype::F32, 5, 20), (Dtype::F16, 5, 10), (Dtype::U32, 4, 16), (Dtype::F16, 1, 2)] {
            let g = Guard::new(1, dtype, len, true, true, u64::MAX);
            assert_eq!(g.data_bytes, start, "{dtype:?} × {len}");
            assert_eq!((g.data_bytes + g.bytes) % 16, 0);
            let mut data = vec![7u8; len * dtype.size_bytes()];
            g.append(&mut data);
            assert!(g.check(&data).is_none());
            // The first element past the end, even inside what would be the padding.
            data[len * dtype.size_bytes()] ^= 1;
            assert_eq!(g.check(&data).and_then(|c| c.first).map(|m| m.index), Some(len), "{dtype:?}");
        }
    }

    #[test]
    fn every_buffer_has_its_own_nan() {
        let words: Vec<[u8; 4]> = (0..8).map(|b| poison_word(Dtype::F32, b)).collect();
        assert!(words.iter().all(|w| f32::from_le_bytes(*w).is_nan()));
        assert!(words.iter().enumerate().all(|(i, w)| words[..i].iter().all(|v| v != w)));
        assert_ne!(u32::from_le_bytes(words[0]), 0x7FC0_DEAD, "differs from poison A");
        assert!(f16::from_le_bytes([poison_word(Dtype::F16, 5)[0], poison_word(Dtype::F16, 5)[1]]).is_nan());
    }

    #[test]
    fn a_poison_word_in_an_output_names_its_buffer() {
        let w = f32::from_le_bytes(poison_word(Dtype::F32, 1));
        let out = HostBuffer::F32(vec![1.0, f32::NAN, w, 2.0]);
        assert_eq!(poisoned_element(&out, 4), Some((2, 1)), "a plain NaN is not a poison word");
        assert_eq!(poisoned_element(&HostBuffer::F32(vec![1.0, f32::NAN]), 4), None);
        let ints = HostBuffer::U32(vec![5, u32::from_le_bytes(poison_word(Dtype::U32, 0))]);
        assert_eq!(poisoned_element(&ints, 4), Some((1, 0)));
    }

    #[test]
    fn no_guard_checks_nothing() {
        let g = Guard::new(3, Dtype::F32, 5, false, false, u64::MAX);
        assert!(g.check(&[1, 2, 3]).is_none());
    }
}
