"""l1_gemm_int8: C[m, n] = sa[m]·sb[n]·Σ_k A[m, k]·B[n, k], int8 operands packed 4 per u32 (byte k % 4 of
word k / 4, two's complement), the sum exact in i32. Schedule: `per_output` with the integer dot
product computed at each element (K products serial)."""

from tvm import te, tirx

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def _int8(words, row, k):
    """Element k of a packed int8 row, sign-extended to i32: shift its byte to the top, then back."""
    word = words[row, k // 4]
    return (word << ((3 - k % 4) * 8).astype("uint32")).astype("int32") >> tirx.const(24, "int32")


def compute() -> Definition:
    m, n, k = te.var("M"), te.var("N"), te.var("K")
    a = te.placeholder((m, k // 4), "uint32", name="A")
    b = te.placeholder((n, k // 4), "uint32", name="B")
    sa = te.placeholder((m,), "float32", name="sa")
    sb = te.placeholder((n,), "float32", name="sb")
    kk = te.reduce_axis((0, k), name="k")
    acc = te.compute((m, n), lambda i, j: te.sum(_int8(a, i, kk) * _int8(b, j, kk), axis=kk), name="acc")
    c = te.compute((m, n), lambda i, j: sa[i] * sb[j] * acc[i, j].astype("float32"), name="C")
    return Definition(params=[m, n, k], inputs=[a, b, sa, sb], outputs=[c], extra_args=[k])


def schedule(sch, target: str) -> None:
    per_output(sch, "C", target, producers=("acc",))
