"""l2_yolo_decode: YOLOv5's head decode for one scale. A tuple comm-reducer over the NC class logits of
each anchor box gives (best class, its logit) — the larger logit wins, equal logits the smaller index —
computed once per box in registers; `det`'s six values per box (cx, cy, w, h, score, class, or six
zeros below the threshold) are then written by that box's invocation. One kernel, no scratch.
Schedule: `per_row` over the box loops (lead = 4), the reducer a producer at the box, the six outputs
serial.
"""

from tvm import te, tirx

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_row


def _combine(a, b):
    """The larger logit wins; equal logits keep the smaller class index."""
    (ka, va), (kb, vb) = a, b
    take_a = tirx.Or(va > vb, tirx.And(va == vb, ka < kb))
    return tirx.Select(take_a, ka, kb), tirx.Select(take_a, va, vb)


def _identity(tk, tv):
    # Every class beats it: its logit is the lowest f32 and its index the largest.
    return tirx.max_value(tk), tirx.min_value(tv)


def compute(target: str) -> Definition:
    params, (nb, gh, gw, na, nc, stride) = positive_params(target, "N", "GH", "GW", "A", "NC", "stride")
    thres = te.var("conf_thres", "float32")
    pred = te.placeholder((nb, gh, gw, na, 5 + nc), "float32", name="pred")
    anchors = te.placeholder((na, 2), "float32", name="anchors")
    argmax = te.comm_reducer(_combine, _identity, name="argmax")
    k = te.reduce_axis((0, nc), name="k")
    best, top = te.compute(
        (nb, gh, gw, na), lambda b, y, x, a: argmax((k, pred[b, y, x, a, 5 + k]), axis=k), name="cls"
    )

    def sigmoid(t):
        return 1.0 / (1.0 + te.exp(-t))

    def value(b, y, x, a, e):
        s = stride.astype("float32")
        g2 = 2.0 * sigmoid(pred[b, y, x, a, te.max(e, 2)])  # tw for e = 2, th for e = 3
        score = sigmoid(pred[b, y, x, a, 4]) * sigmoid(top[b, y, x, a])
        cell = te.if_then_else(e == 0, x, y).astype("float32")
        v = te.if_then_else(
            e < 2,
            (2.0 * sigmoid(pred[b, y, x, a, te.min(e, 1)]) - 0.5 + cell) * s,
            te.if_then_else(
                e < 4,
                g2 * g2 * anchors[a, te.min(te.max(e - 2, 0), 1)],
                te.if_then_else(e == 4, score, best[b, y, x, a].astype("float32")),
            ),
        )
        return te.if_then_else(score > thres, v, 0.0)

    det = te.compute((nb, gh, gw, na, 6), value, name="det")
    all_params = [*params, thres]
    return Definition(params=all_params, inputs=[pred, anchors], outputs=[det], extra_args=all_params)


def schedule(sch, target: str) -> None:
    per_row(sch, "det", target, producers=("cls",), lead=4)
