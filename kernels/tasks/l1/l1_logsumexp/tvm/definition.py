"""l1_logsumexp: y[r] = m_r + log Σ_c exp(X[r, c] − m_r), m_r = max_c X[r, c].

Two TE reductions (row max, row sum of shifted exponentials) and the output; schedule
`element_reduce`: one work-group of 64 per row, each reduction a cross-thread all-reduce.
"""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import element_reduce


def compute() -> Definition:
    r, c = te.var("R"), te.var("C")
    x = te.placeholder((r, c), "float32", name="X")
    k1 = te.reduce_axis((0, c), name="k1")
    mx = te.compute((r,), lambda i: te.max(x[i, k1], axis=k1), name="row_max")
    k2 = te.reduce_axis((0, c), name="k2")
    s = te.compute((r,), lambda i: te.sum(te.exp(x[i, k2] - mx[i]), axis=k2), name="row_sum")
    y = te.compute((r,), lambda i: mx[i] + te.log(s[i]), name="y")
    return Definition(params=[r, c], inputs=[x], outputs=[y])


def schedule(sch, target: str) -> None:
    element_reduce(sch, ("row_max", "row_sum"), "y", target)
