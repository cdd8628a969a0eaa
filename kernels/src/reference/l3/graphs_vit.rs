//! `l3_vit_tiny_block`: a ViT's front — patch embedding, class token, learned positions — and one
//! pre-LN encoder block (erf GELU), as ViT-Ti/16 runs it on a 224×224 image.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use super::super::graphs::whisper::gelu_erf;
use crate::reference::f64s;
use crate::reference::l2::ops::{Cursor, PreLnBlock};

/// Inputs img [GH·P, GW·P, C] (HWC) and the packed weights; output y [T, D], T = 1 + GH·GW (see
/// the task's description).
pub(crate) fn vit_tiny_block(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (gh, gw, p, c) = (s.int("GH"), s.int("GW"), s.int("P"), s.int("C"));
    let (d, nh, f) = (s.int("D"), s.int("NH"), s.int("F"));
    let eps = f64::from(s.get("eps") as f32);
    let t = 1 + gh * gw;
    let width = gw * p;
    let img = f64s(&x[0]);
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let (wpe, bpe) = (wc.take(p * p * c * d), wc.take(d));
    let (cls, pos) = (wc.take(d), wc.take(t * d));
    let block = PreLnBlock::take(&mut wc, d, f);
    assert_eq!(wc.used(), weights.len(), "weights layout");

    let mut tokens = vec![0.0; t * d];
    tokens[..d].copy_from_slice(cls);
    for patch in 0..gh * gw {
        let (gy, gx) = (patch / gw, patch % gw);
        let row = &mut tokens[(1 + patch) * d..][..d];
        row.copy_from_slice(bpe);
        for py in 0..p {
            for px in 0..p {
                for ch in 0..c {
                    let v = img[((gy * p + py) * width + gx * p + px) * c + ch];
                    for (o, w) in row.iter_mut().zip(&wpe[((py * p + px) * c + ch) * d..][..d]) {
                        *o += v * w;
                    }
                }
            }
        }
    }
    tokens.iter_mut().zip(pos).for_each(|(v, q)| *v += q);
    vec![block.apply(&tokens, t, nh, eps, gelu_erf)]
}
