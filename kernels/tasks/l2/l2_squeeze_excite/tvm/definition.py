"""l2_squeeze_excite: global average pool → FC (C → Cr) + ReLU → FC (Cr → C) + hard-sigmoid → channel
scale, as four TE stages → four TVM kernels (four plan passes): `pooled` [N, C], `hidden` [N, Cr] and
`gate` [N, C] in scratch buffers (x, fc1, fc2, y + 3 = 7 storage buffers), then y. Each FC's bias is
the last row of its weight tensor.
Schedule: `per_output` on each, its reduction serial at the element (the pool's H·W ≤ 16,384 steps:
within llvmpipe's 65,535).
No C baseline (`SKIP`): TVM's C function repeats its signature, every shape included, in each argument
check's message: 67 KiB adapted with the three scratch buffers, over the 64 KiB text limit.
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output

SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}


def compute(target: str) -> Definition:
    params, (n, h, w, c, cr) = positive_params(target, "N", "H", "W", "C", "Cr")
    x = te.placeholder((n, h, w, c), "float32", name="x")
    fc1 = te.placeholder((c + 1, cr), "float32", name="fc1")
    fc2 = te.placeholder((cr + 1, c), "float32", name="fc2")
    ky = te.reduce_axis((0, h), name="ky")
    kx = te.reduce_axis((0, w), name="kx")
    psum = te.compute((n, c), lambda b, ch: te.sum(x[b, ky, kx, ch], axis=[ky, kx]), name="psum")
    pooled = te.compute((n, c), lambda b, ch: psum[b, ch] / (h * w).astype("float32"), name="pooled")
    ci = te.reduce_axis((0, c), name="ci")
    hsum = te.compute((n, cr), lambda b, r: te.sum(pooled[b, ci] * fc1[ci, r], axis=ci), name="hsum")
    hidden = te.compute((n, cr), lambda b, r: te.max(hsum[b, r] + fc1[c, r], 0.0), name="hidden")
    ri = te.reduce_axis((0, cr), name="ri")
    vsum = te.compute((n, c), lambda b, ch: te.sum(hidden[b, ri] * fc2[ri, ch], axis=ri), name="vsum")
    gate = te.compute(
        (n, c), lambda b, ch: te.min(te.max(vsum[b, ch] + fc2[cr, ch] + 3.0, 0.0), 6.0) / 6.0, name="gate"
    )
    y = te.compute((n, h, w, c), lambda b, i, j, ch: x[b, i, j, ch] * gate[b, ch], name="y")
    return Definition(
        params=params, inputs=[x, fc1, fc2], outputs=[y], scratch=[pooled, hidden, gate], extra_args=params
    )


def schedule(sch, target: str) -> None:
    per_output(sch, "pooled", target, producers=("psum",))
    per_output(sch, "hidden", target, producers=("hsum",))
    per_output(sch, "gate", target, producers=("vsum",))
    per_output(sch, "y", target)
