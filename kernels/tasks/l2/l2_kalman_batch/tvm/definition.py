"""l2_kalman_batch: one predict + update step of N 2-D constant-velocity Kalman filters.

The 4×4 algebra is written out in Python over TE expressions (F's zeros and ones dropped): per track,
the predicted covariance's upper triangle `m<r><c>` (P⁻ = F·P·Fᵀ + Q), 1 / det S, the gain `k0<r>`,
`k1<r>` (K = P⁻·Hᵀ·S⁻¹ by the 2×2 adjugate, as the reference) and the innovation `y0`, `y1` are scalar
stages of shape [N]; each output selects its component from them. The four outputs and four inputs
fill the 8 storage buffers, so nothing lives in memory between kernels: each output's kernel computes
the scalar stages it needs once per track (copies named `<stage>_<output>`), in registers, and then
its components serially (`per_row`). Inlining them instead would repeat P⁻ inside every gain
(TVM's generator runs without CSE). dt, q, r_x and r_y are f32 scalars.
"""

from tvm import te

from ekb_tvm.build import Definition
from ekb_tvm.schedules import per_row

# Eight buffers: TVM's C function repeats its signature, every shape included, in each of its 93 argument
# checks' messages, so its C source is 79 KiB (as `l1_ray_aabb`'s).
SKIP = {"c": "TVM's C function repeats its signature in each argument check's message: over the 64 KiB text limit"}

# The entries of P⁺ that Po / Po_out hold, in order.
UPPER = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]


def _add(a, b):
    if isinstance(a, float) and a == 0.0:
        return b
    if isinstance(b, float) and b == 0.0:
        return a
    return a + b


def _mul(a, b):
    for u, v in ((a, b), (b, a)):
        if isinstance(u, float) and u == 0.0:
            return 0.0
        if isinstance(u, float) and u == 1.0:
            return v
    return a * b


def _select(c, values):
    """values[c] for a loop variable c over len(values)."""
    out = values[-1]
    for j in range(len(values) - 2, -1, -1):
        out = te.if_then_else(c == j, values[j], out)
    return out


class _Track:
    """The scalar stages of one output's kernel (`<stage>_<output>`), each made on first use."""

    def __init__(self, io, suffix):
        self.io, self.suffix, self.cache = io, suffix, {}

    def _stage(self, name, fn):
        if name not in self.cache:
            self.cache[name] = te.compute((self.io["N"],), fn, name=f"{name}_{self.suffix}")
        return self.cache[name]

    def P(self, i, r, c):
        """P[r, c] of track i (symmetric)."""
        r, c = min(r, c), max(r, c)
        return self.io["Pd"][i, r] if r == c else self.io["Po"][i, UPPER.index((r, c))]

    def m(self, i, r, c):
        """P⁻[r, c] = (F·P·Fᵀ + Q)[r, c]."""
        r, c = min(r, c), max(r, c)

        def fn(j):
            io = self.io
            dt = io["dt"]
            f = [[1.0, 0.0, dt, 0.0], [0.0, 1.0, 0.0, dt], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]
            fp = [[0.0] * 4 for _ in range(4)]
            for a in range(4):
                for b in range(4):
                    for k in range(4):
                        fp[a][b] = _add(fp[a][b], _mul(f[a][k], self.P(j, k, b)))
            v = 0.0
            for k in range(4):
                v = _add(v, _mul(fp[r][k], f[c][k]))
            q = io["q"]
            qa, qb, qc = q * dt * dt * dt / 3.0, q * dt * dt / 2.0, q * dt
            qm = {(0, 0): qa, (1, 1): qa, (0, 2): qb, (1, 3): qb, (2, 2): qc, (3, 3): qc}
            return _add(v, qm.get((r, c), 0.0))

        return self._stage(f"m{r}{c}", fn)[i]

    def s(self, i):
        """(S00, S01, S11) of S = H·P⁻·Hᵀ + R."""
        return self.m(i, 0, 0) + self.io["r_x"], self.m(i, 0, 1), self.m(i, 1, 1) + self.io["r_y"]

    def inv_det(self, i):
        def fn(j):
            s00, s01, s11 = self.s(j)
            return 1.0 / (s00 * s11 - s01 * s01)

        return self._stage("inv_det", fn)[i]

    def k(self, i, col, r):
        """K[r, col] = (P⁻·Hᵀ·S⁻¹)[r, col]."""

        def fn(j):
            s00, s01, s11 = self.s(j)
            if col == 0:
                v = self.m(j, r, 0) * s11 - self.m(j, r, 1) * s01
            else:
                v = self.m(j, r, 1) * s00 - self.m(j, r, 0) * s01
            return v * self.inv_det(j)

        return self._stage(f"k{col}{r}", fn)[i]

    def xp(self, i, r):
        """x⁻[r] = (F·x)[r]."""
        x = self.io["x"]
        return x[i, r] + self.io["dt"] * x[i, r + 2] if r < 2 else x[i, r]

    def y(self, i, r):
        """The innovation z − H·x⁻."""
        return self._stage(f"y{r}", lambda j: self.io["z"][j, r] - self.xp(j, r))[i]

    def post(self, i, r, c):
        """P⁺[r, c] = P⁻[r, c] − K[r, 0]·P⁻[0, c] − K[r, 1]·P⁻[1, c]."""
        return self.m(i, r, c) - self.k(i, 0, r) * self.m(i, 0, c) - self.k(i, 1, r) * self.m(i, 1, c)


def _tracks(io):
    return {name: _Track(io, name) for name in ("x_out", "Pd_out", "Po_out", "nis")}


def compute() -> Definition:
    n = te.var("N")
    dt, q, r_x, r_y = (te.var(name, "float32") for name in ("dt", "q", "r_x", "r_y"))
    io = {"N": n, "dt": dt, "q": q, "r_x": r_x, "r_y": r_y}
    io["x"] = te.placeholder((n, 4), "float32", name="x")
    io["Pd"] = te.placeholder((n, 4), "float32", name="Pd")
    io["Po"] = te.placeholder((n, 6), "float32", name="Po")
    io["z"] = te.placeholder((n, 2), "float32", name="z")
    t = _tracks(io)
    tx, tpd, tpo, tn = t["x_out"], t["Pd_out"], t["Po_out"], t["nis"]
    x_out = te.compute(
        (n, 4),
        lambda i, c: _select(c, [tx.xp(i, r) + tx.k(i, 0, r) * tx.y(i, 0) + tx.k(i, 1, r) * tx.y(i, 1) for r in range(4)]),
        name="x_out",
    )
    pd_out = te.compute((n, 4), lambda i, c: _select(c, [tpd.post(i, r, r) for r in range(4)]), name="Pd_out")
    po_out = te.compute((n, 6), lambda i, c: _select(c, [tpo.post(i, r, cc) for r, cc in UPPER]), name="Po_out")

    def nis_fn(i):
        s00, s01, s11 = tn.s(i)
        y0, y1 = tn.y(i, 0), tn.y(i, 1)
        return (y0 * (s11 * y0 - s01 * y1) + y1 * (s00 * y1 - s01 * y0)) * tn.inv_det(i)

    nis = te.compute((n,), nis_fn, name="nis")
    scalars = [n, dt, q, r_x, r_y]
    return Definition(params=scalars, inputs=[io["x"], io["Pd"], io["Po"], io["z"]], outputs=[x_out, pd_out, po_out, nis], extra_args=scalars)


def schedule(sch, target: str) -> None:
    # TE's blocks are in program order (producers first): each output's copies, consumers first.
    names = [sch.get(b).name_hint for b in sch.get_child_blocks(sch.get_sblock("root"))]
    for output in ("x_out", "Pd_out", "Po_out", "nis"):
        per_row(sch, output, target, producers=tuple(n for n in reversed(names) if n.endswith(f"_{output}")))
