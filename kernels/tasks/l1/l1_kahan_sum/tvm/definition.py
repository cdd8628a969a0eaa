"""l1_kahan_sum: y[r] = Σ_c X[r, c], summed with Neumaier's compensation.

A TE stage with a tuple comm-reducer over (sum, compensation) whose combine is TwoSum of the two
sums plus both compensations, and the output sum + compensation. TVM lowers a cross-thread
reduction only for reducers it recognises, so the schedule is `per_row`: one invocation per row,
the row summed serially (C ≤ 16,384 iterations, within llvmpipe's 65,535).
"""

from tvm import te, tirx

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_row


def _twosum_reducer(z):
    """TwoSum of the two sums (branch-free), the rounding error added to both compensations; `t` and
    `b` OR-ed with `z` (always 0, unknown to the compiler) so that TVM's simplifier, and the shader
    compiler after it, cannot fold (a + b) − a to b and erase the compensation."""

    def hide(v):
        return tirx.reinterpret("float32", tirx.reinterpret("uint32", v) | z)

    def combine(a, b):
        (sa, ca), (sb, cb) = a, b
        t = hide(sa + sb)
        bp = hide(t - sa)
        err = (sa - (t - bp)) + (sb - bp)
        return t, ca + cb + err

    return combine


def _identity(ts, tc):
    return tirx.const(0.0, ts), tirx.const(0.0, tc)


def compute() -> Definition:
    r, c = te.var("R"), te.var("C")
    x = te.placeholder((r, c), "float32", name="X")
    # R ≤ 65,535 < 2^30, so this is 0. (Not `R & 0x80000000`: TVM writes that constant as the
    # WGSL literal `-2147483648i`, which WGSL cannot represent.)
    z = (r >> 30).astype("uint32")
    neumaier = te.comm_reducer(_twosum_reducer(z), _identity, name="neumaier")
    k = te.reduce_axis((0, c), name="k")
    s, comp = te.compute((r,), lambda i: neumaier((x[i, k], tirx.const(0.0, "float32")), axis=k), name="sc")
    y = te.compute((r,), lambda i: s[i] + comp[i], name="y")
    return Definition(params=[r, c], inputs=[x], outputs=[y])


def schedule(sch, target: str) -> None:
    per_row(sch, "y", target, producers=("sc",))
