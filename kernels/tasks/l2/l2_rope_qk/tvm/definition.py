"""l2_rope_qk: rotary embedding of Q and K (rotate-half), then scores[h, i, j] = rQ[i, h]·rK[j, h] / sqrt(D).
The rotations are inlined into the dot product (recomputed per score). Schedule: `per_output`
(one score per invocation, its D products computed there, serial)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import inline, per_output


def compute() -> Definition:
    s, h, d = te.var("S"), te.var("H"), te.var("D")
    q = te.placeholder((s, h, d), "float32", name="Q")
    k = te.placeholder((s, h, d), "float32", name="K")
    cos_t = te.placeholder((s, d // 2), "float32", name="cos_t")
    sin_t = te.placeholder((s, d // 2), "float32", name="sin_t")
    half = d // 2

    def rope(x, name):
        def f(p, hh, i):
            lo = i < half
            i0 = te.if_then_else(lo, i, i - half)
            c, sn = cos_t[p, i0], sin_t[p, i0]
            first = x[p, hh, i0] * c - x[p, hh, i0 + half] * sn
            second = x[p, hh, i0 + half] * c + x[p, hh, i0] * sn
            return te.if_then_else(lo, first, second)

        return te.compute((s, h, d), f, name=name)

    rq, rk = rope(q, "rQ"), rope(k, "rK")
    dd = te.reduce_axis((0, d), name="dd")
    dot = te.compute((h, s, s), lambda hh, i, j: te.sum(rq[i, hh, dd] * rk[j, hh, dd], axis=dd), name="dot")
    scores = te.compute((h, s, s), lambda hh, i, j: dot[hh, i, j] / te.sqrt(d.astype("float32")), name="scores")
    return Definition(params=[s, h, d], inputs=[q, k, cos_t, sin_t], outputs=[scores])


def schedule(sch, target: str) -> None:
    inline(sch, ("rQ", "rK"))
    per_output(sch, "scores", target, producers=("dot",))
