"""l1_conv2d_general: grouped, strided, dilated, padded convolution with bias (NHWC, filter KH×KW×Cgi×Cout):
Y[n, oh, ow, co] = bias[co] + Σ_{kh, kw, c} X[n, oh·S + kh·D − P, ow·S + kw·D − P, g·Cgi + c]·Wt[kh, kw, c, co],
g = co / Cgo, zero outside the image. Schedule: `per_output` ((image, row) on blockIdx.y; KH·KW·Cgi ≤
3,136 products serial). Sizes as `positive_params` (short indices); P as itself (it may be 0)."""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (n, h, w, g, cgi, cgo, kh_, kw_, s, d, _p) = positive_params(target, "N", "H", "W", "G", "Cgi", "Cgo", "KH", "KW", "S", "D", "P")
    p = params[-1]  # P may be 0
    # The output sizes too are ≥ 1 (the task's constraints): say so on the GPU targets (short indices).
    positive = (lambda e: e) if target == "c" else (lambda e: te.max(e, 1))
    oh = positive((h + 2 * p - d * (kh_ - 1) - 1) // s + 1)
    ow = positive((w + 2 * p - d * (kw_ - 1) - 1) // s + 1)
    x = te.placeholder((n, h, w, g * cgi), "float32", name="X")
    wt = te.placeholder((kh_, kw_, cgi, g * cgo), "float32", name="Wt")
    bias = te.placeholder((g * cgo,), "float32", name="bias")
    kh = te.reduce_axis((0, kh_), name="kh")
    kw = te.reduce_axis((0, kw_), name="kw")
    c = te.reduce_axis((0, cgi), name="c")

    def tap(b, i, j, co):
        yy, xx = i * s + kh * d - p, j * s + kw * d - p
        inside = te.all(yy >= 0, yy < h, xx >= 0, xx < w)
        # TVM emits if_then_else as a branch on every target: no read happens outside the image.
        return te.if_then_else(inside, x[b, yy, xx, co // cgo * cgi + c], 0.0)

    z = te.compute(
        (n, oh, ow, g * cgo),
        lambda b, i, j, co: te.sum(tap(b, i, j, co) * wt[kh, kw, c, co], axis=[kh, kw, c]),
        name="conv",
    )
    y = te.compute((n, oh, ow, g * cgo), lambda b, i, j, co: z[b, i, j, co] + bias[co], name="Y")
    return Definition(params=params, inputs=[x, wt, bias], outputs=[y], extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "Y", target, producers=("conv",), rows=2)
