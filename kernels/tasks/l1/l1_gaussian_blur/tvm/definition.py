"""l1_gaussian_blur: the separable 5-tap binomial blur [1, 4, 6, 4, 1] / 16 with clamp-to-edge borders,
as its two TE stages: T (along rows) then Y (along columns). T is a scratch buffer, so TVM makes two
kernels (two plan passes). Schedule: `per_output` on each stage."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output

TAPS = (1.0 / 16, 4.0 / 16, 6.0 / 16, 4.0 / 16, 1.0 / 16)


def _clamp(v, n):
    return te.min(te.max(v, 0), n - 1)


def compute() -> Definition:
    n, h, w = te.var("N"), te.var("H"), te.var("W")
    x = te.placeholder((n, h, w), "float32", name="X")
    t = te.compute(
        (n, h, w),
        lambda b, i, j: sum(k * x[b, i, _clamp(j + d - 2, w)] for d, k in enumerate(TAPS)),
        name="T",
    )
    y = te.compute(
        (n, h, w),
        lambda b, i, j: sum(k * t[b, _clamp(i + d - 2, h), j] for d, k in enumerate(TAPS)),
        name="Y",
    )
    return Definition(params=[n, h, w], inputs=[x], outputs=[y], scratch=[t])


def schedule(sch, target: str) -> None:
    per_output(sch, "T", target)
    per_output(sch, "Y", target)
