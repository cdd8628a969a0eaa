"""l1_nbody_step: one explicit step of all-pairs softened gravity, as two kernels (two plan passes).

`new_vel`: one invocation per body (`per_row`), which first sums its acceleration over every j in one
loop — a TE stage with a tuple comm-reducer summing (ax, ay, az) together, computed at the body in
registers, so the other bodies are walked once, not once per component — and then writes its four
components (v + dt·a; the 4th copied). Each pair's r² + eps2 and weight m_j / (r² + eps2)^{3/2} are
scalar stages computed at j (TVM's generator runs without CSE: inside the reducer's three expressions
they would be computed three times); the j = i term is 0 (eps2 > 0). `new_pos` (p + dt·v', the 4th
copied) reads `new_vel` back: an elementwise kernel (`per_output`). dt and eps2 are f32 scalars.
"""

from tvm import te, tirx

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output, per_row, scalars_at_innermost


def _combine(x, y):
    return tuple(a + b for a, b in zip(x, y))


def _identity(t0, t1, t2):
    return tirx.const(0.0, t0), tirx.const(0.0, t1), tirx.const(0.0, t2)


def compute() -> Definition:
    n = te.var("N")
    dt, eps2 = te.var("dt", "float32"), te.var("eps2", "float32")
    pos = te.placeholder((n, 4), "float32", name="pos")
    vel = te.placeholder((n, 4), "float32", name="vel")

    def d(i, j, c):
        return pos[j, c] - pos[i, c]

    s = te.compute((n, n), lambda i, j: d(i, j, 0) * d(i, j, 0) + d(i, j, 1) * d(i, j, 1) + d(i, j, 2) * d(i, j, 2) + eps2, name="s")
    w = te.compute((n, n), lambda i, j: pos[j, 3] / (s[i, j] * te.sqrt(s[i, j])), name="w")
    total = te.comm_reducer(_combine, _identity, name="sum3")
    j = te.reduce_axis((0, n), name="j")
    acc = te.compute((n,), lambda i: total(tuple(w[i, j] * d(i, j, c) for c in range(3)), axis=j), name="acc")

    def component(i, c):
        a = tirx.Select(c == 0, acc[0][i], tirx.Select(c == 1, acc[1][i], acc[2][i]))
        return te.if_then_else(c < 3, vel[i, c] + dt * a, vel[i, c])

    new_vel = te.compute((n, 4), component, name="new_vel")
    new_pos = te.compute((n, 4), lambda i, c: te.if_then_else(c < 3, pos[i, c] + dt * new_vel[i, c], pos[i, c]), name="new_pos")
    return Definition(params=[n, dt, eps2], inputs=[pos, vel], outputs=[new_pos, new_vel], extra_args=[dt, eps2])


def schedule(sch, target: str) -> None:
    per_row(sch, "new_vel", target, producers=("acc",))
    # Each pair's r² + eps2 and weight computed once, inside body i's loop over j.
    scalars_at_innermost(sch, "acc", ("w", "s"), target)
    per_output(sch, "new_pos", target)
