"""l1_segment_reduce: per CSR segment s = [offsets[s], offsets[s+1]) of the NNZ×D values and per
feature d: seg_max, seg_mean and seg_lse = m + log Σ exp(x − m); an empty segment writes 0 to all
three.

Each reduce axis's bounds read `offsets` at the output's s, so an invocation walks only its own
segment, one masked iteration past its end (TVM writes a reduction's init at its first iteration:
an empty segment's loop of no iterations would leave its outputs unwritten), l1_spmm_csr's
pattern. That extra iteration contributes the reduction's identity, except in an empty segment,
where the max takes 0 (its stated value) instead of −FLT_MAX. The mean sums x / n_s; the
log-sum-exp reads seg_max (computed first, its own kernel) and sums exp(x − m) into a scratch
row, which a third, elementwise kernel turns into m + log(sum) (0 for an empty segment).
Schedule: `tile_2d` over (s, d) for the three reductions, one segment's items serial per
invocation; `elementwise` for the epilogue.
"""

from tvm import te, tirx

from ekb_tvm.build import Definition
from ekb_tvm.schedules import elementwise, tile_2d


def compute() -> Definition:
    s_, nnz, d_ = te.var("S"), te.var("NNZ"), te.var("D")
    values = te.placeholder((nnz, d_), "float32", name="values")
    offsets = te.placeholder((s_ + 1,), "uint32", name="offsets")
    zero = tirx.const(0.0, "float32")

    def bounds(s):
        return offsets[s].astype("int32"), offsets[s + 1].astype("int32")

    def seg_max(s, d):
        start, end = bounds(s)
        j = te.reduce_axis((start, end + 1), name="j")
        outside = te.if_then_else(end == start, zero, tirx.min_value("float32"))
        return te.max(te.if_then_else(j < end, values[j, d], outside), axis=j)

    def seg_mean(s, d):
        start, end = bounds(s)
        j = te.reduce_axis((start, end + 1), name="j")
        n = (end - start).astype("float32")
        return te.sum(te.if_then_else(j < end, values[j, d] / n, zero), axis=j)

    mx = te.compute((s_, d_), seg_max, name="seg_max")
    mean = te.compute((s_, d_), seg_mean, name="seg_mean")

    def lse_sum(s, d):
        start, end = bounds(s)
        j = te.reduce_axis((start, end + 1), name="j")
        return te.sum(te.if_then_else(j < end, te.exp(values[j, d] - mx[s, d]), zero), axis=j)

    ssum = te.compute((s_, d_), lse_sum, name="lse_sum")

    def lse(s, d):
        start, end = bounds(s)
        return te.if_then_else(end > start, mx[s, d] + te.log(ssum[s, d]), zero)

    out = te.compute((s_, d_), lse, name="seg_lse")
    params = [s_, nnz, d_]
    return Definition(params=params, inputs=[values, offsets], outputs=[mx, mean, out], scratch=[ssum], extra_args=params)


def schedule(sch, target: str) -> None:
    # TE nests each reduction's block in an outer one ("<name>_l1") over (s, d): its loop bounds
    # read offsets at s.
    for name in ("seg_max_l1", "seg_mean_l1", "lse_sum_l1"):
        tile_2d(sch, name, target, tile_x=8)
    elementwise(sch, "seg_lse", target)
