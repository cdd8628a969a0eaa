"""l2_quant_linear: int8 linear layer: acc = bias[n] + Σ_k (x[m, k] − x_zp)·w[n, k] exact in i32 (int8 packed 4
per u32, two's complement), v = f32(acc)·scale[n], y = clamp(round_half_even(v) + y_zp, −128, 127).
Schedule: `per_output` with the integer dot product computed at each output (K products serial).
Rounding: TVM's `round` is WGSL's `round` (half to even) but OpenCL's and C's `round` (half away
from zero), so those two use `nearbyint` (OpenCL `rint`, C `nearbyintf`: half to even)."""

from tvm import te, tirx

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def _int8(words, row, k):
    """Element k of a packed int8 row, sign-extended to i32: shift its byte to the top, then back."""
    word = words[row, k // 4]
    return (word << ((3 - k % 4) * 8).astype("uint32")).astype("int32") >> tirx.const(24, "int32")


def compute(target: str) -> Definition:
    m, n, k = te.var("M"), te.var("N"), te.var("K")
    x_zp, y_zp = te.var("x_zp"), te.var("y_zp")
    x = te.placeholder((m, k // 4), "uint32", name="x")
    w = te.placeholder((n, k // 4), "uint32", name="w")
    bias = te.placeholder((n,), "int32", name="bias")
    scale = te.placeholder((n,), "float32", name="scale")
    kk = te.reduce_axis((0, k), name="k")
    acc = te.compute((m, n), lambda i, j: te.sum((_int8(x, i, kk) - x_zp) * _int8(w, j, kk), axis=kk), name="acc")
    rnd = te.round if target == "webgpu" else te.nearbyint

    def requant(i, j):
        v = (acc[i, j] + bias[j]).astype("float32") * scale[j]
        return te.min(te.max(rnd(v).astype("int32") + y_zp, -128), 127)

    y = te.compute((m, n), requant, name="y")
    return Definition(params=[m, n, k, x_zp, y_zp], inputs=[x, w, bias, scale], outputs=[y], extra_args=[k, x_zp, y_zp])


def schedule(sch, target: str) -> None:
    per_output(sch, "y", target, producers=("acc",))
