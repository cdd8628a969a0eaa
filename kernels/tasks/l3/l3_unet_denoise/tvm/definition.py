"""l3_unet_denoise: a one-level U-Net as six TE stages → six TVM kernels (six plan passes).

e1 = relu(conv(x)), e2 = relu(conv(e1)), m1 = relu(conv(maxpool2×2(e2))), m2 = relu(conv(m1)),
d = relu(conv(concat(up(m2), e2))) each in a scratch buffer (x, weights, y + 5 scratch = the 8 storage
buffers a program may bind), then y = x − (d·W6 + b6). The max pool, the nearest-neighbour upsampling
and the channel concatenation are index expressions in the convolution's reads (no buffer); each
convolution's sum is a producer computed at its output element. The weights are slices of the packed
`weights` input at the task's offsets.
Sizes as `positive_params`; (image, row) on blockIdx.y (`rows = 2`): short indices.
Schedule: `per_output` on every stage (9·Cin products serial: ≤ 864 at C = 32; C for the 1×1).
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def _conv(u, weights, w_off, cin, cout, n, h, w, name):
    """Stage `name`: relu(b[co] + Σ_{ky, kx < 3, ci < cin} u(b, y+ky−1, x+kx−1, ci)·w[ky, kx, ci, co]),
    zero padding; the HWIO weights at `w_off`, the bias [cout] after them. `u` reads the input at
    in-range indices."""
    ky = te.reduce_axis((0, 3), name=f"{name}_ky")
    kx = te.reduce_axis((0, 3), name=f"{name}_kx")
    ci = te.reduce_axis((0, cin), name=f"{name}_ci")

    def tap(b, i, j):
        yy, xx = i + ky - 1, j + kx - 1
        inside = te.all(yy >= 0, yy < h, xx >= 0, xx < w)
        return te.if_then_else(inside, u(b, te.max(yy, 0), te.max(xx, 0), ci), 0.0)

    acc = te.compute(
        (n, h, w, cout),
        lambda b, i, j, co: te.sum(tap(b, i, j) * weights[w_off + ((ky * 3 + kx) * cin + ci) * cout + co], axis=[ky, kx, ci]),
        name=f"{name}_acc",
    )
    b_off = w_off + 9 * cin * cout
    return te.compute((n, h, w, cout), lambda b, i, j, co: te.max(acc[b, i, j, co] + weights[b_off + co], 0.0), name=name)


def compute(target: str) -> Definition:
    params, (n, h, w, ci, c) = positive_params(target, "N", "H", "W", "CI", "C")
    h2, w2 = h // 2, w // 2
    x = te.placeholder((n, h, w, ci), "float32", name="x")
    weights = te.placeholder((10 * ci * c + 90 * c * c + 7 * c + ci,), "float32", name="weights")
    base = 9 * ci * c
    e1 = _conv(lambda b, i, j, k: x[b, i, j, k], weights, 0, ci, c, n, h, w, "e1")
    e2 = _conv(lambda b, i, j, k: e1[b, i, j, k], weights, base + c, c, c, n, h, w, "e2")

    def pooled(b, i, j, k):
        return te.max(
            te.max(e2[b, 2 * i, 2 * j, k], e2[b, 2 * i, 2 * j + 1, k]),
            te.max(e2[b, 2 * i + 1, 2 * j, k], e2[b, 2 * i + 1, 2 * j + 1, k]),
        )

    m1 = _conv(pooled, weights, base + 9 * c * c + 2 * c, c, 2 * c, n, h2, w2, "m1")
    m2 = _conv(lambda b, i, j, k: m1[b, i, j, k], weights, base + 27 * c * c + 4 * c, 2 * c, 2 * c, n, h2, w2, "m2")

    def cat(b, i, j, k):
        up = m2[b, i // 2, j // 2, te.min(k, 2 * c - 1)]
        skip = e2[b, i, j, te.max(k - 2 * c, 0)]
        return te.if_then_else(k < 2 * c, up, skip)

    d = _conv(cat, weights, base + 63 * c * c + 6 * c, 3 * c, c, n, h, w, "d")
    w6 = base + 90 * c * c + 7 * c
    rc = te.reduce_axis((0, c), name="rc")
    res = te.compute((n, h, w, ci), lambda b, i, j, k: te.sum(d[b, i, j, rc] * weights[w6 + rc * ci + k], axis=rc), name="res_acc")
    y = te.compute((n, h, w, ci), lambda b, i, j, k: x[b, i, j, k] - (res[b, i, j, k] + weights[w6 + c * ci + k]), name="y")
    return Definition(params=params, inputs=[x, weights], outputs=[y], scratch=[e1, e2, m1, m2, d], extra_args=params)


def schedule(sch, target: str) -> None:
    for name in ("e1", "e2", "m1", "m2", "d"):
        per_output(sch, name, target, producers=(f"{name}_acc",), rows=2)
    per_output(sch, "y", target, producers=("res_acc",), rows=2)


SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}
