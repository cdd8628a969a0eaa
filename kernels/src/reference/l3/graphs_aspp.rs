//! `l3_deeplab_aspp`: DeepLabv3's ASPP head (torchvision's `ASPP`, eval mode): a 1×1 branch, three
//! dilated 3×3 branches (padding = dilation), an image-pooling branch broadcast back, each with BN
//! folded to scale/shift and ReLU, concatenated in torchvision's order and projected by a 1×1.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;

use crate::reference::f64s;
use crate::reference::l2::ops::{relu, Cursor};

/// One branch's tensors: the filter, then the folded batch norm's scale and shift.
struct Branch<'a> {
    w: &'a [f64],
    s: &'a [f64],
    t: &'a [f64],
}

impl<'a> Branch<'a> {
    fn take(wc: &mut Cursor<'a>, filter: usize, b: usize) -> Self {
        Self { w: wc.take(filter), s: wc.take(b), t: wc.take(b) }
    }

    /// relu(s·acc + t) for each of the branch's channels.
    fn finish(&self, acc: &[f64]) -> Vec<f64> {
        acc.iter().zip(self.s.iter().zip(self.t)).map(|(a, (s, t))| relu(s * a + t)).collect()
    }
}

/// Inputs x [N, H, W, C] (NHWC) and the packed weights; output y [N, H, W, CO] (see the task).
pub(crate) fn deeplab_aspp(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (n, h, w, c) = (s.int("N"), s.int("H"), s.int("W"), s.int("C"));
    let (b, co) = (s.int("B"), s.int("CO"));
    let rates = [s.int("R1"), s.int("R2"), s.int("R3")];
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let one = Branch::take(&mut wc, c * b, b);
    let atrous: Vec<Branch> = (0..3).map(|_| Branch::take(&mut wc, 9 * c * b, b)).collect();
    let pool = Branch::take(&mut wc, c * b, b);
    let proj = Branch::take(&mut wc, 5 * b * co, co);
    assert_eq!(wc.used(), weights.len(), "weights layout");
    let xs = f64s(&x[0]);
    let px = |img: usize, i: isize, j: isize| -> Option<&[f64]> {
        let inside = (0..h as isize).contains(&i) && (0..w as isize).contains(&j);
        inside.then(|| &xs[((img * h + i as usize) * w + j as usize) * c..][..c])
    };
    // acc[b] += Σ_c v[c]·wt[c·B + b]
    let matvec = |acc: &mut [f64], v: &[f64], wt: &[f64]| {
        for (ci, vc) in v.iter().enumerate() {
            acc.iter_mut().zip(&wt[ci * b..][..b]).for_each(|(a, wv)| *a += vc * wv);
        }
    };
    let mut y = Vec::with_capacity(n * h * w * co);
    for img in 0..n {
        // The image-pooling branch: the mean over all H·W pixels, 1×1, BN, ReLU; broadcast below.
        let mut mean = vec![0.0; c];
        for i in 0..h {
            for j in 0..w {
                let v = px(img, i as isize, j as isize).expect("inside");
                mean.iter_mut().zip(v).for_each(|(m, v)| *m += v);
            }
        }
        mean.iter_mut().for_each(|m| *m /= (h * w) as f64);
        let mut acc = vec![0.0; b];
        matvec(&mut acc, &mean, pool.w);
        let pooled = pool.finish(&acc);
        for i in 0..h {
            for j in 0..w {
                // Concat in torchvision's order: 1×1, the three rates in order, image pooling.
                let mut cat = Vec::with_capacity(5 * b);
                let mut acc = vec![0.0; b];
                matvec(&mut acc, px(img, i as isize, j as isize).expect("inside"), one.w);
                cat.extend(one.finish(&acc));
                for (br, &r) in atrous.iter().zip(&rates) {
                    let mut acc = vec![0.0; b];
                    for ky in 0..3 {
                        for kx in 0..3 {
                            let ii = i as isize + (ky as isize - 1) * r as isize;
                            let jj = j as isize + (kx as isize - 1) * r as isize;
                            // Zero padding r on every side: a tap outside the image adds nothing.
                            if let Some(v) = px(img, ii, jj) {
                                matvec(&mut acc, v, &br.w[(ky * 3 + kx) * c * b..][..c * b]);
                            }
                        }
                    }
                    cat.extend(br.finish(&acc));
                }
                cat.extend_from_slice(&pooled);
                let mut out = vec![0.0; co];
                for (q, v) in cat.iter().enumerate() {
                    out.iter_mut().zip(&proj.w[q * co..][..co]).for_each(|(o, wv)| *o += v * wv);
                }
                y.extend(proj.finish(&out));
            }
        }
    }
    vec![y]
}
