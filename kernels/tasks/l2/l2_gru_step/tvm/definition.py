"""l2_gru_step: one PyTorch GRU cell step. Six dot-product stages (x against rows j, H + j, 2H + j of
w_ih; h against the same rows of w_hh), each with its bias, feed the gate epilogue h_new: one kernel,
no scratch (6 inputs + 1 output).
r = σ(ir + hr), z = σ(iz + hz), n = tanh(in + r·hn) with hn = W_hn h + b_hn (r multiplies the bias too),
h_new = (1 − z)·n + z·h. tanh is written from e^(−2|a|), as the task asks (it saturates where e^(2a)
overflows); σ is 1/(1 + e^(−a)), whose overflow gives 0 as it should.
Schedule: `per_output`, the six dot products producers at the element (serial over I and H).
"""

from tvm import te

from ekb_tvm.build import Definition, positive_params
from ekb_tvm.schedules import per_output

GATES = ("ir", "iz", "in", "hr", "hz", "hn")


def compute(target: str) -> Definition:
    params, (nb, ni, nh) = positive_params(target, "B", "I", "H")
    x = te.placeholder((nb, ni), "float32", name="x")
    h = te.placeholder((nb, nh), "float32", name="h")
    w_ih = te.placeholder((3 * nh, ni), "float32", name="w_ih")
    w_hh = te.placeholder((3 * nh, nh), "float32", name="w_hh")
    b_ih = te.placeholder((3 * nh,), "float32", name="b_ih")
    b_hh = te.placeholder((3 * nh,), "float32", name="b_hh")

    def dot(name, v, w, bias, gate, width):
        k = te.reduce_axis((0, width), name=f"{name}_k")
        s = te.compute((nb, nh), lambda b, j: te.sum(w[gate * nh + j, k] * v[b, k], axis=k), name=f"{name}_dot")
        return lambda b, j: s[b, j] + bias[gate * nh + j]

    ir, iz, in_ = (dot(GATES[g], x, w_ih, b_ih, g, ni) for g in range(3))
    hr, hz, hn = (dot(GATES[3 + g], h, w_hh, b_hh, g, nh) for g in range(3))

    def sigmoid(a):
        return 1.0 / (1.0 + te.exp(-a))

    def tanh_sat(a):
        e = te.exp(-2.0 * te.max(a, -a))  # |a| (TVM's fabs has no WebGPU lowering)
        return te.if_then_else(a < 0.0, -1.0, 1.0) * (1.0 - e) / (1.0 + e)

    def cell(b, j):
        r = sigmoid(ir(b, j) + hr(b, j))
        z = sigmoid(iz(b, j) + hz(b, j))
        n = tanh_sat(in_(b, j) + r * hn(b, j))
        return (1.0 - z) * n + z * h[b, j]

    h_new = te.compute((nb, nh), cell, name="h_new")
    return Definition(params=params, inputs=[x, h, w_ih, w_hh, b_ih, b_hh], outputs=[h_new], extra_args=params)


def schedule(sch, target: str) -> None:
    per_output(sch, "h_new", target, producers=tuple(f"{g}_dot" for g in GATES))
