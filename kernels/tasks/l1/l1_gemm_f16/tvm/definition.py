"""l1_gemm_f16: C = f16(Σ_k f32(A[m, k])·f32(B[k, n])), f16 operands, f32 accumulation, one rounding.
Schedule: `per_output` with the f32 dot product computed at each element (K products serial)."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    m, n, k = te.var("M"), te.var("N"), te.var("K")
    a = te.placeholder((m, k), "float16", name="A")
    b = te.placeholder((k, n), "float16", name="B")
    kk = te.reduce_axis((0, k), name="k")
    acc = te.compute((m, n), lambda i, j: te.sum(a[i, kk].astype("float32") * b[kk, j].astype("float32"), axis=kk), name="acc")
    c = te.compute((m, n), lambda i, j: acc[i, j].astype("float16"), name="C")
    return Definition(params=[m, n, k], inputs=[a, b], outputs=[c])


def schedule(sch, target: str) -> None:
    per_output(sch, "C", target, producers=("acc",))
