//! `l3_detection_head`: an anchor-free detection head (1×1 convolutions), best class, top-PRE by
//! logit and class-aware greedy NMS into a fixed-size output.

use ekb_eval::data::HostBuffer;
use ekb_eval::task::Shape;
use ekb_wire::sort::sort_indices;

use crate::reference::f64s;
use crate::reference::l2::ops::Cursor;

/// IoU of two (x1, y1, x2, y2) boxes; 0 when the union is empty.
fn iou(a: &[f64], b: &[f64]) -> f64 {
    let inter = (a[2].min(b[2]) - a[0].max(b[0])).max(0.0) * (a[3].min(b[3]) - a[1].max(b[1])).max(0.0);
    let union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter;
    if union > 0.0 {
        inter / union
    } else {
        0.0
    }
}

/// Inputs feat [H, W, C], weights; outputs boxes [MAXDET, 4], scores [MAXDET], classes [MAXDET],
/// count [1] (see the task's description).
pub(crate) fn detection_head(s: &Shape, x: &[HostBuffer]) -> Vec<Vec<f64>> {
    let (h, w, c, k, pre, maxdet) = (s.int("H"), s.int("W"), s.int("C"), s.int("K"), s.int("PRE"), s.int("MAXDET"));
    let stride = s.get("stride");
    let lt = f64::from(s.get("LT") as f32);
    let iou_t = f64::from(s.get("IOU") as f32);
    let feat = f64s(&x[0]);
    let weights = f64s(&x[1]);
    let mut wc = Cursor::new(&weights);
    let (wcls, bcls, wbox, bbox) = (wc.take(c * k), wc.take(k), wc.take(c * 4), wc.take(4));
    assert_eq!(wc.used(), weights.len(), "weights layout");

    let n = h * w;
    // (logit, class, box) per cell.
    let mut cells = Vec::with_capacity(n);
    for i in 0..n {
        let fv = &feat[i * c..][..c];
        let dot = |wt: &[f64], out: usize, j: usize, b: f64| b + fv.iter().enumerate().map(|(ci, v)| v * wt[ci * out + j]).sum::<f64>();
        let (mut best, mut best_k) = (f64::NEG_INFINITY, 0);
        for (kk, &b) in bcls.iter().enumerate() {
            let z = dot(wcls, k, kk, b);
            if z > best {
                (best, best_k) = (z, kk);
            }
        }
        let d: Vec<f64> = (0..4).map(|m| dot(wbox, 4, m, bbox[m]).max(0.0) * stride).collect();
        let (cx, cy) = (((i % w) as f64 + 0.5) * stride, ((i / w) as f64 + 0.5) * stride);
        cells.push((best, best_k, [cx - d[0], cy - d[1], cx + d[2], cy + d[3]]));
    }
    let mut order: Vec<usize> = (0..n).filter(|&i| cells[i].0 > lt).collect();
    // Logit descending, then cell index ascending (the sort is stable and `order` ascends).
    sort_indices(&mut order, &|a, b| cells[b].0.total_cmp(&cells[a].0));
    order.truncate(pre);
    let mut kept: Vec<usize> = Vec::new();
    for &i in &order {
        if !kept.iter().any(|&j| cells[j].1 == cells[i].1 && iou(&cells[j].2, &cells[i].2) > iou_t) {
            kept.push(i);
        }
    }
    kept.truncate(maxdet);
    let (mut boxes, mut scores, mut classes) = (vec![0.0; 4 * maxdet], vec![0.0; maxdet], vec![0.0; maxdet]);
    for (slot, &i) in kept.iter().enumerate() {
        boxes[4 * slot..][..4].copy_from_slice(&cells[i].2);
        scores[slot] = 1.0 / (1.0 + (-cells[i].0).exp());
        classes[slot] = cells[i].1 as f64;
    }
    vec![boxes, scores, classes, vec![kept.len() as f64]]
}
