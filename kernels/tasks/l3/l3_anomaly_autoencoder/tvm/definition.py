"""l3_anomaly_autoencoder: frame-major 5-frame context vectors, the DCASE 2020 dense autoencoder,
per-vector reconstruction MSE and the clip's mean.

Twelve kernels (WGSL; OpenCL and C in `SKIP`, below): each of the ten Linear layers (`per_output`,
rows = the vector: one invocation per (vector, unit), its sum of in_l products serial, + bias, then the folded BN and ReLU on the nine
hidden layers; layer 0 reads its vector straight from x, element k of vector v being x[v·M + k]),
each vector's error (`element_reduce`: one work-group per vector, its D squared differences summed
by a cross-thread all-reduce) and the clip's score (`element_reduce` over the vectors).
Scratch: the layers ping-pong between two buffers shared by name (`act_a` the even layers, `act_b`
the odd ones and the reconstruction), so 4 inputs + 2 outputs + 2 scratch fit the 8 storage buffers
a program may bind. Sizes as `positive_params`.
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import element_reduce, per_output


def _dims(d, h):
    return [(d, h), (h, h), (h, h), (h, h), (h, 8), (8, h), (h, h), (h, h), (h, h), (h, d)]


def _name(layer: int) -> str:
    return "act_a" if layer % 2 == 0 else "act_b"


def _layer(layer, x, src, m, weights, scale, shift, nv, n_in, n_out, w0, s0):
    """z = W_l·a + b_l, then max(0, z·s_l + β_l) unless the output layer; layer 0 reads x[v·M + k]."""
    k = te.reduce_axis((0, n_in), name=f"k{layer}")
    b0 = w0 + n_out * n_in
    if layer == 0:
        z = te.compute((nv, n_out), lambda v, o: te.sum(weights[w0 + o * n_in + k] * x[v + k // m, k % m], axis=k), name="z0")
    else:
        z = te.compute((nv, n_out), lambda v, o: te.sum(weights[w0 + o * n_in + k] * src[v, k], axis=k), name=f"z{layer}")
    name = _name(layer)
    if layer == 9:
        return te.compute((nv, n_out), lambda v, o: z[v, o] + weights[b0 + o], name=name)
    return te.compute((nv, n_out), lambda v, o: te.max((z[v, o] + weights[b0 + o]) * scale[s0 + o] + shift[s0 + o], 0.0), name=name)


def compute(target: str) -> Definition:
    params, (t, m, h) = positive_params(target, "T", "M", "H")
    d, nv = 5 * m, t - 4
    x = te.placeholder((t, m), "float32", name="x")
    weights = te.placeholder((10 * m * h + 6 * h * h + 24 * h + 5 * m + 8,), "float32", name="weights")
    scale = te.placeholder((8 * h + 8,), "float32", name="bn_scale")
    shift = te.placeholder((8 * h + 8,), "float32", name="bn_shift")
    a = None
    stages = []
    w_off, s_off = 0, 0
    for layer, (n_in, n_out) in enumerate(_dims(d, h)):
        a = _layer(layer, x, a, m, weights, scale, shift, nv, n_in, n_out, w_off, s_off)
        stages.append(a)
        w_off = w_off + (n_in + 1) * n_out
        s_off = s_off + n_out
    recon = a
    ke = te.reduce_axis((0, d), name="ke")
    diff = lambda v: recon[v, ke] - x[v + ke // m, ke % m]  # noqa: E731
    esum = te.compute((nv,), lambda v: te.sum(diff(v) * diff(v), axis=ke), name="esum")
    err = te.compute((nv,), lambda v: esum[v] / d.astype("float32"), name="err")
    kv = te.reduce_axis((0, nv), name="kv")
    ssum = te.compute((1,), lambda i: te.sum(err[kv], axis=kv), name="ssum")
    score = te.compute((1,), lambda i: ssum[i] / nv.astype("float32"), name="score")
    return Definition(params=params, inputs=[x, weights, scale, shift], outputs=[err, score], scratch=stages, extra_args=params)


def schedule(sch, target: str) -> None:
    # Stages sharing a name are uniquified in creation order: act_a, act_a_1, … for layers 0, 2, 4,
    # 6, 8 and act_b, act_b_1, … for layers 1, 3, 5, 7, 9.
    for layer in range(10):
        base, nth = _name(layer), layer // 2
        name = base if nth == 0 else f"{base}_{nth}"
        per_output(sch, name, target, producers=(f"z{layer}",), rows=1)
    element_reduce(sch, ("esum",), "err", target)
    element_reduce(sch, ("ssum",), "score", target)


# C: the two scratch buffers each hold stages of different shapes in turn (TVM's C function checks
# every buffer argument's shape); with the ten layers as ten buffers its argument checks' messages
# alone came to 195 KB. OpenCL: TVM declares all twelve kernels again before each kernel, and the
# adapter writes our whole argument list (4 inputs, 2 outputs, 3 params, 2 scratch) into each of
# those 156 signatures: 84 KiB adapted (57 KiB as TVM writes it), over the 64 KiB text limit. Ten
# layers are ten reductions that a later kernel would otherwise recompute per element (an 8·H- or
# H·D-product sum per use), so twelve is the fewest at these loop limits.
SKIP = {
    "opencl": "TVM declares all twelve kernels before each kernel: 156 adapted signatures, 84 KiB, over the 64 KiB text limit",
    "c": "stages share scratch buffers, and TVM's C function checks every buffer argument's shape (ten separate buffers: 195 KB of argument checks)",
}
