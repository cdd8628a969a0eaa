"""l3_mobilebert_ffn_stack: MobileBERT's input bottleneck, four stacked FFNs with NoNorm and the output
bottleneck as ten TVM kernels (ten plan passes) over three scratch buffers (2 inputs + 1 output + 3
scratch), two of them ping-ponging the bottleneck rows and one holding each FFN's intermediate rows in
turn:

1. `ha` ← h0 = NoNorm_in(x·W_in + b_in) [S, B];
2.–9. per FFN k: `mid` ← ReLU(h·W1_k + b1_k) [S, I], then the other of `ha`/`hb` ←
   NoNorm_k(h + mid·W2_k + b2_k) [S, B] (its input row h is dead once read);
10. y = NoNorm_out(x + h4·W_out + b_out) [S, D].

Schedule: `per_output` (`rows = 1`: the token on blockIdx.y) on each, each product a serial reduction
computed at its element; at most max(D, I) ≤ 512 loop iterations per invocation.
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output


def compute(target: str) -> Definition:
    params, (s, d, b, i) = positive_params(target, "S", "D", "B", "I")
    x = te.placeholder((s, d), "float32", name="x")
    weights = te.placeholder((2 * d * b + 8 * b * i + 4 * i + 15 * b + 3 * d,), "float32", name="weights")

    def dot(src, k_in, n_out, w, name):
        k = te.reduce_axis((0, k_in), name=f"{name}_k")
        return te.compute((s, n_out), lambda t, j: te.sum(src(t, k) * weights[w + k * n_out + j], axis=k), name=name)

    p_in = dot(lambda t, k: x[t, k], d, b, 0, "p_in")
    o_in = d * b
    h = te.compute((s, b), lambda t, j: (p_in[t, j] + weights[o_in + j]) * (1.0 + weights[o_in + b + j]) + weights[o_in + 2 * b + j], name="ha")
    stages = [h]
    names = ["ha", "hb"]
    def ffn(k, hk):
        o = d * b + 3 * b + k * (2 * b * i + i + 3 * b)
        p1 = dot(lambda t, c: hk[t, c], b, i, o, f"p1_{k}")
        mid = te.compute((s, i), lambda t, m: te.max(p1[t, m] + weights[o + b * i + m], 0.0), name="mid")
        o2 = o + b * i + i
        p2 = dot(lambda t, m: mid[t, m], i, b, o2, f"p2_{k}")
        o3 = o2 + i * b + b
        nxt = te.compute(
            (s, b),
            lambda t, j: (hk[t, j] + p2[t, j] + weights[o2 + i * b + j]) * (1.0 + weights[o3 + j]) + weights[o3 + b + j],
            name=names[(k + 1) % 2],
        )
        return mid, nxt

    for k in range(4):
        stages += ffn(k, stages[-1])
    ob = d * b + 3 * b + 4 * (2 * b * i + i + 3 * b)
    h4 = stages[-1]
    p_out = dot(lambda t, c: h4[t, c], b, d, ob, "p_out")
    ob2 = ob + b * d
    y = te.compute((s, d), lambda t, e: (x[t, e] + p_out[t, e] + weights[ob2 + e]) * (1.0 + weights[ob2 + d + e]) + weights[ob2 + 2 * d + e], name="y")
    return Definition(params=params, inputs=[x, weights], outputs=[y], scratch=stages, extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "ha", target, producers=("p_in",), rows=1)
    hs = ["hb", "ha_1", "hb_1", "ha_2"]
    mids = ["mid", "mid_1", "mid_2", "mid_3"]
    for k in range(4):
        per_output(sch, mids[k], target, producers=(f"p1_{k}",), rows=1)
        per_output(sch, hs[k], target, producers=(f"p2_{k}",), rows=1)
    per_output(sch, "y", target, producers=("p_out",), rows=1)


# The bottleneck rows ping-pong between two scratch buffers and the intermediate rows share one, which
# TVM's C function cannot take (it checks each buffer argument's shape).
SKIP = {"c": "stages share scratch buffers, and TVM's C function checks every buffer argument's shape"}
