"""l3_dscnn_kws: DS-CNN keyword spotting as six TVM kernels (six plan passes): conv1 (10×4, stride 2,
TF "SAME" padding, relu) into a scratch buffer, then per depthwise-separable layer one kernel, the
pointwise 1×1 (relu) of the depthwise 3×3 (relu), whose nine taps are written out (an elementwise
expression, inlined: each output recomputes the C depthwise values it needs), each layer's
output in a scratch buffer (a0 … a4: 2 inputs + 1 output + 5 scratch = the 8 storage buffers a
program may bind), then the logits, with the global average pool summed inside the FC
(Σ_c wfc[c, k]·(1/(T1·F1))·Σ_{t, f} a4[t, f, c]). Weights are slices of `weights`.
Sizes as `positive_params`; (image, row) on blockIdx.y (`rows=2`): short indices.
Schedule: `per_output` on every stage (40, 9·C, T1·F1·C ≤ 16,384 products serial).
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import inline, per_output


def _relu(v):
    return te.max(v, 0.0)


def _separable(a, weights, layer, b, t1, f1, c):
    """Layer `layer`: relu(pointwise(relu(depthwise3×3(a) + bdw)) + bpw), the depthwise inlined later."""
    base = 41 * c + layer * (11 * c + c * c)
    wdw, bdw, wpw, bpw = base, base + 9 * c, base + 10 * c, base + 10 * c + c * c

    def dw(n, i, j, ch):
        total = weights[bdw + ch]
        for di in range(3):
            for dj in range(3):
                ti, fj = i + di - 1, j + dj - 1
                inside = te.all(ti >= 0, ti < t1, fj >= 0, fj < f1)
                tap = te.if_then_else(inside, a[n, te.max(ti, 0), te.max(fj, 0), ch], 0.0)
                total = total + tap * weights[wdw + (di * 3 + dj) * c + ch]
        return _relu(total)

    d = te.compute((b, t1, f1, c), dw, name=f"dw{layer}")
    ci = te.reduce_axis((0, c), name=f"pw{layer}_ci")
    acc = te.compute((b, t1, f1, c), lambda n, i, j, co: te.sum(d[n, i, j, ci] * weights[wpw + ci * c + co], axis=ci), name=f"pw{layer}_acc")
    return te.compute((b, t1, f1, c), lambda n, i, j, co: _relu(acc[n, i, j, co] + weights[bpw + co]), name=f"a{layer + 1}")


def compute(target: str) -> Definition:
    params, (b, t, f, c, ncls) = positive_params(target, "B", "T", "F", "C", "NCLS")
    t1, f1 = (t + 1) // 2, (f + 1) // 2
    pt = ((t1 - 1) * 2 + 10 - t) // 2
    pf = ((f1 - 1) * 2 + 4 - f) // 2
    mfcc = te.placeholder((b, t, f), "float32", name="mfcc")
    weights = te.placeholder((85 * c + 4 * c * c + c * ncls + ncls,), "float32", name="weights")
    ki = te.reduce_axis((0, 10), name="ki")
    kj = te.reduce_axis((0, 4), name="kj")

    def tap1(n, i, j):
        ti, fj = 2 * i + ki - pt, 2 * j + kj - pf
        inside = te.all(ti >= 0, ti < t, fj >= 0, fj < f)
        return te.if_then_else(inside, mfcc[n, te.max(ti, 0), te.max(fj, 0)], 0.0)

    acc1 = te.compute((b, t1, f1, c), lambda n, i, j, ch: te.sum(tap1(n, i, j) * weights[(ki * 4 + kj) * c + ch], axis=[ki, kj]), name="conv1_acc")
    a = te.compute((b, t1, f1, c), lambda n, i, j, ch: _relu(acc1[n, i, j, ch] + weights[40 * c + ch]), name="a0")
    acts = [a]
    for layer in range(4):
        a = _separable(a, weights, layer, b, t1, f1, c)
        acts.append(a)
    wfc = 41 * c + 4 * (11 * c + c * c)
    inv = 1.0 / (t1 * f1).astype("float32")
    rc = te.reduce_axis((0, c), name="rc")
    rt = te.reduce_axis((0, t1), name="rt")
    rf = te.reduce_axis((0, f1), name="rf")
    fc = te.compute((b, ncls), lambda n, k: te.sum(a[n, rt, rf, rc] * inv * weights[wfc + rc * ncls + k], axis=[rc, rt, rf]), name="fc")
    logits = te.compute((b, ncls), lambda n, k: fc[n, k] + weights[wfc + c * ncls + k], name="logits")
    return Definition(params=params, inputs=[mfcc, weights], outputs=[logits], scratch=acts, extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "a0", target, producers=("conv1_acc",), rows=2)
    for layer in range(4):
        inline(sch, (f"dw{layer}",))
        per_output(sch, f"a{layer + 1}", target, producers=(f"pw{layer}_acc",), rows=2)
    per_output(sch, "logits", target, producers=("fc",), rows=1)


# TVM's C function checks every argument and repeats its whole signature (every buffer's shape
# expression) in each check's message: with the scratch buffers that is over the 64 KiB text limit.
SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}
