//! Level-1 references of suite v2: data-dependent and irregular operators (sorting, suppression, compaction, sparse and general convolution, ray intersection).

use std::cmp::Ordering;

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;
use ekb_wire::sort::sort_indices;

use crate::reference::f64s;
use crate::CpuFn;

/// The CPU reference of task `id` in this group.
pub(crate) fn lookup(id: &str) -> Option<CpuFn> {
    let f: CpuFn = match id {
        "l1_sort_rows" => sort_rows,
        "l1_nms" => nms,
        "l1_stream_compact" => stream_compact,
        "l1_spmv_ell" => spmv_ell,
        "l1_conv2d_general" => conv2d_general,
        "l1_ray_aabb" => ray_aabb,
        _ => return None,
    };
    Some(f)
}

/// Each row of the R×C matrix sorted ascending (finite inputs; ±0 compare equal).
fn sort_rows(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let c = s.int("C");
    let mut v = f64s(&x[0]);
    for row in v.chunks_mut(c) {
        // Stable, as `sort_by` (equal values keep their order), through the app's one sort copy.
        let mut order: Vec<usize> = (0..row.len()).collect();
        sort_indices(&mut order, &|a, b| row[a].partial_cmp(&row[b]).unwrap_or(Ordering::Equal));
        let sorted: Vec<f64> = order.iter().map(|&i| row[i]).collect();
        row.copy_from_slice(&sorted);
    }
    vec![v]
}

/// Box `i` of a `B×4` corner list as `[left, top, right, bottom]`.
fn rect(b: &[f64], i: usize) -> [f64; 4] {
    let c = &b[4 * i..4 * i + 4];
    [c[0].min(c[2]), c[1].min(c[3]), c[0].max(c[2]), c[1].max(c[3])]
}

/// Whether box `a` suppresses box `b`: inter > iou · union, with the product rounded to f32 as the
/// task defines it (one rounded f32 product). For whole coordinates in [0, 63], inter and union are
/// exact in f32; iou is the f32 threshold. An exact f64 product differs at thresholds such as 0.7
/// (f32 0.69999999), where iou · union can round onto the integer inter.
fn suppresses(a: [f64; 4], b: [f64; 4], iou: f32) -> bool {
    let area = |r: [f64; 4]| (r[2] - r[0]) * (r[3] - r[1]);
    let w = (a[2].min(b[2]) - a[0].max(b[0])).max(0.0);
    let h = (a[3].min(b[3]) - a[1].max(b[1])).max(0.0);
    let inter = w * h;
    let union = area(a) + area(b) - inter;
    inter > f64::from(iou * union as f32)
}

/// Greedy NMS in score order (score descending, then index ascending); keep mask in input order.
fn nms(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let n = s.int("B");
    // The threshold as the kernel sees it (an f32 param).
    let iou = s.get("IOU") as f32;
    let (boxes, scores) = (f64s(&x[0]), f64s(&x[1]));
    let mut order: Vec<usize> = (0..n).collect();
    sort_indices(&mut order, &|i, j| scores[j].partial_cmp(&scores[i]).unwrap_or(Ordering::Equal).then(i.cmp(&j)));
    let mut keep = vec![0.0; n];
    let mut kept: Vec<[f64; 4]> = Vec::new();
    for i in order {
        let b = rect(&boxes, i);
        if !kept.iter().any(|&a| suppresses(a, b, iou)) {
            keep[i] = 1.0;
            kept.push(b);
        }
    }
    vec![keep]
}

/// The elements above T in order, then zeros; and their count.
fn stream_compact(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    // The threshold as the kernel sees it (an f32 param).
    let t = f64::from(s.get("T") as f32);
    let v = f64s(&x[0]);
    let mut y: Vec<f64> = v.iter().copied().filter(|&e| e > t).collect();
    let count = y.len();
    y.resize(v.len(), 0.0);
    vec![y, vec![count as f64]]
}

/// ELLPACK-R SpMV: `y[r] = Σ_{j < len[r]} val[j·M + r] · x[col[j·M + r]]`.
fn spmv_ell(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let m = s.int("M");
    let (len, col) = (x[0].u32(), x[1].u32());
    let (val, xv) = (f64s(&x[2]), f64s(&x[3]));
    let y = (0..m).map(|r| (0..len[r] as usize).map(|j| val[j * m + r] * xv[col[j * m + r] as usize]).sum()).collect();
    vec![y]
}

/// Grouped NHWC convolution with stride, dilation, symmetric zero padding and bias.
fn conv2d_general(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let [n, hh, ww, g, cgi, cgo, kh, kw, st, dl, pd] = ["N", "H", "W", "G", "Cgi", "Cgo", "KH", "KW", "S", "D", "P"].map(|k| s.int(k));
    let (cin, cout) = (g * cgi, g * cgo);
    let oh = (hh + 2 * pd - dl * (kh - 1) - 1) / st + 1;
    let ow = (ww + 2 * pd - dl * (kw - 1) - 1) / st + 1;
    let (xv, wt, bias) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]));
    // The input coordinate of output `o`, tap `k`, if inside `0..size`.
    let at = |o: usize, k: usize, size: usize| (o * st + k * dl).checked_sub(pd).filter(|&i| i < size);
    let mut y = vec![0.0; n * oh * ow * cout];
    for b in 0..n {
        for i in 0..oh {
            for j in 0..ow {
                let out = &mut y[((b * oh + i) * ow + j) * cout..][..cout];
                out.copy_from_slice(&bias);
                for (co, o) in out.iter_mut().enumerate() {
                    let c0 = (co / cgo) * cgi;
                    for u in 0..kh {
                        let Some(ih) = at(i, u, hh) else { continue };
                        for v in 0..kw {
                            let Some(iw) = at(j, v, ww) else { continue };
                            let xs = &xv[((b * hh + ih) * ww + iw) * cin + c0..][..cgi];
                            for (c, xval) in xs.iter().enumerate() {
                                *o += xval * wt[((u * kw + v) * cgi + c) * cout + co];
                            }
                        }
                    }
                }
            }
        }
    }
    vec![y]
}

/// The nearest box hit per ray (slab method; ties to the lower index; misses are u32::MAX, −1).
fn ray_aabb(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (r, nb) = (s.int("R"), s.int("B"));
    let (orig, dir, ca, cb) = (f64s(&x[0]), f64s(&x[1]), f64s(&x[2]), f64s(&x[3]));
    let (mut hit, mut dist) = (vec![f64::from(u32::MAX); r], vec![-1.0; r]);
    for i in 0..r {
        let (o, d) = (&orig[3 * i..3 * i + 3], &dir[3 * i..3 * i + 3]);
        let mut best: Option<(usize, f64)> = None;
        for b in 0..nb {
            let (mut near, mut far) = (f64::NEG_INFINITY, f64::INFINITY);
            for a in 0..3 {
                let (lo, hi) = (ca[3 * b + a].min(cb[3 * b + a]), ca[3 * b + a].max(cb[3 * b + a]));
                if d[a] == 0.0 {
                    if o[a] < lo || o[a] > hi {
                        far = f64::NEG_INFINITY;
                    }
                } else {
                    let (t1, t2) = ((lo - o[a]) / d[a], (hi - o[a]) / d[a]);
                    near = near.max(t1.min(t2));
                    far = far.min(t1.max(t2));
                }
            }
            if near <= far && far >= 0.0 {
                let t = near.max(0.0);
                if best.is_none_or(|(_, bt)| t < bt) {
                    best = Some((b, t));
                }
            }
        }
        if let Some((b, t)) = best {
            hit[i] = b as f64;
            dist[i] = t;
        }
    }
    vec![hit, dist]
}
