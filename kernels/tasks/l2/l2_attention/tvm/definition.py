"""l2_attention: O = softmax(Q·Kᵀ / sqrt(D))·V for one head, no mask, as four kernels (four plan passes)
over three scratch buffers: the scores s (S×S, `per_output`, D products serial), each row's maximum
and each row's sum of exponentials (`row_reduce`: a work-group of 256 per row, TVM's cross-thread
all-reduce), then O (`per_output`, the S keys serial: exp(s − max)·V summed, divided by the sum)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output, row_reduce


def compute() -> Definition:
    s, d = te.var("S"), te.var("D")
    q = te.placeholder((s, d), "float32", name="Q")
    k = te.placeholder((s, d), "float32", name="K")
    v = te.placeholder((s, d), "float32", name="V")
    kd = te.reduce_axis((0, d), name="kd")
    dot = te.compute((s, s), lambda i, j: te.sum(q[i, kd] * k[j, kd], axis=kd), name="dot")
    scores = te.compute((s, s), lambda i, j: dot[i, j] / te.sqrt(d.astype("float32")), name="scores")
    k1 = te.reduce_axis((0, s), name="k1")
    mx = te.compute((s,), lambda i: te.max(scores[i, k1], axis=k1), name="row_max")
    k2 = te.reduce_axis((0, s), name="k2")
    sm = te.compute((s,), lambda i: te.sum(te.exp(scores[i, k2] - mx[i]), axis=k2), name="row_sum")
    kj = te.reduce_axis((0, s), name="kj")
    acc = te.compute((s, d), lambda i, e: te.sum(te.exp(scores[i, kj] - mx[i]) * v[kj, e], axis=kj), name="pv")
    o = te.compute((s, d), lambda i, e: acc[i, e] / sm[i], name="O")
    return Definition(params=[s, d], inputs=[q, k, v], outputs=[o], scratch=[scores, mx, sm])


def schedule(sch, target: str) -> None:
    per_output(sch, "scores", target, producers=("dot",))
    row_reduce(sch, "row_max", target)
    row_reduce(sch, "row_sum", target)
    per_output(sch, "O", target, producers=("pv",))
