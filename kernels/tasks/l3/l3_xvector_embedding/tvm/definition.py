"""l3_xvector_embedding: three valid dilated TDNN layers, statistics pooling, Linear, L2 normalisation.

Six kernels: each TDNN layer (`per_output`: one invocation per (frame, channel), its conv sum of
5·F or 3·C products serial, + bias, ReLU, scale, shift), the pooled statistics (`element_reduce`:
one work-group of 64 per element of `stats`, which computes its channel's frame sum and then the
squared deviations from that mean — two passes, both cross-thread all-reduces; the mean half and
the std half each compute both), the Linear (`per_output`) and the normalised embedding
(`element_reduce`: each element's work-group sums y² itself).
Scratch: the three layers and y, in two buffers shared by name (h1 and h3 in `act_a`, h2 and y in
`act_b`: no kernel touches both stages of a buffer), so 3 inputs + 2 outputs + 2 scratch fit the 8
storage buffers a program may bind. Sizes as `positive_params`.
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import element_reduce, per_output


def _tdnn(a, weights, cin, c, frames, k, d, base, shift, name):
    """s·max(0, b + Σ_{j<k, i<cin} W[ch, i, j]·a[t + j·d, i]) + shift[ch]; W at `base`, then b, s."""
    j = te.reduce_axis((0, k), name=f"{name}_j")
    i = te.reduce_axis((0, cin), name=f"{name}_i")
    acc = te.compute(
        (frames, c), lambda t, ch: te.sum(weights[base + (ch * cin + i) * k + j] * a[t + j * d, i], axis=[j, i]), name=f"{name}_acc"
    )
    bias, scale = base + c * cin * k, base + c * cin * k + c
    return te.compute((frames, c), lambda t, ch: weights[scale + ch] * te.max(acc[t, ch] + weights[bias + ch], 0.0) + shift(ch), name=name)


def compute(target: str) -> Definition:
    params, (t, f, c, e) = positive_params(target, "T", "F", "C", "E")
    x = te.placeholder((t, f), "float32", name="x")
    weights = te.placeholder((5 * c * f + 6 * c * c + 8 * c + 2 * c * e + e,), "float32", name="weights")
    beta3 = te.placeholder((c,), "float32", name="beta3")
    q = 5 * c * f + 3 * c
    r = q + 3 * c * c + 3 * c
    wl, bl = r + 3 * c * c + 2 * c, r + 3 * c * c + 2 * c + 2 * c * e
    h1 = _tdnn(x, weights, f, c, t - 4, 5, 1, 0, lambda ch: weights[5 * c * f + 2 * c + ch], "act_a")
    h2 = _tdnn(h1, weights, c, c, t - 8, 3, 2, q, lambda ch: weights[q + 3 * c * c + 2 * c + ch], "act_b")
    h3 = _tdnn(h2, weights, c, c, t - 14, 3, 3, r, lambda ch: beta3[ch], "act_a")
    n = t - 14
    nf = n.astype("float32")
    k1 = te.reduce_axis((0, n), name="k1")
    msum = te.compute((2 * c,), lambda i: te.sum(h3[k1, i % c], axis=k1), name="msum")
    k2 = te.reduce_axis((0, n), name="k2")
    sq = te.compute((2 * c,), lambda i: te.sum((h3[k2, i % c] - msum[i] / nf) * (h3[k2, i % c] - msum[i] / nf), axis=k2), name="sq")
    stats = te.compute((2 * c,), lambda i: te.if_then_else(i < c, msum[i] / nf, te.sqrt(sq[i] / nf + 1e-5)), name="stats")
    kj = te.reduce_axis((0, 2 * c), name="kj")
    yacc = te.compute((e,), lambda o: te.sum(weights[wl + o * 2 * c + kj] * stats[kj], axis=kj), name="yacc")
    y = te.compute((e,), lambda o: yacc[o] + weights[bl + o], name="act_b")
    ke = te.reduce_axis((0, e), name="ke")
    ss = te.compute((e,), lambda o: te.sum(y[ke] * y[ke], axis=ke), name="ss")
    emb = te.compute((e,), lambda o: y[o] / te.max(te.sqrt(ss[o]), 1e-12), name="emb")
    return Definition(params=params, inputs=[x, weights, beta3], outputs=[emb, stats], scratch=[h1, h2, h3, y], extra_args=params)


def schedule(sch, target: str) -> None:
    # Stages sharing a name are uniquified in creation order: act_a = h1, act_a_1 = h3, act_b = h2,
    # act_b_1 = y.
    per_output(sch, "act_a", target, producers=("act_a_acc",), rows=1)
    per_output(sch, "act_b", target, producers=("act_b_acc",), rows=1)
    per_output(sch, "act_a_1", target, producers=("act_a_acc_1",), rows=1)
    element_reduce(sch, ("msum", "sq"), "stats", target)
    per_output(sch, "act_b_1", target, producers=("yacc",))
    element_reduce(sch, ("ss",), "emb", target)


# The two shared scratch buffers hold stages of different shapes, and TVM's C function checks each
# argument's shape: a C program (which binds no storage buffers) would need the four apart.
SKIP = {"c": "scratch stages share a buffer (the 8 storage buffers of the GPU forms); TVM's C function checks each argument's shape"}
