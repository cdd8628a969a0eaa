"""l1_nbody_step: one explicit all-pairs gravity step. Three kernels (three plan passes): the
accelerations a_i = Σ_j m_j·(p_j − p_i) / (|p_j − p_i|² + eps2)^{3/2} (N ≤ 8,192 bodies serial) into a
scratch buffer, then new_vel = v + dt·a and new_pos = p + dt·(v + dt·a) (4th components copied).
Schedule: `per_output` on each. `dt` and `eps2` are f32 scalars."""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_output


def compute() -> Definition:
    n = te.var("N")
    dt, eps2 = te.var("dt", "float32"), te.var("eps2", "float32")
    pos = te.placeholder((n, 4), "float32", name="pos")
    vel = te.placeholder((n, 4), "float32", name="vel")
    j = te.reduce_axis((0, n), name="j")

    def accel(i, a):
        dx, dy, dz = (pos[j, c] - pos[i, c] for c in range(3))
        r2 = dx * dx + dy * dy + dz * dz + eps2
        inv3 = 1.0 / (r2 * te.sqrt(r2))
        return te.sum(pos[j, 3] * (pos[j, a] - pos[i, a]) * inv3, axis=j)

    acc = te.compute((n, 3), accel, name="acc")

    def velocity(i, a):
        return vel[i, a] + dt * acc[i, te.min(a, 2)]

    new_vel = te.compute((n, 4), lambda i, a: te.if_then_else(a < 3, velocity(i, a), vel[i, 3]), name="new_vel")
    new_pos = te.compute((n, 4), lambda i, a: te.if_then_else(a < 3, pos[i, a] + dt * velocity(i, a), pos[i, 3]), name="new_pos")
    return Definition(params=[n, dt, eps2], inputs=[pos, vel], outputs=[new_pos, new_vel], scratch=[acc], extra_args=[dt, eps2])


def schedule(sch, target: str) -> None:
    per_output(sch, "acc", target)
    per_output(sch, "new_vel", target)
    per_output(sch, "new_pos", target)
