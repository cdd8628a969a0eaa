//! Level-1 references of suite v3's resampling group: antialiased (PIL / torchvision) resize.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_resize_antialias" => resize_antialias,
        _ => return None,
    };
    Some(f)
}

/// Normalised triangle-filter taps of every output index along an axis of `n` inputs and `m`
/// outputs: (first input index, weights). PIL's `precompute_coeffs` with the bilinear filter
/// (support 1 scaled by max(s, 1)); s and the centre are the f32 values the task text fixes.
fn taps(n: usize, m: usize) -> Vec<(usize, Vec<f64>)> {
    let s = n as f32 / m as f32;
    let support = f64::from(s.max(1.0));
    (0..m)
        .map(|o| {
            let c = f64::from((o as f32 + 0.5) * s);
            let lo = (c - support + 0.5).floor().max(0.0) as usize;
            let hi = ((c + support + 0.5).floor() as usize).min(n);
            let w: Vec<f64> = (lo..hi).map(|i| (1.0 - (i as f64 + 0.5 - c).abs() / support).max(0.0)).collect();
            let sum: f64 = w.iter().sum();
            (lo, w.iter().map(|v| v / sum).collect())
        })
        .collect()
}

/// `l1_resize_antialias`: X [H, W, C] → Y [OH, OW, C], horizontal pass then vertical.
fn resize_antialias(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (h, w, c, oh, ow) = (s.int("H"), s.int("W"), s.int("C"), s.int("OH"), s.int("OW"));
    let v = f64s(&x[0]);
    let mut rows = vec![0.0; h * ow * c];
    for (ox, (lo, wx)) in taps(w, ow).iter().enumerate() {
        for y in 0..h {
            for (k, wk) in wx.iter().enumerate() {
                for ch in 0..c {
                    rows[(y * ow + ox) * c + ch] += wk * v[(y * w + lo + k) * c + ch];
                }
            }
        }
    }
    let mut out = vec![0.0; oh * ow * c];
    for (oy, (lo, wy)) in taps(h, oh).iter().enumerate() {
        for (k, wk) in wy.iter().enumerate() {
            let src = &rows[(lo + k) * ow * c..][..ow * c];
            for (o, r) in out[oy * ow * c..][..ow * c].iter_mut().zip(src) {
                *o += wk * r;
            }
        }
    }
    vec![out]
}
