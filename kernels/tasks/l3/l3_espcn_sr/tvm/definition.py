"""l3_espcn_sr: ESPCN super-resolution as three TE stages → three TVM kernels (three plan passes):
f1 = tanh(conv5×5(x; 1 → C1)) and f2 = tanh(conv3×3(f1; C1 → C2)) in scratch buffers, then y, the
pixel shuffle of f3 = conv3×3(f2; C2 → R²), with f3's convolution computed at each output pixel.
The weights are slices of the packed `weights` input at the task's offsets.
Sizes as `positive_params`; (image, row) on blockIdx.y (`rows=2`): short indices.
Schedule: `per_output` on each stage (the convolution's products serial: 25, 9·C1, 9·C2).
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def _conv(u, weights, w_off, b_off, k, cin, cout, n, h, w, name, act):
    """Stage `name`: act(b[co] + Σ u[n, y+ky−k/2, x+kx−k/2, ci]·w[ky, kx, ci, co]), zero padding.
    `u(b, y, x, ci)` reads the input; the weights are HWIO at `w_off`, the bias at `b_off`."""
    ky = te.reduce_axis((0, k), name=f"{name}_ky")
    kx = te.reduce_axis((0, k), name=f"{name}_kx")
    ci = te.reduce_axis((0, cin), name=f"{name}_ci")

    def tap(b, i, j):
        yy, xx = i + ky - k // 2, j + kx - k // 2
        inside = te.all(yy >= 0, yy < h, xx >= 0, xx < w)
        return te.if_then_else(inside, u(b, te.max(yy, 0), te.max(xx, 0), ci), 0.0)

    acc = te.compute(
        (n, h, w, cout),
        lambda b, i, j, co: te.sum(tap(b, i, j) * weights[w_off + ((ky * k + kx) * cin + ci) * cout + co], axis=[ky, kx, ci]),
        name=f"{name}_acc",
    )
    return te.compute((n, h, w, cout), lambda b, i, j, co: act(acc[b, i, j, co] + weights[b_off + co]), name=name)


def compute(target: str) -> Definition:
    params, (n, h, w, r, c1, c2) = positive_params(target, "N", "H", "W", "R", "C1", "C2")
    x = te.placeholder((n, h, w), "float32", name="x")
    weights = te.placeholder((26 * c1 + 9 * c1 * c2 + c2 + 9 * c2 * r * r + r * r,), "float32", name="weights")
    w2 = 26 * c1
    w3 = 26 * c1 + 9 * c1 * c2 + c2
    f1 = _conv(lambda b, i, j, _c: x[b, i, j], weights, 0, 25 * c1, 5, 1, c1, n, h, w, "f1", te.tanh)
    f2 = _conv(lambda b, i, j, c: f1[b, i, j, c], weights, w2, w2 + 9 * c1 * c2, 3, c1, c2, n, h, w, "f2", te.tanh)
    f3 = _conv(lambda b, i, j, c: f2[b, i, j, c], weights, w3, w3 + 9 * c2 * r * r, 3, c2, r * r, n, h, w, "f3", lambda v: v)
    y = te.compute((n, h * r, w * r), lambda b, i, j: f3[b, i // r, j // r, (i % r) * r + j % r], name="y")
    return Definition(params=params, inputs=[x, weights], outputs=[y], scratch=[f1, f2], extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "f1", target, producers=("f1_acc",), rows=2)
    per_output(sch, "f2", target, producers=("f2_acc",), rows=2)
    sch.compute_inline(sch.get_sblock("f3"))
    per_output(sch, "y", target, producers=("f3_acc",), rows=2)
