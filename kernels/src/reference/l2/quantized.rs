//! Level-2 references of suite v3's integer-only quantised vision blocks (TFLite int8 semantics).

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l2_int8_conv_requant" => int8_conv_requant,
        _ => return None,
    };
    Some(f)
}

/// gemmlowp's SaturatingRoundingDoublingHighMul: (a·b + nudge) / 2^31 in 64 bits, the division
/// truncating toward zero, nudge 2^30 for a nonnegative product and 1 − 2^30 otherwise; the one
/// overflowing case a = b = i32::MIN saturates.
fn saturating_rounding_doubling_high_mul(a: i32, b: i32) -> i32 {
    if a == i32::MIN && b == i32::MIN {
        return i32::MAX;
    }
    let ab = i64::from(a) * i64::from(b);
    let nudge: i64 = if ab >= 0 { 1 << 30 } else { 1 - (1 << 30) };
    ((ab + nudge) / (1_i64 << 31)) as i32
}

/// gemmlowp's RoundingDivideByPOT: x / 2^exponent rounded to nearest, ties away from zero.
fn rounding_divide_by_pot(x: i32, exponent: u32) -> i32 {
    let mask = ((1_i64 << exponent) - 1) as i32;
    let remainder = x & mask;
    let threshold = (mask >> 1) + i32::from(x < 0);
    (x >> exponent) + i32::from(remainder > threshold)
}

/// TFLite's MultiplyByQuantizedMultiplier for a multiplier below one (shift ≤ 0).
fn multiply_by_quantized_multiplier(acc: i32, multiplier: i32, shift: i32) -> i32 {
    assert!(shift <= 0, "shift {shift} > 0 is outside the task's domain");
    rounding_divide_by_pot(saturating_rounding_doubling_high_mul(acc, multiplier), shift.unsigned_abs())
}

/// TensorFlow's SAME padding before the first row (column): ⌊max((out − 1)·stride + 3 − in, 0) / 2⌋.
fn same_pad_before(input: usize, output: usize, stride: usize) -> isize {
    (((output - 1) * stride + 3) as isize - input as isize).max(0) / 2
}

/// An int8 3×3 convolution (NHWC, TF SAME padding, stride 1 or 2) with exact i32 accumulation of
/// (x − in_zp)·w plus bias, TFLite's fixed-point requantisation per output channel, + out_zp and
/// the fused ReLU6 clamp to [max(−128, out_zp), min(127, q6)].
fn int8_conv_requant(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, w, c, co, stride) = (s.int("N"), s.int("H"), s.int("W"), s.int("C"), s.int("CO"), s.int("STRIDE"));
    let (in_zp, out_zp, q6) = (s.get("in_zp") as i64, s.get("out_zp") as i32, s.get("q6") as i32);
    let bytes = |words: &[u32]| -> Vec<i64> { words.iter().flat_map(|v| v.to_le_bytes()).map(|b| i64::from(b as i8)).collect() };
    let (xs, ws) = (bytes(x[0].u32()), bytes(x[1].u32()));
    let (bias, multiplier, shift) = (x[2].i32(), x[3].i32(), x[4].i32());
    let (oh, ow) = (h.div_ceil(stride), w.div_ceil(stride));
    let (pad_top, pad_left) = (same_pad_before(h, oh, stride), same_pad_before(w, ow, stride));
    let (lo, hi) = (out_zp.max(-128), q6.min(127));
    let mut y = Vec::with_capacity(n * oh * ow * co);
    for b in 0..n {
        for oy in 0..oh {
            for ox in 0..ow {
                for o in 0..co {
                    let mut acc = i64::from(bias[o]);
                    for ky in 0..3 {
                        let iy = (oy * stride + ky) as isize - pad_top;
                        for kx in 0..3 {
                            let ix = (ox * stride + kx) as isize - pad_left;
                            // A tap outside the image reads the input zero point: it adds nothing.
                            if iy < 0 || ix < 0 || iy >= h as isize || ix >= w as isize {
                                continue;
                            }
                            let xb = ((b * h + iy as usize) * w + ix as usize) * c;
                            let wb = ((o * 3 + ky) * 3 + kx) * c;
                            acc += (0..c).map(|ci| (xs[xb + ci] - in_zp) * ws[wb + ci]).sum::<i64>();
                        }
                    }
                    let acc = i32::try_from(acc).expect("the stated ranges keep the accumulator within i32");
                    let r = multiply_by_quantized_multiplier(acc, multiplier[o], shift[o]);
                    y.push(f64::from((r + out_zp).clamp(lo, hi)));
                }
            }
        }
    }
    vec![y]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The gemmlowp rules at their ties: the high multiply rounds half toward +∞ (its nudge for a
    /// negative product is 1 − 2^30), the division by 2^e half away from zero; the two roundings
    /// in a row differ from one rounding of acc·M0 / 2^(31 + e).
    #[test]
    fn gemmlowp_rounding_at_ties() {
        let half = 1 << 30; // M0 = 2^30: acc·M0 / 2^31 = acc / 2
        assert_eq!(saturating_rounding_doubling_high_mul(3, half), 2);
        assert_eq!(saturating_rounding_doubling_high_mul(-3, half), -1);
        assert_eq!(saturating_rounding_doubling_high_mul(i32::MIN, i32::MIN), i32::MAX);
        assert_eq!(rounding_divide_by_pot(6, 2), 2);
        assert_eq!(rounding_divide_by_pot(-6, 2), -2);
        assert_eq!(rounding_divide_by_pot(-5, 2), -1);
        assert_eq!(rounding_divide_by_pot(7, 0), 7);
        // acc = 5, M0 = 2^30, e = 2: 5/2 → 3, 3/4 → 1; one rounding of 5/8 gives 1 too, but
        // acc = 3: 3/2 → 2, 2/4 → 1 (ties away), where one rounding of 3/8 gives 0.
        assert_eq!(multiply_by_quantized_multiplier(3, half, -2), 1);
        assert_eq!(same_pad_before(8, 4, 2), 0);
        assert_eq!(same_pad_before(7, 4, 2), 1);
        assert_eq!(same_pad_before(5, 5, 1), 1);
        assert_eq!(same_pad_before(1, 1, 2), 1);
    }
}
